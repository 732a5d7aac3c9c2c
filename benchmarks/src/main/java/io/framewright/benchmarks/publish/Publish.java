package io.framewright.benchmarks.publish;

import io.framewright.annotations.Const;
import io.framewright.annotations.Field;
import io.framewright.annotations.Length;
import io.framewright.annotations.Message;
import io.framewright.annotations.Remaining;
import io.framewright.annotations.View;
import java.util.Arrays;

/**
 * An MQTT 3.1.1 PUBLISH at QoS 1 (issue 31's third shape; MQTT 3.1.1 sections 2.2 and 3.3):
 * the fixed header's first byte 0x32 (type 3, QoS 1), the remaining length (a varint of at most
 * four bytes), then the topic (u16-prefixed UTF-8), the packet identifier and the payload to the
 * end.
 */
@Message
@View
public record Publish(
    @Const(0x32) @Field(bits = 8) int header,
    @Length(varint = true, max = Publish.MAX_REMAINING) Body body) {

  /** The largest remaining length MQTT allows (section 2.2.3: four varint bytes). */
  public static final int MAX_REMAINING = 268_435_455;

  /** The variable header and the payload. */
  @Message
  @View
  public record Body(@Length(bits = 16) String topic, @Field(bits = 16) int packetId,
      @Remaining byte[] payload) {
    // By content: the pool's checks compare what was read with what was written.
    @Override
    public boolean equals(Object o) {
      return o instanceof Body b && b.topic.equals(topic) && b.packetId == packetId
          && Arrays.equals(b.payload, payload);
    }

    @Override
    public int hashCode() {
      return (31 * topic.hashCode() + packetId) * 31 + Arrays.hashCode(payload);
    }

    @Override
    public String toString() {
      return "Body[topic=" + topic + ", packetId=" + packetId + ", payload=" + payload.length
          + " bytes]";
    }
  }
}
