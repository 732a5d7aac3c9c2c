package io.framewright.processor.generation.view;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.JavaFile;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import com.palantir.javapoet.WildcardTypeName;
import io.framewright.processor.generation.Constants;
import io.framewright.processor.generation.JavaTypes;
import io.framewright.processor.generation.Layouts;
import io.framewright.processor.generation.Literals;
import io.framewright.processor.generation.TagSets;
import io.framewright.processor.generation.UnionTagCode;
import io.framewright.processor.generation.UserCalls;
import io.framewright.processor.model.ByteOrder;
import io.framewright.processor.model.Framing;
import io.framewright.processor.model.MessageModel;
import io.framewright.processor.model.UnionModel;
import java.util.List;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.Modifier;

/**
 * Generates {@code <Union>View}, the zero-copy view of a {@code @Union}: {@code wrap} reads the
 * magic and the tag with the reader calls of the union codec's {@code readFrom}, picks the variant
 * as its dispatch does, and wraps that variant's own view over the bytes after the tag (narrowed
 * to the union's terminator, as decode narrows its reader); the variant's view runs the variant's
 * checks. Nothing is allocated on a wrap that succeeds. A wrap that fails asks the codec for its
 * exception (decode, or read for a prefix), so that the view throws exactly decode's
 * {@code DecodeException}; what is accepted is decided by the view alone, and
 * {@code ViewChecks} checks that it is exactly what decode accepts.
 *
 * <p>Getters: {@code tag()}, {@code variant()} (the variant's class), {@code isCircle()} for
 * each variant, and {@code circle()} for each variant but the {@code @UnknownTag} one: that
 * variant's view, one per variant, held by this view and re-pointed by each wrap.
 *
 * <p>{@code wrapIn(WireReader)} runs the same {@code scanFrom} as {@code wrap} on a reader a
 * record's view hands it: how a list of unions is read in place, element by element.
 */
public final class UnionViews {
  /** The view's own method names, which no variant's getter may take. */
  public static final List<String> OWN_METHODS = List.of("wrap", "wrapPrefix", "isWrapped",
      "toRecord", "size", "tag", "variant", "getClass", "hashCode", "toString", "notify",
      "notifyAll", "wait", "clone", "finalize", "equals");

  private final String generatorName;
  private final Layouts layouts;

  /**
   * @param generatorName written into {@code @Generated}; null for none
   * @param layouts the validated layouts, to tell fixed-size variants
   */
  public UnionViews(String generatorName, Layouts layouts) {
    this.generatorName = generatorName;
    this.layouts = layouts;
  }

  /** The getter of variant {@code v}'s view: its simple name, first letter in lower case. */
  public static String getter(UnionModel.Variant v) {
    String s = v.type().simpleName();
    return Character.toLowerCase(s.charAt(0)) + s.substring(1);
  }

  /** The test of whether the wrapped variant is {@code v}: {@code isCircle}. */
  public static String test(UnionModel.Variant v) {
    return "is" + v.type().simpleName();
  }

  /**
   * What method {@code name} of variant {@code v} (its getter or its test) would clash with: a
   * method of the view, a Java keyword, or the getter or test of another variant, named as
   * that one's; null if nothing.
   */
  public static String clash(UnionModel u, UnionModel.Variant v, String name) {
    if (OWN_METHODS.contains(name)) {
      return "the view's own method " + name + "()";
    }
    if (SourceVersion.isKeyword(name)) {
      return "the Java keyword " + name;
    }
    for (UnionModel.Variant w : u.variants()) {
      if (w == v) {
        continue;
      }
      if (!w.unknown() && getter(w).equals(name)) {
        return "the getter of variant " + w.type().nestedName();
      }
      if (test(w).equals(name)) {
        return "the test of variant " + w.type().nestedName();
      }
    }
    return null;
  }

  /** The variants the view holds a view of: all but the {@code @UnknownTag} one. */
  private static List<UnionModel.Variant> viewed(UnionModel u) {
    return u.variants().stream().filter(v -> !v.unknown()).toList();
  }

