package io.framewright.runtime.capture;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.net.InetSocketAddress;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The directions a capture's reader follows, and their bounds: the CLI's capture decode and the
 * Flink capture format both go through {@link TcpFlows}, so a hostile capture of many half-open
 * directions holds at most {@link TcpFlows#MAX_HELD_TOTAL} bytes in either.
 */
class TcpFlowsTest {
  private static final CapturedPacket PACKET = new CapturedPacket(1, null, 1, new byte[0], 0);

  /** A stream recording what its direction passes on, by name ("port 1000: ..."). */
  private static final class Recorder implements TcpFlows.Stream {
    final List<String> log;
    final int port;

    Recorder(List<String> log, InetSocketAddress src) {
      this.log = log;
      this.port = src.getPort();
    }

    @Override
    public void bytes(long offset, byte[] bytes, int from, int length, CapturedPacket packet) {
      log.add(port + " bytes " + offset + "+" + length);
    }

    @Override
    public void gap(long from, long to) {
      log.add(port + " gap " + from + ".." + to);
    }

    @Override
    public void restart(long offset) {
      log.add(port + " restart " + offset);
    }

    @Override
    public void end() {
      log.add(port + " end");
    }
  }

  private static TransportSegment tcp(int srcPort, long seq, int flags, int length) {
    return new TransportSegment(false, new InetSocketAddress("10.0.0.1", srcPort),
        new InetSocketAddress("10.0.0.2", 80), seq, flags, new byte[length], false);
  }

  @Test
  void aDirectionEndsAtFinOrWhereTheCaptureEnds() {
    List<String> log = new ArrayList<>();
    int[] evicted = {0};
    TcpFlows<Recorder> flows = new TcpFlows<>((src, dst) -> new Recorder(log, src),
        () -> evicted[0]++);
    flows.segment(tcp(1000, 100, TransportSegment.TCP_SYN, 0), PACKET);
    flows.segment(tcp(1000, 101, 0, 5), PACKET);
    flows.segment(tcp(2000, 7, 0, 3), PACKET);
    flows.segment(tcp(1000, 106, TransportSegment.TCP_FIN, 2), PACKET);
    flows.finish();
    assertEquals(List.of("1000 bytes 0+5", "2000 bytes 0+3", "1000 bytes 5+2", "1000 end",
        "2000 end"), log);
    assertEquals(0, evicted[0]);
  }

  @Test
  void pastTheMostDirectionsTheLeastRecentlySeenEnds() {
    List<String> log = new ArrayList<>();
    int[] evicted = {0};
    TcpFlows<Recorder> flows = new TcpFlows<>((src, dst) -> new Recorder(log, src),
        () -> evicted[0]++);
    for (int i = 0; i < TcpFlows.MAX_FLOWS; i++) {
      flows.segment(tcp(10_000 + i, 0, 0, 1), PACKET);
    }
    flows.segment(tcp(10_000, 1, 0, 1), PACKET); // the first is seen again: now the second is eldest
    assertEquals(List.of(), log.stream().filter(s -> s.endsWith("end")).toList());
    flows.segment(tcp(20_000, 0, 0, 1), PACKET);
    flows.segment(tcp(20_001, 0, 0, 1), PACKET);
    assertEquals(List.of("10001 end", "10002 end"),
        log.stream().filter(s -> s.endsWith("end")).toList());
    assertEquals(1, evicted[0], "told once, not once a direction");
  }

  @Test
  void pastTheMostBytesHeldTogetherTheLeastRecentlySeenEndsAndPassesThemOn() {
    List<String> log = new ArrayList<>();
    int[] evicted = {0};
    TcpFlows<Recorder> flows = new TcpFlows<>((src, dst) -> new Recorder(log, src),
        () -> evicted[0]++);
    // Each direction: a first byte at seq 0, then 1 MiB held 10 bytes ahead (a hole at 1..10),
    // just within one direction's own bound; 17 of them hold more than 16 MiB together.
    int held = TcpReassembly.MAX_HELD;
    for (int i = 0; i < 17; i++) {
      flows.segment(tcp(30_000 + i, 0, 0, 1), PACKET);
      flows.segment(tcp(30_000 + i, 11, 0, held), PACKET);
    }
    assertEquals(1, evicted[0]);
    // The eldest ended: its held bytes passed on after the gap, then its end.
    assertEquals(List.of("30000 bytes 0+1", "30000 gap 1..11", "30000 bytes 11+" + held,
        "30000 end"), log.stream().filter(s -> s.startsWith("30000 ")).toList());
    assertEquals(List.of("30001 bytes 0+1"),
        log.stream().filter(s -> s.startsWith("30001 ")).toList());
  }
}
