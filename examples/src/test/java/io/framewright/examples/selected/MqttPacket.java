package io.framewright.examples.selected;

import io.framewright.annotations.Field;
import io.framewright.annotations.Length;
import io.framewright.annotations.Message;
import io.framewright.annotations.Select;

/**
 * An MQTT 3.1.1 control packet (OASIS MQTT Version 3.1.1, section 2.2): a first byte whose high
 * four bits are the packet type and low four bits its flags, the remaining length, then the
 * body the type selects. The remaining length is a varint in MQTT; below 128, as here, it is
 * the one byte this u8 prefix writes.
 */
@Message
public record MqttPacket(
    @Field(bits = 4) int type,
    @Field(bits = 4) int flags,
    @Select(field = "type") @Length(bits = 8, max = 127) MqttBody body) {}