  public JavaFile generate(MessageModel model) {
    UnionModel u = model.union();
    Framing framing = model.framing();
    Constants constants = new Constants();
    String magic = framing.magic() == null ? null
        : constants.bytes("MAGIC", framing.magic().bytes());
    String terminator = framing.delimiter() == null ? null
        : constants.bytes("TERMINATOR", framing.delimiter().bytes());
    ClassName union = JavaTypes.className(model.type());
    ClassName codec = JavaTypes.className(model.type().codec());
    ClassName view = JavaTypes.className(ViewGenerator.viewOf(model.type()));
    String name = model.type().simpleName();
    boolean longTag = u.valueBits() > 31;
    TypeName variantClass = ParameterizedTypeName.get(ClassName.get(Class.class),
        WildcardTypeName.subtypeOf(union));
    List<UnionModel.Variant> viewed = viewed(u);

    TypeSpec.Builder type = ViewGenerator.shell(view, union, generatorName)
        .addJavadoc("Zero-copy view of the union {@link $T}, generated by Framewright from its"
            + " annotations:\na reusable flyweight that validates a frame once, on {@code wrap},"
            + " as\n{@link $T#decode} does, then gives its tag, which variant it holds, and that"
            + "\nvariant's own view, without allocating.\n\n<p>The layout is in the javadoc of"
            + " {@link $T}. A failed wrap throws the\n{@code DecodeException} the codec throws on"
            + " the same bytes. Not thread-safe: one per thread.\n", union, codec, codec);
    type.addField(FieldSpec.builder(byte[].class, "buf", Modifier.PRIVATE)
        .addJavadoc("The wrapped array; null before a wrap and after a failed one.\n").build());
    type.addField(TypeName.INT, "off", Modifier.PRIVATE);
    type.addField(TypeName.INT, "end", Modifier.PRIVATE);
    type.addField(FieldSpec.builder(TypeName.BOOLEAN, "whole", Modifier.PRIVATE)
        .addJavadoc("Whether the last wrap took exactly one message (decode), or a prefix.\n")
        .build());
    type.addField(FieldSpec.builder(TypeName.LONG, "tag", Modifier.PRIVATE)
        .addJavadoc("The tag wrap read, unsigned.\n").build());
    type.addField(FieldSpec.builder(TypeName.INT, "kind", Modifier.PRIVATE)
        .addJavadoc("Which variant: its index among the union's variants.\n").build());
    type.addField(FieldSpec.builder(TypeName.BOOLEAN, "selected", Modifier.PRIVATE)
        .addJavadoc("Whether the last wrap was wrapSelected: no tag on the wire.\n").build());
    type.addField(FieldSpec.builder(variantClass, "variant", Modifier.PRIVATE).build());
    type.addField(FieldSpec.builder(byte[].class, "own", Modifier.PRIVATE)
        .addJavadoc("The copy of a direct or read-only buffer's bytes, reused while it fits.\n")
        .build());
    type.addField(FieldSpec.builder(JavaTypes.WIRE_READER, "in", Modifier.PRIVATE,
            Modifier.FINAL)
        .addJavadoc("The reader of every wrap, as decode reads: reset, never made again.\n")
        .initializer("new $T(new byte[0])", JavaTypes.WIRE_READER).build());
    for (UnionModel.Variant v : viewed) {
      // Made on the first wrap of its variant: a union of many variants costs nothing more.
      type.addField(childView(v), child(u, v), Modifier.PRIVATE);
    }

    addWraps(type, view, codec);
    addWrapIn(type, view);
    if (selectable(model)) {
      type.addMethod(wrapSelected(u));
    }
    type.addMethod(UnionParts.rejected("rejectedIn", codec, view));
    type.addMethod(ScanWraps.scan(true));
    type.addMethod(scanFrom(u, framing, magic, terminator,
        model.bitOrder() == io.framewright.processor.model.BitOrder.MSB_FIRST));
    List<List<UnionModel.Variant>> parts = UnionTagCode.parts(u.variants());
    for (int i = 0; i < parts.size(); i++) {
      type.addMethod(kindOf(u, parts.get(i), i, constants));
      type.addMethod(wrapVariant(u, parts.get(i), i, terminator, framing));
    }
    type.addMethod(MethodSpec.methodBuilder("size").addAnnotation(Override.class)
        .addModifiers(Modifier.PUBLIC).returns(TypeName.INT)
        .addJavadoc("Bytes the wrapped message takes, its tag (and terminator) included.\n")
        .addCode(VariableViews.wrapped("size"))
        .addStatement("return end - off").build());
    type.addMethod(MethodSpec.methodBuilder("toRecord").addAnnotation(Override.class)
        .addModifiers(Modifier.PUBLIC).returns(union)
        .addCode(VariableViews.wrapped("toRecord"))
        .addCode(selectedRecord(u))
        .beginControlFlow("if (whole)")
        .addStatement("return $T.INSTANCE.decode(buf, off, end - off)", codec)
        .endControlFlow()
        // Within the bytes wrap validated, which may have changed since (see VariableViews)
        .addStatement("return $T.INSTANCE.read(in.reset(buf, off, end - off))", codec)
        .build());
    type.addMethod(MethodSpec.methodBuilder("tag").addModifiers(Modifier.PUBLIC)
        .returns(longTag ? TypeName.LONG : TypeName.INT)
        .addJavadoc("The tag as the wire holds it$L.\n", longTag ? ", unsigned"
            : " (after {@code wrapSelected}, the selector's value: one of 32 bits is the"
            + " int's bits,\nread it with {@link Integer#toUnsignedLong})")
        .addCode(VariableViews.wrapped("tag"))
        .addStatement(longTag ? "return tag" : "return (int) tag").build());
    type.addMethod(MethodSpec.methodBuilder("variant").addModifiers(Modifier.PUBLIC)
        .returns(variantClass)
        .addJavadoc("The class of the variant the wrapped bytes hold, as decode would build"
            + " it.\n")
        .addCode(VariableViews.wrapped("variant"))
        .addStatement("return variant").build());
    for (int k = 0; k < u.variants().size(); k++) {
      UnionModel.Variant v = u.variants().get(k);
      type.addMethod(MethodSpec.methodBuilder(test(v)).addModifiers(Modifier.PUBLIC)
          .returns(TypeName.BOOLEAN)
          .addJavadoc("Whether the wrapped bytes hold a {@link $T}.\n", JavaTypes.className(
              v.type()))
          .addCode(VariableViews.wrapped(test(v)))
          .addStatement("return kind == $L", k).build());
      if (v.unknown()) {
        continue;
      }
      type.addMethod(MethodSpec.methodBuilder(getter(v)).addModifiers(Modifier.PUBLIC)
          .returns(childView(v))
          .addJavadoc("The view of the wrapped {@link $T}: the one this view holds, re-pointed"
              + " by each wrap.\n\n@throws IllegalStateException if another variant is"
              + " wrapped\n", JavaTypes.className(v.type()))
          .addCode(VariableViews.wrapped(getter(v)))
          .beginControlFlow("if (kind != $L)", k)
          .addStatement("throw new $T($S + variant.getSimpleName() + $S)",
              IllegalStateException.class, view.simpleName() + "." + getter(v)
                  + "(): the wrapped " + name + " is a ", ", not a " + v.type().simpleName())
          .endControlFlow()
          .addStatement("return $L", child(u, v)).build());
    }
    type.addFields(constants.fields());
    return JavaFile.builder(model.type().packageName(), type.build()).indent("    ").build();
  }

