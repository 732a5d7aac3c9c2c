package io.framewright.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks an integer component as a presence flags field: later components annotated with
 * {@link Presence} own some of its bits, which the encoder sets from whether those components
 * are present. The component itself carries only the bits no field owns; they go through
 * unchanged, and owned bits in it are ignored on encode and cleared on decode.
 *
 * <pre>{@code
 * @Message(order = Endian.LITTLE)
 * public record Command(
 *     @Flags @Field(bits = 8) int flags,   // pass 0 unless you use bits no field owns
 *     @Presence(flag = 0x40) Short distribution,
 *     @Presence(flag = 0x02) Short p2) {}
 * }</pre>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.RECORD_COMPONENT, ElementType.FIELD})
public @interface Flags {}
