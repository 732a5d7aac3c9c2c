package io.framewright.processor.model;

/**
 * One record component as declared: its type and its layout annotations, exactly as written
 * (not yet checked). {@code bits == 0} means the type's natural width.
 *
 * @param nullable whether the Java type can hold null (a box, String, array, record, List)
 * @param count {@code @Count}, or null
 * @param length {@code @Length} or {@code @Remaining}, or null
 * @param conditions {@code @Flags}, {@code @Presence}, {@code @When}, {@code @WhenAbsent}
 * @param extras {@code @Pad}, {@code @Delimited}, {@code @Using}
 */
public record FieldModel(
    String name,
    Origin origin,
    WireType type,
    boolean nullable,
    int bits,
    boolean signed,
    ByteOrder order,
    SizeSpec count,
    SizeSpec length,
    Conditions conditions,
    FieldExtras extras) {

  public boolean isConditional() {
    return conditions.isConditional();
  }

  /** The component's Java type as written: a box where the component is one. */
  public String javaTypeName() {
    if (nullable && type instanceof WireType.Scalar s) {
      return s.primitive().boxName();
    }
    return type.describe();
  }

  /** Whether {@code @Field(bits)} was given. */
  public boolean hasExplicitBits() {
    return bits != 0;
  }

  /** The fixed element count of an array, or null. */
  public Integer fixedCount() {
    return count != null && count.isFixed() ? count.fixed() : null;
  }

  /** The element type of an array or list, else the type itself. */
  public WireType element() {
    return type instanceof WireType.Array a ? a.element() : type;
  }

  public boolean isSequence() {
    return type instanceof WireType.Array;
  }
}
