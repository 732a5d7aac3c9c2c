package io.framewright.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The variant of a {@link Union} that takes any tag no other variant has, keeping the tag and
 * its bytes, so that it re-encodes to the same bytes. Without one, an unknown tag is a decode
 * error. Its record has one of two shapes:
 *
 * <ul>
 *   <li>{@code (long tag, @Remaining byte[] data)}: the tag and every byte after it (the tag may
 *       be an {@code int} for tags of up to 32 bits);
 *   <li>an integer component first, which holds the tag and is laid out as the union's tag (no
 *       annotation of its own), then any layout a known variant could have: the variant ends
 *       where that layout ends, so a list of such unions, or a stream of frames, goes on after
 *       an unknown one. Such a record belongs to its union alone (no {@code @Message} of its
 *       own), and the union can not be selected by {@link Select}.
 * </ul>
 *
 * <pre>{@code
 * @UnknownTag public record Unknown(long tag, @Remaining byte[] data) implements Frame {}
 * @UnknownTag public record Other(int type, @Length(bits = 16) byte[] data) implements Tlv {}
 * }</pre>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.TYPE)
public @interface UnknownTag {}
