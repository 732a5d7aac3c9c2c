package io.framewright.examples.mqtt;

import io.framewright.annotations.Field;
import io.framewright.annotations.Length;
import io.framewright.annotations.Message;
import io.framewright.annotations.OneOf;
import io.framewright.annotations.Select;

/**
 * An MQTT 3.1.1 control packet (OASIS MQTT Version 3.1.1, section 2.2): the packet type in bits
 * 7-4 of the first byte and its flags in bits 3-0 (for PUBLISH: DUP, QoS in bits 2-1, RETAIN;
 * 3.3.1), the remaining length (a varint of one to four bytes, 2.2.3), then the body the type
 * selects, which the PUBLISH variant reads {@code flags} of.
 *
 * <p>The flags never have both QoS bits set: 3.3.1.2 reserves QoS 3 ("A PUBLISH Packet MUST NOT
 * have both QoS bits set to 1"), and no other packet's fixed flags (table 2.2: 0000 or 0010)
 * set them. The rule lists the twelve nibbles whose bits 2-1 are not 11 (all but 6, 7, 14 and
 * 15), so that decode refuses QoS 3 and encode will not write it.
 */
@Message
public record MqttPacket(
    @Field(bits = 4) int type,
    @OneOf({0, 1, 2, 3, 4, 5, 8, 9, 10, 11, 12, 13}) @Field(bits = 4) int flags,
    @Select(field = "type") @Length(varint = true, max = MqttPacket.MAX_REMAINING)
    MqttBody body) {

  /** The largest remaining length, 268,435,455: four varint bytes, ff ff ff 7f (2.2.3). */
  public static final int MAX_REMAINING = 268_435_455;

  /** Bits 2-1 of the flags: the QoS of a PUBLISH (3.3.1.2). */
  public static final int QOS_MASK = 0x06;
}
