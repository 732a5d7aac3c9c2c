package io.framewright.examples.framing;

import io.framewright.annotations.Delimited;
import io.framewright.annotations.Message;
import io.framewright.annotations.Remaining;
import io.framewright.annotations.Tag;
import io.framewright.annotations.Union;
import java.util.List;

/** A pies-style packet: an id byte, items, then ff. */
@Message
@Union(bits = 8)
@Delimited(terminator = 0xFF)
public sealed interface PiesPacket permits PiesPacket.Auth, PiesPacket.Location {
  @Tag(1)
  record Auth(Item code) implements PiesPacket {}

  @Tag(2)
  record Location(@Remaining List<Item> items) implements PiesPacket {}
}
