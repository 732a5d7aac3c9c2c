package io.framewright.processor.validation;

import static io.framewright.processor.diagnostic.Diagnostic.BOXED_ALWAYS_PRESENT;
import static io.framewright.processor.diagnostic.Diagnostic.DECLARED_ACCESSOR;
import static io.framewright.processor.diagnostic.Diagnostic.LIST_TERMINATOR_CAN_START_ELEMENT;
import static io.framewright.processor.diagnostic.Diagnostic.UNDECLARED_PADDING;

import io.framewright.processor.diagnostic.Anchor;
import io.framewright.processor.diagnostic.Problem;
import io.framewright.processor.diagnostic.Reason;
import io.framewright.processor.model.ByteOrder;
import io.framewright.processor.model.EnumModel;
import io.framewright.processor.model.FieldModel;
import io.framewright.processor.model.Framing;
import io.framewright.processor.model.Layout;
import io.framewright.processor.model.MessageModel;
import io.framewright.processor.model.UnionModel;
import io.framewright.processor.model.WireType;
import java.util.Set;
import java.util.TreeSet;

/** Layouts that are legal but probably not what was meant: reported as warnings. */
final class WarningChecks {
  private WarningChecks() {}

  static void check(MessageModel m, Layout layout, ValidationReport.Builder report) {
    // Also the padding before a terminator (@Pad(after) on the last field declares it there)
    // and the zero bits that move an END checksum to a byte boundary.
    int padding = layout.isFixed()
        ? layout.undeclaredPaddingBits() + layout.checksumPaddingBits() : 0;
    if (padding > 0 && !m.fields().isEmpty()) {
      FieldModel last = m.fields().get(m.fields().size() - 1);
      report.add(Problem.of(UNDECLARED_PADDING, m.origin(), Anchor.annotation("Message"),
          m.type().nestedName(), layout.fixedSize() * 8 - padding, padding, layout.fixedSize(),
          last.name()));
    }
    for (FieldModel f : m.fields()) {
      if (f.extras().accessor() != null) {
        report.add(Problem.of(DECLARED_ACCESSOR, f.extras().accessor(), Anchor.ELEMENT,
            m.type().nestedName(), f.name()));
      }
      if (f.nullable() && f.type() instanceof WireType.Scalar s && !f.isConditional()
          && f.extras().using() == null) {
        report.add(Problem.of(BOXED_ALWAYS_PRESENT, f.origin(), Anchor.ELEMENT, f.name(),
            Articles.a(s.primitive().boxName()), s.primitive().javaName()));
      }
      Framing.Delimiter d = f.extras().delimited();
      if (d != null && f.isSequence() && f.element() instanceof WireType.Nested n
          && n.model() != null && d.terminator().length > 0) {
        int first = d.terminator()[0] & 0xFF;
        Set<Integer> starts = firstBytes(n.model());
        if (starts == null || starts.contains(first)) {
          report.add(Problem.of(LIST_TERMINATOR_CAN_START_ELEMENT, f.origin(),
              Anchor.member("Delimited", "terminator"), String.format("0x%02X", first), f.name(),
              starts == null ? Reason.ELEMENT_STARTS_ANYHOW.text(n.type().nestedName())
                  : Reason.ELEMENT_STARTS_WITH.text(n.type().nestedName(),
                      String.format("0x%02X", first))));
        }
      }
    }
  }

  /** The bytes a message can begin with, or null when it can begin with any. */
  static Set<Integer> firstBytes(MessageModel m) {
    Framing framing = m.framing();
    if (framing.checksum() != null && !framing.checksum().atEnd()) {
      return null;
    }
    if (framing.magic() != null && framing.magic().bytes().length > 0) {
      return Set.of(framing.magic().bytes()[0] & 0xFF);
    }
    Set<Integer> out = new TreeSet<>();
    if (m.isUnion()) {
      UnionModel u = m.union();
      if (u.unknown() != null) {
        return null;
      }
      for (UnionModel.Variant v : u.variants()) {
        if (v.isMultiTag()) {
          return null; // a range may start with any byte: not worth listing
        }
        if (v.tag() != null) {
          long tag = v.tag();
          out.add((int) (u.order() == ByteOrder.LITTLE ? tag : tag >>> (u.bits() - 8)) & 0xFF);
        }
      }
      return out;
    }
    if (m.fields().isEmpty()) {
      return null;
    }
    FieldModel first = m.fields().get(0);
    if (first.type() instanceof WireType.Enum e && (!first.hasExplicitBits() || first.bits() == 8)
        && !first.isConditional()) {
      for (EnumModel.Constant c : e.model().constants()) {
        if (c.wireValue().isPresent()) {
          out.add((int) c.wireValue().getAsLong() & 0xFF);
        }
      }
      return out;
    }
    return null;
  }

}
