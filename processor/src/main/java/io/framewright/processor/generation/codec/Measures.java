package io.framewright.processor.generation.codec;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.TypeName;
import io.framewright.processor.generation.Constants;
import io.framewright.processor.generation.JavaTypes;
import io.framewright.processor.generation.Literals;
import io.framewright.processor.generation.Locals;
import io.framewright.processor.generation.PartCode;
import io.framewright.processor.generation.Rethrow;
import io.framewright.processor.generation.SelectedUnion;
import io.framewright.processor.generation.TruncatedCode;
import io.framewright.processor.generation.UserCalls;
import io.framewright.processor.model.FieldLayout;
import io.framewright.processor.model.Primitive;
import io.framewright.processor.plan.Part;
import java.util.HashMap;
import java.util.Map;

/**
 * Measures a variable part before it is written: the count or byte length its prefix or holder
 * gets, checked against the most the part may take.
 */
final class Measures {
  private final Constants constants;
  /**
   * For each measure local of a {@code @Truncated} part, the local of the array it was written
   * whole into, whose kept bytes the writer puts on the wire.
   */
  private final Map<String, String> wholes = new HashMap<>();

  Measures(Constants constants) {
    this.constants = constants;
  }

  /**
   * Declares and checks the count or length of a part held in {@code v}; returns the local (or
   * the fixed size), or null when the part has no size of its own on the wire.
   */
  String measure(CodeBlock.Builder b, Part part, String v, Locals locals) {
    return switch (part.extent()) {
      case OWN, TERMINATED, UNTIL -> null;
      case FIXED, PREFIX, HELD, VARINT_PREFIX, EXPRESSION, REST -> sized(b, part, v, locals);
    };
  }

  private String sized(CodeBlock.Builder b, Part part, String v, Locals locals) {
    String path = part.name();
    boolean isCount = part.unit() == Part.Unit.ELEMENTS;
    String measure = locals.claim(part.name() + (isCount ? "Count" : "Length"));
    String unit = isCount ? "element(s)" : "byte(s)";
    // As wide as the prefix field it fills: a 32-bit one is a long.
    boolean holdsLong = (part.extent() == Part.Extent.PREFIX
        || part.extent() == Part.Extent.HELD)
        && part.sizeField().primitive() == Primitive.LONG;
    TypeName type = holdsLong ? TypeName.LONG : TypeName.INT;
    int stride = part.elements().stride();
    if (part.content() == Part.Content.TEXT && part.extent() == Part.Extent.FIXED) {
      return Integer.toString(part.fixed()); // zero-padded: Text.encodeFixed checks the fit
    }
    b.add(switch (part.content()) {
      case CUSTOM -> PartCode.code(c -> {
        c.addStatement("$T $L", type, measure);
        c.add(UserCalls.encoding(PartCode.statement("$L = $L.$L($L)", measure,
                constants.instance(part.elements().using()), PartCode.usingMethod(part, "size"),
                v),
            path, PartCode.usingCall(part, "size")));
      });
      case TEXT -> PartCode.statement("$T $L = $T.encodedLength($L, $L, $S)", type, measure,
          JavaTypes.TEXT, v, JavaTypes.charset(part.elements().text()), path);
      case MESSAGE -> PartCode.code(c -> {
        c.addStatement("$T $L", type, measure);
        c.add(Rethrow.encoding(PartCode.statement("$L = $T.sizeOf($L)", measure,
            JavaTypes.className(part.elements().nested().type().codec()), v), null, path));
      });
      case SELECTED -> PartCode.code(c -> new SelectedUnion(part, constants).size(c, v, measure,
          type, locals));
      case RAW_BYTES, STRIDED, MESSAGES -> PartCode.code(c -> sequence(c, part, v, measure,
          type, locals));
      case SCALAR, VARINT -> throw new IllegalStateException(path + ": a scalar has no size");
    });
    if (TruncatedCode.applies(part)) {
      // The length on the wire is what is kept of the part written whole: checked below as
      // any length is.
      wholes.put(measure, TruncatedCode.whole(b, part, v, measure, locals, constants));
    }
    if (part.content() != Part.Content.TEXT && part.content() != Part.Content.CUSTOM
        && part.content() != Part.Content.MESSAGE && part.content() != Part.Content.SELECTED
        && !isCount && stride != 1) {
      return measure; // added up, and checked, as a total
    }
    if (part.extent() == Part.Extent.HELD) {
      // Up to what the holder can hold, too.
      if (part.max() < (type.equals(TypeName.LONG) ? Long.MAX_VALUE : Integer.MAX_VALUE)) {
        limit(b, path, measure, part.max(), unit);
      }
      return measure;
    }
    checkMax(b, part, measure, unit);
    return measure;
  }

  /**
   * Whether the writer can leave {@code part} unmeasured: a list of variable-size messages that
   * runs to the end ({@code @Remaining}), with no bound to check and nothing on the wire that
   * holds its size. Each element's writer checks its own room; adding up their sizes first was
   * a second pass over the list (a pies LevelData's encoder, twice as slow as by hand).
   */
  static boolean unneededForWrite(Part part) {
    return part.extent() == Part.Extent.REST
        && part.content() == Part.Content.MESSAGES
        && part.elements().stride() <= 0
        && part.min() <= 0
        && part.max() >= Integer.MAX_VALUE
        && (part.elementLimit() < 0 || part.elementLimit() >= Integer.MAX_VALUE)
        && part.backReference() == null
        && !TruncatedCode.applies(part);
  }

