package io.framewright.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Length in bytes of a {@code String}, {@code byte[]}, {@code List} or nested message component:
 * fixed, or written on the wire in a length field of {@link #bits()} bits just before it.
 *
 * <pre>{@code
 * @Message
 * public record Chat(
 *     @Length(bits = 32) String text,          // u32 byte length, then UTF-8 bytes
 *     @Length(bits = 16, max = 1024) byte[] blob,
 *     @Length(16) String name) {}              // always 16 bytes, zero-padded
 * }</pre>
 *
 * <p>The length field is not a record component: the encoder writes the encoded size, the
 * decoder reads it, checks it against {@link #max()} and the bytes that remain, and decodes the
 * component from exactly that many bytes. A fixed-length string is padded with zero bytes on
 * encode, and trailing zero bytes are dropped on decode.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.RECORD_COMPONENT, ElementType.FIELD})
public @interface Length {
  /** Fixed length in bytes, at least 1; leave unset when the length is on the wire. */
  int value() default -1;

  /** Width of the length field written before the component, 1 to 32 bits; unsigned. */
  int bits() default 0;

  /** Byte order of the length field; the message's by default. */
  Endian order() default Endian.INHERIT;

  /**
   * An earlier integer component that holds the size instead of a field of its own (for formats
   * where the size sits apart from the data). The encoder writes the real size there, whatever
   * the record holds; the decoder reads the data by it. That component may be optional
   * ({@code @Presence} with {@code @WhenAbsent(0)}): absent means 0.
   *
   * <p>A path names an {@code int} or {@code long} component of an earlier nested message
   * ({@code "header.qdCount"}, as deep as the records go). The decoder reads it from the nested
   * record; the encoder writes that record as it is and checks the value against the real
   * size instead: a mismatch is an {@code EncodeException} naming both paths and both numbers.
   * A value the nested record's encoder sets itself from one of its parts always on the wire
   * (its own count or length field, or the term of its size expression) is checked as that
   * encoder writes it, whatever the record holds.
   *
   * <p>{@code "_parent.count"} names an {@code int} or {@code long} component of the message that
   * encloses this one, declared before it there: the enclosing codec passes its value, which is
   * checked on encode as a path's is. Alone, this message's codec then refuses to decode or
   * encode ({@code ContextRequiredException}).
   */
  String field() default "";

  /**
   * Whether the length is written just before the component as an unsigned LEB128 varint (as
   * protobuf writes the length of its strings and bytes): 1 to 5 bytes, 7 bits each, least
   * significant group first, in the fewest bytes; instead of {@link #bits()}.
   */
  boolean varint() default false;

  /**
   * The form of the varint before the component: written, it makes the length a varint (without
   * {@link #varint()}). {@code QUIC} is RFC 9000's (section 16: 1, 2, 4 or 8 bytes, its length
   * in the first byte's two high bits, non-minimal ones accepted), as QUIC and HTTP/3 write
   * lengths; {@code LEB128} is what {@code varint = true} writes. The encoder writes the fewest
   * bytes. Not {@code ZIGZAG}: a length is never negative.
   */
  VarintForm varintForm() default VarintForm.LEB128;

  /**
   * The size as arithmetic on earlier integer components: integer literals, component names,
   * {@code + - *} and parentheses, such as {@code "ihl * 4 - 20"} (a header length in 32-bit
   * words, less the fixed header). Checked at compile time; the decoder rejects a size below 0 or
   * above {@link #max()}. On encode, an expression of one component {@code a * x + b} sets
   * {@code x} from the real size (a size it can not express exactly is an error); any other
   * expression is checked against the real size with the record's values.
   */
  String expr() default "";

  /** Most bytes accepted when encoding and decoding. */
  int max() default Integer.MAX_VALUE;

  /**
   * Fewest bytes accepted when encoding and decoding, for formats that give a lower bound (TLS
   * writes {@code <2..2^16-2>}: {@code min = 2, max = 65534}); 0 by default. Decoding a
   * smaller size is a {@code DecodeException} at the size, encoding one an
   * {@code EncodeException}. Only for a size on the wire ({@link #bits()}, {@link #varint()},
   * {@link #expr()}); a size {@link #field()} holds takes {@code @Range} on that field.
   */
  int min() default 0;
}
