package io.framewright.processor.validation;

import static io.framewright.processor.diagnostic.Diagnostic.CHECKSUM_ALGORITHM_INVALID;
import static io.framewright.processor.diagnostic.Diagnostic.CHECKSUM_BITS;
import static io.framewright.processor.diagnostic.Diagnostic.CLASS_NOT_ACCESSIBLE;
import static io.framewright.processor.diagnostic.Diagnostic.CHECKSUM_ON_UNION;
import static io.framewright.processor.diagnostic.Diagnostic.CHECKSUM_PLACEHOLDER_DOES_NOT_FIT;
import static io.framewright.processor.diagnostic.Diagnostic.TEXT_NOT_APPLICABLE;
import static io.framewright.processor.diagnostic.Diagnostic.DELIMITED_FORM_NOT_APPLICABLE;
import static io.framewright.processor.diagnostic.Diagnostic.DELIMITED_INCLUDED_AND_LEFT;
import static io.framewright.processor.diagnostic.Diagnostic.DELIMITED_LEFT_FOR_NOTHING;
import static io.framewright.processor.diagnostic.Diagnostic.DELIMITED_NOT_APPLICABLE;
import static io.framewright.processor.diagnostic.Diagnostic.DELIMITED_WITH_SIZE;
import static io.framewright.processor.diagnostic.Diagnostic.FIXED_TEXT_ZERO_BYTES;
import static io.framewright.processor.diagnostic.Diagnostic.MAGIC_INVALID;
import static io.framewright.processor.diagnostic.Diagnostic.PAD_INVALID;
import static io.framewright.processor.diagnostic.Diagnostic.TERMINATOR_INSIDE_VALUE;
import static io.framewright.processor.diagnostic.Diagnostic.TERMINATOR_INVALID;
import static io.framewright.processor.diagnostic.Diagnostic.UNKNOWN_CHARSET;
import static io.framewright.processor.diagnostic.Diagnostic.USING_INVALID;
import static io.framewright.processor.diagnostic.Diagnostic.USING_MIN_BYTES_NEGATIVE;
import static io.framewright.processor.diagnostic.Diagnostic.USING_NEVER_WRITES_NOT_A_BYTE;
import static io.framewright.processor.diagnostic.Diagnostic.USING_REJECTS_NOT_A_BYTE;

import io.framewright.processor.diagnostic.Anchor;
import io.framewright.processor.diagnostic.Problem;
import io.framewright.processor.diagnostic.Reason;
import io.framewright.processor.model.FieldExtras;
import io.framewright.processor.model.FieldModel;
import io.framewright.processor.model.Framing;
import io.framewright.processor.model.MessageModel;
import io.framewright.processor.model.Primitive;
import io.framewright.processor.model.WireType;
import java.util.Arrays;
import java.util.HashSet;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;

/** Checks {@code @Magic}, {@code @Delimited}, {@code @Pad}, {@code @Using}, {@code @Checksum}. */
final class FramingChecks {
  private FramingChecks() {}

  private static boolean isCharset(String name) {
    try {
      return java.nio.charset.Charset.isSupported(name);
    } catch (java.nio.charset.IllegalCharsetNameException e) {
      return false;
    }
  }

