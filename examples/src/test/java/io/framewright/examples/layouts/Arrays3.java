package io.framewright.examples.layouts;

import io.framewright.annotations.Count;
import io.framewright.annotations.Field;
import io.framewright.annotations.Message;

/** Fixed-length arrays of every kind, after a 4-bit header padded to a byte. */
@Message
public record Arrays3(
    @Field(bits = 4) int version,
    @Field(bits = 4) int reserved,
    @Count(3) byte[] raw,
    @Count(3) @Field(bits = 16) int[] ports,
    @Count(2) boolean[] flags,
    @Count(2) @Field(bits = 8, signed = true) Color[] colors,
    @Count(2) Inner[] inners,
    @Count(1) long[] ids) {}
