package io.framewright.processor.validation;

import static io.framewright.processor.diagnostic.Diagnostic.ABSENT_PRIMITIVE;
import static io.framewright.processor.diagnostic.Diagnostic.FLAGS_NOT_INTEGER;
import static io.framewright.processor.diagnostic.Diagnostic.FLAG_NOT_ONE_BIT;
import static io.framewright.processor.diagnostic.Diagnostic.FLAG_TAKEN;
import static io.framewright.processor.diagnostic.Diagnostic.NO_FLAGS_FIELD;
import static io.framewright.processor.diagnostic.Diagnostic.OPTIONAL_NOT_WHOLE_BYTES;
import static io.framewright.processor.diagnostic.Diagnostic.OPTIONAL_PREFIX_NOT_WHOLE_BYTES;
import static io.framewright.processor.diagnostic.Diagnostic.PRESENCE_AND_WHEN;
import static io.framewright.processor.diagnostic.Diagnostic.PRESENCE_ON_FIXED_COUNT;
import static io.framewright.processor.diagnostic.Diagnostic.PRESENCE_WIDTH;
import static io.framewright.processor.diagnostic.Diagnostic.SAME_FLAG_TWICE;
import static io.framewright.processor.diagnostic.Diagnostic.TRAILING_BEFORE_CHECKSUM;
import static io.framewright.processor.diagnostic.Diagnostic.TRAILING_COMBINED;
import static io.framewright.processor.diagnostic.Diagnostic.TRAILING_NOT_LAST;
import static io.framewright.processor.diagnostic.Diagnostic.TRAILING_PADDED;
import static io.framewright.processor.diagnostic.Diagnostic.VARINT_COMBINED;
import static io.framewright.processor.diagnostic.Diagnostic.WHEN_ABSENT_UNUSED;
import static io.framewright.processor.diagnostic.Diagnostic.WHEN_FIELD_UNKNOWN;
import static io.framewright.processor.diagnostic.Diagnostic.WHEN_VALUES;

import io.framewright.processor.diagnostic.Anchor;
import io.framewright.processor.diagnostic.Problem;
import io.framewright.processor.diagnostic.Reason;
import io.framewright.processor.model.Conditions;
import io.framewright.processor.model.FieldModel;
import io.framewright.processor.model.FieldPath;
import io.framewright.processor.model.MessageModel;
import io.framewright.processor.model.Primitive;
import io.framewright.processor.model.SizeSpec;
import io.framewright.processor.model.WireType;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** Checks {@code @Flags}, {@code @Presence}, {@code @When} and {@code @WhenAbsent}. */
final class ConditionChecks {
  private ConditionChecks() {}

  static void check(MessageModel m, ValidationReport.Builder report) {
    // flags field name -> (bit -> owner)
    Map<String, Map<Long, String>> owners = new HashMap<>();
    for (int i = 0; i < m.fields().size(); i++) {
      FieldModel f = m.fields().get(i);
      Conditions c = f.conditions();
      List<FieldModel> earlier = m.fields().subList(0, i);
      if (c.flags() && !isInteger(f)) {
        report.add(Problem.of(FLAGS_NOT_INTEGER, f.origin(), Anchor.annotation("Flags"),
            f.name(), Articles.a(f.type().describe())));
      }
      if (c.trailing() && !checkTrailing(m, i, report)) {
        continue;
      }
      if (!c.presence().isEmpty() && c.when() != null) {
        report.add(Problem.of(PRESENCE_AND_WHEN, f.origin(), Anchor.annotation("When"),
            f.name()));
        continue;
      }
      if (!c.presence().isEmpty()) {
        checkPresence(f, earlier, owners, report);
      }
      if (c.when() != null) {
        checkWhen(m, f, earlier, report);
      }
      if (c.isConditional() || c.trailing()) {
        checkWholeBytes(f, report);
      }
      boolean primitive = !f.nullable();
      if (c.whenAbsent() != null && (!c.isConditional() || !primitive)) {
        report.add(Problem.of(WHEN_ABSENT_UNUSED, f.origin(), Anchor.annotation("WhenAbsent"),
            f.name(), primitive ? Reason.WHEN_ABSENT_ALWAYS_THERE.text()
                : Reason.WHEN_ABSENT_NULL.text(Articles.a(javaName(f)))));
      }
      if (c.isConditional() && primitive && c.whenAbsent() == null) {
        Primitive p = ((WireType.Scalar) f.type()).primitive();
        String box = p.boxName();
        report.add(Problem.of(ABSENT_PRIMITIVE, f.origin(),
            Anchor.annotation(c.trailing() ? "Trailing" : c.when() != null ? "When"
                : "Presence"), f.name(), p.javaName(),
            box));
      }
    }
  }

