package io.framewright.cli.samples;

import io.framewright.annotations.Field;
import io.framewright.annotations.Length;
import io.framewright.annotations.Message;
import io.framewright.annotations.Remaining;
import io.framewright.annotations.Tag;
import io.framewright.annotations.Union;
import io.framewright.annotations.When;

/**
 * A body whose publish variant reads the flags of the message holding the union, as MQTT's
 * PUBLISH has a packet identifier only at QoS 1 or 2 (bits 2-1 of its fixed header's flags).
 */
@Message
@Union(bits = 8)
public sealed interface PubBody permits PubBody.Publish, PubBody.Ack {
  /** A topic, an identifier when bits 2-1 of the holder's flags are not 0, the rest. */
  @Tag(3)
  record Publish(@Length(bits = 8) String topic,
      @When(field = "_parent.flags", mask = 0x06, notEqual = 0) @Field(bits = 16) Integer id,
      @Remaining byte[] payload) implements PubBody {}

  /** An identifier acknowledged. */
  @Tag(4)
  record Ack(@Field(bits = 16) int id) implements PubBody {}
}
