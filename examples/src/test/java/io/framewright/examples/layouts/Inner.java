package io.framewright.examples.layouts;

import io.framewright.annotations.Field;
import io.framewright.annotations.Message;

@Message
public record Inner(@Field(bits = 4, signed = true) Color color, @Field(bits = 12) int level) {}
