package io.framewright.protocol.bitpacked;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.framewright.runtime.Codec;
import io.framewright.runtime.Hex;

/** A value and bytes written out by hand correspond exactly, both ways. */
final class Wire {
  private Wire() {}

  /**
   * {@code value} encodes to {@code hex} (and {@code size} says so), {@code hex} decodes to a
   * value equal to {@code value}, which encodes back to it; returns the decoded value.
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
}
