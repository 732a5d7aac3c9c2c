package io.framewright.benchmarks.bitupdate;

import io.framewright.annotations.Endian;
import io.framewright.annotations.Field;
import io.framewright.annotations.Message;
import io.framewright.annotations.View;

/**
 * A 19-byte bit-packed entity update (issue 31's second shape): 3-, 10-, 1-, 20- and 6-bit
 * fields packed most significant bit first into 5 bytes, a little-endian i32, two little-endian
 * f32 and a big-endian u16.
 */
@Message
@View
public record BitUpdate(
    @Field(bits = 3) int kind,
    @Field(bits = 10) int health,
    @Field(bits = 1) boolean alive,
    @Field(bits = 20) int entity,
    @Field(bits = 6, signed = true) int heading,
    @Field(order = Endian.LITTLE) int tick,
    @Field(order = Endian.LITTLE) float x,
    @Field(order = Endian.LITTLE) float y,
    @Field(bits = 16) int sequence) {}
