package io.framewright.runtime;

/**
 * CRC-16/MCRF4XX: polynomial 0x1021 reflected (0x8408), initial value 0xFFFF, no final XOR;
 * check value 0x6F91 for "123456789". Parameters as catalogued in Greg Cook's "Catalogue of
 * parametrised CRC algorithms". This is the CRC MAVLink calls X.25 ({@code crc_accumulate} in its
 * C library, over a frame's bytes after the start marker and then the message's CRC_EXTRA byte);
 * it is not the catalogue's CRC-16/IBM-SDLC ("X-25"), which XORs the result with 0xFFFF.
 */
public final class Crc16Mcrf4xx extends ReflectedCrc16 {
  /** A CRC over no bytes yet; {@code @Checksum(algorithm = ...)} makes one per message. */
  public Crc16Mcrf4xx() {
    super(0xFFFF);
  }
}
