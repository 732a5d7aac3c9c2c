package io.framewright.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Reserved bits before or after a component: written as zero, and required to be zero on
 * decode (so that every frame that decodes re-encodes to the same bytes).
 *
 * <pre>{@code
 * @Field(bits = 20) int messageId,
 * @Field(bits = 6) @Pad(after = 6) int messageType,   // 6 reserved bits, then byte-aligned
 * }</pre>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.RECORD_COMPONENT, ElementType.FIELD})
public @interface Pad {
  /** Zero bits before the component. */
  int before() default 0;

  /** Zero bits after the component. */
  int after() default 0;
}
