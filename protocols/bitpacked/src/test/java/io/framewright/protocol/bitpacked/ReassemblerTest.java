package io.framewright.protocol.bitpacked;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.framewright.protocol.bitpacked.ReassemblyException.Reason;
import io.framewright.runtime.Hex;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.Test;

class ReassemblerTest {

  private static Packet part(int id, int offset, boolean last, String hex) {
    return Packet.of(id, 4, PayloadType.CUSTOM, Hex.parse(hex)).withOffset(offset, last);
  }

  private static ReassemblyException rejected(Reassembler r, Packet p, Reason reason) {
    ReassemblyException e = assertThrows(ReassemblyException.class, () -> r.accept(p));
    assertEquals(reason, e.reason(), e.getMessage());
    assertEquals(p.messageId(), e.messageId());
    return e;
  }

  @Test
  void packetsInOrder() {
    Reassembler r = new Reassembler(1000, 4);
    assertTrue(r.accept(part(7, 0, false, "0102")).isEmpty());
    assertTrue(r.accept(part(7, 1, false, "03")).isEmpty());
    assertEquals(1, r.inFlight());
    assertEquals(3, r.bufferedBytes());
    AssembledMessage m = r.accept(part(7, 2, true, "0405")).orElseThrow();
    assertEquals(new AssembledMessage(7, 4, PayloadType.CUSTOM, Hex.parse("0102030405"), 3), m);
    assertEquals(0, r.inFlight());
    assertEquals(0, r.bufferedBytes());
  }

  @Test
  void packetsOutOfOrderAndTheLastFirst() {
    Reassembler r = new Reassembler(1000, 4);
    assertTrue(r.accept(part(9, 3, true, "dd")).isEmpty());
    assertTrue(r.accept(part(9, 1, false, "bb")).isEmpty());
    assertTrue(r.accept(part(9, 0, false, "aa")).isEmpty());
    AssembledMessage m = r.accept(part(9, 2, false, "cc")).orElseThrow();
    assertArrayEquals(Hex.parse("aabbccdd"), m.payload());
    assertEquals(4, m.packets());
  }

  @Test
  void everyOrderOfManyPacketsGivesTheSameMessage() {
    List<Packet> packets = new ArrayList<>();
    byte[] expected = new byte[50 * 3];
    for (int i = 0; i < 50; i++) {
      byte[] b = {(byte) i, (byte) (i + 100), (byte) (i + 200)};
      System.arraycopy(b, 0, expected, i * 3, 3);
      packets.add(Packet.of(0xFFFFF, 63, PayloadType.UINT8, b).withOffset(i, i == 49)
          .withTurn(i));
    }
    Random random = new Random(5);
    for (int round = 0; round < 20; round++) {
      Collections.shuffle(packets, random);
      Reassembler r = new Reassembler(150, 1);
      Optional<AssembledMessage> done = Optional.empty();
      for (int i = 0; i < packets.size(); i++) {
        done = r.accept(packets.get(i));
        assertEquals(i == packets.size() - 1, done.isPresent());
      }
      AssembledMessage m = done.orElseThrow();
      assertArrayEquals(expected, m.payload());
      assertEquals(PayloadType.UINT8, m.payloadType());
      assertEquals(63, m.messageType());
      assertEquals(150, m.uint8s().length);
    }
  }

  @Test
  void interleavedMessages() {
    Reassembler r = new Reassembler(100, 2);
    assertTrue(r.accept(part(1, 1, true, "12")).isEmpty());
    assertTrue(r.accept(part(2, 0, false, "21")).isEmpty());
    assertEquals(2, r.inFlight());
    assertArrayEquals(Hex.parse("1112"), r.accept(part(1, 0, false, "11")).orElseThrow()
        .payload());
    assertArrayEquals(Hex.parse("2122"), r.accept(part(2, 1, true, "22")).orElseThrow()
        .payload());
    assertEquals(0, r.inFlight());
  }

  @Test
  void aPacketWithoutOffsetIsAMessageOfItsOwn() {
    Reassembler r = new Reassembler(10, 1);
    Packet single = Packet.of(3, 1, PayloadType.INT16, TypedPayload.ofInt16s((short) -1))
        .withTurn(9);
    AssembledMessage m = r.accept(single).orElseThrow();
    assertEquals(new AssembledMessage(3, 1, PayloadType.INT16, Hex.parse("ffff"), 1), m);
    assertArrayEquals(new short[] {-1}, m.int16s());
    // offset 0 and last: complete at once, even with the in-flight limit reached
    assertTrue(r.accept(part(4, 0, false, "01")).isEmpty());
    assertEquals(1, r.inFlight());
    assertArrayEquals(Hex.parse("aa"), r.accept(part(5, 0, true, "aa")).orElseThrow().payload());
    // a packet without offset for an id in flight passes through and leaves it alone
    assertArrayEquals(Hex.parse("bb"), r.accept(Packet.of(4, 4, PayloadType.CUSTOM,
        Hex.parse("bb"))).orElseThrow().payload());
    assertTrue(r.isInFlight(4));
    assertArrayEquals(Hex.parse("0102"), r.accept(part(4, 1, true, "02")).orElseThrow()
        .payload());
  }

