package io.framewright.examples.unions;

import io.framewright.annotations.Field;
import io.framewright.annotations.Length;
import io.framewright.annotations.Message;
import io.framewright.annotations.Tag;
import io.framewright.annotations.Union;

@Message
@Union(bits = 16)
public sealed interface ResponseBody
    permits ResponseBody.Connect, ResponseBody.Keepalive, ResponseBody.ServerAllow {

  @Tag(0)
  record Connect(@Field(bits = 32) long responseTo, int checkValue) implements ResponseBody {}

  @Tag(4)
  record Keepalive(@Field(bits = 32) long responseTo) implements ResponseBody {}

  @Tag(10)
  record ServerAllow(@Field(bits = 32) long responseTo, @Field(bits = 8) int acceptedWhat,
      @Length(bits = 32) String message) implements ResponseBody {}
}
