package io.framewright.examples.layouts;

import io.framewright.annotations.Endian;
import io.framewright.annotations.Field;
import io.framewright.annotations.Message;
import io.framewright.annotations.Pad;

/** Narrowed widths, signed and unsigned, byte-aligned and not. */
@Message
public record Narrow(
    @Field(bits = 5) int u5,
    @Field(bits = 5, signed = true) int s5,
    @Field(bits = 6, signed = true) byte s6,
    @Field(bits = 7) char ascii,
    @Field(bits = 9) short u9,
    @Field(bits = 8) int u8,
    @Field(bits = 8, signed = true) int s8,
    @Field(bits = 24, order = Endian.LITTLE) int u24le,
    @Field(bits = 24, signed = true) int s24,
    @Field(bits = 32) long u32,
    @Field(bits = 40, signed = true) long s40,
    @Field(bits = 63) @Pad(after = 1) long u63) {}
