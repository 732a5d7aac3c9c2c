package io.framewright.processor.validation;

import static io.framewright.processor.diagnostic.Diagnostic.SIZE_EXPR_LATER_NAME;
import static io.framewright.processor.diagnostic.Diagnostic.SIZE_EXPR_NAMES_NOTHING;
import static io.framewright.processor.diagnostic.Diagnostic.SIZE_EXPR_NOT_INTEGER;
import static io.framewright.processor.diagnostic.Diagnostic.SIZE_EXPR_OPTIONAL;
import static io.framewright.processor.diagnostic.Diagnostic.SIZE_EXPR_OWN_NAME;
import static io.framewright.processor.diagnostic.Diagnostic.SIZE_EXPR_SYNTAX;
import static io.framewright.processor.diagnostic.Diagnostic.SIZE_EXPR_TOO_COMPLEX;
import static io.framewright.processor.diagnostic.Diagnostic.SIZE_EXPR_TOO_LARGE;
import static io.framewright.processor.diagnostic.Diagnostic.SIZE_EXPR_UNKNOWN_NAME;
import static io.framewright.processor.diagnostic.Diagnostic.SIZE_EXPR_WITH_OTHER_SIZE;

import io.framewright.processor.diagnostic.Anchor;
import io.framewright.processor.diagnostic.Diagnostic;
import io.framewright.processor.diagnostic.Problem;
import io.framewright.processor.model.FieldModel;
import io.framewright.processor.model.FieldPath;
import io.framewright.processor.model.MessageModel;
import io.framewright.processor.model.SizeExpr;
import io.framewright.processor.model.SizeExprLinear;
import io.framewright.processor.model.SizeExprParser;
import io.framewright.processor.model.SizeSpec;
import io.framewright.processor.model.WireType;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code @Count/@Length(expr = "...")}: the expression parses, names only earlier integer
 * components that are always on the wire, and stays inside the range generated code computes
 * it in (longs, +-2^62, so a hostile header never overflows it).
 */
final class SizeExpressionChecks {
  /** Bound on every value the expression (and each part of it) can take. */
  static final BigInteger LIMIT = BigInteger.ONE.shiftLeft(62);

  private SizeExpressionChecks() {}

  static void check(MessageModel m, FieldModel f, SizeSpec spec,
      ValidationReport.Builder report) {
    String a = spec.annotation();
    Anchor at = Anchor.member(a, "expr");
    String text = spec.expression();
    String other = spec.fixed() != -1 ? "value = " + spec.fixed()
        : spec.bits() != 0 ? "bits = " + spec.bits()
        : !spec.field().isEmpty() ? "field = \"" + spec.field() + "\"" : null;
    if (other != null) {
      report.add(problem(SIZE_EXPR_WITH_OTHER_SIZE, f, spec, at, other));
      return;
    }
    SizeExpr e;
    try {
      e = SizeExprParser.parse(text);
    } catch (SizeExprParser.TooComplex x) {
      report.add(problem(SIZE_EXPR_TOO_COMPLEX, f, spec, at, x.getMessage(),
          SizeExprParser.MAX_OPERATORS, SizeExprParser.MAX_DEPTH));
      return;
    } catch (SizeExprParser.SyntaxError x) {
      String found = x.at() >= text.length() ? "at the end"
          : "found '" + text.charAt(x.at()) + "'";
      report.add(problem(SIZE_EXPR_SYNTAX, f, spec, at, x.getMessage(), x.at() + 1, found));
      return;
    }
    if (f.isConditional()) {
      report.add(problem(SIZE_EXPR_OPTIONAL, f, spec, at));
      return;
    }
    int index = m.fields().indexOf(f);
    for (SizeExpr.Name n : e.names()) {
      if (FieldPath.isPath(n.name())) {
        if (!FieldPathChecks.check(m, f, a, "expr", text, n.name(),
            FieldPathChecks.Use.EXPRESSION, report)) {
          return;
        }
        continue;
      }
      FieldModel named = null;
      for (FieldModel c : m.fields()) {
        if (c.name().equals(n.name())) {
          named = c;
        }
      }
      if (named == null) {
        report.add(problem(SIZE_EXPR_UNKNOWN_NAME, f, spec, at, m.type().simpleName(),
            n.name(), integersBefore(m, index)));
        return;
      }
      if (named == f) {
        // "declare 'd' before 'd'" would be no help.
        report.add(problem(SIZE_EXPR_OWN_NAME, f, spec, at));
        return;
      }
      if (m.fields().indexOf(named) >= index) {
        report.add(problem(SIZE_EXPR_LATER_NAME, f, spec, at, n.name()));
        return;
      }
      if (!isInteger(named) || named.isConditional() || named.conditions().flags()
          || named.extras().using() != null) {
        // A @Using component's width depends on its value: setting it from the size would
        // change the size.
        String what = named.conditions().flags() ? "a @Flags field"
            : named.isConditional() ? "optional"
            : named.extras().using() != null ? "read by a @Using codec"
            : Articles.a(named.type().describe());
        report.add(problem(SIZE_EXPR_NOT_INTEGER, f, spec, at, n.name(), what));
        return;
      }
    }
    if (e.names().isEmpty()) {
      Long value = SizeExprLinear.constantOf(e);
      long v = value == null ? 1 : value;
      report.add(problem(SIZE_EXPR_NAMES_NOTHING, f, spec, at, v, Math.max(1, v)));
      return;
    }
    BigInteger[] range = range(e, m);
    if (range[0].abs().compareTo(LIMIT) > 0 || range[1].abs().compareTo(LIMIT) > 0) {
      BigInteger worst = range[1].abs().compareTo(LIMIT) > 0 ? range[1] : range[0];
      report.add(problem(SIZE_EXPR_TOO_LARGE, f, spec, at, worst.toString()));
    }
  }

