package io.framewright.examples.selected;

import io.framewright.annotations.Field;
import io.framewright.annotations.Message;
import io.framewright.annotations.Remaining;
import io.framewright.annotations.Select;
import io.framewright.annotations.Tag;
import io.framewright.annotations.Union;

/**
 * A command byte whose low four bits select the body and high four bits are flags; commands 1
 * and 2 share a body, 8 to 15 are vendor commands, 3 to 7 are not defined.
 */
@Message
public record Command(
    @Field(bits = 4) int flags,
    @Field(bits = 4) int command,
    @Select(field = "command") Command.Body body) {

  /** The bodies, by command. */
  @Message
  @Union(bits = 8)
  public sealed interface Body permits Ping, Move, Vendor {}

  @Tag(0)
  public record Ping() implements Body {}

  /** Command 1 moves by (dx, dy), command 2 to (dx, dy): the same body. */
  @Tag({1, 2})
  public record Move(short dx, short dy) implements Body {}

  @Tag(from = 8, to = 15)
  public record Vendor(@Remaining byte[] data) implements Body {}
}
