package io.framewright.processor.generation.view;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.JavaFile;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import io.framewright.processor.generation.ChecksumCode;
import io.framewright.processor.generation.ComponentChecksumCode;
import io.framewright.processor.generation.Constants;
import io.framewright.processor.generation.EnumMappings;
import io.framewright.processor.generation.FixedBodies;
import io.framewright.processor.generation.JavaTypes;
import io.framewright.processor.generation.Literals;
import io.framewright.processor.generation.Locals;
import io.framewright.processor.generation.PartCode;
import io.framewright.processor.generation.PartReads;
import io.framewright.processor.generation.PathReadCode;
import io.framewright.processor.generation.Rethrow;
import io.framewright.processor.generation.ScalarCode;
import io.framewright.processor.generation.SelectedUnion;
import io.framewright.processor.generation.SizeExpressionCode;
import io.framewright.processor.generation.SpanCode;
import io.framewright.processor.generation.VariableReads;
import io.framewright.processor.model.FieldLayout;
import io.framewright.processor.model.Layout;
import io.framewright.processor.plan.ParentContext;
import io.framewright.processor.plan.Part;
import io.framewright.processor.plan.PartPlanner;
import io.framewright.processor.plan.PathRead;
import io.framewright.processor.plan.VariablePlan;
import java.nio.charset.Charset;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.lang.model.element.Modifier;

/**
 * Generates the view of a variable-size record message of the shapes a view can read in place:
 * fixed segments of scalars, enums and arrays, and between them parts whose size is on the wire
 * before them ({@code @Count} or {@code @Length} with {@code bits}, or held by an earlier
 * component): text, bytes, lists of scalars or fixed-size messages, and unions
 * ({@link UnionParts}). {@code wrap} runs the
 * checks of the codec's decode with the same {@code WireReader} calls (one reader per view,
 * reset by each wrap), in decode's order, and records where each part and segment lies in
 * {@code int} fields; getters read from there. Every other shape is refused (FW181) by
 * {@link #unsupported}, so that no view is generated that could not match decode.
 */
final class VariableViews {
  private final Layout layout;
  private final String generatorName;
  private final VariablePlan plan;
  private final Constants constants = new Constants();
  private final EnumMappings enums = new EnumMappings(constants);
  private final ScalarCode scalars = new ScalarCode(enums);
  /** Decode's reading code, for the conditions of optional parts and the flags' values. */
  private final VariableReads reads;
  private final String[] reserved;
  /** The cursor class of each part that is a list of messages, by part index. */
  private final Map<Integer, ClassName> cursors = new HashMap<>();
  private final Set<String> cursorNames;
  /** The child view of each nested fixed-size message in a segment, by component. */
  private final Map<FieldLayout, String> segmentChildren = new LinkedHashMap<>();

  VariableViews(Layout layout, String generatorName) {
    this.layout = layout;
    this.generatorName = generatorName;
    this.plan = PartPlanner.plan(layout);
    enums.rawComponents(layout.message().fields());
    this.reads = new VariableReads(layout, enums, constants);
    this.reserved = ViewGenerator.reserved(layout);
    this.cursorNames = ViewCursors.takenNames(layout);
  }

  /**
   * Why a view can not read {@code layout} (a variable-size record message), naming the part;
   * null if it can.
   */
  static String unsupported(Layout layout) {
    if (!ParentContext.names(layout.message()).isEmpty()) {
      return "the values of the enclosing message it reads";
    }
    VariablePlan plan = PartPlanner.plan(layout);
    for (Layout.Item item : layout.items()) {
      if (item instanceof Layout.Segment s) {
        for (FieldLayout f : s.fields()) {
          if (f.nested() != null && f.isArray()) {
            return "'" + f.name() + "', an array of messages after which parts vary";
          }
        }
      } else {
        Part part = plan.part(((Layout.Variable) item).field());
        if (UnionParts.holdsUnion(part)) {
          String why = UnionParts.unsupported(part);
          if (why != null) {
            return why;
          }
        } else {
          String refusal = ViewShapes.refusal(part);
          if (refusal != null) {
            return "'" + part.name() + "', " + refusal;
          }
        }
      }
    }
    for (FieldLayout f : layout.components()) {
      if (f.field().extras().rawOf() != null) {
        return "'" + f.name() + "', a raw value";
      }
    }
    return null;
  }

  /**
   * Whether the byte count of text or bytes {@code part} is the component named
   * {@code <part>Length} itself ({@code int payloadLength} with {@code @Length(field =
   * "payloadLength") byte[] payload}, a common pattern): its getter already returns the
   * number, so the view adds no {@code payloadLength()} of its own, and the two do not clash.
   */
  static boolean lengthIsComponent(Part part) {
    return part.extent() == Part.Extent.HELD && part.sizePath() == null
        && part.unit() == Part.Unit.BYTES && !part.isConditional()
        && part.sizeField().name().equals(part.name() + "Length");
  }

