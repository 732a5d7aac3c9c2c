package io.framewright.cli.samples;

import io.framewright.annotations.Delimited;
import io.framewright.annotations.Field;
import io.framewright.annotations.Length;
import io.framewright.annotations.Message;
import io.framewright.annotations.Tag;
import io.framewright.annotations.Text;
import io.framewright.annotations.Trailing;
import io.framewright.annotations.Union;
import io.framewright.annotations.Varint;
import io.framewright.annotations.When;

/**
 * Layouts the five protocols do not have, for the dissectors: a varint tag, varints (zigzag
 * too), a varint length, terminated text and bytes, a size computed from an earlier field, a
 * field on the wire only when an earlier one has given values, a trailing one.
 */
@Message
@Union(varint = true)
public sealed interface Mixed permits Mixed.Counters, Mixed.Lines, Mixed.Sized {

  /** Varints. */
  @Tag(1)
  record Counters(@Varint int n, @Varint(zigzag = true) long z,
      @Length(varint = true) String name) implements Mixed {}

  /** Terminated parts; a tag of two varint bytes. */
  @Tag(300)
  record Lines(@Delimited(terminator = 0x0a) String line,
      @Delimited(terminator = {0x0d, 0x0a}) byte[] raw,
      @Text(charset = "ISO-8859-1") @Length(bits = 8) String latin,
      @Field(bits = 8) int after) implements Mixed {}

  /** A size expression, a condition, a trailing field. */
  @Tag(3)
  record Sized(@Field(bits = 8) int words, @Length(expr = "words * 2 - 1") byte[] data,
      @When(field = "words", mask = 0x3, equal = {2}) Short extra,
      @Trailing Integer tail) implements Mixed {}
}
