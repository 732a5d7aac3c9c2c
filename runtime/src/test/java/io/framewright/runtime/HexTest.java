package io.framewright.runtime;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class HexTest {
  private static final byte[] SAMPLE = {0x4c, 0x6e, 0x00, 0x01, (byte) 0xff, (byte) 0xa0};

  @Test
  void formatSeparatesBytesWithSpaces() {
    assertEquals("4c 6e 00 01 ff a0", Hex.format(SAMPLE, 0, SAMPLE.length));
  }

  @Test
  void formatTakesHalfOpenRange() {
    assertEquals("6e 00 01", Hex.format(SAMPLE, 1, 4));
    assertEquals("a0", Hex.format(SAMPLE, 5, 6));
    assertEquals("", Hex.format(SAMPLE, 3, 3));
  }

  @Test
  void compactHasNoSeparators() {
    assertEquals("4c6e0001ffa0", Hex.compact(SAMPLE));
    assertEquals("", Hex.compact(new byte[0]));
  }

  @Test
  void parsePlainLowerAndUpperCase() {
    assertArrayEquals(SAMPLE, Hex.parse("4c6e0001ffa0"));
    assertArrayEquals(SAMPLE, Hex.parse("4C6E0001FFA0"));
    assertArrayEquals(new byte[0], Hex.parse(""));
  }

  @Test
  void parseIgnoresWhitespace() {
    assertArrayEquals(SAMPLE, Hex.parse("4c 6e 00 01 ff a0"));
    assertArrayEquals(SAMPLE, Hex.parse("  4c6e\n00\t01\r\nff  a0 "));
    assertArrayEquals(SAMPLE, Hex.parse("4 c6e 0001ffa 0")); // even inside a byte
  }

  @Test
  void parseAcceptsOxPrefix() {
    assertArrayEquals(SAMPLE, Hex.parse("0x4c6e0001ffa0"));
    assertArrayEquals(SAMPLE, Hex.parse("0X4C6E0001FFA0"));
    assertArrayEquals(SAMPLE, Hex.parse("  0x4c 6e 00 01 ff a0"));
    assertArrayEquals(new byte[0], Hex.parse("0x"));
  }

  @ParameterizedTest
  @ValueSource(strings = {"a", "abc", "0x123", "4c 6e 0", "0"})
  void parseRejectsOddNumberOfDigits(String s) {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Hex.parse(s));
    assertEquals("odd number of hex digits: " + s, e.getMessage());
  }

  @ParameterizedTest
  @ValueSource(strings = {"zz", "4g", "g4", "-1", "+1", "0x0x", "4c,,6e", "12_3"})
  void parseRejectsNonHexCharacters(String s) {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Hex.parse(s));
    assertEquals("not a hex digit in: " + s, e.getMessage());
  }

  /**
   * Only ASCII hex digits are hex digits. Fullwidth digits and letters (U+FF10.., U+FF21..) and
   * other scripts' decimal digits (Arabic-Indic U+0660..) are not.
   */
  @ParameterizedTest
  @ValueSource(strings = {"\uFF10\uFF11", "\uFF21\uFF22", "\u0661\u0662", "1\u0663"})
  void parseRejectsNonAsciiDigits(String s) {
    assertThrows(IllegalArgumentException.class, () -> Hex.parse(s),
        () -> "parsed as " + Hex.compact(Hex.parse(s)));
  }

  @Test
  void roundTripsOnRandomBytes() {
    Random rnd = new Random(42);
    for (int len = 0; len < 40; len++) {
      byte[] b = new byte[len];
      rnd.nextBytes(b);
      assertArrayEquals(b, Hex.parse(Hex.compact(b)));
      assertArrayEquals(b, Hex.parse(Hex.format(b, 0, b.length)));
      assertEquals(Hex.compact(b), Hex.compact(Hex.parse(Hex.compact(b).toUpperCase())));
    }
  }

  @Test
  void roundTripsFromText() {
    assertEquals("deadbeef00", Hex.compact(Hex.parse("DE AD be ef 00")));
    assertEquals("00 7f 80 ff", Hex.format(Hex.parse("007F80FF"), 0, 4));
  }

  // --- excerpt (package-private, used by DecodeException) ------------------------------------

  private static byte[] counting(int n) {
    byte[] b = new byte[n];
    for (int i = 0; i < n; i++) {
      b[i] = (byte) i;
    }
    return b;
  }

  @Test
  void excerptBracketsTheByteAt() {
    assertEquals("00 01 [02] 03", Hex.excerpt(counting(4), 0, 4, 2));
    assertEquals("[00] 01 02 03", Hex.excerpt(counting(4), 0, 4, 0));
  }

  @Test
  void excerptAtEndOfInputHasEmptyBrackets() {
    assertEquals("00 01 02 03 []", Hex.excerpt(counting(4), 0, 4, 4));
    assertEquals("[]", Hex.excerpt(new byte[0], 0, 0, 0));
  }

  @Test
  void excerptCutsEightBytesEitherSide() {
    assertEquals("... 04 05 06 07 08 09 0a 0b [0c] 0d 0e 0f 10 11 12 13 14 ...",
        Hex.excerpt(counting(32), 0, 32, 12));
    // exactly eight before / after: no ellipsis
    assertEquals("00 01 02 03 04 05 06 07 [08] 09 0a 0b 0c 0d 0e 0f 10",
        Hex.excerpt(counting(17), 0, 17, 8));
  }

  @Test
  void excerptStaysInsideTheInputSlice() {
    // input is buf[3 .. 7): bytes outside it never appear
    assertEquals("03 04 [05] 06", Hex.excerpt(counting(10), 3, 7, 5));
    assertEquals("03 04 05 06 []", Hex.excerpt(counting(10), 3, 7, 7));
  }

  @Test
  void excerptOfNullBufferIsEmpty() {
    assertEquals("", Hex.excerpt(null, 0, 0, 0));
  }
}
