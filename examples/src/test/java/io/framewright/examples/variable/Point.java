package io.framewright.examples.variable;

import io.framewright.annotations.Message;

@Message
public record Point(short x, short y) {}