  static void checkType(MessageModel m, ValidationReport.Builder report) {
    Framing framing = m.framing();
    String name = m.type().nestedName();
    Framing.MagicSpec magic = framing.magic();
    if (magic != null) {
      String problem = magicProblem(magic);
      if (problem != null) {
        report.add(Problem.of(MAGIC_INVALID, m.origin(), Anchor.annotation("Magic"), name,
            problem));
      }
    }
    if (m.isUnion() && framing.checksum() != null) {
      report.add(Problem.of(CHECKSUM_ON_UNION, m.origin(), Anchor.annotation("Checksum"), name));
    }
    if (framing.delimiter() != null) {
      String problem = terminatorProblem(framing.delimiter());
      if (problem != null) {
        report.add(Problem.of(TERMINATOR_INVALID, m.origin(),
            Anchor.member("Delimited", "terminator"), name, problem));
      }
      checkDelimiterMax(framing.delimiter(), m.origin(), name, report);
      formNotApplicable(framing.delimiter(), m.origin(), name + ", a message type", report);
      if (problem == null && !m.isUnion()) {
        checkInnerTerminators(m, framing.delimiter(), report);
      }
    }
    Framing.ChecksumSpec checksum = framing.checksum();
    boolean checksumBitsOk = checksum != null && checksum.bits() >= 8 && checksum.bits() <= 64
        && checksum.bits() % 8 == 0 && checksum.bits() != 40 && checksum.bits() != 48
        && checksum.bits() != 56;
    if (checksum != null && !checksumBitsOk) {
      report.add(Problem.of(CHECKSUM_BITS, m.origin(), Anchor.member("Checksum", "bits"),
          checksum.bits(), name));
    }
    if (checksum != null && checksum.algorithm() == null) {
      report.add(Problem.of(CLASS_NOT_ACCESSIBLE, m.origin(), Anchor.member("Checksum",
          "algorithm"), "Checksum(algorithm = ...)", name, m.type().packageName()));
    } else if (checksum != null && checksum.algorithmProblem() != null) {
      report.add(Problem.of(CHECKSUM_ALGORITHM_INVALID, m.origin(), Anchor.member("Checksum",
          "algorithm"), checksum.algorithm().nestedName(), name, checksum.algorithmProblem()));
    }
    if (checksumBitsOk && checksum.bits() < 64
        && (checksum.placeholder() < 0 || checksum.placeholder() >>> checksum.bits() != 0)) {
      // The field holds the placeholder's low bits: any higher one would be dropped silently.
      long max = (1L << checksum.bits()) - 1;
      report.add(Problem.of(CHECKSUM_PLACEHOLDER_DOES_NOT_FIT, m.origin(),
          Anchor.member("Checksum", "placeholder"), hexAndDecimal(checksum.placeholder()), name,
          checksum.bits(), hexAndDecimal(max)));
    }
  }

  /** {@code 0x1234 (4660)}: placeholders are usually written in hex. */
  private static String hexAndDecimal(long v) {
    return v < 0 ? Long.toString(v)
        : String.format(java.util.Locale.ROOT, "0x%X (%d)", v, v);
  }

  private static String magicProblem(Framing.MagicSpec magic) {
    if (!magic.ascii().isEmpty() && magic.values().length > 0) {
      return Reason.MAGIC_TWICE.text();
    }
    if (magic.ascii().isEmpty() && magic.values().length == 0) {
      return Reason.MAGIC_EMPTY.text();
    }
    for (char c : magic.ascii().toCharArray()) {
      if (c > 0x7F) {
        return Reason.MAGIC_NOT_ASCII.text(c, magic.ascii());
      }
    }
    for (int v : magic.values()) {
      if (v < 0 || v > 255) {
        return Reason.MAGIC_NOT_A_BYTE.text(v);
      }
    }
    return null;
  }

  /**
   * FW154: a component of delimited message {@code m}, or one nested in it, ended by a
   * terminator that holds {@code m}'s own: its bytes are in {@code m}'s value whenever it is on
   * the wire, and the encoder refuses a value that holds the terminator ending it.
   */
  private static void checkInnerTerminators(MessageModel m, Framing.Delimiter outer,
      ValidationReport.Builder report) {
    for (FieldModel f : m.fields()) {
      String[] found = innerTerminator(f, outer.terminator(), new HashSet<>());
      if (found != null) {
        report.add(Problem.of(TERMINATOR_INSIDE_VALUE, m.origin(),
            Anchor.member("Delimited", "terminator"), terminator(outer.terminator()),
            m.type().nestedName(), found[0], found[1]));
      }
    }
  }

