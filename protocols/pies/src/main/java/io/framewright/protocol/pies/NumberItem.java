package io.framewright.protocol.pies;

import io.framewright.annotations.Delimited;
import io.framewright.annotations.Magic;
import io.framewright.annotations.Message;
import io.framewright.annotations.Using;

/**
 * A number item where a packet's layout requires one: the data type {@code 02}, the number as
 * {@link PiesNumber} describes, then the data splitter {@code 00}. The same bytes as an
 * {@link Item.Num}, but typed: any other data type there is a decode error naming the field.
 */
@Message
@Magic(0x02)
@Delimited(terminator = 0x00)
public record NumberItem(@Using(PiesNumber.class) long value) {
  /** The item of {@code value}. */
  public static NumberItem of(long value) {
    return new NumberItem(value);
  }
}
