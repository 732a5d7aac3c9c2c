package io.framewright.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * An optional component at the end of a message, on the wire only when input remains: fields a
 * later version of a protocol added, which an older peer leaves off. Decoding reads it when any
 * byte is left and makes it absent ({@code null}, or the {@link WhenAbsent} value of a primitive)
 * when the input ends before it; encoding an absent value writes nothing. Only components that
 * no other component follows may be trailing, and an absent one may not be followed by a
 * present one (the decoder could not tell which was left off). A message that ends with one
 * reads to the end of its input, as one ending with {@link Remaining} does.
 *
 * <pre>{@code
 * @Field(bits = 16) int players,
 * @Trailing @Field(bits = 16) Integer maxPlayers,   // null from an older server
 * @Trailing @Delimited String map) {}
 * }</pre>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.RECORD_COMPONENT, ElementType.FIELD})
public @interface Trailing {}
