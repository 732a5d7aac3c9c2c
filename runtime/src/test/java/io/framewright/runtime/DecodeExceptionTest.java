package io.framewright.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import org.junit.jupiter.api.Test;

class DecodeExceptionTest {
  /** buf[i] == i; the input given to the codec is buf[2 .. 18). */
  private static final byte[] BUF = counting(32);

  private static byte[] counting(int n) {
    byte[] b = new byte[n];
    for (int i = 0; i < n; i++) {
      b[i] = (byte) i;
    }
    return b;
  }

  private static final byte[] SHORT = {0x4c, 0x6e, 0x00, 0x01};

  // --- invalid -------------------------------------------------------------------------------

  @Test
  void invalidMidByte() {
    DecodeException e =
        DecodeException.invalid(BUF, 2, 18, 5, 3, "Header.kind", "one of 0, 1, 2", "7");
    assertEquals("Header.kind", e.fieldPath());
    assertEquals(27, e.bitOffset()); // (5 - 2) * 8 + 3
    assertEquals(3, e.byteOffset());
    assertEquals("one of 0, 1, 2", e.expected());
    assertEquals("7", e.found());
    assertEquals("02 03 04 [05] 06 07 08 09 0a 0b 0c 0d ...", e.hexExcerpt());
    assertEquals("Header.kind at byte 3 (bit 27): expected one of 0, 1, 2 but found 7\n"
        + "  02 03 04 [05] 06 07 08 09 0a 0b 0c 0d ...", e.getMessage());
    assertNull(e.getCause());
    assertInstanceOf(FramewrightException.class, e);
    assertInstanceOf(RuntimeException.class, e);
  }

  @Test
  void invalidOnByteBoundaryHasNoBitInMessage() {
    DecodeException e = DecodeException.invalid(SHORT, 0, 4, 1, 0, "Header.tag", "4c", "6e");
    assertEquals(8, e.bitOffset());
    assertEquals(1, e.byteOffset());
    assertEquals("4c [6e] 00 01", e.hexExcerpt());
    assertEquals("Header.tag at byte 1: expected 4c but found 6e\n  4c [6e] 00 01",
        e.getMessage());
  }

  @Test
  void invalidLastBitOfAByte() {
    DecodeException e = DecodeException.invalid(SHORT, 0, 4, 2, 7, "F.flag", "0", "1");
    assertEquals(23, e.bitOffset());
    assertEquals(2, e.byteOffset());
    assertEquals("F.flag at byte 2 (bit 23): expected 0 but found 1\n  4c 6e [00] 01",
        e.getMessage());
  }

  @Test
  void invalidExcerptCutOnBothSides() {
    DecodeException e = DecodeException.invalid(BUF, 0, 32, 12, 0, "M.x", "a", "b");
    assertEquals("... 04 05 06 07 08 09 0a 0b [0c] 0d 0e 0f 10 11 12 13 14 ...",
        e.hexExcerpt());
  }

  @Test
  void invalidExcerptCutOnTheLeftOnly() {
    DecodeException e = DecodeException.invalid(BUF, 2, 18, 17, 0, "M.x", "a", "b");
    assertEquals(120, e.bitOffset());
    assertEquals(15, e.byteOffset());
    assertEquals("... 09 0a 0b 0c 0d 0e 0f 10 [11]", e.hexExcerpt());
  }

  @Test
  void invalidWithEmptyPathSaysInput() {
    DecodeException e = DecodeException.invalid(SHORT, 0, 4, 0, 0, "", "magic 4c6f", "4c6e");
    assertEquals("", e.fieldPath());
    assertEquals("input at byte 0: expected magic 4c6f but found 4c6e\n  [4c] 6e 00 01",
        e.getMessage());
  }

  @Test
  void invalidWithoutBufferHasNoExcerpt() {
    DecodeException e = DecodeException.invalid(null, 0, 4, 2, 0, "M.x", "a", "b");
    assertEquals("", e.hexExcerpt());
    assertEquals("M.x at byte 2: expected a but found b", e.getMessage());
  }

  // --- truncated -----------------------------------------------------------------------------

  @Test
  void truncatedAtEndOfInput() {
    DecodeException e = DecodeException.truncated(SHORT, 0, 4, 4, 0, "Header.crc", 16);
    assertEquals("Header.crc", e.fieldPath());
    assertEquals(32, e.bitOffset());
    assertEquals(4, e.byteOffset());
    assertEquals("2 bytes", e.expected());
    assertEquals("end of input after 0 bytes", e.found());
    assertEquals("4c 6e 00 01 []", e.hexExcerpt());
    assertEquals("Header.crc at byte 4: expected 2 bytes but found end of input after 0 bytes\n"
        + "  4c 6e 00 01 []", e.getMessage());
  }

  @Test
  void truncatedInsideAFieldStartingMidByte() {
    DecodeException e = DecodeException.truncated(SHORT, 0, 4, 3, 2, "Header.len", 13);
    assertEquals(26, e.bitOffset());
    assertEquals(3, e.byteOffset());
    assertEquals("13 bits", e.expected());
    assertEquals("end of input after 6 bits", e.found());
    assertEquals("4c 6e 00 [01]", e.hexExcerpt());
    assertEquals("Header.len at byte 3 (bit 26): expected 13 bits but found end of input after"
        + " 6 bits\n  4c 6e 00 [01]", e.getMessage());
  }

