package io.framewright.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

class FieldSpansTest {
  /**
   * A 10-byte layout: version 4 bits, kind 9 bits, length 11 bits starting mid-byte (byte 1, bit
   * 5), pos.x and pos.y 16 bits each, crc 16 bits, then one byte of padding.
   */
  private static final FieldSpans SPANS = new FieldSpans(
      new String[] {"version", "kind", "length", "pos.x", "pos.y", "crc"},
      new int[] {0, 4, 13, 24, 40, 56},
      new int[] {4, 9, 11, 16, 16, 16});

  /** buf[i] == 0xa0 + i; the input is buf[1 .. end), the run starts at index 3. */
  private static final byte[] BUF = new byte[16];
  private static final int START = 1;
  private static final int BASE = 3;

  static {
    for (int i = 0; i < BUF.length; i++) {
      BUF[i] = (byte) (0xa0 + i);
    }
  }

  @Test
  void nothingAvailableNamesTheFirstField() {
    DecodeException e = SPANS.truncated(BUF, START, BASE, BASE);
    assertEquals("version", e.fieldPath());
    assertEquals(16, e.bitOffset()); // index 3 is byte 2 of the input
    assertEquals(2, e.byteOffset());
    assertEquals("4 bits", e.expected());
    assertEquals("end of input after 0 bytes", e.found());
    assertEquals("a1 a2 []", e.hexExcerpt());
  }

  @Test
  void oneByteNamesTheFieldThatCrossesIt() {
    DecodeException e = SPANS.truncated(BUF, START, BASE + 1, BASE);
    assertEquals("kind", e.fieldPath());
    assertEquals(20, e.bitOffset()); // byte 2, bit 4
    assertEquals(2, e.byteOffset());
    assertEquals("9 bits", e.expected());
    assertEquals("end of input after 4 bits", e.found());
    assertEquals("a1 a2 [a3]", e.hexExcerpt());
    assertEquals("kind at byte 2 (bit 20): expected 9 bits but found end of input after 4 bits"
        + "\n  a1 a2 [a3]", e.getMessage());
  }

  @Test
  void fieldStartingMidByte() {
    DecodeException e = SPANS.truncated(BUF, START, BASE + 2, BASE);
    assertEquals("length", e.fieldPath());
    assertEquals(29, e.bitOffset()); // (4 - 1) * 8 + 5
    assertEquals(3, e.byteOffset());
    assertEquals("11 bits", e.expected());
    assertEquals("end of input after 3 bits", e.found());
    assertEquals("a1 a2 a3 [a4]", e.hexExcerpt());
  }

  @Test
  void fieldStartingAtTheEnd() {
    DecodeException e = SPANS.truncated(BUF, START, BASE + 5, BASE);
    assertEquals("pos.y", e.fieldPath());
    assertEquals(56, e.bitOffset()); // index 8 is byte 7 of the input
    assertEquals(7, e.byteOffset());
    assertEquals("2 bytes", e.expected());
    assertEquals("end of input after 0 bytes", e.found());
    assertEquals("a1 a2 a3 a4 a5 a6 a7 []", e.hexExcerpt());
  }

  @Test
  void fieldHalfAvailable() {
    DecodeException e = SPANS.truncated(BUF, START, BASE + 6, BASE);
    assertEquals("pos.y", e.fieldPath());
    assertEquals(56, e.bitOffset());
    assertEquals("end of input after 1 byte", e.found());
    assertEquals("a1 a2 a3 a4 a5 a6 a7 [a8]", e.hexExcerpt());
  }

  @Test
  void lastField() {
    DecodeException e = SPANS.truncated(BUF, START, BASE + 8, BASE);
    assertEquals("crc", e.fieldPath());
    assertEquals(72, e.bitOffset()); // index 10 is byte 9 of the input
    assertEquals("2 bytes", e.expected());
    assertEquals("end of input after 1 byte", e.found());
  }

  @Test
  void onlyPaddingMissing() {
    DecodeException e = SPANS.truncated(BUF, START, BASE + 9, BASE);
    assertEquals("", e.fieldPath());
    assertEquals(88, e.bitOffset()); // index 12, the end, is byte 11 of the input
    assertEquals("1 byte", e.expected());
    assertEquals("end of input after 0 bytes", e.found());
    assertEquals("... a4 a5 a6 a7 a8 a9 aa ab []", e.hexExcerpt());
  }

  @Test
  void accessors() {
    assertEquals(6, SPANS.size());
    assertEquals("length", SPANS.path(2));
    assertEquals(13, SPANS.bitOffset(2));
    assertEquals(11, SPANS.bitWidth(2));
    assertEquals(List.of("version", "kind", "length", "pos.x", "pos.y", "crc"), SPANS.paths());
    assertEquals("FieldSpans[version@0+4, kind@4+9, length@13+11, pos.x@24+16, pos.y@40+16,"
        + " crc@56+16]", SPANS.toString());
  }

  @Test
  void arraysAreCopied() {
    String[] paths = {"a", "b"};
    int[] offsets = {0, 8};
    int[] widths = {8, 8};
    FieldSpans s = new FieldSpans(paths, offsets, widths);
    paths[0] = "z";
    offsets[1] = 99;
    widths[1] = 99;
    assertEquals("a", s.path(0));
    assertEquals(8, s.bitOffset(1));
    assertEquals(8, s.bitWidth(1));
  }

  @Test
  void equality() {
    FieldSpans a = new FieldSpans(new String[] {"a", "b"}, new int[] {0, 8}, new int[] {8, 8});
    FieldSpans same = new FieldSpans(new String[] {"a", "b"}, new int[] {0, 8}, new int[] {8, 8});
    FieldSpans otherWidth =
        new FieldSpans(new String[] {"a", "b"}, new int[] {0, 8}, new int[] {8, 4});
    FieldSpans otherName =
        new FieldSpans(new String[] {"a", "c"}, new int[] {0, 8}, new int[] {8, 8});
    assertEquals(a, same);
    assertEquals(a.hashCode(), same.hashCode());
    assertNotEquals(a, otherWidth);
    assertNotEquals(a, otherName);
    assertNotEquals(a, null);
  }

  @Test
  void constructorRejectsArraysOfDifferentLengths() {
    assertThrows(IllegalArgumentException.class,
        () -> new FieldSpans(new String[] {"a", "b"}, new int[] {0}, new int[] {8, 8}));
    assertThrows(IllegalArgumentException.class,
        () -> new FieldSpans(new String[] {"a", "b"}, new int[] {0, 8}, new int[] {8}));
    assertThrows(IllegalArgumentException.class,
        () -> new FieldSpans(new String[] {"a"}, new int[] {0, 8}, new int[] {8, 8}));
  }
}
