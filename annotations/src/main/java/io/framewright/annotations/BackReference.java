package io.framewright.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * A {@code @Delimited} list of messages that may end, instead of at its terminator, at a
 * pointer to an earlier place in the same message, where the rest of the list is read (the
 * compressed names of DNS, RFC 1035 section 4.1.4). A pointer is {@code markerBits +
 * offsetBits} bits, big-endian: its first {@code markerBits} bits are {@code marker} (so a
 * pointer is told from an element by its first byte), the rest an offset from the first byte of
 * the message being decoded (the input the top-level codec or view was given).
 *
 * <p>Decoding follows each pointer and gives the whole list, as if written in place; it is a
 * {@code io.framewright.runtime.ReferencedList} that also says how many elements were written in
 * place and where the pointer led, so that encoding it again writes the same bytes. A pointer
 * must lead strictly before the place the list (or the part of it reached by the pointer
 * before) starts, as RFC 1035 asks ("a prior occurrence"): so a loop or a forward pointer is a
 * {@code DecodeException}, never a hang, and at most {@code maxPointers} are followed.
 *
 * <p>Encoding writes a plain list whole, then its terminator; a {@code ReferencedList} with a
 * pointer writes its elements in place, then the pointer. With {@code compress = true} a plain
 * list is compressed against the lists of the same form written before it in the message (see
 * {@link #compress()}).
 *
 * <pre>{@code
 * @Delimited(terminator = 0) @BackReference List<Label> name,   // DNS: c0 0c is a pointer to 12
 * }</pre>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.RECORD_COMPONENT, ElementType.FIELD})
public @interface BackReference {
  /** The value of a pointer's first {@code markerBits} bits; DNS: {@code 0b11}. */
  int marker() default 0b11;

  /** How many leading bits of a pointer's first byte mark it, 1 to 7; DNS: 2. */
  int markerBits() default 2;

  /**
   * Bits of the offset after the marker; with {@code markerBits} they fill whole bytes (at most
   * 4). DNS: 14.
   */
  int offsetBits() default 14;

  /** Most pointers followed while reading one list (RFC 1035 names have at most 127 labels). */
  int maxPointers() default 127;

  /**
   * Whether encoding a plain list (not a {@code ReferencedList}) compresses it: its longest run
   * of last elements, then the end, that an earlier list of this form in the same message
   * already wrote (in place, or through pointers the decoder follows) becomes a pointer there,
   * as DNS encoders write names (RFC 1035 section 4.1.4). A decoded list is written as it was
   * read, so encoding a decoded message gives the same bytes. Only lists reached from the
   * top-level message through records and lists of records are compressed (not inside a union
   * variant), and never one inside a part measured before it is written (a length prefix, a size
   * expression: the processor refuses that). The encoder's sizes stay those of the list written
   * whole, an upper bound; {@code Codec.size} of such a message encodes it to tell the exact size.
   */
  boolean compress() default false;
}
