package io.framewright.examples;

import io.framewright.annotations.Message;

/** A position in world units: two big-endian 16-bit signed integers. */
@Message
public record Vec2(short x, short y) {}
