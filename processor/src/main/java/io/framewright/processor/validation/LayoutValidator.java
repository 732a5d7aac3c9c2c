package io.framewright.processor.validation;

import static io.framewright.processor.diagnostic.Diagnostic.ARRAY_ELEMENT_BITS;
import static io.framewright.processor.diagnostic.Diagnostic.ARRAY_NEEDS_COUNT;
import static io.framewright.processor.diagnostic.Diagnostic.BITS_ON_MESSAGE;
import static io.framewright.processor.diagnostic.Diagnostic.BITS_OUT_OF_RANGE;
import static io.framewright.processor.diagnostic.Diagnostic.BITS_TOO_WIDE;
import static io.framewright.processor.diagnostic.Diagnostic.COUNT_NOT_ARRAY;
import static io.framewright.processor.diagnostic.Diagnostic.COUNT_NOT_POSITIVE;
import static io.framewright.processor.diagnostic.Diagnostic.ENUM_DUPLICATE_WIRE_VALUE;
import static io.framewright.processor.diagnostic.Diagnostic.ENUM_MISSING_WIRE_VALUE;
import static io.framewright.processor.diagnostic.Diagnostic.ENUM_VALUE_DOES_NOT_FIT;
import static io.framewright.processor.diagnostic.Diagnostic.ENUM_WITHOUT_CONSTANTS;
import static io.framewright.processor.diagnostic.Diagnostic.FLOAT_BITS;
import static io.framewright.processor.diagnostic.Diagnostic.GENERIC_MESSAGE;
import static io.framewright.processor.diagnostic.Diagnostic.INACCESSIBLE_MESSAGE;
import static io.framewright.processor.diagnostic.Diagnostic.MESSAGE_ORDER_INHERIT;
import static io.framewright.processor.diagnostic.Diagnostic.MESSAGE_TOO_LARGE;
import static io.framewright.processor.diagnostic.Diagnostic.NESTED_INVALID;
import static io.framewright.processor.diagnostic.Diagnostic.NESTED_NOT_MESSAGE;
import static io.framewright.processor.diagnostic.Diagnostic.NOT_A_RECORD;
import static io.framewright.processor.diagnostic.Diagnostic.NOT_BYTE_ALIGNED;
import static io.framewright.processor.diagnostic.Diagnostic.ORDER_NOT_APPLICABLE;
import static io.framewright.processor.diagnostic.Diagnostic.RECURSIVE_MESSAGE;
import static io.framewright.processor.diagnostic.Diagnostic.SIGNED_NOT_INTEGER;
import static io.framewright.processor.diagnostic.Diagnostic.UNSUPPORTED_TYPE;

import io.framewright.processor.diagnostic.Anchor;
import io.framewright.processor.diagnostic.Problem;
import io.framewright.processor.model.ByteOrder;
import io.framewright.processor.model.EnumModel;
import io.framewright.processor.model.FieldLayout;
import io.framewright.processor.model.FieldModel;
import io.framewright.processor.model.Layout;
import io.framewright.processor.model.MessageModel;
import io.framewright.processor.model.Primitive;
import io.framewright.processor.model.TypeRef;
import io.framewright.processor.model.WireType;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;

/**
 * Checks a {@link MessageModel} and reports every problem it finds, so that one compilation shows
 * all the errors of a type. Works on the model only.
 */
public final class LayoutValidator {
  private static final Anchor MESSAGE = Anchor.annotation("Message");
  private static final Anchor BITS = Anchor.member("Field", "bits");
  private static final Anchor SIGNED = Anchor.member("Field", "signed");
  private static final Anchor ORDER = Anchor.member("Field", "order");

  /** Nested messages are validated once each; their verdict decides the outer field's. */
  private final Map<TypeRef, Boolean> nestedClean = new HashMap<>();

  public ValidationReport validate(MessageModel m) {
    ValidationReport.Builder report = ValidationReport.builder();
    if (m.kind() != MessageModel.Kind.RECORD) {
      String what = switch (m.kind()) {
        case CLASS -> "a class";
        case INTERFACE -> "an interface";
        case ENUM -> "an enum";
        default -> "not a record";
      };
      report.add(Problem.of(NOT_A_RECORD, m.origin(), MESSAGE, m.type().nestedName(), what,
          m.type().simpleName()));
      return report.build();
    }
    if (m.generic()) {
      report.add(Problem.of(GENERIC_MESSAGE, m.origin(), MESSAGE, m.type().nestedName()));
    }
    if (m.access() != MessageModel.Access.ACCESSIBLE) {
      report.add(Problem.of(INACCESSIBLE_MESSAGE, m.origin(), MESSAGE, m.type().nestedName(),
          m.access() == MessageModel.Access.LOCAL ? "a local record" : "private"));
    }
    if (m.order() == ByteOrder.INHERIT) {
      report.add(Problem.of(MESSAGE_ORDER_INHERIT, m.origin(), Anchor.member("Message", "order"),
          m.type().nestedName()));
    }
    for (FieldModel f : m.fields()) {
      checkField(m, f, report);
    }
    if (!report.hasErrors() && checkSize(m, report)) {
      checkPlacement(Layout.of(m), report);
    }
    return report.build();
  }

