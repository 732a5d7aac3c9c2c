package io.framewright.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The values an integer component may hold, from {@link #min()} to {@link #max()} inclusive
 * (Modbus's unit identifier 1..247, a port that is never 0). Named after the range a
 * specification gives, because that is how specifications state it; on an array or list it
 * applies to each element.
 *
 * <pre>{@code
 * @Message
 * public record Request(
 *     @Range(min = 1, max = 247) @Field(bits = 8) int unit,     // 0 is a broadcast: refused
 *     @Range(min = 1, max = 125) @Field(bits = 16) int quantity) {}
 * }</pre>
 *
 * <p>Decoding a value outside is a {@code DecodeException} at the field ("expected 1..247 but
 * found 0"); encoding one is an {@code EncodeException} naming the field, so a codec never
 * writes what it would refuse to read. Replaces a validating constructor for this: the rule is
 * in the layout description too, where tools show it. Bounds compare the Java value (a
 * full-width {@code int} holding an unsigned 32-bit field is negative above 2^31 - 1).
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.RECORD_COMPONENT, ElementType.FIELD})
public @interface Range {
  /** The least value allowed; unset, the field's least. */
  long min() default Long.MIN_VALUE;

  /** The greatest value allowed; unset, the field's greatest. */
  long max() default Long.MAX_VALUE;
}
