package io.framewright.cli.samples;

import io.framewright.annotations.Count;
import io.framewright.annotations.Field;
import io.framewright.annotations.Message;
import io.framewright.annotations.RepeatUntil;
import java.util.List;

/**
 * Options until the one whose "last" bit is set, that one included ({@code @RepeatUntil}), then
 * a byte: for the tools to walk a list its last element ends.
 */
@Message
public record OptionChain(
    @RepeatUntil(field = "last", equal = 1, max = 8) List<Option> options, byte after) {

  /** The high bit says whether this is the last option; a 7-bit type, then counted data. */
  @Message
  public record Option(@Field(bits = 1) boolean last, @Field(bits = 7) int type,
      @Count(bits = 8) byte[] data) {}
}
