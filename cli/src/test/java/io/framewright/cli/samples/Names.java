package io.framewright.cli.samples;

import io.framewright.annotations.BackReference;
import io.framewright.annotations.Delimited;
import io.framewright.annotations.Length;
import io.framewright.annotations.Message;
import java.util.List;

/**
 * Two names of DNS-like labels for the tools, the second of which may end at a pointer to the
 * first ({@code @BackReference}: 11, then a 14-bit offset from the message start), then a short.
 */
@Message
@SuppressWarnings("framewright:terminator")
public record Names(
    @Delimited(terminator = 0) @BackReference List<Names.Label> first,
    @Delimited(terminator = 0) @BackReference List<Names.Label> second,
    short after) {

  /** A length octet and at most 63 octets. */
  @Message
  public record Label(@Length(bits = 8, max = 63) byte[] text) {}
}
