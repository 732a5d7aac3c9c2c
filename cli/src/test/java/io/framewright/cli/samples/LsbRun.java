package io.framewright.cli.samples;

import io.framewright.annotations.BitOrder;
import io.framewright.annotations.Endian;
import io.framewright.annotations.Field;
import io.framewright.annotations.Message;

/** Sub-byte fields of a little-endian run, least significant bit first, for the dissectors. */
@Message(order = Endian.LITTLE, bitOrder = BitOrder.LSB_FIRST)
public record LsbRun(
    @Field(bits = 3) int a,
    @Field(bits = 10) int b,
    @Field(bits = 1) boolean c,
    @Field(bits = 6, signed = true) int d,
    @Field(bits = 12) int e,
    short f,
    @Field(order = Endian.BIG) int g) {}
