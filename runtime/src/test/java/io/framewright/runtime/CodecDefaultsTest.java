package io.framewright.runtime;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.framewright.runtime.ReadingCodec.Reading;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.ReadOnlyBufferException;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/**
 * The default methods of {@link Codec} (and {@link FixedSizeCodec#size}), exercised through the
 * hand-written {@link ReadingCodec}: one int, four bytes big-endian.
 */
class CodecDefaultsTest {
  private static final ReadingCodec CODEC = ReadingCodec.INSTANCE;
  private static final byte E = (byte) 0xEE; // filler the codec must not touch

  private static byte[] filled(int n) {
    byte[] b = new byte[n];
    Arrays.fill(b, E);
    return b;
  }

  private static byte[] bytes(int... v) {
    byte[] b = new byte[v.length];
    for (int i = 0; i < v.length; i++) {
      b[i] = (byte) v[i];
    }
    return b;
  }

  private static byte[] contents(ByteBuffer direct) {
    byte[] out = new byte[direct.capacity()];
    for (int i = 0; i < out.length; i++) {
      out[i] = direct.get(i);
    }
    return out;
  }

  // --- size / encode(T) ----------------------------------------------------------------------

  @Test
  void sizeIsTheFixedSize() {
    assertEquals(4, CODEC.size(new Reading(0)));
    assertEquals(4, CODEC.size(new Reading(-1)));
  }

  @Test
  void encodeToNewArray() {
    assertArrayEquals(bytes(0x01, 0x02, 0x03, 0x04), CODEC.encode(new Reading(0x01020304)));
    assertArrayEquals(bytes(0xff, 0xff, 0xff, 0xfe), CODEC.encode(new Reading(-2)));
    assertArrayEquals(bytes(0x80, 0x00, 0x00, 0x00), CODEC.encode(new Reading(Integer.MIN_VALUE)));
  }

  // --- encode(T, ByteBuffer) -----------------------------------------------------------------

  @Test
  void encodeIntoHeapSliceWithArrayOffset() {
    byte[] backing = filled(12);
    ByteBuffer buf = ByteBuffer.wrap(backing, 2, 8).slice(); // arrayOffset 2, limit 8
    assertEquals(2, buf.arrayOffset());
    buf.position(1);
    assertEquals(4, CODEC.encode(new Reading(0xCAFEBABE), buf));
    assertEquals(5, buf.position());
    assertEquals(8, buf.limit());
    assertArrayEquals(
        bytes(0xee, 0xee, 0xee, 0xca, 0xfe, 0xba, 0xbe, 0xee, 0xee, 0xee, 0xee, 0xee), backing);
  }

  @Test
  void encodeIntoHeapBufferExactFit() {
    byte[] backing = filled(6);
    ByteBuffer buf = ByteBuffer.wrap(backing);
    buf.position(2);
    assertEquals(4, CODEC.encode(new Reading(0x11223344), buf));
    assertEquals(6, buf.position());
    assertArrayEquals(bytes(0xee, 0xee, 0x11, 0x22, 0x33, 0x44), backing);
  }

  @Test
  void encodeIntoHeapBufferIgnoresByteOrder() {
    ByteBuffer buf = ByteBuffer.allocate(4).order(ByteOrder.LITTLE_ENDIAN);
    CODEC.encode(new Reading(0x11223344), buf);
    assertArrayEquals(bytes(0x11, 0x22, 0x33, 0x44), buf.array());
  }

  @Test
  void encodeIntoHeapBufferTooSmallByLimit() {
    // The backing array has room after the limit; the limit is what counts.
    byte[] backing = filled(12);
    ByteBuffer buf = ByteBuffer.wrap(backing, 2, 8).slice();
    buf.position(5); // 3 bytes remain before the limit at index 10 of backing
    EncodeException e =
        assertThrows(EncodeException.class, () -> CODEC.encode(new Reading(1), buf));
    assertEquals("Reading", e.fieldPath());
    assertEquals("Reading: 4 byte(s) do not fit the 3 byte(s) left in the buffer", e.getMessage());
    assertEquals(5, buf.position());
    assertArrayEquals(filled(12), backing);
  }

