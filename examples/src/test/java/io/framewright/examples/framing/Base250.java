package io.framewright.examples.framing;

import io.framewright.runtime.DecodeException;
import io.framewright.runtime.EncodeException;
import io.framewright.runtime.ValueCodec;
import io.framewright.runtime.WireReader;

/**
 * A number as a sign byte (01 for >= 0, 02 for negative) and base-250 digits, most significant
 * first, each stored as digit + 1 (never 00 or ff): at least two digits, more when needed. The
 * digits run to the end of the input given (a slice that a terminator ends).
 */
public final class Base250 implements ValueCodec<Long> {
  @Override
  public int size(Long value) {
    return 1 + digits(magnitude(value));
  }

  @Override
  public int write(Long value, byte[] buf, int p, int limit) {
    long m = magnitude(value);
    int n = digits(m);
    if (limit - p < 1 + n) {
      throw EncodeException.bufferTooSmall("", 1 + n, limit - p);
    }
    buf[p] = (byte) (value < 0 ? 2 : 1);
    for (int i = n; i >= 1; i--) {
      buf[p + i] = (byte) (m % 250 + 1);
      m /= 250;
    }
    return p + 1 + n;
  }

  @Override
  public Long read(WireReader in) {
    byte[] buf = in.buffer();
    int sign = buf[in.claim(1, "sign")] & 0xFF;
    if (sign != 1 && sign != 2) {
      throw DecodeException.invalid(buf, in.start(), in.end(), in.index() - 1, 0, "sign",
          "01 or 02", Integer.toString(sign));
    }
    if (in.remaining() == 0) {
      throw DecodeException.truncated(buf, in.start(), in.end(), in.index(), 0, "digits", 8);
    }
    int first = in.index();
    long m = 0;
    while (in.remaining() > 0) {
      int at = in.index();
      int digit = (buf[in.claim(1, "digits")] & 0xFF) - 1;
      if (digit < 0 || digit >= 250 || m > (Long.MAX_VALUE - digit) / 250) {
        throw DecodeException.invalid(buf, in.start(), in.end(), at, 0, "digits",
            "a digit byte 01..fa within range", Integer.toString(digit + 1));
      }
      m = m * 250 + digit;
    }
    // One spelling per value, the one write gives: a leading zero digit, fewer than two digits
    // or a negative zero would decode, then encode differently.
    int n = in.index() - first;
    if (n != digits(m)) {
      throw DecodeException.invalid(buf, in.start(), in.end(), first, 0, "digits",
          digits(m) + " digit(s)", Integer.toString(n));
    }
    if (sign == 2 && m == 0) {
      throw DecodeException.invalid(buf, in.start(), in.end(), first - 1, 0, "sign",
          "01 for zero", "02");
    }
    return sign == 2 ? -m : m;
  }

  private static long magnitude(Long value) {
    if (value == null) {
      throw EncodeException.nullValue("");
    }
    if (value == Long.MIN_VALUE) {
      throw EncodeException.outOfRange("", value, -Long.MAX_VALUE, Long.MAX_VALUE, 64, true);
    }
    return Math.abs(value);
  }

  private static int digits(long m) {
    int n = 2;
    for (long limit = 62_500; m >= limit && n < 9; limit *= 250) {
      n++;
    }
    return n;
  }
}
