package io.framewright.processor.validation;

import static io.framewright.processor.diagnostic.Diagnostic.QUIC_VARINT_MAX_BYTES;
import static io.framewright.processor.diagnostic.Diagnostic.VARINT_COMBINED;
import static io.framewright.processor.diagnostic.Diagnostic.VARINT_FORM_WITH;
import static io.framewright.processor.diagnostic.Diagnostic.VARINT_FORM_ZIGZAG_SIZE;
import static io.framewright.processor.diagnostic.Diagnostic.VARINT_MAX_BYTES;
import static io.framewright.processor.diagnostic.Diagnostic.VARINT_NOT_INTEGER;
import static io.framewright.processor.diagnostic.Diagnostic.VARINT_PREFIX_WITH;
import static io.framewright.processor.diagnostic.Diagnostic.VARINT_WITH_FIELD;
import static io.framewright.processor.diagnostic.Diagnostic.VARINT_ZIGZAG_WITH_FORM;

import io.framewright.processor.diagnostic.Anchor;
import io.framewright.processor.diagnostic.Problem;
import io.framewright.processor.diagnostic.Reason;
import io.framewright.processor.model.ByteOrder;
import io.framewright.processor.model.FieldModel;
import io.framewright.processor.model.Primitive;
import io.framewright.processor.model.SizeSpec;
import io.framewright.processor.model.Varint;
import io.framewright.processor.model.WireType;

/**
 * {@code @Varint} on one component (FW120 to FW123, FW155, FW156), and varint prefixes (FW124,
 * FW157, FW158): an int or long, one form, a byte count it can take, and nothing else that
 * would give it a width, a size or a codec.
 */
final class VarintChecks {
  private VarintChecks() {}

  static void check(FieldModel f, ValidationReport.Builder report) {
    Varint v = f.extras().varint();
    if (!(f.type() instanceof WireType.Scalar s
        && (s.primitive() == Primitive.INT || s.primitive() == Primitive.LONG))) {
      report.add(Problem.of(VARINT_NOT_INTEGER, f.origin(), Anchor.annotation("Varint"),
          f.name(), Articles.a(f.javaTypeName())));
      return;
    }
    Primitive type = s.primitive();
    if (v.zigzagWithForm()) {
      report.add(Problem.of(VARINT_ZIGZAG_WITH_FORM, f.origin(), Anchor.member("Varint", "zigzag"),
          v.form(), f.name()));
    }
    int widest = Varint.widest(type);
    int declared = v.declaredMaxBytes();
    if (v.form() == Varint.Form.QUIC) {
      // The two length bits allow only these; 0 is "left out".
      if (declared != 0 && declared != 1 && declared != 2 && declared != 4 && declared != 8) {
        report.add(Problem.of(QUIC_VARINT_MAX_BYTES, f.origin(),
            Anchor.member("Varint", "maxBytes"), declared, f.name()));
      }
    } else if (declared != 0 && (declared < 1 || declared > widest)) {
      report.add(Problem.of(VARINT_MAX_BYTES, f.origin(), Anchor.member("Varint", "maxBytes"),
          v.declaredMaxBytes(), f.name(), Articles.a(type.javaName()), widest));
    }
    String[] given = LayoutValidator.givenFieldMembers(f);
    if (given != null) {
      report.add(Problem.of(VARINT_WITH_FIELD, f.origin(), Anchor.member("Field", given[0]),
          given[1], f.name()));
    }
    if (f.extras().using() != null || f.extras().usingUnreadable()) {
      report.add(Problem.of(VARINT_COMBINED, f.origin(), Anchor.annotation("Using"), "Using",
          f.name(), Reason.VARINT_WITH_USING.text()));
    }
    SizeSpec size = f.count() != null ? f.count() : f.length();
    if (size != null) {
      String a = f.count() != null ? "Count" : size.annotation();
      report.add(Problem.of(VARINT_COMBINED, f.origin(), Anchor.annotation(a), a, f.name(),
          Reason.VARINT_WITH_SIZE.text(a)));
    }
    if (f.conditions().flags()) {
      report.add(Problem.of(VARINT_COMBINED, f.origin(), Anchor.annotation("Flags"), "Flags",
          f.name(), Reason.VARINT_WITH_FLAGS.text()));
    }
  }

  /**
   * FW124 and FW158: a varint prefix with a fixed size, prefix bits, a size field or a byte
   * order; FW157: a ZigZag one.
   */
  static void checkPrefix(FieldModel f, SizeSpec spec, ValidationReport.Builder report) {
    String a = spec.annotation();
    if (spec.varintForm() == Varint.Form.ZIGZAG) {
      report.add(Problem.of(VARINT_FORM_ZIGZAG_SIZE, f.origin(), Anchor.member(a, "varintForm"),
          a, "'" + f.name() + "'", a.equals("Count") ? "count" : "length"));
      return;
    }
    String given;
    String member;
    if (spec.fixed() != -1) {
      given = "value = " + spec.fixed();
      member = "value";
    } else if (spec.bits() != 0) {
      given = "bits = " + spec.bits();
      member = "bits";
    } else if (!spec.field().isEmpty()) {
      given = "field = \"" + spec.field() + "\"";
      member = "field";
    } else if (spec.order() != ByteOrder.INHERIT) {
      given = "order = " + spec.order();
      member = "order";
    } else if (!spec.expression().isEmpty()) {
      given = "expr = \"" + spec.expression() + "\"";
      member = "expr";
    } else {
      return;
    }
    if (spec.varintForm() != null) {
      report.add(Problem.of(VARINT_FORM_WITH, f.origin(), Anchor.member(a, member), a,
          spec.varintForm(), given, "'" + f.name() + "'",
          a.equals("Count") ? "count field" : "length field"));
      return;
    }
    report.add(Problem.of(VARINT_PREFIX_WITH, f.origin(), Anchor.member(a, member), a, given,
        f.name()));
  }
}