  @Test
  void truncatedSingularUnits() {
    DecodeException oneByte = DecodeException.truncated(SHORT, 0, 4, 3, 0, "a", 8 * 3);
    assertEquals("3 bytes", oneByte.expected());
    assertEquals("end of input after 1 byte", oneByte.found());
    DecodeException oneBit = DecodeException.truncated(SHORT, 0, 4, 3, 7, "b", 1 + 8);
    assertEquals("9 bits", oneBit.expected());
    assertEquals("end of input after 1 bit", oneBit.found());
    DecodeException needOne = DecodeException.truncated(SHORT, 0, 4, 4, 0, "c", 1);
    assertEquals("1 bit", needOne.expected());
    DecodeException needOneByte = DecodeException.truncated(SHORT, 0, 4, 4, 0, "d", 8);
    assertEquals("1 byte", needOneByte.expected());
  }

  @Test
  void truncatedOffsetsAreRelativeToStart() {
    // input is BUF[2 .. 6); the field starts at index 6, its end
    DecodeException e = DecodeException.truncated(BUF, 2, 6, 6, 0, "M.y", 32);
    assertEquals(32, e.bitOffset());
    assertEquals(4, e.byteOffset());
    assertEquals("02 03 04 05 []", e.hexExcerpt());
  }

  @Test
  void truncatedFieldStartingPastTheEnd() {
    DecodeException e = DecodeException.truncated(SHORT, 0, 4, 6, 0, "M.z", 16);
    assertEquals(48, e.bitOffset());
    assertEquals(6, e.byteOffset());
    assertEquals("end of input after 0 bytes", e.found());
    assertEquals("4c 6e 00 01 []", e.hexExcerpt());
  }

  @Test
  void truncatedExcerptEndsWithEmptyBracketsAfterEllipsis() {
    DecodeException e = DecodeException.truncated(BUF, 0, 20, 20, 0, "M.tail", 8);
    assertEquals("... 0c 0d 0e 0f 10 11 12 13 []", e.hexExcerpt());
  }

  // --- trailing ------------------------------------------------------------------------------

  @Test
  void trailingBytes() {
    byte[] b = {0x4c, 0x6e, 0x00, 0x01, (byte) 0xaa, (byte) 0xbb};
    DecodeException e = DecodeException.trailing(b, 0, 6, 4, "Header");
    assertEquals("Header", e.fieldPath());
    assertEquals(32, e.bitOffset());
    assertEquals(4, e.byteOffset());
    assertEquals("end of input", e.expected());
    assertEquals("2 more byte(s)", e.found());
    assertEquals("4c 6e 00 01 [aa] bb", e.hexExcerpt());
    assertEquals("Header at byte 4: expected end of input but found 2 more byte(s)\n"
        + "  4c 6e 00 01 [aa] bb", e.getMessage());
  }

  @Test
  void trailingRelativeToStart() {
    DecodeException e = DecodeException.trailing(BUF, 10, 14, 12, "P");
    assertEquals(16, e.bitOffset());
    assertEquals("2 more byte(s)", e.found());
    assertEquals("0a 0b [0c] 0d", e.hexExcerpt());
  }

  // --- paths ---------------------------------------------------------------------------------

  @Test
  void pathsAreBuiltInnermostFirst() {
    DecodeException e = DecodeException.invalid(SHORT, 0, 4, 2, 0, "x", "a", "b");
    DecodeException same = e.inElement(2).inField("corners").inField("Header");
    assertSame(e, same);
    assertEquals("Header.corners[2].x", e.fieldPath());
    assertEquals("Header.corners[2].x at byte 2: expected a but found b\n  4c 6e [00] 01",
        e.getMessage());
  }

  @Test
  void nestedArrayIndexes() {
    DecodeException e = DecodeException.truncated(SHORT, 0, 4, 4, 0, "", 8);
    e.inElement(3).inElement(1).inField("grid");
    assertEquals("grid[1][3]", e.fieldPath());

    DecodeException f = DecodeException.invalid(SHORT, 0, 4, 0, 0, "x", "a", "b");
    f.inElement(0).inElement(2).inField("m").inField("Msg");
    assertEquals("Msg.m[2][0].x", f.fieldPath());
  }

  @Test
  void inElementOnEmptyPathIsJustTheIndex() {
    DecodeException e = DecodeException.invalid(SHORT, 0, 4, 0, 0, "", "a", "b");
    e.inElement(5);
    assertEquals("[5]", e.fieldPath());
    e.inField("items");
    assertEquals("items[5]", e.fieldPath());
  }

  @Test
  void inFieldOnEmptyPathIsJustTheName() {
    DecodeException e = DecodeException.trailing(SHORT, 0, 4, 3, "");
    assertSame(e, e.inField("Header"));
    assertEquals("Header", e.fieldPath());
    assertEquals("Header at byte 3: expected end of input but found 1 more byte(s)\n"
        + "  4c 6e 00 [01]", e.getMessage());
  }

  @Test
  void nullPathIsEmpty() {
    DecodeException e = DecodeException.invalid(SHORT, 0, 4, 0, 0, null, "a", "b");
    assertEquals("", e.fieldPath());
    e.inField("Header");
    assertEquals("Header", e.fieldPath());
  }
}
