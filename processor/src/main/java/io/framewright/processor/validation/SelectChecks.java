package io.framewright.processor.validation;

import static io.framewright.processor.diagnostic.Diagnostic.CATCH_ALL_SELECTED;
import static io.framewright.processor.diagnostic.Diagnostic.SELECT_FIELD_LATER;
import static io.framewright.processor.diagnostic.Diagnostic.SELECT_FIELD_TAKEN;
import static io.framewright.processor.diagnostic.Diagnostic.SELECT_FIELD_TYPE;
import static io.framewright.processor.diagnostic.Diagnostic.SELECT_FIELD_UNKNOWN;
import static io.framewright.processor.diagnostic.Diagnostic.SELECT_NOT_UNION;
import static io.framewright.processor.diagnostic.Diagnostic.SELECT_TAG_NOT_ENUM_VALUE;
import static io.framewright.processor.diagnostic.Diagnostic.SELECT_TAG_TOO_WIDE;
import static io.framewright.processor.diagnostic.Diagnostic.SELECT_UNION_FRAMED;
import static io.framewright.processor.diagnostic.Diagnostic.SELECT_UNION_PACKED;

import io.framewright.processor.diagnostic.Anchor;
import io.framewright.processor.diagnostic.Problem;
import io.framewright.processor.diagnostic.Reason;
import io.framewright.processor.model.EnumModel;
import io.framewright.processor.model.FieldModel;
import io.framewright.processor.model.FieldPath;
import io.framewright.processor.model.Framing;
import io.framewright.processor.model.MessageModel;
import io.framewright.processor.model.Primitive;
import io.framewright.processor.model.SizeExprLinear;
import io.framewright.processor.model.SizeExprParser;
import io.framewright.processor.model.SizeSpec;
import io.framewright.processor.model.UnionModel;
import io.framewright.processor.model.Varint;
import io.framewright.processor.model.WireType;
import java.util.List;
import java.util.stream.Collectors;

/**
 * Checks {@code @Select}: the component is a union, its selector an earlier integer or enum
 * component that nothing else sets, and every variant's tag a value the selector can hold.
 */
final class SelectChecks {
  private SelectChecks() {}

  static void check(MessageModel m, ValidationReport.Builder report) {
    List<FieldModel> fields = m.fields();
    for (int i = 0; i < fields.size(); i++) {
      FieldModel f = fields.get(i);
      if (f.extras().isSelected()) {
        check(m, f, fields.subList(0, i), report);
      }
    }
  }

  private static void check(MessageModel m, FieldModel f, List<FieldModel> earlier,
      ValidationReport.Builder report) {
    String name = f.extras().select();
    Anchor at = Anchor.member("Select", "field");
    boolean using = f.extras().using() != null || f.extras().usingUnreadable();
    if (!(f.type() instanceof WireType.Nested n) || !n.union() || f.isConditional() || using) {
      report.add(Problem.of(SELECT_NOT_UNION, f.origin(), Anchor.annotation("Select"), f.name(),
          f.isConditional() ? "optional" : Articles.a(f.type().describe())
              + (using ? " read by a @Using codec" : "")));
      return;
    }
    if (FieldPath.isPath(name)) {
      // A value of a nested record: the path's checks stand for the same-record ones below.
      if (!FieldPathChecks.check(m, f, "Select", name, FieldPathChecks.Use.SELECTOR, report)) {
        return;
      }
      checkTags(f, n, FieldPathChecks.leaf(m, name), report);
      return;
    }
    FieldModel selector = earlier.stream().filter(e -> e.name().equals(name)).findFirst()
        .orElse(null);
    if (selector == null) {
      boolean later = m.fields().stream().anyMatch(e -> e.name().equals(name));
      report.add(later
          ? Problem.of(SELECT_FIELD_LATER, f.origin(), at, name, f.name())
          : Problem.of(SELECT_FIELD_UNKNOWN, f.origin(), at, name, f.name(),
              m.type().nestedName()));
      return;
    }
    boolean isEnum = selector.type() instanceof WireType.Enum;
    if (!isEnum && !ConditionChecks.isInteger(selector) || selector.isSequence()) {
      report.add(Problem.of(SELECT_FIELD_TYPE, f.origin(), at, name, f.name(),
          Articles.a(selector.javaTypeName())));
      return;
    }
    String taken = taken(m, f, selector);
    if (taken != null) {
      report.add(Problem.of(SELECT_FIELD_TAKEN, f.origin(), at, name, f.name(), taken));
      return;
    }
    checkTags(f, n, selector, report);
  }