  @Test
  void encodeIntoHeapBufferWithLimitBeforeCapacity() {
    byte[] backing = filled(10);
    ByteBuffer buf = ByteBuffer.wrap(backing);
    buf.position(1).limit(4);
    EncodeException e =
        assertThrows(EncodeException.class, () -> CODEC.encode(new Reading(1), buf));
    assertEquals("Reading: 4 byte(s) do not fit the 3 byte(s) left in the buffer", e.getMessage());
    assertEquals(1, buf.position());
    assertArrayEquals(filled(10), backing);
  }

  @Test
  void encodeIntoDirectBuffer() {
    ByteBuffer buf = ByteBuffer.allocateDirect(8);
    assertFalse(buf.hasArray());
    buf.position(2);
    assertEquals(4, CODEC.encode(new Reading(0xA1B2C3D4), buf));
    assertEquals(6, buf.position());
    assertArrayEquals(bytes(0, 0, 0xa1, 0xb2, 0xc3, 0xd4, 0, 0), contents(buf));
  }

  @Test
  void encodeIntoDirectBufferTooSmall() {
    ByteBuffer buf = ByteBuffer.allocateDirect(8);
    buf.position(5);
    EncodeException e =
        assertThrows(EncodeException.class, () -> CODEC.encode(new Reading(-1), buf));
    assertEquals("Reading: 4 byte(s) do not fit the 3 byte(s) left in the buffer", e.getMessage());
    assertEquals(5, buf.position());
    assertArrayEquals(new byte[8], contents(buf));
  }

  @Test
  void encodeIntoReadOnlyBufferTooSmall() {
    byte[] backing = filled(6);
    ByteBuffer buf = ByteBuffer.wrap(backing).asReadOnlyBuffer();
    buf.position(3);
    EncodeException e =
        assertThrows(EncodeException.class, () -> CODEC.encode(new Reading(7), buf));
    assertEquals("Reading: 4 byte(s) do not fit the 3 byte(s) left in the buffer", e.getMessage());
    assertEquals(3, buf.position());
    assertArrayEquals(filled(6), backing);
  }

  /** A read-only buffer with room is never written through its (hidden) backing array. */
  @Test
  void encodeIntoReadOnlyBufferWithRoomDoesNotWrite() {
    byte[] backing = filled(8);
    ByteBuffer buf = ByteBuffer.wrap(backing).asReadOnlyBuffer();
    buf.position(1);
    assertThrows(ReadOnlyBufferException.class, () -> CODEC.encode(new Reading(7), buf));
    assertEquals(1, buf.position());
    assertArrayEquals(filled(8), backing);
  }

  // --- decode(byte[]) ------------------------------------------------------------------------

  @Test
  void decodeWholeArray() {
    assertEquals(new Reading(0x01020304), CODEC.decode(bytes(0x01, 0x02, 0x03, 0x04)));
    assertEquals(new Reading(-2), CODEC.decode(bytes(0xff, 0xff, 0xff, 0xfe)));
  }

  @Test
  void decodeWholeArrayRejectsTrailingBytes() {
    DecodeException e = assertThrows(DecodeException.class,
        () -> CODEC.decode(bytes(0x01, 0x02, 0x03, 0x04, 0x05)));
    assertEquals("Reading", e.fieldPath());
    assertEquals(32, e.bitOffset());
    assertEquals("1 more byte(s)", e.found());
  }

  @Test
  void decodeWholeArrayRejectsShortInput() {
    DecodeException e =
        assertThrows(DecodeException.class, () -> CODEC.decode(bytes(0x01, 0x02, 0x03)));
    assertEquals("Reading.value", e.fieldPath());
    assertEquals(0, e.bitOffset());
    assertEquals("4 bytes", e.expected());
    assertEquals("end of input after 3 bytes", e.found());
  }

  // --- decode(ByteBuffer) --------------------------------------------------------------------

