package io.framewright.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * This part's trailing zero bytes are dropped on encode and zero-filled on decode: MAVLink 2's
 * payload truncation ("MAVLink 2 Packet Format", empty-byte payload truncation), where a sender
 * removes the zero bytes at the end of the payload, never its first byte, and the receiver reads
 * the missing tail as zeros.
 *
 * <pre>{@code
 * @Message(order = Endian.LITTLE)
 * public record Frame(@Field(bits = 8) int len, ..., @Field(bits = 24) int msgid,
 *     @Select(field = "msgid") @Length(field = "len") @Truncated(keep = 1) Payload payload) {}
 * }</pre>
 *
 * <p>It goes on a nested message, or a union a {@link Select} chooses, whose byte length is on
 * the wire ({@code @Length} with a prefix or {@code field}, always on the wire), and whose
 * message or every variant has a fixed size: zero-filling means something only where each byte
 * has its place. Encode writes the part whole, drops its trailing zero bytes down to
 * {@link #keep()}, and writes the shorter length; a checksum covers the bytes on the wire.
 * Decode reads a length shorter than the part's fixed size as if the missing bytes were zeros;
 * a length below {@code keep} is a {@code DecodeException}, and a length longer than the fixed
 * size is one too, as without {@code @Truncated} (bytes left over in the part). A view's wrap
 * accepts what decode accepts; its getters read zero past the bytes on the wire, from a copy the
 * view keeps, never from outside the range it checked.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.RECORD_COMPONENT, ElementType.FIELD})
public @interface Truncated {
  /**
   * Bytes always kept on the wire, zero or not (MAVLink: 1, a payload is never empty); from 0
   * to the part's smallest fixed size.
   */
  int keep() default 1;
}
