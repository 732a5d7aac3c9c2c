package io.framewright.runtime;

import io.framewright.runtime.internal.Bytes;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CharsetEncoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/**
 * Strings on the wire, strictly: text that a charset can not represent is an
 * {@link EncodeException}, bytes that are not valid in the charset a {@link DecodeException}.
 * Never the silent replacement ({@code ?} or U+FFFD) of {@code String.getBytes} and
 * {@code new String(bytes)}, which would break the round trip. UTF-8, US-ASCII and ISO-8859-1
 * encode without allocating.
 */
public final class Text {
  private Text() {}

  /** Bytes {@code s} takes in {@code charset}. */
  public static int encodedLength(String s, Charset charset, String path) {
    if (charset == StandardCharsets.UTF_8) {
      return utf8Length(s, path);
    }
    if (charset == StandardCharsets.ISO_8859_1 || charset == StandardCharsets.US_ASCII) {
      int limit = charset == StandardCharsets.US_ASCII ? 0x7F : 0xFF;
      for (int i = 0; i < s.length(); i++) {
        if (s.charAt(i) > limit) {
          throw EncodeException.unmappable(path, s, i, charset.name());
        }
      }
      return s.length();
    }
    return encodeOther(s, charset, path).length;
  }

  private static int utf8Length(String s, String path) {
    int n = s.length();
    long bytes = n;
    for (int i = 0; i < n; i++) {
      char c = s.charAt(i);
      if (c < 0x80) {
        continue;
      }
      if (c < 0x800) {
        bytes += 1;
      } else if (Character.isSurrogate(c)) {
        if (Character.isHighSurrogate(c) && i + 1 < n && Character.isLowSurrogate(s.charAt(i + 1))) {
          bytes += 2; // 4 bytes for 2 chars
          i++;
        } else {
          throw EncodeException.unmappable(path, s, i, "UTF-8 (unpaired surrogate)");
        }
      } else {
        bytes += 2;
      }
    }
    if (bytes > Integer.MAX_VALUE) {
      throw EncodeException.tooLong(path, bytes, Integer.MAX_VALUE, "byte(s)");
    }
    return (int) bytes;
  }

  /**
   * Writes {@code s} at {@code p} and returns the index after it. The caller has checked the
   * room with {@link #encodedLength}.
   */
  public static int write(String s, Charset charset, byte[] buf, int p) {
    if (charset == StandardCharsets.UTF_8) {
      return writeUtf8(s, buf, p);
    }
    if (charset == StandardCharsets.ISO_8859_1 || charset == StandardCharsets.US_ASCII) {
      for (int i = 0; i < s.length(); i++) {
        buf[p++] = (byte) s.charAt(i);
      }
      return p;
    }
    byte[] bytes = encodeOther(s, charset, "");
    System.arraycopy(bytes, 0, buf, p, bytes.length);
    return p + bytes.length;
  }

  /**
   * Writes {@code s} as {@link #write(String, Charset, byte[], int)} does, given its
   * {@link #encodedLength}: text whose byte length equals its char count in UTF-8, or any text
   * that passed the Latin-1 or ASCII length check, is one byte per char and is copied whole.
   */
  @SuppressWarnings("deprecation") // getBytes(int, int, byte[], int): the low byte of each char
  public static int write(String s, long encodedLength, Charset charset, byte[] buf, int p) {
    int n = s.length();
    if (encodedLength == n && (charset == StandardCharsets.UTF_8
        || charset == StandardCharsets.ISO_8859_1 || charset == StandardCharsets.US_ASCII)) {
      s.getBytes(0, n, buf, p);
      return p + n;
    }
    return write(s, charset, buf, p);
  }

