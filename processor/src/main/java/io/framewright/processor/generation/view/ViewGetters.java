package io.framewright.processor.generation.view;

import static io.framewright.processor.generation.Literals.at;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import io.framewright.processor.generation.EnumMappings;
import io.framewright.processor.generation.FixedBodies;
import io.framewright.processor.generation.JavaTypes;
import io.framewright.processor.generation.Locals;
import io.framewright.processor.model.FieldLayout;
import io.framewright.processor.model.Layout;
import io.framewright.processor.model.WireType;
import io.framewright.processor.plan.Run;
import io.framewright.processor.plan.ViewPlanner;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.BiFunction;
import javax.lang.model.element.Modifier;

/**
 * The getters of a view, one per record component, each reading its component in place with the
 * code decode reads it with: the run it lies in ({@link FixedBodies#readScalars}, one register
 * load for a packed field), an element by index, a nested message as the child view.
 */
final class ViewGetters {
  private final Layout layout;
  private final FixedBodies bodies;
  private final EnumMappings enums;
  private final String[] reserved;
  private final Map<FieldLayout, String> children;
  private final Map<FieldLayout, Run> runOf = new HashMap<>();
  /** The cursor class of each array of nested messages. */
  private final Map<FieldLayout, ClassName> cursors = new HashMap<>();
  /** Declares {@code p}, where the fields' bit offsets count from, and {@code start, end}. */
  private final CodeBlock frame;
  /**
   * What a scalar getter returns, given the component and the local read into: the local, or
   * for a {@code @Flags} component the bits no optional part owns, as decode builds the record.
   */
  private BiFunction<FieldLayout, String, CodeBlock> values = (f, local) ->
      CodeBlock.of("$L", local);

  ViewGetters(Layout layout, FixedBodies bodies, EnumMappings enums, String[] reserved,
      Map<FieldLayout, String> children, Map<FieldLayout, ClassName> cursors) {
    this(layout, bodies, enums, reserved, children, CodeBlock.builder()
        .addStatement("int p = off")
        .addStatement("int start = p")
        .addStatement("int end = p + FIXED_SIZE").build());
    this.cursors.putAll(cursors);
  }

  /**
   * Getters of the fields {@code bodies} lays out, at {@code p} as {@code frame} declares it
   * (with {@code start} and {@code end}, the input for error offsets): for a segment of a
   * variable-size message, the segment's start the view recorded on wrap.
   */
  ViewGetters(Layout layout, FixedBodies bodies, EnumMappings enums, String[] reserved,
      Map<FieldLayout, String> children, CodeBlock frame) {
    this.frame = frame;
    this.layout = layout;
    this.bodies = bodies;
    this.enums = enums;
    this.reserved = reserved;
    this.children = children;
    for (Run run : bodies.runs()) {
      if (run instanceof Run.Direct d) {
        runOf.put(d.field(), run);
      } else if (run instanceof Run.Unit u) {
        u.slots().forEach(f -> runOf.put(f, run));
      } else if (run instanceof Run.Wide w) {
        w.slots().forEach(f -> runOf.put(f, run));
      } else if (run instanceof Run.Block bl) {
        runOf.put(bl.field(), run);
      }
    }
  }

  /** Returns what a scalar getter returns as {@code values} says (see {@link #values}). */
  ViewGetters values(BiFunction<FieldLayout, String, CodeBlock> values) {
    this.values = values;
    return this;
  }

  /** The getter (and for an array its count) of component {@code f}. */
  List<MethodSpec> of(FieldLayout f) {
    String name = f.name();
    if (f.nested() != null && !f.isArray()) {
      ClassName child = JavaTypes.className(ViewPlanner.viewOf(f.nested().type()));
      return List.of(getter(name, child, "The view of {@code $L}, re-pointed by each wrap.\n")
          .addCode(wrapped(name))
          .addStatement("return $L", children.get(f)).build());
    }
    if (f.isArray()) {
      return indexed(f);
    }
    Locals locals = new Locals(layout, reserved);
    CodeBlock.Builder b = CodeBlock.builder();
    String local = locals.claim(name);
    TypeName type;
    if (f.field().extras().rawOf() != null) {
      // Not on the wire: the wire value of the open enum it keeps.
      FieldLayout kept = keptEnum(f);
      bodies.readScalars(b, runOf.get(kept), locals, Map.of(kept, locals.claim(kept.name())));
      local = enums.wireLocal(kept.name());
      type = JavaTypes.of(f.element());
    } else if (f.element() instanceof WireType.Text t) {
      bodies.readBlock(b, f, local, locals);
      MethodSpec get = getter(name, ClassName.get(String.class),
          "{@code $L}, decoded from the bytes on each call (a new String).\n")
          .addCode(guarded(name, b.addStatement("return $L", local).build())).build();
      return List.of(get, fixedTextLength(f, t), fixedTextBytes(f, t), fixedTextByte(f),
          fixedTextEquals(f, t));
    } else {
      bodies.readScalars(b, runOf.get(f), locals, Map.of(f, local));
      type = JavaTypes.of(f.element());
      b.addStatement("return $L", values.apply(f, local));
      return List.of(getter(name, type, f.field().conditions().flags()
              ? "{@code $L}, read in place: the bits no optional part owns, as decode passes"
                  + " them to the record's constructor (the {@code hasX()} getters tell the"
                  + " others).\n"
              : "{@code $L}, read in place.\n")
          .addCode(guarded(name, b.build())).build());
    }
    return List.of(getter(name, type, "{@code $L}, read in place.\n")
        .addCode(guarded(name, b.addStatement("return $L", local).build())).build());
  }

