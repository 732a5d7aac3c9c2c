package io.framewright.examples;

import io.framewright.annotations.Count;
import io.framewright.annotations.Field;
import io.framewright.annotations.Length;
import io.framewright.annotations.Message;
import io.framewright.annotations.Presence;
import io.framewright.annotations.Flags;
import io.framewright.annotations.Tag;
import io.framewright.annotations.Union;
import java.util.List;

/**
 * Events a server streams to clients: a one-byte tag, then the event. Shows variable layouts:
 * text with a length prefix, a counted list, optional fields behind presence flags.
 */
@Message
@Union(bits = 8)
public sealed interface GameEvent permits GameEvent.Chat, GameEvent.Spawn, GameEvent.Leave {

  /** A chat line: sender and text, each with a one-byte length. */
  @Tag(1)
  record Chat(@Length(bits = 8) String sender, @Length(bits = 8) String text)
      implements GameEvent {}

  /** Entities appearing, each with an optional name. */
  @Tag(2)
  record Spawn(@Count(bits = 8, max = 64) List<Entity> entities) implements GameEvent {}

  /** A player leaving. */
  @Tag(3)
  record Leave(@Field(bits = 16) int playerId) implements GameEvent {}

  /** One spawned entity: its kind and position, and a name when flags & 0x01. */
  @Message
  record Entity(
      @Flags @Field(bits = 8) int flags,
      @Field(bits = 3) EntityKind kind,
      @Field(bits = 13) int id,
      Vec2 position,
      @Presence(flag = 0x01) @Length(bits = 8) String name) {}
}
