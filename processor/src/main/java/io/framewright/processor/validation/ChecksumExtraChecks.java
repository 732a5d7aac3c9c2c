package io.framewright.processor.validation;

import static io.framewright.processor.diagnostic.Diagnostic.CHECKSUM_EXTRA_BYTES;
import static io.framewright.processor.diagnostic.Diagnostic.CHECKSUM_EXTRA_MISSING;
import static io.framewright.processor.diagnostic.Diagnostic.CHECKSUM_EXTRA_PLACE;
import static io.framewright.processor.diagnostic.Diagnostic.CHECKSUM_EXTRA_TWICE;
import static io.framewright.processor.diagnostic.Diagnostic.CHECKSUM_EXTRA_UNKNOWN_TAG;
import static io.framewright.processor.diagnostic.Diagnostic.CHECKSUM_EXTRA_WITHOUT_CHECKSUM;

import io.framewright.processor.diagnostic.Anchor;
import io.framewright.processor.diagnostic.Problem;
import io.framewright.processor.diagnostic.Reason;
import io.framewright.processor.model.ChecksumExtras;
import io.framewright.processor.model.FieldModel;
import io.framewright.processor.model.MessageModel;
import io.framewright.processor.model.UnionModel;
import io.framewright.processor.model.WireType;
import java.util.List;

/**
 * {@code @ChecksumExtra} on the variants of a union (MAVLink's CRC_EXTRA): on the union, bytes
 * that are bytes (FW203), on every variant or none (FW205), and no catch-all variant, whose
 * extra nothing could give (FW206); on a message, the union chosen by a {@code @Select}
 * component always on the wire, its selector in the message (FW207), one such component
 * (FW208), and a checksum on the type to feed them to (FW204). Then the codec and a view find
 * the extra from the selector's value alone, which decode, a view's wrap and encode all hold.
 */
final class ChecksumExtraChecks {
  private static final Anchor SELECT = Anchor.member("Select", "field");

  private ChecksumExtraChecks() {}

  /** On a union: its variants' extras. */
  static void checkUnion(MessageModel m, ValidationReport.Builder report) {
    List<UnionModel.Variant> with = ChecksumExtras.variantsWith(m.union());
    if (with.isEmpty()) {
      return;
    }
    String name = m.type().nestedName();
    for (UnionModel.Variant v : with) {
      List<Integer> extra = v.model().framing().checksumExtra();
      String why = extra.isEmpty() ? Reason.EXTRA_EMPTY.text()
          : extra.stream().filter(b -> b < 0 || b > 255).findFirst()
              .map(b -> Reason.EXTRA_NOT_A_BYTE.text(b)).orElse(null);
      if (why != null) {
        report.add(Problem.of(CHECKSUM_EXTRA_BYTES, v.origin(),
            Anchor.member("ChecksumExtra", "value"), v.type().nestedName(), why));
      }
    }
    String example = with.get(0).type().nestedName();
    for (UnionModel.Variant v : m.union().variants()) {
      if (v.unknown()) {
        report.add(Problem.of(CHECKSUM_EXTRA_UNKNOWN_TAG, v.origin(),
            Anchor.annotation("UnknownTag"), v.type().nestedName(), name));
      } else if (v.record() && !with.contains(v)) {
        report.add(Problem.of(CHECKSUM_EXTRA_MISSING, v.origin(), Anchor.ELEMENT,
            v.type().nestedName(), name, example));
      }
    }
  }

  /** On a message: the components that hold a union with extras. */
  static void checkMessage(MessageModel m, ValidationReport.Builder report) {
    FieldModel chosen = null;
    for (FieldModel f : m.fields()) {
      if (!(f.element() instanceof WireType.Nested n) || n.model() == null
          || !n.model().isUnion() || ChecksumExtras.variantsWith(n.model().union()).isEmpty()) {
        continue;
      }
      String union = n.type().nestedName();
      String select = f.extras().select();
      String why = f.isSequence() ? Reason.EXTRA_IN_A_LIST.text()
          : select == null ? Reason.EXTRA_NOT_SELECTED.text()
          : select.contains(".") ? Reason.EXTRA_SELECTOR_NESTED.text(select)
          : f.isConditional() ? Reason.EXTRA_OPTIONAL.text() : null;
      if (why != null) {
        report.add(Problem.of(CHECKSUM_EXTRA_PLACE, f.origin(),
            select == null ? Anchor.ELEMENT : SELECT, f.name(), union, why));
      } else if (chosen != null) {
        report.add(Problem.of(CHECKSUM_EXTRA_TWICE, f.origin(), SELECT, chosen.name(),
            f.name(), m.type().nestedName()));
      } else {
        chosen = f;
        if (m.framing().checksum() == null) {
          report.add(Problem.of(CHECKSUM_EXTRA_WITHOUT_CHECKSUM, f.origin(), SELECT, f.name(),
              union, m.type().nestedName()));
        }
      }
    }
  }
}
