package io.framewright.benchmarks;

import java.nio.charset.StandardCharsets;

/** The strict UTF-8 reading and writing the hand-written baselines share. */
public final class HandUtf8 {
  private HandUtf8() {}

  /**
   * Throws unless {@code buf[i..end)} is well-formed UTF-8 (Unicode table 3-7: no overlong form,
   * no surrogate, nothing above U+10FFFF, no stray or missing continuation byte).
   */
  public static void checkUtf8(byte[] buf, int i, int end) {
    while (i < end) {
      int b = buf[i];
      if (b >= 0) {
        i++;
        continue;
      }
      b &= 0xFF;
      int lo = 0x80;
      int hi = 0xBF;
      int more;
      if (b >= 0xC2 && b <= 0xDF) {
        more = 1;
      } else if (b >= 0xE0 && b <= 0xEF) {
        more = 2;
        if (b == 0xE0) {
          lo = 0xA0;
        } else if (b == 0xED) {
          hi = 0x9F;
        }
      } else if (b >= 0xF0 && b <= 0xF4) {
        more = 3;
        if (b == 0xF0) {
          lo = 0x90;
        } else if (b == 0xF4) {
          hi = 0x8F;
        }
      } else {
        throw malformed(i);
      }
      if (end - i <= more) {
        throw malformed(i);
      }
      int b1 = buf[i + 1] & 0xFF;
      if (b1 < lo || b1 > hi) {
        throw malformed(i);
      }
      for (int k = 2; k <= more; k++) {
        if ((buf[i + k] & 0xC0) != 0x80) {
          throw malformed(i);
        }
      }
      i += more + 1;
    }
  }

  /** Bytes of {@code s} in UTF-8; an unpaired surrogate is an error, as in {@link #writeUtf8}. */
  public static int utf8Length(String s) {
    int n = s.length();
    int bytes = n;
    for (int i = 0; i < n; i++) {
      char c = s.charAt(i);
      if (c < 0x80) {
        continue;
      }
      if (c < 0x800) {
        bytes += 1;
      } else if (!Character.isSurrogate(c)) {
        bytes += 2;
      } else if (Character.isHighSurrogate(c) && i + 1 < n
          && Character.isLowSurrogate(s.charAt(i + 1))) {
        bytes += 2; // 4 bytes for 2 chars
        i++;
      } else {
        throw new IllegalArgumentException("unpaired surrogate at " + i);
      }
    }
    return bytes;
  }

  /**
   * Writes {@code s[i..]} as UTF-8 at {@code p}; returns the index after it. An unpaired
   * surrogate is an error.
   */
  public static int writeUtf8(String s, int i, byte[] buf, int p) {
    int n = s.length();
    for (; i < n; i++) {
      char c = s.charAt(i);
      if (c < 0x80) {
        buf[p++] = (byte) c;
      } else if (c < 0x800) {
        buf[p++] = (byte) (0xC0 | c >> 6);
        buf[p++] = (byte) (0x80 | c & 0x3F);
      } else if (Character.isSurrogate(c)) {
        char d;
        if (!Character.isHighSurrogate(c) || i + 1 == n
            || !Character.isLowSurrogate(d = s.charAt(i + 1))) {
          throw new IllegalArgumentException("unpaired surrogate at " + i);
        }
        int cp = Character.toCodePoint(c, d);
        i++;
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

  /** {@code buf[p..p+len)} as strict UTF-8: malformed input is an error, never replaced. */
  public static String decodeUtf8(byte[] buf, int p, int len) {
    int end = p + len;
    for (int i = p; i < end; i++) {
      if (buf[i] < 0) {
        checkUtf8(buf, i, end);
        return new String(buf, p, len, StandardCharsets.UTF_8);
      }
    }
    return new String(buf, p, len, StandardCharsets.ISO_8859_1);
  }

  private static IllegalArgumentException malformed(int at) {
    return new IllegalArgumentException("malformed UTF-8 at " + at);
  }
}
