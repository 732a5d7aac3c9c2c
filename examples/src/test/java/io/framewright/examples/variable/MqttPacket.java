package io.framewright.examples.variable;

import io.framewright.annotations.Field;
import io.framewright.annotations.Length;
import io.framewright.annotations.Message;
import io.framewright.annotations.Varint;

/**
 * An MQTT 3.1.1 control packet (OASIS standard, section 2.2): the fixed header's packet type and
 * flags in one byte, the remaining length as a varint of 1 to 4 bytes (section 2.2.3), then that
 * many bytes of variable header and payload, kept as bytes here.
 */
@Message
public record MqttPacket(
    @Field(bits = 4) int type,
    @Field(bits = 4) int flags,
    @Varint(maxBytes = 4) int remainingLength,
    @Length(field = "remainingLength") byte[] rest) {}
