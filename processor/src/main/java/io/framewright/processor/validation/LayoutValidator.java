package io.framewright.processor.validation;

import static io.framewright.processor.diagnostic.Diagnostic.ARRAY_ELEMENT_BITS;
import static io.framewright.processor.diagnostic.Diagnostic.ARRAY_NEEDS_COUNT;
import static io.framewright.processor.diagnostic.Diagnostic.BITS_ON_MESSAGE;
import static io.framewright.processor.diagnostic.Diagnostic.BITS_OUT_OF_RANGE;
import static io.framewright.processor.diagnostic.Diagnostic.BITS_TOO_WIDE;
import static io.framewright.processor.diagnostic.Diagnostic.BOXED_ARRAY;
import static io.framewright.processor.diagnostic.Diagnostic.COUNT_NOT_ARRAY;
import static io.framewright.processor.diagnostic.Diagnostic.COUNT_NOT_POSITIVE;
import static io.framewright.processor.diagnostic.Diagnostic.EMPTY_ELEMENTS_NOT_COUNTED;
import static io.framewright.processor.diagnostic.Diagnostic.EMPTY_ELEMENTS_UNBOUNDED;
import static io.framewright.processor.diagnostic.Diagnostic.ENUM_DUPLICATE_WIRE_VALUE;
import static io.framewright.processor.diagnostic.Diagnostic.ENUM_MISSING_WIRE_VALUE;
import static io.framewright.processor.diagnostic.Diagnostic.ENUM_TWO_UNKNOWN_VALUES;
import static io.framewright.processor.diagnostic.Diagnostic.ENUM_UNKNOWN_WITH_WIRE_VALUE;
import static io.framewright.processor.diagnostic.Diagnostic.ENUM_VALUE_DOES_NOT_FIT;
import static io.framewright.processor.diagnostic.Diagnostic.ENUM_WITHOUT_CONSTANTS;
import static io.framewright.processor.diagnostic.Diagnostic.FLOAT_BITS;
import static io.framewright.processor.diagnostic.Diagnostic.GENERIC_MESSAGE;
import static io.framewright.processor.diagnostic.Diagnostic.INACCESSIBLE_COMPONENT_TYPE;
import static io.framewright.processor.diagnostic.Diagnostic.INACCESSIBLE_MESSAGE;
import static io.framewright.processor.diagnostic.Diagnostic.INTERFACE_NOT_UNION;
import static io.framewright.processor.diagnostic.Diagnostic.MESSAGE_ORDER_INHERIT;
import static io.framewright.processor.diagnostic.Diagnostic.MESSAGE_TOO_LARGE;
import static io.framewright.processor.diagnostic.Diagnostic.NESTED_INVALID;
import static io.framewright.processor.diagnostic.Diagnostic.NESTED_NOT_MESSAGE;
import static io.framewright.processor.diagnostic.Diagnostic.NOT_A_RECORD;
import static io.framewright.processor.diagnostic.Diagnostic.NOT_BYTE_ALIGNED;
import static io.framewright.processor.diagnostic.Diagnostic.ORDER_NOT_APPLICABLE;
import static io.framewright.processor.diagnostic.Diagnostic.PAD_AFTER_REMAINING;
import static io.framewright.processor.diagnostic.Diagnostic.PAD_TOO_LARGE;
import static io.framewright.processor.diagnostic.Diagnostic.RECURSIVE_MESSAGE;
import static io.framewright.processor.diagnostic.Diagnostic.SIGNED_NOT_INTEGER;
import static io.framewright.processor.diagnostic.Diagnostic.UNSUPPORTED_TYPE;
import static io.framewright.processor.diagnostic.Diagnostic.UNION_NOT_INTERFACE;
import static io.framewright.processor.diagnostic.Diagnostic.SIZE_UNSPECIFIED;
import static io.framewright.processor.diagnostic.Diagnostic.SIZE_CONFLICTING;
import static io.framewright.processor.diagnostic.Diagnostic.SIZE_FIELD_INVALID;
import static io.framewright.processor.diagnostic.Diagnostic.SIZE_FIELD_SHARED;
import static io.framewright.processor.diagnostic.Diagnostic.PREFIX_BITS_OUT_OF_RANGE;
import static io.framewright.processor.diagnostic.Diagnostic.PREFIX_TOO_NARROW;
import static io.framewright.processor.diagnostic.Diagnostic.LENGTH_NOT_APPLICABLE;
import static io.framewright.processor.diagnostic.Diagnostic.REMAINING_NOT_LAST;
import static io.framewright.processor.diagnostic.Diagnostic.TEXT_NEEDS_SIZE;
import static io.framewright.processor.diagnostic.Diagnostic.BITLIST_NEEDS_SIZE;
import static io.framewright.processor.diagnostic.Diagnostic.BITS_ON_VARIABLE;
import static io.framewright.processor.diagnostic.Diagnostic.MAX_NOT_POSITIVE;
import static io.framewright.processor.diagnostic.Diagnostic.FIELD_WITH_USING;
import static io.framewright.processor.diagnostic.Diagnostic.FIXED_SIZE_NOT_POSITIVE;
import static io.framewright.processor.diagnostic.Diagnostic.LENGTH_NOT_MESSAGE_SIZE;
import static io.framewright.processor.diagnostic.Diagnostic.LENGTH_NOT_WHOLE_ELEMENTS;