  /**
   * Writes {@code s} at {@code p}, before {@code limit}, and returns the index after it; throws
   * what {@link #encodedLength} and then a room check for that length would throw, in that
   * order. Text whose chars are all below 0x80 is checked while it is copied, in one pass (a
   * measuring pass would read every char before the first byte is written); any other text, and
   * text that can not fit, is measured first, so its error is the same whatever the room.
   * Other charsets always take that path.
   */
  public static int writeChecked(String s, Charset charset, byte[] buf, int p, int limit,
      String path) {
    int n = s.length();
    if (limit - p >= n && (charset == StandardCharsets.UTF_8
        || charset == StandardCharsets.US_ASCII || charset == StandardCharsets.ISO_8859_1)) {
      // below 0x80 a char is one byte in all three
      int q = p;
      for (int i = 0; i < n; i++) {
        char c = s.charAt(i);
        if (c >= 0x80) {
          return writeMeasured(s, charset, buf, p, limit, path);
        }
        buf[q++] = (byte) c;
      }
      return q;
    }
    return writeMeasured(s, charset, buf, p, limit, path);
  }

  /** {@link #writeChecked}'s other path: measure, check the room, write. */
  private static int writeMeasured(String s, Charset charset, byte[] buf, int p, int limit,
      String path) {
    int length = encodedLength(s, charset, path);
    if (limit - p < length) {
      throw EncodeException.bufferTooSmall(path, length, limit - p);
    }
    return write(s, length, charset, buf, p);
  }

  private static int writeUtf8(String s, byte[] buf, int p) {
    int n = s.length();
    for (int i = 0; i < n; i++) {
      char c = s.charAt(i);
      if (c < 0x80) {
        buf[p++] = (byte) c;
      } else if (c < 0x800) {
        buf[p++] = (byte) (0xC0 | c >> 6);
        buf[p++] = (byte) (0x80 | c & 0x3F);
      } else if (Character.isHighSurrogate(c)) {
        int cp = Character.toCodePoint(c, s.charAt(++i));
        buf[p++] = (byte) (0xF0 | cp >> 18);
        buf[p++] = (byte) (0x80 | cp >> 12 & 0x3F);
        buf[p++] = (byte) (0x80 | cp >> 6 & 0x3F);
        buf[p++] = (byte) (0x80 | cp & 0x3F);
      } else {
        buf[p++] = (byte) (0xE0 | c >> 12);
        buf[p++] = (byte) (0x80 | c >> 6 & 0x3F);
        buf[p++] = (byte) (0x80 | c & 0x3F);
      }
    }
    return p;
  }

  private static byte[] encodeOther(String s, Charset charset, String path) {
    CharsetEncoder encoder = charset.newEncoder()
        .onMalformedInput(CodingErrorAction.REPORT)
        .onUnmappableCharacter(CodingErrorAction.REPORT);
    try {
      ByteBuffer out = encoder.encode(CharBuffer.wrap(s));
      byte[] bytes = new byte[out.remaining()];
      out.get(bytes);
      return bytes;
    } catch (CharacterCodingException e) {
      throw EncodeException.unmappable(path, s, -1, charset.name());
    }
  }

  /**
   * Bytes of one code unit of {@code charset} where that is more than one: 2 for the UTF-16
   * charsets, 4 for the UTF-32 ones, else 1. Their characters hold zero bytes ("\r" is
   * {@code 00 0d} in UTF-16BE), so fixed text in them ends at the first zero <em>unit</em>, not
   * the first zero byte. The processor's check of fixed text (FW046) makes the same choice.
   */
  public static int zeroUnit(Charset charset) {
    if (charset == StandardCharsets.UTF_8 || charset == StandardCharsets.ISO_8859_1
        || charset == StandardCharsets.US_ASCII) {
      return 1;
    }
    String name = charset.name().toUpperCase(java.util.Locale.ROOT);
    return name.contains("UTF-16") ? 2 : name.contains("UTF-32") ? 4 : 1;
  }

