package io.framewright.runtime;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;

class TextTest {
  /** The JDK's strict decoder: the reference for what well-formed UTF-8 is. */
  private static boolean jdkAccepts(byte[] b) {
    try {
      StandardCharsets.UTF_8.newDecoder()
          .onMalformedInput(CodingErrorAction.REPORT)
          .onUnmappableCharacter(CodingErrorAction.REPORT)
          .decode(ByteBuffer.wrap(b));
      return true;
    } catch (CharacterCodingException e) {
      return false;
    }
  }

  private static byte[] bytes(int... b) {
    byte[] out = new byte[b.length];
    for (int i = 0; i < b.length; i++) {
      out[i] = (byte) b[i];
    }
    return out;
  }

  @Test
  void malformedUtf8IsFoundAtItsFirstByte() {
    assertEquals(-1, Text.firstMalformedUtf8(bytes('a', 0xC3, 0xA9, 'b'), 0, 4));
    assertEquals(-1, Text.firstMalformedUtf8(bytes(0xF0, 0x9F, 0x98, 0x80), 0, 4)); // U+1F600
    assertEquals(1, Text.firstMalformedUtf8(bytes('a', 0xC0, 0x80), 0, 3)); // overlong NUL
    assertEquals(0, Text.firstMalformedUtf8(bytes(0xE0, 0x80, 0xAF), 0, 3)); // overlong '/'
    assertEquals(0, Text.firstMalformedUtf8(bytes(0xED, 0xA0, 0x80), 0, 3)); // surrogate D800
    assertEquals(0, Text.firstMalformedUtf8(bytes(0xF4, 0x90, 0x80, 0x80), 0, 4)); // > U+10FFFF
    assertEquals(2, Text.firstMalformedUtf8(bytes('a', 'b', 0x80), 0, 3)); // lone continuation
    assertEquals(1, Text.firstMalformedUtf8(bytes('a', 0xC3), 0, 2)); // cut short
    assertEquals(0, Text.firstMalformedUtf8(bytes(0xC3, 0xA9), 0, 1)); // cut by the range end
    assertEquals(0, Text.firstMalformedUtf8(bytes(0xF8, 0x80, 0x80, 0x80, 0x80), 0, 5));
    assertEquals(0, Text.firstMalformedUtf8(bytes(0xFF), 0, 1));
  }

  @Test
  void agreesWithTheJdkDecoderOnRandomBytes() {
    Random random = new Random(42);
    int[] interesting = {0x00, 0x41, 0x7F, 0x80, 0xBF, 0xC0, 0xC2, 0xDF, 0xE0, 0xED, 0xEF, 0xF0,
        0xF4, 0xF5, 0xFF, 0xA0, 0x90, 0x8F};
    for (int n = 0; n < 200_000; n++) {
      byte[] b = new byte[random.nextInt(7)];
      for (int i = 0; i < b.length; i++) {
        b[i] = (byte) interesting[random.nextInt(interesting.length)];
      }
      boolean ours = Text.firstMalformedUtf8(b, 0, b.length) < 0;
      assertEquals(jdkAccepts(b), ours, () -> Arrays.toString(b));
    }
  }

  @Test
  void decodeRejectsMalformedUtf8WithItsOffset() {
    byte[] b = bytes('h', 'i', 0xED, 0xA0, 0x80);
    DecodeException e = assertThrows(DecodeException.class,
        () -> Text.decode(b, 0, b.length, 0, b.length, StandardCharsets.UTF_8, "name"));
    assertEquals(2, e.byteOffset());
    assertEquals("name", e.fieldPath());
    assertEquals("héllo \uD83D\uDE00",
        Text.decode(bytes('h', 0xC3, 0xA9, 'l', 'l', 'o', ' ', 0xF0, 0x9F, 0x98, 0x80), 0, 11, 0,
            11, StandardCharsets.UTF_8, "name"));
  }

  @Test
  void writingWithAKnownLengthGivesTheSameBytes() {
    for (String s : new String[] {"", "plain ascii", "héllo", "\uD83D\uDE00!", "ÿ"}) {
      for (var charset : new java.nio.charset.Charset[] {StandardCharsets.UTF_8,
          StandardCharsets.ISO_8859_1}) {
        if (charset == StandardCharsets.ISO_8859_1 && s.chars().anyMatch(c -> c > 0xFF)) {
          continue;
        }
        int n = Text.encodedLength(s, charset, "s");
        byte[] slow = new byte[n + 2];
        byte[] fast = new byte[n + 2];
        assertEquals(1 + n, Text.write(s, charset, slow, 1));
        assertEquals(1 + n, Text.write(s, n, charset, fast, 1));
        assertArrayEquals(s.getBytes(charset), Arrays.copyOfRange(fast, 1, 1 + n), s);
        assertArrayEquals(slow, fast, s);
      }
    }
  }

