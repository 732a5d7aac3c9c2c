package io.framewright.examples.layouts;

import io.framewright.annotations.Message;

/** Every primitive at its natural width, big-endian. */
@Message
public record AllTypes(
    boolean bool,
    byte b,
    short s,
    char c,
    int i,
    long l,
    float f,
    double d) {}
