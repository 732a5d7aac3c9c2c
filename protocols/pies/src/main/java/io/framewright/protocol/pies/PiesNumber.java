package io.framewright.protocol.pies;

import io.framewright.runtime.DecodeException;
import io.framewright.runtime.EncodeException;
import io.framewright.runtime.ValueCodec;
import io.framewright.runtime.WireReader;

/**
 * The bytes of a pies number (after its data type {@code 02}): a sign byte ({@code 01} for a
 * value {@code >= 0}, {@code 02} for a negative one), then the magnitude in base 250, most
 * significant digit first, each digit stored as digit + 1 ({@code 01..fa}, so never {@code 00}
 * or {@code ff}).
 *
 * <p>Encoding writes two digits for magnitudes below 62,500 (as every value in the server's log
 * does) and as many as needed above that (at most 8: any {@code long} but
 * {@link Long#MIN_VALUE}). Decoding accepts one or more digits, up to the end of the item (the
 * {@code 00} that ends the item bounds the slice this codec reads); a magnitude that does not fit
 * a {@code long} is a decode error. Examples: 500 = {@code 01 03 01}, -300 = {@code 02 02 33},
 * 255 = {@code 01 02 06}, 0 = {@code 01 01 01}.
 */
public final class PiesNumber implements ValueCodec.OfLong {
  /** Sign byte of a value {@code >= 0}. */
  public static final int POSITIVE = 0x01;
  /** Sign byte of a negative value. */
  public static final int NEGATIVE = 0x02;
  /** Digits always written for magnitudes below {@code 250 * 250}. */
  public static final int MIN_DIGITS = 2;

  @Override
  public int sizeLong(long value) {
    return 1 + digits(magnitude(value));
  }

  @Override
  public int writeLong(long value, byte[] buf, int p, int limit) {
    long m = magnitude(value);
    int n = digits(m);
    if (limit - p < 1 + n) {
      throw EncodeException.bufferTooSmall("", 1 + n, limit - p);
    }
    buf[p] = (byte) (value < 0 ? NEGATIVE : POSITIVE);
    if (n == MIN_DIGITS) { // below 250^2, as every value in the server's log: int arithmetic
      int mi = (int) m;
      int high = mi / 250;
      buf[p + 1] = (byte) (high + 1);
      buf[p + 2] = (byte) (mi - high * 250 + 1);
      return p + 3;
    }
    if (m <= Integer.MAX_VALUE) { // int division is cheaper than long, digit by digit
      for (int i = n, mi = (int) m; i >= 1; i--) {
        int q = mi / 250;
        buf[p + i] = (byte) (mi - q * 250 + 1);
        mi = q;
      }
      return p + 1 + n;
    }
    for (int i = n; i >= 1; i--) {
      long q = m / 250;
      buf[p + i] = (byte) (m - q * 250 + 1);
      m = q;
    }
    return p + 1 + n;
  }

  @Override
  public long readLong(WireReader in) {
    byte[] buf = in.buffer();
    int at = in.claim(1, "sign");
    int sign = buf[at] & 0xFF;
    if (sign != POSITIVE && sign != NEGATIVE) {
      throw DecodeException.invalid(buf, in.start(), in.end(), at, 0, "sign",
          "01 (>= 0) or 02 (negative)", String.format("%02x", sign));
    }
    int n = in.remaining();
    if (n == 0) {
      throw DecodeException.truncated(buf, in.start(), in.end(), in.index(), 0, "digits", 8);
    }
    // Every byte left is a digit (the item's 00 bounds the reader): taken at once, checked here.
    int from = in.claim(n, "digits");
    long m = 0;
    for (at = from; at < from + n; at++) {
      int stored = buf[at] & 0xFF;
      if (stored < 0x01 || stored > 0xFA) {
        throw DecodeException.invalid(buf, in.start(), in.end(), at, 0, "digits",
            "a digit byte 01..fa", String.format("%02x", stored));
      }
      int digit = stored - 1;
      if (m > SAFE && m > (Long.MAX_VALUE - digit) / 250) { // SAFE: no division per digit
        throw DecodeException.invalid(buf, in.start(), in.end(), at, 0, "digits",
            "a magnitude of at most " + Long.MAX_VALUE, "more digits");
      }
      m = m * 250 + digit;
    }
    return sign == NEGATIVE ? -m : m;
  }

  /** A magnitude up to this takes one more digit without overflowing. */
  private static final long SAFE = (Long.MAX_VALUE - 249) / 250;

  private static long magnitude(long value) {
    if (value == Long.MIN_VALUE) {
      throw EncodeException.outOfRange("", value, -Long.MAX_VALUE, Long.MAX_VALUE, 64, true);
    }
    return Math.abs(value);
  }

  /** Digits for magnitude {@code m}: 2 below 250^2, then one more per factor of 250 (at most 8). */
  private static int digits(long m) {
    int n = MIN_DIGITS;
    long limit = 250L * 250;
    while (n < 8 && m >= limit) {
      n++;
      limit *= 250; // 250^8 would overflow, but n stops at 8 first: Long.MAX_VALUE < 250^8
    }
    return n;
  }
}