  /**
   * Writes {@code s} into a field of exactly {@code size} bytes, zero-padded. Text longer than
   * the field, or containing NUL (which ends the text on decode), is an error.
   */
  public static void encodeFixed(String s, Charset charset, byte[] buf, int p, int size,
      String path) {
    // One pass for the single-byte forms (US-ASCII, ISO-8859-1, and UTF-8 text that is all
    // ASCII): each char checked and stored as the hand-written loop would. Anything else,
    // including every error, takes the general path below, which reports it exactly.
    int max = singleByteMax(charset);
    if (s != null && max != 0 && s.length() == size) {
      // Text that fills the field (8-character unit names): no padding, so one loop that
      // stops at the first char it can not store plainly, as a hand-written loop that knows
      // the length does; the gathered form below took 1.3x its time there (JMH, 2 forks).
      int i = 0;
      while (i < size) {
        char c = s.charAt(i);
        if ((char) (c - 1) >= max) {
          break;
        }
        buf[p + i++] = (byte) c;
      }
      if (i == size) {
        return;
      }
    } else if (s != null && max != 0 && s.length() < size) {
      int n = s.length();
      boolean plain = true;
      // Over the field's size, a constant where the codec calls this: C2 unrolls it whole for a
      // short field, where a loop over the text's length and one over the padding cost a small
      // unit's encoder half its time (issue 31's 8-byte names).
      for (int i = 0; i < size; i++) {
        char c = 0;
        if (i < n) {
          c = s.charAt(i);
          plain &= (char) (c - 1) < max; // not NUL, nor above the charset's one-byte range
        }
        buf[p + i] = (byte) c;
      }
      if (plain) {
        return;
      }
    }
    encodeFixedChecked(s, charset, buf, p, size, path);
  }

  private static void encodeFixedChecked(String s, Charset charset, byte[] buf, int p, int size,
      String path) {
    if (s == null) {
      throw EncodeException.nullValue(path);
    }
    if (s.indexOf('\0') >= 0) {
      throw EncodeException.unmappable(path, s, s.indexOf('\0'),
          "a fixed-length field (NUL ends the text)");
    }
    int n = encodedLength(s, charset, path);
    if (n > size) {
      throw EncodeException.tooLong(path, n, size, "byte(s)");
    }
    int end = write(s, charset, buf, p);
    java.util.Arrays.fill(buf, end, p + size, (byte) 0);
  }

  /**
   * The largest char written as one byte of the same value: 0x7F for US-ASCII and UTF-8, 0xFF
   * for ISO-8859-1, 0 for charsets with no such plain form.
   */
  private static int singleByteMax(Charset charset) {
    return charset == StandardCharsets.ISO_8859_1 ? 0xFF
        : charset == StandardCharsets.US_ASCII || charset == StandardCharsets.UTF_8 ? 0x7F : 0;
  }

  /**
   * Text in a field of {@code size} bytes: up to the first zero code unit (a zero byte, or two or
   * four zero bytes at a multiple of {@link #zeroUnit} from the field's start), or all of it.
   * The bytes after it must be zero too: padding is all the encoder writes there, and a byte it
   * would drop could not be encoded back.
   */
  public static String decodeFixed(byte[] buf, int start, int end, int p, int size,
      Charset charset, String path) {
    int len = fixedLength(buf, p, size, charset);
    checkPadding(buf, start, end, p, len, size, path);
    return decode(buf, start, end, p, len, charset, path);
  }

  /**
   * Checks fixed text as {@link #decodeFixed} does, throwing the same {@link DecodeException},
   * without building the string (what {@link #check} allocates, nothing for UTF-8, ISO-8859-1
   * and ASCII): generated views call it on {@code wrap}.
   */
  public static void checkFixed(byte[] buf, int start, int end, int p, int size,
      Charset charset, String path) {
    if (singleByteMax(charset) == 0x7F && (size & 7) == 0 && filledWithAscii(buf, p, size)) {
      return; // no padding to look at, nothing but ASCII: what a field of names mostly holds
    }
    int len = fixedLength(buf, p, size, charset);
    checkPadding(buf, start, end, p, len, size, path);
    check(buf, start, end, p, len, charset, path);
  }

