package io.framewright.runtime;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Fixed-length text (NUL-padded, the padding all zero) at every length around the eight-byte
 * words {@link Text} reads it in: the text's end, a non-zero padding byte and a non-ASCII byte
 * found at their exact offsets whatever word they fall in, and encode's one-pass form giving
 * the same bytes and the same errors as the checked form.
 */
class TextFixedTest {
  private static final List<Charset> SINGLE_BYTE =
      List.of(StandardCharsets.US_ASCII, StandardCharsets.ISO_8859_1, StandardCharsets.UTF_8);

  /** {@code size} bytes at offset 3 of a larger array (bytes 'x' around it): 'a', 'b'... then zeros. */
  private static byte[] field(int textLen, int size) {
    byte[] b = new byte[3 + size + 5];
    Arrays.fill(b, (byte) 'x');
    for (int i = 0; i < size; i++) {
      b[3 + i] = i < textLen ? (byte) ('a' + i % 26) : 0;
    }
    return b;
  }

  private static String text(int len) {
    StringBuilder s = new StringBuilder();
    for (int i = 0; i < len; i++) {
      s.append((char) ('a' + i % 26));
    }
    return s.toString();
  }

  @Test
  void everyTextLengthInEveryFieldSizeDecodesAndEncodes() {
    for (Charset cs : SINGLE_BYTE) {
      for (int size = 1; size <= 26; size++) {
        for (int len = 0; len <= size; len++) {
          byte[] b = field(len, size);
          assertEquals(len, Text.fixedLength(b, 3, size, cs), cs + " " + size + "/" + len);
          assertEquals(text(len), Text.decodeFixed(b, 0, b.length, 3, size, cs, "t"));
          Text.checkFixed(b, 0, b.length, 3, size, cs, "t");
          byte[] out = new byte[b.length];
          Arrays.fill(out, (byte) 'x');
          Arrays.fill(out, 3, 3 + size, (byte) 0x55); // padding must be written, not assumed
          Text.encodeFixed(text(len), cs, out, 3, size, "t");
          assertArrayEquals(b, out, cs + " " + size + "/" + len);
        }
      }
    }
  }

  @Test
  void aNonZeroPaddingByteIsFoundWhereverItIs() {
    for (int size = 2; size <= 26; size++) {
      for (int len = 0; len < size - 1; len++) {
        // the first zero ends the text at len; any later non-zero byte breaks the padding
        for (int bad = len + 1; bad < size; bad++) {
          byte[] b = field(len, size);
          int n = size;
          b[3 + bad] = 0x20;
          DecodeException e = assertThrows(DecodeException.class,
              () -> Text.decodeFixed(b, 0, b.length, 3, n, StandardCharsets.US_ASCII, "t"));
          assertEquals(3 + bad, e.byteOffset(), size + "/" + len + " bad at " + bad);
          assertEquals("zero padding after the text", e.expected());
          DecodeException c = assertThrows(DecodeException.class,
              () -> Text.checkFixed(b, 0, b.length, 3, n, StandardCharsets.US_ASCII, "t"));
          assertEquals(3 + bad, c.byteOffset());
        }
      }
    }
  }

  @Test
  void aByteAboveAsciiIsRefusedInUsAsciiAndKeptInLatin1() {
    for (int size = 1; size <= 20; size++) {
      for (int at = 0; at < size; at++) {
        byte[] b = field(size, size);
        b[3 + at] = (byte) 0xE9; // é in ISO-8859-1, not US-ASCII
        DecodeException e = assertThrows(DecodeException.class,
            () -> Text.decodeFixed(b, 0, b.length, 3, b.length - 8 /* size */, StandardCharsets.US_ASCII, "t"));
        assertEquals(3 + at, e.byteOffset(), size + " at " + at);
        int n = size;
        DecodeException c = assertThrows(DecodeException.class,
            () -> Text.checkFixed(b, 0, b.length, 3, n, StandardCharsets.US_ASCII, "t"));
        assertEquals(3 + at, c.byteOffset(), "check " + size + " at " + at);
        String latin = Text.decodeFixed(b, 0, b.length, 3, size, StandardCharsets.ISO_8859_1, "t");
        assertEquals('\u00e9', latin.charAt(at));
        assertEquals(size, latin.length());
      }
    }
  }

