package io.framewright.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Constant bytes at the start of a message (a signature): written on encode, checked on decode,
 * where any other bytes are a decode error. Give them as text ({@link #ascii()}) or as byte
 * values ({@link #value()}).
 *
 * <pre>{@code
 * @Message(order = Endian.LITTLE)
 * @Magic(ascii = "BEER")
 * @Union(bits = 32)
 * public sealed interface BeerFrame permits ... {}
 * }</pre>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.TYPE)
public @interface Magic {
  /** The bytes, each 0 to 255. */
  int[] value() default {};

  /** The bytes as US-ASCII text. */
  String ascii() default "";
}
