package io.framewright.cli.samples;

import io.framewright.annotations.Endian;
import io.framewright.annotations.Field;
import io.framewright.annotations.Length;
import io.framewright.annotations.Message;
import io.framewright.annotations.Select;
import io.framewright.annotations.Tag;
import io.framewright.annotations.Union;

/**
 * A payload whose trailing zeros are dropped ({@code @Truncated}, MAVLink 2's payload
 * truncation): len, the kind that selects the body, the body's bytes on the wire, then a byte
 * after it, for the tools to show the zero-filled fields.
 */
@Message(order = Endian.LITTLE)
public record ZeroFilled(@Field(bits = 8) int len, @Field(bits = 8) int kind,
    @Select(field = "kind") @Length(field = "len") @io.framewright.annotations.Truncated
    Body body, byte after) {

  /** The body, chosen by kind. */
  @Message(order = Endian.LITTLE)
  @Union(bits = 8)
  public sealed interface Body permits Pair, One {}

  /** Kind 1: two little-endian shorts. */
  @Tag(1)
  public record Pair(short a, short b) implements Body {}

  /** Kind 2: one byte. */
  @Tag(2)
  public record One(byte x) implements Body {}
}