  /**
   * The path from {@code f} and the terminator of the first part of {@code f} (itself, or a
   * message it nests, to any depth) ended by a terminator that holds {@code outer}; null if
   * there is none. {@code seen}: the messages looked into, against a message nesting itself.
   */
  private static String[] innerTerminator(FieldModel f, int[] outer, Set<String> seen) {
    Framing.Delimiter own = f.extras().delimited();
    if (own != null && holds(own.terminator(), outer)) {
      return new String[] {f.name(), terminator(own.terminator())};
    }
    if (!(f.element() instanceof WireType.Nested n) || n.model() == null || n.union()
        || f.extras().using() != null || !seen.add(n.type().canonicalName())) {
      return null; // a @Using codec writes what it writes
    }
    Framing.Delimiter nested = n.model().framing().delimiter();
    if (nested != null && holds(nested.terminator(), outer)) {
      return new String[] {f.name(), terminator(nested.terminator())};
    }
    for (FieldModel g : n.model().fields()) {
      String[] found = innerTerminator(g, outer, seen);
      if (found != null) {
        return new String[] {f.name() + "." + found[0], found[1]};
      }
    }
    return null;
  }

  /** Whether the bytes {@code inner} hold the bytes {@code outer} anywhere. */
  private static boolean holds(int[] inner, int[] outer) {
    for (int i = 0; i + outer.length <= inner.length; i++) {
      if (Arrays.equals(inner, i, i + outer.length, outer, 0, outer.length)) {
        return true;
      }
    }
    return false;
  }

  /** A terminator as @Delimited takes it: {@code 0x00}, {@code {0x0D, 0x0A}}. */
  private static String terminator(int[] bytes) {
    String each = Arrays.stream(bytes).mapToObj(b -> String.format(Locale.ROOT, "0x%02X", b))
        .collect(Collectors.joining(", "));
    return bytes.length == 1 ? each : "{" + each + "}";
  }

  private static String terminatorProblem(Framing.Delimiter d) {
    if (d.terminator().length == 0) {
      return Reason.TERMINATOR_EMPTY.text();
    }
    for (int b : d.terminator()) {
      if (b < 0 || b > 255) {
        return Reason.TERMINATOR_NOT_A_BYTE.text(b);
      }
    }
    return null;
  }

  private static void checkDelimiterMax(Framing.Delimiter d, io.framewright.processor.model.Origin
      origin, String name, ValidationReport.Builder report) {
    if (d.max() < 1) {
      report.add(Problem.of(TERMINATOR_INVALID, origin, Anchor.member("Delimited", "max"), name,
          Reason.TERMINATOR_MAX.text()));
    }
  }

