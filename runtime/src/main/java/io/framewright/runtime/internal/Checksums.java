package io.framewright.runtime.internal;

import java.util.zip.Checksum;

/** Checksums over an encoded message whose checksum field holds a placeholder meanwhile. */
public class Checksums {
  /** Not instantiated: extended only by the class of this name in {@code CodecSupport.Internal}. */
  protected Checksums() {}

  /**
   * {@code checksum} over {@code buf[from .. to)} where the {@code fieldBytes} bytes at
   * {@code field} are left out, or, if {@code placeholder} is not null, taken as it.
   */
  public static long compute(Checksum checksum, byte[] buf, int from, int to, int field,
      int fieldBytes, byte[] placeholder) {
    return compute(checksum, buf, from, to, field, fieldBytes, placeholder, null);
  }

  /**
   * As {@link #compute(Checksum, byte[], int, int, int, int, byte[])}, then {@code extra} (the
   * selected variant's {@code @ChecksumExtra}, MAVLink's CRC_EXTRA) if not null: bytes that are
   * not on the wire, fed after the covered ones.
   */
  public static long compute(Checksum checksum, byte[] buf, int from, int to, int field,
      int fieldBytes, byte[] placeholder, byte[] extra) {
    checksum.update(buf, from, field - from);
    if (placeholder != null) {
      checksum.update(placeholder, 0, fieldBytes);
    }
    int after = field + fieldBytes;
    checksum.update(buf, after, to - after);
    if (extra != null) {
      checksum.update(extra, 0, extra.length);
    }
    return checksum.getValue();
  }

  /**
   * {@code checksum} over {@code buf[from .. to)}, where the bytes of the {@code fieldBytes}-byte
   * checksum field at {@code field} that fall inside the range count as zero (the field may lie
   * inside the range, partly, or outside it).
   */
  public static long computeOver(Checksum checksum, byte[] buf, int from, int to, int field,
      int fieldBytes) {
    int zeroFrom = Math.min(Math.max(field, from), to);
    int zeroTo = Math.max(zeroFrom, Math.min(field + fieldBytes, to));
    checksum.update(buf, from, zeroFrom - from);
    for (int i = zeroFrom; i < zeroTo; i++) {
      checksum.update(0);
    }
    checksum.update(buf, zeroTo, to - zeroTo);
    return checksum.getValue();
  }
}