  /**
   * The view, its getters put in {@code componentGetters} by the component they read (as
   * {@link ViewGenerator#generate} does for a fixed-size message).
   */
  JavaFile generate(Map<String, List<MethodSpec>> componentGetters) {
    ClassName message = JavaTypes.className(layout.type());
    ClassName codec = JavaTypes.className(layout.type().codec());
    ClassName view = JavaTypes.className(ViewGenerator.viewOf(layout.type()));
    String name = layout.type().simpleName();
    TypeSpec.Builder type = ViewGenerator.shell(view, message, generatorName)
        .addJavadoc("Zero-copy view of {@link $T}, generated by Framewright from its annotations:"
            + "\na reusable flyweight that validates a frame once, on {@code wrap}, as\n"
            + "{@link $T#decode} does, records where its variable parts lie, then reads each\n"
            + "component in place without allocating (text as a {@code String} on request).\n"
            + "\n<p>The layout is in the javadoc of {@link $T}. A view reads only the bytes it\n"
            + "validated; if they change after a wrap, getters return what they then say, never\n"
            + "reading outside them. Not thread-safe: one per thread.\n", message, codec, codec);
    type.addField(FieldSpec.builder(byte[].class, "buf", Modifier.PRIVATE)
        .addJavadoc("The wrapped array; null before a wrap and after a failed one.\n").build());
    type.addField(FieldSpec.builder(TypeName.INT, "off", Modifier.PRIVATE)
        .addJavadoc("Where the message starts.\n").build());
    type.addField(FieldSpec.builder(TypeName.INT, "end", Modifier.PRIVATE)
        .addJavadoc("Where the message ends.\n").build());
    type.addField(FieldSpec.builder(byte[].class, "own", Modifier.PRIVATE)
        .addJavadoc("The copy of a direct or read-only buffer's bytes, reused while it fits.\n")
        .build());
    type.addField(FieldSpec.builder(JavaTypes.WIRE_READER, "in", Modifier.PRIVATE,
            Modifier.FINAL)
        .addJavadoc("The reader of every wrap, as decode reads: reset, never made again.\n")
        .initializer("new $T(new byte[0])", JavaTypes.WIRE_READER).build());

    // Where each segment after the first and each part lie, recorded by wrap.
    Map<FieldLayout, Integer> partIndex = new LinkedHashMap<>();
    List<Layout.Segment> segments = new ArrayList<>();
    for (Layout.Item item : layout.items()) {
      if (item instanceof Layout.Segment s) {
        FieldSpec.Builder spans = FieldSpec.builder(JavaTypes.FIELD_SPANS,
            constants.reserve(VariableReads.segmentConstant(segments.size())), Modifier.PRIVATE,
            Modifier.STATIC, Modifier.FINAL).initializer(SpanCode.spans(Layout.spans(s)));
        type.addField(spans.build());
        if (!atStart(segments.size())) {
          type.addField(TypeName.INT, segmentField(segments.size()), Modifier.PRIVATE);
        }
        segments.add(s);
        // A nested fixed-size message in a segment: one child view, re-pointed by wrap.
        for (FieldLayout f : s.fields()) {
          if (f.nested() != null && f.isComponent()) {
            String field = "segmentView" + segmentChildren.size();
            segmentChildren.put(f, field);
            ClassName child = JavaTypes.className(ViewGenerator.viewOf(f.nested().type()));
            type.addField(FieldSpec.builder(child, field, Modifier.PRIVATE, Modifier.FINAL)
                .initializer("new $T()", child).build());
          }
        }
      } else {
        FieldLayout f = ((Layout.Variable) item).field();
        int k = partIndex.size();
        partIndex.put(f, k);
        Part part = plan.part(f);
        if (part.isConditional()) {
          OptionalViewParts.addFields(type, "part" + k, part);
        }
        if (UnionParts.holdsUnion(part)) {
          addPlace(type, k, f);
          type.addField(UnionParts.field(part, child(k)));
        } else {
          if (part.content() != Part.Content.MESSAGE) {
            addPlace(type, k, f);
          }
          if (part.content() == Part.Content.MESSAGES) {
            MessageListViews.addFields(type, "part" + k, f.name());
            ClassName cursor = view.nestedClass(ViewCursors.className(f.name(), cursorNames));
            type.addType(ViewCursors.listType(cursor, JavaTypes.className(
                ViewGenerator.viewOf(part.elements().nested().type())), view, f.name()));
            type.addField(ViewCursors.listField(cursor, cursor(k)));
            cursors.put(k, cursor);
          }
          if (part.content() == Part.Content.CUSTOM) {
            CustomViewParts.addFields(type, "part" + k, f.name());
          }
          if (part.elements().nested() != null) {
            ClassName child = JavaTypes.className(ViewGenerator.viewOf(
                part.elements().nested().type()));
            type.addField(FieldSpec.builder(child, child(k), Modifier.PRIVATE, Modifier.FINAL)
                .initializer("new $T()", child).build());
          }
          if (part.content() == Part.Content.STRIDED && part.elements().nested() != null) {
            ClassName child = JavaTypes.className(ViewGenerator.viewOf(
                part.elements().nested().type()));
            ClassName cursor = view.nestedClass(ViewCursors.className(f.name(), cursorNames));
            type.addType(ViewCursors.type(cursor, child, f.name(), part.elements().stride()));
            type.addField(ViewCursors.field(cursor, cursor(k), child(k)));
            cursors.put(k, cursor);
          }
        }
        if (part.content() == Part.Content.TEXT) {
          type.addField(FieldSpec.builder(Charset.class, charset(k), Modifier.PRIVATE,
                  Modifier.STATIC, Modifier.FINAL)
              .initializer(JavaTypes.charset(part.elements().text())).build());
        }
      }
    }

    addWraps(type, view, name, ViewGenerator.nestsMessages(layout)
        ? JavaTypes.className(layout.type().codec()) : null);
    NestedViewParts.addWrapIn(type, view);
    if (partIndex.keySet().stream().anyMatch(f -> UnionParts.holdsUnion(plan.part(f)))) {
      type.addMethod(UnionParts.rejected(layout, view));
    }
    type.addMethod(ScanWraps.scan(false));
    type.addMethod(scanFrom(partIndex));
    type.addMethod(MethodSpec.methodBuilder("size").addAnnotation(Override.class)
        .addModifiers(Modifier.PUBLIC).returns(TypeName.INT)
        .addJavadoc("Bytes the wrapped message takes.\n")
        .beginControlFlow("if (buf == null)")
        .addStatement("throw notWrapped($S)", "size")
        .endControlFlow()
        .addStatement("return end - off").build());
    // The record as decode builds it: the codec reads the bytes wrap validated and no other
    // (they are the caller's and may have changed: a length that now reaches past the message
    // is a DecodeException, not a read of the bytes after it), so that a constructor's
    // rejection is reported as decode reports it.
    type.addMethod(MethodSpec.methodBuilder("toRecord").addAnnotation(Override.class)
        .addModifiers(Modifier.PUBLIC).returns(message)
        .addStatement("byte[] buf = this.buf")
        .beginControlFlow("if (buf == null)")
        .addStatement("throw notWrapped($S)", "toRecord")
        .endControlFlow()
        .addStatement("return $T.INSTANCE.read(in.reset(buf, off, end - off))", codec)
        .build());

    for (int i = 0; i < segments.size(); i++) {
      Layout.Segment s = segments.get(i);
      FixedBodies bodies = new FixedBodies(s.fields(), layout.bitOrder(), enums, constants);
      CodeBlock frame = CodeBlock.builder()
          .addStatement("int p = $L", atStart(i) ? "off" : segmentField(i))
          .addStatement("int start = off")
          .addStatement("int end = this.end").build();
      ViewGetters getters = new ViewGetters(layout, bodies, enums, reserved, segmentChildren,
          frame)
          .values((f, local) -> f.field().conditions().flags() ? reads.flagsValue(f, local)
              : CodeBlock.of("$L", local));
      for (FieldLayout f : s.fields()) {
        if (f.isComponent()) {
          List<MethodSpec> of = getters.of(f);
          componentGetters.put(f.name(), of);
          type.addMethods(of);
        }
      }
    }
    partIndex.forEach((f, k) -> {
      List<MethodSpec> of = getters(plan.part(f), k);
      componentGetters.put(f.name(), of);
      type.addMethods(of);
    });
    type.addMethods(enums.methods());
    type.addFields(enums.fields());
    type.addFields(constants.fields());
    return JavaFile.builder(layout.type().packageName(), type.build()).indent("    ").build();
  }

