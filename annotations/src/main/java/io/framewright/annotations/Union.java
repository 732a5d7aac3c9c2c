package io.framewright.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Makes a sealed interface (also annotated {@link Message}) a tagged union: on the wire a tag of
 * {@link #bits()} bits, then the fields of the variant whose {@link Tag} it is. Every permitted
 * subtype is a record with a {@code @Tag}, or the one {@link UnknownTag} record that keeps tags
 * no variant has. Variants without their own {@code @Message} take the union's byte and bit
 * order.
 *
 * <pre>{@code
 * @Message(order = Endian.LITTLE)
 * @Union(bits = 32)
 * public sealed interface Frame permits Ping, Position, Unknown {}
 *
 * @Tag(13) public record Ping() implements Frame {}
 * @Tag(0) public record Position(int id, short x, short y) implements Frame {}
 * @UnknownTag public record Unknown(long tag, @Remaining byte[] data) implements Frame {}
 * }</pre>
 *
 * <p>Variants may themselves contain unions, so tags can nest (a kind byte, then a type).
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.TYPE)
public @interface Union {
  /** Width of the tag: 8, 16, 24, 32, 40, 48, 56 or 64 bits. */
  int bits();

  /** Byte order of the tag; the union's {@code @Message} order by default. */
  Endian order() default Endian.INHERIT;
}
