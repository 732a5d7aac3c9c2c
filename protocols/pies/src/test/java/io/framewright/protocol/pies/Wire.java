package io.framewright.protocol.pies;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.framewright.runtime.Codec;
import io.framewright.runtime.DecodeException;
import io.framewright.runtime.Hex;

/** Shared assertions: values and bytes written out by hand correspond exactly, both ways. */
final class Wire {
  private Wire() {}

  /**
   * {@code value} encodes to {@code hex} (and {@code size} says so), {@code hex} decodes to
   * {@code value}, and the decoded value encodes back to {@code hex}.
   */
  static <T> void assertWire(Codec<T> codec, T value, String hex) {
    byte[] wire = Hex.parse(hex);
    assertEquals(Hex.compact(wire), Hex.compact(codec.encode(value)), "encode");
    assertEquals(wire.length, codec.size(value), "size");
    T decoded = codec.decode(wire);
    assertEquals(value, decoded, "decode");
    assertArrayEquals(wire, codec.encode(decoded), "decode then encode");
  }

  /** {@code hex} does not decode; the error names {@code path} at byte {@code offset}. */
  static DecodeException assertDecodeError(Codec<?> codec, String hex, String path, long offset) {
    DecodeException e = assertThrows(DecodeException.class, () -> codec.decode(Hex.parse(hex)));
    assertEquals(path, e.fieldPath(), e.getMessage());
    assertEquals(offset, e.byteOffset(), e.getMessage());
    return e;
  }
}