  /**
   * A trailing component is read whenever input remains: only a run of them at the end can be
   * told apart, by where the input ends. Returns whether the component passed.
   */
  private static boolean checkTrailing(MessageModel m, int index,
      ValidationReport.Builder report) {
    FieldModel f = m.fields().get(index);
    Conditions c = f.conditions();
    if (!c.presence().isEmpty() || c.when() != null) {
      report.add(Problem.of(TRAILING_COMBINED, f.origin(), Anchor.annotation("Trailing"),
          f.name(), c.when() != null ? "When" : "Presence"));
      return false;
    }
    List<FieldModel> later = m.fields().subList(index + 1, m.fields().size());
    FieldModel fixed = later.stream().filter(l -> !l.conditions().trailing()).findFirst()
        .orElse(null);
    if (fixed != null) {
      report.add(Problem.of(TRAILING_NOT_LAST, f.origin(), Anchor.annotation("Trailing"),
          f.name(), fixed.name(), later.get(later.size() - 1).name()));
      return false;
    }
    if (f.extras().padBefore() > 0 || f.extras().padAfter() > 0) {
      boolean before = f.extras().padBefore() > 0;
      report.add(Problem.of(TRAILING_PADDED, f.origin(),
          Anchor.member("Pad", before ? "before" : "after"), f.name(),
          before ? "before" : "after", before ? f.extras().padBefore() : f.extras().padAfter()));
      return false;
    }
    if (m.framing().checksum() != null && m.framing().checksum().atEnd()) {
      report.add(Problem.of(TRAILING_BEFORE_CHECKSUM, f.origin(), Anchor.annotation("Trailing"),
          f.name(), m.type().simpleName()));
      return false;
    }
    return true;
  }

  private static void checkPresence(FieldModel f, List<FieldModel> earlier,
      Map<String, Map<Long, String>> owners, ValidationReport.Builder report) {
    for (Conditions.Presence p : f.conditions().presence()) {
      FieldModel flags = flagsField(p.field(), earlier);
      Anchor at = f.conditions().presence().size() > 1
          ? Anchor.repeated("Presence", p.index(), "flag") : Anchor.member("Presence", "flag");
      if (flags == null) {
        List<String> names = new ArrayList<>();
        earlier.stream().filter(e -> e.conditions().flags()).forEach(e -> names.add(e.name()));
        String close = p.field().isEmpty() ? null : Names.closest(p.field(), names);
        String what = p.field().isEmpty() ? Reason.FLAGS_FIELD_NONE.text(f.name())
            : close == null ? Reason.FLAGS_FIELD_MISSING.text(p.field(), f.name())
            : Reason.FLAGS_FIELD_MISSPELT.text(p.field(), f.name(), close);
        Anchor fieldAt = f.conditions().presence().size() > 1
            ? Anchor.repeated("Presence", p.index(), "field") : Anchor.member("Presence", "field");
        report.add(Problem.of(NO_FLAGS_FIELD, f.origin(), p.field().isEmpty() ? at : fieldAt,
            f.name(), what));
        continue;
      }
      int width = flags.hasExplicitBits() ? flags.bits()
          : ((WireType.Scalar) flags.type()).primitive().defaultBits();
      long mask = width >= 64 ? -1L : (1L << width) - 1;
      if (Long.bitCount(p.flag()) != 1 || (p.flag() & ~mask) != 0) {
        report.add(Problem.of(FLAG_NOT_ONE_BIT, f.origin(), at, p.flag(), f.name(), width,
            flags.name()));
        continue;
      }
      String previous = owners.computeIfAbsent(flags.name(), k -> new HashMap<>())
          .putIfAbsent(p.flag(), f.name());
      if (previous != null && previous.equals(f.name())) {
        report.add(Problem.of(SAME_FLAG_TWICE, f.origin(), at, p.flag(), f.name()));
      } else if (previous != null) {
        report.add(Problem.of(FLAG_TAKEN, f.origin(), at, p.flag(), f.name(), previous));
      }
      if (p.bits() != 0) {
        boolean numeric = f.type() instanceof WireType.Scalar s && !s.primitive().isFloatingPoint()
            || f.type() instanceof WireType.Enum;
        Anchor bitsAt = f.conditions().presence().size() > 1
            ? Anchor.repeated("Presence", p.index(), "bits") : Anchor.member("Presence", "bits");
        if (!numeric) {
          report.add(Problem.of(PRESENCE_ON_FIXED_COUNT, f.origin(), bitsAt, p.bits(), f.name(),
              f.type().describe()));
        } else if (f.extras().varint() != null) {
          report.add(Problem.of(VARINT_COMBINED, f.origin(), bitsAt, "Presence", f.name(),
              Reason.VARINT_WITH_PRESENCE_BITS.text(p.bits())));
        } else {
          int max = f.type() instanceof WireType.Scalar s ? s.primitive().maxBits() : 64;
          if (p.bits() % 8 != 0 || p.bits() < 8 || p.bits() > max) {
            report.add(Problem.of(PRESENCE_WIDTH, f.origin(), bitsAt, p.bits(), f.name(), max,
                f.type().describe()));
          }
        }
      }
    }
  }

