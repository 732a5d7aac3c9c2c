package io.framewright.processor.generation.view;

import static io.framewright.processor.generation.Literals.at;

import com.palantir.javapoet.AnnotationSpec;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.JavaFile;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import io.framewright.processor.generation.ChecksumCode;
import io.framewright.processor.generation.ComponentChecksumCode;
import io.framewright.processor.generation.Constants;
import io.framewright.processor.generation.EnumMappings;
import io.framewright.processor.generation.FixedBodies;
import io.framewright.processor.generation.JavaTypes;
import io.framewright.processor.generation.Locals;
import io.framewright.processor.generation.Rethrow;
import io.framewright.processor.generation.ScalarCode;
import io.framewright.processor.model.FieldExtras;
import io.framewright.processor.model.FieldLayout;
import io.framewright.processor.model.Layout;
import io.framewright.processor.model.WireType;
import io.framewright.processor.plan.Run;
import io.framewright.processor.plan.RunPlanner;
import io.framewright.processor.plan.ViewPlan;
import io.framewright.processor.plan.ViewPlanner;
import io.framewright.runtime.CodecSupport;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import javax.lang.model.element.Modifier;

/**
 * Generates {@code <Name>View}, the zero-copy view of a fixed-size record message (see
 * {@code io.framewright.runtime.MessageView}). It reads the layout as the codec does: the same
 * runs ({@link RunPlanner}), the same scalar reads and checks ({@link FixedBodies},
 * {@link ScalarCode}), so that {@code wrap} rejects exactly what {@code decode} rejects, with the
 * same exception, and a getter reads one component with the code decode reads it with.
 */
public final class ViewGenerator {
  static final ClassName MESSAGE_VIEW = ClassName.get("io.framewright.runtime", "MessageView");

  private static final String[] GETTER_LOCALS = {"buf", "p", "start", "end", "e", "i"};

  private final String generatorName;

  /** @param generatorName written into {@code @Generated}; null for none */
  public ViewGenerator(String generatorName) {
    this.generatorName = generatorName;
  }

  /**
   * The view of {@code layout}: exactly the getters its {@link ViewPlan} lists, which is checked
   * here, so that the names validation judged (FW184) are the names written.
   */
  public JavaFile generate(Layout layout, ViewPlan plan) {
    Map<String, List<MethodSpec>> getters = new LinkedHashMap<>();
    JavaFile file = generate(layout, plan, generatorName, getters);
    Map<String, List<ViewPlan.Method>> written = new LinkedHashMap<>();
    getters.forEach((component, methods) -> written.put(component,
        methods.stream().map(ViewGenerator::described).toList()));
    if (!written.equals(plan.getters())) {
      throw new IllegalStateException("the view of " + layout.type().canonicalName()
          + " has getters " + written + " where its plan has " + plan.getters());
    }
    for (MethodSpec m : file.typeSpec().methodSpecs()) {
      // Another method with a getter's name and parameters: a clash validation (FW184, from
      // the plan) should have refused, so the plan and this generator disagree.
      List<MethodSpec> named = getters.getOrDefault(m.name(), List.of());
      if (named.stream().noneMatch(g -> g == m) && named.stream().anyMatch(
          g -> g.name().equals(m.name()) && g.parameters().size() == m.parameters().size()
              && described(g).parameters().equals(described(m).parameters()))) {
        throw new IllegalStateException("the view of " + layout.type().canonicalName()
            + " writes " + described(m) + " beside the getter its plan names so");
      }
    }
    return file;
  }

  /** {@code m} as a plan lists it: its name and parameter types. */
  private static ViewPlan.Method described(MethodSpec m) {
    return new ViewPlan.Method(m.name(), m.parameters().stream()
        .map(p -> p.type().toString()).toList());
  }


