package io.framewright.cli.samples;

import io.framewright.runtime.EncodeException;
import io.framewright.runtime.ValueCodec;
import io.framewright.runtime.WireReader;

/** An {@link Rgb} as three bytes: red, green, blue. */
public final class RgbCodec implements ValueCodec<Rgb> {
  @Override
  public int size(Rgb value) {
    return 3;
  }

  @Override
  public int write(Rgb value, byte[] buf, int p, int limit) {
    if (limit - p < 3) {
      throw EncodeException.bufferTooSmall("", 3, limit - p);
    }
    buf[p] = (byte) value.red;
    buf[p + 1] = (byte) value.green;
    buf[p + 2] = (byte) value.blue;
    return p + 3;
  }

  @Override
  public Rgb read(WireReader in) {
    byte[] buf = in.buffer();
    int at = in.claim(3, "");
    return new Rgb(buf[at] & 0xff, buf[at + 1] & 0xff, buf[at + 2] & 0xff);
  }
}
