package io.framewright.examples.layouts;

import io.framewright.annotations.BitOrder;
import io.framewright.annotations.Endian;
import io.framewright.annotations.Field;
import io.framewright.annotations.Message;

/** {@link Packed} with least-significant-bit-first packing and a signed last field. */
@Message(order = Endian.LITTLE, bitOrder = BitOrder.LSB_FIRST)
public record PackedLsb(
    @Field(bits = 3) int a,
    @Field(bits = 10) int b,
    @Field(bits = 1) boolean c,
    @Field(bits = 20) int d,
    @Field(bits = 6, signed = true) int e,
    int le,
    @Field(order = Endian.BIG) int be) {}
