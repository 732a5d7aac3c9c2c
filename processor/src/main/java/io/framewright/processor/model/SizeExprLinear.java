package io.framewright.processor.model;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A size expression as {@code constant + sum(coefficient * name)}, when it is one (no product
 * of two names): what an encoder needs to set a single named component from the real size.
 *
 * @param coefficients each name's coefficient, in order of first appearance; zero ones dropped
 * @param constant the value with every name at 0
 */
public record SizeExprLinear(Map<String, Long> coefficients, long constant) {

  public SizeExprLinear {
    coefficients = Collections.unmodifiableMap(new LinkedHashMap<>(coefficients));
  }

  /** {@code e} as a linear form, or null when it is not one or a coefficient overflows. */
  public static SizeExprLinear of(SizeExpr e) {
    try {
      Map<String, Long> terms = new LinkedHashMap<>();
      long constant = collect(e, 1, terms);
      terms.values().removeIf(c -> c == 0);
      return new SizeExprLinear(terms, constant);
    } catch (ArithmeticException | NonLinear x) {
      return null;
    }
  }

  /** Adds {@code scale * e} to {@code terms}; returns its constant part. */
  private static long collect(SizeExpr e, long scale, Map<String, Long> terms) {
    if (e instanceof SizeExpr.Literal l) {
      return Math.multiplyExact(scale, l.value());
    }
    if (e instanceof SizeExpr.Name n) {
      terms.merge(n.name(), scale, Math::addExact);
      return 0;
    }
    SizeExpr.Binary b = (SizeExpr.Binary) e;
    return switch (b.op()) {
      case ADD -> Math.addExact(collect(b.left(), scale, terms),
          collect(b.right(), scale, terms));
      case SUBTRACT -> Math.addExact(collect(b.left(), scale, terms),
          collect(b.right(), Math.negateExact(scale), terms));
      case MULTIPLY -> {
        Long left = constantOf(b.left());
        Long right = constantOf(b.right());
        if (left != null) {
          yield collect(b.right(), Math.multiplyExact(scale, left), terms);
        }
        if (right != null) {
          yield collect(b.left(), Math.multiplyExact(scale, right), terms);
        }
        throw new NonLinear();
      }
    };
  }

  /** The value of an expression without names, or null. */
  public static Long constantOf(SizeExpr e) {
    if (!e.names().isEmpty()) {
      return null;
    }
    SizeExprLinear l = of(e);
    return l == null ? null : l.constant();
  }

  private static final class NonLinear extends RuntimeException {
    NonLinear() {
      super(null, null, false, false);
    }
  }
}
