package io.framewright.examples;

import io.framewright.annotations.Endian;
import io.framewright.annotations.Field;
import io.framewright.annotations.Message;

/**
 * A bit-packed entity update, as a game server might send 60 times a second.
 *
 * <pre>
 *  0                   1                   2                   3
 *  0 1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6 7 8 9 0 1
 * +-----+-------------------+-+---------------------------------------+
 * |kind |      health       |a|            entityId (20)             ...
 * +-----+-------------------+-+-----------+-----------+---------------+
 *  ...  | heading (6) |  tick (u32, little-endian) ...
 * </pre>
 */
@Message
public record EntityUpdate(
    @Field(bits = 3) EntityKind kind,
    @Field(bits = 10) int health,
    @Field(bits = 1) boolean alive,
    @Field(bits = 20) int entityId,
    @Field(bits = 6, signed = true) int heading,
    @Field(order = Endian.LITTLE) int tick,
    Vec2 position,
    @Field(bits = 16) int sequence) {}
