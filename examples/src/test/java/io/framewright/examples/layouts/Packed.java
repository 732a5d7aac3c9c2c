package io.framewright.examples.layouts;

import io.framewright.annotations.Endian;
import io.framewright.annotations.Field;
import io.framewright.annotations.Message;

/** Fields of 3, 10, 1, 20 and 6 bits, then a little- and a big-endian int. */
@Message
public record Packed(
    @Field(bits = 3) int a,
    @Field(bits = 10) int b,
    @Field(bits = 1) boolean c,
    @Field(bits = 20) int d,
    @Field(bits = 6) int e,
    @Field(order = Endian.LITTLE) int le,
    int be) {}