  private static ClassName childView(UnionModel.Variant v) {
    return JavaTypes.className(ViewGenerator.viewOf(v.type()));
  }

  private static String child(UnionModel u, UnionModel.Variant v) {
    return "view" + u.variants().indexOf(v);
  }

  /** The wrap methods, as a variable-size record's view has them, and {@code rejected}. */
  private static void addWraps(TypeSpec.Builder type, ClassName view, ClassName codec) {
    // A failed scan leaves the view unreadable; the exception is the codec's own on the bytes.
    ScanWraps.add(type, view, MethodSpec.methodBuilder("wrapAt")
        .addModifiers(Modifier.PRIVATE).returns(view).addParameter(byte[].class, "buf")
        .addParameter(TypeName.INT, "off").addParameter(TypeName.INT, "len")
        .addParameter(TypeName.BOOLEAN, "whole")
        .addStatement("this.buf = null")
        .addStatement("int stop")
        .beginControlFlow("try")
        .addStatement("stop = scan(buf, off, len, whole)")
        .nextControlFlow("catch ($T e)", JavaTypes.DECODE_EXCEPTION)
        .addStatement("stop = -1")
        .endControlFlow()
        .beginControlFlow("if (stop < 0)")
        .addStatement("throw rejected(buf, off, len, whole)")
        .endControlFlow()
        .addStatement("this.off = off")
        .addStatement("this.end = stop")
        .addStatement("this.whole = whole")
        .addStatement("this.buf = buf")
        .addStatement("return this").build());
    type.addMethod(MethodSpec.methodBuilder("rejected")
        .addModifiers(Modifier.PRIVATE).returns(JavaTypes.DECODE_EXCEPTION)
        .addJavadoc("The exception the codec throws on bytes this view rejected.\n")
        .addParameter(byte[].class, "buf")
        .addParameter(TypeName.INT, "off").addParameter(TypeName.INT, "len")
        .addParameter(TypeName.BOOLEAN, "whole")
        .addCode(ViewGenerator.returnDecodeError(codec, CodeBlock.of("in.reset(buf, off, len)")))
        .addStatement("throw new $T($S)", IllegalStateException.class, view.simpleName()
            + ": wrap rejected bytes that " + codec.simpleName() + " accepts; a bug in"
            + " Framewright, please report it")
        .build());
  }

