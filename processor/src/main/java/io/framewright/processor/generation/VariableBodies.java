package io.framewright.processor.generation;

import static io.framewright.processor.generation.Literals.at;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.TypeName;
import io.framewright.processor.model.Conditions;
import io.framewright.processor.model.FieldLayout;
import io.framewright.processor.model.FieldModel;
import io.framewright.processor.model.Framing;
import io.framewright.processor.model.Layout;
import io.framewright.processor.model.Primitive;
import io.framewright.processor.model.SizeSpec;
import io.framewright.processor.model.WireType;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * Writes {@code readFrom}, {@code writeTo} and {@code sizeOf} of a message with variable parts:
 * each fixed segment as straight-line code at constant offsets after one bounds check, each
 * variable component (text, byte arrays, counted arrays and lists, variable nested messages)
 * with its size checked against the input before anything is allocated.
 */
final class VariableBodies {
  private final Layout layout;
  private final EnumMappings enums;
  private final Constants constants;

  VariableBodies(Layout layout, EnumMappings enums, Constants constants) {
    this.layout = layout;
    this.enums = enums;
    this.constants = constants;
  }

  /** Bytes after the last component (an END checksum) that "the rest" must leave alone. */
  private int trailerBytes() {
    Framing.ChecksumSpec c = layout.message().framing().checksum();
    return c != null && c.atEnd() ? c.bits() / 8 : 0;
  }

  /** "Every byte left", less the trailer. */
  private String rest() {
    return trailerBytes() == 0 ? "in.remaining()" : "in.remaining() - " + trailerBytes();
  }

  private FixedBodies fixed(List<FieldLayout> fields) {
    return new FixedBodies(fields, layout.bitOrder(), enums, constants);
  }

  /** Name of the {@code FieldSpans} constant of segment {@code index}. */
  static String segmentConstant(int index) {
    return "SEGMENT_" + index;
  }

  // ---------------------------------------------------------------- decode

  /** The body of {@code readFrom(WireReader in)}: one message at the reader's position. */
  CodeBlock readFrom() {
    return read(false);
  }

  /**
   * The body of {@code decode(byte[] buf, int off, int len)}: exactly one message. The same code
   * as {@link #readFrom()}, with the reader made here: when the reader is made and used in one
   * method, escape analysis removes it even where {@code readFrom} is too large to be inlined,
   * so a decode allocates only the message.
   */
  CodeBlock readWhole() {
    return read(true);
  }

  private CodeBlock read(boolean whole) {
    CodeBlock.Builder b = CodeBlock.builder();
    Locals locals = new Locals(layout, "in", "buf", "start", "end", "p", "e", "i", "n", "off", "len");
    Map<FieldLayout, String> names = new LinkedHashMap<>();
    for (FieldLayout f : layout.fields()) {
      names.put(f, locals.claim(f.name()));
    }
    if (whole) {
      b.addStatement("$T in = new $T(buf, off, len)", JavaTypes.WIRE_READER,
          JavaTypes.WIRE_READER);
      b.addStatement("int start = off");
      b.addStatement("int end = off + len");
    } else {
      b.addStatement("byte[] buf = in.buffer()");
      b.addStatement("int start = in.start()");
      b.addStatement("int end = in.end()");
    }
    // Where the message starts: a constructor that rejects it is reported there.
    String from = whole ? "start" : locals.claim("from");
    if (!whole) {
      b.addStatement("int $L = in.index()", from);
    }
    FieldLayout checksum = ChecksumCode.field(layout);
    String first = checksum == null ? null : locals.claim("first");
    if (first != null) {
      b.addStatement("int $L = in.index()", first);
    }
    b.addStatement("int p");
    int segment = 0;
    for (Layout.Item item : layout.items()) {
      if (item instanceof Layout.Segment s) {
        b.add("// segment $L: $L byte(s)\n", segment, s.sizeBytes());
        b.addStatement("p = in.claim($L, $L)", s.sizeBytes(), segmentConstant(segment++));
        fixed(s.fields()).decode(b, locals, names);
      } else {
        FieldLayout f = ((Layout.Variable) item).field();
        b.add("// $L\n", f.name());
        if (f.field().isConditional()) {
          readConditional(b, f, names, locals);
        } else {
          readVariable(b, f, names.get(f), sizeExpression(f, names), locals);
        }
      }
    }
    if (checksum != null) {
      String last = locals.claim("last");
      b.addStatement("int $L = in.index()", last);
      ChecksumCode.verify(b, layout, constants, first, last, names.get(checksum), locals);
    }
    if (whole) {
      b.addStatement("in.expectEnd($S)", "");
    }
    String args = layout.components().stream().map(f -> componentValue(f, names))
        .collect(Collectors.joining(", "));
    b.add(UserCalls.construct(layout.type(), CodeBlock.of("$L", args), UserCalls.INPUT,
        CodeBlock.of("$L", from), ""));
    return b.build();
  }

  /** A flags component gets the bits no field owns; every other component its local. */
  private String componentValue(FieldLayout f, Map<FieldLayout, String> names) {
    String name = names.get(f);
    if (!f.field().conditions().flags()) {
      return name;
    }
    long owned = ownedBits(f);
    boolean isLong = f.primitive() == Primitive.LONG;
    long unowned = ~owned & widthMask(f);
    if (unowned == 0) {
      return f.primitive() == Primitive.INT || isLong ? (isLong ? "0L" : "0")
          : "(" + f.primitive().javaName() + ") 0";
    }
    String masked = name + " & " + Literals.hex(unowned, isLong);
    TypeName type = JavaTypes.primitive(f.primitive());
    return Literals.convert("(" + masked + ")", isLong ? TypeName.LONG : TypeName.INT, type);
  }

  private static long widthMask(FieldLayout f) {
    return f.elementBits() >= 64 ? -1L : (1L << f.elementBits()) - 1;
  }

  /** Bits of flags field {@code flags} that some component's presence owns. */
  private long ownedBits(FieldLayout flags) {
    long owned = 0;
    for (FieldLayout f : layout.fields()) {
      for (Conditions.Presence p : f.field().conditions().presence()) {
        if (flagsFieldOf(f, p) == flags) {
          owned |= p.flag();
        }
      }
    }
    return owned;
  }

  /** The flags field a presence alternative of {@code f} refers to. */
  private FieldLayout flagsFieldOf(FieldLayout f, Conditions.Presence p) {
    FieldLayout found = null;
    for (FieldLayout candidate : layout.fields()) {
      if (candidate == f) {
        break;
      }
      if (candidate.isComponent() && candidate.field().conditions().flags()
          && (p.field().isEmpty() || candidate.name().equals(p.field()))) {
        found = candidate;
      }
    }
    return found;
  }

  /** The component named {@code name}. */
  private FieldLayout component(String name) {
    for (FieldLayout f : layout.fields()) {
      if (f.isComponent() && f.name().equals(name)) {
        return f;
      }
    }
    throw new IllegalStateException("no component " + name);
  }

  /** One presence alternative (or the plain component) as a value at byte 0. */
  private static FieldLayout alternative(FieldLayout f, Conditions.Presence p) {
    int bits = p == null || p.bits() == 0 ? f.elementBits() : p.bits();
    boolean signed = p == null || p.bits() == 0 ? f.signed() : p.signed();
    return new FieldLayout(f.field(), FieldLayout.Role.COMPONENT, null, 0, bits, 0, signed,
        f.order(), f.element(), f.nested(), null, null);
  }

  private static boolean isScalar(FieldLayout f) {
    return !f.field().isSequence() && f.field().extras().using() == null
        && (f.element() instanceof WireType.Scalar || f.element() instanceof WireType.Enum);
  }

  private String absentLiteral(FieldLayout f) {
    Long absent = f.field().conditions().whenAbsent();
    if (absent == null) {
      return "null";
    }
    Primitive p = f.primitive();
    return switch (p) {
      case BOOLEAN -> absent != 0 ? "true" : "false";
      case LONG -> absent + "L";
      case FLOAT -> absent + "f";
      case DOUBLE -> absent + ".0";
      case INT -> Long.toString(absent);
      default -> "(" + p.javaName() + ") " + absent;
    };
  }

