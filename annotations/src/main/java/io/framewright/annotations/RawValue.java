package io.framewright.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * A component that is not on the wire: the wire value of the open enum component it names (one
 * whose enum has an {@link UnknownValue} constant). Decoding sets it to the value read, known or
 * not. Encoding reads it only when the enum component is the catch-all constant, and then writes
 * it; it must fit the field and must not be the wire value of a known constant (either is an
 * encode error). Its type is {@code int}, or {@code long} for a field wider than 32 bits.
 *
 * <pre>{@code
 * record Packet(@Field(bits = 8) Kind kind, @RawValue("kind") int kindRaw) {}
 * }</pre>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.RECORD_COMPONENT, ElementType.FIELD})
public @interface RawValue {
  /** The name of the open enum component whose wire value this component holds. */
  String value();
}
