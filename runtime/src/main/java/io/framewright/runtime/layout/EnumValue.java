package io.framewright.runtime.layout;

import java.util.Objects;

/**
 * One constant of an enum field: its wire value and its name.
 *
 * @param others whether it is an open enum's catch-all ({@code @UnknownValue}), which stands for
 *     every value no other constant has ({@code wire} is then 0 and means nothing); an enum
 *     without one rejects such values
 */
public record EnumValue(long wire, String name, boolean others) {
  public EnumValue {
    Objects.requireNonNull(name, "name");
  }

  /** A constant with a wire value of its own. */
  public EnumValue(long wire, String name) {
    this(wire, name, false);
  }

  /** The catch-all constant {@code name} of an open enum. */
  public static EnumValue others(String name) {
    return new EnumValue(0, name, true);
  }
}