  /** The view of {@code layout}, its getters put in {@code componentGetters} by component. */
  private static JavaFile generate(Layout layout, ViewPlan plan, String generatorName,
      Map<String, List<MethodSpec>> componentGetters) {
    if (!layout.isFixed()) {
      return new VariableViews(layout, plan, generatorName).generate(componentGetters);
    }
    ClassName message = JavaTypes.className(layout.type());
    ClassName codec = JavaTypes.className(layout.type().codec());
    ClassName view = JavaTypes.className(ViewPlanner.viewOf(layout.type()));
    String name = layout.type().simpleName();
    Constants constants = new Constants();
    EnumMappings enums = new EnumMappings(constants);
    enums.rawComponents(layout.message().fields());
    FixedBodies bodies = new FixedBodies(layout.fields(), layout.bitOrder(), enums, constants);
    String[] reserved = reserved(layout);

    TypeSpec.Builder type = shell(view, message, generatorName)
        .addJavadoc("Zero-copy view of {@link $T}, generated by Framewright from its annotations:"
            + "\na reusable flyweight that validates a frame once, on {@code wrap}, as\n"
            + "{@link $T#decode} does, then reads each component in place without allocating.\n"
            + "\n<p>The layout is in the javadoc of {@link $T}. A view reads only the\n"
            + "{@link #FIXED_SIZE} bytes it validated; if they change after a wrap, getters return\n"
            + "what they then say, never reading outside them. Not thread-safe: one per thread.\n",
            message, codec, codec);
    type.addField(FieldSpec.builder(TypeName.INT, "FIXED_SIZE", Modifier.PUBLIC,
            Modifier.STATIC, Modifier.FINAL)
        .addJavadoc("Bytes every {@code $L} takes on the wire.\n", name)
        .initializer("$L", layout.fixedSize()).build());
    type.addField(FieldSpec.builder(byte[].class, "buf", Modifier.PRIVATE)
        .addJavadoc("The wrapped array; null before a wrap and after a failed one.\n").build());
    type.addField(TypeName.INT, "off", Modifier.PRIVATE);
    type.addField(FieldSpec.builder(byte[].class, "own", Modifier.PRIVATE)
        .addJavadoc("The copy of a direct or read-only buffer's bytes, reused.\n").build());
    // Views of nested messages, one per component (re-pointed by wrap or by the indexed getter).
    Map<FieldLayout, String> children = new LinkedHashMap<>();
    Map<FieldLayout, ClassName> cursors = new LinkedHashMap<>();
    for (FieldLayout f : layout.components()) {
      if (f.nested() != null && f.isFixed()) {
        String field = "view" + children.size();
        children.put(f, field);
        ClassName child = JavaTypes.className(ViewPlanner.viewOf(f.nested().type()));
        type.addField(FieldSpec.builder(child, field, Modifier.PRIVATE, Modifier.FINAL)
            .initializer("new $T()", child).build());
        if (f.isArray()) {
          ClassName cursor = view.nestedClass(plan.cursors().get(f.name()));
          type.addType(ViewCursors.type(cursor, child, f.name(), f.elementBits() / 8, null));
          type.addField(ViewCursors.field(cursor, field + "Cursor", field));
          cursors.put(f, cursor);
        }
      }
    }
    if (children.isEmpty()) {
      // A view with no child views is small enough for C2 to scalar-replace when it does not
      // leave its method; one reused stores each new array through G1's write barrier (issue
      // 31, results/issue31-s41: LeHeaderViews 2.6 ns, LeHeaderReusedViews 4.1, by hand 2.7).
      type.addJavadoc("\n<p>On a new array per frame, a view made per frame and used only in its"
          + " method\n({@code new $T().wrap(frame)}) is cheaper than one reused: once C2 has"
          + " inlined\n{@code wrap} and the getters it keeps the view's fields in registers,"
          + " allocating\nnothing and storing no array in a long-lived object.\n", view);
    }

    addWraps(type, view, codec, name, children, nestsMessages(layout));
    type.addMethod(repointAt(children));
    type.addMethod(moveAt(children));
    type.addMethod(wrapIn(view, codec));
    type.addMethod(MethodSpec.methodBuilder("size").addAnnotation(Override.class)
        .addModifiers(Modifier.PUBLIC).returns(TypeName.INT)
        .addStatement("return FIXED_SIZE").build());
    type.addMethod(MethodSpec.methodBuilder("toRecord").addAnnotation(Override.class)
        .addModifiers(Modifier.PUBLIC).returns(message)
        .addCode(VariableViews.wrapped("toRecord"))
        .addCode(Rethrow.decoding(CodeBlock.builder()
            .addStatement("return $T.decodeAt(buf, off, off + FIXED_SIZE, off)", codec).build(),
            null, name))
        .build());
    type.addMethod(MethodSpec.methodBuilder("check")
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
        .addJavadoc("Runs decode's checks on {@code buf[p .. p + FIXED_SIZE)}, which the caller has\n"
            + "checked is in bounds; {@code start} and {@code end} delimit the whole input, for\n"
            + "error offsets. For generated views that nest this one.\n")
        .addParameter(byte[].class, "buf").addParameter(TypeName.INT, "start")
        .addParameter(TypeName.INT, "end").addParameter(TypeName.INT, "p")
        .addCode(checkBody(layout, bodies, constants, reserved)).build());

    ViewGetters getters = new ViewGetters(layout, bodies, enums, reserved, children, cursors);
    for (FieldLayout f : layout.components()) {
      List<MethodSpec> of = getters.of(f);
      componentGetters.put(f.name(), of);
      type.addMethods(of);
    }
    type.addMethods(enums.methods());
    type.addFields(enums.fields());
    type.addFields(constants.fields());
    return JavaFile.builder(layout.type().packageName(), type.build()).indent("    ").build();
  }

