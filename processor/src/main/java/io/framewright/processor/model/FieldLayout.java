package io.framewright.processor.model;

/**
 * A field placed in a validated layout.
 *
 * @param bitOffset first bit of the field from the start of the message
 * @param elementBits width of the value (of each element, for arrays)
 * @param count number of elements for an array, 0 for a single value
 * @param signed whether a narrowed integer or enum field is two's complement
 * @param order byte order of a byte-aligned whole-byte value, resolved (never INHERIT)
 * @param element what one value is (the element type, for arrays)
 * @param nested layout of the nested message, when {@code element} is one
 */
public record FieldLayout(
    FieldModel field,
    int bitOffset,
    int elementBits,
    int count,
    boolean signed,
    ByteOrder order,
    WireType element,
    Layout nested) {

  public String name() {
    return field.name();
  }

  public boolean isArray() {
    return count > 0;
  }

  public int totalBits() {
    return isArray() ? elementBits * count : elementBits;
  }

  public int endBit() {
    return bitOffset + totalBits();
  }

  /** The primitive of a scalar value or element, or null. */
  public Primitive primitive() {
    return element instanceof WireType.Scalar s ? s.primitive() : null;
  }

  /** Whether each value starts on a byte boundary and is a whole number of bytes. */
  public boolean isByteAligned() {
    return bitOffset % 8 == 0 && elementBits % 8 == 0;
  }

  /**
   * Whether encoding must check the value's range: integers and chars narrower than their Java
   * type (wider ones are Java's own bit pattern and always fit).
   */
  public boolean isRangeChecked() {
    Primitive p = primitive();
    return p != null && (p.isInteger() || p == Primitive.CHAR) && elementBits < p.maxBits();
  }

  /** Smallest value the field holds, as a long (for range-checked and enum fields). */
  public long minValue() {
    if (elementBits >= 64) {
      return Long.MIN_VALUE;
    }
    return signed ? -(1L << (elementBits - 1)) : 0;
  }

  /** Largest value the field holds, as a long (for range-checked and enum fields). */
  public long maxValue() {
    if (elementBits >= 64) {
      return signed ? Long.MAX_VALUE : -1L;
    }
    return signed ? (1L << (elementBits - 1)) - 1 : (1L << elementBits) - 1;
  }
}
