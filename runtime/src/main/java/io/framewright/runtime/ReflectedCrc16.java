package io.framewright.runtime;

import java.util.zip.Checksum;

/**
 * A CRC-16 of polynomial 0x1021 reflected (0x8408) and no final XOR, table-driven, one byte per
 * step: {@link Crc16Kermit} and {@link Crc16Mcrf4xx}, which differ only in their initial value,
 * share it instead of each building its own table.
 */
abstract class ReflectedCrc16 implements Checksum {
  private static final int[] TABLE = new int[256];

  static {
    for (int i = 0; i < 256; i++) {
      int crc = i;
      for (int bit = 0; bit < 8; bit++) {
        crc = (crc & 1) != 0 ? (crc >>> 1) ^ 0x8408 : crc >>> 1;
      }
      TABLE[i] = crc;
    }
  }

  private final int initial;
  private int crc;

  ReflectedCrc16(int initial) {
    this.initial = initial;
    this.crc = initial;
  }

  @Override
  public void update(int b) {
    crc = (crc >>> 8) ^ TABLE[(crc ^ b) & 0xFF];
  }

  @Override
  public void update(byte[] b, int off, int len) {
    int c = crc;
    for (int i = off; i < off + len; i++) {
      c = (c >>> 8) ^ TABLE[(c ^ b[i]) & 0xFF];
    }
    crc = c;
  }

  @Override
  public long getValue() {
    return crc & 0xFFFF;
  }

  @Override
  public void reset() {
    crc = initial;
  }
}
