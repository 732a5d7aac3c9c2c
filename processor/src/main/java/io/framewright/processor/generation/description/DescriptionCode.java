package io.framewright.processor.generation.description;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import io.framewright.processor.generation.JavaTypes;
import io.framewright.processor.generation.LargeConstants;
import io.framewright.processor.generation.Literals;
import io.framewright.processor.model.TypeRef;
import io.framewright.runtime.layout.Condition;
import io.framewright.runtime.layout.EnumValue;
import io.framewright.runtime.layout.LayoutRef;
import io.framewright.runtime.layout.MessageChecksum;
import io.framewright.runtime.layout.MessageLayout;
import io.framewright.runtime.layout.Pointer;
import io.framewright.runtime.layout.RecordLayout;
import io.framewright.runtime.layout.Size;
import io.framewright.runtime.layout.Span;
import io.framewright.runtime.layout.UnionLayout;
import io.framewright.runtime.layout.WireField;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import javax.lang.model.element.Modifier;

/**
 * A {@link Descriptions description} as Java code that builds the same value when the codec
 * loads: the codec's {@code LAYOUT} constant. Long lists (enum constants, union variants,
 * condition values) are built from compact constants ({@code Described}), since one
 * {@code new} per entry costs bytecode and a union may have thousands of variants.
 */
public final class DescriptionCode {
  public static final String METHOD = "describeLayout";
  private static final String LAYOUT_PACKAGE = "io.framewright.runtime.layout";
  private static final ClassName RECORD = ClassName.get(LAYOUT_PACKAGE, "RecordLayout");
  private static final ClassName UNION = ClassName.get(LAYOUT_PACKAGE, "UnionLayout");
  private static final ClassName FIELD = ClassName.get(LAYOUT_PACKAGE, "WireField");
  private static final ClassName SIZE = ClassName.get(LAYOUT_PACKAGE, "Size");
  private static final ClassName COVERAGE = ClassName.get(LAYOUT_PACKAGE, "Coverage");
  private static final ClassName CUSTOM = ClassName.get(LAYOUT_PACKAGE, "CustomCodec");
  private static final ClassName RULE = ClassName.get(LAYOUT_PACKAGE, "ValueRule");
  private static final ClassName POINTER = ClassName.get(LAYOUT_PACKAGE, "Pointer");
  private static final ClassName SPAN = ClassName.get(LAYOUT_PACKAGE, "Span");
  private static final ClassName MESSAGE_CHECKSUM =
      ClassName.get(LAYOUT_PACKAGE, "MessageChecksum");
  private static final ClassName CONDITION = ClassName.get(LAYOUT_PACKAGE, "Condition");
  private static final ClassName BIT_ORDER = ClassName.get(LAYOUT_PACKAGE, "BitOrder");
  private static final ClassName REF = ClassName.get(LAYOUT_PACKAGE, "LayoutRef");
  private static final ClassName MESSAGE_LAYOUT = ClassName.get(LAYOUT_PACKAGE, "MessageLayout");

  private final Map<String, TypeRef> types;

  private DescriptionCode(Map<String, TypeRef> types) {
    this.types = types;
  }

  /**
   * {@code private static MessageLayout describeLayout()}, building {@code layout}; the types it
   * refers to are named through {@code types} (canonical name to type). A method of its own
   * keeps the description's bytecode out of the class initializer's 64 KiB.
   */
  public static MethodSpec method(MessageLayout layout, Map<String, TypeRef> types) {
    return MethodSpec.methodBuilder(METHOD)
        .addModifiers(Modifier.PRIVATE, Modifier.STATIC).returns(MESSAGE_LAYOUT)
        .addStatement("return $L", new DescriptionCode(types).of(layout)).build();
  }

