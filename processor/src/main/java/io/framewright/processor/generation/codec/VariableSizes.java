package io.framewright.processor.generation.codec;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import io.framewright.processor.generation.Constants;
import io.framewright.processor.generation.EnumMappings;
import io.framewright.processor.generation.JavaTypes;
import io.framewright.processor.generation.Locals;
import io.framewright.processor.generation.PartCode;
import io.framewright.processor.generation.Rethrow;
import io.framewright.processor.generation.SelectedUnion;
import io.framewright.processor.generation.SizeExpressionCode;
import io.framewright.processor.generation.TruncatedCode;
import io.framewright.processor.generation.UserCalls;
import io.framewright.processor.generation.VarintCode;
import io.framewright.processor.model.FieldLayout;
import io.framewright.processor.model.FieldModel;
import io.framewright.processor.model.Framing;
import io.framewright.processor.model.Layout;
import io.framewright.processor.plan.ParentContext;
import io.framewright.processor.plan.CoveredSpan;
import io.framewright.processor.plan.Part;
import io.framewright.processor.plan.PartPlanner;
import io.framewright.processor.plan.VariablePlan;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.lang.model.element.Modifier;

/** Writes {@code sizeOf} of a message with variable parts: its segments plus each part. */
final class VariableSizes {
  private final Layout layout;
  private final VariablePlan plan;
  private final Constants constants;
  private final Measures measures;
  private final EnumMappings enums;

  VariableSizes(Layout layout, EnumMappings enums, Constants constants) {
    this.layout = layout;
    this.plan = PartPlanner.plan(layout);
    this.enums = enums;
    this.constants = constants;
    this.measures = new Measures(constants);
  }

  CodeBlock sizeOf() {
    return body(null);
  }

  /** Name of the method that measures {@code span}: the bytes its length holds. */
  static String spanMethod(CoveredSpan span) {
    return span.length().name() + "Covered";
  }

  /**
   * The methods measuring each {@code @Covers} span of the layout, {@code long} and for
   * {@code value} checked for null: the items of the span as {@link #sizeOf()} measures them,
   * and the covered bytes of the length's own segment.
   */
  List<MethodSpec> spanMethods() {
    List<MethodSpec> out = new ArrayList<>();
    for (CoveredSpan span : CoveredSpan.of(layout)) {
      out.add(MethodSpec.methodBuilder(spanMethod(span))
          .addModifiers(Modifier.PRIVATE, Modifier.STATIC).returns(TypeName.LONG)
          .addJavadoc("Bytes of $L, which {@code $L} covers.\n", span.covered(),
              span.length().name())
          .addParameter(JavaTypes.className(layout.type()), "value")
          .addCode(body(span)).build());
    }
    return out;
  }