  /**
   * {@code wrapIn(WireReader)}: the union at the reader's index, checked by {@code scanFrom} as
   * the codec's {@code readFrom} reads it (the reader is left after it); a rejection throws what
   * {@code readFrom} throws there, relative to the reader. How the view of a message holding a
   * list of this union points its child view at each element.
   */
  private static void addWrapIn(TypeSpec.Builder type, ClassName view) {
    NestedViewParts.addWrapIn(type, view, CodeBlock.builder()
        .addStatement("int bound = in.end()")
        .addStatement("int start = in.start()")
        .addStatement("int stop")
        .beginControlFlow("try")
        .addStatement("stop = scanFrom(in)")
        .nextControlFlow("catch ($T e)", JavaTypes.DECODE_EXCEPTION)
        .addStatement("stop = -1")
        .endControlFlow()
        .beginControlFlow("if (stop < 0)")
        .addStatement("throw rejectedIn(in.buffer(), start, from, bound)")
        .endControlFlow().build(),
        CodeBlock.builder().addStatement("this.whole = false").build());
  }

  /**
   * {@code scanFrom}: the union codec's {@code readFrom} on {@code in}, each variant checked by
   * its view instead of read; leaves the reader after the union and returns where it ends, or
   * -1 for a tag no variant has (a {@code DecodeException} for anything else decode rejects).
   */
  private MethodSpec scanFrom(UnionModel u, Framing framing, String magic, String terminator,
      boolean msbFirst) {
    CodeBlock.Builder b = CodeBlock.builder();
    b.addStatement("this.selected = false");
    b.addStatement("byte[] buf = in.buffer()");
    if (magic != null) {
      b.addStatement("in.expect($L, $S)", magic, "(magic)");
    }
    int tagBytes = u.bytes();
    if (u.varint()) {
      b.addStatement("long tag = $T.read(in, $L, $L, true, $S)", JavaTypes.VARINTS,
          UnionModel.VARINT_BYTES, UnionModel.VARINT_BITS, "(tag)");
    } else if (u.isPacked()) {
      // Looked at, not consumed: the variant's view reads the tag among its first bits.
      b.beginControlFlow("if (in.remaining() < $L)", tagBytes).addStatement("return -1")
          .endControlFlow();
      b.addStatement("long tag = $T.$L(buf, in.index(), 0, $L)", JavaTypes.BITS,
          msbFirst ? "getMsb" : "getLsb", u.bits());
    } else {
      b.addStatement("int p = in.claim($L, $S)", tagBytes, "(tag)");
      b.addStatement("long tag = $L", UnionTagCode.getTag(tagBytes,
          u.order() == ByteOrder.LITTLE, true));
    }
    List<List<UnionModel.Variant>> parts = UnionTagCode.parts(u.variants());
    b.addStatement("int kind = kindOf0(tag)");
    for (int i = 1; i < parts.size(); i++) {
      b.beginControlFlow("if (kind < 0)").addStatement("kind = kindOf$L(tag)", i)
          .endControlFlow();
    }
    UnionModel.Variant unknown = u.unknown();
    b.beginControlFlow("if (kind < 0)");
    if (unknown == null) {
      b.addStatement("return -1");
    } else {
      b.addStatement("kind = $L", u.variants().indexOf(unknown));
      b.addStatement("this.variant = $T.class", JavaTypes.className(unknown.type()));
      if (terminator == null) {
        b.addStatement("in.claim(in.remaining(), $S)", "");
      } else {
        b.addStatement("in.widen(in.narrowTo($L, $L, $S), $L.length)", terminator,
            framing.delimiter().max(), "", terminator);
      }
    }
    b.nextControlFlow("else");
    for (int i = 0; i < parts.size(); i++) {
      b.addStatement("wrapVariant$L(kind, in, buf)", i);
    }
    b.endControlFlow();
    b.addStatement("this.tag = tag");
    b.addStatement("this.kind = kind");
    b.addStatement("return in.index()");
    return MethodSpec.methodBuilder("scanFrom").addModifiers(Modifier.PRIVATE)
        .returns(TypeName.INT).addParameter(JavaTypes.WIRE_READER, "in")
        .addCode(b.build()).build();
  }

