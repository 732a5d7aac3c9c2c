package io.framewright.processor.validation;

import static io.framewright.processor.diagnostic.Diagnostic.BACK_REFERENCE_COMPRESS_MEASURED;
import static io.framewright.processor.diagnostic.Diagnostic.BACK_REFERENCE_MARKER;
import static io.framewright.processor.diagnostic.Diagnostic.BACK_REFERENCE_MAX_POINTERS;
import static io.framewright.processor.diagnostic.Diagnostic.BACK_REFERENCE_NOT_APPLICABLE;
import static io.framewright.processor.diagnostic.Diagnostic.BACK_REFERENCE_TERMINATOR_MARKED;
import static io.framewright.processor.diagnostic.Diagnostic.BACK_REFERENCE_WIDTH;

import io.framewright.processor.diagnostic.Anchor;
import io.framewright.processor.diagnostic.Problem;
import io.framewright.processor.diagnostic.Reason;
import io.framewright.processor.model.BackReference;
import io.framewright.processor.model.FieldModel;
import io.framewright.processor.model.MessageModel;
import io.framewright.processor.model.SizeSpec;
import io.framewright.processor.model.WireType;
import io.framewright.processor.plan.Compression;

/**
 * {@code @BackReference} on one component (FW230 to FW234): a {@code @Delimited} list of
 * messages, always on the wire and read by its own code, whose pointer fills whole bytes, whose
 * marker fits its bits and is not the terminator's first byte, and which follows at least one
 * pointer.
 */
final class BackReferenceChecks {
  private BackReferenceChecks() {}

  static void check(FieldModel f, ValidationReport.Builder report) {
    BackReference b = f.extras().backReference();
    if (b == null) {
      return;
    }
    Anchor at = Anchor.annotation("BackReference");
    String why = null;
    if (!(f.type() instanceof WireType.Array a && a.list()
        && f.element() instanceof WireType.Nested)) {
      why = Reason.BACK_REFERENCE_NOT_LIST.text(f.javaTypeName());
    } else if (f.extras().using() != null || f.extras().usingUnreadable()) {
      why = Reason.BACK_REFERENCE_USING.text();
    } else if (f.extras().delimited() == null) {
      why = Reason.BACK_REFERENCE_NOT_DELIMITED.text();
    } else if (f.isConditional()) {
      why = Reason.BACK_REFERENCE_OPTIONAL.text(f.conditions().trailing() ? "@Trailing"
          : f.conditions().when() != null ? "@When" : "@Presence");
    }
    if (why != null) {
      report.add(Problem.of(BACK_REFERENCE_NOT_APPLICABLE, f.origin(), at, f.name(), why));
      return;
    }
    int bits = b.markerBits() + b.offsetBits();
    if (b.markerBits() < 1 || b.markerBits() > 7 || b.offsetBits() < 1 || bits % 8 != 0
        || bits > 32) {
      boolean marker = b.markerBits() < 1 || b.markerBits() > 7;
      report.add(Problem.of(BACK_REFERENCE_WIDTH, f.origin(),
          Anchor.member("BackReference", marker ? "markerBits" : "offsetBits"), b.markerBits(),
          b.offsetBits(), f.name()));
      return;
    }
    int largest = (1 << b.markerBits()) - 1;
    if (b.marker() < 1 || b.marker() > largest) {
      report.add(Problem.of(BACK_REFERENCE_MARKER, f.origin(),
          Anchor.member("BackReference", "marker"), b.marker(), f.name(), b.markerBits(),
          largest));
      return;
    }
    int first = f.extras().delimited().terminator()[0] & 0xff;
    if (first >>> (8 - b.markerBits()) == b.marker()) {
      report.add(Problem.of(BACK_REFERENCE_TERMINATOR_MARKED, f.origin(),
          Anchor.member("BackReference", "marker"), b.marker(), f.name(),
          String.format("0x%02x", first), b.markerBits()));
    }
    if (b.maxPointers() < 1) {
      report.add(Problem.of(BACK_REFERENCE_MAX_POINTERS, f.origin(),
          Anchor.member("BackReference", "maxPointers"), b.maxPointers(), f.name()));
    }
  }

  /**
   * FW255: a list the encoder compresses inside a part of {@code m} whose size is measured
   * before it is written (a byte length, a {@code @Covers} span), where compressed it would be
   * shorter than its size says. The encoder writes such a list whole; the user is told, on
   * {@code compress} of a list of {@code m}'s own, else on the part's size.
   */
  static void checkMeasured(MessageModel m, ValidationReport.Builder report) {
    for (FieldModel f : m.fields()) {
      SizeSpec length = Compression.lengthOf(f);
      FieldModel covering = length == null ? Compression.coveredBy(m, f) : null;
      if (length == null && covering == null) {
        continue;
      }
      String why = length != null ? "has @" + length.annotation()
          : "is in the span of @Covers on '" + covering.name() + "'";
      if (Compression.compresses(f)) {
        report.add(Problem.of(BACK_REFERENCE_COMPRESS_MEASURED, f.origin(),
            Anchor.member("BackReference", "compress"), f.name(), why,
            "is a @BackReference(compress = true) list", f.name()));
        continue;
      }
      String list = f.extras().using() == null && !f.extras().usingUnreadable()
          ? Compression.firstList(Compression.nested(f)) : null;
      if (list != null) {
        report.add(Problem.of(BACK_REFERENCE_COMPRESS_MEASURED, f.origin(),
            length != null ? Anchor.annotation(length.annotation()) : Anchor.ELEMENT, f.name(),
            why, "holds the @BackReference(compress = true) list '" + list + "'", list));
      }
    }
  }
}
