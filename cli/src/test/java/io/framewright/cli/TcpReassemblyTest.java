package io.framewright.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.framewright.runtime.capture.CapturedPacket;
import io.framewright.runtime.capture.TcpReassembly;
import io.framewright.runtime.capture.TransportSegment;
import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** One TCP direction put back in order: what leaves, at which offsets, and the gaps. */
class TcpReassemblyTest {
  private final ByteArrayOutputStream stream = new ByteArrayOutputStream();
  private final List<String> events = new ArrayList<>();
  private final TcpReassembly tcp = new TcpReassembly(new TcpReassembly.Receiver() {
    @Override
    public void bytes(long offset, byte[] bytes, int from, int length, CapturedPacket packet) {
      assertEquals(stream.size() + gapBytes(), offset);
      stream.write(bytes, from, length);
      events.add(offset + "+" + length + "@" + packet.number());
    }

    @Override
    public void gap(long from, long to) {
      events.add("gap " + from + ".." + to);
    }

    @Override
    public void restart(long offset) {
      events.add("restart " + offset);
    }
  });

  private long gapBytes() {
    return events.stream().filter(e -> e.startsWith("gap")).mapToLong(e -> {
      String[] r = e.substring(4).split("\\.\\.");
      return Long.parseLong(r[1]) - Long.parseLong(r[0]);
    }).sum();
  }

  @Test
  void retransmissionsAndOverlapsAreTrimmed() {
    segment(1, 100, 0, "abcd");
    segment(2, 100, 0, "abcd"); // retransmitted
    segment(3, 102, 0, "cdef"); // overlaps by two
    segment(4, 101, 0, "bc"); // inside what passed
    assertEquals("abcdef", text());
    assertEquals(List.of("0+4@1", "4+2@3"), events);
  }

  @Test
  void earlySegmentsWaitForTheBytesBefore() {
    segment(1, 0, 0, "ab");
    segment(2, 6, 0, "gh");
    segment(3, 4, 0, "ef");
    assertEquals("ab", text());
    segment(4, 2, 0, "cd");
    assertEquals("abcdefgh", text());
    assertEquals(List.of("0+2@1", "2+2@4", "4+2@3", "6+2@2"), events);
  }

  @Test
  void sequenceNumbersWrap() {
    segment(1, 0xffff_fffeL, 0, "ab");
    segment(2, 2, 0, "ef");
    segment(3, 0, 0, "cd");
    assertEquals("abcdef", text());
  }

  @Test
  void theSynTakesASequenceNumberAndARetransmittedSynIsNoNewConnection() {
    segment(1, 41, TransportSegment.TCP_SYN, "");
    segment(2, 43, 0, "bc"); // early: byte 0 has sequence number 42
    segment(3, 41, TransportSegment.TCP_SYN, "");
    segment(4, 42, 0, "a");
    assertEquals("abc", text());
    // A SYN of another sequence number: a new connection between the same ports.
    segment(5, 900, TransportSegment.TCP_SYN, "");
    segment(6, 901, 0, "xy");
    assertEquals("abcxy", text());
    assertEquals(List.of("0+1@4", "1+2@2", "restart 3", "3+2@6"), events);
  }

  @Test
  void whatCanNotArriveIsAGapAtTheEnd() {
    segment(1, 10, 0, "ab");
    segment(2, 15, 0, "fg"); // 12..15 never come
    tcp.finish();
    assertEquals(List.of("0+2@1", "gap 2..5", "5+2@2"), events);
  }

  @Test
  void holdingIsBounded() {
    segment(1, 0, 0, "a");
    byte[] big = new byte[TcpReassembly.MAX_HELD / 2];
    segment(2, 2, big);
    segment(3, 2 + big.length, big);
    assertEquals(TcpReassembly.MAX_HELD, tcp.held());
    // The same start again, one byte longer: one byte more than may be held.
    segment(4, 2 + big.length, new byte[big.length + 1]);
    assertEquals(0, tcp.held());
    long end = 2 + 2L * big.length + 1;
    assertEquals(List.of("0+1@1", "gap 1..2", "2+" + big.length + "@2",
        (2 + big.length) + "+" + (big.length + 1) + "@4"), events);
    // A segment further ahead than may be held is not waited for.
    segment(5, end + TcpReassembly.MAX_HELD + 5, new byte[] {2});
    assertEquals(List.of("gap " + end + ".." + (end + TcpReassembly.MAX_HELD + 5),
        (end + TcpReassembly.MAX_HELD + 5) + "+1@5"), events.subList(4, 6));
  }

  private void segment(long number, long seq, int flags, String payload) {
    tcp.segment(seq, flags, payload.getBytes(), packet(number));
  }

  private void segment(long number, long seq, byte[] payload) {
    tcp.segment(seq, 0, payload, packet(number));
  }

  private static CapturedPacket packet(long number) {
    return new CapturedPacket(number, null, 1, new byte[0], 0);
  }

  private String text() {
    return new String(Arrays.copyOf(stream.toByteArray(), stream.size()));
  }
}
