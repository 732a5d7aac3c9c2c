package io.framewright.runtime;

import java.util.zip.Checksum;

/**
 * CRC-16/KERMIT (also CRC-16/CCITT-TRUE): polynomial 0x1021 reflected (0x8408), initial value 0,
 * no final XOR; check value 0x2189 for "123456789". Parameters as catalogued in Greg Cook's
 * "Catalogue of parametrised CRC algorithms". Table-driven, one byte per step.
 */
public final class Crc16Kermit implements Checksum {
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

  private int crc;

  /** A CRC over no bytes yet; {@code @Checksum(algorithm = ...)} makes one per message. */
  public Crc16Kermit() {}

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
    crc = 0;
  }
}
