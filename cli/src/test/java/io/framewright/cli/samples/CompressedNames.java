package io.framewright.cli.samples;

import io.framewright.annotations.BackReference;
import io.framewright.annotations.Count;
import io.framewright.annotations.Delimited;
import io.framewright.annotations.Field;
import io.framewright.annotations.Length;
import io.framewright.annotations.Message;
import io.framewright.annotations.Text;
import java.util.List;

/**
 * Names compressed as DNS compresses them (RFC 1035 section 4.1.4): for the JSON of
 * {@code decode}, whose trace reads the elements a pointer leads to where they lie, earlier in
 * the frame.
 */
public final class CompressedNames {
  private CompressedNames() {}

  /** A label: a length octet, at most 63 ASCII octets. */
  @Message
  public record Label(@Length(bits = 8, max = 63) @Text(charset = "US-ASCII") String text) {}

  /** A name up to a zero octet or a pointer (top bits 11, a 14-bit offset), then a value. */
  @Message
  @SuppressWarnings("framewright:terminator")
  public record Entry(@Delimited(terminator = 0) @BackReference List<Label> name,
      @Field(bits = 16) int value) {}

  /** A count, then the entries. */
  @Message
  public record Table(@Field(bits = 8) int count, @Count(field = "count") List<Entry> entries) {}

  /** As {@link Entry}, its name compressed by the encoder ({@code compress = true}). */
  @Message
  @SuppressWarnings("framewright:terminator")
  public record PackedEntry(
      @Delimited(terminator = 0) @BackReference(compress = true) List<Label> name,
      @Field(bits = 16) int value) {}

  /** A count, then the entries, whose names the encoder compresses. */
  @Message
  public record PackedTable(@Field(bits = 8) int count,
      @Count(field = "count") List<PackedEntry> entries) {}
}