  /**
   * Why an absent value of a {@code @When} component can not be encoded while its condition
   * holds: "stands for absent (@WhenAbsent(0)), but kind is 1, which puts x on the wire; ...".
   */
  private static String absentButPresent(String name, Conditions c) {
    Conditions.When w = c.when();
    String what = c.whenAbsent() == null ? "stands for absent"
        : "stands for absent (@WhenAbsent(" + c.whenAbsent() + "))";
    String read = w.mask() == -1 ? w.field()
        : w.field() + " & " + Literals.hex(w.mask(), false);
    List<Long> values = w.equal().isEmpty() ? w.notEqual() : w.equal();
    // A large value set is named by its first values: the message is for a person.
    String list = values.stream().limit(8).map(String::valueOf)
        .collect(Collectors.joining(", ")) + (values.size() > 8 ? ", ..." : "");
    String holds = w.equal().isEmpty()
        ? (values.size() == 1 ? read + " is not " + list : read + " is none of " + list)
        : (values.size() == 1 ? read + " is " + list : read + " is one of " + list);
    return what + ", but " + holds + ", which puts " + name + " on the wire; give " + name
        + " a value" + (c.whenAbsent() == null ? "" : " other than " + c.whenAbsent())
        + ", or change " + w.field();
  }

  /**
   * Java condition, over {@code field} (a decoded local or an accessor call), under which the
   * {@code @When} component {@code f} is present.
   */
  private String whenCondition(FieldLayout f, Conditions.When w, String field) {
    FieldLayout target = component(w.field());
    boolean isLong = target.primitive() == Primitive.LONG;
    List<Long> values = w.equal().isEmpty() ? w.notEqual() : w.equal();
    String read = w.mask() == -1 ? field
        : "(" + field + " & " + Literals.hex(w.mask(), isLong) + ")";
    return ValueSets.condition(read, values, isLong, w.equal().isEmpty(), constants,
        "VALUES_" + f.name());
  }

  private void readConditional(CodeBlock.Builder b, FieldLayout f,
      Map<FieldLayout, String> names, Locals locals) {
    String name = names.get(f);
    Conditions c = f.field().conditions();
    b.addStatement("$T $L = $L", JavaTypes.ofField(f.field()), name, absentLiteral(f));
    if (c.when() != null) {
      b.beginControlFlow("if ($L)", whenCondition(f, c.when(),
          names.get(component(c.when().field()))));
      readPresent(b, f, alternative(f, null), name, names, locals);
      if (c.whenAbsent() != null) {
        b.beginControlFlow("if ($L == $L)", name, absentLiteral(f))
            .addStatement("throw $T.invalid(buf, start, end, in.index(), 0, $S, $S, $S)",
                JavaTypes.DECODE_EXCEPTION, f.name(), "a value other than " + c.whenAbsent()
                    + ", which stands for absent", c.whenAbsent() + " sent present")
            .endControlFlow();
      }
      b.endControlFlow();
      return;
    }
    List<Conditions.Presence> alts = c.presence();
    FieldLayout flags = flagsFieldOf(f, alts.get(0));
    String flagsLocal = names.get(flags);
    boolean isLong = flags.primitive() == Primitive.LONG;
    // Where the field starts, for errors about its value.
    String at = locals.claim(name + "Start");
    b.addStatement("int $L = in.index()", at);
    if (alts.size() > 1) {
      long all = 0;
      for (Conditions.Presence p : alts) {
        all |= p.flag();
      }
      b.beginControlFlow("if ($T.bitCount($L & $L) > 1)", isLong ? Long.class : Integer.class,
              flagsLocal, Literals.hex(all, isLong))
          .addStatement("throw $T.invalid(buf, start, end, in.index(), 0, $S, $S, $S)",
              JavaTypes.DECODE_EXCEPTION, f.name(),
              "one of flags " + alts.stream().map(p -> Literals.hex(p.flag(), false))
                  .collect(Collectors.joining(", ")), "more than one set")
          .endControlFlow();
    }
    for (int i = 0; i < alts.size(); i++) {
      Conditions.Presence p = alts.get(i);
      String test = "(" + flagsLocal + " & " + Literals.hex(p.flag(), isLong) + ") != 0";
      if (i == 0) {
        b.beginControlFlow("if ($L)", test);
      } else {
        b.nextControlFlow("else if ($L)", test);
      }
      readPresent(b, f, alternative(f, p), name, names, locals);
      if (i > 0 && isScalar(f)) {
        // The encoder picks the first alternative that holds the value: a value sent wider
        // than that would not re-encode to the same bytes.
        List<String> narrower = new java.util.ArrayList<>();
        for (int j = 0; j < i; j++) {
          narrower.add(fits(alternative(f, alts.get(j)), name));
        }
        b.beginControlFlow("if ($L)", String.join(" || ", narrower))
            .addStatement("throw $T.invalid(buf, start, end, $L, 0, $S, $S, $S + $L)",
                JavaTypes.DECODE_EXCEPTION, at, f.name(), "the narrowest width that holds the value",
                "a wider one for ", name)
            .endControlFlow();
      }
    }
    b.endControlFlow();
    rejectAbsentValue(b, f, name, names, at);
  }

  /**
   * A primitive that is present with its {@code @WhenAbsent} value would be left off when
   * encoded again: not a frame this codec reads.
   */
  private void rejectAbsentValue(CodeBlock.Builder b, FieldLayout f, String name,
      Map<FieldLayout, String> names, String at) {
    Conditions c = f.field().conditions();
    if (c.whenAbsent() == null || c.when() != null) {
      return;
    }
    StringBuilder present = new StringBuilder();
    for (Conditions.Presence p : c.presence()) {
      FieldLayout flags = flagsFieldOf(f, p);
      boolean isLong = flags.primitive() == Primitive.LONG;
      present.append(present.length() == 0 ? "" : " || ").append("(")
          .append(names.get(flags)).append(" & ").append(Literals.hex(p.flag(), isLong))
          .append(") != 0");
    }
    b.beginControlFlow("if (($L) && $L == $L)", present, name, absentLiteral(f))
        .addStatement("throw $T.invalid(buf, start, end, $L, 0, $S, $S, $S)",
            JavaTypes.DECODE_EXCEPTION, at, f.name(), "a value other than "
                + c.whenAbsent() + ", which stands for absent", c.whenAbsent() + " sent present")
        .endControlFlow();
  }

  /** Reads a conditional component known to be present, assigning {@code name}. */
  private void readPresent(CodeBlock.Builder b, FieldLayout f, FieldLayout alt, String name,
      Map<FieldLayout, String> names, Locals locals) {
    if (isScalar(f)) {
      String q = locals.claim(name + "At");
      b.addStatement("int $L = in.claim($L, $S)", q, alt.elementBits() / 8, f.name());
      fixed(List.of()).readDirectAt(b, alt, q, name, false,
          CodeBlock.of("$S", f.name()), locals);
      return;
    }
    String size = sizeExpression(f, names);
    if (f.prefix() != null) {
      size = locals.claim(f.prefix().name());
      String q = locals.claim(name + "SizeAt");
      b.addStatement("int $L = in.claim($L, $S)", q, f.prefix().elementBits() / 8, f.name());
      fixed(List.of()).readDirectAt(b, f.prefix(), q, size,
          true, CodeBlock.of("$S", f.name()), locals);
    }
    String temp = locals.claim(name + "Value");
    readVariable(b, f, temp, size, locals);
    b.addStatement("$L = $L", name, temp);
  }

  /** The local holding the size read for {@code f} (its prefix, or the field it names). */
  private String sizeExpression(FieldLayout f, Map<FieldLayout, String> names) {
    SizeSpec spec = sizeSpec(f);
    if (spec != null && spec.isField()) {
      return names.get(component(spec.field()));
    }
    if (spec != null && spec.isFixed()) {
      return Integer.toString(spec.fixed());
    }
    return f.prefix() == null ? null : names.get(f.prefix());
  }

  private static SizeSpec sizeSpec(FieldLayout f) {
    return f.field().count() != null ? f.field().count() : f.field().length();
  }