  @Test
  void anExactRepeatIsIgnored() {
    Reassembler r = new Reassembler(100, 1);
    r.accept(part(1, 0, false, "aa"));
    assertTrue(r.accept(part(1, 0, false, "aa")).isEmpty());
    r.accept(part(1, 2, true, "cc"));
    assertTrue(r.accept(part(1, 2, true, "cc")).isEmpty());
    assertEquals(2, r.bufferedBytes());
    assertArrayEquals(Hex.parse("aabbcc"), r.accept(part(1, 1, false, "bb")).orElseThrow()
        .payload());
  }

  @Test
  void emptyPayloadsCount() {
    Reassembler r = new Reassembler(1, 1);
    assertTrue(r.accept(part(1, 0, false, "")).isEmpty());
    AssembledMessage m = r.accept(part(1, 1, true, "")).orElseThrow();
    assertEquals(0, m.payload().length);
    assertEquals(2, m.packets());
  }

  @Test
  void theAssembledPayloadIsACopy() {
    Reassembler r = new Reassembler(100, 1);
    byte[] bytes = {1};
    r.accept(Packet.of(1, 4, PayloadType.CUSTOM, bytes).withOffset(0, false));
    bytes[0] = 9;
    assertArrayEquals(new byte[] {1, 2}, r.accept(part(1, 1, true, "02")).orElseThrow()
        .payload());
  }

  // ---- bounds --------------------------------------------------------------------------------

  @Test
  void aMessageOverTheMaximumSizeIsRejectedAndDropped() {
    Reassembler r = new Reassembler(4, 2);
    r.accept(part(1, 0, false, "010203"));
    ReassemblyException e = rejected(r, part(1, 1, true, "0405"), Reason.MESSAGE_TOO_LARGE);
    assertEquals("message 1: 5 payload byte(s) exceed the maximum message size of 4",
        e.getMessage());
    assertFalse(r.isInFlight(1));
    assertEquals(0, r.bufferedBytes());
    // exactly the maximum is fine
    r.accept(part(1, 0, false, "010203"));
    assertArrayEquals(Hex.parse("01020304"), r.accept(part(1, 1, true, "04")).orElseThrow()
        .payload());
    // a single packet over the maximum, and a first part over it
    rejected(r, Packet.of(2, 0, PayloadType.CUSTOM, new byte[5]), Reason.MESSAGE_TOO_LARGE);
    rejected(r, part(3, 0, false, "0102030405"), Reason.MESSAGE_TOO_LARGE);
    assertEquals(0, r.inFlight());
  }

  @Test
  void tooManyMessagesInFlight() {
    Reassembler r = new Reassembler(100, 2);
    r.accept(part(1, 0, false, "11"));
    r.accept(part(2, 0, false, "21"));
    ReassemblyException e = rejected(r, part(3, 0, false, "31"), Reason.TOO_MANY_IN_FLIGHT);
    assertEquals("message 3: already 2 incomplete message(s), the maximum; discard one first",
        e.getMessage());
    assertEquals(2, r.inFlight());
    assertFalse(r.isInFlight(3));
    // packets of messages already in flight still go in
    assertTrue(r.accept(part(1, 1, false, "12")).isEmpty());
    // completing or discarding one makes room
    r.accept(part(2, 1, true, "22")).orElseThrow();
    assertTrue(r.accept(part(3, 0, false, "31")).isEmpty());
    assertTrue(r.discard(1));
    assertFalse(r.discard(1));
    assertEquals(1, r.inFlight());
    assertEquals(1, r.bufferedBytes());
    r.clear();
    assertEquals(0, r.inFlight());
    assertEquals(0, r.bufferedBytes());
  }

