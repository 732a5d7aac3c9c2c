package io.framewright.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Bytes a variant adds to the checksum of the message that selects it: fed to the message's
 * type-level {@link Checksum} after the bytes it covers, never on the wire (MAVLink's
 * {@code CRC_EXTRA}, one byte per message id, which makes a receiver that knows another
 * definition of the message drop the frame).
 *
 * <pre>{@code
 * @Message(order = Endian.LITTLE)
 * @Checksum(algorithm = Crc16Mcrf4xx.class, bits = 16, at = Checksum.At.END, from = "len")
 * public record Frame(..., @Field(bits = 24) int msgid,
 *     @Select(field = "msgid") @Length(field = "len") Payload payload) {}
 *
 * @Message @Tag(0) @ChecksumExtra(50) public record Heartbeat(...) implements Payload {}
 * }</pre>
 *
 * <p>It goes on every variant of a {@link Union} that a {@link Select} component of that
 * message chooses, the message carrying {@code @Checksum} on its type: encode feeds the extra
 * of the variant written, decode and a view's wrap that of the variant the selector's value
 * names, so a frame of another definition fails its checksum. A union with extras has no
 * {@link UnknownTag} variant: a message of an unknown id has no extra, so its checksum can not
 * be checked, and as MAVLink's own parsers drop such frames, an unknown selector value is a
 * {@code DecodeException} naming it.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.TYPE)
public @interface ChecksumExtra {
  /** The bytes fed after the covered bytes, in order, each 0 to 255; at least one. */
  int[] value();
}