  /** The bytes of the message, or of the items {@code span} holds when it is not null. */
  private CodeBlock body(CoveredSpan span) {
    CodeBlock.Builder b = CodeBlock.builder();
    b.beginControlFlow("if (value == null)")
        .addStatement("throw $T.nullValue($S)", JavaTypes.ENCODE_EXCEPTION, "")
        .endControlFlow();
    int fixedBytes = span == null ? 0 : span.claimedWithLength();
    List<Layout.Item> items = layout.items();
    for (int i = 0; i < items.size(); i++) {
      if (items.get(i) instanceof Layout.Segment s && (span == null || span.holdsItem(i))) {
        fixedBytes += s.sizeBytes();
      }
    }
    Framing.Delimiter delimiter = layout.message().framing().delimiter();
    if (delimiter != null && span == null) {
      fixedBytes += delimiter.terminator().length;
    }
    b.addStatement("long size = $L", fixedBytes);
    Locals locals = new Locals(layout, "value", "size", "e", "i");
    // A holder that is optional or of variable width takes the bytes of what it will hold.
    Map<FieldLayout, String> sizes = new HashMap<>();
    // The parts read (and, if always on the wire, checked for null) to measure them.
    Map<FieldLayout, String> read = new HashMap<>();
    for (Part part : plan.all()) {
      // A holder in a nested record, or in the enclosing one, is not written here.
      FieldLayout holder = part.extent() == Part.Extent.HELD && part.sizePath() == null
          && !ParentContext.isParent(part.sizeField()) ? part.sizeField() : null;
      if (holder != null && widthVaries(holder)) {
        String v = locals.claim(part.name() + "Value");
        b.addStatement("$T $L = value.$L()", JavaTypes.ofField(part.field().field()), v,
            part.name());
        read.put(part.field(), v);
        sizes.put(holder, measures.heldSize(b, part, v, locals));
      }
      // A varint that encode sets from a part (the selector of its union, the term of its size
      // expression) is as wide as the value encode derives, whatever the record holds.
      FieldLayout inverted = part.extent() == Part.Extent.EXPRESSION && !part.isConditional()
          ? part.expression().inverted() : null;
      if (inverted != null && widthVaries(inverted)) {
        String v = readChecked(b, part, read, locals);
        sizes.put(inverted, SizeExpressionCode.invert(b, part,
            measures.measure(b, part, v, locals), locals));
      }
      if (part.content() == Part.Content.SELECTED && part.selectorPath() == null
          && !part.isConditional() && widthVaries(part.selector())) {
        String v = readChecked(b, part, read, locals);
        sizes.put(part.selector(), new SelectedUnion(part, constants).selectorValue(b, v,
            locals, enums));
      }
    }
    if (span == null) {
      // A varint length of a span is as wide as the span's bytes, whatever the record holds.
      for (CoveredSpan covered : CoveredSpan.of(layout)) {
        if (widthVaries(covered.length())) {
          String v = locals.claim(covered.length().name() + "Covered");
          b.addStatement("long $L = $L(value)", v, spanMethod(covered));
          sizes.put(covered.length(), v);
        }
      }
    }
    for (Part part : plan.all()) {
      FieldLayout f = part.field();
      if (span != null && !span.holdsItem(CoveredSpan.itemOf(layout, f))) {
        continue;
      }
      FieldModel m = f.field();
      String v = read.containsKey(f) ? read.get(f) : locals.claim(f.name());
      if (!read.containsKey(f)) {
        b.addStatement("$T $L = $L", JavaTypes.ofField(m), v,
            sizes.containsKey(f) && covers(f) ? CodeBlock.of("($T) $L",
                JavaTypes.ofField(m), sizes.get(f))
            : sizes.containsKey(f) ? sizes.get(f) : "value." + f.name() + "()");
      }
      b.add(switch (part.condition()) {
        case FLAGS, WHEN, INPUT_REMAINS -> PartCode.code(c -> sizeConditional(c, part, v, locals));
        case ALWAYS -> PartCode.code(c -> {
          if (m.nullable() && !read.containsKey(f)) {
            c.beginControlFlow("if ($L == null)", v)
                .addStatement("throw $T.nullValue($S)", JavaTypes.ENCODE_EXCEPTION, f.name())
                .endControlFlow();
          }
          addSize(c, part, v, locals);
        });
      });
    }
    b.beginControlFlow("if (size > $T.MAX_VALUE)", Integer.class)
        .addStatement("throw $T.tooLong($S, size, $T.MAX_VALUE, $S)", JavaTypes.ENCODE_EXCEPTION,
            "", Integer.class, "byte(s)")
        .endControlFlow();
    b.addStatement("return (int) size");
    return b.build();
  }

  /** Whether {@code f} is the length of a {@code @Covers} span (measured as a long). */
  private static boolean covers(FieldLayout f) {
    return f.field().extras().covers() != null;
  }

  /** Whether the bytes component {@code f} takes depend on its value. */
  private static boolean widthVaries(FieldLayout f) {
    return f.field().isConditional() || !f.isFixed();
  }

  /**
   * The local holding the value of {@code part}, which is always on the wire: read and checked
   * for null once, as the loop over the parts would.
   */
  private static String readChecked(CodeBlock.Builder b, Part part, Map<FieldLayout, String> read,
      Locals locals) {
    String v = read.get(part.field());
    if (v != null) {
      return v;
    }
    v = locals.claim(part.name() + "Value");
    b.addStatement("$T $L = value.$L()", JavaTypes.ofField(part.field().field()), v,
        part.name());
    if (part.field().field().nullable()) {
      b.beginControlFlow("if ($L == null)", v)
          .addStatement("throw $T.nullValue($S)", JavaTypes.ENCODE_EXCEPTION, part.name())
          .endControlFlow();
    }
    read.put(part.field(), v);
    return v;
  }