  private CodeBlock of(MessageLayout layout) {
    if (layout instanceof UnionLayout u) {
      // A varint tag only: the codecs of other unions keep the constructor they had.
      return CodeBlock.of("new $T($S, $S, $L, $L, $L, $L,$W$L,$W$L$L)", UNION, u.type(), u.name(),
          bytes(u.magic()), u.tagBits(), order(u.tagOrder()), u.minSize(),
          variants(u.variants()), bytes(u.terminator()),
          u.tagQuic() ? ", true, true" : u.tagVarint() ? ", true" : "");
    }
    RecordLayout r = (RecordLayout) layout;
    CodeBlock.Builder fields = CodeBlock.builder();
    for (int i = 0; i < r.fields().size(); i++) {
      fields.add(i == 0 ? "$>\n$L" : ",\n$L", field(r.fields().get(i)));
    }
    fields.add(r.fields().isEmpty() ? "" : "$<");
    // A terminator or context only: the codecs of other records keep the constructor they had.
    CodeBlock context = r.context().isEmpty() ? CodeBlock.of("")
        : CodeBlock.of(",$W$T.of($L)", List.class, CodeBlock.join(
            r.context().stream().map(n -> CodeBlock.of("$S", n)).toList(), ", "));
    return CodeBlock.of("new $T($S, $S, $L, $T.$L, $L, $L, $T.of($L)$L$L)", RECORD, r.type(),
        r.name(), order(r.order()), BIT_ORDER, r.bitOrder().name(), r.minSize(), r.fixedSize(),
        List.class, fields.build(),
        r.terminator().length == 0 && r.context().isEmpty() ? CodeBlock.of("")
            : CodeBlock.of(", $L", bytes(r.terminator())), context);
  }

  /**
   * {@code WireField.builder(name, role, kind).bits(8)...build()}: each value by its name, and
   * only those that are not the builder's default.
   */
  private CodeBlock field(WireField f) {
    CodeBlock.Builder b = CodeBlock.builder().add("$T.builder($S, $T.Role.$L, $T.Kind.$L)", FIELD,
        f.name(), FIELD, f.role().name(), FIELD, f.kind().name());
    if (!f.target().isEmpty()) {
      b.add("$Z.target($S)", f.target());
    }
    if (!f.javaType().isEmpty()) {
      b.add("$Z.javaType($S)", f.javaType());
    }
    if (f.sequence() != WireField.Sequence.NONE) {
      b.add("$Z.sequence($T.Sequence.$L)", FIELD, f.sequence().name());
    }
    if (f.bitOffset() != -1) {
      b.add("$Z.bitOffset($L)", f.bitOffset());
    }
    if (f.bits() != 0) {
      b.add("$Z.bits($L)", f.bits());
    }
    if (f.count() != 0) {
      b.add("$Z.count($L)", f.count());
    }
    if (f.signed()) {
      b.add("$Z.signed(true)");
    }
    if (f.order() != ByteOrder.BIG_ENDIAN) {
      b.add("$Z.order($L)", order(f.order()));
    }
    if (!f.charset().isEmpty()) {
      b.add("$Z.charset($S)", f.charset());
    }
    if (f.size() != null) {
      b.add("$Z.size($L)", size(f.size()));
    }
    if (f.condition() != null) {
      b.add("$Z.condition($L)", condition(f.condition()));
    }
    if (!f.values().isEmpty()) {
      b.add("$Z.values($L)", enumValues(f.values()));
    }
    if (f.constant().length > 0) {
      b.add("$Z.constant($L)", bytes(f.constant()));
    }
    if (f.message() != null) {
      b.add("$Z.message($L)", ref(f.message()));
    }
    if (f.coverage() != null) {
      b.add("$Z.coverage(new $T($S, $L, $L, $S))", COVERAGE, f.coverage().algorithm(),
          f.coverage().firstByte(), size(f.coverage().length()), f.coverage().algorithmClass());
    }
    if (!f.marks().isEmpty()) {
      b.add("$Z.marks($T.of($L))", List.class, CodeBlock.join(f.marks().stream()
          .map(m -> CodeBlock.of("new $T.Mark($LL, $S)", FIELD, m.mask(), m.component()))
          .toList(), ",$W"));
    }
    if (f.whenAbsent() != null) {
      b.add("$Z.whenAbsent($LL)", f.whenAbsent());
    }
    if (f.custom() != null) {
      // A constructor reference: the instance is made when a tool first asks for it, after the
      // codec class (and the codec's own instance) is loaded.
      ClassName codec = JavaTypes.className(types.get(f.custom().type()));
      b.add("$Z.custom($T.of($T.class, $T::new))", CUSTOM, codec, codec);
    }
    if (f.messageChecksum() != null) {
      MessageChecksum c = f.messageChecksum();
      // firstByte only where it is not 0, so that earlier descriptions are generated unchanged
      CodeBlock first = c.firstByte() == 0 && c.extras().isEmpty() ? CodeBlock.of("")
          : CodeBlock.of(", $L", c.firstByte());
      if (!c.extras().isEmpty()) {
        // the selected variants' extra bytes (@ChecksumExtra), by their tags
        first = CodeBlock.of("$L, $S, $T.of($L)", first, c.selector(), List.class,
            CodeBlock.join(c.extras().stream().map(e -> CodeBlock.of("new $T.Extra($S, $L, $L, $L)",
                MESSAGE_CHECKSUM, e.variant(), Literals.number(e.firstTag(), true),
                Literals.number(e.lastTag(), true), bytes(e.bytes()))).toList(), ", "));
      }
      b.add("$Z.messageChecksum(new $T($S, $S, $L, $LL$L))", MESSAGE_CHECKSUM, c.algorithm(),
          c.algorithmClass(), c.includesField(), c.placeholder(), first);
    }
    if (f.rule() != null) {
      io.framewright.runtime.layout.ValueRule r = f.rule();
      b.add("$Z.rule(new $T($T.Kind.$L, $L, $L, $T.of($L)))", RULE, RULE, r.kind().name(),
          Literals.number(r.min(), true), Literals.number(r.max(), true), List.class,
          CodeBlock.join(r.anyOf().stream().map(v -> CodeBlock.of("$L", Literals.number(v, true)))
              .toList(), ", "));
    }
    if (f.pointer() != null) {
      Pointer r = f.pointer();
      if (r.compress()) {
        b.add("$Z.pointer(new $T($L, $L, $L, $L, true))", POINTER, r.marker(), r.markerBits(),
            r.offsetBits(), r.maxPointers());
      } else {
        b.add("$Z.pointer(new $T($L, $L, $L, $L))", POINTER, r.marker(), r.markerBits(),
            r.offsetBits(), r.maxPointers());
      }
    }
    if (f.span() != null) {
      Span r = f.span();
      b.add("$Z.span(new $T($S, $S, $LL, $LL))", SPAN, r.first(), r.last(), r.min(), r.max());
    }
    if (f.truncated() != null) {
      b.add("$Z.truncated($L)", f.truncated());
    }
    return b.add("$Z.build()").build();
  }

