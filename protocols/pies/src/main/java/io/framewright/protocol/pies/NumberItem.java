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
public record NumberItem(
    // Digits are stored as 01..fa and the sign as 01/02: never a splitter, so the encoder
    // appends 00 and the packet's ff without looking for them in these bytes, and PiesNumber's
    // read refuses either, so the packet's decode reads up to its last byte without a search.
    @Using(value = PiesNumber.class, neverWrites = {0x00, 0xFF}, rejects = {0x00, 0xFF})
    long value) {
  /** The item of {@code value}. */
  public static NumberItem of(long value) {
    return new NumberItem(value);
  }
}
