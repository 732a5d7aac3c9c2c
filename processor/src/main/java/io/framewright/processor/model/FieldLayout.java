package io.framewright.processor.model;

/**
 * A field placed in a validated layout: a record component, or a field that is only on the wire
 * (the count or length prefix of a component).
 *
 * @param role what the field is
 * @param target for a prefix, the component it measures
 * @param bitOffset first bit, from the start of its segment; -1 for a variable-size component
 * @param elementBits width of the value (of each element, for arrays); 0 if variable
 * @param count fixed number of elements of an array, 0 otherwise
 * @param signed whether a narrowed integer or enum field is two's complement
 * @param order byte order of a byte-aligned whole-byte value, resolved (never INHERIT)
 * @param element what one value is (the element type, for arrays and lists)
 * @param nested layout of the nested message, when {@code element} is one
 * @param prefix the prefix field that carries this component's count or length, or null
 * @param constant the bytes of a {@link Role#MAGIC} or {@link Role#TERMINATOR} field; for a
 *     {@link Role#TAG} its value as an unsigned big-endian number of {@code ceil(bits / 8)}
 *     bytes; else null
 */
public record FieldLayout(
    FieldModel field,
    Role role,
    String target,
    int bitOffset,
    int elementBits,
    int count,
    boolean signed,
    ByteOrder order,
    WireType element,
    Layout nested,
    FieldLayout prefix,
    byte[] constant) {

  /** What a field of the layout is. */
  public enum Role {
    COMPONENT,
    /** Number of elements of {@code target}. */
    COUNT,
    /** Length in bytes of {@code target}. */
    LENGTH,
    /** Constant bytes at the start of the message. */
    MAGIC,
    /** Constant bytes at the end of a fixed-size message ({@code @Delimited} on its type). */
    TERMINATOR,
    /** Reserved bits, zero. */
    PAD,
    /** The message's checksum. */
    CHECKSUM,
    /**
     * The tag of the union this message is a variant of, first, when the tag is not whole
     * bytes: a constant of {@code elementBits}, its value in {@code constant}.
     */
    TAG
  }

  /** A {@link Role#TAG} field's value. */
  public long tagValue() {
    long v = 0;
    for (byte b : constant) {
      v = v << 8 | (b & 0xFF);
    }
    return v;
  }

  public String name() {
    return field.name();
  }

  public boolean isComponent() {
    return role == Role.COMPONENT;
  }

  /** Whether the field has a size known at compile time and a place in a segment. */
  public boolean isFixed() {
    return bitOffset >= 0;
  }

  public boolean isArray() {
    return count > 0;
  }

  public int totalBits() {
    return isArray() ? Math.multiplyExact(elementBits, count) : elementBits;
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