  private void checkField(MessageModel m, FieldModel f, ValidationReport.Builder report) {
    WireType type = f.type();
    boolean array = type instanceof WireType.Array;
    WireType element = array ? ((WireType.Array) type).element() : type;

    if (element instanceof WireType.Unsupported || element instanceof WireType.Array) {
      report.add(Problem.of(UNSUPPORTED_TYPE, f.origin(), Anchor.ELEMENT, f.name(),
          type.describe()));
      return;
    }
    if (array && f.count() == null) {
      report.add(Problem.of(ARRAY_NEEDS_COUNT, f.origin(), Anchor.ELEMENT, f.name()));
    }
    if (!array && f.count() != null) {
      report.add(Problem.of(COUNT_NOT_ARRAY, f.origin(), Anchor.annotation("Count"), f.name(),
          type.describe()));
    }
    if (array && f.count() != null && f.count() < 1) {
      report.add(Problem.of(COUNT_NOT_POSITIVE, f.origin(), Anchor.member("Count", "value"),
          f.count(), f.name()));
    }

    if (element instanceof WireType.Nested n) {
      checkNested(m, f, n, report);
      return;
    }
    boolean bitsOk = checkBits(f, element, array, report);

    boolean integerLike = element instanceof WireType.Enum
        || (element instanceof WireType.Scalar s && s.primitive().isInteger());
    if (f.signed() && !integerLike) {
      report.add(Problem.of(SIGNED_NOT_INTEGER, f.origin(), SIGNED, f.name(), element.describe()));
    }
    if (element instanceof WireType.Enum e && bitsOk) {
      checkEnum(f, e.model(), report);
    }
  }

  /** Returns whether the width is usable for further checks. */
  private boolean checkBits(FieldModel f, WireType element, boolean array,
      ValidationReport.Builder report) {
    if (!f.hasExplicitBits()) {
      return true;
    }
    int bits = f.bits();
    if (bits < 1 || bits > 64) {
      report.add(Problem.of(BITS_OUT_OF_RANGE, f.origin(), BITS, bits, f.name()));
      return false;
    }
    if (element instanceof WireType.Scalar s) {
      Primitive p = s.primitive();
      if (p.isFloatingPoint() && bits != p.defaultBits()) {
        report.add(Problem.of(FLOAT_BITS, f.origin(), BITS, bits, f.name(), p.javaName(),
            p.defaultBits()));
        return false;
      }
      if (bits > p.maxBits()) {
        String wider = p == Primitive.CHAR ? "int" : p == Primitive.INT ? "long"
            : p == Primitive.LONG ? "(none: 64 is the most)" : "int or long";
        report.add(Problem.of(BITS_TOO_WIDE, f.origin(), BITS, bits, f.name(), p.javaName(),
            p.maxBits(), p.maxBits(), wider));
        return false;
      }
    }
    if (array && bits % 8 != 0) {
      report.add(Problem.of(ARRAY_ELEMENT_BITS, f.origin(), BITS, bits, f.name()));
      return false;
    }
    return true;
  }

  private void checkNested(MessageModel m, FieldModel f, WireType.Nested n,
      ValidationReport.Builder report) {
    if (f.hasExplicitBits()) {
      report.add(Problem.of(BITS_ON_MESSAGE, f.origin(), BITS, f.bits(), f.name(),
          n.type().nestedName()));
    }
    if (f.signed()) {
      report.add(Problem.of(SIGNED_NOT_INTEGER, f.origin(), SIGNED, f.name(),
          n.type().nestedName()));
    }
    if (f.order() != ByteOrder.INHERIT) {
      report.add(Problem.of(ORDER_NOT_APPLICABLE, f.origin(), ORDER, f.order(), f.name(),
          "the byte order of nested message " + n.type().nestedName()
              + " is set by its own @Message"));
    }
    if (n.recursive()) {
      report.add(Problem.of(RECURSIVE_MESSAGE, f.origin(), Anchor.ELEMENT, f.name(),
          m.type().nestedName(), m.type().simpleName() + "." + f.name() + " -> "
              + n.type().nestedName()));
      return;
    }
    if (n.model() == null) {
      report.add(Problem.of(NESTED_NOT_MESSAGE, f.origin(), Anchor.ELEMENT, f.name(),
          n.type().nestedName(), n.type().nestedName()));
      return;
    }
    boolean clean = nestedClean.computeIfAbsent(n.type(),
        t -> new LayoutValidator().validate(n.model()).isClean());
    if (!clean) {
      report.add(Problem.of(NESTED_INVALID, f.origin(), Anchor.ELEMENT, f.name(),
          n.type().nestedName(), n.type().nestedName()));
    }
  }

