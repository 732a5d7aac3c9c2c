package io.framewright.examples.variable;

import io.framewright.annotations.Count;
import io.framewright.annotations.Field;
import io.framewright.annotations.Message;
import java.util.List;

/** A 4-bit count packed beside a 4-bit field; little-endian 16-bit elements; boxed values. */
@Message
public record Nibbles(
    @Field(bits = 4) int kind,
    @Count(bits = 4) @Field(order = io.framewright.annotations.Endian.LITTLE) short[] values,
    @Count(bits = 8) List<Integer> ids,
    @SuppressWarnings("framewright:boxed") Integer always) {}
