package io.framewright.processor.validation;

import static io.framewright.processor.diagnostic.Diagnostic.CONST_BYTES_AND_VALUE;
import static io.framewright.processor.diagnostic.Diagnostic.CONST_BYTES_EMPTY;
import static io.framewright.processor.diagnostic.Diagnostic.CONST_BYTES_NOT_A_BYTE;
import static io.framewright.processor.diagnostic.Diagnostic.CONST_BYTES_SHAPE;
import static io.framewright.processor.diagnostic.Diagnostic.CONST_BYTES_TYPE;
import static io.framewright.processor.diagnostic.Diagnostic.RULE_ALLOWS_NOTHING;
import static io.framewright.processor.diagnostic.Diagnostic.RULE_COMBINED;
import static io.framewright.processor.diagnostic.Diagnostic.RULE_NOT_APPLICABLE;
import static io.framewright.processor.diagnostic.Diagnostic.RULE_VALUE_DOES_NOT_FIT;
import static io.framewright.processor.diagnostic.Diagnostic.RULE_VALUE_TWICE;
import static io.framewright.processor.diagnostic.Diagnostic.SIZE_MIN_NOT_ON_WIRE;
import static io.framewright.processor.diagnostic.Diagnostic.SIZE_MIN_OUT_OF_RANGE;

import io.framewright.processor.diagnostic.Anchor;
import io.framewright.processor.diagnostic.Problem;
import io.framewright.processor.diagnostic.Reason;
import io.framewright.processor.model.FieldModel;
import io.framewright.processor.model.MessageModel;
import io.framewright.processor.model.Primitive;
import io.framewright.processor.model.SizeExpr;
import io.framewright.processor.model.SizeExprParser;
import io.framewright.processor.model.SizeSpec;
import io.framewright.processor.model.ValueRule;
import io.framewright.processor.model.WireType;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Value rules ({@code @Range}, {@code @OneOf}, {@code @Const}, FW193 to FW197) and the lower
 * bound of a size ({@code @Count/@Length(min)}, FW198, FW199): on an integer the codec reads and
 * writes as the record holds it, with values the field can hold, one rule to a component.
 */
final class RuleChecks {
  private RuleChecks() {}

  static void check(MessageModel m, ValidationReport.Builder report) {
    for (FieldModel f : m.fields()) {
      if (f.extras().constBytes() != null) {
        checkConstBytes(f, report);
      } else if (f.extras().rule() != null) {
        checkRule(m, f, f.extras().rule(), report);
      }
      if (f.count() != null) {
        checkMin(f, f.count(), report);
      }
      if (f.length() != null && !f.length().isRemaining()) {
        checkMin(f, f.length(), report);
      }
    }
  }

  private static void checkRule(MessageModel m, FieldModel f, ValueRule rule,
      ValidationReport.Builder report) {
    String a = rule.annotation();
    if (!rule.others().isEmpty()) {
      report.add(Problem.of(RULE_COMBINED, f.origin(), Anchor.annotation(rule.others().get(0)),
          rule.others().get(0), f.name(), a));
      return;
    }
    Reason why = notApplicable(m, f);
    if (why != null) {
      Object arg = switch (why) {
        case RULE_TYPE -> Articles.a(f.javaTypeName());
        case RULE_RAW_VALUE -> f.extras().rawOf();
        case RULE_SELECTOR, RULE_EXPRESSION_TERM -> user(m, f, why);
        default -> null;
      };
      report.add(Problem.of(RULE_NOT_APPLICABLE, f.origin(), Anchor.annotation(a), a, f.name(),
          arg == null ? why.text() : why.text(arg)));
      return;
    }
    Primitive p = ((WireType.Scalar) f.element()).primitive();
    long lo = least(f, p);
    long hi = greatest(f, p);
    if (rule.isSet()) {
      if (rule.anyOf().isEmpty()) {
        report.add(Problem.of(RULE_ALLOWS_NOTHING, f.origin(), Anchor.member(a, "value"), a,
            "{}", f.name(), lo, hi));
        return;
      }
      Set<Long> seen = new HashSet<>();
      for (long v : rule.anyOf()) {
        if (v < lo || v > hi) {
          report.add(Problem.of(RULE_VALUE_DOES_NOT_FIT, f.origin(), Anchor.member(a, "value"),
              a, f.name(), v, lo, hi));
          return;
        }
        if (!seen.add(v)) {
          report.add(Problem.of(RULE_VALUE_TWICE, f.origin(), Anchor.member(a, "value"),
              f.name(), v));
          return;
        }
      }
    } else if (rule.isConstant()) {
      if (rule.min() < lo || rule.min() > hi) {
        report.add(Problem.of(RULE_VALUE_DOES_NOT_FIT, f.origin(), Anchor.member(a, "value"),
            a, f.name(), rule.min(), lo, hi));
      }
    } else if (Math.max(rule.min(), lo) > Math.min(rule.max(), hi)) {
      // Anchored on the bound that empties the range: min, unless only max is out of reach.
      String member = rule.min() > hi || rule.min() > rule.max() ? "min" : "max";
      report.add(Problem.of(RULE_ALLOWS_NOTHING, f.origin(), Anchor.member(a, member), a,
          "min = " + rule.min() + ", max = " + rule.max(), f.name(), lo, hi));
    }
  }

