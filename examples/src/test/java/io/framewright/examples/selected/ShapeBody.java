package io.framewright.examples.selected;

import io.framewright.annotations.Message;
import io.framewright.annotations.Tag;
import io.framewright.annotations.Union;

/** Bodies of {@link Drawing}, tagged by {@link Shape}'s wire values; POINT has none. */
@Message
@Union(bits = 8)
public sealed interface ShapeBody permits ShapeBody.Circle, ShapeBody.Rect {
  @Tag(1)
  record Circle(short radius) implements ShapeBody {}

  @Tag(2)
  record Rect(short width, short height) implements ShapeBody {}
}
