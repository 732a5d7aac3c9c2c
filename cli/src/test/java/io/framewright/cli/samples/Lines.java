package io.framewright.cli.samples;

import io.framewright.annotations.Count;
import io.framewright.annotations.Delimited;
import io.framewright.annotations.Message;
import io.framewright.annotations.Remaining;
import java.util.List;

/** A counted list of messages that each end at a newline. */
@Message
public record Lines(@Count(bits = 8, max = 16) List<Lines.Line> lines) {
  /** The bytes of a line, before its newline. */
  @Message
  @Delimited(terminator = 0x0A)
  public record Line(@Remaining byte[] text) {}
}