  /**
   * Copies the text of a field of {@code size} bytes at {@code p} (its bytes up to the first zero
   * code unit, {@link #fixedLength}) into {@code dst} at {@code at}, and returns how many: a
   * view's {@code nameBytes(dst, at)}. Whole eight-byte words are moved as such, the rest by
   * {@code arraycopy} (whose length, known only at run time, goes through a stub).
   *
   * @throws IllegalArgumentException if they do not fit there ({@code getter} names the call)
   */
  public static int copyFixed(byte[] buf, int p, int size, Charset charset, byte[] dst, int at,
      String getter) {
    int n = fixedLength(buf, p, size, charset);
    if (at < 0 || at > dst.length || dst.length - at < n) {
      throw new IllegalArgumentException(getter + ": " + n + " byte(s) do not fit in "
          + (dst.length - at) + " from the given index");
    }
    int i = 0;
    for (; n - i >= 8; i += 8) {
      Bytes.putLongLE(dst, at + i, Bytes.getLongLE(buf, p + i));
    }
    if (i < n) {
      System.arraycopy(buf, p + i, dst, at + i, n - i);
    }
    return n;
  }

  /**
   * Whether the {@code size} bytes at {@code p} (a multiple of 8) are all from {@code 01} to
   * {@code 7f}, eight at a time: a byte's {@code b - 1} sets its high bit only when b is zero
   * (and borrows upwards only from a zero byte), and b's own high bit is set above {@code 7f}.
   */
  private static boolean filledWithAscii(byte[] buf, int p, int size) {
    for (int i = 0; i < size; i += 8) {
      long w = Bytes.getLongLE(buf, p + i);
      if (((w - 0x0101010101010101L | w) & 0x8080808080808080L) != 0) {
        return false;
      }
    }
    return true;
  }

  /**
   * Bytes of the text in a field of {@code size} bytes at {@code p}: up to its first zero code
   * unit, or all of it (the padding is not checked).
   */
  public static int fixedLength(byte[] buf, int p, int size, Charset charset) {
    int unit = zeroUnit(charset);
    int len = 0;
    if (unit == 1) {
      // Eight bytes at a time: the lowest byte flagged by (w - 0x01..) & ~w & 0x80.. is exactly
      // the first zero byte (a borrow only flags bytes above a real zero).
      for (; len + 8 <= size; len += 8) {
        long w = Bytes.getLongLE(buf, p + len);
        long zeros = (w - 0x0101010101010101L) & ~w & 0x8080808080808080L;
        if (zeros != 0) {
          return len + (Long.numberOfTrailingZeros(zeros) >>> 3);
        }
      }
      while (len < size && buf[p + len] != 0) {
        len++;
      }
    } else {
      // A unit cut short by the field's end is padding: text is whole units.
      while (len + unit <= size && !zeroUnitAt(buf, p + len, unit)) {
        len += unit;
      }
    }
    return len;
  }

  private static void checkPadding(byte[] buf, int start, int end, int p, int len, int size,
      String path) {
    int i = p + len;
    for (int to = p + size - 8; i <= to && Bytes.getLongLE(buf, i) == 0; i += 8) {
      // eight zero bytes at a time; the first non-zero byte is found one by one below
    }
    for (; i < p + size; i++) {
      if (buf[i] != 0) {
        throw DecodeException.invalid(buf, start, end, i, 0, path, "zero padding after the text",
            "a byte that is not zero");
      }
    }
  }

  private static boolean zeroUnitAt(byte[] buf, int at, int unit) {
    for (int i = at; i < at + unit; i++) {
      if (buf[i] != 0) {
        return false;
      }
    }
    return true;
  }

  /**
   * {@link #decode(byte[], int, int, int, int, Charset, String)}, told whether the caller saw
   * every byte of the text below {@code 0x80} ({@code Delimiters.terminatorAtAscii}): text in
   * UTF-8 or US-ASCII is then a plain copy, without the check.
   */
  public static String decode(byte[] buf, int start, int end, int p, int len, Charset charset,
      String path, boolean ascii) {
    if (ascii && (charset == StandardCharsets.UTF_8 || charset == StandardCharsets.US_ASCII)) {
      return new String(buf, p, len, StandardCharsets.ISO_8859_1);
    }
    return decode(buf, start, end, p, len, charset, path);
  }

