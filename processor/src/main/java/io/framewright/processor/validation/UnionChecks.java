package io.framewright.processor.validation;

import static io.framewright.processor.diagnostic.Diagnostic.CATCH_ALL_SHARED;
import static io.framewright.processor.diagnostic.Diagnostic.CATCH_ALL_TAG_ANNOTATED;
import static io.framewright.processor.diagnostic.Diagnostic.CATCH_ALL_TAG_TOO_NARROW;
import static io.framewright.processor.diagnostic.Diagnostic.DUPLICATE_TAG;
import static io.framewright.processor.diagnostic.Diagnostic.GENERIC_MESSAGE;
import static io.framewright.processor.diagnostic.Diagnostic.INACCESSIBLE_MESSAGE;
import static io.framewright.processor.diagnostic.Diagnostic.PACKED_VARIANT_OWN_MESSAGE;
import static io.framewright.processor.diagnostic.Diagnostic.PACKED_VARIANT_SHARED;
import static io.framewright.processor.diagnostic.Diagnostic.PACKED_VARIANT_TAGS;
import static io.framewright.processor.diagnostic.Diagnostic.TAG_DOES_NOT_FIT;
import static io.framewright.processor.diagnostic.Diagnostic.TAG_RANGE_EMPTY;
import static io.framewright.processor.diagnostic.Diagnostic.TWO_UNKNOWN_VARIANTS;
import static io.framewright.processor.diagnostic.Diagnostic.UNION_BITS;
import static io.framewright.processor.diagnostic.Diagnostic.UNION_NOT_SEALED;
import static io.framewright.processor.diagnostic.Diagnostic.UNION_VARINT_WITH_BITS;
import static io.framewright.processor.diagnostic.Diagnostic.VARINT_FORM_WITH;
import static io.framewright.processor.diagnostic.Diagnostic.VARINT_FORM_ZIGZAG_SIZE;
import static io.framewright.processor.diagnostic.Diagnostic.UNION_WITHOUT_VARIANTS;
import static io.framewright.processor.diagnostic.Diagnostic.UNKNOWN_VARIANT_SHAPE;
import static io.framewright.processor.diagnostic.Diagnostic.VARIANT_INVALID;
import static io.framewright.processor.diagnostic.Diagnostic.VARIANT_NOT_RECORD;
import static io.framewright.processor.diagnostic.Diagnostic.VARIANT_WITHOUT_TAG;
import static io.framewright.processor.diagnostic.Diagnostic.VARINT_TAG_DOES_NOT_FIT;

import io.framewright.processor.diagnostic.Anchor;
import io.framewright.processor.diagnostic.Problem;
import io.framewright.processor.diagnostic.Reason;
import io.framewright.processor.model.FieldModel;
import io.framewright.processor.model.MessageModel;
import io.framewright.processor.model.UnionModel;
import io.framewright.processor.model.Varint;
import io.framewright.processor.model.WireType;
import java.util.Map;

/** Checks a {@code @Union} sealed interface and its variants. */
final class UnionChecks {
  private UnionChecks() {}