  /** The largest size a size field can hold: its width, or its widest alternative's. */
  private long capacity(FieldLayout sizeField) {
    long cap = 0;
    List<Conditions.Presence> alts = sizeField.field().conditions().presence();
    if (alts.isEmpty()) {
      return sizeField.isRangeChecked() ? sizeField.maxValue()
          : sizeField.primitive() == Primitive.LONG ? Long.MAX_VALUE : Integer.MAX_VALUE;
    }
    for (Conditions.Presence p : alts) {
      FieldLayout alt = alternative(sizeField, p);
      cap = Math.max(cap, alt.isRangeChecked() ? alt.maxValue()
          : alt.primitive() == Primitive.LONG ? Long.MAX_VALUE : Integer.MAX_VALUE);
    }
    return cap;
  }

  private void readVariable(CodeBlock.Builder b, FieldLayout f, String name, String size,
      Locals locals) {
    FieldModel m = f.field();
    WireType element = f.element();
    SizeSpec spec = m.count() != null ? m.count() : m.length();
    String path = f.name();
    String max = spec == null ? null : Long.toString(spec.isField()
        ? Math.min(spec.max(), capacity(component(spec.field()))) : spec.effectiveMax());
    Framing.Delimiter delimiter = m.extras().delimited();
    if (m.extras().using() != null) {
      readUsing(b, f, name, size, spec, max, locals);
      return;
    }
    if (delimiter != null) {
      readDelimited(b, f, name, delimiter, locals);
      return;
    }
    if (element instanceof WireType.Text t) {
      if (spec.isFixed()) {
        // Optional fixed text: zero-padded, as when it is always on the wire.
        String q = locals.claim(name + "At");
        b.addStatement("int $L = in.claim($L, $S)", q, spec.fixed(), path);
        b.addStatement("$T $L = $T.decodeFixed(buf, start, end, $L, $L, $L, $S)", String.class,
            name, JavaTypes.TEXT, q, spec.fixed(), JavaTypes.charset(t), path);
      } else if (spec.isRemaining()) {
        b.addStatement("$T $L = in.readText($L, $L, $L, $S)", String.class, name, rest(), max,
            JavaTypes.charset(t), path);
      } else {
        b.addStatement("$T $L = in.readText($L, $L, $L, $S)", String.class, name, size, max,
            JavaTypes.charset(t), path);
      }
      return;
    }
    if (element instanceof WireType.Nested n && !m.isSequence()) {
      ClassName codec = JavaTypes.className(n.type().codec());
      b.addStatement("$T $L", JavaTypes.of(element), name);
      b.beginControlFlow("try");
      b.addStatement("in.enter($S)", f.name());
      if (spec == null) {
        b.addStatement("$L = $T.readFrom(in)", name, codec);
      } else {
        String outer = locals.claim(name + "Outer");
        b.addStatement("int $L = $L", outer, narrowOf(spec, size, max, path));
        b.addStatement("$L = $T.readFrom(in)", name, codec);
        b.addStatement("in.expectEnd($S)", "");
        b.addStatement("in.widen($L, 0)", outer);
      }
      b.addStatement("in.exit()");
      b.nextControlFlow("catch ($T e)", JavaTypes.DECODE_EXCEPTION)
          .addStatement("throw e.inField($S)", path)
          .endControlFlow();
      return;
    }
    // Arrays and lists.
    boolean list = ((WireType.Array) m.type()).list();
    boolean bytes = isByteArray(f);
    int stride = elementBytes(f);
    // @Remaining(max) of a list counts elements, as @Count(max) does: the rest of the input is
    // taken whole, and the elements in it are counted.
    String elementMax = spec.isRemaining() && !bytes && spec.max() != Integer.MAX_VALUE
        ? max : null;
    if (elementMax != null) {
      max = Integer.toString(Integer.MAX_VALUE);
    }
    if (bytes && (spec.isRemaining() || spec.isPrefix() || spec.isField() || spec.isFixed())) {
      if (spec.isRemaining()) {
        b.addStatement("byte[] $L = in.readBytes($L, $L, $S)", name, rest(), max, path);
      } else {
        b.addStatement("byte[] $L = in.readBytes($L, $L, $S)", name, size, max, path);
      }
      return;
    }
    String outer = null;
    String count = stride > 0 || spec.annotation().equals("Count") ? locals.claim(name + "N")
        : null;
    if (spec.annotation().equals("Count")) {
      if (spec.isFixed()) {
        b.addStatement("int $L = $L", count, spec.fixed());
      } else {
        b.addStatement("int $L = in.count($L, $L, $L, $S)", count, size, max,
            stride > 0 ? stride : minSize(f), path);
      }
    } else {
      // A byte length (or the rest of the input) holds the elements.
      outer = locals.claim(name + "Outer");
      b.addStatement("int $L = $L", outer, narrowOf(spec, size, max, path));
      if (stride > 0) {
        b.beginControlFlow("if (in.remaining() % $L != 0)", stride)
            .addStatement("throw $T.invalid(buf, start, end, in.index(), 0, $S, $S,"
                    + " in.remaining() + $S)", JavaTypes.DECODE_EXCEPTION, path,
                "a whole number of " + stride + "-byte elements", " byte(s)")
            .endControlFlow();
        if (elementMax == null) {
          b.addStatement("int $L = in.remaining() / $L", count, stride);
        } else {
          b.addStatement("int $L = in.count(in.remaining() / $L, $L, $L, $S)", count, stride,
              elementMax, stride, path);
        }
      }
    }
    TypeName elementType = JavaTypes.of(element);
    TypeName stored = list ? JavaTypes.boxed(elementType) : elementType;
    String array = list ? locals.claim(name + "Array") : name;
    if (stride > 0) {
      // Fixed-size elements: one bounds check for all of them, then constant strides.
      String q = locals.claim(name + "At");
      b.addStatement("int $L = in.claim($L * $L, $S)", q, count, stride, path);
      b.addStatement("$T[] $L = new $T[$L]", stored, array, stored, count);
      b.beginControlFlow("for (int i = 0; i < $L; i++)", count);
      String pos = q + (stride == 1 ? " + i" : " + " + stride + " * i");
      if (f.nested() != null) {
        ClassName codec = JavaTypes.className(f.nested().type().codec());
        b.beginControlFlow("try")
            .addStatement("$L[i] = $T.decodeAt(buf, start, end, $L)", array, codec, pos)
            .nextControlFlow("catch ($T e)", JavaTypes.DECODE_EXCEPTION)
            .addStatement("throw e.inElement(i).inField($S)", path)
            .endControlFlow();
      } else {
        fixed(List.of()).readDirectAt(b, f, pos,
            array + "[i]", false, CodeBlock.of("$S + i + $S", path + "[", "]"), locals);
      }
      b.endControlFlow();
    } else if (spec.annotation().equals("Count")) {
      ClassName codec = JavaTypes.className(((WireType.Nested) element).type().codec());
      b.addStatement("$T[] $L = new $T[$L]", stored, array, stored, count);
      b.beginControlFlow("for (int i = 0; i < $L; i++)", count);
      b.beginControlFlow("try")
          .addStatement("in.enterElement(i)")
          .addStatement("$L[i] = $T.readFrom(in)", array, codec)
          .addStatement("in.exit()")
          .nextControlFlow("catch ($T e)", JavaTypes.DECODE_EXCEPTION)
          .addStatement("throw e.inElement(i).inField($S)", path)
          .endControlFlow();
      b.endControlFlow();
    }
    if (stride <= 0 && !spec.annotation().equals("Count")) {
      // Variable-size elements until the slice ends.
      String growing = locals.claim(name + "List");
      ClassName codec = JavaTypes.className(((WireType.Nested) element).type().codec());
      b.addStatement("$T<$T> $L = new $T<>()", JavaTypes.LIST, stored, growing,
          JavaTypes.ARRAY_LIST);
      b.beginControlFlow("while (in.remaining() > 0)");
      if (elementMax != null) {
        b.beginControlFlow("if ($L.size() == $L)", growing, elementMax)
            .addStatement("throw $T.invalid(buf, start, end, in.index(), 0, $S, $S, $S)",
                JavaTypes.DECODE_EXCEPTION, path, "at most " + elementMax + " element(s)",
                "more")
            .endControlFlow();
      }
      b.beginControlFlow("try")
          .addStatement("in.enterElement($L.size())", growing)
          .addStatement("$L.add($T.readFrom(in))", growing, codec)
          .addStatement("in.exit()")
          .nextControlFlow("catch ($T e)", JavaTypes.DECODE_EXCEPTION)
          .addStatement("throw e.inElement($L.size()).inField($S)", growing, path)
          .endControlFlow();
      b.endControlFlow();
      if (outer != null) {
        b.addStatement("in.widen($L, 0)", outer);
      }
      if (list) {
        b.addStatement("$T $L = $T.unmodifiableList($L)", JavaTypes.of(m.type()), name,
            JavaTypes.COLLECTIONS, growing);
      } else {
        b.addStatement("$T[] $L = $L.toArray(new $T[0])", stored, name, growing, stored);
      }
      return;
    }
    if (outer != null) {
      b.addStatement("in.widen($L, 0)", outer);
    }
    if (list) {
      b.addStatement("$T $L = $T.unmodifiableList($T.asList($L))", JavaTypes.of(m.type()), name,
          JavaTypes.COLLECTIONS, JavaTypes.ARRAYS, array);
    }
  }