  static void checkField(MessageModel m, FieldModel f, ValidationReport.Builder report) {
    FieldExtras x = f.extras();
    if (x.textCharset() != null && !(f.element() instanceof WireType.Text)) {
      report.add(Problem.of(TEXT_NOT_APPLICABLE, f.origin(), Anchor.annotation("Text"), f.name(),
          Articles.a(f.javaTypeName())));
    }
    if (f.element() instanceof WireType.Text t && !isCharset(t.charset())) {
      report.add(Problem.of(UNKNOWN_CHARSET, f.origin(), Anchor.member("Text", "charset"),
          t.charset(), f.name()));
    } else if (f.element() instanceof WireType.Text t && f.length() != null
        && f.length().isFixed() && f.length().fixed() > 0) {
      String breaks = FixedTextCharsets.zeroByteCharacter(t.charset());
      if (breaks != null) {
        report.add(Problem.of(FIXED_TEXT_ZERO_BYTES, f.origin(), Anchor.member("Text",
            "charset"), t.charset(), f.name(), f.length().fixed(), breaks));
      }
    }
    if (x.padBefore() < 0) {
      report.add(Problem.of(PAD_INVALID, f.origin(), Anchor.member("Pad", "before"), "before",
          x.padBefore(), f.name()));
    }
    if (x.padAfter() < 0) {
      report.add(Problem.of(PAD_INVALID, f.origin(), Anchor.member("Pad", "after"), "after",
          x.padAfter(), f.name()));
    }
    if (x.usingUnreadable()) {
      report.add(Problem.of(CLASS_NOT_ACCESSIBLE, f.origin(), Anchor.member("Using", "value"),
          "Using", "'" + f.name() + "'", m.type().packageName()));
    }
    if (x.using() != null && !x.usingValid()) {
      String type = f.type() instanceof WireType.Scalar s ? s.primitive().boxName()
          : f.type().describe();
      report.add(Problem.of(USING_INVALID, f.origin(), Anchor.member("Using", "value"),
          x.using().simpleName(), f.name(), x.using().nestedName(), type));
    }
    if (x.usingMinBytes() < 0) {
      report.add(Problem.of(USING_MIN_BYTES_NEGATIVE, f.origin(),
          Anchor.member("Using", "minBytes"), x.usingMinBytes(), f.name()));
    }
    for (int b : x.usingNeverWrites()) {
      if (b < 0 || b > 255) {
        report.add(Problem.of(USING_NEVER_WRITES_NOT_A_BYTE, f.origin(),
            Anchor.member("Using", "neverWrites"), f.name(), b));
        break;
      }
    }
    for (int b : x.usingRejects()) {
      if (b < 0 || b > 255) {
        report.add(Problem.of(USING_REJECTS_NOT_A_BYTE, f.origin(),
            Anchor.member("Using", "rejects"), f.name(), b));
        break;
      }
    }
    if (x.delimited() != null) {
      String problem = terminatorProblem(x.delimited());
      if (problem != null) {
        report.add(Problem.of(TERMINATOR_INVALID, f.origin(),
            Anchor.member("Delimited", "terminator"), "'" + f.name() + "'", problem));
      }
      checkDelimiterMax(x.delimited(), f.origin(), "'" + f.name() + "'", report);
      boolean text = f.type() instanceof WireType.Text;
      boolean bytes = f.type() instanceof WireType.Array a && !a.list()
          && a.element() instanceof WireType.Scalar s && s.primitive() == Primitive.BYTE
          && !f.hasExplicitBits();
      boolean messages = f.isSequence() && f.element() instanceof WireType.Nested;
      if (!text && !bytes && !messages && x.using() == null) {
        report.add(Problem.of(DELIMITED_NOT_APPLICABLE, f.origin(), Anchor.annotation("Delimited"),
            f.name(), Articles.a(f.javaTypeName())));
      }
      String size = f.count() != null ? "Count" : f.length() != null ? f.length().annotation()
          : null;
      if (size != null) {
        report.add(Problem.of(DELIMITED_WITH_SIZE, f.origin(), Anchor.annotation("Delimited"),
            f.name(), size));
      }
      if ((text || bytes) && x.using() == null) {
        checkTerminatorForm(m, f, x.delimited(), report);
      } else {
        formNotApplicable(x.delimited(), f.origin(), "'" + f.name() + "', "
            + Articles.a(f.javaTypeName()), report);
      }
    }
  }

  /** FW210: include or consume where only a String or byte[] component takes them. */
  static void formNotApplicable(Framing.Delimiter d, io.framewright.processor.model.Origin at,
      String what, ValidationReport.Builder report) {
    if (d.include()) {
      report.add(Problem.of(DELIMITED_FORM_NOT_APPLICABLE, at,
          Anchor.member("Delimited", "include"), "include = true", what));
    }
    if (!d.consume()) {
      report.add(Problem.of(DELIMITED_FORM_NOT_APPLICABLE, at,
          Anchor.member("Delimited", "consume"), "consume = false", what));
    }
  }

  /**
   * FW211, FW212: a terminator left in the input needs a part after it always on the wire to
   * read it (and write it: encode writes no terminator of its own there), and is not also kept
   * in the value.
   */
  private static void checkTerminatorForm(MessageModel m, FieldModel f, Framing.Delimiter d,
      ValidationReport.Builder report) {
    if (d.consume()) {
      return;
    }
    if (d.include()) {
      report.add(Problem.of(DELIMITED_INCLUDED_AND_LEFT, f.origin(),
          Anchor.member("Delimited", "consume"), f.name()));
      return;
    }
    int i = m.fields().indexOf(f);
    FieldModel next = i + 1 < m.fields().size() ? m.fields().get(i + 1) : null;
    String why = f.conditions().isConditional() ? "which is optional"
        : next == null ? "the last component of " + m.type().nestedName()
        : next.conditions().isConditional() ? "before '" + next.name() + "', which is optional"
        : null;
    if (why != null) {
      report.add(Problem.of(DELIMITED_LEFT_FOR_NOTHING, f.origin(),
          Anchor.member("Delimited", "consume"), f.name(), why));
    }
  }
}
