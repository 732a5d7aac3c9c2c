package io.framewright.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * A checksum: on the type, over the whole encoded message, in a field of {@link #bits()} bits at
 * its start or end that is not a record component; computed after the rest of the message is written, and
 * verified on decode, where a mismatch is a decode error. The algorithm is any
 * {@link java.util.zip.Checksum} with a public no-argument constructor:
 * {@code java.util.zip.CRC32}, {@code java.util.zip.CRC32C}, or your own (the runtime has
 * {@code io.framewright.runtime.Crc16Kermit}).
 *
 * <p>By default the checksum covers every byte of the message except its own field (a CRC
 * trailer). With {@link #includeField()} it covers the field too, which holds
 * {@link #placeholder()} (in its width and byte order) while the checksum is computed.
 *
 * <pre>{@code
 * @Message
 * @Checksum(algorithm = CRC32.class, bits = 32, at = Checksum.At.END)
 * public record Frame(...) {}
 *
 * @Message(order = Endian.LITTLE)   // Avara: CRC over the datagram, its field holding 12 00
 * @Checksum(algorithm = Crc16Kermit.class, bits = 16, includeField = true, placeholder = 18)
 * public record Datagram(...) {}
 * }</pre>
 *
 * <p>On a record component, the component is the checksum field, anywhere in the fixed start of
 * the message (its width and byte order are the component's), over a byte range of the message:
 * from the start of {@link #from()} (the message's start by default) to the end of {@link #to()},
 * or {@link #expr()} bytes long (a size expression over earlier components), or to the end of a
 * fixed-size message. Where the range covers the checksum field, the field counts as zero. The
 * decoder verifies it as soon as the range's extent is known, before the fields after that are
 * parsed; the encoder computes and writes it, whatever the record holds. {@link #bits()},
 * {@link #at()}, {@link #order()}, {@link #includeField()} and {@link #placeholder()} are for
 * the type-level form only.
 *
 * <pre>{@code
 * @Message  // IPv4: the header's ihl * 4 bytes, the checksum taken as zero (RFC 1071)
 * public record Ipv4Header(
 *     @Field(bits = 4) int version, @Field(bits = 4) int ihl, ...,
 *     @Checksum(algorithm = InternetChecksum.class, expr = "ihl * 4")
 *     @Field(bits = 16) int headerChecksum, ...) {}
 * }</pre>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.TYPE, ElementType.RECORD_COMPONENT, ElementType.FIELD})
public @interface Checksum {
  /** A {@link java.util.zip.Checksum} implementation. */
  Class<? extends java.util.zip.Checksum> algorithm();

  /**
   * Width of the checksum field: 8, 16, 24, 32 or 64 bits; the low bits of the value. Required
   * on a type; on a component, its own width is the field's.
   */
  int bits() default 0;

  /** Where the field is. */
  At at() default At.START;

  /** Byte order of the field; the message's by default. */
  Endian order() default Endian.INHERIT;

  /** Whether the checksum covers its own field, holding {@link #placeholder()} meanwhile. */
  boolean includeField() default false;

  /** What the field holds while the checksum is computed, with {@link #includeField()}. */
  long placeholder() default 0;

  /** On a component: the component the range starts at; "" for the message's start. */
  String from() default "";

  /** On a component: the component the range ends after; "" for no such component. */
  String to() default "";

  /**
   * On a component: the range's length in bytes, a size expression over earlier components
   * ({@code "ihl * 4"}), as {@link Length#expr()} takes; "" for none.
   */
  String expr() default "";

  /** Where the checksum field is. */
  enum At {
    START,
    END
  }
}
