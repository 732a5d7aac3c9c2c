package io.framewright.examples.layouts;

import io.framewright.annotations.Field;
import io.framewright.annotations.Message;

/** 72 packed bits where the middle field crosses every byte boundary: no register holds them. */
@Message
public record Straddle(
    @Field(bits = 3) int a,
    @Field(bits = 63) long b,
    @Field(bits = 6) int c) {}
