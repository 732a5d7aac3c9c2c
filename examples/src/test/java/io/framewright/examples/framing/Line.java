package io.framewright.examples.framing;

import io.framewright.annotations.Delimited;
import io.framewright.annotations.Message;

/** Component terminators: NUL-terminated text and CR LF-terminated bytes. */
@Message
public record Line(@Delimited(terminator = 0x00) String name,
    @Delimited(terminator = {0x0D, 0x0A}, max = 8) byte[] payload) {}
