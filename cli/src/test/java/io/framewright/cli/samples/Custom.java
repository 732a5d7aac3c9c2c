package io.framewright.cli.samples;

import io.framewright.annotations.Field;
import io.framewright.annotations.Message;
import io.framewright.annotations.Using;
import io.framewright.runtime.ValueCodec;
import io.framewright.runtime.WireReader;

/**
 * A part a custom codec reads ({@code @Using}) with no length before it: only the codec knows
 * where it ends (here a count byte, then that many bytes), so a dissector can not.
 */
public final class Custom {
  private Custom() {}

  /** The custom part, then a field after it. */
  @Message
  public record Middle(@Field(bits = 8) int kind, @Using(Counted.class) byte[] body,
      @Field(bits = 8) int after) {}

  /** The custom part last: it takes the rest of the message. */
  @Message
  public record Last(@Field(bits = 8) int kind, @Using(Counted.class) byte[] body) {}

  /** A count byte, then that many bytes. */
  public static final class Counted implements ValueCodec<byte[]> {
    @Override
    public int size(byte[] value) {
      return 1 + value.length;
    }

    @Override
    public int write(byte[] value, byte[] buf, int p, int limit) {
      buf[p] = (byte) value.length;
      System.arraycopy(value, 0, buf, p + 1, value.length);
      return p + 1 + value.length;
    }

    @Override
    public byte[] read(WireReader in) {
      int n = in.readBytes(1, 1, "")[0] & 0xff;
      return in.readBytes(n, 255, "");
    }
  }
}
