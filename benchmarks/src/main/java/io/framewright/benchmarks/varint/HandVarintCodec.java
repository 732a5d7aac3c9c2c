package io.framewright.benchmarks.varint;

import io.framewright.runtime.DecodeException;
import io.framewright.runtime.EncodeException;

/**
 * The baseline for {@link Entry}: LEB128 written out by hand over {@code byte[]}, validating
 * what the generated codec validates (a non-negative id, the payload's maximum and the room in
 * the buffer on encode; truncation, too many bytes, numbers that do not fit, non-minimal
 * varints, the payload's length and the exact end on decode).
 */
public final class HandVarintCodec {
  private HandVarintCodec() {}

  /** Bytes of the varint of the unsigned {@code n}. */
  private static int size(long n) {
    return (63 - Long.numberOfLeadingZeros(n | 1)) / 7 + 1;
  }

  private static int put(long n, byte[] buf, int p, int limit) {
    if (limit - p < size(n)) {
      throw EncodeException.bufferTooSmall("", size(n), limit - p);
    }
    while ((n & ~0x7fL) != 0) {
      buf[p++] = (byte) (n | 0x80);
      n >>>= 7;
    }
    buf[p++] = (byte) n;
    return p;
  }

  public static int encode(Entry e, byte[] buf, int off) {
    int id = e.id();
    if (id < 0) {
      throw EncodeException.outOfRange("id", id, 0, Integer.MAX_VALUE, 31, false);
    }
    byte[] payload = e.payload();
    if (payload.length > Entry.MAX_PAYLOAD) {
      throw EncodeException.tooLong("payload", payload.length, Entry.MAX_PAYLOAD, "byte(s)");
    }
    int limit = buf.length;
    int p = put(id, buf, off, limit);
    long delta = e.delta();
    p = put((delta << 1) ^ (delta >> 63), buf, p, limit);
    p = put(payload.length, buf, p, limit);
    if (limit - p < payload.length) {
      throw EncodeException.bufferTooSmall("payload", payload.length, limit - p);
    }
    System.arraycopy(payload, 0, buf, p, payload.length);
    return p + payload.length - off;
  }

  /**
   * The varint at {@code p} (before {@code end}) of at most {@code maxBytes} bytes and
   * {@code bits} bits; being minimal, it takes {@link #size} bytes of its value.
   */
  private static long get(byte[] buf, int off, int p, int end, int maxBytes, int bits,
      String path) {
    long value = 0;
    for (int i = 0; ; i++) {
      if (i == maxBytes) {
        throw DecodeException.invalid(buf, off, end, p, 0, path, "at most " + maxBytes
            + " bytes", "more");
      }
      if (p + i >= end) {
        throw DecodeException.truncated(buf, off, end, p, 0, path, (i + 1) * 8L);
      }
      int b = buf[p + i];
      long group = b & 0x7f;
      int shift = 7 * i;
      if (shift + 7 > bits && (group >>> (bits - shift)) != 0) {
        throw DecodeException.invalid(buf, off, end, p, 0, path, bits + " bits", "more");
      }
      value |= group << shift;
      if (b >= 0) {
        if (b == 0 && i > 0) {
          throw DecodeException.invalid(buf, off, end, p, 0, path, "fewest bytes", "more");
        }
        return value;
      }
    }
  }

  public static Entry decode(byte[] buf, int off, int len) {
    int end = off + len;
    int p = off;
    int id = (int) get(buf, off, p, end, 5, 31, "id");
    p += size(id);
    long zigzag = get(buf, off, p, end, 10, 64, "delta");
    p += size(zigzag);
    int length = (int) get(buf, off, p, end, 5, 31, "payload");
    p += size(length);
    if (length > Entry.MAX_PAYLOAD) {
      throw DecodeException.invalid(buf, off, end, p, 0, "payload", "at most "
          + Entry.MAX_PAYLOAD + " byte(s)", length + " byte(s)");
    }
    if (length > end - p) {
      throw DecodeException.truncated(buf, off, end, p, 0, "payload", length * 8L);
    }
    byte[] payload = new byte[length];
    System.arraycopy(buf, p, payload, 0, length);
    p += length;
    if (p != end) {
      throw DecodeException.trailing(buf, off, end, p, "");
    }
    return new Entry(id, (zigzag >>> 1) ^ -(zigzag & 1), payload);
  }
}
