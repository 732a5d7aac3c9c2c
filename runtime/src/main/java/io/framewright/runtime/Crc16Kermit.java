package io.framewright.runtime;

/**
 * CRC-16/KERMIT (also CRC-16/CCITT-TRUE): polynomial 0x1021 reflected (0x8408), initial value 0,
 * no final XOR; check value 0x2189 for "123456789". Parameters as catalogued in Greg Cook's
 * "Catalogue of parametrised CRC algorithms". Table-driven, one byte per step.
 */
public final class Crc16Kermit extends ReflectedCrc16 {
  /** A CRC over no bytes yet; {@code @Checksum(algorithm = ...)} makes one per message. */
  public Crc16Kermit() {
    super(0);
  }
}