  /**
   * The class {@code view} of {@code message}, with what every view has: its superclass and
   * interface, {@code @Generated}, the constructor, {@code isWrapped} and {@code notWrapped}.
   */
  static TypeSpec.Builder shell(ClassName view, ClassName message, String generatorName) {
    TypeSpec.Builder type = TypeSpec.classBuilder(view)
        .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
        // As a codec: its reads call the runtime's internal helpers through CodecSupport.
        .superclass(JavaTypes.CODEC_SUPPORT)
        .avoidClashesWithNestedClasses(CodecSupport.class)
        .addSuperinterface(ParameterizedTypeName.get(MESSAGE_VIEW, message));
    if (generatorName != null) {
      type.addAnnotation(AnnotationSpec.builder(
              ClassName.get("javax.annotation.processing", "Generated"))
          .addMember("value", "$S", generatorName).build());
    }
    type.addMethod(MethodSpec.constructorBuilder().addModifiers(Modifier.PUBLIC)
        .addJavadoc("An unwrapped view: wrap it before reading.\n").build());
    type.addMethod(MethodSpec.methodBuilder("isWrapped").addAnnotation(Override.class)
        .addModifiers(Modifier.PUBLIC).returns(TypeName.BOOLEAN)
        .addStatement("return buf != null").build());
    type.addMethod(notWrapped(view));
    return type;
  }

  /** {@code notWrapped(getter)}: the exception a getter of an unwrapped view throws. */
  private static MethodSpec notWrapped(ClassName view) {
    return MethodSpec.methodBuilder("notWrapped")
        .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
        .returns(IllegalStateException.class).addParameter(String.class, "getter")
        .addStatement("return new $T($S + getter + $S)", IllegalStateException.class,
            view.simpleName() + ".", "(): the view is not wrapped (no wrap yet, or the last one"
                + " failed), so it has no bytes to read")
        .build();
  }

  /**
   * Points the nested messages' views at their bytes, which this message's check has checked
   * (the child's own check is part of it): re-pointed, not wrapped again.
   */
  private static CodeBlock pointChildren(Map<FieldLayout, String> children) {
    CodeBlock.Builder point = CodeBlock.builder();
    children.forEach((f, field) -> {
      // An array's child at its first element: its getters then move it (moveTo)
      if (!f.isArray() || f.count() > 0) {
        point.addStatement("repoint($L, buf, $L)", field, at("off", f.bitOffset() >>> 3));
      }
    });
    return point.build();
  }

  /**
   * {@code moveAt}: {@link io.framewright.runtime.CodecSupport#moveTo}'s work, for a parent's
   * list getter or cursor. The array's compare comes first and is this method's own: not taken
   * while a list is walked (see {@code moveTo}). Children of arrays are left where they are: their
   * getters move them.
   */
  private static MethodSpec moveAt(Map<FieldLayout, String> children) {
    CodeBlock.Builder move = CodeBlock.builder().add(storeBuf());
    children.forEach((f, field) -> {
      if (!f.isArray()) {
        move.addStatement("moveTo($L, buf, $L)", field, at("off", f.bitOffset() >>> 3));
      }
    });
    return MethodSpec.methodBuilder("moveAt").addAnnotation(Override.class)
        .addModifiers(Modifier.PROTECTED)
        .addParameter(byte[].class, "buf").addParameter(TypeName.INT, "off")
        .addCode(move.build())
        .addStatement("this.off = off").build();
  }

