package io.framewright.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The last component takes every byte left in the frame: a {@code byte[]}, a {@code String}, or
 * a {@code List} of messages decoded one after another until the input ends.
 *
 * <pre>{@code
 * @Message
 * public record Datagram(@Field(bits = 16) int crc, @Remaining List<Command> commands) {}
 * }</pre>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.RECORD_COMPONENT, ElementType.FIELD})
public @interface Remaining {
  /**
   * Most bytes (of a {@code byte[]}, {@code String} or nested message) or elements (of a
   * {@code List} or any other array, as {@code @Count(max)} counts them) accepted, both when
   * decoding and when encoding.
   */
  int max() default Integer.MAX_VALUE;
}