  private String terminatorOf(FieldLayout f) {
    return constants.bytes(f.name().toUpperCase(java.util.Locale.ROOT) + "_TERMINATOR",
        f.field().extras().delimited().bytes());
  }

  /** {@code PiesNumber.writeLong}: the {@code @Using} method an error names. */
  private static String usingCall(FieldModel m, String operation) {
    return m.extras().using().nestedName() + "." + m.extras().usingMethod(operation);
  }

  /** A component with its own codec: read from the input, a slice of it, or up to a terminator. */
  private void readUsing(CodeBlock.Builder b, FieldLayout f, String name, String size,
      SizeSpec spec, String max, Locals locals) {
    FieldModel m = f.field();
    String codec = constants.instance(m.extras().using());
    String at = locals.claim(name + "At");
    b.addStatement("$T $L", JavaTypes.ofField(m), name);
    b.addStatement("int $L = in.index()", at);
    CodeBlock.Builder body = CodeBlock.builder();
    body.addStatement("in.enter($S)", f.name());
    Framing.Delimiter delimiter = m.extras().delimited();
    if (delimiter == null && spec == null) {
      body.addStatement("$L = $L.$L(in)", name, codec, m.extras().usingMethod("read"));
    } else {
      String outer = locals.claim(name + "Outer");
      if (delimiter != null) {
        body.addStatement("int $L = in.narrowTo($L, $L, $S)", outer, terminatorOf(f),
            delimiter.max(), "");
      } else {
        body.addStatement("int $L = $L", outer, narrowOf(spec, size, max, ""));
      }
      body.addStatement("$L = $L.$L(in)", name, codec, m.extras().usingMethod("read"));
      body.addStatement("in.expectEnd($S)", "");
      body.addStatement("in.widen($L, $L)", outer,
          delimiter != null ? terminatorOf(f) + ".length" : "0");
    }
    body.addStatement("in.exit()");
    b.add(UserCalls.decodingComponent(body.build(), UserCalls.INPUT, CodeBlock.of("$L", at),
        f.name(), "a value " + m.extras().using().nestedName() + " can read"));
  }

  /** Text or bytes up to a terminator, or a list of messages until the terminator. */
  private void readDelimited(CodeBlock.Builder b, FieldLayout f, String name,
      Framing.Delimiter delimiter, Locals locals) {
    FieldModel m = f.field();
    String terminator = terminatorOf(f);
    String path = f.name();
    if (f.element() instanceof WireType.Text t) {
      b.addStatement("$T $L = in.readTextTo($L, $L, $L, $S)", String.class, name, terminator,
          delimiter.max(), JavaTypes.charset(t), path);
      return;
    }
    if (!((WireType.Array) m.type()).list() && f.primitive() == Primitive.BYTE) {
      b.addStatement("byte[] $L = in.readBytesTo($L, $L, $S)", name, terminator, delimiter.max(),
          path);
      return;
    }
    ClassName codec = JavaTypes.className(((WireType.Nested) f.element()).type().codec());
    TypeName elementType = JavaTypes.of(f.element());
    String growing = locals.claim(name + "List");
    b.addStatement("$T<$T> $L = new $T<>()", JavaTypes.LIST, elementType, growing,
        JavaTypes.ARRAY_LIST);
    b.beginControlFlow("while (!in.startsWith($L))", terminator);
    b.beginControlFlow("if ($L.size() == $L)", growing, delimiter.max())
        .addStatement("throw $T.invalid(buf, start, end, in.index(), 0, $S, $S, $S)",
            JavaTypes.DECODE_EXCEPTION, path, "the terminator after at most " + delimiter.max()
                + " element(s)", "another element")
        .endControlFlow();
    b.beginControlFlow("try")
        .addStatement("in.enterElement($L.size())", growing)
        .addStatement("$L.add($T.readFrom(in))", growing, codec)
        .addStatement("in.exit()")
        .nextControlFlow("catch ($T e)", JavaTypes.DECODE_EXCEPTION)
        .addStatement("throw e.inElement($L.size()).inField($S)", growing, path)
        .endControlFlow();
    b.endControlFlow();
    b.addStatement("in.expect($L, $S)", terminator, path);
    b.addStatement("$T $L = $T.unmodifiableList($L)", JavaTypes.of(m.type()), name,
        JavaTypes.COLLECTIONS, growing);
  }

  /** A {@code byte[]} of 8-bit elements: read and written as bytes, its sizes are bytes. */
  private static boolean isByteArray(FieldLayout f) {
    return f.field().type() instanceof WireType.Array a && !a.list()
        && f.primitive() == Primitive.BYTE && f.elementBits() == 8;
  }

  /** Narrows {@code in} to the part's bytes; the statement's value is the end to restore. */
  private CodeBlock narrowOf(SizeSpec spec, String size, String max, String path) {
    return spec.isRemaining()
        ? CodeBlock.of("in.narrow($L, $L, $S)", rest(), max, path)
        : CodeBlock.of("in.narrow($L, $L, $S)", size, max, path);
  }

  /** Bytes of one element when fixed, else 0. */
  private static int elementBytes(FieldLayout f) {
    if (f.nested() != null) {
      return f.nested().isFixed() ? f.nested().fixedSize() : 0;
    }
    return f.elementBits() / 8;
  }

  private static int minSize(FieldLayout f) {
    return f.nested() != null ? f.nested().minSize() : 0;
  }

  // ---------------------------------------------------------------- encode

