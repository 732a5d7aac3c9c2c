package io.framewright.cli;

import io.framewright.runtime.Hex;
import java.io.ByteArrayOutputStream;

/**
 * pcapng blocks written out from the field lists of draft-ietf-opsawg-pcapng (section 4): block
 * type, block total length, body, block total length; all fields in the section's byte order.
 */
final class Pcapng {
  private Pcapng() {}

  /** Section Header Block, little-endian: byte-order magic 1a2b3c4d, version 1.0, length -1. */
  static final byte[] LITTLE_SECTION = Hex.parse("0a0d0d0a" + "1c000000" + "4d3c2b1a"
      + "0100" + "0000" + "ffffffffffffffff" + "1c000000");

  /**
   * Interface Description Block, little-endian: LINKTYPE_ETHERNET, snaplen 262144, option
   * if_tsresol (9) of one byte 09 (nanoseconds) padded to 4, opt_endofopt; 32 bytes.
   */
  static final byte[] LITTLE_IDB_NANOS = Hex.parse("01000000" + "20000000" + "0100" + "0000"
      + "00000400" + "0900" + "0100" + "09000000" + "0000" + "0000" + "20000000");

  /** Section Header Block, big-endian. */
  static final byte[] BIG_SECTION = Hex.parse("0a0d0d0a" + "0000001c" + "1a2b3c4d"
      + "0001" + "0000" + "ffffffffffffffff" + "0000001c");

  /** Interface Description Block, big-endian: Ethernet, snaplen 0 (none), no options. */
  static final byte[] BIG_IDB = Hex.parse("00000001" + "00000014" + "0001" + "0000"
      + "00000000" + "00000014");

  /** A Name Resolution Block (type 4) with only nrb_record_end: a block a reader skips. */
  static byte[] unknownBlock() {
    return Hex.parse("04000000" + "10000000" + "00000000" + "10000000");
  }

  /**
   * Enhanced Packet Block, little-endian, interface 0, timestamp 1700000000123456789 ns
   * (17979cfe 3d85cd15, high word first), the packet padded to 32 bits.
   */
  static byte[] littleEpb(byte[] packet) {
    int padded = (packet.length + 3) & ~3;
    int total = 32 + padded;
    ByteArrayOutputStream b = new ByteArrayOutputStream();
    b.writeBytes(Hex.parse("06000000"));
    b.writeBytes(le32(total));
    b.writeBytes(Hex.parse("00000000" + "fe9c9717" + "15cd853d"));
    b.writeBytes(le32(packet.length));
    b.writeBytes(le32(packet.length));
    b.writeBytes(packet);
    b.writeBytes(new byte[padded - packet.length]);
    b.writeBytes(le32(total));
    return b.toByteArray();
  }

  /** Simple Packet Block, big-endian: original length, the packet padded to 32 bits. */
  static byte[] bigSpb(byte[] packet) {
    int padded = (packet.length + 3) & ~3;
    int total = 16 + padded;
    ByteArrayOutputStream b = new ByteArrayOutputStream();
    b.writeBytes(Hex.parse("00000003"));
    b.writeBytes(be32(total));
    b.writeBytes(be32(packet.length));
    b.writeBytes(packet);
    b.writeBytes(new byte[padded - packet.length]);
    b.writeBytes(be32(total));
    return b.toByteArray();
  }

  static byte[] le32(int v) {
    return new byte[] {(byte) v, (byte) (v >>> 8), (byte) (v >>> 16), (byte) (v >>> 24)};
  }

  static byte[] be32(int v) {
    return new byte[] {(byte) (v >>> 24), (byte) (v >>> 16), (byte) (v >>> 8), (byte) v};
  }
}
