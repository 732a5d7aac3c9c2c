package io.framewright.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * A component that is on the wire only when an earlier integer component has (or has not) one of
 * some values. Absent is {@code null}, or the {@link WhenAbsent} value of a primitive; encoding a
 * present value when the condition is false (or an absent one when it is true) is an error.
 *
 * <pre>{@code
 * @Field(bits = 32) long firstAck,
 * @When(field = "firstAck", notEqual = 0) @Count(bits = 8) byte[] acks,  // only if firstAck != 0
 * }</pre>
 *
 * <p>Exactly one of {@link #equal()} and {@link #notEqual()} is given. With {@link #mask()} the
 * condition reads {@code field & mask}:
 *
 * <pre>{@code
 * short ack,
 * @When(field = "ack", mask = 1, notEqual = 0) Integer ackBitmap,   // only when ack is odd
 * }</pre>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.RECORD_COMPONENT, ElementType.FIELD})
public @interface When {
  /**
   * The earlier component the condition reads, or a path to an integer component of an earlier
   * nested message ({@code "header.flags"}), read from the decoded nested record and, on encode,
   * from the record's own value; or {@code "_parent.flags"}, an integer component of the message
   * that encloses this one, which the enclosing codec passes (alone, this message's codec then
   * refuses to decode or encode: {@code ContextRequiredException}).
   */
  String field();

  /** Present when the field has one of these values. */
  long[] equal() default {};

  /** Present when the field has none of these values. */
  long[] notEqual() default {};

  /** Bits of the field the condition reads; all of them by default. */
  long mask() default -1;
}
