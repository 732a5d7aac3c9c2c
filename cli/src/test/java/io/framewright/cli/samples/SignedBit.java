package io.framewright.cli.samples;

import io.framewright.annotations.Field;
import io.framewright.annotations.Message;

/** A signed field of one bit (0 or -1), then seven unsigned bits. */
@Message
public record SignedBit(@Field(bits = 1, signed = true) int sign, @Field(bits = 7) int rest) {}
