package io.framewright.processor.model;

/**
 * One record component as declared: its type and its layout annotations, exactly as written
 * (not yet checked). {@code bits == 0} means the type's natural width; {@code count == null}
 * means no {@code @Count}.
 */
public record FieldModel(
    String name,
    Origin origin,
    WireType type,
    int bits,
    boolean signed,
    ByteOrder order,
    Integer count) {

  /** Whether {@code @Field(bits)} was given. */
  public boolean hasExplicitBits() {
    return bits != 0;
  }
}
