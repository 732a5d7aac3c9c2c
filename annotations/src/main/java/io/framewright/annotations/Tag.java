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
 * }</pre>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.TYPE)
public @interface Tag {
  long value();
}
