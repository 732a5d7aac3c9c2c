package io.framewright.processor.model;

import java.util.List;
import java.util.OptionalLong;

/**
 * A Java enum used as a field type, with each constant's {@code @WireValue}.
 *
 * @param inaccessible why a codec in the package of the message using the enum can not name it,
 *     or null when it can
 */
public record EnumModel(TypeRef type, Origin origin, List<Constant> constants,
    Inaccessible inaccessible) {
  public EnumModel {
    constants = List.copyOf(constants);
  }

  /** For models built by hand, of an enum the codec can name. */
  public EnumModel(TypeRef type, Origin origin, List<Constant> constants) {
    this(type, origin, constants, null);
  }

  /** One enum constant; {@code wireValue} is empty when the constant has no {@code @WireValue}. */
  public record Constant(String name, OptionalLong wireValue, Origin origin) {}
}
