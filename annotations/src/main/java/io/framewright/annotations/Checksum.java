package io.framewright.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * A checksum over the whole encoded message, in a field of {@link #bits()} bits at its start or
 * end that is not a record component: computed after the rest of the message is written, and
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
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.TYPE)
public @interface Checksum {
  /** A {@link java.util.zip.Checksum} implementation. */
  Class<? extends java.util.zip.Checksum> algorithm();

  /** Width of the checksum field: 8, 16, 24, 32 or 64 bits; the low bits of the value. */
  int bits();

  /** Where the field is. */
  At at() default At.START;

  /** Byte order of the field; the message's by default. */
  Endian order() default Endian.INHERIT;

  /** Whether the checksum covers its own field, holding {@link #placeholder()} meanwhile. */
  boolean includeField() default false;

  /** What the field holds while the checksum is computed, with {@link #includeField()}. */
  long placeholder() default 0;

  /** Where the checksum field is. */
  enum At {
    START,
    END
  }
}
