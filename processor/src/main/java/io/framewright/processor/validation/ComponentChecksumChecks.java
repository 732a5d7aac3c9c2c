package io.framewright.processor.validation;

import static io.framewright.processor.diagnostic.Diagnostic.CHECKSUM_ALGORITHM_INVALID;
import static io.framewright.processor.diagnostic.Diagnostic.CLASS_NOT_ACCESSIBLE;
import static io.framewright.processor.diagnostic.Diagnostic.COMPONENT_CHECKSUM_NOT_INTEGER;
import static io.framewright.processor.diagnostic.Diagnostic.COMPONENT_CHECKSUM_PLACE;
import static io.framewright.processor.diagnostic.Diagnostic.COMPONENT_CHECKSUM_RANGE_BACKWARDS;
import static io.framewright.processor.diagnostic.Diagnostic.COMPONENT_CHECKSUM_RANGE_NOT_FIXED;
import static io.framewright.processor.diagnostic.Diagnostic.COMPONENT_CHECKSUM_TO_AND_EXPR;
import static io.framewright.processor.diagnostic.Diagnostic.COMPONENT_CHECKSUM_TWO;
import static io.framewright.processor.diagnostic.Diagnostic.COMPONENT_CHECKSUM_TYPE_MEMBER;
import static io.framewright.processor.diagnostic.Diagnostic.COMPONENT_CHECKSUM_UNKNOWN_NAME;
import static io.framewright.processor.diagnostic.Diagnostic.COMPONENT_CHECKSUM_WHOLE_VARIABLE;
import static io.framewright.processor.diagnostic.Diagnostic.COMPONENT_CHECKSUM_WIDTH;

