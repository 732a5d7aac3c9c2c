package io.framewright.processor.generation;

import static io.framewright.processor.generation.Literals.number;

import com.palantir.javapoet.CodeBlock;
import io.framewright.processor.model.FieldLayout;
import io.framewright.processor.model.Primitive;
import io.framewright.processor.model.ValueRule;
import java.util.ArrayList;
import java.util.List;

/**
 * The test of a value rule ({@code @Range}, {@code @OneOf}, {@code @Const}, a size's
 * {@code min}): one expression that is true when a value breaks it, shared by decode's read, a
 * view's wrap (through the same read) and encode's check, so that all three refuse the same
 * values.
 */
public final class RuleCode {
  private RuleCode() {}

  /**
   * The rule a read or write of {@code f} checks: a component's own, or a size prefix's lower
   * bound; null for none (reserved bits, tags and constants share a component's model but not
   * its rule).
   */
  public static ValueRule of(FieldLayout f) {
    return switch (f.role()) {
      case COMPONENT, COUNT, LENGTH -> f.field().extras().rule();
      default -> null;
    };
  }

  /**
   * {@code v < 1 || v > 247}, {@code v != 3 && v != 6}: true when the value {@code v} of
   * {@code f} breaks {@code rule}; null when no value the field can hold does (a bound at the
   * field's own limit tests nothing, and would not compile for a narrower type).
   */
  public static CodeBlock violation(FieldLayout f, ValueRule rule, String v) {
    Primitive p = f.primitive();
    boolean isLong = p == Primitive.LONG;
    long lo = least(f);
    long hi = greatest(f);
    if (rule.isSet()) {
      List<CodeBlock> differs = new ArrayList<>();
      for (long allowed : rule.anyOf()) {
        differs.add(CodeBlock.of("$L != $L", v, number(allowed, isLong)));
      }
      return CodeBlock.join(differs, " && ");
    }
    List<CodeBlock> outside = new ArrayList<>();
    if (rule.min() > lo) {
      outside.add(CodeBlock.of("$L < $L", v, number(rule.min(), isLong)));
    }
    if (rule.max() < hi) {
      outside.add(CodeBlock.of("$L > $L", v, number(rule.max(), isLong)));
    }
    return outside.isEmpty() ? null : CodeBlock.join(outside, " || ");
  }

  /** The rule as the layout description carries it: what tools show, and errors say. */
  public static io.framewright.runtime.layout.ValueRule described(ValueRule rule) {
    io.framewright.runtime.layout.ValueRule.Kind kind = rule.isSet()
        ? io.framewright.runtime.layout.ValueRule.Kind.ONE_OF : rule.isConstant()
            ? io.framewright.runtime.layout.ValueRule.Kind.CONSTANT
            : io.framewright.runtime.layout.ValueRule.Kind.RANGE;
    return new io.framewright.runtime.layout.ValueRule(kind, rule.min(), rule.max(),
        rule.anyOf());
  }

  /** What a value must be, as decode's "expected" says: {@code 1..247}, {@code one of 3, 4}. */
  public static String expected(ValueRule rule) {
    return described(rule).describe();
  }

  /** The least Java value a read of {@code f} gives: its width's, within its type's. */
  static long least(FieldLayout f) {
    return fixedWidth(f) ? f.minValue() : typeMin(f.primitive());
  }

  /** The greatest Java value a read of {@code f} gives. */
  static long greatest(FieldLayout f) {
    return fixedWidth(f) ? f.maxValue() : typeMax(f.primitive());
  }

  /** Whether the field is narrower than its type (a varint is as wide as its type). */
  private static boolean fixedWidth(FieldLayout f) {
    return f.field().extras().varint() == null && f.elementBits() > 0 && f.isRangeChecked();
  }

  private static long typeMin(Primitive p) {
    return switch (p) {
      case CHAR -> 0;
      case BYTE -> Byte.MIN_VALUE;
      case SHORT -> Short.MIN_VALUE;
      case INT -> Integer.MIN_VALUE;
      default -> Long.MIN_VALUE;
    };
  }

  private static long typeMax(Primitive p) {
    return switch (p) {
      case CHAR -> Character.MAX_VALUE;
      case BYTE -> Byte.MAX_VALUE;
      case SHORT -> Short.MAX_VALUE;
      case INT -> Integer.MAX_VALUE;
      default -> Long.MAX_VALUE;
    };
  }
}