  private static Problem problem(Diagnostic d, FieldModel f, SizeSpec spec, Anchor at,
      Object... rest) {
    Object[] args = new Object[3 + rest.length];
    args[0] = spec.annotation();
    args[1] = spec.expression();
    args[2] = f.name();
    System.arraycopy(rest, 0, args, 3, rest.length);
    return Problem.of(d, f.origin(), at, args);
  }

  private static boolean isInteger(FieldModel f) {
    return f.type() instanceof WireType.Scalar s && s.primitive().isInteger() && !f.nullable();
  }

  private static String integersBefore(MessageModel m, int index) {
    List<String> names = new ArrayList<>();
    for (FieldModel c : m.fields().subList(0, index)) {
      if (isInteger(c) && !c.isConditional() && !c.conditions().flags()
          && c.extras().using() == null) {
        names.add("'" + c.name() + "'");
      }
    }
    return names.isEmpty() ? "there are none" : String.join(", ", names);
  }

  /**
   * The least and greatest values of {@code e} and of each part of it, with each name over
   * every value its component holds; a part beyond the limit makes the whole beyond it.
   */
  private static BigInteger[] range(SizeExpr e, MessageModel m) {
    if (e instanceof SizeExpr.Literal l) {
      BigInteger v = BigInteger.valueOf(l.value());
      return new BigInteger[] {v, v};
    }
    if (e instanceof SizeExpr.Name n) {
      if (FieldPath.isPath(n.name())) {
        return valueRange(FieldPathChecks.leaf(m, n.name()));
      }
      for (FieldModel c : m.fields()) {
        if (c.name().equals(n.name())) {
          return valueRange(c);
        }
      }
      throw new IllegalStateException("no component " + n.name());
    }
    SizeExpr.Binary b = (SizeExpr.Binary) e;
    BigInteger[] x = range(b.left(), m);
    BigInteger[] y = range(b.right(), m);
    BigInteger[] out = switch (b.op()) {
      case ADD -> new BigInteger[] {x[0].add(y[0]), x[1].add(y[1])};
      case SUBTRACT -> new BigInteger[] {x[0].subtract(y[1]), x[1].subtract(y[0])};
      case MULTIPLY -> {
        BigInteger[] p = {x[0].multiply(y[0]), x[0].multiply(y[1]), x[1].multiply(y[0]),
            x[1].multiply(y[1])};
        BigInteger lo = p[0];
        BigInteger hi = p[0];
        for (BigInteger v : p) {
          lo = lo.min(v);
          hi = hi.max(v);
        }
        yield new BigInteger[] {lo, hi};
      }
    };
    // A part out of range is reported as the whole's: the generated arithmetic would overflow.
    for (BigInteger[] part : List.of(x, y)) {
      if (part[0].abs().compareTo(LIMIT) > 0) {
        out[0] = out[0].min(part[0]);
      }
      if (part[1].abs().compareTo(LIMIT) > 0) {
        out[1] = out[1].max(part[1]);
      }
    }
    return out;
  }

  /** The values a component holds: its declared width's, or its Java type's. */
  private static BigInteger[] valueRange(FieldModel c) {
    var p = ((WireType.Scalar) c.type()).primitive();
    int bits = c.bits() == 0 || c.bits() >= p.maxBits() ? p.maxBits() : c.bits();
    boolean signed = bits == p.maxBits() || c.signed();
    BigInteger span = BigInteger.ONE.shiftLeft(signed ? bits - 1 : bits);
    return signed ? new BigInteger[] {span.negate(), span.subtract(BigInteger.ONE)}
        : new BigInteger[] {BigInteger.ZERO, span.subtract(BigInteger.ONE)};
  }
}
