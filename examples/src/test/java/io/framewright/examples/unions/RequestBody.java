package io.framewright.examples.unions;

import io.framewright.annotations.Message;
import io.framewright.annotations.Tag;
import io.framewright.annotations.Union;

@Message
@Union(bits = 16)
public sealed interface RequestBody permits RequestBody.Connect, RequestBody.Echo {
  @Tag(0)
  record Connect(int checkValue) implements RequestBody {}

  @Tag(7)
  record Echo() implements RequestBody {}
}
