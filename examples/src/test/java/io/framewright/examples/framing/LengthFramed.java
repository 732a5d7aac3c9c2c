package io.framewright.examples.framing;

import io.framewright.annotations.Field;
import io.framewright.annotations.Length;
import io.framewright.annotations.Message;

/** A frame that declares its length: u16 body length, then the body. */
@Message
public record LengthFramed(@Field(bits = 16) int length, @Length(field = "length") byte[] body) {
  /** The frame's whole length from its header, for {@code Resync.skipDeclaredLength}. */
  public static int frameLength(byte[] buf, int start, int to) {
    return to - start < 2 ? -1 : 2 + ((buf[start] & 0xFF) << 8 | buf[start + 1] & 0xFF);
  }
}
