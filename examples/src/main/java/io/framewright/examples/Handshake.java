package io.framewright.examples;

import io.framewright.annotations.Count;
import io.framewright.annotations.Endian;
import io.framewright.annotations.Field;
import io.framewright.annotations.Message;

/** A little-endian handshake with fixed-length arrays. */
@Message(order = Endian.LITTLE)
public record Handshake(
    @Count(4) byte[] magic,
    char version,
    @Count(3) @Field(bits = 16) int[] ports,
    @Count(2) Vec2[] spawnPoints,
    double serverTime,
    float tickRate,
    boolean compressed,
    long sessionId) {}