  /**
   * {@code repointAt}: {@link io.framewright.runtime.CodecSupport#repoint}'s work, for a parent
   * view whose wrap checked this message.
   */
  private static MethodSpec repointAt(Map<FieldLayout, String> children) {
    return MethodSpec.methodBuilder("repointAt").addAnnotation(Override.class)
        .addModifiers(Modifier.PROTECTED)
        .addParameter(byte[].class, "buf").addParameter(TypeName.INT, "off")
        .addCode(pointChildren(children))
        .addStatement("this.off = off")
        .addCode(storeBuf()).build();
  }

  /**
   * {@code this.buf = buf}, skipped when the view already holds that array. A list's elements
   * share one array, and a receive buffer is wrapped again and again: storing the same reference
   * would still cost G1's post-write barrier, a fence when the view is old and the array is not
   * in its region, about as long as reading a small message's fields (issue 31), where the
   * compare costs a load. Measured on a hand-written flyweight of the 24-byte header (JMH, 2
   * forks): with the view old ({@code -gc true}) and the receive buffer in a region of its own, a
   * wrap and eight reads took 7.2 ns storing always and 4.4 with the compare; with a young view
   * (a benchmark's, which never sees a GC) 3.6 and 4.3: after the compare C2 no longer knows the
   * field holds the array it was given. Servers keep their views, so the compare stays.
   */
  static CodeBlock storeBuf() {
    return CodeBlock.builder()
        .beginControlFlow("if (this.buf != buf)")
        .addStatement("this.buf = buf")
        .endControlFlow().build();
  }

  /**
   * {@code wrapIn(WireReader)}: the message at the reader's index, claimed and checked as the
   * codec's {@code readFrom} reads it (the reader is left after it); how the view of a
   * variable-size message that holds this one as a part (an optional one, say) points it.
   */
  private static MethodSpec wrapIn(ClassName view, ClassName codec) {
    return MethodSpec.methodBuilder("wrapIn").addModifiers(Modifier.PUBLIC).returns(view)
        .addParameter(JavaTypes.WIRE_READER, "in")
        .addJavadoc("Checks the message at {@code in}'s index as the codec's {@code readFrom}"
            + " reads it, and\nleaves {@code in} after it; the view then reads it. For the views"
            + " of messages that hold\nthis one; errors are relative to the reader, as"
            + " {@code readFrom}'s.\n")
        // Unwrapped if the check fails; repointAt stores the array only when it changes.
        .addStatement("int p")
        .beginControlFlow("try")
        .addStatement("p = in.claim(FIXED_SIZE, $T.FIELDS)", codec)
        .addStatement("check(in.buffer(), in.start(), in.end(), p)")
        .nextControlFlow("catch ($T e)", RuntimeException.class)
        .addStatement("this.buf = null")
        .addStatement("throw e")
        .endControlFlow()
        .addStatement("repointAt(in.buffer(), p)")
        .addStatement("return this").build();
  }