import io.framewright.processor.diagnostic.Anchor;
import io.framewright.processor.diagnostic.Problem;
import io.framewright.processor.diagnostic.Reason;
import io.framewright.processor.model.ByteOrder;
import io.framewright.processor.model.EnumModel;
import io.framewright.processor.model.FieldLayout;
import io.framewright.processor.model.FieldModel;
import io.framewright.processor.model.FieldPath;
import io.framewright.processor.model.Inaccessible;
import io.framewright.processor.model.Layout;
import io.framewright.processor.model.MessageModel;
import io.framewright.processor.model.Primitive;
import io.framewright.processor.model.SizeSpec;
import io.framewright.processor.model.TypeRef;
import io.framewright.processor.model.WireType;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Checks a {@link MessageModel} and reports every problem it finds, so that one compilation shows
 * all the errors of a type. Works on the model only. One validator serves a whole round: each
 * type is validated once, and a nested message's or variant's report is the cached one, so no
 * problem is found (and reported) twice.
 */
public final class LayoutValidator {
  private static final Anchor MESSAGE = Anchor.annotation("Message");
  private static final Anchor BITS = Anchor.member("Field", "bits");
  private static final Anchor SIGNED = Anchor.member("Field", "signed");
  private static final Anchor ORDER = Anchor.member("Field", "order");

  /** Every type validated so far in this round; a nested message's verdict is its report's. */
  private final Map<TypeRef, ValidationReport> reports = new HashMap<>();

  /** The view stage's validation, over the layouts this validator builds. */
  private final ViewValidator views = new ViewValidator(this);

  /**
   * Whether {@code m}, whose report is clean, gets the view it asks for, and if it is a record
   * what that view exposes: decided once, the same report after that.
   */
  public ViewReport views(MessageModel m) {
    return views.report(m);
  }

  /** The report of {@code m}: validated on the first call, the same report after that. */
  public ValidationReport validate(MessageModel m) {
    ValidationReport known = reports.get(m.type());
    if (known != null) {
      return known;
    }
    ValidationReport report = check(m);
    reports.put(m.type(), report);
    return report;
  }

  private ValidationReport check(MessageModel m) {
    ValidationReport.Builder report = ValidationReport.builder();
    if (m.kind() == MessageModel.Kind.INTERFACE) {
      if (m.isUnion()) {
        UnionChecks.check(m, report, this);
        ChecksumExtraChecks.checkUnion(m, report);
        ParentChecks.checkUnion(m, report);
        FramingChecks.checkType(m, report);
        if (!report.hasErrors()) {
          report.layout(Layout.of(m));
        }
      } else {
        report.add(Problem.of(INTERFACE_NOT_UNION, m.origin(), MESSAGE, m.type().nestedName()));
      }
      return report.build();
    }
    if (m.isUnion()) {
      report.add(Problem.of(UNION_NOT_INTERFACE, m.origin(), Anchor.annotation("Union"),
          m.type().nestedName(), (m.kind() == MessageModel.Kind.RECORD ? Reason.UNION_ON_RECORD
              : Reason.UNION_ON_OTHER).text()));
      return report.build();
    }
    if (m.kind() != MessageModel.Kind.RECORD) {
      String what = (switch (m.kind()) {
        case CLASS -> Reason.KIND_CLASS;
        case KOTLIN_CLASS -> Reason.KIND_KOTLIN_CLASS;
        case ANNOTATION -> Reason.KIND_ANNOTATION;
        case ENUM -> Reason.KIND_ENUM;
        default -> Reason.KIND_OTHER;
      }).text();
      // Kotlin has no records of its own to turn the class into (and kapt fails on @JvmRecord).
      String fix = m.kind() == MessageModel.Kind.KOTLIN_CLASS ? Reason.DECLARE_JAVA_RECORDS.text()
          : Reason.DECLARE_RECORD.text(m.type().simpleName());
      report.add(Problem.of(NOT_A_RECORD, m.origin(), MESSAGE, m.type().nestedName(), what,
          fix));
      return report.build();
    }
    if (m.generic()) {
      report.add(Problem.of(GENERIC_MESSAGE, m.origin(), MESSAGE, m.type().nestedName()));
    }
    if (m.access() != MessageModel.Access.ACCESSIBLE) {
      report.add(Problem.of(INACCESSIBLE_MESSAGE, m.origin(), MESSAGE, m.type().nestedName(),
          (m.access() == MessageModel.Access.LOCAL ? Reason.MESSAGE_LOCAL_RECORD
              : Reason.MESSAGE_PRIVATE).text()));
    }
    if (m.order() == ByteOrder.INHERIT) {
      report.add(Problem.of(MESSAGE_ORDER_INHERIT, m.origin(), Anchor.member("Message", "order"),
          m.type().nestedName()));
    }
    for (FieldModel f : m.fields()) {
      checkField(m, f, report);
      FramingChecks.checkField(m, f, report);
      BackReferenceChecks.check(f, report);
    }
    ConditionChecks.check(m, report);
    RuleChecks.check(m, report);
    SelectChecks.check(m, report);
    ParentChecks.check(m, report);
    OpenEnumChecks.check(m, report);
    FramingChecks.checkType(m, report);
    ComponentChecksumChecks.check(m, report);
    TypeChecksumChecks.check(m, report);
    ChecksumExtraChecks.checkMessage(m, report);
    CoversChecks.check(m, report);
    TruncatedChecks.check(m, report);
    BackReferenceChecks.checkMeasured(m, report);
    if (!report.hasErrors() && checkSize(m, report)) {
      Layout layout = Layout.of(m);
      checkPlacement(layout, report);
      CoversChecks.checkPlacement(layout, report);
      ComponentChecksumChecks.checkPlacement(layout, report);
      TypeChecksumChecks.checkPlacement(layout, report);
      TruncatedChecks.checkSizes(m, report);
      if (!report.hasErrors()) {
        WarningChecks.check(m, layout, report);
        report.layout(layout);
      }
    }
    return report.build();
  }

