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

  /** The {@code @UnknownValue} constant (the first, if several), or null for a closed enum. */
  public Constant catchAll() {
    return constants.stream().filter(Constant::catchAll).findFirst().orElse(null);
  }

  /** Whether the enum has an {@code @UnknownValue} constant. */
  public boolean isOpen() {
    return catchAll() != null;
  }

  /** The constants that stand for a wire value: all but the catch-all. */
  public List<Constant> known() {
    return constants.stream().filter(c -> !c.catchAll()).toList();
  }

  /**
   * One enum constant; {@code wireValue} is empty when the constant has no {@code @WireValue}.
   *
   * @param catchAll whether it has {@code @UnknownValue}: any value no other constant has
   */
  public record Constant(String name, OptionalLong wireValue, Origin origin, boolean catchAll) {
    /** A constant without {@code @UnknownValue}. */
    public Constant(String name, OptionalLong wireValue, Origin origin) {
      this(name, wireValue, origin, false);
    }
  }
}
