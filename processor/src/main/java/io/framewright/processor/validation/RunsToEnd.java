package io.framewright.processor.validation;

import static io.framewright.processor.diagnostic.Diagnostic.ELEMENTS_RUN_TO_END;
import static io.framewright.processor.diagnostic.Diagnostic.NESTED_RUNS_TO_END;

import io.framewright.processor.diagnostic.Anchor;
import io.framewright.processor.diagnostic.Problem;
import io.framewright.processor.diagnostic.Reason;
import io.framewright.processor.model.FieldModel;
import io.framewright.processor.model.MessageModel;
import io.framewright.processor.model.OpenEnd;
import io.framewright.processor.model.SizeSpec;
import io.framewright.processor.model.WireType;
import java.util.List;

/**
 * Nested messages and unions whose decoder reads to the end of its input: their last component
 * is {@code @Remaining} (or such a message, or a union with such a variant or an
 * {@code @UnknownTag} variant). Nothing marks where they end, so they work only where their
 * input ends with them: as the last component, or framed by a {@code @Length} or a terminator.
 * Followed by anything, or as list elements, they take the bytes after them (FW042, FW043).
 * A list of a union only some of whose variants run to the end is left alone: such an element
 * works as the last one, which is what wire formats without lengths (Leviathan's) do.
 * Which ones run to the end is {@link OpenEnd}'s decision; this class says where that is wrong.
 */
final class RunsToEnd {
  private RunsToEnd() {}

  /**
   * Why a message runs to the end of its input, and how to end it.
   *
   * @param always whether every value does, or only some (a union's unknown tag, or some of its
   *     variants)
   */
  record Cause(String where, String fix, boolean always) {}

  /** Checks nested component {@code f} of {@code m}, whose type is a valid message or union. */
  static void check(MessageModel m, FieldModel f, WireType.Nested n,
      ValidationReport.Builder report) {
    OpenEnd open = OpenEnd.of(n.model());
    if (!open.open()) {
      return;
    }
    Cause cause = cause(open);
    String type = n.type().nestedName();
    if (f.isSequence() && !cause.always() && f.extras().delimited() == null) {
      // Elements of a union only some of whose variants run to the end (Leviathan's messages
      // with raw unknown bodies): such an element works as the last one, as the wire format
      // has it (the encoder refuses one elsewhere), if the list ends where its input does.
      if (f.length() == null) {
        checkFollowed(m, f, f.type().describe(), cause,
            Reason.END_LIST_LAST_OR_BY_LENGTH.text(), report);
      }
      return;
    }
    if (f.isSequence()) {
      report.add(Problem.of(ELEMENTS_RUN_TO_END, f.origin(), Anchor.ELEMENT,
          ((WireType.Array) f.type()).list() ? "list" : "array", f.name(), type, cause.where(),
          cause.fix()));
      return;
    }
    SizeSpec length = f.length();
    if (length != null) {
      return; // a byte length, or the rest of the frame (then it is last), ends it
    }
    checkFollowed(m, f, type, cause, Reason.END_BY_LENGTH_OR_LAST.text(), report);
  }

  /** FW042 if anything follows {@code f}, which runs to the end of its input. */
  private static void checkFollowed(MessageModel m, FieldModel f, String type, Cause cause,
      String fix, ValidationReport.Builder report) {
    List<FieldModel> fields = m.fields();
    int index = fields.indexOf(f);
    if (LayoutValidator.endsSpan(m, f)) {
      return; // the end of its @Covers span ends it
    }
    if (index < fields.size() - 1) {
      report.add(Problem.of(NESTED_RUNS_TO_END, f.origin(), Anchor.ELEMENT, f.name(), type,
          cause.where(), Reason.TAKES_NEXT_COMPONENT.text(fields.get(index + 1).name()), fix));
    } else if (f.extras().padAfter() > 0) {
      report.add(Problem.of(NESTED_RUNS_TO_END, f.origin(), Anchor.member("Pad", "after"),
          f.name(), type, cause.where(), Reason.TAKES_PAD.text(f.extras().padAfter()),
          (f.isSequence() ? Reason.END_LIST_WITHOUT_PAD : Reason.END_WITHOUT_PAD).text()));
    } else if (m.framing().checksum() != null && m.framing().checksum().atEnd()) {
      report.add(Problem.of(NESTED_RUNS_TO_END, f.origin(), Anchor.ELEMENT, f.name(), type,
          cause.where(), Reason.TAKES_CHECKSUM.text(m.type().nestedName()),
          (f.isSequence() ? Reason.END_LIST_BEFORE_CHECKSUM : Reason.END_BEFORE_CHECKSUM).text()));
    }
  }

  /**
   * Why values of a message run to the end of their input, as {@code open} (not
   * {@link OpenEnd#NEVER}) decided, in words: the first cause found, and its fix.
   */
  private static Cause cause(OpenEnd open) {
    boolean always = open.extent() == OpenEnd.Extent.ALWAYS;
    if (open instanceof OpenEnd.Remaining r) {
      String path = path(r.message(), r.last());
      return new Cause(Reason.ENDS_WITH_REMAINING.text(path),
          Reason.END_BY_LENGTH_NOT_REMAINING.text(path), true);
    }
    if (open instanceof OpenEnd.Trailing t) {
      String path = path(t.message(), t.last());
      return new Cause(Reason.ENDS_WITH_TRAILING.text(path),
          Reason.END_BY_LENGTH_NOT_TRAILING.text(path), true);
    }
    if (open instanceof OpenEnd.Nested n) {
      Cause inner = cause(n.inner());
      return new Cause(Reason.ENDS_WITH_NESTED.text(path(n.message(), n.last()), inner.where()),
          inner.fix(), always);
    }
    OpenEnd.Union u = (OpenEnd.Union) open;
    // The unknown tag first, wherever it is declared: it is the plainest cause.
    String union = u.message().type().nestedName();
    for (OpenEnd.Choice c : u.variants()) {
      if (c.variant().rawCatchAll()) {
        String variant = c.variant().type().nestedName();
        return new Cause(Reason.ENDS_WITH_UNKNOWN_VARIANT.text(variant),
            Reason.END_WITHOUT_UNKNOWN_TAG.text(variant, union), always);
      }
    }
    OpenEnd.Choice first = u.variants().stream().filter(c -> c.inner().open()).findFirst()
        .orElseThrow();
    Cause inner = cause(first.inner());
    return new Cause(Reason.ENDS_WITH_VARIANT.text(first.variant().type().nestedName(),
        inner.where()), inner.fix(), always);
  }

  private static String path(MessageModel m, FieldModel last) {
    return m.type().nestedName() + "." + last.name();
  }
}