  /**
   * Whether segment {@code i} starts the message (else wrap records where it lies): not when a
   * part comes first, as a union with no size before it may.
   */
  private boolean atStart(int i) {
    return i == 0 && layout.items().get(0) instanceof Layout.Segment;
  }

  /** The fields recording where part {@code k} ({@code f}) lies and its elements or bytes. */
  private static void addPlace(TypeSpec.Builder type, int k, FieldLayout f) {
    type.addField(FieldSpec.builder(TypeName.INT, at(k), Modifier.PRIVATE)
        .addJavadoc("Where {@code $L} starts.\n", f.name()).build());
    type.addField(FieldSpec.builder(TypeName.INT, size(k), Modifier.PRIVATE)
        .addJavadoc("Elements or bytes of {@code $L}.\n", f.name()).build());
  }

  private static String segmentField(int i) {
    return "segment" + i;
  }

  private static String at(int k) {
    return "part" + k + "At";
  }

  private static String size(int k) {
    return "part" + k + "Size";
  }

  private static String child(int k) {
    return "part" + k + "View";
  }

  private static String cursor(int k) {
    return "part" + k + "Cursor";
  }

  private static String charset(int k) {
    return "PART_" + k + "_CHARSET";
  }

  /** The wrap methods: each validates with {@code scan}, then records the message's bounds. */
  private static void addWraps(TypeSpec.Builder type, ClassName view, String name,
      ClassName nestingCodec) {
    if (nestingCodec != null) {
      type.addMethod(ViewGenerator.decodeError(nestingCodec));
    }
    ScanWraps.add(type, view, MethodSpec.methodBuilder("wrapAt")
        .addModifiers(Modifier.PRIVATE).returns(view).addParameter(byte[].class, "buf")
        .addParameter(TypeName.INT, "off").addParameter(TypeName.INT, "len")
        .addParameter(TypeName.BOOLEAN, "whole")
        .addStatement("int stop")
        .addCode(ViewGenerator.checked(name, CodeBlock.builder()
            .addStatement("stop = scan(buf, off, len, whole)").build(), CodeBlock.of(""),
            nestingCodec == null ? null : CodeBlock.of("decodeError(buf, off, len, whole, e)")))
        .addStatement("this.off = off")
        .addStatement("this.end = stop")
        .addStatement("this.buf = buf")
        .addStatement("return this").build());
  }

