package io.framewright.protocol.avara;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.framewright.runtime.Codec;
import io.framewright.runtime.Hex;

/** Shared assertions and an independent CRC-16/KERMIT for the expected bytes. */
final class Wire {
  private Wire() {}

  /**
   * {@code value} encodes to {@code hex} (and {@code size} says so), {@code hex} decodes to a
   * value equal to {@code value}, and that value encodes back to {@code hex}.
   */
  static <T> T assertWire(Codec<T> codec, T value, String hex) {
    byte[] wire = Hex.parse(hex);
    assertEquals(Hex.compact(wire), Hex.compact(codec.encode(value)), "encode");
    assertEquals(wire.length, codec.size(value), "size");
    T back = codec.decode(wire);
    assertEquals(value, back, "decode");
    assertArrayEquals(wire, codec.encode(back), "decode then encode");
    return back;
  }

  /**
   * CRC-16/KERMIT one bit at a time, straight from its parameters (poly 0x1021 reflected to
   * 0x8408, init 0, reflected in and out, no final xor); shares nothing with the runtime's
   * table-driven Crc16Kermit.
   */
  static int kermit(byte[] data) {
    int crc = 0;
    for (byte b : data) {
      crc ^= b & 0xFF;
      for (int i = 0; i < 8; i++) {
        crc = (crc & 1) != 0 ? (crc >>> 1) ^ 0x8408 : crc >>> 1;
      }
    }
    return crc;
  }

  /**
   * {@code datagram} with its first two bytes set to the crc the reference computes over it with
   * them holding the version, as upstream sends it: for random inputs, which almost never carry
   * a good crc, and without one no datagram decodes.
   */
  static byte[] withCrc(byte[] datagram) {
    byte[] fixed = datagram.clone();
    if (fixed.length < 2) {
      return fixed;
    }
    fixed[0] = (byte) Datagram.NET_VERSION;
    fixed[1] = 0;
    int crc = kermit(fixed);
    fixed[0] = (byte) crc;
    fixed[1] = (byte) (crc >>> 8);
    return fixed;
  }

  /**
   * Checks that the first two bytes of a datagram written out by hand are the CRC the reference
   * computes over it with those two bytes replaced by the version, 12 00.
   */
  static void assertCrcWrittenRight(String hex) {
    byte[] wire = Hex.parse(hex);
    int stated = (wire[0] & 0xFF) | (wire[1] & 0xFF) << 8;
    wire[0] = 0x12;
    wire[1] = 0x00;
    assertEquals(Integer.toHexString(kermit(wire)), Integer.toHexString(stated),
        "the crc written in the test");
  }
}