  /**
   * The length of fixed text {@code f}, recomputed from its bytes on each call (the view keeps
   * no per-part state for a fixed-size field): up to its first zero code unit, as decode reads
   * it, which wrap checked.
   */
  private CodeBlock fixedLength(FieldLayout f, WireType.Text t) {
    return CodeBlock.of("$T.fixedLength(buf, $L, $L, $L)", JavaTypes.TEXT,
        at("p", f.bitOffset() >>> 3), f.elementBits() / 8, JavaTypes.charset(t));
  }

  /** {@code nameLength()} of fixed text, as variable text has. */
  private MethodSpec fixedTextLength(FieldLayout f, WireType.Text t) {
    String name = f.name();
    return MethodSpec.methodBuilder(name + "Length").addModifiers(Modifier.PUBLIC)
        .returns(TypeName.INT)
        .addJavadoc("Bytes of the text of {@code $L}, without the zero padding after it.\n",
            name)
        .addCode(guarded(name + "Length", CodeBlock.builder()
            .addStatement("return $L", fixedLength(f, t)).build())).build();
  }

  /** {@code nameBytes(dst, at)} of fixed text: the text's bytes, not the padding. */
  private MethodSpec fixedTextBytes(FieldLayout f, WireType.Text t) {
    String name = f.name();
    return MethodSpec.methodBuilder(name + "Bytes").addModifiers(Modifier.PUBLIC)
        .returns(TypeName.INT).addParameter(byte[].class, "dst").addParameter(TypeName.INT, "at")
        .addJavadoc("Copies the bytes of the text of {@code $L}, without its zero padding, into"
            + " {@code dst} at\n{@code at}; returns how many.\n\n"
            + "@throws IllegalArgumentException if they do not fit there\n", name)
        .addCode(guarded(name + "Bytes", CodeBlock.builder()
            .addStatement("return $T.copyFixed(buf, $L, $L, $L, dst, at, $S)", JavaTypes.TEXT,
                at("p", f.bitOffset() >>> 3), f.elementBits() / 8, JavaTypes.charset(t),
                name + "Bytes")
            .build())).build();
  }

  /**
   * {@code nameByte(i)} of fixed text: one byte of the field read in place, as SBE's flyweights
   * read a fixed-length character array, for a caller that hashes or compares the bytes without
   * copying them ({@code nameBytes}) or decoding them ({@code name}).
   */
  private MethodSpec fixedTextByte(FieldLayout f) {
    String name = f.name();
    int size = f.elementBits() / 8;
    return MethodSpec.methodBuilder(name + "Byte").addModifiers(Modifier.PUBLIC)
        .returns(TypeName.BYTE).addParameter(TypeName.INT, "i")
        .addJavadoc("Byte {@code i} of the $L bytes of {@code $L} on the wire, read in place:"
            + " its text, then the\nzero padding ({@code $LLength()} tells where the text"
            + " ends).\n\n@throws IndexOutOfBoundsException unless {@code 0 <= i < $L}\n",
            size, name, name, size)
        // The index is checked first: a bad one is the caller's error whatever the view holds.
        .addStatement("$T.checkIndex(i, $L)", Objects.class, size)
        .addCode(guarded(name + "Byte", CodeBlock.builder()
            .addStatement("return buf[$L + i]", at("p", f.bitOffset() >>> 3)).build()))
        .build();
  }