  /**
   * {@code scanFrom}: decode's reads, in decode's order and with its calls on the reader, each
   * value only checked; records where segments and parts lie and returns where the message
   * ends (the reader is left there).
   */
  private MethodSpec scanFrom(Map<FieldLayout, Integer> partIndex) {
    CodeBlock.Builder b = CodeBlock.builder();
    List<String> taken = new ArrayList<>(List.of(reserved));
    taken.addAll(List.of("in", "off", "len", "whole", "n", "outer", "from", "bound"));
    Locals locals = new Locals(layout, taken.toArray(String[]::new));
    Map<FieldLayout, String> names = new LinkedHashMap<>();
    for (FieldLayout f : layout.fields()) {
      names.put(f, locals.claim(f.name()));
    }
    b.addStatement("byte[] buf = in.buffer()");
    if (partIndex.keySet().stream().anyMatch(f -> UnionParts.holdsUnion(plan.part(f)))) {
      // Where decode's readFrom would start, should a union part need its exception.
      b.addStatement("int from = in.index()");
      b.addStatement("int bound = in.end()");
    }
    NestedViewParts.open(b, layout, constants);
    b.addStatement("int start = in.start()");
    b.addStatement("int end = in.end()");
    // Checksums verified where decode verifies them (VariableReads.readFrom), from the same
    // indexes: a component checksum before the first read, a message checksum after the last.
    String from = locals.claim("from");
    b.addStatement("int $L = in.index()", from);
    FieldLayout checksum = layout.checksumField();
    String first = checksum == null ? null : locals.claim("first");
    if (first != null) {
      b.addStatement("int $L = in.index()", first);
    }
    b.addStatement("int p");
    ComponentChecksumCode componentChecksum = ComponentChecksumCode.of(layout);
    if (componentChecksum != null) {
      componentChecksum.verify(b, from, locals);
    }
    int segment = 0;
    for (Layout.Item item : layout.items()) {
      if (item instanceof Layout.Segment s) {
        b.add("// segment $L: $L byte(s)\n", segment, s.sizeBytes());
        b.addStatement("p = in.claim($L, $L)", s.sizeBytes(),
            VariableReads.segmentConstant(segment));
        if (!atStart(segment)) {
          b.addStatement("this.$L = p", segmentField(segment));
        }
        segment++;
        ViewGenerator.checkRuns(b, new FixedBodies(s.fields(), layout.bitOrder(), enums,
            constants), names, locals);
        // Checked with the segment: the nested messages' views re-pointed, not wrapped again.
        for (FieldLayout f : s.fields()) {
          if (segmentChildren.containsKey(f)) {
            b.addStatement("repoint($L, buf, $L)", segmentChildren.get(f),
                Literals.at("p", f.bitOffset() >>> 3));
          }
        }
        continue;
      }
      FieldLayout f = ((Layout.Variable) item).field();
      Part part = plan.part(f);
      int k = partIndex.get(f);
      b.add("// $L\n", part.name());
      if (UnionParts.holdsUnion(part)) {
        UnionParts.scan(b, part, child(k), at(k), size(k),
            part.extent() == Part.Extent.HELD && part.sizePath() != null
                ? pathLocal(b, part.sizePath(), locals) : names.get(part.sizeField()),
            part.content() == Part.Content.SELECTED
                ? new SelectedUnion(part, constants).wireValue(CodeBlock.of("$L",
                    part.selectorPath() == null ? names.get(part.selector())
                        : pathLocal(b, part.selectorPath(), locals)), enums)
                : null, locals);
        continue;
      }
      if (part.isConditional()) {
        // Decode's test of the condition and checks of the value; where it lies recorded.
        OptionalViewParts.scan(b, part, "part" + k, names, locals, reads,
            (c, size, value) -> scanPresent(c, part, k, size, value, locals));
        continue;
      }
      if (part.content() == Part.Content.MESSAGE) {
        String size = sizeOf(b, part, names, locals);
        NestedViewParts.scan(b, part, child(k), slice(part, size, locals), locals);
      } else if (part.content() == Part.Content.CUSTOM) {
        // Into decode's local: a later part's size, count or condition may be it.
        CustomViewParts.scan(b, part, "part" + k, at(k), constants, locals, scalars,
            CustomViewParts.sized(part) ? names.get(part.sizeField()) : null,
            names.get(part.field()));
      } else if (part.content() == Part.Content.MESSAGES) {
        String n = locals.claim(part.name() + "N");
        String size = part.extent() == Part.Extent.TERMINATED
            ? PartCode.terminator(constants, part) : sizeOf(b, part, names, locals);
        MessageListViews.scan(b, part, "part" + k, child(k), n, CodeBlock.of("$L", size),
            locals);
        b.addStatement("this.$L = $L", size(k), n);
      } else if (part.content() == Part.Content.VARINT) {
        // Decode's read, into decode's local (a later part's size may be it); the getter
        // reads it again from where it starts.
        b.addStatement("this.$L = in.index()", at(k));
        new PartReads(part, constants, locals, scalars, CodeBlock.of(""))
            .varint(b, names.get(part.field()));
      } else {
        scanPart(b, part, k, sizeOf(b, part, names, locals), locals);
      }
    }
    if (checksum != null) {
      String last = locals.claim("last");
      b.addStatement("int $L = in.index()", last);
      ChecksumCode.verify(b, layout, constants, first, last, names.get(checksum), locals);
    }
    NestedViewParts.close(b, layout, constants);
    b.addStatement("return in.index()");
    return MethodSpec.methodBuilder("scanFrom").addModifiers(Modifier.PRIVATE)
        .returns(TypeName.INT).addParameter(JavaTypes.WIRE_READER, "in")
        .addCode(b.build()).build();
  }

