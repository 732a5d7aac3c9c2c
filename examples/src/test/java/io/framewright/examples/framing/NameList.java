package io.framewright.examples.framing;

import io.framewright.annotations.Count;
import io.framewright.annotations.Field;
import io.framewright.annotations.Length;
import io.framewright.annotations.Message;
import java.util.List;

/**
 * A count of length-prefixed names and nothing that gives the whole length: the layout a stream
 * framer can only learn element by element.
 */
@Message
public record NameList(@Field(bits = 8) int count, @Count(field = "count") List<Name> names) {
  /** u8 length, then that many bytes of UTF-8. */
  @Message
  public record Name(@Field(bits = 8) int length, @Length(field = "length") String text) {}
}
