package io.framewright.processor.validation;

import static io.framewright.processor.diagnostic.Diagnostic.TYPE_CHECKSUM_COMPONENT_MEMBER;
import static io.framewright.processor.diagnostic.Diagnostic.TYPE_CHECKSUM_FROM_AT_START;
import static io.framewright.processor.diagnostic.Diagnostic.TYPE_CHECKSUM_FROM_PLACE;

import io.framewright.processor.diagnostic.Anchor;
import io.framewright.processor.diagnostic.Problem;
import io.framewright.processor.diagnostic.Reason;
import io.framewright.processor.model.ChecksumRange;
import io.framewright.processor.model.FieldModel;
import io.framewright.processor.model.Framing;
import io.framewright.processor.model.Layout;
import io.framewright.processor.model.MessageModel;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code @Checksum(from = ...)} on a type: a checksum at the END whose range starts at a
 * component of the message's fixed start, or the part right after it (FW200, FW201), and none
 * of the component form's {@code to} and {@code expr} (FW202). The range's start is the same
 * byte in every message, so that the codec and a view compute it alike without parsing first.
 */
final class TypeChecksumChecks {
  private static final Anchor FROM = Anchor.member("Checksum", "from");

  private TypeChecksumChecks() {}

  /** On the model: the members the type-level form takes, and a {@code from} that exists. */
  static void check(MessageModel m, ValidationReport.Builder report) {
    Framing.ChecksumSpec spec = m.framing().checksum();
    if (spec == null || m.isUnion()) {
      return;
    }
    String name = m.type().nestedName();
    if (!spec.componentOnly().isEmpty()) {
      String member = spec.componentOnly().get(0);
      report.add(Problem.of(TYPE_CHECKSUM_COMPONENT_MEMBER, m.origin(),
          Anchor.member("Checksum", member), member, name));
      return;
    }
    if (spec.from().isEmpty()) {
      return;
    }
    if (!spec.atEnd()) {
      report.add(Problem.of(TYPE_CHECKSUM_FROM_AT_START, m.origin(), FROM, spec.from(), name));
      return;
    }
    FieldModel from = null;
    List<String> names = new ArrayList<>();
    for (FieldModel f : m.fields()) {
      names.add("'" + f.name() + "'");
      if (f.name().equals(spec.from())) {
        from = f;
      }
    }
    if (from == null) {
      report.add(Problem.of(TYPE_CHECKSUM_FROM_PLACE, m.origin(), FROM, spec.from(), name,
          Reason.FROM_UNKNOWN.text(spec.from(), String.join(", ", names))));
    } else if (from.isConditional()) {
      report.add(Problem.of(TYPE_CHECKSUM_FROM_PLACE, m.origin(), FROM, spec.from(), name,
          Reason.FROM_OPTIONAL.text(spec.from())));
    }
  }

  /** Once laid out: {@code from} starts on a byte boundary, at the same place in every message. */
  static void checkPlacement(Layout layout, ValidationReport.Builder report) {
    Framing.ChecksumSpec spec = layout.message().framing().checksum();
    if (spec == null || spec.from().isEmpty()) {
      return;
    }
    int bit = ChecksumRange.fixedStartBit(layout, spec.from());
    String why = bit < 0 ? Reason.FROM_AFTER_VARIABLE.text(spec.from())
        : bit % 8 != 0 ? Reason.FROM_NOT_ON_BYTE.text(spec.from(), bit >>> 3, bit & 7) : null;
    if (why != null) {
      MessageModel m = layout.message();
      report.add(Problem.of(TYPE_CHECKSUM_FROM_PLACE, m.origin(), FROM, spec.from(),
          m.type().nestedName(), why));
    }
  }
}