  /**
   * The checks of optional part {@code k} found present, its size in local {@code size} (when it
   * has one), as for a part always on the wire.
   */
  private void scanPresent(CodeBlock.Builder b, Part part, int k, String size, String value,
      Locals locals) {
    if (part.content() == Part.Content.MESSAGE) {
      NestedViewParts.scan(b, part, child(k), slice(part, size, locals), locals);
    } else if (part.content() == Part.Content.CUSTOM) {
      String read = locals.claim(part.name() + "Value");
      CustomViewParts.scan(b, part, "part" + k, at(k), constants, locals, scalars, size, read);
      // Into decode's local (declared absent): for its check of a value sent that stands for
      // absent, and for a later part whose size, count or condition it is.
      b.addStatement("$L = $L", value, read);
    } else {
      scanPart(b, part, k, size, locals);
    }
  }

  /**
   * The local holding the size of part (always on the wire) before it is read, as decode has
   * it: a varint read first, an expression computed from earlier components, or the prefix's
   * or holder's local; null for a part that has none (REST, OWN, TERMINATED, FIXED).
   */
  private String sizeOf(CodeBlock.Builder b, Part part, Map<FieldLayout, String> names,
      Locals locals) {
    return switch (part.extent()) {
      case VARINT_PREFIX -> VariableReads.varintPrefix(b, part, locals);
      case EXPRESSION -> SizeExpressionCode.declareRead(b, part, names, locals);
      case HELD -> part.sizePath() == null ? names.get(part.sizeField())
          : pathLocal(b, part.sizePath(), locals);
      case PREFIX -> names.get(part.sizeField());
      case FIXED -> Integer.toString(part.fixed());
      case REST, TERMINATED, OWN -> null;
    };
  }

  /**
   * Declares a local holding the value at the end of {@code path} (a size held in an earlier
   * nested message, {@code header.qdCount}), read through the child view of its first step,
   * which wrap has checked and pointed by now; returns its name.
   */
  private String pathLocal(CodeBlock.Builder b, PathRead path, Locals locals) {
    String local = locals.claim(path.localName());
    b.addStatement("$T $L = $L", JavaTypes.ofField(path.leaf().field()), local,
        PathReadCode.from(path, "this." + segmentChildren.get(path.first())));
    return local;
  }

