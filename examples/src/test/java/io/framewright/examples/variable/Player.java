package io.framewright.examples.variable;

import io.framewright.annotations.Length;
import io.framewright.annotations.Message;
import io.framewright.annotations.View;

/** A variable-size message: its name has a length prefix. */
@View
@Message
public record Player(byte id, @Length(bits = 8) String name) {}