  /**
   * Whether a record's view can wrap this union with a tag it read itself ({@code @Select}):
   * no magic, terminator or {@code @UnknownTag} variant, which only a union read on its own has.
   */
  static boolean selectable(MessageModel model) {
    return model.framing().magic() == null && model.framing().delimiter() == null;
  }

  /**
   * {@code wrapSelected(in, tag)}: the variant of {@code tag} (an earlier field's value, for a
   * union a record selects with {@code @Select}) checked by its view at the reader's index, the
   * reader left after it; false for a tag no variant has. The record view turns any rejection
   * into its codec's own exception.
   */
  private static MethodSpec wrapSelected(UnionModel u) {
    CodeBlock.Builder b = CodeBlock.builder()
        .addStatement("this.buf = null")
        .addStatement("byte[] buf = in.buffer()")
        .addStatement("int from = in.index()")
        .addStatement("int kind = kindOf0(tag)");
    List<List<UnionModel.Variant>> parts = UnionTagCode.parts(u.variants());
    for (int i = 1; i < parts.size(); i++) {
      b.beginControlFlow("if (kind < 0)").addStatement("kind = kindOf$L(tag)", i)
          .endControlFlow();
    }
    UnionModel.Variant unknown = u.unknown();
    b.beginControlFlow("if (kind < 0)");
    if (unknown == null) {
      b.addStatement("return false");
    } else {
      // As decode: the catch-all takes the tag and every byte left (readRemaining).
      b.addStatement("kind = $L", u.variants().indexOf(unknown));
      b.addStatement("this.variant = $T.class", JavaTypes.className(unknown.type()));
      b.addStatement("in.claim(in.remaining(), $S)", unknown.type().simpleName() + ".data");
    }
    b.nextControlFlow("else");
    for (int i = 0; i < parts.size(); i++) {
      b.addStatement("wrapVariant$L(kind, in, buf)", i);
    }
    b.endControlFlow();
    b.addStatement("this.tag = tag")
        .addStatement("this.kind = kind")
        .addStatement("this.selected = true")
        .addStatement("this.whole = false")
        .addStatement("this.off = from")
        .addStatement("this.end = in.index()")
        .addStatement("this.buf = buf")
        .addStatement("return true");
    return MethodSpec.methodBuilder("wrapSelected").addModifiers(Modifier.PUBLIC)
        .returns(TypeName.BOOLEAN).addParameter(JavaTypes.WIRE_READER, "in")
        .addParameter(TypeName.LONG, "tag")
        .addJavadoc("Wraps the variant {@code tag} selects at {@code in}'s index, as a record"
            + " that selects this\nunion by an earlier field ({@code @Select}) reads it, and"
            + " leaves {@code in} after it;\nfalse if no variant has {@code tag}. For the views"
            + " of such records.\n")
        .addCode(b.build()).build();
  }

  /** In {@code toRecord}: after {@code wrapSelected}, the variant's own record. */
  private static CodeBlock selectedRecord(UnionModel u) {
    CodeBlock.Builder b = CodeBlock.builder().beginControlFlow("if (selected)")
        .beginControlFlow("switch (kind)");
    for (int k = 0; k < u.variants().size(); k++) {
      UnionModel.Variant v = u.variants().get(k);
      if (!v.unknown()) {
        b.add("case $L:\n", k).indent().addStatement("return $L.toRecord()", child(u, v))
            .unindent();
      }
    }
    UnionModel.Variant unknown = u.unknown();
    if (unknown != null) {
      // The catch-all's record, built as decode builds it for a selected union.
      boolean intTag = unknown.unknownShape().get(0).startsWith("int ");
      b.add("case $L:\n", u.variants().indexOf(unknown)).indent()
          .add(UserCalls.decoding(CodeBlock.builder()
                  .addStatement("return new $T($Ltag, $T.copyOfRange(buf, off, end))",
                      JavaTypes.className(unknown.type()), intTag ? "(int) " : "",
                      java.util.Arrays.class).build(),
              CodeBlock.of("buf, off, end"), CodeBlock.of("off"),
              unknown.type().simpleName(),
              "a value " + unknown.type().nestedName() + "'s constructor accepts"))
          .unindent();
    }
    b.add("default:\n").indent().addStatement("break").unindent();
    b.endControlFlow().endControlFlow();
    return b.build();
  }

