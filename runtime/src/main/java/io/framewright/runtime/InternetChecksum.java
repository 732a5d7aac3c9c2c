package io.framewright.runtime;

import java.util.zip.Checksum;

/**
 * The Internet checksum of RFC 1071 (IPv4, ICMP, UDP and TCP headers): the ones' complement of
 * the ones' complement sum of the data taken as big-endian 16-bit words, an odd last byte padded
 * with a zero byte. Over data whose checksum field holds the right value, the sum is 0xFFFF and
 * {@link #getValue()} is 0. Bytes may come in any number of updates: a word may be split
 * between two. The sum is kept in a long and folded only when read (RFC 1071 section 2(C)), so
 * an update is one add per word; a long can not overflow on any input an array can hold.
 */
public final class InternetChecksum implements Checksum {
  private long sum;
  /** Whether an odd number of bytes has been added: the next byte is a word's low half. */
  private boolean odd;

  /** A checksum over no bytes yet; {@code @Checksum(algorithm = ...)} makes one per message. */
  public InternetChecksum() {}

  @Override
  public void update(int b) {
    sum += odd ? b & 0xFF : (b & 0xFF) << 8;
    odd = !odd;
  }

  @Override
  public void update(byte[] b, int off, int len) {
    java.util.Objects.checkFromIndexSize(off, len, b.length);
    int i = off;
    int end = off + len;
    if (odd && i < end) {
      update(b[i++]);
    }
    long s = sum;
    for (; i + 1 < end; i += 2) {
      s += (b[i] & 0xFF) << 8 | (b[i + 1] & 0xFF);
    }
    sum = s;
    if (i < end) {
      update(b[i]);
    }
  }

  /** The 16-bit checksum of the bytes so far. */
  @Override
  public long getValue() {
    long s = sum;
    while ((s >>> 16) != 0) {
      s = (s & 0xFFFF) + (s >>> 16);
    }
    return ~s & 0xFFFF;
  }

  @Override
  public void reset() {
    sum = 0;
    odd = false;
  }
}
