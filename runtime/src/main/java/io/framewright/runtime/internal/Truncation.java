package io.framewright.runtime.internal;

import io.framewright.runtime.EncodeException;

/**
 * Encoding a {@code @Truncated} part (MAVLink 2's payload truncation): the part is written whole
 * into an array of its fixed size, then only its bytes up to the last one that is not zero (at
 * least {@code keep} of them) go on the wire, and the length written is that count. Decoding
 * reads the missing tail as zeros ({@code WireReader.zeroFilled}).
 */
public class Truncation {
  /** Not instantiated: extended only by the class of this name in {@code CodecSupport.Internal}. */
  protected Truncation() {}

  /**
   * The bytes of {@code whole} that go on the wire: up to its last byte that is not zero, and
   * at least {@code keep} (never more than it has).
   */
  public static int kept(byte[] whole, int keep) {
    int n = whole.length;
    while (n > keep && whole[n - 1] == 0) {
      n--;
    }
    return Math.min(n, whole.length);
  }

  /**
   * Copies the first {@code kept} bytes of {@code whole} to {@code buf} at {@code p}, before
   * {@code limit}; returns the index after them.
   */
  public static int put(byte[] whole, int kept, byte[] buf, int p, int limit, String path) {
    if (limit - p < kept) {
      throw EncodeException.bufferTooSmall(path, kept, limit - p);
    }
    System.arraycopy(whole, 0, buf, p, kept);
    return p + kept;
  }
}
