package io.framewright.examples.arena;

import io.framewright.annotations.Field;
import io.framewright.annotations.Message;

/** One arena packet: a two-byte bit-packed header, then one event. */
@Message                                // big-endian, most significant bit first
public record Packet(
    @Field(bits = 3) int version,       // 0..7
    @Field(bits = 1) boolean reliable,
    @Field(bits = 12) int sequence,     // 0..4095; with the two above, 16 bits: two bytes
    Event event) {}                     // a union: its varint tag, then the variant