  /**
   * FW220 to FW224: {@code @Const(bytes)} on a {@code byte[]} always on the wire, of bytes, as
   * long as they are and nothing else deciding its size or its value.
   */
  private static void checkConstBytes(FieldModel f, ValidationReport.Builder report) {
    Anchor at = Anchor.member("Const", "bytes");
    List<Integer> bytes = f.extras().constBytes();
    if (!(f.type() instanceof WireType.Array a) || a.list()
        || !(a.element() instanceof WireType.Scalar s) || s.primitive() != Primitive.BYTE) {
      report.add(Problem.of(CONST_BYTES_TYPE, f.origin(), at, f.name(),
          Articles.a(f.javaTypeName())));
      return;
    }
    if (f.extras().rule() != null && f.extras().rule().isConstant()) {
      report.add(Problem.of(CONST_BYTES_AND_VALUE, f.origin(), Anchor.member("Const", "value"),
          f.name(), f.extras().rule().min()));
      return;
    }
    if (bytes.isEmpty()) {
      report.add(Problem.of(CONST_BYTES_EMPTY, f.origin(), at, f.name()));
      return;
    }
    for (int b : bytes) {
      if (b < 0 || b > 255) {
        report.add(Problem.of(CONST_BYTES_NOT_A_BYTE, f.origin(), at, f.name(), b));
        return;
      }
    }
    String beside = besideConstBytes(f, bytes.size());
    if (beside != null) {
      report.add(Problem.of(CONST_BYTES_SHAPE, f.origin(), at, f.name(), bytes.size(),
          beside));
    }
  }

  /** What else on {@code f} decides its size, presence or value, as written; null for none. */
  private static String besideConstBytes(FieldModel f, int n) {
    SizeSpec length = f.length();
    if (f.count() != null) {
      return "@Count";
    }
    if (length != null && length.isRemaining()) {
      return "@Remaining";
    }
    if (length != null && !length.isFixed()) {
      return "@Length";
    }
    if (length != null && length.fixed() != n) {
      return "@Length(" + length.fixed() + ")";
    }
    if (f.hasExplicitBits() && f.bits() != 8) {
      return "@Field(bits = " + f.bits() + ")";
    }
    if (!f.conditions().presence().isEmpty()) {
      return "@Presence";
    }
    if (f.conditions().when() != null) {
      return "@When";
    }
    if (f.conditions().trailing()) {
      return "@Trailing";
    }
    if (f.extras().using() != null || f.extras().usingUnreadable()) {
      return "@Using";
    }
    if (f.extras().delimited() != null) {
      return "@Delimited";
    }
    if (f.extras().checksum() != null) {
      return "@Checksum";
    }
    if (f.extras().rule() != null) {
      return "@" + f.extras().rule().annotation();
    }
    return null;
  }

