package io.framewright.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * A list (or array) of messages that ends with the first element meeting a condition on one of
 * its own components: a "last" flag, a "more follows" bit that is clear, a type such as PNG's
 * {@code IEND}. That element is the last one and stays in the list. Kaitai Struct calls this
 * {@code repeat: until}.
 * <pre>{@code
 * record Option(@Field(bits = 1) boolean last, @Field(bits = 7) int type, ...) {}
 * @RepeatUntil(field = "last", equal = 1, max = 64) List<Option> options,
 * }</pre>
 * <p>The condition reads {@code (field & mask) == equal} on each element as it is read; a
 * {@code boolean} component is 1 when true. There is one value to compare with, not several
 * as {@link When} has: a list ends on one kind of element, and a "more follows" bit is the
 * same condition with {@code equal = 0}.
 * <p>{@link #max()} is required: an input that never ends the list would otherwise be read
 * to its end. More than {@code max} elements without a match, or an input that ends first, is
 * a {@code DecodeException}. Encoding a list that is empty, longer than {@code max}, whose last
 * element does not meet the condition or an earlier one does, is an {@code EncodeException}
 * naming the element: the bytes would not decode back to the same list.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.RECORD_COMPONENT, ElementType.FIELD})
public @interface RepeatUntil {
  /**
   * The component of the element type the condition reads: an integer or {@code boolean}
   * component always on the wire.
   */
  String field();

  /** The value that makes an element the last one. */
  long equal();

  /** Bits of the field the condition reads; all of them by default. */
  long mask() default -1;

  /** Most elements, the last included; at least 1. */
  int max();
}