  private CodeBlock size(Size s) {
    if (s == null) {
      return CodeBlock.of("null");
    }
    if (s.min() > 0) {
      // Only where there is a lower bound, so that other descriptions are generated unchanged.
      return CodeBlock.of("$L.withMin($LL)", size(s.withMin(0)), s.min());
    }
    if (s.until() != null) {
      Size.Until u = s.until();
      return CodeBlock.of("new $T($T.Extent.$L, $T.Unit.$L, $LL, $S, $L, $LL, $L, $L, $L,"
          + " new $T.Until($S, $LL, $LL))", SIZE, SIZE, s.extent().name(), SIZE,
          s.unit().name(), s.fixed(), s.field(), s.fieldBits(), s.max(), bytes(s.terminator()),
          s.include(), s.consume(), SIZE, u.field(), u.mask(), u.equal());
    }
    if (s.include() || !s.consume()) {
      return CodeBlock.of("new $T($T.Extent.$L, $T.Unit.$L, $LL, $S, $L, $LL, $L, $L, $L)", SIZE,
          SIZE, s.extent().name(), SIZE, s.unit().name(), s.fixed(), s.field(), s.fieldBits(),
          s.max(), bytes(s.terminator()), s.include(), s.consume());
    }
    return CodeBlock.of("new $T($T.Extent.$L, $T.Unit.$L, $LL, $S, $L, $LL, $L)", SIZE, SIZE,
        s.extent().name(), SIZE, s.unit().name(), s.fixed(), s.field(), s.fieldBits(), s.max(),
        bytes(s.terminator()));
  }

