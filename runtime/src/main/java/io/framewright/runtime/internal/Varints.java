package io.framewright.runtime.internal;

import io.framewright.runtime.DecodeException;
import io.framewright.runtime.EncodeException;
import io.framewright.runtime.WireReader;

/**
 * Variable-length integers ({@code @Varint}). LEB128: 7 bits per byte, least significant group
 * first, the high bit set on every byte but the last. QUIC (RFC 9000 section 16): the first
 * byte's two high bits give the length, 1, 2, 4 or 8 bytes, and the 6, 14, 30 or 62 bits left
 * are the number, big-endian. Reading and writing allocate nothing.
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

  /**
   * Reads the unsigned varint at {@code buf[at ..]} of an input that starts at {@code start} and
   * ends at {@code end}, as {@link #read} reads it from a reader there (the same checks and the
   * same errors), for generated code that keeps its position in a local: returns the number in
   * the low 32 bits and the bytes the varint took in the high 32. Its number must fit
   * {@code valueBits} bits, at most 31.
   */
  public static long readIntAt(byte[] buf, int start, int end, int at, int maxBytes,
      int valueBits, boolean minimal, String path) {
    int available = end - at;
    long value = 0;
    for (int i = 0; ; i++) {
      if (i == maxBytes) {
        throw DecodeException.invalid(buf, start, end, at, 0, path,
            "a varint of at most " + maxBytes + " byte(s)", "more");
      }
      if (i == available) {
        // the input ends inside the varint: what the reader's claim of i + 1 bytes throws
        throw DecodeException.truncated(buf, start, end, at, 0, path, (long) (i + 1) * 8);
      }
      int b = buf[at + i];
      int shift = 7 * i;
      long group = b & 0x7f;
      if (shift + 7 > valueBits && (group >>> (valueBits - shift)) != 0) {
        throw DecodeException.invalid(buf, start, end, at, 0, path,
            "a varint of at most " + valueBits + " bits", "a larger number");
      }
      value |= group << shift;
      if (b >= 0) {
        if (minimal && b == 0 && i > 0) {
          throw DecodeException.invalid(buf, start, end, at, 0, path,
              "a varint in the fewest bytes", (i + 1) + " byte(s) for " + value);
        }
        return value | (long) (i + 1) << 32;
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

  /** The largest number a QUIC varint holds: 62 bits. */
  public static final long QUIC_MAX = (1L << 62) - 1;

  /**
   * Reads one QUIC varint at the reader's position and moves past it. Its number must fit
   * {@code valueBits} bits (31 for an int, 63 for a long).
   *
   * @param maxBytes most bytes the varint may take: 1, 2, 4 or 8
   * @param minimal whether a varint with more bytes than its number needs is rejected (RFC 9000
   *     section 16 allows them; section 12.4 does not for frame types)
   */
  public static long readQuic(WireReader in, int maxBytes, int valueBits, boolean minimal,
      String path) {
    byte[] buf = in.buffer();
    int p = in.index();
    if (in.remaining() == 0) {
      in.claim(1, path); // throws: the input ends before the varint
    }
    int length = 1 << ((buf[p] >> 6) & 3);
    if (length > maxBytes) {
      throw DecodeException.invalid(buf, in.start(), in.end(), p, 0, path,
          "a varint of at most " + maxBytes + " byte(s)", length + " bytes");
    }
    if (length > in.remaining()) {
      in.claim(length, path); // throws: the input ends inside the varint
    }
    long value = buf[p] & 0x3f;
    for (int i = 1; i < length; i++) {
      value = value << 8 | (buf[p + i] & 0xff);
    }
    if (valueBits < 62 && value >>> valueBits != 0) {
      throw DecodeException.invalid(buf, in.start(), in.end(), p, 0, path,
          "a varint of at most " + valueBits + " bits", Long.toString(value));
    }
    if (minimal && length > sizeQuic(value)) {
      throw DecodeException.invalid(buf, in.start(), in.end(), p, 0, path,
          "a varint in the fewest bytes", length + " bytes for " + value);
    }
    in.claim(length, path);
    return value;
  }

  /** Bytes of the QUIC varint of {@code n}: 1, 2, 4 or 8 (8 too for a number none holds). */
  public static int sizeQuic(long n) {
    return n >>> 6 == 0 ? 1 : n >>> 14 == 0 ? 2 : n >>> 30 == 0 ? 4 : 8;
  }

  /**
   * Writes {@code v} as a QUIC varint in the fewest bytes at {@code p}; returns the index after
   * it. {@code v} must fit {@code bits} unsigned bits (at most 62): as many as the varint's most
   * bytes hold, or fewer when the Java type holds fewer.
   */
  public static int writeQuic(long v, int bits, byte[] buf, int p, int limit, String path) {
    // Small enough to be inlined at every call (a frame writes several): the one-byte form
    // here, the others in writeQuicWide. A negative v has its high bits set, so the shift
    // refuses it too.
    if (v >>> bits != 0) {
      throw EncodeException.outOfRange(path, v, bits, false);
    }
    if (v >>> 6 != 0 || limit - p < 1) {
      return writeQuicWide(v, buf, p, limit, path);
    }
    buf[p] = (byte) v;
    return p + 1;
  }

  /**
   * {@link #writeQuic} of 2, 4 or 8 bytes (or of one byte without room for it, refused here): the
   * value with its length code (1 to 3 for 2, 4, 8 bytes) in the two high bits, in one
   * big-endian store.
   */
  private static int writeQuicWide(long v, byte[] buf, int p, int limit, String path) {
    int size = sizeQuic(v);
    if (limit - p < size) {
      throw EncodeException.bufferTooSmall(path, size, limit - p);
    }
    switch (size) {
      case 2 -> Bytes.putShortBE(buf, p, (short) (v | 0x4000));
      case 4 -> Bytes.putIntBE(buf, p, (int) (v | 0x8000_0000L));
      default -> Bytes.putLongBE(buf, p, v | 0xC000_0000_0000_0000L);
    }
    return p + size;
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
