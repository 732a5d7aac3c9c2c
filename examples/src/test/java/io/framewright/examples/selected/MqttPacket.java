package io.framewright.examples.selected;

import io.framewright.annotations.Field;
import io.framewright.annotations.Length;
import io.framewright.annotations.Message;
import io.framewright.annotations.Select;

/**
 * An MQTT 3.1.1 control packet (OASIS MQTT Version 3.1.1, section 2.2): a first byte whose high
 * four bits are the packet type and low four bits its flags, the remaining length (a varint of
 * one to four bytes, section 2.2.3), then the body the type selects.
 */
@Message
public record MqttPacket(
    @Field(bits = 4) int type,
    @Field(bits = 4) int flags,
    @Select(field = "type") @Length(varint = true, max = MqttPacket.MAX_REMAINING)
    MqttBody body) {

  /** The largest remaining length, 268,435,455: four varint bytes, ff ff ff 7f (2.2.3). */
  public static final int MAX_REMAINING = 268_435_455;
}