  /** The codec the reader gives a {@code BitList} component without {@code @Using}. */
  private static final TypeRef BITLIST_CODEC =
      TypeRef.of("io.framewright.runtime", "BitList", "Codec");

  private void checkField(MessageModel m, FieldModel f, ValidationReport.Builder report) {
    WireType type = f.type();
    boolean array = type instanceof WireType.Array;
    WireType element = f.element();
    if (f.extras().repeatUntil() != null && !RepeatUntilChecks.check(f, report)) {
      return; // the rest assumes a list of messages its condition ends
    }
    if (f.extras().varint() != null) {
      VarintChecks.check(f, report);
      return; // the varint's own checks cover its width, sizes and codec
    }
    if (f.extras().using() != null || f.extras().usingUnreadable()) {
      checkFieldWithUsing(f, report);
      if (BITLIST_CODEC.equals(f.extras().using()) && f.length() == null && f.count() == null
          && f.extras().delimited() == null) {
        // Its codec takes every byte it is given: unframed, it would swallow what follows.
        report.add(Problem.of(BITLIST_NEEDS_SIZE, f.origin(), Anchor.ELEMENT, f.name()));
      }
      if (f.length() != null && f.count() == null) {
        // A BitList (its codec is a @Using) or a codec of the user's own, framed by a length:
        // the length is checked as for any other component (width, max, size field, last).
        checkSizeSpec(m, f, f.length(), report);
      }
      return; // any type: its codec decides (checked with @Using itself)
    }

    if (type instanceof WireType.Array a && a.boxed()) {
      Primitive p = ((WireType.Scalar) element).primitive();
      report.add(Problem.of(BOXED_ARRAY, f.origin(), Anchor.ELEMENT, f.name(), type.describe(),
          p.javaName(), p.boxName()));
      return;
    }
    if (element instanceof WireType.Unsupported || element instanceof WireType.Array
        || (array && element instanceof WireType.Text)) {
      report.add(Problem.of(UNSUPPORTED_TYPE, f.origin(), Anchor.ELEMENT, f.name(),
          type.describe()));
      return;
    }
    checkSizes(m, f, report);

    if (element instanceof WireType.Nested n) {
      checkNested(m, f, n, report);
      return;
    }
    if (element instanceof WireType.Text || (array && f.length() != null)) {
      if (f.hasExplicitBits() && element instanceof WireType.Text) {
        report.add(Problem.of(BITS_ON_VARIABLE, f.origin(), BITS, f.bits(), f.name(), "String"));
      }
      if (element instanceof WireType.Text) {
        return;
      }
    }
    boolean bitsOk = checkBits(f, element, array, report);

    boolean integerLike = element instanceof WireType.Enum
        || (element instanceof WireType.Scalar s && s.primitive().isInteger());
    if (f.signed() && !integerLike) {
      report.add(Problem.of(SIGNED_NOT_INTEGER, f.origin(), SIGNED, f.name(), element.describe()));
    }
    if (element instanceof WireType.Enum e && e.model().inaccessible() != null) {
      reportInaccessible(m, f, e.model().type(), "an enum", e.model().inaccessible(), report);
    } else if (element instanceof WireType.Enum e && bitsOk) {
      checkEnum(f, e.model(), report);
    }
  }

