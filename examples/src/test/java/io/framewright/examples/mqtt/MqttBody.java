package io.framewright.examples.mqtt;

import io.framewright.annotations.Field;
import io.framewright.annotations.Length;
import io.framewright.annotations.Message;
import io.framewright.annotations.Pad;
import io.framewright.annotations.Remaining;
import io.framewright.annotations.Tag;
import io.framewright.annotations.Union;
import io.framewright.annotations.UnknownTag;
import io.framewright.annotations.When;

/**
 * The body of an {@link MqttPacket}, by packet type (MQTT 3.1.1 section 3). {@code _parent} of a
 * variant is the packet holding the body.
 */
@Message
@Union(bits = 8)
public sealed interface MqttBody permits MqttBody.Connack, MqttBody.Publish, MqttBody.Puback,
    MqttBody.PingReq, MqttBody.PingResp, MqttBody.Other {

  /** 3.2: acknowledge flags (7 reserved bits, session present), return code. */
  @Tag(2)
  record Connack(@Pad(before = 7) @Field(bits = 1) boolean sessionPresent, byte returnCode)
      implements MqttBody {}

  /**
   * 3.3: the topic name (3.3.2.1), the packet identifier only when the packet's QoS is 1 or 2
   * (3.3.2.2: bits 2-1 of its flags not 0), then the application message to the end of the
   * remaining length (3.3.3).
   */
  @Tag(3)
  record Publish(
      @Length(bits = 16) String topic,
      @When(field = "_parent.flags", mask = MqttPacket.QOS_MASK, notEqual = 0)
      @Field(bits = 16) Integer packetId,
      @Remaining byte[] payload) implements MqttBody {}

  /** 3.4: the packet identifier of the QoS 1 PUBLISH acknowledged. */
  @Tag(4)
  record Puback(@Field(bits = 16) int packetId) implements MqttBody {}

  /** 3.12. */
  @Tag(12)
  record PingReq() implements MqttBody {}

  /** 3.13. */
  @Tag(13)
  record PingResp() implements MqttBody {}

  /** Every other type (CONNECT, SUBSCRIBE, DISCONNECT ...), kept as its bytes. */
  @UnknownTag
  record Other(int tag, @Remaining byte[] data) implements MqttBody {}
}