  @Test
  void memoryStaysBoundedUnderAFlood() {
    Reassembler r = new Reassembler(1000, 8);
    Random random = new Random(11);
    int rejected = 0;
    for (int i = 0; i < 20_000; i++) {
      Packet p = Packet.of(random.nextInt(32), 0, PayloadType.CUSTOM,
          new byte[random.nextInt(200)]).withOffset(random.nextInt(1 << 15), false);
      try {
        r.accept(p);
      } catch (ReassemblyException e) {
        rejected++;
      }
      assertTrue(r.inFlight() <= 8);
      assertTrue(r.bufferedBytes() <= 8 * 1000);
    }
    assertTrue(rejected > 0);
  }

  // ---- conflicts -----------------------------------------------------------------------------

  @Test
  void conflictsDropTheMessage() {
    Reassembler r = new Reassembler(100, 4);
    r.accept(part(1, 0, false, "aa"));
    ReassemblyException e = rejected(r, part(1, 0, false, "ab"), Reason.CONFLICT);
    assertEquals("message 1: a different packet at offset 0 than the one held", e.getMessage());
    assertFalse(r.isInFlight(1));

    r.accept(part(1, 0, false, "aa"));
    rejected(r, part(1, 0, true, "aa"), Reason.CONFLICT);

    r.accept(part(2, 3, true, "aa"));
    e = rejected(r, part(2, 5, true, "bb"), Reason.CONFLICT);
    assertEquals("message 2: a second last packet, at offset 5, after the one at 3",
        e.getMessage());

    r.accept(part(3, 2, true, "aa"));
    e = rejected(r, part(3, 4, false, "bb"), Reason.CONFLICT);
    assertEquals("message 3: a packet at offset 4 past the last packet, at 2", e.getMessage());

    r.accept(part(4, 6, false, "aa"));
    e = rejected(r, part(4, 2, true, "bb"), Reason.CONFLICT);
    assertEquals("message 4: last packet at offset 2 but a packet at offset 6 is held",
        e.getMessage());

    r.accept(part(5, 0, false, "aa"));
    e = rejected(r, Packet.of(5, 9, PayloadType.CUSTOM, new byte[1]).withOffset(1, true),
        Reason.CONFLICT);
    assertEquals("message 5: message type 9 / CUSTOM differs from the held packets' 4 / CUSTOM",
        e.getMessage());
    r.accept(part(5, 0, false, "aa"));
    rejected(r, Packet.of(5, 4, PayloadType.INT8, new byte[1]).withOffset(1, true),
        Reason.CONFLICT);

    assertEquals(0, r.inFlight());
    assertEquals(0, r.bufferedBytes());
  }

  @Test
  void aMalformedTypedPayloadIsRejected() {
    Reassembler r = new Reassembler(100, 4);
    r.accept(Packet.of(1, 0, PayloadType.INT32, new byte[4]).withOffset(0, false));
    // A packet's payload is typed: one of 6 bytes of int32s can not be made (or decoded).
    IllegalStateException e = assertThrows(IllegalStateException.class,
        () -> Packet.of(1, 0, PayloadType.INT32, new byte[6]));
    assertEquals("INT32 payload of 6 byte(s) is not a multiple of 4", e.getMessage());
    assertTrue(r.isInFlight(1), "the message's other packets are kept");
    assertArrayEquals(new int[] {0, 7}, r.accept(Packet.of(1, 0, PayloadType.INT32,
        TypedPayload.ofInt32s(7)).withOffset(1, true)).orElseThrow().int32s());
  }

  @Test
  void invalidBounds() {
    assertThrows(IllegalArgumentException.class, () -> new Reassembler(0, 1));
    assertThrows(IllegalArgumentException.class, () -> new Reassembler(1, 0));
    Reassembler r = new Reassembler(3, 2);
    assertEquals(3, r.maxMessageSize());
    assertEquals(2, r.maxMessagesInFlight());
    assertThrows(NullPointerException.class, () -> r.accept(null));
  }

  @Test
  void decodedPacketsFromTheWire() {
    // Two packets of message 0x00abc, type 1, CHAR payloads, offsets 1 (last) and 0:
    // length 2, type 1, flags 10: 0000000010 0001 10 -> 00 86; id 0x00abc << 12 | 1 << 6
    // -> 00 ab c0 40; offset 1 last -> 0000000000000001 1 -> 00 03; offset 0 -> 00 00
    Reassembler r = new Reassembler(1023, 1);
    assertTrue(r.accept(PacketCodec.INSTANCE.decode(Hex.parse("0086 00abc040 0003 6c6f")))
        .isEmpty());
    AssembledMessage m = r.accept(PacketCodec.INSTANCE.decode(
        Hex.parse("0086 00abc040 0000 6865"))).orElseThrow();
    assertEquals("helo", new String(m.chars()));
    assertEquals(0xabc, m.messageId());
    assertEquals(1, m.messageType());
  }
}