  /**
   * For a nested message in a slice of bytes, decode's narrowing of the reader to it (the end
   * to restore), given the local holding its size; null for one read as far as its layout goes.
   */
  private CodeBlock slice(Part part, String size, Locals locals) {
    return !NestedViewParts.sliced(part) ? null
        : new PartReads(part, constants, locals, scalars, CodeBlock.of(""))
            .narrow(size, Long.toString(part.max()), part.name());
  }

  /** One part's checks, as {@code PartReads} reads it, and where it lies. */
  private void scanPart(CodeBlock.Builder b, Part part, int k, String size, Locals locals) {
    String path = part.name();
    String n = locals.claim(path + "N");
    String q = locals.claim(path + "At");
    CodeBlock sized = part.extent() == Part.Extent.REST ? PartCode.rest(part)
        : CodeBlock.of("$L", size);
    String outer = null;
    if (part.content() == Part.Content.STRIDED) {
      int stride = part.elements().stride();
      if (part.unit() == Part.Unit.ELEMENTS) {
        b.addStatement("int $L = in.count($L, $L, $L, $S)", n, size, part.max(), stride, path);
      } else {
        outer = locals.claim(path + "Outer");
        ViewShapes.sliceCount(b, part, outer, n, sized);
      }
      if (stride == 1) {
        b.addStatement("int $L = in.claim($L, $S)", q, n, path);
      } else {
        b.addStatement("int $L = in.claim($L * $L, $S)", q, n, stride, path);
      }
      String pos = q + (stride == 1 ? " + i" : " + " + stride + " * i");
      if (part.elements().nested() != null) {
        ClassName child = JavaTypes.className(ViewGenerator.viewOf(
            part.elements().nested().type()));
        if (!ViewGenerator.canFail(part.elements().nestedLayout())) {
          b.add("// Elements of $L any bytes are: nothing to check\n",
              part.elements().nested().type().simpleName());
        } else {
          b.beginControlFlow("for (int i = 0; i < $L; i++)", n)
            .add(Rethrow.decoding(CodeBlock.builder()
                .addStatement("$T.check(buf, start, end, $L)", child, pos).build(), "i", path))
            .endControlFlow();
        }
      } else {
        // Each element read as decode reads it, for the checks it makes (enums, booleans,
        // ranges); a read that checks nothing is left for the JIT to drop.
        b.beginControlFlow("for (int i = 0; i < $L; i++)", n);
        scalars.readDirectAt(b, part.field(), pos,
            ScalarCode.Target.local(locals.claim(path + "Element")), true,
            CodeBlock.of("$S + i + $S", path + "[", "]"), locals);
        b.endControlFlow();
      }
      if (outer != null) {
        b.addStatement("in.widen($L, 0)", outer);
      }
    } else if (part.extent() == Part.Extent.TERMINATED) {
      // As in.readTextTo / readBytesTo: up to the terminator (at most max bytes before it),
      // the text checked over the bytes before it, then past the terminator.
      String term = PartCode.terminator(constants, part);
      outer = locals.claim(path + "Outer");
      b.addStatement("int $L = in.index()", q);
      b.addStatement("int $L = in.narrowTo($L, $L, $S)", outer, term, part.max(), path);
      b.addStatement("int $L = in.end() - $L", n, q);
      if (part.content() == Part.Content.TEXT) {
        b.addStatement("$T.check(buf, start, in.end(), $L, $L, $L, $S)", JavaTypes.TEXT, q, n,
            charset(k), path);
      }
      b.addStatement("in.widen($L, $L.length)", outer, term);
    } else {
      b.addStatement("int $L = in.length($L, $L, $S)", n, sized, part.max(), path);
      b.addStatement("int $L = in.claim($L, $S)", q, n, path);
      if (part.content() == Part.Content.TEXT) {
        b.addStatement("$T.check(buf, start, end, $L, $L, $L, $S)", JavaTypes.TEXT, q, n,
            charset(k), path);
      }
    }
    b.addStatement("this.$L = $L", at(k), q);
    b.addStatement("this.$L = $L", size(k), n);
  }

  /**
   * What a getter of part {@code k} starts with: {@code buf} declared, and an
   * {@code IllegalStateException} unless the view is wrapped and the part is on the wire.
   */
  private static CodeBlock guard(Part part, int k, String getter) {
    return part.isConditional()
        ? OptionalViewParts.guard(part, "part" + k, wrapped(getter), getter)
        : wrapped(getter);
  }

