package io.framewright.cli.samples;

import io.framewright.runtime.ValueCodec;
import io.framewright.runtime.WireReader;

/**
 * An {@link Rgb} as {@link RgbCodec}'s three bytes, which says so ({@link #extent()}), and as
 * JSON the string {@code "#rrggbb"}.
 */
public final class HexColourCodec implements ValueCodec<Rgb> {
  private static final RgbCodec BYTES = new RgbCodec();

  @Override
  public int size(Rgb value) {
    return BYTES.size(value);
  }

  @Override
  public int write(Rgb value, byte[] buf, int p, int limit) {
    return BYTES.write(value, buf, p, limit);
  }

  @Override
  public Rgb read(WireReader in) {
    return BYTES.read(in);
  }

  @Override
  public Extent extent() {
    return Extent.fixed(3);
  }

  @Override
  public JsonForm jsonForm() {
    return JsonForm.STRING;
  }

  @Override
  public String toJson(Rgb value) {
    return String.format("#%02x%02x%02x", value.red, value.green, value.blue);
  }

  @Override
  public Rgb fromJson(String json) {
    if (!json.matches("#[0-9a-fA-F]{6}")) {
      throw new IllegalArgumentException("expected #rrggbb");
    }
    int rgb = Integer.parseInt(json.substring(1), 16);
    return new Rgb(rgb >> 16, (rgb >> 8) & 0xff, rgb & 0xff);
  }
}
