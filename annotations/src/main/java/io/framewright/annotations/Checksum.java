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
 * {@code io.framewright.runtime.Crc16Kermit}, {@code Crc16Mcrf4xx} (MAVLink's "X.25") and
 * {@code InternetChecksum}).
 *
 * <p>By default the checksum covers every byte of the message except its own field (a CRC
 * trailer). With {@link #includeField()} it covers the field too, which holds
 * {@link #placeholder()} (in its width and byte order) while the checksum is computed. With
 * {@link #from()} on the type (and {@code at = END}), it covers the message from the first byte
 * of that component on: a PNG chunk's CRC covers its type and data, not the length before them.
 *
 * <p><b>What the algorithm is fed.</b> Each time a message is encoded, decoded or wrapped by a
 * view, the codec makes a fresh instance with the no-argument constructor, so an algorithm may
 * keep its state in fields and needs no {@code reset()} (it is never called), and one codec may
 * be used by many threads. It then feeds the covered bytes in wire order, first to last, through
 * {@code update(byte[], int, int)} (in a few calls, some of no bytes) and, for the bytes of a
 * component's checksum field that its range covers, {@code update(int)} with 0, once per byte;
 * then calls {@code getValue()} once and keeps its low {@code bits}. On the type: the bytes from
 * the range's start up to the field, the {@link #placeholder()} in the field's width and byte
 * order if {@link #includeField()} (else nothing for the field), then the bytes after the field
 * up to the message's end. No seed, length or other byte is fed besides.
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
 * the type-level form only, {@link #to()} and {@link #expr()} for the component form.
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

  /**
   * The component the range starts at; "" for the message's start. On the type, the checksum is
   * {@code at = END} and the component is in the message's fixed start, on a byte boundary.
   */
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
