package io.framewright.examples.arena;

import io.framewright.annotations.Count;
import io.framewright.annotations.Length;
import io.framewright.annotations.Message;
import io.framewright.annotations.Tag;
import io.framewright.annotations.Union;
import io.framewright.annotations.Varint;
import java.util.List;

/** What happened: the tag says which record follows. */
@Message
@Union(varint = true)                   // the tag is a varint: one byte below 128, 300 is ac 02
public sealed interface Event permits Event.Join, Event.Move, Event.Chat, Event.Scores {

  /** A player joins: a one-byte length, then the name in UTF-8. */
  @Tag(1)
  record Join(@Length(bits = 8) String name) implements Event {}

  /** A step: ZigZag varints, so -1 is 01 and 2 is 04. */
  @Tag(2)
  record Move(@Varint(zigzag = true) int dx, @Varint(zigzag = true) int dy) implements Event {}

  /** A chat line: who (a one-byte length) and what (a two-byte length). */
  @Tag(3)
  record Chat(@Length(bits = 8) String from, @Length(bits = 16) String text) implements Event {}

  /** The score board: a one-byte count, then at most 16 scores. */
  @Tag(300)
  record Scores(@Count(bits = 8, max = 16) List<Score> scores) implements Event {}
}
