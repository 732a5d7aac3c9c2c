package io.framewright.protocol.pies;

import io.framewright.runtime.DecodeException;
import io.framewright.runtime.EncodeException;
import io.framewright.runtime.ValueCodec;
import io.framewright.runtime.WireReader;

/**
 * The byte of a pies boolean (after its data type {@code 03}). The source document never shows
 * one and the server's log holds none, so this module chooses: {@code 01} for false and
 * {@code 02} for true, the same "value + 1" rule as number digits, so a boolean can never be the
 * item splitter {@code 00} or the packet splitter {@code ff}. Any other byte is a decode error.
 */
public final class PiesBoolean implements ValueCodec<Boolean> {
  /** The byte of {@code false}. */
  public static final int FALSE = 0x01;
  /** The byte of {@code true}. */
  public static final int TRUE = 0x02;

  @Override
  public int size(Boolean value) {
    return 1;
  }

  @Override
  public int write(Boolean value, byte[] buf, int p, int limit) {
    if (value == null) {
      throw EncodeException.nullValue("");
    }
    if (limit - p < 1) {
      throw EncodeException.bufferTooSmall("", 1, limit - p);
    }
    buf[p] = (byte) (value ? TRUE : FALSE);
    return p + 1;
  }

  @Override
  public Boolean read(WireReader in) {
    byte[] buf = in.buffer();
    int at = in.claim(1, "");
    int b = buf[at] & 0xFF;
    if (b == FALSE) {
      return Boolean.FALSE;
    }
    if (b == TRUE) {
      return Boolean.TRUE;
    }
    throw DecodeException.invalid(buf, in.start(), in.end(), at, 0, "",
        "01 (false) or 02 (true)", String.format("%02x", b));
  }
}