  static void check(MessageModel m, ValidationReport.Builder report, LayoutValidator validator) {
    UnionModel u = m.union();
    String name = m.type().nestedName();
    Anchor union = Anchor.annotation("Union");
    if (m.generic()) {
      report.add(Problem.of(GENERIC_MESSAGE, m.origin(), Anchor.annotation("Message"), name));
    }
    if (m.access() != MessageModel.Access.ACCESSIBLE) {
      report.add(Problem.of(INACCESSIBLE_MESSAGE, m.origin(), Anchor.annotation("Message"), name,
          (m.access() == MessageModel.Access.LOCAL ? Reason.MESSAGE_LOCAL_TYPE
              : Reason.MESSAGE_PRIVATE).text()));
    }
    if (!u.sealed()) {
      report.add(Problem.of(UNION_NOT_SEALED, m.origin(), union, name, m.type().simpleName()));
      return;
    }
    if (u.tagForm() == Varint.Form.ZIGZAG) {
      report.add(Problem.of(VARINT_FORM_ZIGZAG_SIZE, m.origin(),
          Anchor.member("Union", "varintForm"), "Union", name, "tag"));
      return;
    }
    if (u.tagForm() != null && u.bits() != 0) {
      report.add(Problem.of(VARINT_FORM_WITH, m.origin(), Anchor.member("Union", "bits"), "Union",
          u.tagForm(), "bits = " + u.bits(), name, "tag"));
      return;
    }
    if (u.varint() && u.bits() != 0) {
      report.add(Problem.of(UNION_VARINT_WITH_BITS, m.origin(), Anchor.member("Union", "bits"),
          u.bits(), name));
      return;
    }
    if (!u.varint() && (u.bits() < 1 || u.bits() > 64)) {
      report.add(Problem.of(UNION_BITS, m.origin(), Anchor.member("Union", "bits"), u.bits(),
          name));
      return;
    }
    if (u.variants().isEmpty()) {
      report.add(Problem.of(UNION_WITHOUT_VARIANTS, m.origin(), union, name));
    }
    long max = u.valueBits() == 64 ? -1L : (1L << u.valueBits()) - 1;
    Map<UnionModel.TagRange, String> seen = new java.util.LinkedHashMap<>();
    UnionModel.Variant unknown = null;
    for (UnionModel.Variant v : u.variants()) {
      String variant = v.type().nestedName();
      if (!v.record()) {
        report.add(Problem.of(VARIANT_NOT_RECORD, v.origin(), Anchor.ELEMENT, variant, name));
        continue;
      }
      if (v.unknown()) {
        if (unknown != null) {
          report.add(Problem.of(TWO_UNKNOWN_VARIANTS, v.origin(), Anchor.annotation("UnknownTag"),
              unknown.type().nestedName(), variant, name));
        }
        unknown = v;
        checkUnknownShape(v, u.valueBits(), name, report);
        if (v.declaredCatchAll() && v.model() != null && checkDeclared(v, u, name, report)) {
          // Its layout is a variant's: checked as one.
          report.addSubreport(validator.validate(v.model()));
        }
        continue;
      }
      if (v.tag() == null) {
        report.add(Problem.of(VARIANT_WITHOUT_TAG, v.origin(), Anchor.ELEMENT, variant, name));
      } else {
        for (UnionModel.TagRange range : v.tags()) {
          checkTags(v, range, u, max, name, seen, report);
        }
        if (u.isPacked() && v.isMultiTag()) {
          report.add(Problem.of(PACKED_VARIANT_TAGS, v.origin(), Anchor.annotation("Tag"),
              variant, name, u.bits()));
        }
      }
      if (u.isPacked() && v.alsoVariantOf() != null) {
        report.add(Problem.of(PACKED_VARIANT_SHARED, v.origin(), Anchor.ELEMENT, variant, name,
            u.bits(), v.alsoVariantOf()));
        continue;
      }
      if (u.isPacked() && v.ownMessage()) {
        report.add(Problem.of(PACKED_VARIANT_OWN_MESSAGE, v.origin(),
            Anchor.annotation("Message"), variant, name, u.bits()));
        continue;
      }
      if (v.model() != null) {
        ValidationReport variantReport = validator.validate(v.model());
        if (v.ownMessage()) {
          // Reported when the variant itself is processed.
          if (!variantReport.isClean()) {
            report.add(Problem.of(VARIANT_INVALID, m.origin(), Anchor.annotation("Union"),
                variant, name));
          }
        } else {
          report.addSubreport(variantReport);
        }
      }
    }
  }