  /**
   * check throws what decode throws, and passes what it decodes, on random bytes that start
   * with an ASCII run of any length (both find that run eight bytes at a time, then go on
   * byte by byte).
   */
  @Test
  void checkAgreesWithDecode() {
    Random random = new Random(18);
    for (int t = 0; t < 20_000; t++) {
      byte[] b = new byte[2 + random.nextInt(26)];
      random.nextBytes(b);
      for (int i = 0, ascii = random.nextInt(b.length + 1); i < ascii; i++) {
        b[i] &= 0x7F;
      }
      for (var charset : new java.nio.charset.Charset[] {StandardCharsets.UTF_8,
          StandardCharsets.US_ASCII, StandardCharsets.ISO_8859_1, StandardCharsets.UTF_16BE}) {
        String decodeError = null;
        try {
          Text.decode(b, 0, b.length, 1, b.length - 1, charset, "t");
        } catch (DecodeException e) {
          decodeError = e.getMessage();
        }
        String checkError = null;
        try {
          Text.check(b, 0, b.length, 1, b.length - 1, charset, "t");
        } catch (DecodeException e) {
          checkError = e.getMessage();
        }
        assertEquals(decodeError, checkError, charset + " " + Hex.compact(b));
      }
    }
  }

  /** After nine ASCII bytes (one eight-byte step, then one byte), the bad byte is found. */
  @Test
  void checkFindsTheBadByteAfterALongAsciiRun() {
    // 00 | "abcdefghi" | C3 28: C3 starts a two-byte sequence, 28 is no continuation byte
    byte[] bad = bytes(0x00, 0x61, 0x62, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69, 0xC3, 0x28);
    DecodeException e = org.junit.jupiter.api.Assertions.assertThrows(DecodeException.class,
        () -> Text.check(bad, 0, bad.length, 1, 11, StandardCharsets.UTF_8, "t"));
    assertEquals(10, e.byteOffset());
    // C3 A9 is "é": the same run, then valid UTF-8
    byte[] good = bytes(0x00, 0x61, 0x62, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69, 0xC3, 0xA9);
    Text.check(good, 0, good.length, 1, 11, StandardCharsets.UTF_8, "t");
    // US-ASCII: the same byte is an error at the same place
    DecodeException ascii = org.junit.jupiter.api.Assertions.assertThrows(
        DecodeException.class,
        () -> Text.check(good, 0, good.length, 1, 11, StandardCharsets.US_ASCII, "t"));
    assertEquals(10, ascii.byteOffset());
  }

  /** equalsEncoded is String.equals of the decoded text, written out by hand here. */
  @Test
  void equalsEncodedComparesTheBytesWithTheText() {
    byte[] zoe = bytes(0x5A, 0x6F, 0xC3, 0xAB); // "Zoë" in UTF-8
    byte[] grin = bytes(0x21, 0xF0, 0x9F, 0x98, 0x80); // "!" U+1F600 in UTF-8
    var utf8 = StandardCharsets.UTF_8;
    org.junit.jupiter.api.Assertions.assertTrue(Text.equalsEncoded(zoe, 0, 4, "Zo\u00eb", utf8));
    org.junit.jupiter.api.Assertions.assertFalse(Text.equalsEncoded(zoe, 0, 4, "Zoe", utf8));
    org.junit.jupiter.api.Assertions.assertFalse(Text.equalsEncoded(zoe, 0, 4, "Zo", utf8));
    org.junit.jupiter.api.Assertions.assertFalse(
        Text.equalsEncoded(zoe, 0, 4, "Zo\u00eb\u00eb", utf8));
    org.junit.jupiter.api.Assertions.assertTrue(
        Text.equalsEncoded(grin, 0, 5, "!\uD83D\uDE00", utf8));
    // An unpaired surrogate is never the text of valid UTF-8.
    org.junit.jupiter.api.Assertions.assertFalse(
        Text.equalsEncoded(grin, 0, 5, "!\uD83D", utf8));
    org.junit.jupiter.api.Assertions.assertFalse(
        Text.equalsEncoded(grin, 0, 4, "!\uD83D\uDE00", utf8));
    // ISO-8859-1: one byte per char; EB is e-diaeresis.
    org.junit.jupiter.api.Assertions.assertTrue(Text.equalsEncoded(bytes(0x5A, 0xEB), 0, 2,
        "Z\u00eb", StandardCharsets.ISO_8859_1));
    org.junit.jupiter.api.Assertions.assertFalse(Text.equalsEncoded(bytes(0x5A, 0xEB), 0, 2,
        "Z\u00eb", StandardCharsets.US_ASCII));
    // Another charset: decoded, then compared. "Zo" in UTF-16BE.
    org.junit.jupiter.api.Assertions.assertTrue(Text.equalsEncoded(bytes(0, 0x5A, 0, 0x6F), 0,
        4, "Zo", StandardCharsets.UTF_16BE));
  }
}
