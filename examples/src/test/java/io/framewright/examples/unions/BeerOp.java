package io.framewright.examples.unions;

import io.framewright.annotations.Endian;
import io.framewright.annotations.Field;
import io.framewright.annotations.Message;
import io.framewright.annotations.Tag;
import io.framewright.annotations.Union;

/** A little-endian 32-bit tag; no unknown variant, so an unknown tag is a decode error. */
@Message(order = Endian.LITTLE)
@Union(bits = 32)
public sealed interface BeerOp permits BeerOp.Position, BeerOp.Ping {
  @Tag(0)
  record Position(@Field(bits = 32) long id, short x, short y) implements BeerOp {}

  @Tag(13)
  record Ping() implements BeerOp {}
}
