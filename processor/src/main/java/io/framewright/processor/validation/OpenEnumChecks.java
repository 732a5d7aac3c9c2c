package io.framewright.processor.validation;

import static io.framewright.processor.diagnostic.Diagnostic.OPEN_ENUM_UNSUPPORTED;
import static io.framewright.processor.diagnostic.Diagnostic.OPEN_ENUM_WITHOUT_RAW;
import static io.framewright.processor.diagnostic.Diagnostic.RAW_VALUE_INVALID;

import io.framewright.processor.diagnostic.Anchor;
import io.framewright.processor.diagnostic.Problem;
import io.framewright.processor.diagnostic.Reason;
import io.framewright.processor.model.ComponentChecksum;
import io.framewright.processor.model.Conditions;
import io.framewright.processor.model.EnumModel;
import io.framewright.processor.model.FieldExtras;
import io.framewright.processor.model.FieldModel;
import io.framewright.processor.model.MessageModel;
import io.framewright.processor.model.Primitive;
import io.framewright.processor.model.SizeExprParser;
import io.framewright.processor.model.SizeSpec;
import io.framewright.processor.model.WireType;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Open enums (an {@code @UnknownValue} constant) and their {@code @RawValue} components (FW147
 * to FW149): each open enum component has exactly one component keeping its wire value, of a
 * type that holds it, and sits where the generated code supports it (a plain component, not an
 * element, optional or selector).
 */
final class OpenEnumChecks {
  private OpenEnumChecks() {}

  static void check(MessageModel m, ValidationReport.Builder report) {
    Map<String, FieldModel> byName = new HashMap<>();
    m.fields().forEach(f -> byName.put(f.name(), f));
    Map<String, FieldModel> keeper = new LinkedHashMap<>();
    for (FieldModel raw : m.fields()) {
      String of = raw.extras().rawOf();
      if (of != null) {
        checkRaw(raw, byName.get(of), keeper, report);
      }
    }
    for (FieldModel raw : keeper.values()) {
      for (FieldModel f : m.fields()) {
        String annotation = naming(f, raw.name());
        if (annotation != null) {
          report.add(Problem.of(RAW_VALUE_INVALID, raw.origin(),
              Anchor.member("RawValue", "value"), raw.name(), raw.extras().rawOf(),
              Reason.RAW_REFERENCED.text(f.name(), annotation)));
        }
      }
    }
    for (FieldModel f : m.fields()) {
      if (!(f.element() instanceof WireType.Enum en) || !en.model().isOpen()) {
        continue;
      }
      EnumModel e = en.model();
      String catchAll = e.catchAll().name();
      String enumName = e.type().nestedName();
      // A selector may be open: the union dispatches on the wire value the raw value keeps.
      Reason unsupported = f.isSequence() ? Reason.OPEN_IN_SEQUENCE
          : f.isConditional() ? Reason.OPEN_OPTIONAL : null;
      if (unsupported != null) {
        report.add(Problem.of(OPEN_ENUM_UNSUPPORTED, f.origin(), Anchor.ELEMENT, f.name(),
            enumName, catchAll, unsupported.text()));
      } else if (!keeper.containsKey(f.name())) {
        report.add(Problem.of(OPEN_ENUM_WITHOUT_RAW, f.origin(), Anchor.ELEMENT, f.name(),
            enumName, catchAll, rawType(f)));
      }
    }
  }

