package io.framewright.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * An {@code int} or {@code long} component written as a variable-length integer: unsigned
 * LEB128, 7 bits per byte, least significant group first, the high bit of each byte set when
 * another byte follows (protobuf varints, the MQTT remaining length, Minecraft's VarInt and
 * VarLong). With {@link #zigzag()} the value is ZigZag-mapped first (protobuf {@code sint32}),
 * so small negative numbers stay short.
 *
 * <pre>{@code
 * @Message
 * public record Publish(
 *     @Varint(maxBytes = 4) int remainingLength,   // MQTT: 1 to 4 bytes, 0..268435455
 *     @Varint(zigzag = true) long delta,           // -1 is 01, 1 is 02
 *     @Varint(acceptNonMinimal = true) int tag) {} // protobuf: 80 00 reads as 0
 * }</pre>
 *
 * <p>A varint makes the message variable-size. Decoding rejects a varint the input cuts short,
 * one longer than {@link #maxBytes()}, one whose value does not fit the component (an unsigned
 * varint in an {@code int} holds 0 to {@code Integer.MAX_VALUE}), and, unless
 * {@link #acceptNonMinimal()}, one written with more bytes than its value needs. Encoding a
 * negative value to an unsigned varint, or one that needs more than {@code maxBytes}, is an
 * error; the encoder always writes the fewest bytes.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.RECORD_COMPONENT, ElementType.FIELD})
public @interface Varint {
  /** Whether the value is ZigZag-mapped (signed): 0, -1, 1, -2 are written as 0, 1, 2, 3. */
  boolean zigzag() default false;

  /** Most bytes of one varint: 1 to 5 for an {@code int}, 1 to 10 for a {@code long}; 0 (the
   *  default) means 5 for an {@code int} and 10 for a {@code long}. */
  int maxBytes() default 0;

  /**
   * Whether decoding accepts a varint with more bytes than its value needs ({@code 80 00} for 0),
   * as protobuf does; by default such input is rejected, as MQTT requires.
   */
  boolean acceptNonMinimal() default false;
}
