package io.framewright.protocol.leviathan;

import static io.framewright.protocol.leviathan.Wire.assertWire;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.framewright.runtime.BitList;
import io.framewright.runtime.Hex;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The ack field helper: bit b of byte k acknowledges firstAck + 8k + b, with no +1. */
class AckFieldTest {

  private static void assertAcks(Set<Long> ids, long firstAck, String ackBytes) {
    AckField field = AckField.of(ids);
    assertEquals(firstAck, field.firstAck());
    assertEquals(ackBytes, Hex.compact(field.acks().toByteArray()));
    assertEquals(ids, field.packetIds());
    assertEquals(field, new AckField(firstAck, BitList.ofBytes(Hex.parse(ackBytes))));
  }

  @Test
  void upstreamAckFieldCases() {
    // NetworkAckField tests, first = 1:
    // {1,5,6,7,12}: indexes 0,4,5,6 -> 0111 0001 = 71; index 11 -> byte 1 bit 3 = 08
    assertAcks(Set.of(1L, 5L, 6L, 7L, 12L), 1, "7108");
    // {1,2,3,4,6,12,18}: 0,1,2,3,5 -> 0010 1111 = 2F; 11 -> 08; 17 -> byte 2 bit 1 = 02
    assertAcks(Set.of(1L, 2L, 3L, 4L, 6L, 12L, 18L), 1, "2f0802");
    // {1,2,3,4,6}: 2F, one byte (no trailing zero bytes)
    assertAcks(Set.of(1L, 2L, 3L, 4L, 6L), 1, "2f");
    // {1,2,5,7,8,9}: 0,1,4,6,7 -> 1101 0011 = D3; 8 -> 01
    assertAcks(Set.of(1L, 2L, 5L, 7L, 8L, 9L), 1, "d301");
    // {1,2}: 03
    assertAcks(Set.of(1L, 2L), 1, "03");
    // empty: firstAck 0, nothing follows
    assertSame(AckField.NONE, AckField.of(Set.of()));
    assertEquals(Set.of(), AckField.NONE.packetIds());
    assertNull(AckField.NONE.acks());
  }

  @Test
  void upstreamAckFieldCasesOnTheWire() {
    // the same fields in a normal packet with no messages: 4C6E | packet 1 | field | 00
    LeviathanPacketCodec codec = LeviathanPacketCodec.INSTANCE;
    assertWire(codec, NormalPacket.of(1, AckField.of(List.of(1L, 5L, 6L, 7L, 12L)), List.of()),
        "4C6E 00000001 00000001 02 71 08 00");
    assertWire(codec,
        NormalPacket.of(1, AckField.of(List.of(1L, 2L, 3L, 4L, 6L, 12L, 18L)), List.of()),
        "4C6E 00000001 00000001 03 2F 08 02 00");
    assertWire(codec, NormalPacket.of(1, AckField.of(List.of(1L, 2L, 3L, 4L, 6L)), List.of()),
        "4C6E 00000001 00000001 01 2F 00");
    assertWire(codec, NormalPacket.of(1, AckField.of(List.of(1L, 2L, 5L, 7L, 8L, 9L)), List.of()),
        "4C6E 00000001 00000001 02 D3 01 00");
    assertWire(codec, NormalPacket.of(1, AckField.of(List.of(1L, 2L)), List.of()),
        "4C6E 00000001 00000001 01 03 00");
    assertWire(codec, NormalPacket.of(1, AckField.NONE, List.of()),
        "4C6E 00000001 00000000 00");
  }

  @Test
  void bitZeroIsFirstAckItselfNotFirstAckPlusOne() {
    AckField f = new AckField(100, BitList.ofBytes(new byte[] {0x01}));
    assertEquals(Set.of(100L), f.packetIds());
    assertTrue(f.acknowledges(100));
    assertFalse(f.acknowledges(101));
    assertFalse(f.acknowledges(99));
    assertFalse(f.acknowledges(108));
    // bit 7 of byte 1 = 100 + 8 + 7
    assertEquals(Set.of(115L), new AckField(100, BitList.withSetBits(2, 15)).packetIds());
  }

  @Test
  void explicitFirstAckNeedNotBeAcknowledged() {
    // "Packet object": first 1001, only 1002 received -> one byte 02
    AckField f = AckField.of(1001, List.of(1002L));
    assertEquals(1001, f.firstAck());
    assertEquals("02", Hex.compact(f.acks().toByteArray()));
    assertEquals(Set.of(1002L), f.packetIds());
    assertSame(AckField.NONE, AckField.of(1001, List.of()));
  }

  @Test
  void aZeroByteFieldAcknowledgesNothing() {
    AckField f = new AckField(7, BitList.ofBytes(new byte[0]));
    assertEquals(Set.of(), f.packetIds());
    assertFalse(f.acknowledges(7));
  }

  @Test
  void largestSpan() {
    // 255 bytes: the last bit is index 2039
    AckField f = AckField.of(List.of(1L, 2040L));
    assertEquals(255, f.acks().byteLength());
    assertEquals(Set.of(1L, 2040L), f.packetIds());
    assertThrows(IllegalArgumentException.class, () -> AckField.of(List.of(1L, 2041L)));
  }

  @Test
  void idsWrapAroundAsUnsigned32Bits() {
    // firstAck 0xFFFFFFFF, bits 0 and 2: 0xFFFFFFFF and (0xFFFFFFFF + 2) mod 2^32 = 1
    AckField f = new AckField(0xFFFF_FFFFL, BitList.withSetBits(1, 0, 2));
    assertEquals(Set.of(1L, 0xFFFF_FFFFL), f.packetIds());
    assertTrue(f.acknowledges(1));
  }

  @Test
  void invalidFields() {
    assertThrows(IllegalArgumentException.class, () -> new AckField(0, BitList.withSetBits(1)));
    assertThrows(IllegalArgumentException.class, () -> new AckField(1, null));
    assertThrows(IllegalArgumentException.class, () -> new AckField(-1, null));
    assertThrows(IllegalArgumentException.class,
        () -> new AckField(1, BitList.ofBytes(new byte[256])));
    assertThrows(IllegalArgumentException.class, () -> AckField.of(List.of(0L)));
    assertThrows(IllegalArgumentException.class, () -> AckField.of(List.of(0x1_0000_0000L)));
    assertThrows(IllegalArgumentException.class, () -> AckField.of(10, List.of(9L)));
  }

  @Test
  void packetAccessors() {
    NormalPacket p = new NormalPacket(1, 1, BitList.ofBytes(new byte[] {0x33}), List.of());
    assertEquals(new AckField(1, BitList.ofBytes(new byte[] {0x33})), p.ackField());
    assertEquals(Set.of(1L, 2L, 5L, 6L), p.acknowledgedPacketIds());
  }
}
