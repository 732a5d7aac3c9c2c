package io.framewright.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * This integer component is a length in bytes of the components after it, from the next one
 * through {@link #through()}: a size that covers several parts, as Modbus's MBAP length covers
 * the unit id and the PDU, QUIC's Length the packet number and the payload, or a TLS
 * handshake's length its body.
 *
 * <pre>{@code
 * @Message
 * public record Request(
 *     @Field(bits = 16) int transactionId,
 *     @Field(bits = 16) @Const(0) int protocolId,
 *     @Field(bits = 16) @Covers(through = "pdu") int length,  // unitId + pdu
 *     @Field(bits = 8) int unitId,
 *     Pdu pdu) {}
 * }</pre>
 *
 * <p>The annotation sits on the length itself, a component of its own with its width
 * ({@code @Field(bits)} or {@code @Varint}), because that is where the formats put it and where
 * a reader looks for it; the covered components stay plain components of the record, without a
 * record of their own around them (as {@code @Length} on a nested message would need), the way
 * Kaitai reads a {@code size:}-bounded substream. The span starts right after the length, as in
 * every format above.
 *
 * <p>The encoder writes the real byte count of the span there, whatever the record holds, and
 * refuses one the field can not hold or outside {@link #min()}..{@link #max()}
 * ({@code EncodeException}). The decoder reads the components of the span from exactly that
 * many bytes: a length the input does not hold, one outside the bounds, a covered part that needs
 * more bytes than the span has, or bytes of the span no covered part read are each a
 * {@code DecodeException} naming the length. Inside the span a {@code @Remaining} component
 * (or a union or nested message that reads to the end of its input) ends at the span's end,
 * not the message's, so it may be followed by components after the span.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.RECORD_COMPONENT, ElementType.FIELD})
public @interface Covers {
  /**
   * The last component the length covers, declared after this one; left empty, the length
   * covers every component after it, to the end of the message.
   */
  String through() default "";

  /** Fewest bytes the span may take, both ways; 0 by default. */
  int min() default 0;

  /** Most bytes the span may take, both ways (besides what the field can hold). */
  int max() default Integer.MAX_VALUE;
}
