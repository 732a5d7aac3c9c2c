package io.framewright.processor.model;

import java.util.List;

/**
 * The values an integer component (each element, for an array or list) may hold, as declared:
 * {@code @Range(min, max)}, {@code @OneOf(values)} or {@code @Const(value)}. A constant is the
 * range of one value, so decode, encode, the view and the description treat all three alike.
 *
 * @param annotation the annotation it came from ({@code "Range"}, {@code "OneOf"},
 *     {@code "Const"}), which diagnostics point at
 * @param min least value allowed, {@code Long.MIN_VALUE} when unbounded
 * @param max greatest value allowed, {@code Long.MAX_VALUE} when unbounded
 * @param anyOf for {@code @OneOf}, the values allowed in the order written; else empty
 * @param others the other rule annotations on the same component ({@code @Range} with
 *     {@code @Const} ...), which validation refuses; empty when there is one
 */
public record ValueRule(String annotation, long min, long max, List<Long> anyOf,
    List<String> others) {
  public ValueRule {
    anyOf = List.copyOf(anyOf);
    others = List.copyOf(others);
  }

  public static ValueRule range(long min, long max) {
    return new ValueRule("Range", min, max, List.of(), List.of());
  }

  public static ValueRule constant(long value) {
    return new ValueRule("Const", value, value, List.of(), List.of());
  }

  public static ValueRule oneOf(List<Long> values) {
    return new ValueRule("OneOf", Long.MIN_VALUE, Long.MAX_VALUE, values, List.of());
  }

  public boolean isConstant() {
    return annotation.equals("Const");
  }

  public boolean isSet() {
    return annotation.equals("OneOf");
  }
}
