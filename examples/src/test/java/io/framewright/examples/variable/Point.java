package io.framewright.examples.variable;

import io.framewright.annotations.Message;
import io.framewright.annotations.View;

@View
@Message
public record Point(short x, short y) {}