  /** The union is not framed, and every tag of its variants is a value the selector holds. */
  private static void checkTags(FieldModel f, WireType.Nested n, FieldModel selector,
      ValidationReport.Builder report) {
    boolean isEnum = selector.type() instanceof WireType.Enum;
    MessageModel union = n.model();
    if (union == null) {
      return; // the union's own checks report it
    }
    Framing framing = union.framing();
    if (framing.magic() != null || framing.delimiter() != null) {
      report.add(Problem.of(SELECT_UNION_FRAMED, f.origin(), Anchor.annotation("Select"),
          f.name(), union.type().nestedName(), framing.magic() != null ? "Magic" : "Delimited"));
      return;
    }
    if (union.union().isPacked()) {
      report.add(Problem.of(SELECT_UNION_PACKED, f.origin(), Anchor.annotation("Select"),
          f.name(), union.type().nestedName(), union.union().bits()));
      return;
    }
    for (UnionModel.Variant v : union.union().variants()) {
      if (v.declaredCatchAll()) {
        report.add(Problem.of(CATCH_ALL_SELECTED, f.origin(), Anchor.annotation("Select"),
            f.name(), v.type().nestedName(), union.type().nestedName()));
        return;
      }
      if (v.unknown()) {
        continue;
      }
      for (UnionModel.TagRange r : v.tags()) {
        Problem p = isEnum ? notEnumValue(f, selector, v, r) : tooWide(f, selector, v, r);
        if (p != null) {
          report.add(p);
          break;
        }
      }
    }
  }

  private static Problem tooWide(FieldModel f, FieldModel selector, UnionModel.Variant v,
      UnionModel.TagRange r) {
    long max = maxTag(selector);
    if (max == -1 || Long.compareUnsigned(r.to(), max) <= 0) {
      return null;
    }
    long shown = Long.compareUnsigned(r.from(), max) > 0 ? r.from() : r.to();
    return Problem.of(SELECT_TAG_TOO_WIDE, f.origin(), Anchor.member("Select", "field"),
        Long.toUnsignedString(shown), v.type().nestedName(), selector.name(), f.name(), "0",
        Long.toUnsignedString(max));
  }

  /** The first tag of {@code r} no constant of the enum selector has, reported; or null. */
  private static Problem notEnumValue(FieldModel f, FieldModel selector, UnionModel.Variant v,
      UnionModel.TagRange r) {
    EnumModel e = ((WireType.Enum) selector.type()).model();
    java.util.Set<Long> wire = new java.util.TreeSet<>();
    e.constants().forEach(c -> c.wireValue().ifPresent(wire::add));
    // A range wider than the enum has constants holds a value none has: looked at no further.
    for (long t = r.from(), n = 0; n <= wire.size(); t++, n++) {
      if (!wire.contains(t)) {
        return Problem.of(SELECT_TAG_NOT_ENUM_VALUE, f.origin(), Anchor.member("Select", "field"),
            Long.toUnsignedString(t), v.type().nestedName(), selector.name(), f.name(),
            e.type().nestedName(), wire.stream().map(String::valueOf)
                .collect(Collectors.joining(", ")));
      }
      if (t == r.to()) {
        break;
      }
    }
    return null;
  }

  /** What else sets the selector's value, worded for FW113; null when nothing does. */
  private static String taken(MessageModel m, FieldModel f, FieldModel selector) {
    if (selector.isConditional()) {
      return Reason.SELECT_TAKEN_OPTIONAL.text();
    }
    if (selector.conditions().flags()) {
      return Reason.SELECT_TAKEN_FLAGS.text();
    }
    for (FieldModel other : m.fields()) {
      for (SizeSpec size : new SizeSpec[] {other.count(),
          other.length()}) {
        if (size != null && (size.isField() && size.field().equals(selector.name())
            || setByExpression(size, selector.name()))) {
          return Reason.SELECT_TAKEN_SIZE.text(other.name());
        }
      }
      if (other != f && selector.name().equals(other.extras().select())) {
        return Reason.SELECT_TAKEN_TWICE.text(other.name());
      }
      if (other.conditions().when() != null
          && other.conditions().when().field().equals(selector.name())) {
        return Reason.SELECT_TAKEN_WHEN.text(other.name());
      }
    }
    return null;
  }

  /**
   * Whether {@code size} is an expression {@code a * name + b} of that one component, which the
   * encoder sets from the real size (as it writes a held size).
   */
  static boolean setByExpression(SizeSpec size, String name) {
    if (size.expression().isEmpty()) {
      return false;
    }
    try {
      SizeExprLinear linear = SizeExprLinear.of(SizeExprParser.parse(size.expression()));
      return linear != null && linear.coefficients().keySet().equals(java.util.Set.of(name));
    } catch (SizeExprParser.SyntaxError e) {
      return false; // FW130 reports it
    }
  }

  /**
   * The largest tag an integer selector holds, as an unsigned long (-1: any 64-bit value). Tags
   * are unsigned: a field as wide as its Java type is compared as its bits, a narrower signed
   * one only in its non-negative half.
   */
  static long maxTag(FieldModel selector) {
    Primitive type = ((WireType.Scalar) selector.type()).primitive();
    Varint varint = selector.extras().varint();
    if (varint != null && (type == Primitive.INT || type == Primitive.LONG)) {
      // A varint holds the numbers its maxBytes carry (7 bits each, or 8 less the 2 of a QUIC
      // varint's length) that its type holds; ZigZag writes a tag t as 2t, so it holds half.
      int bits = Math.max(0, varint.numberBits(type));
      long numbers = bits >= 64 ? -1L : (1L << bits) - 1;
      return varint.zigzag() ? numbers >>> 1 : numbers;
    }
    int natural = type.defaultBits();
    int bits = selector.hasExplicitBits() ? selector.bits() : natural;
    if (selector.signed() && bits < natural) {
      bits--;
    }
    return bits >= 64 ? -1L : (1L << bits) - 1;
  }
}