  private CodeBlock condition(Condition c) {
    if (c instanceof Condition.When w) {
      return CodeBlock.of("new $T.When($S, $LL, $T.longs($L), $L)", CONDITION, w.field(),
          w.mask(), JavaTypes.DESCRIBED, longs(w.values()), w.negated());
    } else if (c instanceof Condition.Presence p) {
      List<CodeBlock> flags = new ArrayList<>();
      for (Condition.Flag f : p.flags()) {
        flags.add(CodeBlock.of("new $T.Flag($S, $LL, $L, $L)", CONDITION, f.flagsField(),
            f.mask(), f.bits(), f.signed()));
      }
      return CodeBlock.of("new $T.Presence($T.of($L))", CONDITION, List.class,
          CodeBlock.join(flags, ", "));
    } else if (c instanceof Condition.InputRemains) {
      return CodeBlock.of("new $T.InputRemains()", CONDITION);
    }
    return CodeBlock.of("null");
  }

  private CodeBlock enumValues(List<EnumValue> values) {
    if (values.isEmpty()) {
      return CodeBlock.of("$T.of()", List.class);
    }
    List<EnumValue> known = values.stream().filter(v -> !v.others()).toList();
    CodeBlock wires = longs(known.stream().map(EnumValue::wire).toList());
    CodeBlock names = LargeConstants.text(known.stream().map(EnumValue::name)
        .collect(Collectors.joining(",")));
    EnumValue others = values.stream().filter(EnumValue::others).findFirst().orElse(null);
    if (others != null) {
      return CodeBlock.of("$T.enumValues($L,$W$L,$W$S)", JavaTypes.DESCRIBED, wires, names,
          others.name());
    }
    return CodeBlock.of("$T.enumValues($L,$W$L)", JavaTypes.DESCRIBED, wires, names);
  }

  private CodeBlock variants(List<UnionLayout.Variant> variants) {
    List<Long> tags = new ArrayList<>();
    List<Long> lastTags = new ArrayList<>();
    List<String> names = new ArrayList<>();
    List<CodeBlock> types = new ArrayList<>();
    int unknown = -1;
    for (int i = 0; i < variants.size(); i++) {
      UnionLayout.Variant v = variants.get(i);
      tags.add(v.tag());
      lastTags.add(v.lastTag());
      names.add(v.name());
      types.add(v.layout() == null ? CodeBlock.of("null")
          : CodeBlock.of("$T.class", type(v.layout())));
      unknown = v.unknown() ? i : unknown;
    }
    if (!lastTags.equals(tags)) {
      // Ranges of tags: their last tags too (left out where every variant has one tag).
      return CodeBlock.of("$T.variants($L,$W$L,$W$L, $L,$W$L)", JavaTypes.DESCRIBED, longs(tags),
          longs(lastTags), LargeConstants.text(String.join(",", names)), unknown,
          CodeBlock.join(types, ",$W"));
    }
    return CodeBlock.of("$T.variants($L,$W$L, $L,$W$L)", JavaTypes.DESCRIBED, longs(tags),
        LargeConstants.text(String.join(",", names)), unknown, CodeBlock.join(types, ",$W"));
  }

  /** {@code Tables.longs("1,2,3")}: one string constant however many values. */
  private static CodeBlock longs(List<Long> values) {
    long[] a = values.stream().mapToLong(Long::longValue).toArray();
    return LargeConstants.longsCall(a);
  }

  private static CodeBlock bytes(byte[] b) {
    return b.length == 0 ? CodeBlock.of("new byte[0]") : LargeConstants.bytesCall(b);
  }

  private CodeBlock ref(LayoutRef ref) {
    return ref == null ? CodeBlock.of("null") : CodeBlock.of("$T.of($T.class)", REF, type(ref));
  }

  private ClassName type(LayoutRef ref) {
    return JavaTypes.className(types.get(ref.type()));
  }

  private static CodeBlock order(ByteOrder order) {
    return CodeBlock.of("$T.$L", ByteOrder.class,
        order == ByteOrder.LITTLE_ENDIAN ? "LITTLE_ENDIAN" : "BIG_ENDIAN");
  }
}
