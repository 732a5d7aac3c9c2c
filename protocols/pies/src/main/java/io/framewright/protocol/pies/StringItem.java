package io.framewright.protocol.pies;

import io.framewright.annotations.Delimited;
import io.framewright.annotations.Magic;
import io.framewright.annotations.Message;
import io.framewright.annotations.Remaining;

/**
 * A string item where a packet's layout requires one: the data type {@code 01}, the text as
 * UTF-8, then the data splitter {@code 00}. The same bytes as an {@link Item.Str}, but typed: any
 * other data type there is a decode error naming the field. UTF-8 never produces {@code ff}; text
 * containing U+0000 (whose byte is {@code 00}) is an {@code EncodeException}.
 */
@Message
@Magic(0x01)
@Delimited(terminator = 0x00)
public record StringItem(@Remaining String value) {
  /** The item of {@code value}. */
  public static StringItem of(String value) {
    return new StringItem(value);
  }
}