  /** A range of tags is not empty, fits the tag, and shares no tag with another variant. */
  private static void checkTags(UnionModel.Variant v, UnionModel.TagRange range, UnionModel u,
      long max, String name, Map<UnionModel.TagRange, String> seen,
      ValidationReport.Builder report) {
    int bits = u.valueBits();
    String variant = v.type().nestedName();
    Anchor at = Anchor.member("Tag", range.ranged() ? "to" : "value");
    if (Long.compareUnsigned(range.from(), range.to()) > 0) {
      report.add(Problem.of(TAG_RANGE_EMPTY, v.origin(), at,
          Long.toUnsignedString(range.from()), Long.toUnsignedString(range.to()), variant));
      return;
    }
    boolean fits = bits == 64 || (range.to() >= 0 && range.to() <= max);
    if (!fits && u.varint()) {
      // As written: a negative tag is negative, not 2^64 less (@Tag(-1), not 18446744073709551615).
      report.add(Problem.of(VARINT_TAG_DOES_NOT_FIT, v.origin(), at,
          Long.toString(range.to()), variant, name));
    } else if (!fits) {
      report.add(Problem.of(TAG_DOES_NOT_FIT, v.origin(), at, range.to(), variant, bits, name,
          Long.toUnsignedString(max)));
    }
    for (Map.Entry<UnionModel.TagRange, String> e : seen.entrySet()) {
      if (e.getKey().overlaps(range)) {
        long shared = Long.compareUnsigned(range.from(), e.getKey().from()) > 0 ? range.from()
            : e.getKey().from();
        report.add(Problem.of(DUPLICATE_TAG, v.origin(), at, shared, variant, e.getValue(),
            name));
        return;
      }
    }
    seen.put(range, variant);
  }

  /**
   * The tag component of catch-all {@code v} of declared shape: wide enough for the tag, as the
   * union lays it out (no annotation of its own), and the record the union's alone (its model
   * lays out its first component as this union's tag). Returns whether all is well.
   */
  private static boolean checkDeclared(UnionModel.Variant v, UnionModel u, String name,
      ValidationReport.Builder report) {
    String variant = v.type().nestedName();
    FieldModel tag = v.model().fields().get(0);
    boolean ok = true;
    if (v.tagAnnotation() != null) {
      report.add(Problem.of(CATCH_ALL_TAG_ANNOTATED, tag.origin(),
          Anchor.annotation(v.tagAnnotation()), v.tagAnnotation(), tag.name(), variant, name));
      ok = false;
    }
    int width = tag.type() instanceof WireType.Scalar s ? s.primitive().defaultBits() : 0;
    // A varint tag holds 0 to Integer.MAX_VALUE: an int; a fixed one as many bits as declared.
    int needed = u.varint() ? 32 : u.bits();
    if (width < needed) {
      report.add(Problem.of(CATCH_ALL_TAG_TOO_NARROW, tag.origin(), Anchor.ELEMENT, tag.name(),
          variant, tag.type().describe(), u.valueBits(), name,
          needed > 32 ? "a long" : needed > 16 ? "an int or a long" : "a short, an int or a long"));
      ok = false;
    }
    if (v.ownMessage() || v.alsoVariantOf() != null) {
      report.add(Problem.of(CATCH_ALL_SHARED, v.origin(),
          v.ownMessage() ? Anchor.annotation("Message") : Anchor.ELEMENT, variant,
          v.ownMessage() ? "a @Message of its own" : "a variant of " + v.alsoVariantOf() + " too",
          name, v.ownMessage() ? "remove @Message (the union's codec reads and writes it)"
              : "make it a variant of " + name + " alone"));
      ok = false;
    }
    return ok;
  }

  private static void checkUnknownShape(UnionModel.Variant v, int bits, String name,
      ValidationReport.Builder report) {
    if (v.unknownForm() == UnionModel.UnknownForm.DECLARED) {
      return;
    }
    if (v.unknownForm() == UnionModel.UnknownForm.INT_TAG && bits > 32) {
      report.add(Problem.of(CATCH_ALL_TAG_TOO_NARROW, v.origin(), Anchor.annotation("UnknownTag"),
          "tag", v.type().nestedName(), "int", bits, name, "a long"));
      return;
    }
    boolean ok = v.unknownForm() == UnionModel.UnknownForm.LONG_TAG
        || (v.unknownForm() == UnionModel.UnknownForm.INT_TAG && bits <= 32);
    if (!ok) {
      report.add(Problem.of(UNKNOWN_VARIANT_SHAPE, v.origin(), Anchor.annotation("UnknownTag"),
          v.type().nestedName(), String.join(", ", v.unknownShape())));
    }
  }
}