  /** The wrap methods: each validates, then points the view (and its children) at the bytes. */
  private static void addWraps(TypeSpec.Builder type, ClassName view, ClassName codec,
      String name, Map<FieldLayout, String> children, boolean nests) {
    if (nests) {
      type.addMethod(decodeError(codec));
    }
    type.addMethod(MethodSpec.methodBuilder("wrap").addAnnotation(Override.class)
        .addModifiers(Modifier.PUBLIC).returns(view).addParameter(byte[].class, "buf")
        .addStatement("return wrap(buf, 0, buf.length)").build());
    CodeBlock point = pointChildren(children);
    // The common case, a whole message in range, takes no more than decode's own checks; a
    // failed wrap leaves the view unreadable (buf null), whatever it held before.
    type.addMethod(MethodSpec.methodBuilder("wrap").addAnnotation(Override.class)
        .addModifiers(Modifier.PUBLIC).returns(view).addParameter(byte[].class, "buf")
        .addParameter(TypeName.INT, "off")
        .addStatement("int len = buf.length - off")
        .beginControlFlow("if (off < 0 || len < FIXED_SIZE)")
        .addComment("out of range, or too short: as decode(buf, off, len) reports it")
        .addStatement("this.buf = null")
        .addStatement("$T.checkFromIndexSize(off, 0, buf.length)", Objects.class)
        .addStatement("return wrap(buf, off, len)")
        .endControlFlow()
        .addCode(checked(name, CodeBlock.builder()
            .addStatement("check(buf, off, off + FIXED_SIZE, off)").build(), point,
            nests ? CodeBlock.of("decodeError(buf, off, FIXED_SIZE, true, e)") : null))
        .addStatement("this.off = off")
        .addCode(storeBuf())
        .addStatement("return this").build());
    type.addMethod(MethodSpec.methodBuilder("wrap").addAnnotation(Override.class)
        .addModifiers(Modifier.PUBLIC).returns(view).addParameter(byte[].class, "buf")
        .addParameter(TypeName.INT, "off").addParameter(TypeName.INT, "len")
        .addCode(ViewGenerator.rangeCheck())
        .addStatement("int end = off + len")
        .addCode(checked(name, CodeBlock.builder()
            .beginControlFlow("if (len < FIXED_SIZE)")
            .addStatement("throw $T.FIELDS.truncated(buf, off, end, off)", codec)
            .endControlFlow()
            .beginControlFlow("if (len > FIXED_SIZE)")
            .addStatement("throw $T.trailing(buf, off, end, off + FIXED_SIZE, $S)",
                JavaTypes.DECODE_EXCEPTION, "")
            .endControlFlow()
            .addStatement("check(buf, off, end, off)").build(), point,
            nests ? CodeBlock.of("decodeError(buf, off, len, true, e)") : null))
        .addStatement("this.off = off")
        .addCode(storeBuf())
        .addStatement("return this").build());
    type.addMethod(MethodSpec.methodBuilder("wrap").addAnnotation(Override.class)
        .addModifiers(Modifier.PUBLIC).returns(view).addParameter(ByteBuffer.class, "buf")
        .beginControlFlow("if (buf.hasArray())")
        .addStatement("return wrap(buf.array(), buf.arrayOffset() + buf.position(),"
            + " buf.remaining())")
        .endControlFlow()
        .addComment("Direct or read-only: copied (into the view's own array when it fits)")
        .addStatement("int n = buf.remaining()")
        .addStatement("byte[] copy = own")
        .beginControlFlow("if (n != FIXED_SIZE)")
        .addStatement("copy = new byte[n]")
        .nextControlFlow("else if (copy == null)")
        .addStatement("copy = new byte[FIXED_SIZE]")
        .addStatement("own = copy")
        .endControlFlow()
        .addStatement("this.buf = null")
        .addStatement("buf.get(buf.position(), copy, 0, n)")
        .addStatement("return wrap(copy, 0, n)").build());
    // A prefix is the first FIXED_SIZE bytes, or all there are (then too short, as decode says).
    type.addMethod(MethodSpec.methodBuilder("wrapPrefix").addAnnotation(Override.class)
        .addModifiers(Modifier.PUBLIC).returns(view).addParameter(byte[].class, "buf")
        .addParameter(TypeName.INT, "off").addParameter(TypeName.INT, "len")
        .addCode(ViewGenerator.rangeCheck())
        .addStatement("return wrap(buf, off, $T.min(len, FIXED_SIZE))", Math.class).build());
    type.addMethod(MethodSpec.methodBuilder("wrapPrefix").addAnnotation(Override.class)
        .addModifiers(Modifier.PUBLIC).returns(view).addParameter(ByteBuffer.class, "buf")
        .addStatement("return wrap(buf.slice(buf.position(), $T.min(buf.remaining(),"
            + " FIXED_SIZE)))", Math.class).build());
  }

  /**
   * A wrap's bounds check of {@code buf[off .. off + len)}: out of range is the caller's error,
   * as for decode ({@code IndexOutOfBoundsException}), and leaves the view unreadable.
   */
  static CodeBlock rangeCheck() {
    return CodeBlock.builder()
        .beginControlFlow("if ((off | len) < 0 || len > buf.length - off)")
        .addStatement("this.buf = null")
        .addStatement("$T.checkFromIndexSize(off, len, buf.length)", Objects.class)
        .endControlFlow().build();
  }

