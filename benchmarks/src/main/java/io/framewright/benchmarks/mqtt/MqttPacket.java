package io.framewright.benchmarks.mqtt;

import io.framewright.annotations.Field;
import io.framewright.annotations.Length;
import io.framewright.annotations.Message;
import io.framewright.annotations.Pad;
import io.framewright.annotations.Remaining;
import io.framewright.annotations.Select;
import io.framewright.annotations.Tag;
import io.framewright.annotations.Union;
import java.util.Arrays;
import java.util.List;

/**
 * The selector-union benchmark message: an MQTT 3.1.1 control packet (OASIS MQTT Version 3.1.1,
 * section 2.2), whose first byte's high four bits select the body and whose remaining length is
 * a varint:
 *
 * <pre>
 * type (4 bits) | flags (4 bits) | varint remaining length (1..4 bytes) | body of that type
 * </pre>
 *
 * Seven bodies (section 3, PUBLISH at QoS 0, so without a packet identifier); any other type is
 * a decode error.
 */
@Message
public record MqttPacket(
    @Field(bits = 4) int type,
    @Field(bits = 4) int flags,
    @Select(field = "type") @Length(varint = true, max = MqttPacket.MAX_REMAINING) Body body) {

  /** The largest remaining length MQTT allows (section 2.2.3: four varint bytes). */
  public static final int MAX_REMAINING = 268_435_455;

  /** The bodies, by packet type. */
  @Message
  @Union(bits = 8)
  public sealed interface Body permits Connack, Publish, Puback, Subscribe, Suback, PingReq,
      PingResp {}

  /** 3.2: acknowledge flags (7 reserved bits, session present), return code. */
  @Tag(2)
  public record Connack(@Pad(before = 7) @Field(bits = 1) boolean sessionPresent,
      byte returnCode) implements Body {}

  /** 3.3 at QoS 0: the topic name, then the application message up to the end. */
  @Tag(3)
  public record Publish(@Length(bits = 16) String topic, @Remaining byte[] payload)
      implements Body {
    // By content: the pool's checks compare decoded packets with the originals.
    @Override
    public boolean equals(Object o) {
      return o instanceof Publish p && p.topic.equals(topic) && Arrays.equals(p.payload, payload);
    }

    @Override
    public int hashCode() {
      return 31 * topic.hashCode() + Arrays.hashCode(payload);
    }

    @Override
    public String toString() {
      return "Publish[topic=" + topic + ", payload=" + payload.length + " bytes]";
    }
  }

  /** 3.4: the packet identifier acknowledged. */
  @Tag(4)
  public record Puback(@Field(bits = 16) int packetId) implements Body {}

  /** 3.8: a packet identifier, then topic filters with their requested QoS up to the end. */
  @Tag(8)
  public record Subscribe(@Field(bits = 16) int packetId, @Remaining List<Filter> filters)
      implements Body {}

  /** A topic filter and its requested QoS (6 reserved bits, QoS in the low two). */
  @Message
  public record Filter(@Length(bits = 16) String topic,
      @Pad(before = 6) @Field(bits = 2) int qos) {}

  /** 3.9: the packet identifier, then one return code per filter subscribed. */
  @Tag(9)
  public record Suback(@Field(bits = 16) int packetId, @Remaining byte[] returnCodes)
      implements Body {
    @Override
    public boolean equals(Object o) {
      return o instanceof Suback s && s.packetId == packetId
          && Arrays.equals(s.returnCodes, returnCodes);
    }

    @Override
    public int hashCode() {
      return 31 * packetId + Arrays.hashCode(returnCodes);
    }

    @Override
    public String toString() {
      return "Suback[packetId=" + packetId + ", returnCodes=" + Arrays.toString(returnCodes) + "]";
    }
  }

  /** 3.12. */
  @Tag(12)
  public record PingReq() implements Body {}

  /** 3.13. */
  @Tag(13)
  public record PingResp() implements Body {}
}
