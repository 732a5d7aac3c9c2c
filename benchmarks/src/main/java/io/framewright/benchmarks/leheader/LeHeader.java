package io.framewright.benchmarks.leheader;

import io.framewright.annotations.BitOrder;
import io.framewright.annotations.Endian;
import io.framewright.annotations.Field;
import io.framewright.annotations.Message;
import io.framewright.annotations.View;

/**
 * A 24-byte little-endian header of the shape issue 31 measured from outside: two 4-bit fields
 * in byte 0 (least significant bit first), a u8, a u16, three u32 and a u64.
 */
@Message(order = Endian.LITTLE, bitOrder = BitOrder.LSB_FIRST)
@View
public record LeHeader(
    @Field(bits = 4) int version,
    @Field(bits = 4) int kind,
    @Field(bits = 8) int flags,
    @Field(bits = 16) int length,
    @Field(bits = 32) long source,
    @Field(bits = 32) long target,
    @Field(bits = 32) long sequence,
    long timestamp) {}
