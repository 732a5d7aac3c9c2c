package io.framewright.examples.variable;

import io.framewright.annotations.Length;
import io.framewright.annotations.Message;

/** A variable-size message behind a byte-length prefix. */
@Message
public record Envelope(@Length(bits = 8) Player inner, byte after) {}