  private static void checkRaw(FieldModel raw, FieldModel target, Map<String, FieldModel> keeper,
      ValidationReport.Builder report) {
    Anchor at = Anchor.member("RawValue", "value");
    String of = raw.extras().rawOf();
    if (target == null) {
      report.add(Problem.of(RAW_VALUE_INVALID, raw.origin(), at, raw.name(), of,
          Reason.RAW_NO_COMPONENT.text(of, raw.name())));
    } else if (!(target.element() instanceof WireType.Enum en) || !en.model().isOpen()) {
      report.add(Problem.of(RAW_VALUE_INVALID, raw.origin(), at, raw.name(), of,
          Reason.RAW_NOT_OPEN_ENUM.text(of)));
    } else if (keeper.containsKey(of)) {
      report.add(Problem.of(RAW_VALUE_INVALID, raw.origin(), at, raw.name(), of,
          Reason.RAW_TAKEN.text(keeper.get(of).name(), of)));
    } else {
      // It keeps the value, if badly: the open enum is not reported again as without one.
      keeper.put(of, raw);
      if (!(raw.type() instanceof WireType.Scalar s) || raw.nullable()
          || s.primitive() != (wide(target) ? Primitive.LONG : Primitive.INT)) {
        report.add(Problem.of(RAW_VALUE_INVALID, raw.origin(), Anchor.ELEMENT, raw.name(), of,
            Reason.RAW_WRONG_TYPE.text(raw.name(), raw.javaTypeName(), bits(target), of,
                rawType(target))));
      } else if (layoutAnnotation(raw) != null) {
        report.add(Problem.of(RAW_VALUE_INVALID, raw.origin(), at, raw.name(), of,
            Reason.RAW_WITH_LAYOUT.text(layoutAnnotation(raw), of)));
      }
    }
  }

  /**
   * A layout annotation on {@code raw} (without its {@code @}), which would place or size it,
   * or null: it has none of its own, being off the wire.
   */
  private static String layoutAnnotation(FieldModel raw) {
    if (LayoutValidator.givenFieldMembers(raw) != null) {
      return "Field";
    }
    if (raw.count() != null) {
      return "Count";
    }
    if (raw.length() != null) {
      return raw.length().annotation();
    }
    if (raw.isConditional() || raw.conditions().flags()) {
      return raw.conditions().flags() ? "Flags" : raw.conditions().when() != null ? "When"
          : "Presence";
    }
    FieldExtras x = raw.extras();
    return x.varint() != null ? "Varint"
        : x.using() != null || x.usingUnreadable() ? "Using"
        : x.padBefore() > 0 || x.padAfter() > 0 ? "Pad"
        : x.delimited() != null ? "Delimited"
        : x.textCharset() != null ? "Text" : null;
  }

  /**
   * The annotation of {@code f} that names component {@code name} (a size, a condition, a
   * selector or a size expression), or null.
   */
  static String naming(FieldModel f, String name) {
    for (SizeSpec size : new SizeSpec[] {f.count(), f.length()}) {
      if (size != null && (name.equals(size.field()) || expressionNames(size, name))) {
        return size == f.count() ? "Count" : size.annotation();
      }
    }
    Conditions c = f.conditions();
    if (c.when() != null && name.equals(c.when().field())) {
      return "When";
    }
    if (c.presence().stream().anyMatch(p -> name.equals(p.field()))) {
      return "Presence";
    }
    ComponentChecksum k = f.extras().checksum();
    if (k != null && (name.equals(k.from()) || name.equals(k.to())
        || expressionNames(ComponentChecksumChecks.expression(f, k), name))) {
      return "Checksum";
    }
    return name.equals(f.extras().select()) ? "Select" : null;
  }

  /** Whether {@code size}'s expression uses {@code name} (one that does not parse: no). */
  private static boolean expressionNames(SizeSpec size, String name) {
    if (!size.isExpression()) {
      return false;
    }
    try {
      return SizeExprParser.parse(size.expression()).names().stream()
          .anyMatch(n -> n.name().equals(name));
    } catch (SizeExprParser.SyntaxError e) {
      return false; // reported by the size expression checks
    }
  }

  private static int bits(FieldModel f) {
    return f.hasExplicitBits() ? f.bits() : 8;
  }

  /** Whether the enum's wire value takes a long (as the generated code holds it). */
  private static boolean wide(FieldModel f) {
    return bits(f) > 32;
  }

  private static String rawType(FieldModel f) {
    return wide(f) ? "long" : "int";
  }
}
