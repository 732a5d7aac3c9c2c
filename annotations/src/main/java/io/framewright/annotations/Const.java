package io.framewright.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * An integer component that always holds one value: Modbus's protocol identifier 0, MQTT's
 * 4-bit packet type in the first byte of each variant, a version byte. Any width, whole bytes
 * or bits, anywhere in the message ({@link Magic} is bytes at its start).
 *
 * <pre>{@code
 * @Message
 * public record Mbap(
 *     @Field(bits = 16) int transaction,
 *     @Const(0) @Field(bits = 16) int protocol,   // 00 00 on the wire, always
 *     @Field(bits = 16) int length) {}
 * }</pre>
 *
 * <p>Decoding checks it: any other value is a {@code DecodeException} at the field ("expected 0
 * but found 1"). Encoding writes it, and refuses a record whose component holds another value
 * with an {@code EncodeException}, as it refuses a value that does not fit: writing the constant
 * over it would encode something other than the record, and the two would not round-trip.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.RECORD_COMPONENT, ElementType.FIELD})
public @interface Const {
  /** The value; it must fit the field's width and signedness. */
  long value() default 0;

  /**
   * Constant bytes, for a {@code byte[]} component instead of {@link #value()}: each 0 to 255,
   * as {@link Magic} takes them. The component is that many bytes (no {@code @Length} needed; a
   * fixed {@code @Length} must say the same), anywhere in the message, and decoding any other
   * bytes there is a {@code DecodeException} at the component (expected and found in hex);
   * encoding writes them, and refuses a record whose array holds others. RakNet's offline
   * message magic, 16 bytes in the middle of its unconnected ping:
   *
   * <pre>{@code
   * @Message
   * public record UnconnectedPing(
   *     @Const(0x01) byte id,
   *     long time,
   *     @Const(bytes = {0x00, 0xff, 0xff, 0x00, 0xfe, 0xfe, 0xfe, 0xfe,
   *                     0xfd, 0xfd, 0xfd, 0xfd, 0x12, 0x34, 0x56, 0x78}) byte[] magic,
   *     long clientGuid) {}
   * }</pre>
   */
  int[] bytes() default {};
}