  /** FW036: the codec of {@code @Using} owns the wire form, so {@code @Field} would be ignored. */
  private static void checkFieldWithUsing(FieldModel f, ValidationReport.Builder report) {
    String[] given = givenFieldMembers(f);
    if (given != null) {
      String codec = f.extras().using() == null ? "..." : f.extras().using().simpleName();
      report.add(Problem.of(FIELD_WITH_USING, f.origin(), Anchor.member("Field", given[0]),
          given[1], f.name(), codec));
    }
  }

  /**
   * The {@code @Field} members given on {@code f}: the first one's name and all of them as
   * written ("bits = 3, signed = true"); null when none is.
   */
  static String[] givenFieldMembers(FieldModel f) {
    List<String> given = new ArrayList<>();
    String first = null;
    if (f.hasExplicitBits()) {
      given.add("bits = " + f.bits());
      first = "bits";
    }
    if (f.signed()) {
      given.add("signed = true");
      first = first == null ? "signed" : first;
    }
    if (f.order() != ByteOrder.INHERIT) {
      given.add("order = " + f.order());
      first = first == null ? "order" : first;
    }
    return first == null ? null : new String[] {first, String.join(", ", given)};
  }

  /** FW039: a component type the codec, a class of its own, can not name. */
  private static void reportInaccessible(MessageModel m, FieldModel f, TypeRef type, String what,
      Inaccessible why, ValidationReport.Builder report) {
    // Out of a method or a private type, package-private is enough; out of a package, public.
    String fix = (why.barrier() == Inaccessible.Barrier.NOT_PUBLIC
        ? Reason.ACCESS_FIX_PUBLIC : Reason.ACCESS_FIX_PACKAGE_PRIVATE).text(type.nestedName());
    report.add(Problem.of(INACCESSIBLE_COMPONENT_TYPE, f.origin(), Anchor.ELEMENT, f.name(),
        type.nestedName(), what, why.why(), m.type().packageName(), fix));
  }

  /** {@code @Count}, {@code @Length} and {@code @Remaining}: which apply, and how they are set. */
  private static void checkSizes(MessageModel m, FieldModel f, ValidationReport.Builder report) {
    boolean array = f.isSequence();
    WireType element = f.element();
    SizeSpec count = f.count();
    SizeSpec length = f.length();
    if (count != null && !array) {
      report.add(Problem.of(COUNT_NOT_ARRAY, f.origin(), Anchor.annotation("Count"), f.name(),
          Articles.a(f.type().describe())));
      count = null;
    }
    boolean measurable = array || element instanceof WireType.Text
        || element instanceof WireType.Nested;
    if (length != null && !measurable && length.kind() != SizeSpec.Kind.CONFLICTING) {
      report.add(Problem.of(LENGTH_NOT_APPLICABLE, f.origin(),
          Anchor.annotation(length.annotation()), length.annotation(), f.name(),
          Articles.a(f.type().describe())));
      length = null;
    }
    if (count != null && length != null) {
      report.add(Problem.of(SIZE_CONFLICTING, f.origin(), Anchor.annotation("Count"),
          Reason.SIZES_COUNT_AND_LENGTH.text(length.annotation()), f.name()));
      return;
    }
    if (length != null && length.kind() == SizeSpec.Kind.CONFLICTING
        && length.annotation().equals("Remaining")) {
      report.add(Problem.of(SIZE_CONFLICTING, f.origin(), Anchor.annotation("Remaining"),
          Reason.SIZES_LENGTH_AND_REMAINING.text(), f.name()));
      return;
    }
    SizeSpec spec = count != null ? count : length;
    if (spec == null) {
      if (f.extras().delimited() != null) {
        return; // its terminator ends it
      }
      if (f.extras().repeatUntil() != null) {
        return; // the element meeting its condition ends it
      }
      if (f.extras().rawOf() != null) {
        return; // not on the wire: FW147 says what a @RawValue component is
      }
      if (array) {
        report.add(Problem.of(ARRAY_NEEDS_COUNT, f.origin(), Anchor.ELEMENT,
            ((WireType.Array) f.type()).list() ? "list" : "array", f.name()));
      } else if (element instanceof WireType.Text) {
        report.add(Problem.of(TEXT_NEEDS_SIZE, f.origin(), Anchor.ELEMENT, f.name()));
      }
      return;
    }
    checkSizeSpec(m, f, spec, report);
  }