  CodeBlock writeTo() {
    CodeBlock.Builder b = CodeBlock.builder();
    b.beginControlFlow("if (value == null)")
        .addStatement("throw $T.nullValue($S)", JavaTypes.ENCODE_EXCEPTION, "")
        .endControlFlow();
    Locals locals = new Locals(layout, "value", "buf", "p", "limit", "e", "i", "n");
    String first = ChecksumCode.field(layout) == null ? null : locals.claim("first");
    if (first != null) {
      b.addStatement("int $L = p", first);
    }
    Map<FieldLayout, String> sources = new HashMap<>();
    Map<FieldLayout, String> measures = new HashMap<>();
    // Variable components first: their sizes go into prefix fields written before them.
    Map<FieldLayout, String> choices = new HashMap<>();
    for (FieldLayout f : layout.fields()) {
      if (!f.isFixed() && !f.field().isConditional()) {
        String v = locals.claim(f.name());
        b.addStatement("$T $L = value.$L()", JavaTypes.ofField(f.field()), v, f.name());
        if (f.field().nullable()) {
          b.beginControlFlow("if ($L == null)", v)
              .addStatement("throw $T.nullValue($S)", JavaTypes.ENCODE_EXCEPTION, f.name())
              .endControlFlow();
        }
        sources.put(f, v);
        String measure = measure(b, f, v, locals);
        if (measure != null) {
          measures.put(f, measure);
          if (f.prefix() != null) {
            sources.put(f.prefix(), measure);
          }
          SizeSpec spec = sizeSpec(f);
          if (spec != null && spec.isField()) {
            // The size field holds the real size, whatever the record says.
            sources.put(component(spec.field()), measure);
          }
        }
      }
    }
    // An optional component whose size a component holds: that holder is written first.
    Map<FieldLayout, String> optionalValues = new HashMap<>();
    for (FieldLayout f : layout.fields()) {
      SizeSpec spec = f.isComponent() ? sizeSpec(f) : null;
      if (spec != null && spec.isField() && f.field().isConditional()) {
        String v = locals.claim(f.name());
        b.addStatement("$T $L = value.$L()", JavaTypes.ofField(f.field()), v, f.name());
        optionalValues.put(f, v);
        String held = heldSize(b, f, v, locals);
        sources.put(component(spec.field()), held);
        measures.put(f, held);
      }
    }
    for (FieldLayout f : layout.fields()) {
      if (f.isComponent() && f.field().isConditional()) {
        String v = optionalValues.get(f);
        if (v == null) {
          // A size field takes the measured size; anything else the record's value.
          String size = sources.get(f);
          v = locals.claim(f.name());
          b.addStatement("$T $L = $L", JavaTypes.ofField(f.field()), v,
              size != null ? size : "value." + f.name() + "()");
        }
        sources.put(f, v);
        choices.put(f, choose(b, f, v, locals));
      }
    }
    // Flags fields: the bits no field owns from the record, the others from presence.
    for (FieldLayout f : layout.fields()) {
      if (f.isComponent() && f.field().conditions().flags()) {
        boolean isLong = f.primitive() == Primitive.LONG;
        // The record's bits must fit the field before the owned ones are masked off: a bit
        // beyond the width would otherwise vanish from the wire.
        String held = locals.claim(f.name());
        b.addStatement("$T $L = value.$L()", JavaTypes.primitive(f.primitive()), held, f.name());
        held = fixed(List.of()).checked(b, f, held, CodeBlock.of("$S", f.name()), null, locals);
        String wire = locals.claim(f.name() + "Wire");
        StringBuilder expr = new StringBuilder(held + " & "
            + Literals.hex(~ownedBits(f) & widthMask(f), isLong));
        for (FieldLayout g : layout.fields()) {
          List<Conditions.Presence> alts = g.field().conditions().presence();
          for (int i = 0; i < alts.size(); i++) {
            if (flagsFieldOf(g, alts.get(i)) == f) {
              expr.append("\n    | (").append(choices.get(g)).append(" == ").append(i + 1)
                  .append(" ? ").append(Literals.hex(alts.get(i).flag(), isLong)).append(" : 0)");
            }
          }
        }
        TypeName flagsType = JavaTypes.primitive(f.primitive());
        if (flagsType.equals(TypeName.BYTE) || flagsType.equals(TypeName.SHORT)) {
          b.addStatement("$T $L = ($T) ($L)", flagsType, wire, flagsType, expr);
        } else {
          b.addStatement("$T $L = $L", flagsType, wire, expr);
        }
        sources.put(f, wire);
      }
    }
    for (Layout.Item item : layout.items()) {
      if (item instanceof Layout.Segment s) {
        int size = s.sizeBytes();
        b.add("// $L byte(s) at fixed offsets\n", size);
        roomCheck(b, Integer.toString(size), s.fields().isEmpty() ? ""
            : FixedBodies.path(s.fields().get(0)));
        fixed(s.fields()).encode(b, locals, sources);
        b.addStatement("p += $L", size);
      } else {
        FieldLayout f = ((Layout.Variable) item).field();
        b.add("// $L\n", f.name());
        if (f.field().isConditional()) {
          writeConditional(b, f, sources.get(f), choices.get(f), measures.get(f), locals);
        } else {
          writeVariable(b, f, sources.get(f), measures.get(f), locals);
        }
      }
    }
    if (first != null) {
      ChecksumCode.write(b, layout, constants, first, "p", locals.claim("checksum"));
    }
    b.addStatement("return p");
    return b.build();
  }

  /**
   * Decides whether a conditional component goes on the wire, and in which alternative width:
   * declares and returns a local holding 0 (absent) or 1 + the index of the alternative.
   */
  private String choose(CodeBlock.Builder b, FieldLayout f, String v, Locals locals) {
    Conditions c = f.field().conditions();
    String choice = locals.claim(f.name() + "Choice");
    String absentTest = c.whenAbsent() == null ? v + " == null" : v + " == " + absentLiteral(f);
    String presentTest = c.whenAbsent() == null ? v + " != null"
        : v + " != " + absentLiteral(f);
    b.addStatement("int $L = 0", choice);
    if (c.when() != null) {
      String condition = whenCondition(f, c.when(), "value." + c.when().field() + "()");
      b.beginControlFlow("if ($L)", condition);
      b.beginControlFlow("if ($L)", absentTest)
          .addStatement("throw $T.absentButPresent($S, $S, $S)", JavaTypes.ENCODE_EXCEPTION,
              f.name(), String.valueOf(c.whenAbsent()), absentButPresent(f.name(), c))
          .endControlFlow();
      b.addStatement("$L = 1", choice);
      b.nextControlFlow("else if ($L)", presentTest)
          .addStatement("throw $T.notExpected($S, $S)", JavaTypes.ENCODE_EXCEPTION, f.name(),
              "present although " + c.when().field() + " says it is absent")
          .endControlFlow();
      return choice;
    }
    List<Conditions.Presence> alts = c.presence();
    b.beginControlFlow("if ($L)", presentTest);
    if (alts.size() == 1 || !isScalar(f)) {
      b.addStatement("$L = 1", choice);
    } else {
      // The first alternative whose range holds the value; the widest may hold every value.
      boolean exhaustive = false;
      for (int i = 0; i < alts.size() && !exhaustive; i++) {
        String fits = fits(alternative(f, alts.get(i)), v);
        exhaustive = fits.equals("true");
        if (i == 0 && exhaustive) {
          b.addStatement("$L = 1", choice);
          break;
        } else if (i == 0) {
          b.beginControlFlow("if ($L)", fits);
        } else if (exhaustive) {
          b.nextControlFlow("else");
        } else {
          b.nextControlFlow("else if ($L)", fits);
        }
        b.addStatement("$L = $L", choice, i + 1);
      }
      if (!exhaustive) {
        FieldLayout widest = alternative(f, alts.get(alts.size() - 1));
        b.nextControlFlow("else")
            .addStatement("throw $T.outOfRange($S, $L, $L, $L, $L, $L)",
                JavaTypes.ENCODE_EXCEPTION, f.name(), v,
                Literals.number(widest.minValue(), true),
                Literals.number(widest.maxValue(), true), widest.elementBits(), widest.signed());
        b.endControlFlow();
      } else if (!fits(alternative(f, alts.get(0)), v).equals("true")) {
        b.endControlFlow();
      }
    }
    b.endControlFlow();
    return choice;
  }

  /**
   * The size component {@code f} puts in the component that holds it
   * ({@code @Count/@Length(field = ...)}), as a local of the holder's type: measured from
   * {@code v}, or, while an optional {@code f} is absent, the record's own value (nothing on the
   * wire depends on it then).
   */
  private String heldSize(CodeBlock.Builder b, FieldLayout f, String v, Locals locals) {
    if (!f.field().isConditional()) {
      if (f.field().nullable()) {
        b.beginControlFlow("if ($L == null)", v)
            .addStatement("throw $T.nullValue($S)", JavaTypes.ENCODE_EXCEPTION, f.name())
            .endControlFlow();
      }
      return measure(b, f, v, locals);
    }
    FieldLayout holder = component(sizeSpec(f).field());
    String held = locals.claim(holder.name() + "Held");
    b.addStatement("$T $L = value.$L()", JavaTypes.primitive(holder.primitive()), held,
        holder.name());
    b.beginControlFlow("if ($L != null)", v);
    b.addStatement("$L = $L", held, measure(b, f, v, locals));
    b.endControlFlow();
    return held;
  }

