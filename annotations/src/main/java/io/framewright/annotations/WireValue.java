package io.framewright.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The value that stands for an enum constant on the wire. Every constant of an enum used in a
 * message needs one, and no two may share a value: ordinals are never used, so reordering or
 * adding constants can not silently change the wire format. Decoding a value that no constant
 * has is a decode error.
 *
 * <pre>{@code
 * public enum PayloadType {
 *   @WireValue(0) RAW,
 *   @WireValue(1) CHAR,
 *   @WireValue(5) INT16
 * }
 * }</pre>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.FIELD)
public @interface WireValue {
  /** The wire value; it must fit the width and signedness of every field of this enum type. */
  long value();
}
