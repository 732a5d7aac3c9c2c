package io.framewright.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The variant of a {@link Union} that takes any tag no other variant has, keeping the tag and
 * the rest of the input as raw bytes, so that it re-encodes to the same bytes. Its record has
 * exactly two components: an integer tag and a {@code @Remaining byte[]}. Without one, an
 * unknown tag is a decode error.
 *
 * <pre>{@code
 * @UnknownTag public record Unknown(long tag, @Remaining byte[] data) implements Frame {}
 * }</pre>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.TYPE)
public @interface UnknownTag {}
