package io.framewright.runtime.layout;

import java.util.List;
import java.util.Objects;
import java.util.stream.Collectors;

/**
 * The values a field (each element of a sequence) may hold, which decoding checks and encoding
 * refuses to break: {@code @Range}, {@code @OneOf}, {@code @Const}, or the least value of a
 * size prefix ({@code @Count/@Length(min)}). Tools show it and check it as the codec does.
 *
 * @param kind which rule
 * @param min for {@link Kind#RANGE} the least value allowed ({@code Long.MIN_VALUE}: none);
 *     for {@link Kind#CONSTANT} the value
 * @param max for {@link Kind#RANGE} the greatest value allowed ({@code Long.MAX_VALUE}: none);
 *     for {@link Kind#CONSTANT} the value
 * @param anyOf for {@link Kind#ONE_OF} the values allowed, in the order declared; else empty
 */
public record ValueRule(Kind kind, long min, long max, List<Long> anyOf) {
  public ValueRule {
    Objects.requireNonNull(kind, "kind");
    anyOf = List.copyOf(anyOf);
  }

  /** Which rule a field has. */
  public enum Kind {
    /** From {@code min} to {@code max}, both included. */
    RANGE,
    /** One of {@code anyOf}. */
    ONE_OF,
    /** Exactly {@code min} (equal to {@code max}): written by the encoder, checked on decode. */
    CONSTANT
  }

  /** Whether {@code value} keeps the rule. */
  public boolean allows(long value) {
    return kind == Kind.ONE_OF ? anyOf.contains(value) : value >= min && value <= max;
  }

  /**
   * The rule as codecs word what they expected: {@code 1..247}, {@code at least 2},
   * {@code at most 9}, {@code one of 3, 6, 16}, {@code 0}.
   */
  public String describe() {
    if (kind == Kind.ONE_OF) {
      return "one of " + anyOf.stream().map(String::valueOf).collect(Collectors.joining(", "));
    }
    if (min == max) {
      return Long.toString(min);
    }
    if (min == Long.MIN_VALUE) {
      return "at most " + max;
    }
    if (max == Long.MAX_VALUE) {
      return "at least " + min;
    }
    return min + ".." + max;
  }

  /**
   * The rule as a tool labels its field: {@link #describe()}, but {@code constant 0} for a
   * constant, which a bare {@code 0} beside a field would not say.
   */
  public String label() {
    return kind == Kind.CONSTANT ? "constant " + min : describe();
  }
}
