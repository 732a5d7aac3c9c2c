package io.framewright.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The value a primitive {@link Presence} or {@link When} component has when it is not on the
 * wire. Encoding that value leaves the component off the wire; decoding a message without it
 * yields that value.
 *
 * <pre>{@code
 * @Presence(flag = 0x02) @WhenAbsent(0) short p2,   // 0 is never sent, absent reads as 0
 * }</pre>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.RECORD_COMPONENT, ElementType.FIELD})
public @interface WhenAbsent {
  long value();
}
