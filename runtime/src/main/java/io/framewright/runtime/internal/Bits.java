package io.framewright.runtime.internal;

/**
 * Bit fields at any bit position, read and written a word at a time (never bit by bit).
 *
 * <p>Generated codecs pack runs of sub-byte fields into one register themselves and only fall
 * back to these methods when a run is longer than 64 bits with a field straddling every byte
 * boundary that could split it. A field spans at most 9 bytes (7 bits of offset + 64 bits).
 *
 * <p>Positions are a byte index {@code p} plus a bit index {@code bit} (0..7) within that byte,
 * counted from the most significant bit for {@code Msb} methods and from the least significant
 * bit for {@code Lsb} methods.
 */
public class Bits {
  /** Not instantiated: extended only by the class of this name in {@code CodecSupport.Internal}. */
  protected Bits() {}

  /** Mask of the low {@code width} bits, 1..64. */
  public static long mask(int width) {
    return width == 64 ? -1L : (1L << width) - 1;
  }

  /** Reads {@code width} (1..64) bits, most-significant-bit first order; unsigned. */
  public static long getMsb(byte[] b, int p, int bit, int width) {
    int end = bit + width;
    int n = (end + 7) >>> 3;
    if (n <= 8) {
      return (Bytes.getUnsignedBE(b, p, n) >>> (n * 8 - end)) & mask(width);
    }
    int s = end - 64; // 1..7 bits taken from the ninth byte
    long hi = Bytes.getLongBE(b, p);
    long lo = b[p + 8] & 0xFFL;
    return ((hi << s) | (lo >>> (8 - s))) & mask(width);
  }

  /** Reads {@code width} (1..64) bits, least-significant-bit first order; unsigned. */
  public static long getLsb(byte[] b, int p, int bit, int width) {
    int end = bit + width;
    int n = (end + 7) >>> 3;
    if (n <= 8) {
      return (Bytes.getUnsignedLE(b, p, n) >>> bit) & mask(width);
    }
    long lo = Bytes.getLongLE(b, p) >>> bit;
    long hi = (b[p + 8] & 0xFFL) << (64 - bit);
    return (lo | hi) & mask(width);
  }

  /** Writes the low {@code width} bits of {@code v}, keeping the bits around them. */
  public static void putMsb(byte[] b, int p, int bit, int width, long v) {
    int end = bit + width;
    int n = (end + 7) >>> 3;
    long m = mask(width);
    if (n <= 8) {
      int shift = n * 8 - end;
      long word = Bytes.getUnsignedBE(b, p, n);
      word = (word & ~(m << shift)) | ((v & m) << shift);
      Bytes.putUnsignedBE(b, p, n, word);
      return;
    }
    int s = end - 64;
    long hi = Bytes.getLongBE(b, p);
    long himask = m >>> s;
    hi = (hi & ~himask) | ((v & m) >>> s);
    Bytes.putLongBE(b, p, hi);
    int lowBits = (int) (v & ((1L << s) - 1));
    int keep = b[p + 8] & ((1 << (8 - s)) - 1);
    b[p + 8] = (byte) ((lowBits << (8 - s)) | keep);
  }

  /** Writes the low {@code width} bits of {@code v}, keeping the bits around them. */
  public static void putLsb(byte[] b, int p, int bit, int width, long v) {
    int end = bit + width;
    int n = (end + 7) >>> 3;
    long m = mask(width);
    if (n <= 8) {
      long word = Bytes.getUnsignedLE(b, p, n);
      word = (word & ~(m << bit)) | ((v & m) << bit);
      Bytes.putUnsignedLE(b, p, n, word);
      return;
    }
    long lo = Bytes.getLongLE(b, p);
    lo = (lo & ~(m << bit)) | ((v & m) << bit);
    Bytes.putLongLE(b, p, lo);
    int s = end - 64; // bits that go into the ninth byte
    int high = (int) ((v & m) >>> (64 - bit));
    int ninth = b[p + 8] & ~((1 << s) - 1);
    b[p + 8] = (byte) (ninth | high);
  }
}
