package io.framewright.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Wire form of one record component. Without it a component takes its Java type's natural width:
 * {@code boolean} 8 bits (0 or 1), {@code byte} 8, {@code short} and {@code char} 16,
 * {@code int} and {@code float} 32, {@code long} and {@code double} 64, an enum 8.
 *
 * <p><b>Signedness.</b> A field as wide as its Java type is a plain two's complement bit pattern,
 * exactly as Java stores it (so an unsigned 32-bit field fits an {@code int}: read it with
 * {@link Integer#toUnsignedLong}). A narrower field is unsigned unless {@link #signed()} is set:
 * {@code @Field(bits = 16) int port} holds 0..65535, {@code @Field(bits = 10, signed = true) int
 * dx} holds -512..511. Encoding a value outside the field's range is an error, never a silent
 * truncation.
 *
 * <pre>{@code
 * @Message
 * public record Header(
 *     @Field(bits = 10) int payloadLength,   // unsigned, 0..1023
 *     @Field(bits = 4) PayloadType type,     // enum, wire values from @WireValue
 *     @Field(bits = 1) boolean hasOffset,
 *     @Field(bits = 1) boolean hasTurn,
 *     @Field(order = Endian.LITTLE) int sequence) {}
 * }</pre>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
// FIELD as well: javac copies the annotation onto the record's private field, the one element
// of a record component that javac 17 can point diagnostics at.
@Target({ElementType.RECORD_COMPONENT, ElementType.FIELD})
public @interface Field {
  /**
   * Width on the wire, 1 to 64 and no wider than the Java type; 0 (the default) means the type's
   * natural width. For arrays this is the width of each element.
   */
  int bits() default 0;

  /**
   * Whether a field narrower than its Java type is two's complement (true) or unsigned (false,
   * the default). Full-width fields are always Java's own bit pattern.
   */
  boolean signed() default false;

  /** Byte order of this field if byte-aligned and whole bytes wide; the message's by default. */
  Endian order() default Endian.INHERIT;
}
