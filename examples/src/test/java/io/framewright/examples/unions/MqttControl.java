package io.framewright.examples.unions;

import io.framewright.annotations.Field;
import io.framewright.annotations.Length;
import io.framewright.annotations.Message;
import io.framewright.annotations.Pad;
import io.framewright.annotations.Remaining;
import io.framewright.annotations.Tag;
import io.framewright.annotations.Union;
import io.framewright.annotations.UnknownTag;

/**
 * An MQTT 3.1.1 control packet (section 2.2) as a union of a 4-bit tag: the packet type in bits
 * 7-4 of the first byte, the flags of that type in bits 3-0 (each variant's first field), then
 * the remaining length, a varint, before the rest of the packet.
 */
@Message
@Union(bits = 4)
public sealed interface MqttControl permits MqttControl.Connack, MqttControl.Publish,
    MqttControl.Puback, MqttControl.PingReq, MqttControl.PingResp, MqttControl.Other {

  /** 3.2: flags 0; acknowledge flags (7 reserved bits, session present), return code. */
  @Tag(2)
  record Connack(@Field(bits = 4) int flags, @Length(varint = true) ConnackBody body)
      implements MqttControl {}

  /** The variable header of a {@link Connack}. */
  @Message
  record ConnackBody(@Pad(before = 7) @Field(bits = 1) boolean sessionPresent,
      byte returnCode) {}

  /** 3.3: DUP, QoS, RETAIN; at QoS 0 the topic name, then the application message. */
  @Tag(3)
  record Publish(@Field(bits = 1) boolean dup, @Field(bits = 2) int qos,
      @Field(bits = 1) boolean retain, @Length(varint = true) PublishBody body)
      implements MqttControl {}

  /** The variable header and payload of a {@link Publish} at QoS 0. */
  @Message
  record PublishBody(@Length(bits = 16) String topic, @Remaining byte[] payload) {}

  /** 3.4: flags 0; the packet identifier acknowledged. */
  @Tag(4)
  record Puback(@Field(bits = 4) int flags, @Length(varint = true) PacketId body)
      implements MqttControl {}

  /** A packet identifier (2.3.1). */
  @Message
  record PacketId(@Field(bits = 16) int id) {}

  /** 3.12: flags 0, nothing after the remaining length 0. */
  @Tag(12)
  record PingReq(@Field(bits = 4) int flags, @Length(varint = true) byte[] rest)
      implements MqttControl {}

  /** 3.13. */
  @Tag(13)
  record PingResp(@Field(bits = 4) int flags, @Length(varint = true) byte[] rest)
      implements MqttControl {}

  /** Every other type (SUBSCRIBE, DISCONNECT ...): its bytes from the first, type bits included. */
  @UnknownTag
  record Other(int tag, @Remaining byte[] data) implements MqttControl {}
}
