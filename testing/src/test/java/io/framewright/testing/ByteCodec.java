package io.framewright.testing;

import io.framewright.runtime.Codec;
import io.framewright.runtime.DecodeException;
import io.framewright.runtime.EncodeException;
import io.framewright.runtime.WireReader;

/**
 * A one-byte codec for values 0..99, hand-written, with switches that make it misbehave the way
 * a broken codec would; the checks must notice each.
 */
class ByteCodec implements Codec<Integer> {
  /** decode: 100..199 decode as value - 100 too (a second spelling). */
  boolean secondSpelling;
  /** decode: byte 0xEE throws IndexOutOfBoundsException. */
  boolean crashOnEe;
  /** size: says 2. */
  boolean wrongSize;
  /** encode: writes before throwing for values over 99, and one byte past its own. */
  boolean scribbles;

  @Override
  public Class<Integer> type() {
    return Integer.class;
  }

  @Override
  public int size(Integer value) {
    return wrongSize ? 2 : 1;
  }

  @Override
  public int encode(Integer value, byte[] buf, int off) {
    if (value < 0 || value > 99) {
      if (scribbles) {
        buf[off + 1] = 1;
      }
      throw EncodeException.outOfRange("Box.value", value, 0, 99, 8, false);
    }
    buf[off] = (byte) (int) value;
    return 1;
  }

  @Override
  public Integer decode(byte[] buf, int off, int len) {
    if (len != 1) {
      throw DecodeException.truncated(buf, off, off + len, off, 0, "Box.value", 8);
    }
    int b = buf[off] & 0xFF;
    if (crashOnEe && b == 0xEE) {
      throw new IndexOutOfBoundsException(b);
    }
    if (b < 100) {
      return b;
    }
    if (secondSpelling && b < 200) {
      return b - 100;
    }
    throw DecodeException.invalid(buf, off, off + len, off, 0, "Box.value", "0..99",
        Integer.toString(b));
  }

  @Override
  public Integer read(WireReader in) {
    throw new UnsupportedOperationException("not needed by these tests");
  }
}
