package io.framewright.processor.validation;

import static io.framewright.processor.diagnostic.Diagnostic.TRUNCATED_KEEP;
import static io.framewright.processor.diagnostic.Diagnostic.TRUNCATED_NO_LENGTH;
import static io.framewright.processor.diagnostic.Diagnostic.TRUNCATED_SHAPE;
import static io.framewright.processor.diagnostic.Diagnostic.TRUNCATED_VARIABLE_SIZE;

import io.framewright.processor.diagnostic.Anchor;
import io.framewright.processor.diagnostic.Problem;
import io.framewright.processor.model.FieldModel;
import io.framewright.processor.model.Layout;
import io.framewright.processor.model.MessageModel;
import io.framewright.processor.model.SizeSpec;
import io.framewright.processor.model.Truncated;
import io.framewright.processor.model.UnionModel;
import io.framewright.processor.model.WireType;

/**
 * {@code @Truncated} (FW213-FW216): on one nested message or one {@code @Select} union always on
 * the wire (FW213), whose byte length is on the wire, a prefix or a component of this message
 * (FW214), so that encode can write the length it kept and decode knows where the bytes on the
 * wire end; the message or every variant of fixed size (FW215), so that each missing byte has a
 * place to be zero in; and {@code keep} from 0 to the smallest of those sizes (FW216).
 */
final class TruncatedChecks {
  private static final Anchor TRUNCATED = Anchor.annotation("Truncated");

  private TruncatedChecks() {}

  /** The model's checks: what the component is, and its length. */
  static void check(MessageModel m, ValidationReport.Builder report) {
    for (FieldModel f : m.fields()) {
      if (f.extras().truncated() == null) {
        continue;
      }
      String shape = shapeProblem(f);
      if (shape != null) {
        report.add(Problem.of(TRUNCATED_SHAPE, f.origin(), TRUNCATED, f.name(), shape));
        continue;
      }
      String length = lengthProblem(f);
      if (length != null) {
        report.add(Problem.of(TRUNCATED_NO_LENGTH, f.origin(), TRUNCATED, f.name(), length));
      }
    }
  }

  /**
   * The checks that need the nested layouts, once the message and what it nests are clean: a
   * fixed size, and {@code keep} within the smallest.
   */
  static void checkSizes(MessageModel m, ValidationReport.Builder report) {
    for (FieldModel f : m.fields()) {
      Truncated t = f.extras().truncated();
      if (t == null || shapeProblem(f) != null || lengthProblem(f) != null) {
        continue;
      }
      MessageModel nested = ((WireType.Nested) f.element()).model();
      int smallest = Integer.MAX_VALUE;
      String variable = null;
      if (nested.isUnion()) {
        for (UnionModel.Variant v : nested.union().variants()) {
          int size = v.rawCatchAll() || v.model() == null ? -1 : fixedSize(v.model());
          if (size < 0) {
            variable = "variant " + v.type().nestedName();
            break;
          }
          smallest = Math.min(smallest, size);
        }
      } else {
        smallest = fixedSize(nested);
        if (smallest < 0) {
          variable = nested.type().nestedName();
        }
      }
      if (variable != null) {
        report.add(Problem.of(TRUNCATED_VARIABLE_SIZE, f.origin(), TRUNCATED, f.name(),
            variable));
      } else if (t.keep() < 0 || t.keep() > smallest) {
        report.add(Problem.of(TRUNCATED_KEEP, f.origin(), Anchor.member("Truncated", "keep"),
            t.keep(), f.name(), smallest));
      }
    }
  }

  /** The fixed size of a message, or -1 when it has none. */
  private static int fixedSize(MessageModel m) {
    Layout layout = Layout.of(m);
    return layout.isFixed() ? layout.fixedSize() : -1;
  }

  /** What is wrong with the component for {@code @Truncated}, or null. */
  private static String shapeProblem(FieldModel f) {
    if (f.isSequence()) {
      return "a list or array";
    }
    if (!(f.element() instanceof WireType.Nested n) || n.model() == null) {
      return "not a nested message";
    }
    if (n.model().isUnion() && !f.extras().isSelected()) {
      return "a union that reads its own tag (its tag would be among the bytes dropped)";
    }
    if (f.isConditional()) {
      return "optional";
    }
    if (f.extras().using() != null) {
      return "read by a @Using codec";
    }
    return null;
  }

  /** What is wrong with the component's length for {@code @Truncated}, or null. */
  private static String lengthProblem(FieldModel f) {
    SizeSpec length = f.length();
    if (length == null) {
      return "which has no @Length";
    }
    return switch (length.kind()) {
      case PREFIX, VARINT -> null;
      case FIELD -> length.field().contains(".")
          ? "whose length is held outside this message (" + length.field() + ")" : null;
      case FIXED -> "whose @Length is fixed, not on the wire";
      case REMAINING -> "which runs to the end of the input (@Remaining)";
      case EXPRESSION -> "whose length is an expression";
      case UNSPECIFIED, CONFLICTING -> "whose @Length gives no length on the wire";
    };
  }
}
