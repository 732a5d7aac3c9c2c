package io.framewright.examples.variable;

import io.framewright.annotations.Length;
import io.framewright.annotations.Message;

/** A fixed-length, zero-padded string: the message stays fixed-size. */
@Message
public record Named(@Length(8) String name, int score) {}
