package io.framewright.runtime.layout;

import io.framewright.runtime.ValueCodec;
import java.util.Objects;
import java.util.function.Supplier;

/**
 * The custom codec ({@code @Using}) of a {@link WireField.Kind#CUSTOM} field: what a tool that
 * does not run it may rely on ({@link #extent()}), and the codec itself, for a tool that does
 * ({@link #codec()}; how it writes a value as JSON, {@link #jsonForm()}). The instance is made
 * when first asked for, and the same one is returned afterwards. Equal when they name the same
 * class.
 */
public final class CustomCodec {
  private final String type;
  private final Supplier<? extends ValueCodec<?>> make;
  private volatile ValueCodec<?> codec;

  /**
   * The codec of the class named {@code type} (canonical name), made by {@code make} when first
   * asked for.
   */
  public CustomCodec(String type, Supplier<? extends ValueCodec<?>> make) {
    this.type = Objects.requireNonNull(type, "type");
    this.make = Objects.requireNonNull(make, "make");
  }

  /** The codec class {@code type}, made by {@code make} ({@code PiesNumber::new}). */
  public static CustomCodec of(Class<?> type, Supplier<? extends ValueCodec<?>> make) {
    return new CustomCodec(type.getCanonicalName(), make);
  }

  /** The codec class's canonical name. */
  public String type() {
    return type;
  }

  /**
   * An instance of the codec (the codec is stateless: any instance reads and writes as the
   * generated codec's own).
   */
  public ValueCodec<?> codec() {
    ValueCodec<?> c = codec;
    if (c == null) {
      c = Objects.requireNonNull(make.get(), "make");
      codec = c;
    }
    return c;
  }

  /** Where the bytes of a value end, as the codec declares ({@link ValueCodec#extent()}). */
  public ValueCodec.Extent extent() {
    return codec().extent();
  }

  /** How a value is written as JSON, as the codec declares ({@link ValueCodec#jsonForm()}). */
  public ValueCodec.JsonForm jsonForm() {
    return codec().jsonForm();
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof CustomCodec c && c.type.equals(type);
  }

  @Override
  public int hashCode() {
    return type.hashCode();
  }

  @Override
  public String toString() {
    return "CustomCodec[" + type + "]";
  }
}
