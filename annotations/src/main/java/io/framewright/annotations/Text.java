package io.framewright.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The charset of a {@code String} component; UTF-8 without it. Text the charset can not
 * represent is an encode error, bytes that are not valid in it a decode error: never a silent
 * replacement.
 *
 * <pre>{@code
 * @Text(charset = "ISO-8859-1") @Length(bits = 8) String name,
 * }</pre>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.RECORD_COMPONENT, ElementType.FIELD})
public @interface Text {
  /** A charset name the JDK knows, such as "US-ASCII", "ISO-8859-1", "UTF-16LE". */
  String charset();
}
