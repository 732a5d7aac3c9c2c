package io.framewright.benchmarks;

/** The strict UTF-8 check the hand-written roster and text baselines share. */
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

  private static IllegalArgumentException malformed(int at) {
    return new IllegalArgumentException("malformed UTF-8 at " + at);
  }
}
