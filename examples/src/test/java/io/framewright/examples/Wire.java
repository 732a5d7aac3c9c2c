package io.framewright.examples;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.framewright.runtime.Codec;
import io.framewright.runtime.Hex;

/** Shared assertion: a value and bytes written out by hand correspond exactly, both ways. */
final class Wire {
  private Wire() {}

  /**
   * {@code value} encodes to {@code hex} (and {@code size} says so), and {@code hex} decodes to
   * a value that encodes back to it.
   */
  static <T> void assertWire(Codec<T> codec, T value, String hex) {
    byte[] wire = Hex.parse(hex);
    assertEquals(Hex.compact(wire), Hex.compact(codec.encode(value)), "encode");
    assertEquals(wire.length, codec.size(value), "size");
    assertArrayEquals(wire, codec.encode(codec.decode(wire)), "decode then encode");
  }
}
