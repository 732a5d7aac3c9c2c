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
 *
 * <p>A tag that is not a whole number of bytes ({@code bits = 4}) takes the first bits of the
 * message in its bit order (the high bits of the first byte, {@code MSB_FIRST}); the rest of
 * that byte belongs to the variant, whose layout starts with the tag as a constant field, so its
 * first fields pack in beside it (MQTT's packet type and flags):
 *
 * <pre>{@code
 * @Message @Union(bits = 4)
 * public sealed interface Control permits Puback, Pingreq {}
 *
 * @Tag(4) public record Puback(@Field(bits = 4) int flags,      // 40 02 00 01
 *     @Length(varint = true) PacketId rest) implements Control {}
 * }</pre>
 *
 * <p>With {@code varint = true} the tag is an unsigned LEB128 varint instead (protobuf field
 * keys, Minecraft packet ids): 1 to 5 bytes, written in the fewest, any tag from 0 to
 * {@code Integer.MAX_VALUE}; with {@code varintForm = QUIC}, a QUIC varint (RFC 9000 frame
 * types).
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.TYPE)
public @interface Union {
  /**
   * Width of the tag: 1 to 64 bits. A width that is not a whole number of bytes shares its last
   * byte with the variant's first fields. Not given with {@link #varint()}.
   */
  int bits() default 0;

  /**
   * Whether the tag is an unsigned LEB128 varint (as {@code @Count(varint = true)} is): 1 to 5
   * bytes, the fewest its number needs, 0 to {@code Integer.MAX_VALUE}; {@link #bits()} is then
   * not given.
   */
  boolean varint() default false;

  /**
   * The form of the varint tag: written, it makes the tag a varint (without {@link #varint()}).
   * {@code QUIC} is RFC 9000's (section 16: 1, 2, 4 or 8 bytes, its length in the first byte's
   * two high bits), as QUIC frame types are written; as section 12.4 asks of those, a tag in more
   * bytes than it needs is rejected. {@code LEB128} is what {@code varint = true} writes. Tags
   * from 0 to {@code Integer.MAX_VALUE}. Not {@code ZIGZAG}: a tag is never negative.
   */
  VarintForm varintForm() default VarintForm.LEB128;

  /** Byte order of the tag; the union's {@code @Message} order by default. */
  Endian order() default Endian.INHERIT;
}
