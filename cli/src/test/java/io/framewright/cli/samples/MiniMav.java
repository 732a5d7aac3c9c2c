package io.framewright.cli.samples;

import io.framewright.annotations.Checksum;
import io.framewright.annotations.ChecksumExtra;
import io.framewright.annotations.Endian;
import io.framewright.annotations.Field;
import io.framewright.annotations.Length;
import io.framewright.annotations.Message;
import io.framewright.annotations.Select;
import io.framewright.annotations.Tag;
import io.framewright.annotations.Union;
import io.framewright.runtime.Crc16Mcrf4xx;

/**
 * A MAVLink-like frame: X.25 from len, fed the selected payload's CRC_EXTRA
 * ({@code @ChecksumExtra}), which is not on the wire, for the tools to name.
 */
@Message(order = Endian.LITTLE)
@Checksum(algorithm = Crc16Mcrf4xx.class, bits = 16, at = Checksum.At.END, from = "len")
public record MiniMav(byte stx, @Field(bits = 8) int len, @Field(bits = 8) int msgid,
    @Select(field = "msgid") @Length(field = "len") Body body) {

  /** The payload, chosen by msgid. */
  @Message(order = Endian.LITTLE)
  @Union(bits = 8)
  public sealed interface Body permits Beat, Other {}

  /** Id 0, extra 50. */
  @Tag(0)
  @ChecksumExtra(50)
  public record Beat(@Field(bits = 8) int status) implements Body {}

  /** Id 30, extra 39. */
  @Tag(30)
  @ChecksumExtra(39)
  public record Other(short value) implements Body {}
}
