package io.framewright.netty.readme;

import io.framewright.annotations.Length;
import io.framewright.annotations.Message;
import io.framewright.annotations.Tag;
import io.framewright.annotations.Union;

/** A user's own message family, as in the README's Netty section: a one-byte tag, then each. */
@Message
@Union(bits = 8)
public sealed interface ChatMessage
    permits ChatMessage.Hello, ChatMessage.Say, ChatMessage.Heard, ChatMessage.Bye {
  @Tag(1)
  record Hello(@Length(bits = 8) String name) implements ChatMessage {}

  @Tag(2)
  record Say(@Length(bits = 16) String text) implements ChatMessage {}

  @Tag(3)
  record Heard(@Length(bits = 8) String from, @Length(bits = 16) String text)
      implements ChatMessage {}

  @Tag(4)
  record Bye() implements ChatMessage {}
}