  /** A test that value {@code v} fits alternative {@code alt} ("true" if it always does). */
  private static String fits(FieldLayout alt, String v) {
    if (!alt.isRangeChecked()) {
      return "true";
    }
    boolean isLong = alt.primitive() == Primitive.LONG;
    return v + " >= " + Literals.number(alt.minValue(), isLong) + " && " + v + " <= "
        + Literals.number(alt.maxValue(), isLong);
  }

  private void writeConditional(CodeBlock.Builder b, FieldLayout f, String v, String choice,
      String measured, Locals locals) {
    Conditions c = f.field().conditions();
    int alternatives = Math.max(1, c.presence().size());
    for (int i = 0; i < alternatives; i++) {
      if (i == 0) {
        b.beginControlFlow("if ($L == 1)", choice);
      } else {
        b.nextControlFlow("else if ($L == $L)", choice, i + 1);
      }
      Conditions.Presence p = c.presence().isEmpty() ? null : c.presence().get(i);
      writePresent(b, f, alternative(f, isScalar(f) ? p : null), v, alternatives > 1,
          measured, locals);
    }
    b.endControlFlow();
  }

  /**
   * Writes a present component; {@code chosenByRange}: its width was picked to fit;
   * {@code measured}: the local holding its size when that was measured before, else null.
   */
  private void writePresent(CodeBlock.Builder b, FieldLayout f, FieldLayout alt, String v,
      boolean chosenByRange, String measured, Locals locals) {
    if (isScalar(f)) {
      int bytes = alt.elementBits() / 8;
      roomCheck(b, Integer.toString(bytes), f.name());
      String plain = v;
      TypeName type = JavaTypes.of(f.element());
      if (f.field().nullable() && type.isPrimitive()) {
        plain = locals.claim(f.name() + "Value");
        b.addStatement("$T $L = $L", type, plain, v);
      }
      FixedBodies fixed = fixed(List.of());
      String checked = chosenByRange && !(f.element() instanceof WireType.Enum) ? plain
          : fixed.checked(b, alt, plain, CodeBlock.of("$S", f.name()), null, locals);
      FixedBodies.writeDirectAt(b, alt, "p", checked);
      b.addStatement("p += $L", bytes);
      return;
    }
    String measure = measured != null ? measured : measure(b, f, v, locals);
    if (f.prefix() != null) {
      int bytes = f.prefix().elementBits() / 8;
      roomCheck(b, Integer.toString(bytes), f.name());
      FixedBodies.writeDirectAt(b, f.prefix(), "p", measure);
      b.addStatement("p += $L", bytes);
    }
    writeVariable(b, f, v, measure, locals);
  }

  private static void roomCheck(CodeBlock.Builder b, String size, String path) {
    b.beginControlFlow("if (limit - p < $L)", size)
        .addStatement("throw $T.bufferTooSmall($S, $L, limit - p)", JavaTypes.ENCODE_EXCEPTION,
            path, size)
        .endControlFlow();
  }

  /**
   * Declares and checks the count or length of a variable component; returns the local, or null
   * when the component has no size of its own on the wire (a nested message).
   */
  private String measure(CodeBlock.Builder b, FieldLayout f, String v, Locals locals) {
    FieldModel m = f.field();
    SizeSpec spec = m.count() != null ? m.count() : m.length();
    if (spec == null) {
      return null;
    }
    String path = f.name();
    boolean isCount = spec.annotation().equals("Count");
    String measure = locals.claim(f.name() + (isCount ? "Count" : "Length"));
    String unit = isCount ? "element(s)" : "byte(s)";
    // As wide as the prefix field it fills: a 32-bit one is a long.
    TypeName type = (f.prefix() != null && f.prefix().primitive() == Primitive.LONG)
        || (spec.isField() && component(spec.field()).primitive() == Primitive.LONG)
        ? TypeName.LONG : TypeName.INT;
    WireType element = f.element();
    if (m.extras().using() != null) {
      b.addStatement("$T $L", type, measure);
      b.add(UserCalls.encoding(CodeBlock.builder().addStatement("$L = $L.$L($L)", measure,
              constants.instance(m.extras().using()), m.extras().usingMethod("size"), v).build(),
          path, usingCall(m, "size")));
    } else if (element instanceof WireType.Text t) {
      if (spec.isFixed()) {
        return Integer.toString(spec.fixed()); // zero-padded: Text.encodeFixed checks the fit
      }
      b.addStatement("$T $L = $T.encodedLength($L, $L, $S)", type, measure, JavaTypes.TEXT, v,
          JavaTypes.charset(t), path);
    } else if (element instanceof WireType.Nested n && !m.isSequence()) {
      b.addStatement("$T $L", type, measure);
      b.beginControlFlow("try");
      b.addStatement("$L = $T.sizeOf($L)", measure, JavaTypes.className(n.type().codec()), v);
      b.nextControlFlow("catch ($T e)", JavaTypes.ENCODE_EXCEPTION)
          .addStatement("throw e.inField($S)", path)
          .endControlFlow();
    } else {
      boolean list = ((WireType.Array) m.type()).list();
      String count = list ? v + ".size()" : v + ".length";
      int stride = elementBytes(f);
      if (spec.isRemaining() && !isByteArray(f)) {
        // @Remaining(max) of a list counts elements; the bytes they take are not limited.
        checkMax(b, spec, count, path, "element(s)");
        spec = SizeSpec.remaining(Integer.MAX_VALUE, spec.origin());
      }
      if (isCount || stride == 1) {
        if (spec.isFixed() && isCount) {
          b.beginControlFlow("if ($L != $L)", count, spec.fixed())
              .addStatement("throw $T.wrongLength($S, $L, $L)", JavaTypes.ENCODE_EXCEPTION, path,
                  count, spec.fixed())
              .endControlFlow();
        }
        b.addStatement("$T $L = $L", type, measure, count);
      } else if (stride > 0) {
        String total = locals.claim(measure + "Total");
        b.addStatement("long $L = (long) $L * $L", total, count, stride);
        checkMax(b, spec, total, path, unit);
        b.addStatement("$T $L = $L$L", type, measure, type.equals(TypeName.LONG) ? "" : "(int) ",
            total);
        return measure;
      } else {
        // Variable-size elements: add up their sizes.
        ClassName codec = JavaTypes.className(((WireType.Nested) element).type().codec());
        String total = locals.claim(measure + "Total");
        b.addStatement("long $L = 0", total);
        b.beginControlFlow("for (int i = 0; i < $L; i++)", count);
        b.beginControlFlow("try")
            .addStatement("$L += $T.sizeOf($L)", total, codec, list ? v + ".get(i)" : v + "[i]")
            .nextControlFlow("catch ($T e)", JavaTypes.ENCODE_EXCEPTION)
            .addStatement("throw e.inElement(i).inField($S)", path)
            .endControlFlow();
        b.endControlFlow();
        checkMax(b, spec, total, path, unit);
        b.addStatement("$T $L = $L$L", type, measure, type.equals(TypeName.LONG) ? "" : "(int) ",
            total);
        return measure;
      }
    }
    if (spec.isField()) {
      long max = Math.min(spec.max(), capacity(component(spec.field())));
      if (max < (type.equals(TypeName.LONG) ? Long.MAX_VALUE : Integer.MAX_VALUE)) {
        b.beginControlFlow("if ($L > $L)", measure, Literals.number(max, true))
            .addStatement("throw $T.tooLong($S, $L, $L, $S)", JavaTypes.ENCODE_EXCEPTION, path,
                measure, Literals.number(max, true), unit)
            .endControlFlow();
      }
      return measure;
    }
    checkMax(b, spec, measure, path, unit);
    return measure;
  }