  /**
   * Decodes {@code buf[p .. p + len)}; {@code start} and {@code end} delimit the whole input,
   * for error offsets.
   */
  public static String decode(byte[] buf, int start, int end, int p, int len, Charset charset,
      String path) {
    if (charset == StandardCharsets.ISO_8859_1) {
      return new String(buf, p, len, StandardCharsets.ISO_8859_1);
    }
    if (charset == StandardCharsets.UTF_8) {
      int to = p + len;
      int i = asciiPrefix(buf, p, to);
      if (i == to) {
        return new String(buf, p, len, StandardCharsets.ISO_8859_1); // ASCII: a plain copy
      }
      // Checked here, then built by the JDK: String(bytes, UTF_8) would replace malformed input
      // with U+FFFD, and a CharsetDecoder per call costs more than the whole message.
      int bad = firstMalformedUtf8(buf, i, to);
      if (bad >= 0) {
        throw malformedUtf8(buf, start, end, bad, path);
      }
      return new String(buf, p, len, StandardCharsets.UTF_8);
    }
    boolean ascii = asciiPrefix(buf, p, p + len) == p + len; // eight bytes at a time
    // ASCII bytes mean the same in every charset Framewright is used with, and Latin-1 strings
    // are built without a decoder.
    if (ascii && charset == StandardCharsets.US_ASCII) {
      return new String(buf, p, len, StandardCharsets.ISO_8859_1);
    }
    CharsetDecoder decoder = charset.newDecoder()
        .onMalformedInput(CodingErrorAction.REPORT)
        .onUnmappableCharacter(CodingErrorAction.REPORT);
    try {
      return decoder.decode(ByteBuffer.wrap(buf, p, len)).toString();
    } catch (CharacterCodingException e) {
      int bad = p;
      for (int i = p; i < p + len; i++) {
        if (buf[i] < 0) {
          bad = i;
          break;
        }
      }
      throw DecodeException.invalid(buf, start, end, bad, 0, path,
          "valid " + charset.name() + " text", "bytes that are not");
    }
  }

  /**
   * Checks {@code buf[p .. p + len)} as {@link #decode} does, throwing the same
   * {@link DecodeException}, without building the string: nothing is allocated for UTF-8,
   * ISO-8859-1, and US-ASCII text that is ASCII; another charset's own decoder runs (and its
   * string is dropped). Generated views call it on {@code wrap}.
   */
  public static void check(byte[] buf, int start, int end, int p, int len, Charset charset,
      String path) {
    // Small enough to inline into a view's wrap: the ASCII run, the common case, is found
    // eight bytes at a time; the rest (and other charsets) out of line.
    int to = p + len;
    if (charset == StandardCharsets.UTF_8 || charset == StandardCharsets.US_ASCII) {
      int i = asciiPrefix(buf, p, to);
      if (i < to) {
        checkAfterAscii(buf, start, end, p, i, len, charset, path);
      }
    } else if (charset != StandardCharsets.ISO_8859_1) {
      decode(buf, start, end, p, len, charset, path);
    }
  }

  /** {@link #check} from {@code i}, the first byte of {@code buf[p .. p + len)} not ASCII. */
  private static void checkAfterAscii(byte[] buf, int start, int end, int p, int i, int len,
      Charset charset, String path) {
    if (charset == StandardCharsets.UTF_8) {
      int bad = firstMalformedUtf8(buf, i, p + len);
      if (bad >= 0) {
        throw malformedUtf8(buf, start, end, bad, path);
      }
    } else {
      decode(buf, start, end, p, len, charset, path);
    }
  }

  /**
   * The index of the first byte of {@code buf[p .. to)} that is not ASCII, or {@code to}: eight
   * bytes at a time (C2 on JDK 17 vectorizes neither this loop nor a byte-wise one).
   */
  private static int asciiPrefix(byte[] buf, int p, int to) {
    int i = p;
    for (int last = to - 8; i <= last; i += 8) {
      if ((Bytes.getLongLE(buf, i) & 0x8080808080808080L) != 0) {
        break;
      }
    }
    while (i < to && buf[i] >= 0) {
      i++;
    }
    return i;
  }