  /**
   * {@code checks} then {@code point} (the children), a {@code DecodeException} put at the
   * message's name after leaving the view unreadable; or, with {@code again}, the exception it
   * gives instead (decode's own, see {@link #decodeError}).
   */
  static CodeBlock checked(String name, CodeBlock checks, CodeBlock point, CodeBlock again) {
    return CodeBlock.builder()
        .beginControlFlow("try")
        .add(checks)
        .add(point)
        .nextControlFlow("catch ($T e)", JavaTypes.DECODE_EXCEPTION)
        .addStatement("this.buf = null")
        .addStatement(again == null ? CodeBlock.of("throw e.inField($S)", name)
            : CodeBlock.of("throw $L", again))
        .endControlFlow()
        .build();
  }

  /** Whether {@code layout} nests messages, whose records' constructors wrap does not run. */
  static boolean nestsMessages(Layout layout) {
    return layout.fields().stream().anyMatch(f -> f.nested() != null);
  }

  /**
   * {@code decodeError(buf, off, len, whole, e)}: the exception decode (a whole message) or the
   * codec's read (a prefix) throws on the bytes this view rejected with {@code e}. A nested
   * record's validating constructor, which wrap does not run, rejects as decode reads it, so
   * decode may meet it before the check that failed here (an END checksum, a later field):
   * docs/reference/robustness.md has a view reject with decode's own exception, and this is it. Only
   * rejected frames pay for it.
   */
  /**
   * Returns the exception that decode of {@code buf[off, off + len)} ({@code whole}) or the
   * codec's read from {@code reader} (a prefix) throws; falls through when they accept.
   */
  static CodeBlock returnDecodeError(ClassName codec, CodeBlock reader) {
    return CodeBlock.builder()
        .beginControlFlow("try")
        .beginControlFlow("if (whole)")
        .addStatement("$T.INSTANCE.decode(buf, off, len)", codec)
        .nextControlFlow("else")
        .addStatement("$T.INSTANCE.read($L)", codec, reader)
        .endControlFlow()
        .nextControlFlow("catch ($T d)", JavaTypes.DECODE_EXCEPTION)
        .addStatement("return d")
        .endControlFlow()
        .build();
  }

  static MethodSpec decodeError(ClassName codec) {
    return MethodSpec.methodBuilder("decodeError")
        .addModifiers(Modifier.PRIVATE, Modifier.STATIC).returns(JavaTypes.DECODE_EXCEPTION)
        .addParameter(byte[].class, "buf").addParameter(TypeName.INT, "off")
        .addParameter(TypeName.INT, "len").addParameter(TypeName.BOOLEAN, "whole")
        .addParameter(JavaTypes.DECODE_EXCEPTION, "e")
        .addCode(returnDecodeError(codec,
            CodeBlock.of("new $T(buf, off, len)", JavaTypes.WIRE_READER)))
        .addComment("Decode accepts what wrap rejected: not expected; wrap's own exception")
        .addStatement("return e")
        .build();
  }

  /** {@code check}: decode's checks in decode's order, nothing allocated for nested messages. */
  private static CodeBlock checkBody(Layout layout, FixedBodies bodies, Constants constants,
      String[] reserved) {
    CodeBlock.Builder b = CodeBlock.builder();
    Locals locals = new Locals(layout, reserved);
    Map<FieldLayout, String> names = new LinkedHashMap<>();
    FieldLayout checksum = layout.checksumField();
    for (FieldLayout f : layout.fields()) {
      // A component's value is read only if reading it checks something: nothing uses it here
      if (f.role() != FieldLayout.Role.COMPONENT || f == checksum || ScalarCode.readChecks(f)
          || f.isArray() || !(f.element() instanceof WireType.Scalar
              || f.element() instanceof WireType.Enum)) {
        names.put(f, locals.claim(f.name()));
      }
    }
    ComponentChecksumCode componentChecksum = ComponentChecksumCode.of(layout);
    if (componentChecksum != null) {
      componentChecksum.verify(b, "p", locals);
    }
    checkRuns(b, bodies, names, locals);
    if (checksum != null) {
      ChecksumCode.verify(b, layout, constants, "p", "p + FIXED_SIZE", names.get(checksum),
          locals);
    }
    return b.build();
  }