  private static void checkMax(CodeBlock.Builder b, SizeSpec spec, String measure, String path,
      String unit) {
    if (spec.isFixed()) {
      if (!spec.annotation().equals("Count")) {
        // A fixed byte length: the decoder reads exactly that many bytes, so nothing else fits.
        b.beginControlFlow("if ($L != $L)", measure, spec.fixed())
            .addStatement("throw $T.wrongSize($S, $L, $L, $S)", JavaTypes.ENCODE_EXCEPTION, path,
                measure, spec.fixed(), unit)
            .endControlFlow();
      }
      return; // a fixed count is checked where the array is measured
    }
    long max = spec.effectiveMax();
    if (max >= Integer.MAX_VALUE) {
      return; // an int measure can not exceed it
    }
    b.beginControlFlow("if ($L > $L)", measure, Literals.number(max, true))
        .addStatement("throw $T.tooLong($S, $L, $L, $S)", JavaTypes.ENCODE_EXCEPTION, path,
            measure, Literals.number(max, true), unit)
        .endControlFlow();
  }

  private void writeVariable(CodeBlock.Builder b, FieldLayout f, String v, String measure,
      Locals locals) {
    FieldModel m = f.field();
    WireType element = f.element();
    String path = f.name();
    Framing.Delimiter delimiter = m.extras().delimited();
    String from = null;
    if (delimiter != null) {
      from = locals.claim(f.name() + "From");
      b.addStatement("int $L = p", from);
    }
    if (m.extras().using() != null) {
      b.add(UserCalls.encoding(CodeBlock.builder().addStatement("p = $L.$L($L, buf, p, limit)",
              constants.instance(m.extras().using()), m.extras().usingMethod("write"), v).build(),
          path, usingCall(m, "write")));
    } else if (delimiter != null) {
      writeDelimitedValue(b, f, v, locals);
    } else {
      writeSized(b, f, v, measure, locals);
      return;
    }
    if (delimiter != null) {
      if (f.element() instanceof WireType.Nested) {
        // A list: its terminator may not start an element, checked as each was written.
        b.beginControlFlow("if (limit - p < $L.length)", terminatorOf(f))
            .addStatement("throw $T.bufferTooSmall($S, $L.length, limit - p)",
                JavaTypes.ENCODE_EXCEPTION, path, terminatorOf(f))
            .endControlFlow();
        b.addStatement("$T.arraycopy($L, 0, buf, p, $L.length)", System.class, terminatorOf(f),
            terminatorOf(f));
        b.addStatement("p += $L.length", terminatorOf(f));
      } else {
        b.addStatement("p = $T.terminate(buf, $L, p, limit, $L, $S)", JavaTypes.DELIMITERS, from,
            terminatorOf(f), path);
      }
    }
  }

  /** The value of a {@code @Delimited} text, byte array or list, without its terminator. */
  private void writeDelimitedValue(CodeBlock.Builder b, FieldLayout f, String v, Locals locals) {
    FieldModel m = f.field();
    String path = f.name();
    int max = m.extras().delimited().max();
    if (f.element() instanceof WireType.Text t) {
      String bytes = locals.claim(f.name() + "Bytes");
      b.addStatement("int $L = $T.encodedLength($L, $L, $S)", bytes, JavaTypes.TEXT, v,
          JavaTypes.charset(t), path);
      if (max != Integer.MAX_VALUE) {
        b.beginControlFlow("if ($L > $L)", bytes, max)
            .addStatement("throw $T.tooLong($S, $L, $L, $S)", JavaTypes.ENCODE_EXCEPTION, path,
                bytes, max, "byte(s)")
            .endControlFlow();
      }
      roomCheck(b, bytes, path);
      b.addStatement("p = $T.write($L, $L, $L, buf, p)", JavaTypes.TEXT, v, bytes,
          JavaTypes.charset(t));
      return;
    }
    boolean list = ((WireType.Array) m.type()).list();
    if (!list && f.primitive() == Primitive.BYTE) {
      if (max != Integer.MAX_VALUE) {
        b.beginControlFlow("if ($L.length > $L)", v, max)
            .addStatement("throw $T.tooLong($S, $L.length, $L, $S)", JavaTypes.ENCODE_EXCEPTION,
                path, v, max, "byte(s)")
            .endControlFlow();
      }
      roomCheck(b, v + ".length", path);
      b.addStatement("$T.arraycopy($L, 0, buf, p, $L.length)", System.class, v, v);
      b.addStatement("p += $L.length", v);
      return;
    }
    String count = list ? v + ".size()" : v + ".length";
    if (max != Integer.MAX_VALUE) {
      b.beginControlFlow("if ($L > $L)", count, max)
          .addStatement("throw $T.tooLong($S, $L, $L, $S)", JavaTypes.ENCODE_EXCEPTION, path,
              count, max, "element(s)")
          .endControlFlow();
    }
    ClassName codec = JavaTypes.className(((WireType.Nested) f.element()).type().codec());
    String at = locals.claim(f.name() + "At");
    b.beginControlFlow("for (int i = 0; i < $L; i++)", count);
    b.addStatement("int $L = p", at);
    b.beginControlFlow("try")
        .addStatement("p = $T.writeTo($L, buf, p, limit)", codec, list ? v + ".get(i)" : v + "[i]")
        .nextControlFlow("catch ($T e)", JavaTypes.ENCODE_EXCEPTION)
        .addStatement("throw e.inElement(i).inField($S)", path)
        .endControlFlow();
    b.beginControlFlow("if ($T.mayBegin(buf, $L, p, $L))", JavaTypes.DELIMITERS, at,
            terminatorOf(f))
        .addStatement("throw $T.notExpected($S + i + $S, $S)", JavaTypes.ENCODE_EXCEPTION,
            path + "[", "]", "not allowed to start with the list's terminator")
        .endControlFlow();
    b.endControlFlow();
  }

  private void writeSized(CodeBlock.Builder b, FieldLayout f, String v, String measure,
      Locals locals) {
    FieldModel m = f.field();
    WireType element = f.element();
    String path = f.name();
    if (element instanceof WireType.Text t && m.length() != null && m.length().isFixed()) {
      roomCheck(b, measure, path);
      b.addStatement("$T.encodeFixed($L, $L, buf, p, $L, $S)", JavaTypes.TEXT, v,
          JavaTypes.charset(t), measure, path);
      b.addStatement("p += $L", measure);
      return;
    }
    if (element instanceof WireType.Text t) {
      roomCheck(b, measure, path);
      b.addStatement("p = $T.write($L, $L, $L, buf, p)", JavaTypes.TEXT, v, measure,
          JavaTypes.charset(t));
      return;
    }
    if (element instanceof WireType.Nested n && !m.isSequence()) {
      b.beginControlFlow("try")
          .addStatement("p = $T.writeTo($L, buf, p, limit)", JavaTypes.className(n.type().codec()),
              v)
          .nextControlFlow("catch ($T e)", JavaTypes.ENCODE_EXCEPTION)
          .addStatement("throw e.inField($S)", path)
          .endControlFlow();
      return;
    }
    boolean list = ((WireType.Array) m.type()).list();
    String count = list ? v + ".size()" : v + ".length";
    String get = list ? v + ".get(i)" : v + "[i]";
    int stride = elementBytes(f);
    if (!list && f.primitive() == Primitive.BYTE && stride == 1) {
      roomCheck(b, v + ".length", path);
      b.addStatement("$T.arraycopy($L, 0, buf, p, $L.length)", System.class, v, v);
      b.addStatement("p += $L.length", v);
      return;
    }
    if (stride > 0) {
      String bytes = locals.claim(f.name() + "Bytes");
      b.addStatement("int $L = $L * $L", bytes, count, stride);
      roomCheck(b, bytes, path);
      b.beginControlFlow("for (int i = 0; i < $L; i++)", count);
      String pos = "p" + (stride == 1 ? " + i" : " + " + stride + " * i");
      if (f.nested() != null) {
        b.beginControlFlow("try")
            .addStatement("$T.encodeAt($L, buf, $L)",
                JavaTypes.className(f.nested().type().codec()), get, pos)
            .nextControlFlow("catch ($T e)", JavaTypes.ENCODE_EXCEPTION)
            .addStatement("throw e.inElement(i).inField($S)", path)
            .endControlFlow();
      } else {
        String element1 = locals.claim("element");
        TypeName type = JavaTypes.of(element);
        if (list && type.isPrimitive()) {
          String box = locals.claim("boxed");
          b.addStatement("$T $L = $L", type.box(), box, get);
          b.beginControlFlow("if ($L == null)", box)
              .addStatement("throw $T.nullValue($S + i + $S)", JavaTypes.ENCODE_EXCEPTION,
                  path + "[", "]")
              .endControlFlow();
          b.addStatement("$T $L = $L", type, element1, box);
        } else {
          b.addStatement("$T $L = $L", type, element1, get);
        }
        FixedBodies fixed = fixed(List.of());
        String checked = fixed.checked(b, f, element1, CodeBlock.of("$S", path), "i", locals);
        FixedBodies.writeDirectAt(b, f, pos, checked);
      }
      b.endControlFlow();
      b.addStatement("p += $L", bytes);
      return;
    }
    WireType.Nested nested = (WireType.Nested) element;
    ClassName codec = JavaTypes.className(nested.type().codec());
    b.beginControlFlow("for (int i = 0; i < $L; i++)", count);
    CodeBlock open = OpenEnds.test(nested.model(), CodeBlock.of("$L", get), locals);
    if (open != null) {
      b.beginControlFlow("if (i < $L - 1 && ($L))", count, open)
          .addStatement("throw $T.notLast($S + i + $S, $S)", JavaTypes.ENCODE_EXCEPTION,
              path + "[", "]", nested.type().nestedName())
          .endControlFlow();
    }
    b.beginControlFlow("try")
        .addStatement("p = $T.writeTo($L, buf, p, limit)", codec, get)
        .nextControlFlow("catch ($T e)", JavaTypes.ENCODE_EXCEPTION)
        .addStatement("throw e.inElement(i).inField($S)", path)
        .endControlFlow();
    b.endControlFlow();
  }