  /** Why {@code f} takes no value rule, or null when it does. */
  private static Reason notApplicable(MessageModel m, FieldModel f) {
    if (f.extras().using() != null || f.extras().usingUnreadable()) {
      return Reason.RULE_USING;
    }
    if (!(f.element() instanceof WireType.Scalar s)
        || !(s.primitive().isInteger() || s.primitive() == Primitive.CHAR)) {
      return Reason.RULE_TYPE;
    }
    if (f.extras().rawOf() != null) {
      return Reason.RULE_RAW_VALUE;
    }
    if (f.extras().checksum() != null) {
      return Reason.RULE_CHECKSUM;
    }
    if (f.conditions().flags()) {
      return Reason.RULE_FLAGS;
    }
    if (user(m, f, Reason.RULE_SELECTOR) != null) {
      return Reason.RULE_SELECTOR;
    }
    if (user(m, f, Reason.RULE_EXPRESSION_TERM) != null) {
      return Reason.RULE_EXPRESSION_TERM;
    }
    return null;
  }

  /**
   * The component whose variant {@code f} selects ({@link Reason#RULE_SELECTOR}), or whose size
   * expression names it ({@link Reason#RULE_EXPRESSION_TERM}); null for none.
   */
  private static String user(MessageModel m, FieldModel f, Reason why) {
    for (FieldModel other : m.fields()) {
      if (why == Reason.RULE_SELECTOR && f.name().equals(other.extras().select())) {
        return other.name();
      }
      if (why == Reason.RULE_EXPRESSION_TERM && (names(other.count(), f.name())
          || names(other.length(), f.name()))) {
        return other.name();
      }
    }
    return null;
  }

  private static boolean names(SizeSpec spec, String name) {
    if (spec == null || !spec.isExpression()) {
      return false;
    }
    try {
      for (SizeExpr.Name n : SizeExprParser.parse(spec.expression()).names()) {
        if (n.name().equals(name)) {
          return true;
        }
      }
    } catch (SizeExprParser.SyntaxError e) {
      return false; // reported by the expression's own checks
    }
    return false;
  }

  /** The least value {@code f} holds on the wire, as the Java value decode gives. */
  static long least(FieldModel f, Primitive p) {
    if (f.extras().varint() != null) {
      return f.extras().varint().zigzag() ? typeMin(p) : 0;
    }
    int bits = width(f, p);
    if (bits >= p.maxBits() || p == Primitive.CHAR) {
      return typeMin(p);
    }
    return f.signed() ? -(1L << (bits - 1)) : 0;
  }

  /** The greatest value {@code f} holds on the wire. */
  static long greatest(FieldModel f, Primitive p) {
    if (f.extras().varint() != null) {
      return p == Primitive.LONG ? Long.MAX_VALUE : Integer.MAX_VALUE;
    }
    int bits = width(f, p);
    if (bits >= p.maxBits()) {
      return p == Primitive.LONG ? Long.MAX_VALUE : p == Primitive.CHAR ? Character.MAX_VALUE
          : (1L << (p.maxBits() - 1)) - 1;
    }
    return f.signed() ? (1L << (bits - 1)) - 1 : (1L << bits) - 1;
  }

  private static int width(FieldModel f, Primitive p) {
    return f.hasExplicitBits() ? f.bits() : p.defaultBits();
  }

  private static long typeMin(Primitive p) {
    return p == Primitive.CHAR ? 0 : p == Primitive.LONG ? Long.MIN_VALUE
        : -(1L << (p.maxBits() - 1));
  }

  /** FW198, FW199: a lower bound on a size read from the wire, no greater than its maximum. */
  private static void checkMin(FieldModel f, SizeSpec spec, ValidationReport.Builder report) {
    if (spec.min() == 0) {
      return;
    }
    String a = spec.annotation();
    Anchor at = Anchor.member(a, "min");
    Reason where = switch (spec.kind()) {
      case FIXED -> Reason.SIZE_FIXED;
      case FIELD -> Reason.SIZE_HELD;
      default -> null;
    };
    if (where != null) {
      report.add(Problem.of(SIZE_MIN_NOT_ON_WIRE, spec.origin(), at, a, spec.min(), f.name(),
          where == Reason.SIZE_HELD ? where.text(spec.field()) : where.text()));
      return;
    }
    long max = spec.effectiveMax();
    if (spec.min() < 0 || spec.min() > max) {
      report.add(Problem.of(SIZE_MIN_OUT_OF_RANGE, spec.origin(), at, a, spec.min(), f.name(),
          max));
    }
  }
}
