package io.framewright.cli.samples;

import io.framewright.annotations.Field;
import io.framewright.annotations.Length;
import io.framewright.annotations.Message;

/**
 * A header as IPv4's: version and its length in 32-bit words (the 4 fixed bytes included) in
 * one byte, a byte, the total length, then options of {@code words * 4 - 4} bytes, which set
 * {@code words} on encode.
 */
@Message
public record WordsHeader(
    @Field(bits = 4) int version,
    @Field(bits = 4) int words,
    byte tos,
    @Field(bits = 16) int totalLength,
    @Length(expr = "words * 4 - 4") byte[] options) {}
