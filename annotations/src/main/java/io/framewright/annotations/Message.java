package io.framewright.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a record as a wire message: the annotation processor generates a codec for it, named
 * {@code <Record>Codec} (nested records: {@code Outer_InnerCodec}) in the record's package.
 *
 * <p>Components are laid out in declaration order with no gaps. Each component's wire form comes
 * from its Java type and its {@link Field} annotation, if any.
 *
 * <pre>{@code
 * @Message(order = Endian.LITTLE)
 * public record Position(int entityId, short x, short y) {}
 *
 * byte[] wire = PositionCodec.INSTANCE.encode(new Position(7, (short) -3, (short) 12));
 * Position back = PositionCodec.INSTANCE.decode(wire);
 * }</pre>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.TYPE)
public @interface Message {
  /** Byte order of byte-aligned multi-byte fields; big-endian (network order) by default. */
  Endian order() default Endian.BIG;

  /** How fields narrower than a byte, or not aligned to one, are packed. */
  BitOrder bitOrder() default BitOrder.MSB_FIRST;
}
