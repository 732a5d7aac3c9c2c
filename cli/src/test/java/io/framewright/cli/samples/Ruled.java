package io.framewright.cli.samples;

import io.framewright.annotations.Const;
import io.framewright.annotations.Count;
import io.framewright.annotations.Field;
import io.framewright.annotations.Message;
import io.framewright.annotations.OneOf;
import io.framewright.annotations.Range;
import io.framewright.annotations.Varint;

/**
 * Value rules and constants for the tools to show and check: a Modbus-like header (protocol id
 * constant 0, unit 1..247, function one of 3, 4, 16), a 4-bit constant and a 4-bit range in one
 * byte, a count of at least one whose elements are 1..125, and a varint of at least 10.
 */
@Message
public record Ruled(
    @Const(0) @Field(bits = 16) int protocol,
    @Range(min = 1, max = 247) @Field(bits = 8) int unit,
    @OneOf({3, 4, 16}) @Field(bits = 8) int function,
    @Const(12) @Field(bits = 4) int type,
    @Range(max = 9) @Field(bits = 4) int digit,
    @Count(bits = 8, min = 1, max = 3) @Range(min = 1, max = 125) short[] quantities,
    @Varint @Range(min = 10) int v) {}
