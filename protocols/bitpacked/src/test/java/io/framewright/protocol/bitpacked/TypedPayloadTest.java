package io.framewright.protocol.bitpacked;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.framewright.runtime.Hex;
import org.junit.jupiter.api.Test;

/** Typed payloads to and from big-endian bytes, written out by hand. */
class TypedPayloadTest {

  @Test
  void encodingToHandWrittenBytes() {
    assertEquals("4869ff", Hex.compact(TypedPayload.ofChars('H', 'i', '\u00ff')));
    assertEquals("80ff7f", Hex.compact(TypedPayload.ofInt8s((byte) -128, (byte) -1,
        (byte) 127)));
    assertEquals("00ff80", Hex.compact(TypedPayload.ofUint8s(0, 255, 128)));
    assertEquals("8000ffff0102", Hex.compact(TypedPayload.ofInt16s((short) -32768, (short) -1,
        (short) 0x0102)));
    assertEquals("0000ffff", Hex.compact(TypedPayload.ofUint16s(0, 65535)));
    assertEquals("80000000 01020304".replace(" ", ""), Hex.compact(TypedPayload.ofInt32s(
        Integer.MIN_VALUE, 0x01020304)));
    assertEquals("ffffffff 80000000".replace(" ", ""), Hex.compact(TypedPayload.ofUint32s(
        0xFFFF_FFFFL, 0x8000_0000L)));
    // 1.0f = 3f800000, -2.5f = c0200000
    assertEquals("3f800000c0200000", Hex.compact(TypedPayload.ofFloats(1.0f, -2.5f)));
    // 0.5 = 3fe0000000000000
    assertEquals("3fe0000000000000", Hex.compact(TypedPayload.ofDoubles(0.5)));
  }

  @Test
  void decodingHandWrittenBytes() {
    assertArrayEquals(new char[] {'H', 'i', '\u00ff'},
        TypedPayload.chars(PayloadType.CHAR, Hex.parse("4869ff")));
    assertArrayEquals(new int[] {0, 255, 128},
        TypedPayload.uint8s(PayloadType.UINT8, Hex.parse("00ff80")));
    assertArrayEquals(new short[] {-32768, -1, 0x0102},
        TypedPayload.int16s(PayloadType.INT16, Hex.parse("8000ffff0102")));
    assertArrayEquals(new int[] {0, 65535},
        TypedPayload.uint16s(PayloadType.UINT16, Hex.parse("0000ffff")));
    assertArrayEquals(new long[] {0xFFFF_FFFFL, 0x8000_0000L},
        TypedPayload.uint32s(PayloadType.UINT32, Hex.parse("ffffffff80000000")));
    assertArrayEquals(new float[] {1.0f, -2.5f},
        TypedPayload.floats(PayloadType.FLOAT, Hex.parse("3f800000c0200000")));
    assertArrayEquals(new double[] {0.5},
        TypedPayload.doubles(PayloadType.DOUBLE, Hex.parse("3fe0000000000000")));
    // a NaN with a payload keeps its bits
    float nan = TypedPayload.floats(PayloadType.FLOAT, Hex.parse("7fc00001"))[0];
    assertEquals(0x7fc00001, Float.floatToRawIntBits(nan));
    assertEquals("7fc00001", Hex.compact(TypedPayload.ofFloats(nan)));
  }

  @Test
  void elementSizes() {
    int[] sizes = {1, 1, 1, 1, 2, 2, 4, 4, 4, 8};
    for (PayloadType t : PayloadType.values()) {
      assertEquals(sizes[t.ordinal()], t.elementSize(), t.name());
    }
  }

  @Test
  void theWrongTypeOrLengthIsRefused() {
    Packet ints = Packet.of(0, 0, PayloadType.INT32, Hex.parse("00000001"));
    IllegalStateException e = assertThrows(IllegalStateException.class, ints::floats);
    assertEquals("payload type is INT32, not FLOAT", e.getMessage());
    assertThrows(IllegalStateException.class, ints::uint32s);
    // A typed payload is whole elements: a packet can not be made of 12 bytes of doubles.
    e = assertThrows(IllegalStateException.class,
        () -> Packet.of(0, 0, PayloadType.DOUBLE, new byte[12]));
    assertEquals("DOUBLE payload of 12 byte(s) is not a multiple of 8", e.getMessage());
    assertTrue(Packet.of(0, 0, PayloadType.CUSTOM, new byte[7]).isWellFormed());
    assertThrows(IllegalStateException.class,
        Packet.of(0, 0, PayloadType.CUSTOM, new byte[4])::int32s);
  }

  @Test
  void valuesOutOfRangeAreRefused() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> TypedPayload.ofChars('a', '\u0100'));
    assertEquals("char at 1 (U+100) does not fit one byte", e.getMessage());
    e = assertThrows(IllegalArgumentException.class, () -> TypedPayload.ofUint8s(256));
    assertEquals("uint8 at 0: 256 is outside 0..255", e.getMessage());
    assertThrows(IllegalArgumentException.class, () -> TypedPayload.ofUint8s(-1));
    assertThrows(IllegalArgumentException.class, () -> TypedPayload.ofUint16s(65536));
    assertThrows(IllegalArgumentException.class, () -> TypedPayload.ofUint32s(1L << 32));
    assertThrows(IllegalArgumentException.class, () -> TypedPayload.ofUint32s(-1));
  }

  @Test
  void decodedArraysAreCopies() {
    byte[] payload = {1, 2};
    Packet p = Packet.of(0, 0, PayloadType.INT8, payload);
    p.int8s()[0] = 9;
    assertEquals(1, p.payloadBytes()[0]);
  }
}
