package io.framewright.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * An {@code int} or {@code long} component written as a variable-length integer in one of the
 * {@link VarintForm}s: by default unsigned LEB128, 7 bits per byte, least significant group
 * first, the high bit of each byte set when another byte follows (protobuf varints, the MQTT
 * remaining length, Minecraft's VarInt and VarLong); {@code form = ZIGZAG} maps the value first
 * (protobuf {@code sint32}), so small negative numbers stay short; {@code form = QUIC} is the
 * varint of RFC 9000 section 16, its length in the first byte's two high bits.
 *
 * <pre>{@code
 * @Message
 * public record Publish(
 *     @Varint(maxBytes = 4) int remainingLength,   // MQTT: 1 to 4 bytes, 0..268435455
 *     @Varint(zigzag = true) long delta,           // -1 is 01, 1 is 02
 *     @Varint(acceptNonMinimal = true) int tag,    // protobuf: 80 00 reads as 0
 *     @Varint(form = VarintForm.QUIC) long offset) {} // QUIC: 7b bd is 15293
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
  /** How the number is written: LEB128 (the default), ZigZag-mapped LEB128, or QUIC. */
  VarintForm form() default VarintForm.LEB128;

  /**
   * Whether the value is ZigZag-mapped (signed): 0, -1, 1, -2 are written as 0, 1, 2, 3. The
   * older spelling of {@code form = ZIGZAG}, kept because it reads well and is short; it can not
   * be given with another form.
   */
  boolean zigzag() default false;

  /**
   * Most bytes of one varint. LEB128 and ZigZag: 1 to 5 for an {@code int}, 1 to 10 for a
   * {@code long}; 0 (the default) means 5 for an {@code int} and 10 for a {@code long}. QUIC:
   * 1, 2, 4 or 8 (6, 14, 30 or 62 bits); 0 means 8.
   */
  int maxBytes() default 0;

  /**
   * Whether decoding accepts a varint with more bytes than its value needs ({@code 80 00} for 0
   * in LEB128, {@code 40 25} for 37 in QUIC). Left out, LEB128 and ZigZag varints are rejected
   * (as MQTT requires; protobuf accepts them: write {@code true}), QUIC ones accepted, as RFC
   * 9000 section 16 allows; write {@code false} where a protocol asks for the fewest bytes (QUIC
   * frame types, section 12.4).
   */
  boolean acceptNonMinimal() default false;
}
