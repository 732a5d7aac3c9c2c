package io.framewright.processor.validation;

import static io.framewright.processor.diagnostic.Diagnostic.COVERS_BOUNDS;
import static io.framewright.processor.diagnostic.Diagnostic.COVERS_OVERLAP;
import static io.framewright.processor.diagnostic.Diagnostic.COVERS_PLACEMENT;
import static io.framewright.processor.diagnostic.Diagnostic.COVERS_SHAPE;
import static io.framewright.processor.diagnostic.Diagnostic.COVERS_THROUGH;

import io.framewright.processor.diagnostic.Anchor;
import io.framewright.processor.diagnostic.Problem;
import io.framewright.processor.model.Covers;
import io.framewright.processor.model.FieldLayout;
import io.framewright.processor.model.FieldModel;
import io.framewright.processor.model.Layout;
import io.framewright.processor.model.MessageModel;
import io.framewright.processor.model.Primitive;
import io.framewright.processor.model.SizeSpec;
import io.framewright.processor.model.WireType;
import io.framewright.processor.plan.CoveredSpan;
import java.util.List;

/**
 * {@code @Covers} (FW250-FW254): the length of a span is an {@code int} or {@code long} always
 * on the wire; it covers components declared after it, through one that exists; spans do not
 * overlap and the length is no other part's size; the bounds are ordered; and, once laid out,
 * the length ends on a byte boundary and the span ends where an item of the layout does, so
 * that decode can narrow and check it between items.
 */
final class CoversChecks {
  private CoversChecks() {}

  /** The model's checks: shape, the component named, overlaps and bounds. */
  static void check(MessageModel m, ValidationReport.Builder report) {
    List<FieldModel> fields = m.fields();
    int coveredUpTo = -1;
    FieldModel openLength = null;
    for (int i = 0; i < fields.size(); i++) {
      FieldModel f = fields.get(i);
      Covers c = f.extras().covers();
      if (c == null) {
        continue;
      }
      String shape = shapeProblem(f);
      if (shape != null) {
        report.add(Problem.of(COVERS_SHAPE, f.origin(), Anchor.annotation("Covers"), f.name(),
            shape));
        continue;
      }
      if (c.min() < 0 || c.max() < c.min()) {
        report.add(Problem.of(COVERS_BOUNDS, f.origin(),
            Anchor.member("Covers", c.min() < 0 ? "min" : "max"), c.min(), c.max(), f.name()));
      }
      int last = last(fields, i, c);
      if (last < 0) {
        report.add(Problem.of(COVERS_THROUGH, f.origin(), Anchor.member("Covers", "through"),
            c.through(), f.name(), throughProblem(fields, i, c)));
        continue;
      }
      if (i <= coveredUpTo) {
        report.add(Problem.of(COVERS_OVERLAP, f.origin(), Anchor.annotation("Covers"), f.name(),
            "it is inside the span of '" + openLength.name() + "'"));
        continue;
      }
      FieldModel sized = sizedBy(fields, f);
      if (sized != null) {
        report.add(Problem.of(COVERS_OVERLAP, f.origin(), Anchor.annotation("Covers"), f.name(),
            "it is the size of '" + sized.name() + "' too (@" + spec(sized).annotation()
                + "(field))"));
        continue;
      }
      coveredUpTo = last;
      openLength = f;
    }
  }

  /**
   * The layout's checks: the length ends on a byte boundary and the span ends where its item
   * does (a part of variable size, or a run of fixed-size fields with nothing after the last
   * covered component but padding).
   */
  static void checkPlacement(Layout layout, ValidationReport.Builder report) {
    for (CoveredSpan span : CoveredSpan.of(layout)) {
      FieldLayout length = span.length();
      Layout.Item lengthItem = layout.items().get(span.openAfter());
      if (lengthItem instanceof Layout.Segment
          && (length.bitOffset() + length.elementBits()) % 8 != 0) {
        report.add(Problem.of(COVERS_PLACEMENT, length.field().origin(),
            Anchor.annotation("Covers"), length.name(),
            "it ends " + (length.bitOffset() + length.elementBits()) % 8
                + " bit(s) into a byte", "give it and the fields before it whole bytes"));
        continue;
      }
      if (layout.items().get(span.closeAfter()) instanceof Layout.Segment s) {
        List<FieldLayout> fields = s.fields();
        for (FieldLayout after : fields.subList(fields.indexOf(span.last()) + 1, fields.size())) {
          if (after.role() != FieldLayout.Role.PAD) {
            report.add(Problem.of(COVERS_PLACEMENT, length.field().origin(),
                Anchor.member("Covers", "through"), length.name(),
                "the last component it covers, '" + span.last().name() + "', is followed by '"
                    + (after.field() == null ? after.role().name().toLowerCase(java.util.Locale.ROOT)
                    : after.name()) + "' in one run of fixed-size fields",
                "end the span at a part of variable size or at the message's last component"));
            break;
          }
        }
      }
    }
  }

  /** Why {@code f} can not hold a span's length, or null when it can. */
  private static String shapeProblem(FieldModel f) {
    if (!(f.type() instanceof WireType.Scalar s)
        || s.primitive() != Primitive.INT && s.primitive() != Primitive.LONG) {
      return "of type " + f.type().describe();
    }
    if (f.isConditional()) {
      return "on the wire only sometimes";
    }
    if (f.extras().using() != null) {
      return "read by its @Using codec";
    }
    if (f.extras().rawOf() != null) {
      return "not on the wire (@RawValue)";
    }
    return null;
  }

  /** Index of the last component the span of {@code fields[i]} covers, or -1 for none. */
  private static int last(List<FieldModel> fields, int i, Covers c) {
    if (c.toEnd()) {
      return i < fields.size() - 1 ? fields.size() - 1 : -1;
    }
    for (int j = i + 1; j < fields.size(); j++) {
      if (fields.get(j).name().equals(c.through())) {
        return j;
      }
    }
    return -1;
  }

  private static String throughProblem(List<FieldModel> fields, int i, Covers c) {
    if (c.toEnd()) {
      return "no component follows it";
    }
    for (int j = 0; j <= i; j++) {
      if (fields.get(j).name().equals(c.through())) {
        return j == i ? "that is the length itself" : "'" + c.through()
            + "' is declared before it";
      }
    }
    return "the message has no component '" + c.through() + "'";
  }

  /** A component whose count or length {@code length} holds ({@code @Length(field)}), or null. */
  private static FieldModel sizedBy(List<FieldModel> fields, FieldModel length) {
    for (FieldModel f : fields) {
      SizeSpec spec = spec(f);
      if (spec != null && spec.kind() == SizeSpec.Kind.FIELD
          && length.name().equals(spec.field())) {
        return f;
      }
    }
    return null;
  }

  private static SizeSpec spec(FieldModel f) {
    return f.count() != null ? f.count() : f.length();
  }
}