  // ---------------------------------------------------------------- size

  /** Adds a conditional component's size when it is present (checks come with writeTo). */
  private void sizeConditional(CodeBlock.Builder b, FieldLayout f, String v) {
    Conditions c = f.field().conditions();
    String presentTest = c.whenAbsent() == null ? v + " != null"
        : v + " != " + absentLiteral(f);
    b.beginControlFlow("if ($L)", presentTest);
    if (isScalar(f)) {
      List<Conditions.Presence> alts = c.presence();
      if (alts.size() <= 1) {
        b.addStatement("size += $L", alternative(f, alts.isEmpty() ? null : alts.get(0))
            .elementBits() / 8);
      } else {
        StringBuilder expr = new StringBuilder();
        for (int i = 0; i < alts.size() - 1; i++) {
          FieldLayout alt = alternative(f, alts.get(i));
          expr.append(fits(alt, v)).append(" ? ").append(alt.elementBits() / 8).append(" : ");
        }
        expr.append(alternative(f, alts.get(alts.size() - 1)).elementBits() / 8);
        b.addStatement("size += $L", expr);
      }
    } else {
      if (f.prefix() != null) {
        b.addStatement("size += $L", f.prefix().elementBits() / 8);
      }
      addVariableSize(b, f, v);
    }
    b.endControlFlow();
  }

  CodeBlock sizeOf() {
    CodeBlock.Builder b = CodeBlock.builder();
    b.beginControlFlow("if (value == null)")
        .addStatement("throw $T.nullValue($S)", JavaTypes.ENCODE_EXCEPTION, "")
        .endControlFlow();
    int fixedBytes = 0;
    for (Layout.Item item : layout.items()) {
      if (item instanceof Layout.Segment s) {
        fixedBytes += s.sizeBytes();
      }
    }
    Framing.Delimiter delimiter = layout.message().framing().delimiter();
    if (delimiter != null) {
      fixedBytes += delimiter.terminator().length;
    }
    b.addStatement("long size = $L", fixedBytes);
    Locals locals = new Locals(layout, "value", "size", "e", "i");
    Map<FieldLayout, String> sizes = new HashMap<>();
    for (FieldLayout f : layout.fields()) {
      SizeSpec spec = f.isComponent() ? sizeSpec(f) : null;
      // A holder that is optional or of variable width takes the bytes of what it will hold.
      FieldLayout holder = spec != null && spec.isField() ? component(spec.field()) : null;
      if (holder != null && (holder.field().isConditional() || !holder.isFixed())) {
        String v = locals.claim(f.name() + "Value");
        b.addStatement("$T $L = value.$L()", JavaTypes.ofField(f.field()), v, f.name());
        sizes.put(holder, heldSize(b, f, v, locals));
      }
    }
    for (Layout.Item item : layout.items()) {
      if (!(item instanceof Layout.Variable var)) {
        continue;
      }
      FieldLayout f = var.field();
      FieldModel m = f.field();
      String v = locals.claim(f.name());
      if (sizes.containsKey(f)) {
        b.addStatement("$T $L = $L", JavaTypes.ofField(m), v, sizes.get(f));
      } else {
        b.addStatement("$T $L = value.$L()", JavaTypes.ofField(m), v, f.name());
      }
      if (m.isConditional()) {
        sizeConditional(b, f, v);
        continue;
      }
      if (m.nullable()) {
        b.beginControlFlow("if ($L == null)", v)
            .addStatement("throw $T.nullValue($S)", JavaTypes.ENCODE_EXCEPTION, f.name())
            .endControlFlow();
      }
      addVariableSize(b, f, v);
    }
    b.beginControlFlow("if (size > $T.MAX_VALUE)", Integer.class)
        .addStatement("throw $T.tooLong($S, size, $T.MAX_VALUE, $S)", JavaTypes.ENCODE_EXCEPTION,
            "", Integer.class, "byte(s)")
        .endControlFlow();
    b.addStatement("return (int) size");
    return b.build();
  }

  /** Adds the bytes of a non-null variable component {@code v} to {@code size}. */
  private void addVariableSize(CodeBlock.Builder b, FieldLayout f, String v) {
    FieldModel m = f.field();
    String path = f.name();
    WireType element = f.element();
    Framing.Delimiter delimiter = m.extras().delimited();
    if (delimiter != null) {
      b.addStatement("size += $L", delimiter.terminator().length);
    }
    if (m.extras().using() != null) {
      b.add(UserCalls.encoding(CodeBlock.builder().addStatement("size += $L.$L($L)",
              constants.instance(m.extras().using()), m.extras().usingMethod("size"), v).build(),
          path, usingCall(m, "size")));
    } else if (element instanceof WireType.Text && m.length() != null
        && m.length().isFixed()) {
      b.addStatement("size += $L", m.length().fixed());
    } else if (element instanceof WireType.Text t) {
      b.addStatement("size += $T.encodedLength($L, $L, $S)", JavaTypes.TEXT, v,
          JavaTypes.charset(t), path);
    } else if (element instanceof WireType.Nested n && !m.isSequence()) {
      b.beginControlFlow("try")
          .addStatement("size += $T.sizeOf($L)", JavaTypes.className(n.type().codec()), v)
          .nextControlFlow("catch ($T e)", JavaTypes.ENCODE_EXCEPTION)
          .addStatement("throw e.inField($S)", path)
          .endControlFlow();
    } else {
      boolean list = ((WireType.Array) m.type()).list();
      String count = list ? v + ".size()" : v + ".length";
      Integer fixedCount = m.fixedCount();
      if (fixedCount != null) {
        b.beginControlFlow("if ($L != $L)", count, fixedCount)
            .addStatement("throw $T.wrongLength($S, $L, $L)", JavaTypes.ENCODE_EXCEPTION, path,
                count, fixedCount)
            .endControlFlow();
      }
      int stride = elementBytes(f);
      if (stride > 0) {
        b.addStatement("size += (long) $L * $L", count, stride);
      } else {
        ClassName codec = JavaTypes.className(((WireType.Nested) element).type().codec());
        b.beginControlFlow("for (int i = 0; i < $L; i++)", count);
        b.beginControlFlow("try")
            .addStatement("size += $T.sizeOf($L)", codec, list ? v + ".get(i)" : v + "[i]")
            .nextControlFlow("catch ($T e)", JavaTypes.ENCODE_EXCEPTION)
            .addStatement("throw e.inElement(i).inField($S)", path)
            .endControlFlow();
        b.endControlFlow();
      }
    }
  }
}
