package io.framewright.cli.samples;

import io.framewright.annotations.Field;
import io.framewright.annotations.Length;
import io.framewright.annotations.Message;
import io.framewright.annotations.Select;

/** MQTT's shape: a type and flags in one byte, the length, the body the type selects. */
@Message
public record PubPacket(@Field(bits = 4) int type, @Field(bits = 4) int flags,
    @Select(field = "type") @Length(bits = 8) PubBody body) {}
