package io.framewright.runtime.layout;

import java.util.Objects;

/** One constant of an enum field: its wire value and its name. */
public record EnumValue(long wire, String name) {
  public EnumValue {
    Objects.requireNonNull(name, "name");
  }
}
