package io.framewright.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Encodes a component with a codec of your own: a class implementing
 * {@code io.framewright.runtime.ValueCodec<T>} for the component's type, with a public no-argument
 * constructor. The generated codec creates one instance when it is loaded and calls it directly;
 * nothing is looked up at run time.
 *
 * <pre>{@code
 * @Using(PiesNumber.class) long value,   // sign byte, then base-250 digits
 * }</pre>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.RECORD_COMPONENT, ElementType.FIELD})
public @interface Using {
  /** The codec class. */
  Class<?> value();
}