  /** Adds a conditional part's size when it is present (checks come with writeTo). */
  private void sizeConditional(CodeBlock.Builder b, Part part, String v, Locals locals) {
    b.beginControlFlow("if ($L)", PartCode.present(part, v));
    if (part.content() == Part.Content.SCALAR) {
      List<FieldLayout> alts = part.elements().alternatives();
      if (alts.size() <= 1) {
        b.addStatement("size += $L", alts.get(0).elementBits() / 8);
      } else {
        // The first alternative that holds the value, as writeTo chooses.
        CodeBlock.Builder expr = CodeBlock.builder();
        for (int i = 0; i < alts.size() - 1; i++) {
          CodeBlock fits = PartCode.fits(alts.get(i), v);
          expr.add("$L ? $L : ", fits == null ? CodeBlock.of("true") : fits,
              alts.get(i).elementBits() / 8);
        }
        expr.add("$L", alts.get(alts.size() - 1).elementBits() / 8);
        b.addStatement("size += $L", expr.build());
      }
    } else {
      if (part.extent() == Part.Extent.PREFIX) {
        b.addStatement("size += $L", part.sizeField().elementBits() / 8);
      }
      addSize(b, part, v, locals);
    }
    b.endControlFlow();
  }

  /** Adds the bytes of a non-null part {@code v} to {@code size}. */
  private void addSize(CodeBlock.Builder b, Part part, String v, Locals locals) {
    String path = part.name();
    if (part.extent() == Part.Extent.VARINT_PREFIX) {
      // The varint takes as many bytes as the size it holds needs; a byte length is the rest.
      String measure = measures.measure(b, part, v, locals);
      b.addStatement("size += $L", VarintCode.size(part.prefixForm(), measure));
      if (part.unit() == Part.Unit.BYTES) {
        b.addStatement("size += $L", measure);
        return;
      }
    }
    if (TruncatedCode.applies(part)) {
      // What is kept of the part written whole, as encode measures it.
      b.addStatement("size += $L", measures.measure(b, part, v, locals));
      return;
    }
    if (part.backReference() != null) {
      // The pointer a list read through one ends with, else its terminator.
      b.addStatement("size += $T.endSize($L, $L, $L, $L)", JavaTypes.BACK_REFERENCES, v,
          part.terminator().length, part.backReference().markerBits(),
          part.backReference().offsetBits());
    } else if (part.extent() == Part.Extent.TERMINATED && !part.includesTerminator()
        && !part.leavesTerminator()) {
      // A terminator the value keeps is in its bytes; one it leaves, in the next part's.
      b.addStatement("size += $L", part.terminator().length);
    }
    b.add(switch (part.content()) {
      case CUSTOM -> UserCalls.encoding(PartCode.statement("size += $L.$L($L)",
              constants.instance(part.elements().using()), PartCode.usingMethod(part, "size"),
              v),
          path, PartCode.usingCall(part, "size"));
      case TEXT -> part.extent() == Part.Extent.FIXED
          ? PartCode.statement("size += $L", part.fixed())
          : PartCode.statement("size += $T.encodedLength($L, $L, $S)", JavaTypes.TEXT, v,
              JavaTypes.charset(part.elements().text()), path);
      case MESSAGE -> Rethrow.encoding(PartCode.statement("size += $T.sizeOf($L)",
          JavaTypes.className(part.elements().nested().type().codec()), v), null, path);
      case SELECTED -> PartCode.code(c -> new SelectedUnion(part, constants).addSize(c, v,
          locals));
      case RAW_BYTES, STRIDED, MESSAGES -> PartCode.code(c -> addSequenceSize(c, part, v));
      case VARINT -> PartCode.statement("size += $L", VarintCode.size(part.varint().form(), v));
      case SCALAR -> throw new IllegalStateException(path + ": a scalar part is optional");
    });
  }

  /** Adds the bytes of a non-null array or list {@code v} to {@code size}. */
  private static void addSequenceSize(CodeBlock.Builder b, Part part, String v) {
    String path = part.name();
    CodeBlock count = PartCode.inlineCount(part, v);
    if (part.unit() == Part.Unit.ELEMENTS && part.extent() == Part.Extent.FIXED) {
      b.beginControlFlow("if ($L != $L)", count, part.fixed())
          .addStatement("throw $T.wrongLength($S, $L, $L)", JavaTypes.ENCODE_EXCEPTION, path,
              count, part.fixed())
          .endControlFlow();
    }
    int stride = part.elements().stride();
    if (stride == 1) {
      b.addStatement("size += $L", count);
    } else if (stride > 0) {
      b.addStatement("size += (long) $L * $L", count, stride);
    } else {
      ClassName codec = JavaTypes.className(part.elements().nested().type().codec());
      b.beginControlFlow("for (int i = 0; i < $L; i++)", count);
      b.add(Rethrow.encoding(PartCode.statement("size += $T.sizeOf($L)", codec,
          PartCode.element(part, v)), "i", path));
      b.endControlFlow();
    }
  }
}
