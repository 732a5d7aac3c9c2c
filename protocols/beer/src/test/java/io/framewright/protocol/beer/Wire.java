package io.framewright.protocol.beer;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.framewright.runtime.Codec;
import io.framewright.runtime.Hex;

/** A value and bytes written out by hand correspond exactly, both ways. */
final class Wire {
  private Wire() {}

  /**
   * {@code value} encodes to {@code hex} (and {@code size} says so), {@code hex} decodes to
   * {@code value}, and that decodes back to the same bytes.
   */
  static <T> void assertWire(Codec<T> codec, T value, String hex) {
    byte[] wire = Hex.parse(hex);
    assertEquals(Hex.compact(wire), Hex.compact(codec.encode(value)), "encode");
    assertEquals(wire.length, codec.size(value), "size");
    T decoded = codec.decode(wire);
    assertEquals(value, decoded, "decode");
    assertArrayEquals(wire, codec.encode(decoded), "decode then encode");
  }
}
