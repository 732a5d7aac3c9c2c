package io.framewright.protocol.pies;

import io.framewright.annotations.Delimited;
import io.framewright.annotations.Message;
import io.framewright.annotations.Remaining;
import io.framewright.annotations.Tag;
import io.framewright.annotations.Union;
import io.framewright.annotations.Using;
import io.framewright.runtime.Hex;
import java.util.Arrays;

/**
 * One data item of any type: {@code u8 dataType}, the value's bytes, then the data splitter
 * {@code 00} (after every item, the last one too). Used where a packet's items may be of any
 * type ({@link PiesPacket.Custom}, {@link PiesPacket.GameUpdate}); packets whose items have a
 * known type use {@link StringItem} and {@link NumberItem} instead.
 *
 * <p>No value may contain {@code 00} (the data splitter) or {@code ff} (the packet splitter):
 * encoding one is an {@code EncodeException}.
 */
@Message
@Union(bits = 8)
@Delimited(terminator = 0x00)
public sealed interface Item permits Item.Str, Item.Num, Item.Bool, Item.Unknown {

  /** Data type {@code 01}: UTF-8 text up to the splitter ({@code ""} is just {@code 01 00}). */
  @Tag(0x01)
  record Str(@Remaining String value) implements Item {}

  /** Data type {@code 02}: a number, see {@link PiesNumber}. */
  @Tag(0x02)
  record Num(@Using(value = PiesNumber.class, neverWrites = {0x00, 0xFF},
      rejects = {0x00, 0xFF}) long value) implements Item {}

  /** Data type {@code 03}: a boolean, {@code 01} false or {@code 02} true, see {@link PiesBoolean}. */
  @Tag(0x03)
  record Bool(@Using(value = PiesBoolean.class, neverWrites = {0x00, 0xFF},
      rejects = {0x00, 0xFF}) boolean value) implements Item {}

  /**
   * Data type {@code 99}, "Unknown / Error": its bytes are undocumented and kept as they are
   * (they can contain neither {@code 00} nor {@code ff}).
   */
  @Tag(0x99)
  record Unknown(@Remaining byte[] data) implements Item {
    @Override
    public boolean equals(Object o) {
      return o instanceof Unknown u && Arrays.equals(data, u.data);
    }

    @Override
    public int hashCode() {
      return Arrays.hashCode(data);
    }

    @Override
    public String toString() {
      return "Unknown[data=" + Hex.format(data, 0, data.length) + "]";
    }
  }
}