  /**
   * The array a {@code @Truncated} part measured into {@code measure} was written into whole,
   * or null for any other part.
   */
  String wholeOf(String measure) {
    return wholes.get(measure);
  }

  /**
   * Declares {@code measure} from the elements of {@code v}: their count, or the bytes they
   * take, added up and checked against the part's maximum.
   */
  private void sequence(CodeBlock.Builder b, Part part, String v, String measure,
      TypeName type, Locals locals) {
    String path = part.name();
    boolean isCount = part.unit() == Part.Unit.ELEMENTS;
    CodeBlock count = PartCode.count(part, v);
    int stride = part.elements().stride();
    if (part.elementLimit() >= 0 && part.elementLimit() < Integer.MAX_VALUE) {
      // @Remaining(max) of a list counts elements; the bytes they take are not limited.
      limit(b, path, count, part.elementLimit(), "element(s)");
    }
    if (isCount || stride == 1) {
      if (part.extent() == Part.Extent.FIXED && isCount) {
        b.beginControlFlow("if ($L != $L)", count, part.fixed())
            .addStatement("throw $T.wrongLength($S, $L, $L)", JavaTypes.ENCODE_EXCEPTION,
                path, count, part.fixed())
            .endControlFlow();
      }
      b.addStatement("$T $L = $L", type, measure, count);
      return;
    }
    String total = locals.claim(measure + "Total");
    if (stride > 0) {
      b.addStatement("long $L = (long) $L * $L", total, count, stride);
    } else {
      // Variable-size elements: add up their sizes.
      ClassName codec = JavaTypes.className(part.elements().nested().type().codec());
      b.addStatement("long $L = 0", total);
      b.beginControlFlow("for (int i = 0; i < $L; i++)", count);
      b.add(Rethrow.encoding(PartCode.statement("$L += $T.sizeOf($L)", total, codec,
          PartCode.element(part, v)), "i", path));
      b.endControlFlow();
    }
    checkMax(b, part, total, isCount ? "element(s)" : "byte(s)");
    b.addStatement("$T $L = $L$L", type, measure, type.equals(TypeName.LONG) ? "" : "(int) ",
        total);
  }

  /** Checks {@code measure} against the part's fixed size or its maximum. */
  private static void checkMax(CodeBlock.Builder b, Part part, String measure, String unit) {
    if (part.extent() == Part.Extent.FIXED) {
      if (part.unit() == Part.Unit.BYTES) {
        // A fixed byte length: the decoder reads exactly that many bytes, so nothing else fits.
        b.beginControlFlow("if ($L != $L)", measure, part.fixed())
            .addStatement("throw $T.wrongSize($S, $L, $L, $S)", JavaTypes.ENCODE_EXCEPTION,
                part.name(), measure, part.fixed(), unit)
            .endControlFlow();
      }
      return; // a fixed count is checked where the array is measured
    }
    if (part.min() > 0) {
      b.beginControlFlow("if ($L < $L)", measure, part.min())
          .addStatement("throw $T.tooShort($S, $L, $L, $S)", JavaTypes.ENCODE_EXCEPTION,
              part.name(), measure, part.min(), unit)
          .endControlFlow();
    }
    // A holder's capacity included: a byte length added up from several-byte elements must fit
    // the component it is written into, not only the declared maximum.
    if (part.max() >= Integer.MAX_VALUE) {
      return; // an int measure can not exceed it
    }
    limit(b, part.name(), measure, part.max(), unit);
  }

  /** Throws if {@code measure} (a local's name or a CodeBlock) is above {@code max}. */
  private static void limit(CodeBlock.Builder b, String path, Object measure, long max,
      String unit) {
    b.beginControlFlow("if ($L > $L)", measure, Literals.number(max, true))
        .addStatement("throw $T.tooLong($S, $L, $L, $S)", JavaTypes.ENCODE_EXCEPTION, path,
            measure, Literals.number(max, true), unit)
        .endControlFlow();
  }

  /**
   * The size a part puts in the component that holds it ({@code @Count/@Length(field = ...)}),
   * as a local of the holder's type: measured from {@code v}, or, while an optional part is
   * absent, the record's own value (nothing on the wire depends on it then).
   */
  String heldSize(CodeBlock.Builder b, Part part, String v, Locals locals) {
    if (!part.isConditional()) {
      if (part.field().field().nullable()) {
        b.beginControlFlow("if ($L == null)", v)
            .addStatement("throw $T.nullValue($S)", JavaTypes.ENCODE_EXCEPTION, part.name())
            .endControlFlow();
      }
      return measure(b, part, v, locals);
    }
    FieldLayout holder = part.sizeField();
    String held = locals.claim(holder.name() + "Held");
    b.addStatement("$T $L = value.$L()", JavaTypes.primitive(holder.primitive()), held,
        holder.name());
    b.beginControlFlow("if ($L != null)", v);
    b.addStatement("$L = $L", held, measure(b, part, v, locals));
    b.endControlFlow();
    return held;
  }
}