  /**
   * The getter of a {@code @Varint} value: decode's read again, by the view's reader over the
   * message from where wrap found the varint (which wrap checked: minimal, within its bytes).
   */
  private MethodSpec varintGetter(Part part, int k) {
    List<String> taken = new ArrayList<>(List.of(reserved));
    taken.add("in");
    Locals locals = new Locals(layout, taken.toArray(String[]::new));
    String value = locals.claim(part.name());
    CodeBlock.Builder b = CodeBlock.builder().add(guard(part, k, part.name()))
        .addStatement("$T in = this.in.reset(buf, $L, this.end - $L)", JavaTypes.WIRE_READER,
            at(k), at(k));
    new PartReads(part, constants, locals, scalars, CodeBlock.of("")).varint(b, value);
    return MethodSpec.methodBuilder(part.name()).addModifiers(Modifier.PUBLIC)
        .returns(JavaTypes.of(part.field().element()))
        .addJavadoc("{@code $L}, read from its varint's bytes on each call.\n", part.name())
        .addCode(b.build())
        .addStatement("return $L", value).build();
  }

  /** The getters of part {@code k}. */
  private List<MethodSpec> getters(Part part, int k) {
    String name = part.name();
    List<MethodSpec> out = new ArrayList<>();
    if (part.isConditional()) {
      out.add(OptionalViewParts.has(part, "part" + k, wrapped(
          OptionalViewParts.hasGetter(name))));
      if (part.content() == Part.Content.SCALAR) {
        out.add(OptionalViewParts.scalarGetter(part, "part" + k, wrapped(name), scalars,
            new Locals(layout, reserved)));
        return out;
      }
    }
    if (UnionParts.holdsUnion(part)) {
      return List.of(UnionParts.getter(part, child(k)));
    }
    if (part.content() == Part.Content.MESSAGE) {
      out.add(NestedViewParts.getter(part, child(k), guard(part, k, name)));
      return out;
    }
    if (part.content() == Part.Content.CUSTOM) {
      // The getter declares its reader 'in': a component of that name gets another local.
      List<String> taken = new ArrayList<>(List.of(reserved));
      taken.add("in");
      out.add(CustomViewParts.getter(part, "part" + k, at(k), guard(part, k, name), constants,
          new Locals(layout, taken.toArray(String[]::new)), scalars));
      return out;
    }
    if (part.content() == Part.Content.VARINT) {
      out.add(varintGetter(part, k));
      return out;
    }
    if (part.content() == Part.Content.MESSAGES) {
      out.add(count(name, k, guard(part, k, name)));
      out.add(MessageListViews.getter(part, "part" + k, size(k), child(k),
          guard(part, k, name)));
      out.add(ViewCursors.listGetter(name, cursors.get(k), JavaTypes.className(
              ViewGenerator.viewOf(part.elements().nested().type())), cursor(k),
          guard(part, k, name), size(k)));
      return out;
    }
    if (part.content() == Part.Content.STRIDED) {
      out.add(count(name, k, guard(part, k, name)));
      int stride = part.elements().stride();
      String pos = at(k) + " + " + stride + " * i";
      MethodSpec.Builder get = MethodSpec.methodBuilder(name).addModifiers(Modifier.PUBLIC)
          .addParameter(TypeName.INT, "i")
          .addCode(guard(part, k, name))
          .beginControlFlow("if (i < 0 || i >= $L)", size(k))
          .addStatement("throw new $T($S + i + $S + $L + $S)", IllegalArgumentException.class,
              name + "(", "): no such element, the message holds ", size(k), " (from 0)")
          .endControlFlow();
      if (part.elements().nested() != null) {
        ClassName child = JavaTypes.className(ViewGenerator.viewOf(
            part.elements().nested().type()));
        out.add(get.returns(child)
            .addJavadoc("Element {@code i} of {@code $L}: the one child view of this view,"
                + " re-pointed at it.\n\n@throws IllegalArgumentException unless"
                + " {@code 0 <= i < $LCount()}\n", name, name)
            .addStatement("return repoint($L, buf, $L)", child(k), pos).build());
        out.add(ViewCursors.getter(name, cursors.get(k), child, cursor(k), guard(part, k, name),
            at(k), size(k)));
      } else {
        Locals locals = new Locals(layout, reserved);
        String local = locals.claim(name);
        CodeBlock.Builder b = CodeBlock.builder()
            .addStatement("int start = off")
            .addStatement("int end = this.end");
        scalars.readDirectAt(b, part.field(), pos, ScalarCode.Target.local(local), true,
            CodeBlock.of("$S + i + $S", name + "[", "]"), locals);
        out.add(get.returns(JavaTypes.of(part.field().element()))
            .addJavadoc("Element {@code i} of {@code $L}, read in place.\n\n"
                + "@throws IllegalArgumentException unless {@code 0 <= i < $LCount()}\n",
                name, name)
            .addCode(b.build()).addStatement("return $L", local).build());
      }
      return out;
    }
    boolean text = part.content() == Part.Content.TEXT;
    if (!lengthIsComponent(part)) {
      out.add(MethodSpec.methodBuilder(name + "Length").addModifiers(Modifier.PUBLIC)
          .returns(TypeName.INT)
          .addJavadoc("Bytes of {@code $L} on the wire.\n", name)
          .addCode(guard(part, k, name + "Length"))
          .addStatement("return $L", size(k)).build());
    }
    out.add(MethodSpec.methodBuilder(name + "Bytes").addModifiers(Modifier.PUBLIC)
        .returns(TypeName.INT).addParameter(byte[].class, "dst").addParameter(TypeName.INT, "at")
        .addJavadoc("Copies the bytes of {@code $L} into {@code dst} at {@code at}; returns how"
            + " many.\n\n@throws IllegalArgumentException if they do not fit there\n", name)
        .addCode(guard(part, k, name + "Bytes"))
        .beginControlFlow("if (at < 0 || at > dst.length || dst.length - at < $L)", size(k))
        .addStatement("throw new $T($S + $L + $S + (dst.length - at) + $S)",
            IllegalArgumentException.class, name + "Bytes: ", size(k), " byte(s) do not fit in ",
            " from the given index")
        .endControlFlow()
        .addStatement("$T.arraycopy(buf, $L, dst, at, $L)", System.class, at(k), size(k))
        .addStatement("return $L", size(k)).build());
    if (text) {
      out.add(MethodSpec.methodBuilder(name).addModifiers(Modifier.PUBLIC)
          .returns(String.class)
          .addJavadoc("{@code $L}, decoded from the bytes on each call (a new String).\n", name)
          .addCode(guard(part, k, name))
          .addStatement("return $T.decode(buf, off, end, $L, $L, $L, $S)", JavaTypes.TEXT, at(k),
              size(k), charset(k), name).build());
      out.add(MethodSpec.methodBuilder(name + "Equals").addModifiers(Modifier.PUBLIC)
          .returns(TypeName.BOOLEAN).addParameter(String.class, "s")
          .addJavadoc("Whether {@code $L} is {@code s} (false for null), compared with the"
              + " bytes: without\nallocating in UTF-8, ISO-8859-1 and US-ASCII.\n", name)
          .addCode(guard(part, k, name + "Equals"))
          .addStatement("return s != null && $T.equalsEncoded(buf, $L, $L, s, $L)",
              JavaTypes.TEXT, at(k), size(k), charset(k)).build());
    } else {
      out.add(MethodSpec.methodBuilder(name).addModifiers(Modifier.PUBLIC)
          .returns(byte[].class)
          .addJavadoc("{@code $L}, copied into a new array on each call.\n", name)
          .addCode(guard(part, k, name))
          .addStatement("return $T.copyOfRange(buf, $L, $L + $L)", java.util.Arrays.class,
              at(k), at(k), size(k)).build());
      out.add(MethodSpec.methodBuilder(name + "Equals").addModifiers(Modifier.PUBLIC)
          .returns(TypeName.BOOLEAN).addParameter(byte[].class, "other")
          .addJavadoc("Whether {@code $L} holds the bytes of {@code other} (false for null).\n",
              name)
          .addCode(guard(part, k, name + "Equals"))
          .addStatement("return other != null && $T.equals(buf, $L, $L + $L, other, 0,"
              + " other.length)", java.util.Arrays.class, at(k), at(k), size(k)).build());
    }
    return out;
  }

  /** {@code xCount()} of list part {@code k}, starting with {@code guard}. */
  private static MethodSpec count(String name, int k, CodeBlock guard) {
    return MethodSpec.methodBuilder(ViewGenerator.countGetter(name))
        .addModifiers(Modifier.PUBLIC).returns(TypeName.INT)
        .addJavadoc("Number of elements of {@code $L} in the wrapped message.\n", name)
        .addCode(guard)
        .addStatement("return $L", size(k)).build();
  }

  /**
   * The end of a reader a getter re-reads part of the message with, given the field holding the
   * end of the reader wrap read that part with: never past the message's end, so that bytes
   * changed after the wrap can not make a getter read the bytes after the message (wrap's
   * reader may have gone on to the end of the array).
   */
  static CodeBlock readableEnd(String bound) {
    return CodeBlock.of("$T.min(this.$L, this.end)", Math.class, bound);
  }

  /** Declares {@code buf} from the field, throwing unless the view is wrapped. */
  static CodeBlock wrapped(String getter) {
    return CodeBlock.builder()
        .addStatement("byte[] buf = this.buf")
        .beginControlFlow("if (buf == null)")
        .addStatement("throw notWrapped($S)", getter)
        .endControlFlow().build();
  }
}