  /** Text that fills its field takes encode's loop without padding: its errors are the same. */
  @Test
  void textThatFillsItsFieldIsRefusedWhereverTheBadCharIs() {
    for (int size = 1; size <= 17; size++) {
      for (int at = 0; at < size; at++) {
        char[] chars = text(size).toCharArray();
        chars[at] = '\0';
        String nul = new String(chars);
        chars[at] = '\u00e9';
        String high = new String(chars);
        int n = size;
        byte[] out = new byte[size];
        EncodeException e = assertThrows(EncodeException.class,
            () -> Text.encodeFixed(nul, StandardCharsets.US_ASCII, out, 0, n, "t"));
        assertEquals(true, e.getMessage().contains("NUL ends the text"), e.getMessage());
        EncodeException h = assertThrows(EncodeException.class,
            () -> Text.encodeFixed(high, StandardCharsets.US_ASCII, out, 0, n, "t"));
        assertEquals(true, h.getMessage().contains("US-ASCII"), h.getMessage());
        Text.encodeFixed(high, StandardCharsets.ISO_8859_1, out, 0, n, "t");
        assertEquals((byte) 0xE9, out[at]);
      }
    }
  }

  /** A view's {@code nameBytes}: the text without its padding, whole words moved as such. */
  @Test
  void copyFixedCopiesTheTextAndRefusesATooSmallTarget() {
    for (int size = 1; size <= 20; size++) {
      for (int len = 0; len <= size; len++) {
        byte[] b = field(len, size);
        byte[] dst = new byte[2 + size];
        Arrays.fill(dst, (byte) 0x55);
        assertEquals(len, Text.copyFixed(b, 3, size, StandardCharsets.US_ASCII, dst, 2, "nb"));
        byte[] expected = new byte[2 + size];
        Arrays.fill(expected, (byte) 0x55);
        System.arraycopy(b, 3, expected, 2, len); // the text's bytes, nothing after them
        assertArrayEquals(expected, dst, size + "/" + len);
      }
    }
    // "abcdefgh" (8 bytes) into 7 from index 0
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> Text.copyFixed(field(8, 8), 3, 8, StandardCharsets.US_ASCII, new byte[7], 0, "nb"));
    assertEquals("nb: 8 byte(s) do not fit in 7 from the given index", e.getMessage());
    assertThrows(IllegalArgumentException.class,
        () -> Text.copyFixed(field(2, 8), 3, 8, StandardCharsets.US_ASCII, new byte[8], -1, "nb"));
  }

  @Test
  void encodeRefusesWhatTheFieldCannotHoldWithTheSameErrorsAsBefore() {
    byte[] out = new byte[8];
    EncodeException nul = assertThrows(EncodeException.class,
        () -> Text.encodeFixed("ab\0c", StandardCharsets.US_ASCII, out, 0, 8, "t"));
    assertEquals("t", nul.fieldPath());
    assertEquals(true, nul.getMessage().contains("NUL ends the text"), nul.getMessage());
    EncodeException high = assertThrows(EncodeException.class,
        () -> Text.encodeFixed("caf\u00e9", StandardCharsets.US_ASCII, out, 0, 8, "t"));
    assertEquals(true, high.getMessage().contains("US-ASCII"), high.getMessage());
    EncodeException wide = assertThrows(EncodeException.class,
        () -> Text.encodeFixed("\u0141odz", StandardCharsets.ISO_8859_1, out, 0, 8, "t"));
    assertEquals(true, wide.getMessage().contains("ISO-8859-1"), wide.getMessage());
    EncodeException longer = assertThrows(EncodeException.class,
        () -> Text.encodeFixed("abcdefghi", StandardCharsets.US_ASCII, out, 0, 8, "t"));
    assertEquals(true, longer.getMessage().contains("8"), longer.getMessage());
    assertThrows(EncodeException.class,
        () -> Text.encodeFixed(null, StandardCharsets.US_ASCII, out, 0, 8, "t"));
    // UTF-8 past ASCII takes the general path: "é" is c3 a9 (RFC 3629, section 3)
    byte[] utf = new byte[4];
    Text.encodeFixed("\u00e9", StandardCharsets.UTF_8, utf, 0, 4, "t");
    assertArrayEquals(new byte[] {(byte) 0xc3, (byte) 0xa9, 0, 0}, utf);
    // Latin-1 keeps é as the one byte e9
    byte[] latin = new byte[3];
    Text.encodeFixed("\u00e9a", StandardCharsets.ISO_8859_1, latin, 0, 3, "t");
    assertArrayEquals(new byte[] {(byte) 0xe9, 'a', 0}, latin);
  }
}