  /**
   * An optional part is a variable item of the layout: the fields after it start where it ends,
   * and generated code reads and writes those items in whole bytes (as FW065 says of
   * {@code @Presence} alternatives). A narrower value or size field has no place there.
   */
  private static void checkWholeBytes(FieldModel f, ValidationReport.Builder report) {
    Conditions c = f.conditions();
    boolean numeric = !f.isSequence() && f.extras().using() == null
        && (f.type() instanceof WireType.Scalar s && !s.primitive().isFloatingPoint()
            || f.type() instanceof WireType.Enum);
    // The component's own width is used by @When, @Trailing, and any @Presence without bits.
    boolean ownWidth = c.when() != null || c.trailing()
        || c.presence().stream().anyMatch(p -> p.bits() == 0);
    int max = f.type() instanceof WireType.Scalar s ? s.primitive().maxBits() : 64;
    if (numeric && ownWidth && f.hasExplicitBits() && f.bits() >= 1 && f.bits() <= max
        && f.bits() % 8 != 0) {
      report.add(Problem.of(OPTIONAL_NOT_WHOLE_BYTES, f.origin(), Anchor.member("Field", "bits"),
          f.bits(), f.name(), max, f.type().describe(), wholeBytes(f.bits())));
    }
    // The size field Layout puts in front of the component (a count before a length).
    SizeSpec prefix = f.count() != null && f.count().isPrefix() ? f.count()
        : f.length() != null && f.length().isPrefix() ? f.length() : null;
    if (prefix != null && prefix.bits() >= 1 && prefix.bits() <= 32 && prefix.bits() % 8 != 0) {
      String a = prefix.annotation();
      report.add(Problem.of(OPTIONAL_PREFIX_NOT_WHOLE_BYTES, f.origin(), Anchor.member(a, "bits"),
          a, prefix.bits(), f.name(), a.equals("Count") ? "count" : "length",
          wholeBytes(prefix.bits())));
    }
  }

  /** {@code bits} rounded up to whole bytes. */
  private static int wholeBytes(int bits) {
    return (bits + 7) / 8 * 8;
  }

  private static FieldModel flagsField(String name, List<FieldModel> earlier) {
    for (int i = earlier.size() - 1; i >= 0; i--) {
      FieldModel e = earlier.get(i);
      if (e.conditions().flags() && (name.isEmpty() || e.name().equals(name)) && isInteger(e)) {
        return e;
      }
    }
    return null;
  }

  private static void checkWhen(MessageModel m, FieldModel f, List<FieldModel> earlier,
      ValidationReport.Builder report) {
    String type = m.type().simpleName();
    List<FieldModel> all = m.fields();
    Conditions.When w = f.conditions().when();
    if (FieldPath.isPath(w.field())) {
      FieldPathChecks.check(m, f, "When", w.field(), FieldPathChecks.Use.CONDITION, report);
      checkWhenValues(f, w, report);
      return;
    }
    FieldModel named = null;
    for (FieldModel e : earlier) {
      if (e.name().equals(w.field())) {
        named = e;
      }
    }
    String problem = null;
    boolean later = named == null && all.stream().anyMatch(e -> e.name().equals(w.field()));
    if (w.field().equals(f.name())) {
      problem = Reason.WHEN_FIELD_ITSELF.text(f.name());
    } else if (later) {
      problem = Reason.WHEN_FIELD_LATER.text(w.field(), f.name());
    } else if (named == null) {
      List<String> names = new ArrayList<>();
      earlier.stream().filter(ConditionChecks::isInteger).forEach(e -> names.add(e.name()));
      String close = Names.closest(w.field(), names);
      problem = close != null ? Reason.WHEN_FIELD_MISSPELT.text(close)
          : Reason.WHEN_FIELD_MISSING.text(type, f.name());
    } else if (!isInteger(named)) {
      problem = Reason.WHEN_FIELD_TYPE.text(named.name(), Articles.a(javaName(named)));
    } else if (named.isConditional()) {
      problem = Reason.WHEN_FIELD_OPTIONAL.text(named.name(), f.name());
    }
    if (problem != null) {
      report.add(Problem.of(WHEN_FIELD_UNKNOWN, f.origin(), Anchor.member("When", "field"),
          w.field(), f.name(), problem));
    }
    checkWhenValues(f, w, report);
  }

  private static void checkWhenValues(FieldModel f, Conditions.When w,
      ValidationReport.Builder report) {
    if (w.equal().isEmpty() == w.notEqual().isEmpty()) {
      report.add(Problem.of(WHEN_VALUES, f.origin(), Anchor.annotation("When"), f.name()));
    }
  }

  /** The component's Java type as written: boxes by their class name. */
  private static String javaName(FieldModel f) {
    if (f.nullable() && f.type() instanceof WireType.Scalar s) {
      return s.primitive().boxName();
    }
    return f.type().describe();
  }


  static boolean isInteger(FieldModel f) {
    return f.type() instanceof WireType.Scalar s && s.primitive().isInteger();
  }
}
