package io.framewright.cli.samples;

import io.framewright.annotations.Const;
import io.framewright.annotations.Delimited;
import io.framewright.annotations.Message;
import io.framewright.annotations.Text;

/**
 * A line that keeps its LF ({@code include = true}), then a key up to the ':' it leaves for the
 * constant after it ({@code consume = false}), then a byte.
 */
@Message
public record KeptAndLeft(
    @Delimited(terminator = 0x0A, include = true) byte[] line,
    @Delimited(terminator = 0x3A, consume = false) @Text(charset = "US-ASCII") String key,
    @Const(0x3A) byte colon,
    byte after) {}