  /**
   * Whether {@code buf[p .. p + len)}, text in {@code charset}, is {@code s}: compared with
   * {@code s} encoded on the fly, without allocating, in UTF-8, ISO-8859-1 and US-ASCII; in
   * another charset the bytes are decoded and compared. Bytes that are not valid text are not
   * equal to any string.
   */
  public static boolean equalsEncoded(byte[] buf, int p, int len, String s, Charset charset) {
    if (charset == StandardCharsets.ISO_8859_1 || charset == StandardCharsets.US_ASCII) {
      int limit = charset == StandardCharsets.US_ASCII ? 0x7F : 0xFF;
      if (s.length() != len) {
        return false;
      }
      for (int i = 0; i < len; i++) {
        char c = s.charAt(i);
        if (c > limit || (buf[p + i] & 0xFF) != c) {
          return false;
        }
      }
      return true;
    }
    if (charset == StandardCharsets.UTF_8) {
      return equalsUtf8(buf, p, p + len, s);
    }
    try {
      return decode(buf, 0, buf.length, p, len, charset, "").equals(s);
    } catch (DecodeException e) {
      return false;
    }
  }

  private static boolean equalsUtf8(byte[] buf, int p, int to, String s) {
    int q = p;
    int n = s.length();
    for (int i = 0; i < n; i++) {
      int c = s.charAt(i);
      if (c < 0x80) {
        if (q >= to || buf[q++] != c) {
          return false;
        }
        continue;
      }
      int cp = c;
      int more;
      int lead;
      if (c < 0x800) {
        more = 1;
        lead = 0xC0;
      } else if (Character.isSurrogate((char) c)) {
        // Valid UTF-8 decodes to paired surrogates only: an unpaired one never matches.
        if (!Character.isHighSurrogate((char) c) || i + 1 == n
            || !Character.isLowSurrogate(s.charAt(i + 1))) {
          return false;
        }
        cp = Character.toCodePoint((char) c, s.charAt(++i));
        more = 3;
        lead = 0xF0;
      } else {
        more = 2;
        lead = 0xE0;
      }
      if (to - q < more + 1 || buf[q++] != (byte) (lead | cp >>> (6 * more))) {
        return false;
      }
      for (int k = more - 1; k >= 0; k--) {
        if (buf[q++] != (byte) (0x80 | (cp >>> (6 * k)) & 0x3F)) {
          return false;
        }
      }
    }
    return q == to;
  }

  private static DecodeException malformedUtf8(byte[] buf, int start, int end, int bad,
      String path) {
    return DecodeException.invalid(buf, start, end, bad, 0, path, "valid UTF-8 text",
        "bytes that are not");
  }

  /**
   * Index of the first byte of {@code buf[from, to)} that does not begin a well-formed UTF-8
   * sequence (RFC 3629: shortest form, no surrogates, at most U+10FFFF), or -1 if all do.
   */
  static int firstMalformedUtf8(byte[] buf, int from, int to) {
    int i = from;
    while (i < to) {
      int b = buf[i];
      if (b >= 0) {
        i++;
        continue;
      }
      int n;
      int min;
      if ((b & 0xE0) == 0xC0) {
        n = 1;
        min = 0x80;
      } else if ((b & 0xF0) == 0xE0) {
        n = 2;
        min = 0x800;
      } else if ((b & 0xF8) == 0xF0) {
        n = 3;
        min = 0x10000;
      } else {
        return i;
      }
      if (to - i <= n) {
        return i;
      }
      int cp = b & (0x3F >> n);
      for (int k = 1; k <= n; k++) {
        int c = buf[i + k];
        if ((c & 0xC0) != 0x80) {
          return i;
        }
        cp = cp << 6 | c & 0x3F;
      }
      if (cp < min || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) {
        return i;
      }
      i += n + 1;
    }
    return -1;
  }
}