  /** One size annotation, {@code spec}, of {@code f}: its value, bits, max or size field. */
  private static void checkSizeSpec(MessageModel m, FieldModel f, SizeSpec spec,
      ValidationReport.Builder report) {
    String a = spec.annotation();
    switch (spec.kind()) {
      case UNSPECIFIED -> report.add(Problem.of(SIZE_UNSPECIFIED, f.origin(), Anchor.annotation(a),
          a, f.name()));
      case CONFLICTING -> report.add(Problem.of(SIZE_CONFLICTING, f.origin(),
          Anchor.annotation(a), Reason.SIZES_VALUE_AND_BITS.text(a), f.name()));
      case FIXED -> {
        if (spec.fixed() < 1) {
          report.add(Problem.of(a.equals("Count") ? COUNT_NOT_POSITIVE : FIXED_SIZE_NOT_POSITIVE,
              f.origin(), Anchor.member(a, "value"),
              a.equals("Count") ? new Object[] {spec.fixed(), f.name()}
                  : new Object[] {a, spec.fixed(), f.name()}));
        } else if (a.equals("Length")) {
          checkFixedLength(f, spec, report);
        }
      }
      case PREFIX -> {
        if (spec.bits() < 1 || spec.bits() > 32) {
          report.add(Problem.of(PREFIX_BITS_OUT_OF_RANGE, f.origin(), Anchor.member(a, "bits"), a,
              spec.bits(), f.name()));
        } else if (spec.max() != Integer.MAX_VALUE && spec.max() > spec.prefixMax()) {
          int needed = 64 - Long.numberOfLeadingZeros(spec.max());
          report.add(Problem.of(PREFIX_TOO_NARROW, f.origin(), Anchor.member(a, "max"), a,
              spec.bits(), spec.max(), f.name(), Articles.bits(spec.bits()), spec.prefixMax(),
              needed));
        }
      }
      case FIELD -> checkSizeField(m, f, spec, report);
      case VARINT -> VarintChecks.checkPrefix(f, spec, report);
      case EXPRESSION -> SizeExpressionChecks.check(m, f, spec, report);
      case REMAINING -> checkRemainingLast(m, f, report);
      default -> { }
    }
    if (spec.max() < 1 && spec.kind() != SizeSpec.Kind.CONFLICTING) {
      report.add(Problem.of(MAX_NOT_POSITIVE, f.origin(), Anchor.member(a, "max"), a, spec.max(),
          f.name()));
    }
  }

  /**
   * {@code @Remaining} takes every byte left: the component must be the last, with no
   * {@code @Pad(after)} (the pad would be read as part of it).
   */
  private static void checkRemainingLast(MessageModel m, FieldModel f,
      ValidationReport.Builder report) {
    int index = m.fields().indexOf(f);
    if (index < m.fields().size() - 1 && !endsSpan(m, f)) {
      report.add(Problem.of(REMAINING_NOT_LAST, f.origin(), Anchor.annotation("Remaining"),
          f.name(), m.fields().get(index + 1).name()));
    } else if (f.extras().padAfter() > 0) {
      report.add(Problem.of(PAD_AFTER_REMAINING, f.origin(), Anchor.member("Pad", "after"),
          f.extras().padAfter(), f.name()));
    }
  }

  /**
   * Whether {@code f} is the last component a {@code @Covers} length names: the span's end,
   * which the decoder narrows the input to, ends it as the message's end would.
   */
  static boolean endsSpan(MessageModel m, FieldModel f) {
    return m.fields().stream().anyMatch(c -> c.extras().covers() != null
        && c.extras().covers().through().equals(f.name()));
  }

