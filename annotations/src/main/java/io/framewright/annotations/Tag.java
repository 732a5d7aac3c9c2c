package io.framewright.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The tag of a {@link Union} variant: the value on the wire that selects this record. Unsigned,
 * and it must fit the union's tag width; no two variants share one.
 *
 * <pre>{@code
 * @Tag(0x12) public record Response(long number, ResponseBody body) implements NetMessage {}
 * @Tag({3, 5}) public record Odd(...) implements NetMessage {}              // a set
 * @Tag(from = 0x10, to = 0x1F) public record Vendor(...) implements NetMessage {}  // a range
 * }</pre>
 *
 * <p>A variant of several tags decodes from any of them. It is written where an earlier field
 * selects it ({@link Select}): that field's value, which must be one of its tags, says which;
 * the union's own codec, which would have to choose, refuses to encode it.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.TYPE)
public @interface Tag {
  /** The tag, or several. */
  long[] value() default {};

  /** The first tag of a range of them, with {@link #to()}. */
  long from() default 0;

  /** The last tag of a range of them (included), with {@link #from()}. */
  long to() default 0;
}
