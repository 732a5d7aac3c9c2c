package io.framewright.protocol.pies;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import io.framewright.runtime.DecodeException;
import io.framewright.runtime.Hex;
import io.framewright.runtime.frame.CorruptFrameException;
import io.framewright.runtime.frame.StreamFramer;
import io.framewright.runtime.frame.TooLongFrameException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Packets stitched together and split anywhere in the TCP stream, cut by PiesPacket.framer. */
class PiesStreamTest {
  /** The source document's exchange, server side, as one stream (bytes as in PiesPacketTest). */
  private static final String SERVER_STREAM = "01 01 34 00 ff"
      + "03 01 7573657233 00 01 75736572317c247c7573657232 00 ff"
      + "02 01 75736572 00 01 313030 00 01 30 00 ff"
      + "02 01 75736572 00 01 323030 00 01 30 00 ff";

  private static final List<PiesPacket> SERVER_PACKETS = List.of(
      PiesPacket.Auth.reply(AuthPacketMeta.ACCEPT),
      PiesPacket.Sync.of("user3", List.of("user1", "user2")),
      new PiesPacket.Location("user", "100", "0"),
      new PiesPacket.Location("user", "200", "0"));

  @Test
  void stitchedPacketsInOneChunk() {
    StreamFramer<PiesPacket> framer = PiesPacket.framer(1024);
    assertEquals(SERVER_PACKETS, framer.feed(Hex.parse(SERVER_STREAM)));
    assertEquals(0, framer.buffered());
  }

  @Test
  void inRandomChunks() {
    byte[] wire = Hex.parse(SERVER_STREAM);
    java.util.Random random = new java.util.Random(3);
    for (int run = 0; run < 200; run++) {
      StreamFramer<PiesPacket> framer = PiesPacket.framer(1024);
      List<PiesPacket> out = new ArrayList<>();
      for (int p = 0; p < wire.length; ) {
        int n = Math.min(wire.length - p, 1 + random.nextInt(12));
        framer.feed(wire, p, n, out::add, e -> { throw new AssertionError(e); });
        p += n;
      }
      assertEquals(SERVER_PACKETS, out, "run " + run);
      assertEquals(0, framer.buffered());
    }
  }

  @Test
  void splitAtEveryPossibleByte() {
    byte[] wire = Hex.parse(SERVER_STREAM);
    for (int chunk = 1; chunk <= wire.length; chunk++) {
      StreamFramer<PiesPacket> framer = PiesPacket.framer(1024);
      List<PiesPacket> got = new ArrayList<>();
      List<DecodeException> errors = new ArrayList<>();
      for (int i = 0; i < wire.length; i += chunk) {
        framer.feed(wire, i, Math.min(chunk, wire.length - i), got::add, errors::add);
      }
      assertEquals(SERVER_PACKETS, got, "chunks of " + chunk);
      assertEquals(List.of(), errors, "chunks of " + chunk);
    }
  }

  @Test
  void eachPacketIsDecodedAtMostThreeTimesHoweverItArrives() {
    // Location("ab", "10", "20"): 02 | 01 6162 00 | 01 3130 00 | 01 3230 00 | ff
    byte[] packet = Hex.parse("02 01616200 01313000 01323000 ff");
    assertEquals(List.of(new PiesPacket.Location("ab", "10", "20")), PiesPacket.framer(64)
        .feed(packet));
    java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
    for (int i = 0; i < 1_000; i++) {
      out.writeBytes(packet);
    }
    byte[] bytes = out.toByteArray();
    for (int chunk : new int[] {bytes.length, 1_460, 1}) {
      StreamFramer<PiesPacket> framer = PiesPacket.framer(1024);
      List<PiesPacket> got = new ArrayList<>();
      for (int p = 0; p < bytes.length; p += chunk) {
        framer.feed(bytes, p, Math.min(chunk, bytes.length - p), got::add, e -> { });
      }
      assertEquals(1_000, got.size());
      StreamFramer.Stats stats = framer.stats();
      // the id, then the ff (scanned for once), then the decode
      assertTrue(stats.decodeAttempts() <= 3L * 1_000, chunk + ": " + stats);
      assertTrue(stats.bytesAttempted() <= 2L * bytes.length, chunk + ": " + stats);
      assertTrue(stats.bytesScanned() <= bytes.length, chunk + ": " + stats);
    }
  }

  @Test
  void anIncompletePacketWaitsForItsSplitter() {
    StreamFramer<PiesPacket> framer = PiesPacket.framer(1024);
    // 09 01 "hi" ... the 00 and ff have not arrived
    assertEquals(List.of(), framer.feed(Hex.parse("09 01 6869")));
    assertEquals(4, framer.buffered());
    assertEquals(List.of(new PiesPacket.Chat("hi")), framer.feed(Hex.parse("00 ff 99")));
    assertEquals(List.of(new PiesPacket.BadPacket()), framer.feed(Hex.parse("ff")));
  }

  @Test
  void aBadPacketIsReportedAndSkippedToItsSplitter() {
    StreamFramer<PiesPacket> framer = PiesPacket.framer(1024);
    List<PiesPacket> got = new ArrayList<>();
    List<DecodeException> errors = new ArrayList<>();
    // 08 is no packet id | Location missing y | then a good chat packet at stream offset 11
    byte[] wire = Hex.parse("08 01 00 ff  02 01 00 01 30 00 ff  09 01 6869 00 ff");
    framer.feed(wire, 0, wire.length, got::add, errors::add);
    assertEquals(List.of(new PiesPacket.Chat("hi")), got);
    // Two bad packets in a row are one bad run: its first packet is reported, the second only
    // counted (a peer can not make the framer build an error per byte).
    assertEquals(1, errors.size());
    CorruptFrameException first = assertInstanceOf(CorruptFrameException.class, errors.get(0));
    assertEquals(0, first.streamOffset());
    assertEquals("PiesPacket.(tag)", first.fieldPath());
    assertEquals(2, framer.stats().badFrames());
    assertEquals(11, framer.stats().bytesDiscarded());

    // After a good packet the next bad one starts a new run, and is reported.
    byte[] more = Hex.parse("02 01 00 01 30 00 ff");
    framer.feed(more, 0, more.length, got::add, errors::add);
    assertEquals(2, errors.size());
    CorruptFrameException second = assertInstanceOf(CorruptFrameException.class, errors.get(1));
    assertEquals(wire.length, second.streamOffset());
    assertEquals(6, second.byteOffset());
  }

  @Test
  void aPacketLongerThanTheMaximumIsDiscarded() {
    StreamFramer<PiesPacket> framer = PiesPacket.framer(4);
    List<PiesPacket> got = new ArrayList<>();
    List<DecodeException> errors = new ArrayList<>();
    // 09 01 41 41 41 00 ff is 7 bytes; then 99 ff
    byte[] wire = Hex.parse("09 01 414141 00 ff 99 ff");
    framer.feed(wire, 0, wire.length, got::add, errors::add);
    assertEquals(List.of(new PiesPacket.BadPacket()), got);
    assertEquals(1, errors.size());
    assertInstanceOf(TooLongFrameException.class, errors.get(0));
  }
}
