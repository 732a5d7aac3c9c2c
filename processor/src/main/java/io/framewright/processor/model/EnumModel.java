package io.framewright.processor.model;

import java.util.List;
import java.util.OptionalLong;

/** A Java enum used as a field type, with each constant's {@code @WireValue}. */
public record EnumModel(TypeRef type, Origin origin, List<Constant> constants) {
  public EnumModel {
    constants = List.copyOf(constants);
  }

  /** One enum constant; {@code wireValue} is empty when the constant has no {@code @WireValue}. */
  public record Constant(String name, OptionalLong wireValue, Origin origin) {}
}
