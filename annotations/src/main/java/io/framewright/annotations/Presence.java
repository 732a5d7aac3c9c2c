package io.framewright.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Repeatable;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * A component that is on the wire only when a bit of an earlier {@link Flags} field is set.
 * Absent is {@code null} (use a box such as {@code Short}, or any reference type), or the value
 * named by {@link WhenAbsent} for a primitive. The encoder sets the bit from the value; the
 * decoder reads the component only when the bit is set.
 *
 * <p>Repeat the annotation to give one value several widths, each with its own flag: the encoder
 * takes the first, in declaration order, whose range holds the value; the decoder reads the one
 * whose flag is set (both set is a decode error).
 *
 * <pre>{@code
 * @Presence(flag = 0x40) Short distribution,                    // i16 when flags & 0x40
 * @Presence(flag = 0x20, bits = 16)                             // u16 when it fits,
 * @Presence(flag = 0x04, bits = 32, signed = true) Integer p3,  // else i32
 * }</pre>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.RECORD_COMPONENT, ElementType.FIELD})
@Repeatable(Presence.List.class)
public @interface Presence {
  /** The bit (a mask with exactly one bit set) of the flags field that says "present". */
  long flag();

  /** The {@link Flags} component holding the bit; the nearest earlier one by default. */
  String field() default "";

  /** Width on the wire for this alternative; the component's own width by default. */
  int bits() default 0;

  /** Whether this alternative is two's complement; see {@link Field#signed()}. */
  boolean signed() default false;

  /** Holds repeated {@link Presence} annotations. */
  @Documented
  @Retention(RetentionPolicy.CLASS)
  @Target({ElementType.RECORD_COMPONENT, ElementType.FIELD})
  @interface List {
    Presence[] value();
  }
}