  @Test
  void decodeHeapSliceWithPositionAndArrayOffset() {
    byte[] backing = bytes(0xee, 0xee, 0x12, 0x34, 0x56, 0x78, 0xee, 0xee, 0xee, 0xee);
    ByteBuffer buf = ByteBuffer.wrap(backing, 1, 9).slice(); // arrayOffset 1
    assertEquals(1, buf.arrayOffset());
    buf.position(1).limit(5); // backing[2 .. 6)
    assertEquals(new Reading(0x12345678), CODEC.decode(buf));
    assertEquals(5, buf.position());
    assertEquals(5, buf.limit());
  }

  @Test
  void decodeHeapBufferRejectsTrailingBytesAndKeepsPosition() {
    byte[] backing = bytes(0xee, 0x12, 0x34, 0x56, 0x78, 0x9a);
    ByteBuffer buf = ByteBuffer.wrap(backing);
    buf.position(1); // five bytes remain
    DecodeException e = assertThrows(DecodeException.class, () -> CODEC.decode(buf));
    assertEquals("Reading", e.fieldPath());
    assertEquals(32, e.bitOffset()); // relative to the buffer's position
    assertEquals("12 34 56 78 [9a]", e.hexExcerpt());
    assertEquals(1, buf.position());
  }

  @Test
  void decodeHeapBufferTooShortNamesField() {
    ByteBuffer buf = ByteBuffer.wrap(bytes(0xee, 0xee, 0x12, 0x34, 0xee));
    buf.position(2).limit(4);
    DecodeException e = assertThrows(DecodeException.class, () -> CODEC.decode(buf));
    assertEquals("Reading.value", e.fieldPath());
    assertEquals("end of input after 2 bytes", e.found());
    assertEquals("[12] 34", e.hexExcerpt());
    assertEquals(2, buf.position());
  }

  @Test
  void decodeDirectBuffer() {
    ByteBuffer buf = ByteBuffer.allocateDirect(10);
    buf.put(3, (byte) 0x87).put(4, (byte) 0x65).put(5, (byte) 0x43).put(6, (byte) 0x21);
    buf.put(7, (byte) 0x99); // beyond the limit: must not be read
    buf.position(3).limit(7);
    assertEquals(new Reading(0x87654321), CODEC.decode(buf));
    assertEquals(7, buf.position());
    assertEquals(7, buf.limit());
  }

  @Test
  void decodeDirectBufferRejectsTrailingBytesAndKeepsPosition() {
    ByteBuffer buf = ByteBuffer.allocateDirect(10);
    buf.position(3).limit(9);
    DecodeException e = assertThrows(DecodeException.class, () -> CODEC.decode(buf));
    assertEquals("2 more byte(s)", e.found());
    assertEquals(32, e.bitOffset());
    assertEquals(3, buf.position());
  }

  @Test
  void decodeReadOnlyBuffer() {
    ByteBuffer buf =
        ByteBuffer.wrap(bytes(0xee, 0x00, 0x00, 0x01, 0x00, 0xee)).asReadOnlyBuffer();
    assertTrue(buf.isReadOnly());
    buf.position(1).limit(5);
    assertEquals(new Reading(256), CODEC.decode(buf));
    assertEquals(5, buf.position());
  }

  @Test
  void decodeIgnoresByteOrder() {
    ByteBuffer buf = ByteBuffer.wrap(bytes(0x00, 0x00, 0x00, 0x2a)).order(ByteOrder.LITTLE_ENDIAN);
    assertEquals(new Reading(42), CODEC.decode(buf));
  }

  // --- the fixture's own read(WireReader), as generated codecs use it ------------------------

  @Test
  void readSeveralMessagesFromOneReader() {
    WireReader in = new WireReader(bytes(0xee, 0, 0, 0, 1, 0, 0, 0, 2, 0, 0), 1, 10);
    assertEquals(new Reading(1), CODEC.read(in));
    assertEquals(new Reading(2), CODEC.read(in));
    DecodeException e = assertThrows(DecodeException.class, () -> CODEC.read(in));
    assertEquals("Reading.value", e.fieldPath());
    assertEquals(64, e.bitOffset());
    assertEquals(8, in.position());
  }
}
