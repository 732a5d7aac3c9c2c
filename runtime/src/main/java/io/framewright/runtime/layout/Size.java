package io.framewright.runtime.layout;

import java.util.Arrays;
import java.util.Objects;

/**
 * How far a variable part extends, and what its size counts.
 *
 * @param extent where the part ends
 * @param unit what {@code fixed}, a size field's value and {@code max} count
 * @param fixed for {@link Extent#FIXED}, the size; else -1
 * @param field for {@link Extent#PREFIX}, the name of the prefix field just before the part (for
 *     a {@link Extent#VARINT_PREFIX} or {@link Extent#QUIC_VARINT_PREFIX}, which is no field,
 *     the name tools show it by, or "": see {@link WireField#prefixName()}); for
 *     {@link Extent#HELD}, the earlier field that holds the size, its path into an earlier
 *     nested message ({@code "header.qdCount"}), or a field of the enclosing message
 *     ({@code "_parent.count"}); for {@link Extent#EXPRESSION},
 *     the expression over earlier fields that gives it, as written ({@code "ihl * 4 - 20"});
 *     else ""
 * @param fieldBits for {@link Extent#PREFIX}, the prefix field's width; else 0
 * @param max the most {@code unit}s accepted both ways ({@code Integer.MAX_VALUE}: as declared,
 *     no limit of its own)
 * @param terminator for {@link Extent#TERMINATED}, the bytes that end the part; else empty
 * @param include for {@link Extent#TERMINATED}, whether the value keeps the terminator as its
 *     last bytes ({@code @Delimited(include = true)}); else false
 * @param consume for {@link Extent#TERMINATED}, whether reading skips the terminator; false when
 *     it is left in the input, where the next part starts with it
 *     ({@code @Delimited(consume = false)}); else true
 * @param until for {@link Extent#UNTIL}, the condition on an element that makes it the last
 *     one ({@code @RepeatUntil}); else null
 * @param min the fewest {@code unit}s accepted both ways ({@code @Count(min)},
 *     {@code @Length(min)}: a TLS vector's {@code <2..2^16-2>}); 0 for no bound of its own. A
 *     prefix field carries it as its rule too; a varint prefix or an expression, which are no
 *     field, only here
 */
public record Size(Extent extent, Unit unit, long fixed, String field, int fieldBits, long max,
    byte[] terminator, boolean include, boolean consume, Until until, long min) {

  public Size {
    Objects.requireNonNull(extent, "extent");
    Objects.requireNonNull(unit, "unit");
    Objects.requireNonNull(field, "field");
    terminator = terminator.clone();
    if ((extent == Extent.UNTIL) != (until != null)) {
      throw new IllegalArgumentException("a condition is for UNTIL, which needs one: " + extent);
    }
  }

  /** A size without a lower bound of its own. */
  public Size(Extent extent, Unit unit, long fixed, String field, int fieldBits, long max,
      byte[] terminator, boolean include, boolean consume, Until until) {
    this(extent, unit, fixed, field, fieldBits, max, terminator, include, consume, until, 0);
  }

  /** A size that no element's condition ends. */
  public Size(Extent extent, Unit unit, long fixed, String field, int fieldBits, long max,
      byte[] terminator, boolean include, boolean consume) {
    this(extent, unit, fixed, field, fieldBits, max, terminator, include, consume, null);
  }

  /** This size with the lower bound {@code min}. */
  public Size withMin(long min) {
    return new Size(extent, unit, fixed, field, fieldBits, max, terminator, include, consume,
        until, min);
  }

  /**
   * The condition ending an {@link Extent#UNTIL} list: the element whose component
   * {@code field} has {@code (field & mask) == equal} (a boolean is 1 when true) is the last.
   *
   * @param field the element's component the condition reads
   * @param mask the bits of it the condition reads (-1: all)
   * @param equal the value that makes an element the last one
   */
  public record Until(String field, long mask, long equal) {
    public Until {
      Objects.requireNonNull(field, "field");
    }

    /** As the layout table shows it: {@code last = 1}, {@code flags & 0x80 = 0}. */
    @Override
    public String toString() {
      return (mask == -1 ? field : field + " & 0x" + Long.toHexString(mask)) + " = " + equal;
    }
  }

  /** A size whose terminator, if any, is dropped from the value and skipped. */
  public Size(Extent extent, Unit unit, long fixed, String field, int fieldBits, long max,
      byte[] terminator) {
    this(extent, unit, fixed, field, fieldBits, max, terminator, false, true);
  }

  /** Where a part ends. */
  public enum Extent {
    /** After {@code fixed} units. */
    FIXED,
    /** After as many units as the prefix field just before it says. */
    PREFIX,
    /** After as many units as an earlier field says. */
    HELD,
    /**
     * After as many units as the unsigned LEB128 varint just before it says (1 to 5 bytes, not
     * a field of its own).
     */
    VARINT_PREFIX,
    /**
     * After as many units as the QUIC varint just before it says (RFC 9000 section 16: 1, 2, 4
     * or 8 bytes, its length in the first byte's two high bits; not a field of its own).
     */
    QUIC_VARINT_PREFIX,

    /**
     * After as many units as the expression in {@code field} gives: integers, names of earlier
     * fields, {@code + - *} and parentheses.
     */
    EXPRESSION,
    /** At the end of the input (less any checksum after it). */
    REST,
    /** At {@code terminator}, which follows it on the wire. */
    TERMINATED,
    /**
     * After the first element meeting {@code until}'s condition, that element included; at most
     * {@code max} elements.
     */
    UNTIL,
    /** Where its own layout (a nested message, a custom codec) ends. */
    OWN
  }

  /** What a size counts. */
  public enum Unit {
    ELEMENTS,
    BYTES
  }

  /** The terminator's bytes (a copy). */
  @Override
  public byte[] terminator() {
    return terminator.clone();
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Size s && s.extent == extent && s.unit == unit && s.fixed == fixed
        && s.field.equals(field) && s.fieldBits == fieldBits && s.max == max
        && Arrays.equals(s.terminator, terminator) && s.include == include
        && s.consume == consume && Objects.equals(s.until, until) && s.min == min;
  }

  @Override
  public int hashCode() {
    return Objects.hash(extent, unit, fixed, field, fieldBits, max, Arrays.hashCode(terminator),
        include, consume, until, min);
  }

  @Override
  public String toString() {
    return "Size[" + extent + " " + unit + (fixed >= 0 ? " fixed=" + fixed : "")
        + (field.isEmpty() ? "" : " field=" + field) + (fieldBits > 0 ? " bits=" + fieldBits : "")
        + (min > 0 ? " min=" + min : "") + (max != Integer.MAX_VALUE ? " max=" + max : "")
        + (terminator.length > 0 ? " terminator=" + Arrays.toString(terminator) : "")
        + (include ? " include" : "") + (consume ? "" : " left")
        + (until != null ? " until " + until : "") + "]";
  }
}