import io.framewright.processor.diagnostic.Anchor;
import io.framewright.processor.diagnostic.Problem;
import io.framewright.processor.diagnostic.Reason;
import io.framewright.processor.model.ByteOrder;
import io.framewright.processor.model.ChecksumRange;
import io.framewright.processor.model.ComponentChecksum;
import io.framewright.processor.model.FieldLayout;
import io.framewright.processor.model.FieldModel;
import io.framewright.processor.model.Layout;
import io.framewright.processor.model.MessageModel;
import io.framewright.processor.model.SizeSpec;
import io.framewright.processor.model.WireType;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code @Checksum} on a record component: an integer field of a checksum's width, the only
 * checksum of its message, over a range named by components that exist in the right order
 * ({@link #check}); once laid out, the field and the range's ends in the message's fixed start
 * ({@link #checkPlacement}).
 */
final class ComponentChecksumChecks {
  private static final Anchor CHECKSUM = Anchor.annotation("Checksum");

  private ComponentChecksumChecks() {}

  static void check(MessageModel m, ValidationReport.Builder report) {
    String first = m.framing().checksum() != null ? Reason.CHECKSUM_ON_TYPE.text() : null;
    for (FieldModel f : m.fields()) {
      ComponentChecksum c = f.extras().checksum();
      if (c == null) {
        continue;
      }
      if (first != null) {
        report.add(Problem.of(COMPONENT_CHECKSUM_TWO, f.origin(), CHECKSUM, f.name(),
            m.type().nestedName(), first));
        continue;
      }
      first = "'" + f.name() + "'";
      checkOne(m, f, c, report);
    }
  }

  private static void checkOne(MessageModel m, FieldModel f, ComponentChecksum c,
      ValidationReport.Builder report) {
    if (!c.typeOnly().isEmpty()) {
      String member = c.typeOnly().get(0);
      report.add(Problem.of(COMPONENT_CHECKSUM_TYPE_MEMBER, f.origin(),
          Anchor.member("Checksum", member), member, f.name()));
      return;
    }
    if (f.isConditional()) {
      report.add(Problem.of(COMPONENT_CHECKSUM_PLACE, f.origin(), CHECKSUM, f.name(),
          Reason.CHECKSUM_OPTIONAL.text()));
      return;
    }
    if (!(f.type() instanceof WireType.Scalar s) || !s.primitive().isInteger() || f.nullable()
        || f.extras().using() != null || f.extras().varint() != null) {
      String what = f.extras().using() != null ? "read by a @Using codec"
          : f.extras().varint() != null ? "a varint" : Articles.a(f.javaTypeName());
      report.add(Problem.of(COMPONENT_CHECKSUM_NOT_INTEGER, f.origin(), CHECKSUM, f.name(),
          what, Reason.CHECKSUM_DECLARE_INTEGER.text()));
      return;
    }
    for (FieldModel other : m.fields()) {
      // The encoder writes the checksum over whatever else would be written there.
      String annotation = other == f ? null : OpenEnumChecks.naming(other, f.name());
      if (annotation != null) {
        report.add(Problem.of(COMPONENT_CHECKSUM_NOT_INTEGER, f.origin(), CHECKSUM, f.name(),
            "named by @" + annotation + " on '" + other.name() + "'",
            Reason.CHECKSUM_OWN_COMPONENT.text(annotation)));
        return;
      }
    }
    int width = f.bits() != 0 ? f.bits() : s.primitive().maxBits();
    if (width != 8 && width != 16 && width != 32 && width != 64) {
      int fix = width < 8 ? 8 : width < 16 ? 16 : width < 32 ? 32 : 64;
      report.add(Problem.of(COMPONENT_CHECKSUM_WIDTH, f.origin(), CHECKSUM, f.name(), width,
          fix));
      return;
    }
    if (c.algorithm() == null) {
      report.add(Problem.of(CLASS_NOT_ACCESSIBLE, f.origin(), Anchor.member("Checksum",
          "algorithm"), "Checksum(algorithm = ...)", m.type().nestedName(),
          m.type().packageName()));
      return;
    } else if (c.algorithmProblem() != null) {
      report.add(Problem.of(CHECKSUM_ALGORITHM_INVALID, f.origin(), Anchor.member("Checksum",
          "algorithm"), c.algorithm().nestedName(), m.type().nestedName(),
          c.algorithmProblem()));
      return;
    }
    int from = -1;
    int to = -1;
    for (String member : List.of("from", "to")) {
      String name = member.equals("from") ? c.from() : c.to();
      if (name.isEmpty()) {
        continue;
      }
      int index = indexOf(m, name);
      if (index < 0) {
        report.add(Problem.of(COMPONENT_CHECKSUM_UNKNOWN_NAME, f.origin(),
            Anchor.member("Checksum", member), member, name, f.name(), m.type().simpleName(),
            components(m)));
        return;
      }
      if (member.equals("from")) {
        from = index;
      } else {
        to = index;
      }
    }
    if (from >= 0 && to >= 0 && to < from) {
      report.add(Problem.of(COMPONENT_CHECKSUM_RANGE_BACKWARDS, f.origin(),
          Anchor.member("Checksum", "to"), c.from(), c.to(), f.name()));
      return;
    }
    if (!c.to().isEmpty() && !c.expr().isEmpty()) {
      report.add(Problem.of(COMPONENT_CHECKSUM_TO_AND_EXPR, f.origin(),
          Anchor.member("Checksum", "expr"), c.to(), c.expr(), f.name()));
      return;
    }
    if (!c.expr().isEmpty()) {
      SizeExpressionChecks.check(m, f, expression(f, c), report);
    }
  }

  /** {@code expr} as the size expression checks take it: {@code @Checksum(expr = ...)}. */
  static SizeSpec expression(FieldModel f, ComponentChecksum c) {
    return SizeSpec.of(-1, 0, ByteOrder.INHERIT, 0, f.origin(), "Checksum", "", false,
        c.expr());
  }

  /** Once laid out: the field and the range's named ends are in the message's fixed start. */
  static void checkPlacement(Layout layout, ValidationReport.Builder report) {
    ChecksumRange range = ChecksumRange.of(layout);
    if (range == null) {
      return;
    }
    FieldModel f = range.field().field();
    ComponentChecksum c = range.spec();
    FieldLayout placed = ChecksumRange.inFixedStart(layout, f.name());
    if (placed == null || placed.bitOffset() % 8 != 0) {
      report.add(Problem.of(COMPONENT_CHECKSUM_PLACE, f.origin(), CHECKSUM, f.name(),
          placed == null ? Reason.CHECKSUM_AFTER_VARIABLE.text()
              : Reason.CHECKSUM_NOT_ON_BYTE.text(placed.bitOffset() >>> 3,
                  placed.bitOffset() & 7)));
      return;
    }
    for (String member : List.of("from", "to")) {
      String name = member.equals("from") ? c.from() : c.to();
      if (!name.isEmpty() && ChecksumRange.inFixedStart(layout, name) == null) {
        FieldModel named = layout.message().fields().get(indexOf(layout.message(), name));
        report.add(Problem.of(COMPONENT_CHECKSUM_RANGE_NOT_FIXED, f.origin(),
            Anchor.member("Checksum", member), member, name, f.name(),
            (named.isConditional() ? Reason.RANGE_END_OPTIONAL
                : Reason.RANGE_END_AFTER_VARIABLE).text(), member.equals("from") ? "start"
                : "end"));
        return;
      }
    }
    if (c.to().isEmpty() && c.expr().isEmpty() && !layout.isFixed()) {
      report.add(Problem.of(COMPONENT_CHECKSUM_WHOLE_VARIABLE, f.origin(), CHECKSUM, f.name(),
          layout.type().nestedName(), range.field().elementBits()));
    }
  }

  private static int indexOf(MessageModel m, String name) {
    for (int i = 0; i < m.fields().size(); i++) {
      if (m.fields().get(i).name().equals(name)) {
        return i;
      }
    }
    return -1;
  }

  private static String components(MessageModel m) {
    List<String> names = new ArrayList<>();
    for (FieldModel c : m.fields()) {
      names.add("'" + c.name() + "'");
    }
    return String.join(", ", names);
  }
}
