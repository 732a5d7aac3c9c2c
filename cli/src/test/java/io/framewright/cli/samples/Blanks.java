package io.framewright.cli.samples;

import io.framewright.annotations.Count;
import io.framewright.annotations.Field;
import io.framewright.annotations.Message;
import java.util.List;

/** A counted list of messages of no bytes, then a byte. */
@Message
public record Blanks(@Count(bits = 8, max = 3) List<Blanks.Blank> blanks, @Field(bits = 8) int after) {
  /** A message of no bytes. */
  @Message
  public record Blank() {}
}
