package io.framewright.processor.generation;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.TypeName;
import io.framewright.processor.model.EnumModel;
import io.framewright.processor.model.FieldLayout;
import io.framewright.processor.model.Primitive;
import io.framewright.processor.model.UnionModel;
import io.framewright.processor.model.WireType;
import io.framewright.processor.plan.Part;
import io.framewright.processor.plan.PathRead;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * The code of a {@link Part.Content#SELECTED} part: a union's variant without its tag, chosen
 * by the value of an earlier component (the part's selector). Each variant is read, written
 * and sized by its own codec, as the union's codec does after its tag; the record's codec
 * dispatches here on the selector's value, and on encode writes the selector from the variant.
 * The selector's value is compared as an unsigned long, as {@code @Tag}s are written.
 */
public record SelectedUnion(Part part, Constants constants) {

  private UnionModel union() {
    return part.elements().nested().model().union();
  }

  private String path() {
    return part.name();
  }

  private FieldLayout selector() {
    return part.selector();
  }

  /** The variants with a tag, in declaration order. */
  private List<UnionModel.Variant> tagged() {
    List<UnionModel.Variant> out = new ArrayList<>();
    for (UnionModel.Variant v : union().variants()) {
      if (!v.unknown() && v.tag() != null) {
        out.add(v);
      }
    }
    return out;
  }

  /** Every tag of the variants, as ranges. */
  private List<UnionModel.TagRange> tags() {
    return TagSets.of(union().variants());
  }

  /** The tags, as an error lists them: "1, 2, 16..31". */
  private String listed() {
    return tags().stream().map(r -> Long.toUnsignedString(r.from())
            + (r.to() == r.from() ? "" : ".." + Long.toUnsignedString(r.to())))
        .collect(Collectors.joining(", "));
  }

  /** A condition that the long local {@code tag} is one of {@code v}'s tags. */
  private CodeBlock isTagOf(String tag, UnionModel.Variant v) {
    return v.isMultiTag()
        ? CodeBlock.of("$L", TagSets.condition(tag, v.tags(), false, constants, "VARIANT_TAGS"))
        : CodeBlock.of("$L == $L", tag, Literals.number(v.tag(), true));
  }

  /** Whether enum selector {@code s} is 32 unsigned bits, held in an int as they are read. */
  private static boolean unsignedInInt(FieldLayout s) {
    return s.elementBits() == 32 && !s.signed();
  }

  private EnumModel selectorEnum() {
    return selector().element() instanceof WireType.Enum e ? e.model() : null;
  }

  /** An enum selector's wire value {@code wire} (an int or long) as the long a tag is. */
  private CodeBlock asTag(CodeBlock wire) {
    return unsignedInInt(selector()) ? CodeBlock.of("$L & $L", wire, Literals.mask(32, true))
        : CodeBlock.of("(long) $L", wire);
  }

  /** The selector's wire value as a long, from its decoded local {@code local}. */
  public CodeBlock wireValue(CodeBlock local, EnumMappings enums) {
    FieldLayout s = selector();
    EnumModel e = selectorEnum();
    if (e != null) {
      CodeBlock wire = CodeBlock.of("$L($L)", enums.toWire(e, s.elementBits() > 32), local);
      // An unsigned 32-bit value is held in an int: its bits, as the @Tag is.
      return unsignedInInt(s) ? CodeBlock.of("$L & $L", wire, Literals.mask(32, true))
          : CodeBlock.of("(long) $L", wire);
    }
    return primitiveTag(local);
  }

  /** An integer selector's value {@code local} as the long a tag is. */
  private CodeBlock primitiveTag(CodeBlock local) {
    FieldLayout s = selector();
    Primitive p = s.primitive();
    if (!s.isRangeChecked() && p != Primitive.LONG) {
      // As wide as its Java type: its bits, unsigned, as the @Tag is.
      return CodeBlock.of("$L & $L", CodeBlock.of("(long) $L", local),
          Literals.hex(VariableReads.widthMask(s), true));
    }
    return CodeBlock.of("(long) $L", local);
  }

  /**
   * The selector's value as a long tag, from the local {@link #selectorValue} declared (an
   * enum's wire value): what encode feeds a variant's checksum extra by.
   */
  public CodeBlock writtenTag(CodeBlock wire) {
    return selectorEnum() != null ? asTag(wire) : primitiveTag(wire);
  }

  /**
   * The variants' {@code @ChecksumExtra} bytes as one expression of the long local
   * {@code tag}: the constant of the variant whose tag it is. Validation leaves no catch-all
   * variant, and decode, a view's wrap and encode have refused any other tag before the
   * checksum, so the last variant needs no test.
   */
  public CodeBlock checksumExtra(String tag) {
    List<UnionModel.Variant> variants = tagged();
    CodeBlock.Builder b = CodeBlock.builder();
    for (int i = 0; i < variants.size(); i++) {
      UnionModel.Variant v = variants.get(i);
      String extra = constants.bytes("CHECKSUM_EXTRA_" + v.type().simpleName(),
          io.framewright.processor.model.ChecksumExtras.bytes(v));
      if (i == variants.size() - 1) {
        b.add("$L", extra);
      } else {
        b.add("$L ? $L : ", isTagOf(tag, v), extra);
      }
    }
    return b.build();
  }

  // ---------------------------------------------------------------- decoding

  /**
   * Declares {@code name} and reads the variant the selector's local {@code selectorLocal}
   * chooses; {@code size}: the part's size local, or null when it has none; {@code values}: the
   * decoded local of each component of the record a variant reads ({@code _parent.flags}).
   */
  public void read(CodeBlock.Builder b, String name, String size, String selectorLocal, Locals locals,
      PartReads reads, EnumMappings enums, Function<String, CodeBlock> values) {
    String tag = locals.claim(name + "Tag");
    String at = locals.claim(name + "At");
    EnumModel open = selectorEnum() != null && selectorEnum().isOpen() ? selectorEnum() : null;
    // An open enum's wire value is the one read, whichever constant (or the catch-all) it maps to.
    b.addStatement("long $L = $L", tag, open != null
        ? asTag(CodeBlock.of("$L", enums.wireLocal(selector().name())))
        : wireValue(CodeBlock.of("$L", selectorLocal), enums));
    b.addStatement("int $L = in.index()", at);
    UnionModel.Variant unknown = union().unknown();
    List<UnionModel.Variant> tagged = tagged();
    if (unknown == null) {
      // Checked before the variant is entered: the error is the selector's.
      b.beginControlFlow("if ($L)", TagSets.condition(tag, tags(), true, constants,
              "SELECTED_TAGS"))
          .addStatement("throw $T.invalid(buf, start, end, $L, 0, $S, $S, $T.toUnsignedString($L))",
              JavaTypes.DECODE_EXCEPTION, at, selector().name(),
              "a value that selects a variant of " + part.elements().nested().type().nestedName()
                  + " (" + listed() + ")", Long.class, tag)
          .endControlFlow();
    }
    b.addStatement("$T $L", JavaTypes.of(part.field().element()), name);
    CodeBlock.Builder body = CodeBlock.builder();
    body.addStatement("in.enter($S)", path());
    String outer = null;
    if (part.extent() != Part.Extent.OWN) {
      outer = locals.claim(name + "Outer");
      // Its errors are the part's: the enclosing rethrow puts them at its path.
      body.addStatement("int $L = $L", outer, reads.narrow(size, Long.toString(part.max()), ""));
    }
    if (TruncatedCode.applies(part)) {
      // Validation leaves no catch-all here: every variant has a fixed size to zero-fill to.
      TruncatedCode.read(body, part, fixedSizeOf(tag), locals,
          r -> variantReads(name, tag, r, values));
    } else {
      body.add(variantReads(name, tag, "in", values));
    }
    if (unknown != null) {
      if (!tagged.isEmpty()) {
        body.nextControlFlow("else");
      }
      boolean intTag = unknown.unknownShape().get(0).startsWith("int ");
      String data = locals.claim(name + "Data");
      body.addStatement("byte[] $L = in.readRemaining($T.MAX_VALUE, $S)", data, Integer.class,
          unknown.type().simpleName() + ".data");
      body.add(UserCalls.decoding(CodeBlock.builder()
              .addStatement("$L = new $T($L$L, $L)", name, JavaTypes.className(unknown.type()),
                  intTag ? "(int) " : "", tag, data).build(),
          UserCalls.READER_INPUT, CodeBlock.of("$L", at), unknown.type().simpleName(),
          "a value " + unknown.type().nestedName() + "'s constructor accepts"));
    }
    if (unknown != null && !tagged.isEmpty()) {
      body.endControlFlow();
    }
    if (outer != null) {
      body.addStatement("in.expectEnd($S)", "");
      body.addStatement("in.widen($L, 0)", outer);
    }
    body.addStatement("in.exit()");
    b.add(Rethrow.decoding(body.build(), null, path()));
  }

  /**
   * Reads the tagged variant the long local {@code tag} names from the reader {@code reader}
   * into {@code name}; with a catch-all, leaves its {@code else} open for it.
   */
  private CodeBlock variantReads(String name, String tag, String reader,
      Function<String, CodeBlock> values) {
    CodeBlock.Builder body = CodeBlock.builder();
    List<UnionModel.Variant> tagged = tagged();
    UnionModel.Variant unknown = union().unknown();
    for (int i = 0; i < tagged.size(); i++) {
      UnionModel.Variant v = tagged.get(i);
      CodeBlock test = isTagOf(tag, v);
      if (i == 0 && (unknown != null || tagged.size() > 1)) {
        body.beginControlFlow("if ($L)", test);
      } else if (unknown != null || i < tagged.size() - 1) {
        body.nextControlFlow("else if ($L)", test);
      } else if (i > 0) {
        body.nextControlFlow("else"); // the check above leaves only this one
      }
      body.addStatement("$L = $T.readFrom($L$L)", name, JavaTypes.className(v.type().codec()),
          reader, ContextArguments.of(v.model(), values));
    }
    if (unknown == null && tagged.size() > 1) {
      body.endControlFlow();
    }
    return body.build();
  }

  // ---------------------------------------------------------------- encoding

  /**
   * Declares a local holding the selector's value for the variant of {@code v} (the wire value,
   * for an enum), as the fixed segment that holds the selector takes it; returns its name.
   * The record's own selector value is not looked at: the variant decides.
   */
  public String selectorValue(CodeBlock.Builder b, String v, Locals locals, EnumMappings enums) {
    FieldLayout s = selector();
    String tag = selectedTag(b, v, CodeBlock.of("value.$L()", s.name()), locals, enums);
    EnumModel e = selectorEnum();
    TypeName type = e != null ? (s.elementBits() > 32 ? TypeName.LONG : TypeName.INT)
        : JavaTypes.primitive(s.primitive());
    String local = locals.claim(s.name() + "Wire");
    if (type.equals(TypeName.LONG)) {
      b.addStatement("long $L = $L", local, tag);
    } else {
      b.addStatement("$T $L = ($T) $L", type, local, type, tag);
    }
    return local;
  }

  /**
   * Declares a long local holding the tag of the variant of {@code v}; {@code held} is the
   * record's selector value, which a variant of several tags takes. Returns its name.
   */
  private String selectedTag(CodeBlock.Builder b, String v, CodeBlock held, Locals locals,
      EnumMappings enums) {
    String tag = locals.claim(selector().name() + "Selected");
    b.addStatement("long $L", tag);
    b.add(dispatch(v, locals,
        (variant, local) -> variant.isMultiTag() ? recordsTag(tag, variant, held, enums)
            : CodeBlock.of("$L = $L;\n", tag, Literals.number(variant.tag(), true)),
        (c, local) -> {
          c.addStatement("$L = $L.tag()", tag, local);
          unknownTagChecks(c, tag, enums);
        }));
    return tag;
  }

  /**
   * With the selector in a nested record ({@code @Select(field = "header.type")}), which is
   * written as the record holds it: checks that it holds the tag of the variant of {@code v}.
   */
  public void checkHeldSelector(CodeBlock.Builder b, String v, Locals locals, EnumMappings enums) {
    PathRead path = part.selectorPath();
    String held = PathReadCode.declareFromRecord(path, b, "value", locals);
    String tag = selectedTag(b, v, CodeBlock.of("$L", held), locals, enums);
    String heldTag = locals.claim(held + "Tag");
    b.addStatement("long $L = $L", heldTag, wireValue(CodeBlock.of("$L", held), enums));
    b.beginControlFlow("if ($L != $L)", heldTag, tag)
        .addStatement("throw $T.heldMismatch($S, $S, $L, $S, $L)", JavaTypes.ENCODE_EXCEPTION,
            path(), "tag", tag, path.text(), heldTag)
        .endControlFlow();
  }

  /**
   * A variant of several tags takes the one the record's selector ({@code held}) holds, which
   * must be one of them: nothing else says which.
   */
  private CodeBlock recordsTag(String tag, UnionModel.Variant variant, CodeBlock held,
      EnumMappings enums) {
    FieldLayout s = selector();
    CodeBlock.Builder b = CodeBlock.builder();
    if (selectorEnum() != null) {
      b.beginControlFlow("if ($L == null)", held)
          .addStatement("throw $T.nullValue($S)", JavaTypes.ENCODE_EXCEPTION, s.name())
          .endControlFlow();
    }
    EnumModel e = selectorEnum();
    if (e != null && e.isOpen()) {
      // The catch-all constant has no wire value of its own: the @RawValue component holds it.
      b.addStatement("$L = $L == $T.$L ? $L : $L", tag, held, JavaTypes.className(e.type()),
          e.catchAll().name(),
          asTag(CodeBlock.of("value.$L()", enums.rawComponent(s.name()))),
          wireValue(held, enums));
    } else {
      b.addStatement("$L = $L", tag, wireValue(held, enums));
    }
    b.beginControlFlow("if (!($L))", TagSets.condition(tag, variant.tags(), false, constants,
            "VARIANT_TAGS"))
        .addStatement("throw $T.notExpected($S, $S + $T.toUnsignedString($L))",
            JavaTypes.ENCODE_EXCEPTION, s.name(), "not a tag of " + variant.type().nestedName()
                + ", which " + path() + " holds: ", Long.class, tag)
        .endControlFlow();
    return b.build();
  }

  /** The default variant's tag must fit the selector and be no other variant's. */
  private void unknownTagChecks(CodeBlock.Builder b, String tag, EnumMappings enums) {
    FieldLayout s = selector();
    String where = path() + "." + "tag";
    EnumModel e = selectorEnum();
    if (e != null) {
      boolean wide = s.elementBits() > 32;
      // An open enum holds any value of its width: the catch-all variant is for those no
      // variant has, whether or not a constant names them.
      boolean open = e.isOpen();
      boolean unsigned = unsignedInInt(s);
      CodeBlock range = CodeBlock.of("$L < $L || $L > $L", tag,
          Literals.number(wide ? Long.MIN_VALUE : unsigned ? 0 : Integer.MIN_VALUE, true), tag,
          Literals.number(wide ? Long.MAX_VALUE : unsigned ? 0xFFFFFFFFL : Integer.MAX_VALUE,
              true));
      if (open) {
        refuseWiderThanSelector(b, tag, where);
      } else {
        b.beginControlFlow("if ($L || $L($L$L) == null)", range, enums.fromWire(e, wide),
                wide ? "" : "(int) ", tag)
            .addStatement("throw $T.notExpected($S, $S + $L)", JavaTypes.ENCODE_EXCEPTION,
                where, EnumMappings.expected(e) + ", not ", tag)
            .endControlFlow();
      }
    } else {
      refuseWiderThanSelector(b, tag, where);
    }
    if (!tags().isEmpty()) {
      b.beginControlFlow("if ($L)", TagSets.condition(tag, tags(), false, constants,
              "SELECTED_TAGS"))
          .addStatement("throw $T.notExpected($S, $S)", JavaTypes.ENCODE_EXCEPTION, where,
              "the tag of a known variant; encode that variant instead")
          .endControlFlow();
    }
  }

  /** Refuses a catch-all's {@code tag} beyond what the selector holds ({@link #maxTag}). */
  private void refuseWiderThanSelector(CodeBlock.Builder b, String tag, String where) {
    long max = maxTag(selector());
    if (max != -1) {
      b.beginControlFlow("if ($L < 0 || $L > $L)", tag, tag, Literals.number(max, true))
          .addStatement("throw $T.outOfRange($S, $L, 0L, $L, $L, false)",
              JavaTypes.ENCODE_EXCEPTION, where, tag, Literals.number(max, true),
              Long.numberOfTrailingZeros(max + 1))
          .endControlFlow();
    }
  }

  /** The largest tag an integer selector holds, unsigned; -1 for any 64-bit value. */
  private static long maxTag(FieldLayout s) {
    int bits = s.elementBits();
    if (s.signed() && s.isRangeChecked()) {
      bits--;
    }
    return bits >= 64 ? -1L : (1L << bits) - 1;
  }

  /** Declares {@code measure} (of {@code type}) as the bytes {@code v}'s variant takes. */
  public void size(CodeBlock.Builder b, String v, String measure, TypeName type, Locals locals) {
    b.addStatement("$T $L", type, measure);
    b.add(Rethrow.encoding(dispatch(v, locals,
        (variant, local) -> CodeBlock.of("$L = $T.sizeOf($L);\n", measure,
            JavaTypes.className(variant.type().codec()), local),
        (c, local) -> c.addStatement("$L = $L.data().length", measure, local)), null, path()));
  }

  /** Adds the bytes {@code v}'s variant takes to {@code size}. */
  public void addSize(CodeBlock.Builder b, String v, Locals locals) {
    b.add(Rethrow.encoding(dispatch(v, locals,
        (variant, local) -> CodeBlock.of("size += $T.sizeOf($L);\n",
            JavaTypes.className(variant.type().codec()), local),
        (c, local) -> c.addStatement("size += $L.data().length", local)), null, path()));
  }

  /**
   * Writes {@code v}'s variant, without a tag, at {@code p}; {@code values}: each component of
   * the record a variant reads, as the record holds it (validation makes sure it goes on the
   * wire so).
   */
  public void write(CodeBlock.Builder b, String v, Locals locals,
      Function<String, CodeBlock> values) {
    b.add(Rethrow.encoding(dispatch(v, locals,
        (variant, local) -> CodeBlock.of("p = $T.writeTo($L, buf, p, limit$L);\n",
            JavaTypes.className(variant.type().codec()), local,
            ContextArguments.of(variant.model(), values)),
        (c, local) -> {
          PartCode.roomCheck(c, CodeBlock.of("$L.data().length", local), "");
          c.addStatement("$T.arraycopy($L.data(), 0, buf, p, $L.data().length)", System.class,
              local, local);
          c.addStatement("p += $L.data().length", local);
        }), null, path()));
  }

  /**
   * Writes {@code v}'s variant whole into the array {@code whole}, from its start: a
   * {@code @Truncated} part, whose trailing zeros are dropped after (validation leaves no
   * catch-all, whose size is not fixed).
   */
  public void writeWhole(CodeBlock.Builder b, String v, String whole, Locals locals,
      Function<String, CodeBlock> values) {
    b.add(Rethrow.encoding(dispatch(v, locals,
        (variant, local) -> CodeBlock.of("$T.writeTo($L, $L, 0, $L.length$L);\n",
            JavaTypes.className(variant.type().codec()), local, whole, whole,
            ContextArguments.of(variant.model(), values)),
        (c, local) -> {
          throw new IllegalStateException(path() + ": validation refuses a catch-all of a"
              + " @Truncated union");
        }), null, path()));
  }

  /**
   * The fixed size of the variant the long local {@code tag} selects, as an expression (each
   * variant codec's {@code FIXED_SIZE}); 0 for a tag no variant has, which the caller refuses.
   */
  public CodeBlock fixedSizeOf(String tag) {
    CodeBlock out = CodeBlock.of("0");
    List<UnionModel.Variant> tagged = tagged();
    for (int i = tagged.size() - 1; i >= 0; i--) {
      UnionModel.Variant v = tagged.get(i);
      out = CodeBlock.of("$L ? $T.FIXED_SIZE : $L", isTagOf(tag, v),
          JavaTypes.className(v.type().codec()), out);
    }
    return out;
  }

  /**
   * An {@code if} per variant testing {@code v}'s type: {@code known} for a tagged variant,
   * {@code unknown} for the default one (after its data is checked); anything else is refused.
   */
  private CodeBlock dispatch(String v, Locals locals,
      java.util.function.BiFunction<UnionModel.Variant, String, CodeBlock> known,
      java.util.function.BiConsumer<CodeBlock.Builder, String> unknown) {
    CodeBlock.Builder b = CodeBlock.builder();
    String local = locals.claim(path() + "Variant");
    boolean first = true;
    for (UnionModel.Variant variant : tagged()) {
      CodeBlock test = CodeBlock.of("$L instanceof $T $L", v,
          JavaTypes.className(variant.type()), local);
      if (first) {
        b.beginControlFlow("if ($L)", test);
      } else {
        b.nextControlFlow("else if ($L)", test);
      }
      first = false;
      b.add(known.apply(variant, local));
    }
    UnionModel.Variant u = union().unknown();
    if (u != null) {
      CodeBlock test = CodeBlock.of("$L instanceof $T $L", v, JavaTypes.className(u.type()),
          local);
      if (first) {
        b.beginControlFlow("if ($L)", test);
      } else {
        b.nextControlFlow("else if ($L)", test);
      }
      first = false;
      b.beginControlFlow("if ($L.data() == null)", local)
          .addStatement("throw $T.nullValue($S)", JavaTypes.ENCODE_EXCEPTION,
              u.type().simpleName() + ".data")
          .endControlFlow();
      unknown.accept(b, local);
    }
    CodeBlock refuse = CodeBlock.of("throw $T.notExpected($S, $S + $L.getClass().getName())",
        JavaTypes.ENCODE_EXCEPTION, "", "a variant this codec was not generated for: ", v);
    if (first) {
      return b.addStatement(refuse).build();
    }
    return b.nextControlFlow("else").addStatement(refuse).endControlFlow().build();
  }
}