  /** {@code nameEquals(s)} of fixed text, comparing without allocating as variable text does. */
  private MethodSpec fixedTextEquals(FieldLayout f, WireType.Text t) {
    String name = f.name();
    String n = new Locals(layout, reserved).claim("length");
    return MethodSpec.methodBuilder(name + "Equals").addModifiers(Modifier.PUBLIC)
        .returns(TypeName.BOOLEAN).addParameter(String.class, "s")
        .addJavadoc("Whether {@code $L} is {@code s} (false for null), compared with the"
            + " bytes: without\nallocating in UTF-8, ISO-8859-1 and US-ASCII.\n", name)
        .addCode(guarded(name + "Equals", CodeBlock.builder()
            // The length first: an unwrapped view throws whatever s is, as variable text's does.
            .addStatement("int $L = $L", n, fixedLength(f, t))
            .addStatement("return s != null && $T.equalsEncoded(buf, $L, $L, s, $L)",
                JavaTypes.TEXT, at("p", f.bitOffset() >>> 3), n, JavaTypes.charset(t))
            .build())).build();
  }

  /** {@code name(int i)} and {@code nameCount()} of an array or list component. */
  private List<MethodSpec> indexed(FieldLayout f) {
    String name = f.name();
    int stride = f.elementBits() / 8;
    String pos = at("p", f.bitOffset() >>> 3) + " + " + stride + " * i";
    MethodSpec count = MethodSpec.methodBuilder(ViewPlanner.countGetter(name))
        .addModifiers(Modifier.PUBLIC).returns(TypeName.INT)
        .addJavadoc("Number of elements of {@code $L}, always $L.\n", name, f.count())
        .addStatement("return $L", f.count()).build();
    // The index is checked first: a bad one is the caller's error whatever the view holds.
    CodeBlock.Builder b = CodeBlock.builder();
    MethodSpec.Builder get;
    if (f.nested() != null) {
      ClassName child = JavaTypes.className(ViewPlanner.viewOf(f.nested().type()));
      get = getter(name, child, "Element {@code i} of {@code $L}: the one child view of this"
          + " view, re-pointed at it.\n")
          .addCode(guarded(name, b.addStatement("$T.checkIndex(i, $L)", Objects.class,
                  f.count())
              .addStatement("return moveTo($L, buf, $L)", children.get(f), pos).build()));
      MethodSpec cursor = ViewCursors.getter(name, cursors.get(f), child,
          children.get(f) + "Cursor", CodeBlock.builder()
              .addStatement("byte[] buf = this.buf")
              .add(wrapped(name)).build(), at("off", f.bitOffset() >>> 3),
          String.valueOf(f.count()));
      return List.of(get.addParameter(TypeName.INT, "i").build(), count, cursor);
    } else {
      Locals locals = new Locals(layout, reserved);
      String local = locals.claim(name);
      b.addStatement("$T.checkIndex(i, $L)", Objects.class, f.count());
      bodies.readElement(b, f, pos, local, locals);
      get = getter(name, JavaTypes.of(f.element()), "Element {@code i} of {@code $L}, read in"
          + " place.\n").addCode(guarded(name, b.addStatement("return $L", local).build()));
    }
    return List.of(get.addParameter(TypeName.INT, "i").build(), count);
  }

  private FieldLayout keptEnum(FieldLayout raw) {
    for (FieldLayout g : layout.fields()) {
      if (g.isComponent() && g.name().equals(raw.target())) {
        return g;
      }
    }
    throw new IllegalStateException("no component " + raw.target());
  }

  private static MethodSpec.Builder getter(String name, TypeName type, String doc) {
    return MethodSpec.methodBuilder(name).addModifiers(Modifier.PUBLIC).returns(type)
        .addJavadoc(doc, name);
  }

  /** Throws unless the view is wrapped. */
  private static CodeBlock wrapped(String name) {
    return CodeBlock.builder()
        .beginControlFlow("if (buf == null)")
        .addStatement("throw notWrapped($S)", name)
        .endControlFlow().build();
  }

  /**
   * {@code body} (which returns) after the locals decode's reading code expects: {@code buf},
   * the message at {@code p}, and the input {@code [start, end)} for error offsets, which is the
   * message itself. An unwrapped view has no array: its first read throws the
   * {@code NullPointerException} turned here into the {@code IllegalStateException} a getter of
   * an unwrapped view throws. Catching it, rather than testing {@code buf} first, leaves the
   * read alone on the hot path (the JIT's implicit null check).
   */
  private CodeBlock guarded(String name, CodeBlock body) {
    return CodeBlock.builder()
        .addStatement("byte[] buf = this.buf")
        .add(frame)
        .beginControlFlow("try")
        .add(body)
        .nextControlFlow("catch ($T e)", NullPointerException.class)
        .addStatement("throw buf == null ? notWrapped($S) : e", name)
        .endControlFlow()
        .build();
  }
}
