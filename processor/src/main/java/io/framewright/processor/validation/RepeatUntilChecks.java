package io.framewright.processor.validation;

import static io.framewright.processor.diagnostic.Diagnostic.REPEAT_UNTIL_AND_SIZE;
import static io.framewright.processor.diagnostic.Diagnostic.REPEAT_UNTIL_FIELD_TYPE;
import static io.framewright.processor.diagnostic.Diagnostic.REPEAT_UNTIL_MAX;
import static io.framewright.processor.diagnostic.Diagnostic.REPEAT_UNTIL_NO_FIELD;
import static io.framewright.processor.diagnostic.Diagnostic.REPEAT_UNTIL_SHAPE;

import io.framewright.processor.diagnostic.Anchor;
import io.framewright.processor.diagnostic.Problem;
import io.framewright.processor.model.FieldModel;
import io.framewright.processor.model.Primitive;
import io.framewright.processor.model.RepeatUntil;
import io.framewright.processor.model.SizeSpec;
import io.framewright.processor.model.WireType;

/**
 * {@code @RepeatUntil} (FW241-FW245): on a list or array of messages of one record type, with
 * no other size, a condition on an integer or boolean component of the element that is always
 * on the wire (the decoder has it as soon as the element is read), and a max of 1 or more.
 */
final class RepeatUntilChecks {
  private RepeatUntilChecks() {}

  /** Whether {@code f}'s {@code @RepeatUntil} is valid; false when a problem was reported. */
  static boolean check(FieldModel f, ValidationReport.Builder report) {
    RepeatUntil u = f.extras().repeatUntil();
    if (!f.isSequence() || !(f.element() instanceof WireType.Nested n) || n.union()
        || n.model() == null || f.extras().using() != null || f.extras().varint() != null) {
      String what = f.extras().using() != null ? "read by its @Using codec"
          : f.element() instanceof WireType.Nested n && n.union() && f.isSequence()
          ? "a list of unions (no component every variant has)"
          : "of type " + f.type().describe();
      report.add(Problem.of(REPEAT_UNTIL_SHAPE, f.origin(), Anchor.annotation("RepeatUntil"),
          f.name(), what));
      return false;
    }
    boolean ok = true;
    String other = other(f);
    if (other != null) {
      report.add(Problem.of(REPEAT_UNTIL_AND_SIZE, f.origin(), Anchor.annotation(other),
          f.name(), other));
      ok = false;
    }
    if (u.max() < 1) {
      report.add(Problem.of(REPEAT_UNTIL_MAX, f.origin(), Anchor.member("RepeatUntil", "max"),
          u.max(), f.name()));
      ok = false;
    }
    String type = n.type().nestedName();
    FieldModel target = n.model().fields().stream().filter(c -> c.name().equals(u.field()))
        .findFirst().orElse(null);
    if (target == null) {
      report.add(Problem.of(REPEAT_UNTIL_NO_FIELD, f.origin(),
          Anchor.member("RepeatUntil", "field"), u.field(), f.name(), type));
      return false;
    }
    String problem = targetProblem(target);
    if (problem != null) {
      report.add(Problem.of(REPEAT_UNTIL_FIELD_TYPE, f.origin(),
          Anchor.member("RepeatUntil", "field"), u.field(), f.name(), type, problem));
      return false;
    }
    return ok;
  }

  /** The size annotation {@code f} has besides {@code @RepeatUntil}, or null. */
  private static String other(FieldModel f) {
    if (f.extras().delimited() != null) {
      return "Delimited";
    }
    SizeSpec spec = f.count() != null ? f.count() : f.length();
    return spec == null ? null : spec.annotation();
  }

  /** Why the condition can not read {@code target}, or null when it can. */
  private static String targetProblem(FieldModel target) {
    if (!(target.type() instanceof WireType.Scalar s)
        || !s.primitive().isInteger() && s.primitive() != Primitive.BOOLEAN) {
      return target.type().describe();
    }
    if (target.isConditional()) {
      return "on the wire only sometimes";
    }
    if (target.extras().rawOf() != null) {
      return "not on the wire (@RawValue)";
    }
    return null;
  }
}