  /**
   * Decode's checks of the fields {@code bodies} lays out at {@code p}, in decode's order,
   * nothing allocated: nested messages by their views' static {@code check}, elements only
   * where reading one can fail.
   */
  static void checkRuns(CodeBlock.Builder b, FixedBodies bodies, Map<FieldLayout, String> names,
      Locals locals) {
    for (Run run : bodies.runs()) {
      if (!(run instanceof Run.Block bl)) {
        bodies.readScalars(b, run, locals, names);
        continue;
      }
      FieldLayout f = bl.field();
      int first = f.bitOffset() >>> 3;
      if (f.nested() != null) {
        ClassName child = JavaTypes.className(ViewPlanner.viewOf(f.nested().type()));
        if (!canFail(f.nested())) {
          continue;
        }
        if (!f.isArray()) {
          b.add(Rethrow.decoding(CodeBlock.builder()
              .addStatement("$T.check(buf, start, end, $L)", child, at("p", first)).build(),
              null, f.name()));
        } else {
          int stride = f.elementBits() / 8;
          b.beginControlFlow("for (int i = 0; i < $L; i++)", f.count())
              .add(Rethrow.decoding(CodeBlock.builder()
                  .addStatement("$T.check(buf, start, end, $L + $L * i)", child, at("p", first),
                      stride).build(), "i", f.name()))
              .endControlFlow();
        }
      } else if (f.isArray() && !ScalarCode.isPad(f) && f.constant() == null) {
        if (elementsNeedCheck(f)) {
          int stride = f.elementBits() / 8;
          b.beginControlFlow("for (int i = 0; i < $L; i++)", f.count());
          bodies.readElement(b, f, at("p", first) + " + " + stride + " * i",
              locals.claim(f.name() + "Element"), locals);
          b.endControlFlow();
        }
      } else if (!f.isArray() && f.element() instanceof WireType.Text t) {
        // Decode's checks of fixed text, without the string decode builds.
        b.addStatement("$T.checkFixed(buf, start, end, $L, $L, $L, $S)", JavaTypes.TEXT,
            at("p", first), f.elementBits() / 8, JavaTypes.charset(t), f.name());
      } else {
        // Reserved bytes, magic: exactly decode's code.
        bodies.readBlock(b, f, names.get(f), locals);
      }
    }
  }

  /**
   * Whether decode's checks of the fixed-size message {@code layout} can reject any bytes: an
   * enum, a boolean, reserved bits, a constant, fixed text, a checksum, a custom codec, a
   * condition, a nested message that can. If not, a view nesting it leaves out its per-element
   * check (the JIT would drop the reads, but not their bounds checks).
   */
  static boolean canFail(Layout layout) {
    if (layout.checksumField() != null || ComponentChecksumCode.of(layout) != null) {
      return true;
    }
    for (FieldLayout f : layout.fields()) {
      FieldExtras extras = f.field().extras();
      if (f.role() != FieldLayout.Role.COMPONENT || f.constant() != null || ScalarCode.isPad(f)
          || f.field().isConditional() || extras.using() != null || extras.rawOf() != null
          || extras.delimited() != null || extras.rule() != null) {
        return true;
      }
      if (f.nested() != null) {
        if (f.element() instanceof WireType.Nested n && n.union() || canFail(f.nested())) {
          return true;
        }
      } else if (!(f.element() instanceof WireType.Scalar)
          || f.primitive() == io.framewright.processor.model.Primitive.BOOLEAN) {
        return true;
      }
    }
    return false;
  }

  /** Whether reading an element can fail: enums, booleans (0 or 1) and ruled values can. */
  static boolean elementsNeedCheck(FieldLayout f) {
    return f.element() instanceof WireType.Enum
        || f.primitive() == io.framewright.processor.model.Primitive.BOOLEAN
        || f.field().extras().rule() != null;
  }

  /** Names locals must keep clear of: the parameters, and the views the code names. */
  static String[] reserved(Layout layout) {
    List<String> out = new ArrayList<>(List.of(GETTER_LOCALS));
    out.add(ViewPlanner.viewOf(layout.type()).simpleName());
    for (FieldLayout f : layout.fields()) {
      if (f.nested() != null) {
        out.add(ViewPlanner.viewOf(f.nested().type()).simpleName());
      }
    }
    return out.stream().distinct().toArray(String[]::new);
  }
}
