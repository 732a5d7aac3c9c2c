package io.framewright.protocol.bitpacked;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import io.framewright.runtime.DecodeException;
import io.framewright.runtime.Hex;
import io.framewright.runtime.frame.CorruptFrameException;
import io.framewright.runtime.frame.StreamFramer;
import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.IntSupplier;
import org.junit.jupiter.api.Test;

/** Packets on a byte stream, cut by the length their headers declare. */
class PacketStreamTest {
  private static final List<Packet> PACKETS = List.of(
      Packet.of(1, 2, PayloadType.CUSTOM, new byte[] {(byte) 0xAA, (byte) 0xBB, (byte) 0xCC}),
      Packet.of(703710, 63, PayloadType.INT32, Hex.parse("00000001 fffffffe"))
          .withOffset(5, false).withTurn(65300),
      Packet.of(7, 0, PayloadType.UINT8, new byte[0]).withTurn(1),
      Packet.of(8, 1, PayloadType.CHAR, new byte[Packet.MAX_PAYLOAD]).withOffset(2, true));

  /**
   * A packet with the reserved payload type 12 and 6 bytes of payload, which happen to be a
   * well-formed empty packet: skipping one byte at a time would find it.
   */
  private static final String CORRUPT = "01b0 00001080 0000 00001080";

  private static byte[] stream(List<byte[]> parts) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    parts.forEach(out::writeBytes);
    return out.toByteArray();
  }

  private static List<byte[]> encoded() {
    return PACKETS.stream().map(PacketCodec.INSTANCE::encode).toList();
  }

  /** Feeds {@code bytes} in chunks of the sizes {@code chunker} gives; packets and errors. */
  private static List<Object> run(byte[] bytes, IntSupplier chunker) {
    StreamFramer<Packet> framer = Packet.framer();
    List<Object> seen = new ArrayList<>();
    int p = 0;
    while (p < bytes.length) {
      int n = Math.min(bytes.length - p, chunker.getAsInt());
      framer.feed(bytes, p, n, seen::add, seen::add);
      p += n;
    }
    assertEquals(0, framer.buffered(), "nothing left over");
    return seen;
  }

  @Test
  void frameLengthIsTheEncodedLength() {
    for (byte[] packet : encoded()) {
      assertEquals(packet.length, Packet.frameLength(packet, 0, packet.length));
      assertEquals(-1, Packet.frameLength(packet, 0, 1));
    }
    assertEquals(Packet.MAX_PACKET, Packet.frameLength(Hex.parse("ffc3"), 0, 2));
  }

  @Test
  void eachPacketIsDecodedAtMostThreeTimesHoweverItArrives() {
    // the framer waits for the header, then for the payload it declares, then decodes
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    for (int i = 0; i < 50; i++) {
      encoded().forEach(out::writeBytes);
    }
    byte[] bytes = out.toByteArray();
    for (int chunk : new int[] {bytes.length, 1_460, 1}) {
      StreamFramer<Packet> framer = Packet.framer();
      List<Packet> packets = new ArrayList<>();
      for (int p = 0; p < bytes.length; p += chunk) {
        framer.feed(bytes, p, Math.min(chunk, bytes.length - p), packets::add, e -> { });
      }
      assertEquals(50 * PACKETS.size(), packets.size());
      StreamFramer.Stats stats = framer.stats();
      assertTrue(stats.decodeAttempts() <= 3L * packets.size(), chunk + ": " + stats);
      assertTrue(stats.bytesAttempted() <= 2L * bytes.length, chunk + ": " + stats);
      assertEquals(0, stats.bytesScanned());
    }
  }

  @Test
  void samePacketsWholeByteByByteAndInRandomChunks() {
    byte[] bytes = stream(encoded());
    assertEquals(PACKETS, run(bytes, () -> bytes.length));
    assertEquals(PACKETS, run(bytes, () -> 1));
    Random random = new Random(11);
    for (int i = 0; i < 100; i++) {
      assertEquals(PACKETS, run(bytes, () -> 1 + random.nextInt(40)));
    }
  }

  @Test
  void aCorruptPacketInTheMiddleCostsOnlyThatPacket() {
    List<byte[]> parts = new ArrayList<>(encoded());
    parts.add(2, Hex.parse(CORRUPT));
    byte[] bytes = stream(parts);
    int corruptAt = stream(encoded().subList(0, 2)).length;
    for (int chunk : new int[] {bytes.length, 1, 2, 5, 9}) {
      List<Object> seen = run(bytes, () -> chunk);
      assertEquals(PACKETS.size() + 1, seen.size(), "chunk " + chunk + ": " + seen);
      CorruptFrameException e = assertInstanceOf(CorruptFrameException.class, seen.remove(2));
      assertEquals("Packet.payloadType", e.fieldPath());
      assertEquals(corruptAt, e.streamOffset());
      assertEquals(PACKETS, seen);
    }
  }

  @Test
  void aCorruptPacketIsSkippedToItsEndEvenWhenThatArrivesLater() {
    StreamFramer<Packet> framer = Packet.framer();
    List<DecodeException> errors = new ArrayList<>();
    List<Packet> packets = new ArrayList<>();
    byte[] corrupt = Hex.parse(CORRUPT);
    // the header and one payload byte: the error is known, the packet's end has not arrived
    framer.feed(corrupt, 0, 7, packets::add, errors::add);
    assertEquals(1, errors.size());
    assertEquals(0, framer.buffered());
    // the rest of the bad packet arrives later, then a good one
    framer.feed(corrupt, 7, corrupt.length - 7, packets::add, errors::add);
    byte[] good = PacketCodec.INSTANCE.encode(PACKETS.get(0));
    framer.feed(good, 0, good.length, packets::add, errors::add);
    assertEquals(List.of(PACKETS.get(0)), packets);
    assertEquals(1, errors.size());
  }
}