  private void checkEnum(FieldModel f, EnumModel e, ValidationReport.Builder report) {
    String enumName = e.type().nestedName();
    if (e.constants().isEmpty()) {
      report.add(Problem.of(ENUM_WITHOUT_CONSTANTS, f.origin(), Anchor.ELEMENT, f.name(),
          enumName));
      return;
    }
    int bits = f.hasExplicitBits() ? f.bits() : 8;
    long min = bits >= 64 ? Long.MIN_VALUE : f.signed() ? -(1L << (bits - 1)) : 0;
    long max = bits >= 64 ? Long.MAX_VALUE : f.signed() ? (1L << (bits - 1)) - 1
        : (1L << bits) - 1;
    Map<Long, String> seen = new HashMap<>();
    for (EnumModel.Constant c : e.constants()) {
      if (c.wireValue().isEmpty()) {
        report.add(Problem.of(ENUM_MISSING_WIRE_VALUE, f.origin(), Anchor.ELEMENT, f.name(),
            enumName, c.name(), enumName));
        continue;
      }
      long v = c.wireValue().getAsLong();
      String previous = seen.putIfAbsent(v, c.name());
      if (previous != null) {
        report.add(Problem.of(ENUM_DUPLICATE_WIRE_VALUE, f.origin(), Anchor.ELEMENT, f.name(),
            enumName, previous, c.name(), v));
      }
      if (bits < 64 && (v < min || v > max)) {
        Anchor where = f.hasExplicitBits() ? BITS : Anchor.ELEMENT;
        report.add(Problem.of(ENUM_VALUE_DOES_NOT_FIT, f.origin(), where, f.name(), v, enumName,
            c.name(), bits, f.signed() ? "signed" : "unsigned", min, max,
            fitHint(v, bits, f.signed())));
      }
    }
  }

  private static String fitHint(long v, int bits, boolean signed) {
    if (v < 0 && !signed) {
      return "declare the field @Field(signed = true)";
    }
    int needed = 1;
    while (needed < 64) {
      long lo = signed ? -(1L << (needed - 1)) : 0;
      long hi = signed ? (1L << (needed - 1)) - 1 : (1L << needed) - 1;
      if (v >= lo && v <= hi) {
        break;
      }
      needed++;
    }
    return String.format(Locale.ROOT, "widen the field with @Field(bits = %d)", needed);
  }

  /** Sizes are ints in bits everywhere: refuse layouts whose bit count would overflow. */
  private static boolean checkSize(MessageModel m, ValidationReport.Builder report) {
    long total = 0;
    for (FieldModel f : m.fields()) {
      total += bitsOf(f);
      if (total > Layout.MAX_BITS) {
        report.add(Problem.of(MESSAGE_TOO_LARGE, f.origin(), Anchor.ELEMENT, f.name(),
            m.type().nestedName(), total, Layout.MAX_BITS));
        return false;
      }
    }
    return true;
  }

  private static long bitsOf(FieldModel f) {
    WireType element = f.type() instanceof WireType.Array a ? a.element() : f.type();
    long bits;
    if (element instanceof WireType.Nested n && n.model() != null) {
      long inner = 0;
      for (FieldModel nf : n.model().fields()) {
        inner += bitsOf(nf);
      }
      bits = (inner + 7) / 8 * 8;
    } else if (f.hasExplicitBits()) {
      bits = f.bits();
    } else {
      bits = element instanceof WireType.Scalar s ? s.primitive().defaultBits() : 8;
    }
    return f.type() instanceof WireType.Array && f.count() != null ? bits * f.count() : bits;
  }

  /** Checks that need offsets: alignment of blocks and of byte-ordered fields. */
  private static void checkPlacement(Layout layout, ValidationReport.Builder report) {
    for (FieldLayout f : layout.fields()) {
      FieldModel fm = f.field();
      boolean block = f.isArray() || f.nested() != null;
      if (block && f.bitOffset() % 8 != 0) {
        report.add(Problem.of(NOT_BYTE_ALIGNED, fm.origin(), Anchor.ELEMENT, fm.name(),
            fm.type().describe(), f.bitOffset(), f.bitOffset()));
      }
      if (fm.order() != ByteOrder.INHERIT && f.nested() == null) {
        String why = null;
        if (!f.isByteAligned()) {
          why = f.elementBits() % 8 != 0
              ? "it is " + f.elementBits() + " bits wide, and byte order only applies to whole"
                  + " bytes (sub-byte fields follow the message's bitOrder)"
              : "it starts at bit " + f.bitOffset() + ", inside a byte, and byte order only"
                  + " applies to byte-aligned fields";
        } else if (f.elementBits() == 8) {
          why = "it is a single byte, which has no byte order";
        }
        if (why != null) {
          report.add(Problem.of(ORDER_NOT_APPLICABLE, fm.origin(), ORDER, fm.order(), fm.name(),
              why));
        }
      }
    }
  }
}