  /** {@code kindOf<i>(tag)}: the index of the variant of {@code part} that has the tag, or -1. */
  private static MethodSpec kindOf(UnionModel u, List<UnionModel.Variant> part, int i,
      Constants constants) {
    CodeBlock.Builder b = CodeBlock.builder();
    // Tags that fit an int: one switch, as the codec's dispatch; else a test per tag.
    boolean intTags = u.valueBits() <= 31;
    if (intTags) {
      b.beginControlFlow("switch ((int) tag)");
      for (UnionModel.Variant v : part) {
        if (!v.unknown() && !v.isMultiTag()) {
          b.add("case $L:\n", v.tag()).indent()
              .addStatement("return $L", u.variants().indexOf(v)).unindent();
        }
      }
      b.add("default:\n").indent().addStatement("break").unindent();
      b.endControlFlow();
    }
    for (UnionModel.Variant v : part) {
      if (v.unknown() || intTags && !v.isMultiTag()) {
        continue;
      }
      CodeBlock test = v.isMultiTag()
          ? TagSets.condition("tag", v.tags(), false, constants, "VARIANT_TAGS")
          : CodeBlock.of("tag == $L", Literals.number(v.tag(), true));
      b.beginControlFlow("if ($L)", test).addStatement("return $L", u.variants().indexOf(v))
          .endControlFlow();
    }
    b.addStatement("return -1");
    return MethodSpec.methodBuilder("kindOf" + i).addModifiers(Modifier.PRIVATE,
            Modifier.STATIC).returns(TypeName.INT).addParameter(TypeName.LONG, "tag")
        .addCode(b.build()).build();
  }

  /**
   * {@code wrapVariant<i>(kind, in, buf)}: if {@code kind} is a variant of {@code part}, wraps
   * its view at the reader's position and moves the reader past it, as decode reads it.
   */
  private MethodSpec wrapVariant(UnionModel u, List<UnionModel.Variant> part, int i,
      String terminator, Framing framing) {
    CodeBlock.Builder b = CodeBlock.builder();
    b.beginControlFlow("switch (kind)");
    for (UnionModel.Variant v : part) {
      if (v.unknown()) {
        continue;
      }
      int k = u.variants().indexOf(v);
      ClassName child = childView(v);
      String field = child(u, v);
      b.add("case $L: {\n", k).indent();
      b.addStatement("$T v = $L", child, field);
      b.beginControlFlow("if (v == null)")
          .addStatement("v = new $T()", child)
          .addStatement("$L = v", field)
          .endControlFlow();
      b.addStatement("this.variant = $T.class", JavaTypes.className(v.type()));
      boolean fixed = v.model() != null && !v.model().isUnion() && layouts.of(v.model())
          .isFixed();
      if (terminator == null) {
        b.addStatement("in.claim(v.wrapPrefix(buf, in.index(), in.remaining()).size(), $S)", "");
      } else if (fixed) {
        // Read by size (its bytes may hold the terminator), then the terminator.
        b.addStatement("in.claim(v.wrapPrefix(buf, in.index(), in.remaining()).size(), $S)", "");
        b.addStatement("in.expect($L, $S)", terminator, "(terminator)");
      } else {
        b.addStatement("int outer = in.narrowTo($L, $L, $S)", terminator,
            framing.delimiter().max(), "");
        b.addStatement("v.wrap(buf, in.index(), in.remaining())");
        b.addStatement("in.widen(outer, $L.length)", terminator);
      }
      b.addStatement("return");
      b.unindent().add("}\n");
    }
    b.add("default:\n").indent().addStatement("return").unindent();
    b.endControlFlow();
    return MethodSpec.methodBuilder("wrapVariant" + i).addModifiers(Modifier.PRIVATE)
        .addParameter(TypeName.INT, "kind").addParameter(JavaTypes.WIRE_READER, "in")
        .addParameter(byte[].class, "buf").addCode(b.build()).build();
  }
}
