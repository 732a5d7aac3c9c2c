package io.framewright.runtime.internal;

import io.framewright.runtime.DecodeException;
import io.framewright.runtime.EncodeException;
import io.framewright.runtime.WireReader;

/**
 * LEB128 variable-length integers ({@code @Varint}): 7 bits per byte, least significant group
 * first, the high bit set on every byte but the last. Reading and writing allocate nothing.
 */
public class Varints {
  /** Not instantiated: extended only by the class of this name in {@code CodecSupport.Internal}. */
  protected Varints() {}

  /**
   * Reads one unsigned varint at the reader's position and moves past it. Its number must fit
   * {@code valueBits} bits (31 for an unsigned int, 32 for a ZigZag one, 63 and 64 for longs);
   * with 64 the result is the unsigned number's bit pattern.
   *
   * @param maxBytes most bytes the varint may take
   * @param minimal whether a varint with more bytes than its number needs is rejected
   */
  public static long read(WireReader in, int maxBytes, int valueBits, boolean minimal,
      String path) {
    byte[] buf = in.buffer();
    int p = in.index();
    int available = in.remaining();
    long value = 0;
    for (int i = 0; ; i++) {
      if (i == maxBytes) {
        throw DecodeException.invalid(buf, in.start(), in.end(), p, 0, path,
            "a varint of at most " + maxBytes + " byte(s)", "more");
      }
      if (i == available) {
        in.claim(i + 1, path); // throws: the input ends inside the varint
      }
      int b = buf[p + i];
      int shift = 7 * i;
      long group = b & 0x7f;
      // Bits of this group beyond valueBits would be lost: the number does not fit.
      if (shift + 7 > valueBits && (group >>> (valueBits - shift)) != 0) {
        throw DecodeException.invalid(buf, in.start(), in.end(), p, 0, path,
            "a varint of at most " + valueBits + " bits", "a larger number");
      }
      value |= group << shift;
      if (b >= 0) {
        if (minimal && b == 0 && i > 0) {
          throw DecodeException.invalid(buf, in.start(), in.end(), p, 0, path,
              "a varint in the fewest bytes", (i + 1) + " byte(s) for " + Long.toUnsignedString(
                  value));
        }
        in.claim(i + 1, path);
        return value;
      }
    }
  }

  /** The signed number a ZigZag {@code n} stands for: 0, 1, 2, 3 are 0, -1, 1, -2. */
  public static long unzigzag(long n) {
    return (n >>> 1) ^ -(n & 1);
  }

  /** The ZigZag form of {@code v}: as an unsigned number, 0, -1, 1, -2 become 0, 1, 2, 3. */
  public static long zigzag(long v) {
    return (v << 1) ^ (v >> 63);
  }

  /** Bytes of the varint of the unsigned number {@code n} (10 for a negative pattern). */
  public static int size(long n) {
    return (63 - Long.numberOfLeadingZeros(n | 1)) / 7 + 1;
  }

  /** Bytes of the ZigZag varint of {@code v}. */
  public static int sizeZigzag(long v) {
    return size(zigzag(v));
  }

  /**
   * Writes {@code v} as an unsigned varint at {@code p}; returns the index after it. {@code v}
   * must fit {@code bits} unsigned bits (at most 63): as many as the varint's most bytes hold,
   * or fewer when the Java type holds fewer.
   */
  public static int writeUnsigned(long v, int bits, byte[] buf, int p, int limit,
      String path) {
    long max = bits >= 63 ? Long.MAX_VALUE : (1L << bits) - 1;
    if (v < 0 || v > max) {
      throw EncodeException.outOfRange(path, v, 0, max, bits, false);
    }
    return write(v, buf, p, limit, path);
  }

  /**
   * Writes {@code v} as a ZigZag varint at {@code p}; returns the index after it. {@code v}
   * must fit {@code bits} signed bits (at most 64).
   */
  public static int writeZigzag(long v, int bits, byte[] buf, int p, int limit, String path) {
    if (bits < 64) {
      long half = 1L << (bits - 1);
      if (v < -half || v > half - 1) {
        throw EncodeException.outOfRange(path, v, -half, half - 1, bits, true);
      }
    }
    return write(zigzag(v), buf, p, limit, path);
  }

  private static int write(long n, byte[] buf, int p, int limit, String path) {
    int size = size(n);
    if (limit - p < size) {
      throw EncodeException.bufferTooSmall(path, size, limit - p);
    }
    while ((n & ~0x7fL) != 0) {
      buf[p++] = (byte) (n | 0x80);
      n >>>= 7;
    }
    buf[p++] = (byte) n;
    return p;
  }
}
