package io.framewright.examples.framing;

import io.framewright.annotations.Delimited;
import io.framewright.annotations.Message;
import io.framewright.annotations.Remaining;
import io.framewright.annotations.Tag;
import io.framewright.annotations.Union;
import io.framewright.annotations.Using;

/** A pies-style item: a type byte, its bytes, then 00. */
@Message
@Union(bits = 8)
@Delimited(terminator = 0x00)
public sealed interface Item permits Item.Str, Item.Num {
  @Tag(1)
  record Str(@Remaining String value) implements Item {}

  @Tag(2)
  record Num(@Using(Base250.class) long value) implements Item {}
}
