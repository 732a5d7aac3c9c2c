package io.framewright.examples;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.framewright.examples.framing.Acks;
import io.framewright.examples.framing.AcksCodec;
import io.framewright.runtime.BitList;
import io.framewright.runtime.EncodeException;
import io.framewright.runtime.Hex;
import org.junit.jupiter.api.Test;

/** Least-significant-bit-first bitmaps and a selectable charset. */
class BitListTest {

  @Test
  void bitmapBitsAreLeastSignificantFirst() {
    // bits 0 and 3 -> byte 0 = 0000 1001; bit 9 -> byte 1 bit 1 = 0000 0010
    BitList acks = BitList.withSetBits(2, 0, 3, 9);
    assertArrayEquals(new byte[] {0x09, 0x02}, acks.toByteArray());
    assertArrayEquals(new int[] {0, 3, 9}, acks.setBits().toArray());
    // firstAck 100 | 2 ack bytes 09 02 | name "é" in Latin-1: 01 e9
    Acks value = new Acks(100, acks, "\u00e9");
    String hex = "00000064 02 0902 01 e9";
    assertEquals(Hex.compact(Hex.parse(hex)), Hex.compact(AcksCodec.INSTANCE.encode(value)));
    assertEquals(value, AcksCodec.INSTANCE.decode(Hex.parse(hex)));
  }

  @Test
  void trailingZeroBytesSurvive() {
    Acks value = new Acks(7, BitList.withSetBits(3, 1), "");
    String hex = "00000007 03 020000 00";
    assertEquals(Hex.compact(Hex.parse(hex)), Hex.compact(AcksCodec.INSTANCE.encode(value)));
    assertEquals(24, AcksCodec.INSTANCE.decode(Hex.parse(hex)).acks().size());
  }

  @Test
  void noAcksWhenFirstAckIsZero() {
    assertEquals("0000000000", Hex.compact(AcksCodec.INSTANCE.encode(new Acks(0, null, ""))));
    assertNull(AcksCodec.INSTANCE.decode(Hex.parse("0000000000")).acks());
  }

  @Test
  void charsetCanNotRepresentIsAnError() {
    EncodeException e = assertThrows(EncodeException.class,
        () -> AcksCodec.INSTANCE.encode(new Acks(0, null, "\u20ac")));
    assertEquals("Acks.name", e.fieldPath());
  }
}