  /**
   * A fixed {@code @Length} must be a size the value can have: the size of a fixed-size
   * message, a whole number of fixed-size elements.
   */
  private static void checkFixedLength(FieldModel f, SizeSpec spec,
      ValidationReport.Builder report) {
    WireType element = f.element();
    int length = spec.fixed();
    Anchor at = Anchor.member("Length", "value");
    if (!f.isSequence() && element instanceof WireType.Nested n && n.model() != null
        && !n.recursive() && !n.model().isUnion()) {
      Layout nested = Layout.of(n.model());
      if (nested.isFixed() && nested.fixedSize() != length) {
        report.add(Problem.of(LENGTH_NOT_MESSAGE_SIZE, f.origin(), at, length, f.name(),
            n.type().simpleName(), nested.fixedSize()));
      }
      return;
    }
    if (!f.isSequence()) {
      return;
    }
    int bits = 0;
    if (element instanceof WireType.Scalar s) {
      bits = f.hasExplicitBits() ? f.bits() : s.primitive().defaultBits();
    } else if (element instanceof WireType.Enum) {
      bits = f.hasExplicitBits() ? f.bits() : 8;
    } else if (element instanceof WireType.Nested n && n.model() != null && !n.recursive()
        && !n.model().isUnion() && Layout.of(n.model()).isFixed()) {
      bits = Layout.of(n.model()).fixedSize() * 8;
    }
    int bytes = bits / 8;
    if (bits % 8 == 0 && bytes > 1 && length % bytes != 0) {
      int suggested = (length / bytes + 1) * bytes;
      report.add(Problem.of(LENGTH_NOT_WHOLE_ELEMENTS, f.origin(), at, length, f.name(), bytes,
          suggested));
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
        // A long takes any width up to 64 (wider is FW014), so never gets here.
        String wider = p == Primitive.CHAR ? "int" : p == Primitive.INT ? "long" : "int or long";
        report.add(Problem.of(BITS_TOO_WIDE, f.origin(), BITS, bits, f.name(), p.javaName(),
            p.maxBits(), wider));
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
          Reason.ORDER_OF_NESTED_MESSAGE.text(n.type().nestedName())));
    }
    if (n.recursive()) {
      report.add(Problem.of(RECURSIVE_MESSAGE, f.origin(), Anchor.ELEMENT, f.name(),
          m.type().nestedName(), m.type().simpleName() + "." + f.name() + " -> "
              + n.type().nestedName()));
      return;
    }
    if (n.model() != null && n.model().access() != MessageModel.Access.ACCESSIBLE) {
      Inaccessible why = n.model().access() == MessageModel.Access.LOCAL
          ? new Inaccessible(Inaccessible.Barrier.LOCAL, Reason.ACCESS_LOCAL_MESSAGE.text())
          : new Inaccessible(Inaccessible.Barrier.PRIVATE, Reason.ACCESS_PRIVATE_MESSAGE.text());
      reportInaccessible(m, f, n.type(), n.union() ? "a union" : "a message", why, report);
      return;
    }
    if (n.model() == null) {
      report.add(Problem.of(NESTED_NOT_MESSAGE, f.origin(), Anchor.ELEMENT, f.name(),
          n.type().nestedName(), n.union() ? "a union" : "a record"));
      return;
    }
    // A cycle through other messages (A.b -> B.a -> A) is this message's error too: say so,
    // rather than "fix the errors reported on B", which points back here.
    String cycle = recursionIn(n.model(), n.type().simpleName());
    if (cycle != null) {
      report.add(Problem.of(RECURSIVE_MESSAGE, f.origin(), Anchor.ELEMENT, f.name(),
          m.type().nestedName(), m.type().simpleName() + "." + f.name() + " -> " + cycle));
      return;
    }
    // Cycles are ruled out above, so validating the nested type can not come back here.
    boolean clean = validate(n.model()).isClean();
    if (!clean) {
      report.add(Problem.of(NESTED_INVALID, f.origin(), Anchor.ELEMENT, f.name(),
          n.type().nestedName()));
    } else {
      if (f.isSequence() && Layout.of(n.model()).minSize() == 0) {
        checkEmptyElements(f, n, report);
      }
      RunsToEnd.check(m, f, n, report);
    }
  }

  /**
   * Elements that can take no bytes: nothing in the input bounds how many a count makes the
   * decoder allocate, and a byte length or terminator would never be reached.
   */
  private static void checkEmptyElements(FieldModel f, WireType.Nested n,
      ValidationReport.Builder report) {
    SizeSpec count = f.count();
    if (count != null) {
      if (count.kind() != SizeSpec.Kind.FIXED && count.max() == Integer.MAX_VALUE) {
        report.add(Problem.of(EMPTY_ELEMENTS_UNBOUNDED, f.origin(), Anchor.annotation("Count"),
            f.name(), n.type().nestedName()));
      }
      return;
    }
    SizeSpec length = f.length();
    if (length != null) {
      report.add(Problem.of(EMPTY_ELEMENTS_NOT_COUNTED, f.origin(),
          Anchor.annotation(length.annotation()), f.name(), n.type().nestedName(),
          (length.annotation().equals("Remaining") ? Reason.ENDED_BY_INPUT
              : Reason.ENDED_BY_LENGTH).text()));
    } else if (f.extras().delimited() != null) {
      report.add(Problem.of(EMPTY_ELEMENTS_NOT_COUNTED, f.origin(), Anchor.annotation("Delimited"),
          f.name(), n.type().nestedName(), Reason.ENDED_BY_TERMINATOR.text()));
    }
  }

  /** The path to a recursive reference inside {@code model}, or null if there is none. */
  private static String recursionIn(MessageModel model, String prefix) {
    for (FieldModel f : model.fields()) {
      if (f.element() instanceof WireType.Nested nn) {
        if (nn.recursive()) {
          return prefix + "." + f.name() + " -> " + nn.type().simpleName();
        }
        if (nn.model() != null) {
          String inner = recursionIn(nn.model(), nn.type().simpleName());
          if (inner != null) {
            return prefix + "." + f.name() + " -> " + inner;
          }
        }
      }
    }
    return null;
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
    // One FW030 names them all: a constant each would repeat one mistake once per constant.
    List<String> withoutValue = new ArrayList<>();
    EnumModel.Constant catchAll = null;
    for (EnumModel.Constant c : e.constants()) {
      if (c.catchAll()) {
        if (c.wireValue().isPresent()) {
          report.add(Problem.of(ENUM_UNKNOWN_WITH_WIRE_VALUE, f.origin(), Anchor.ELEMENT,
              f.name(), enumName, c.name(), c.wireValue().getAsLong()));
        } else if (catchAll != null) {
          report.add(Problem.of(ENUM_TWO_UNKNOWN_VALUES, f.origin(), Anchor.ELEMENT, f.name(),
              enumName, catchAll.name(), c.name()));
        }
        catchAll = catchAll == null ? c : catchAll;
        continue;
      }
      if (c.wireValue().isEmpty()) {
        withoutValue.add(c.name());
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
    if (!withoutValue.isEmpty()) {
      report.add(Problem.of(ENUM_MISSING_WIRE_VALUE, f.origin(), Anchor.ELEMENT, f.name(),
          enumName, missingWireValues(withoutValue)));
    }
  }

  /** FW030's list: "constant A has ...", or "constants A, B and C have ...". */
  private static String missingWireValues(List<String> names) {
    int last = names.size() - 1;
    return last == 0 ? Reason.MISSING_ONE_WIRE_VALUE.text(names.get(0))
        : Reason.MISSING_WIRE_VALUES.text(String.join(", ", names.subList(0, last)),
            names.get(last));
  }

  private static String fitHint(long v, int bits, boolean signed) {
    if (v < 0 && !signed) {
      return Reason.FIT_SIGNED.text();
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
    return Reason.FIT_WIDER.text(needed);
  }

  /**
   * Sizes are ints in bits everywhere: refuse layouts whose bit count would overflow. Counted in
   * longs, padding included, so that no declaration can wrap the sum.
   */
  private static boolean checkSize(MessageModel m, ValidationReport.Builder report) {
    long total = 0;
    for (FieldModel f : m.fields()) {
      total += Math.max(0, f.extras().padBefore());
      if (total > Layout.MAX_BITS) {
        reportPad(m, f, "before", f.extras().padBefore(), total, report);
        return false;
      }
      total += bitsOf(f);
      if (total > Layout.MAX_BITS) {
        report.add(Problem.of(MESSAGE_TOO_LARGE, f.origin(), Anchor.ELEMENT, f.name(),
            m.type().nestedName(), total, Layout.MAX_BITS));
        return false;
      }
      total += Math.max(0, f.extras().padAfter());
      if (total > Layout.MAX_BITS) {
        reportPad(m, f, "after", f.extras().padAfter(), total, report);
        return false;
      }
    }
    return true;
  }

  private static void reportPad(MessageModel m, FieldModel f, String side, int bits, long total,
      ValidationReport.Builder report) {
    report.add(Problem.of(PAD_TOO_LARGE, f.origin(), Anchor.member("Pad", side), side, bits,
        f.name(), m.type().nestedName(), total, Layout.MAX_BITS));
  }

  private static long bitsOf(FieldModel f) {
    if (f.isSequence() && f.count() == null && f.length() != null && f.length().isFixed()) {
      return f.length().fixed() * 8L; // exactly so many bytes, laid out as fixed (see Layout)
    }
    WireType element = f.type() instanceof WireType.Array a ? a.element() : f.type();
    long bits;
    if (element instanceof WireType.Nested n && n.model() != null) {
      long inner = 0;
      for (FieldModel nf : n.model().fields()) {
        inner += bitsOf(nf) + Math.max(0, nf.extras().padBefore())
            + Math.max(0, nf.extras().padAfter());
      }
      bits = (inner + 7) / 8 * 8;
    } else if (element instanceof WireType.Text) {
      bits = f.length() != null && f.length().isFixed() ? f.length().fixed() * 8L : 0;
    } else if (f.hasExplicitBits()) {
      bits = f.bits();
    } else {
      bits = element instanceof WireType.Scalar s ? s.primitive().defaultBits() : 8;
    }
    return f.fixedCount() != null ? bits * f.fixedCount() : bits;
  }

  /** {@code field = "x"}: x is an earlier int or long, always there or 0 when absent. */
  private static void checkSizeField(MessageModel m, FieldModel f, SizeSpec spec,
      ValidationReport.Builder report) {
    if (FieldPath.isPath(spec.field())) {
      // Checked, not written, by the encoder: two parts may share it.
      FieldPathChecks.check(m, f, spec.annotation(), spec.field(), FieldPathChecks.Use.SIZE,
          report);
      return;
    }
    int index = m.fields().indexOf(f);
    FieldModel named = null;
    for (FieldModel e : m.fields()) {
      if (e.name().equals(spec.field())) {
        named = e;
      }
    }
    String problem = null;
    if (named == null) {
      List<String> names = new ArrayList<>();
      m.fields().subList(0, index).forEach(e -> names.add(e.name()));
      String close = Names.closest(spec.field(), names);
      problem = close != null ? Reason.SIZE_FIELD_MISSPELT.text(close)
          : Reason.SIZE_FIELD_MISSING.text(m.type().simpleName(), f.name());
    } else if (named == f) {
      problem = Reason.SIZE_FIELD_ITSELF.text(f.name());
    } else if (m.fields().indexOf(named) > index) {
      problem = Reason.SIZE_FIELD_LATER.text(named.name(), f.name());
    } else if (!(named.type() instanceof WireType.Scalar s
        && (s.primitive() == Primitive.INT || s.primitive() == Primitive.LONG))
        || named.nullable()) {
      problem = Reason.SIZE_FIELD_TYPE.text(named.name(), Articles.a(named.type().describe()));
    } else if (named.conditions().flags()) {
      problem = Reason.SIZE_FIELD_FLAGS.text(named.name());
    } else if (named.isConditional() && !Long.valueOf(0).equals(
        named.conditions().whenAbsent())) {
      problem = Reason.SIZE_FIELD_OPTIONAL.text(named.name());
    }
    if (problem != null) {
      report.add(Problem.of(SIZE_FIELD_INVALID, f.origin(), Anchor.member(spec.annotation(),
          "field"), spec.annotation(), spec.field(), f.name(), problem));
      return;
    }
    // The encoder writes each measured size into the field: with two, the last one wins and the
    // other component decodes with the wrong size.
    for (FieldModel earlier : m.fields().subList(0, index)) {
      SizeSpec other = sizeFieldSpec(earlier);
      if (other != null && other.field().equals(spec.field())) {
        report.add(Problem.of(SIZE_FIELD_SHARED, f.origin(), Anchor.member(spec.annotation(),
            "field"), spec.annotation(), spec.field(), f.name(),
            other.annotation().equals("Count") ? "count" : "byte length", earlier.name()));
        return;
      }
    }
  }

  /** The {@code @Count} or {@code @Length} of {@code f} that names a size field, or null. */
  private static SizeSpec sizeFieldSpec(FieldModel f) {
    if (f.count() != null && f.count().isField()) {
      return f.count();
    }
    return f.length() != null && f.length().isField() ? f.length() : null;
  }

  /** Checks that need offsets: alignment of blocks and of byte-ordered fields. */
  private static void checkPlacement(Layout layout, ValidationReport.Builder report) {
    int segmentBits = 0;
    for (Layout.Item item : layout.items()) {
      if (item instanceof Layout.Variable v) {
        FieldModel fm = v.field().field();
        if (segmentBits % 8 != 0) {
          report.add(Problem.of(NOT_BYTE_ALIGNED, fm.origin(), Anchor.ELEMENT, fm.name(),
              fm.type().describe(), segmentBits));
        }
        if (fm.order() != ByteOrder.INHERIT && fm.element() instanceof WireType.Text) {
          report.add(Problem.of(ORDER_NOT_APPLICABLE, fm.origin(), ORDER, fm.order(), fm.name(),
              Reason.ORDER_OF_TEXT.text()));
        }
        segmentBits = 0;
        continue;
      }
      Layout.Segment segment = (Layout.Segment) item;
      segmentBits = segment.sizeBits();
      for (FieldLayout f : segment.fields()) {
        if (f.isComponent()) {
          checkFixedPlacement(f, report);
        }
      }
    }
  }

  private static void checkFixedPlacement(FieldLayout f, ValidationReport.Builder report) {
    FieldModel fm = f.field();
    boolean block = f.isArray() || f.nested() != null || f.element() instanceof WireType.Text;
    if (block && f.bitOffset() % 8 != 0) {
      report.add(Problem.of(NOT_BYTE_ALIGNED, fm.origin(), Anchor.ELEMENT, fm.name(),
          fm.type().describe(), f.bitOffset()));
    }
    if (fm.order() != ByteOrder.INHERIT && f.nested() == null) {
      String why = null;
      if (f.element() instanceof WireType.Text) {
        why = Reason.ORDER_OF_TEXT.text();
      } else if (!f.isByteAligned()) {
        why = f.elementBits() % 8 != 0 ? Reason.ORDER_OF_SUB_BYTE.text(f.elementBits())
            : Reason.ORDER_OF_UNALIGNED.text(f.bitOffset());
      } else if (f.elementBits() == 8) {
        why = Reason.ORDER_OF_ONE_BYTE.text();
      }
      if (why != null) {
        report.add(Problem.of(ORDER_NOT_APPLICABLE, fm.origin(), ORDER, fm.order(), fm.name(),
            why));
      }
    }
  }
}
