package io.framewright.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Fixed number of elements of an array component. Encoding an array of any other length is an
 * error; decoding always yields exactly this many elements.
 *
 * <pre>{@code
 * @Message
 * public record Hello(
 *     @Count(4) byte[] magic,
 *     @Count(3) @Field(bits = 16) int[] ports,   // three unsigned 16-bit values
 *     @Count(2) Vec2[] corners) {}               // nested messages
 * }</pre>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
// FIELD as well: javac copies the annotation onto the record's private field, the one element
// of a record component that javac 17 can point diagnostics at.
@Target({ElementType.RECORD_COMPONENT, ElementType.FIELD})
public @interface Count {
  /** Number of elements, at least 1. */
  int value();
}
