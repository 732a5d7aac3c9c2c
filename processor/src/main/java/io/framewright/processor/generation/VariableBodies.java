package io.framewright.processor.generation;

import static io.framewright.processor.generation.Literals.at;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.TypeName;
import io.framewright.processor.model.FieldLayout;
import io.framewright.processor.model.FieldModel;
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

  VariableBodies(Layout layout, EnumMappings enums) {
    this.layout = layout;
    this.enums = enums;
  }

  /** Name of the {@code FieldSpans} constant of segment {@code index}. */
  static String segmentConstant(int index) {
    return "SEGMENT_" + index;
  }

  // ---------------------------------------------------------------- decode

  CodeBlock readFrom() {
    CodeBlock.Builder b = CodeBlock.builder();
    Locals locals = new Locals("in", "buf", "start", "end", "p", "e", "i", "n");
    Map<FieldLayout, String> names = new LinkedHashMap<>();
    for (FieldLayout f : layout.fields()) {
      names.put(f, locals.claim(f.name()));
    }
    b.addStatement("byte[] buf = in.buffer()");
    b.addStatement("int start = in.start()");
    b.addStatement("int end = in.end()");
    b.addStatement("int p");
    int segment = 0;
    for (Layout.Item item : layout.items()) {
      if (item instanceof Layout.Segment s) {
        b.add("// segment $L: $L byte(s)\n", segment, s.sizeBytes());
        b.addStatement("p = in.claim($L, $L)", s.sizeBytes(), segmentConstant(segment++));
        new FixedBodies(s.fields(), layout.bitOrder(), enums).decode(b, locals, names);
      } else {
        FieldLayout f = ((Layout.Variable) item).field();
        b.add("// $L\n", f.name());
        readVariable(b, f, names.get(f), sizeExpression(f, names), locals);
      }
    }
    String args = layout.components().stream().map(names::get)
        .collect(Collectors.joining(", "));
    b.addStatement("return new $T($L)", JavaTypes.className(layout.type()), args);
    return b.build();
  }

  /** The local holding the size read for {@code f} (its prefix field), or null. */
  private static String sizeExpression(FieldLayout f, Map<FieldLayout, String> names) {
    return f.prefix() == null ? null : names.get(f.prefix());
  }

  private void readVariable(CodeBlock.Builder b, FieldLayout f, String name, String size,
      Locals locals) {
    FieldModel m = f.field();
    WireType element = f.element();
    SizeSpec spec = m.count() != null ? m.count() : m.length();
    String path = f.name();
    String max = spec == null ? null : Long.toString(spec.effectiveMax());
    if (element instanceof WireType.Text t) {
      if (spec.isRemaining()) {
        b.addStatement("String $L = in.readRemainingText($L, $L, $S)", name, max,
            JavaTypes.charset(t), path);
      } else {
        b.addStatement("String $L = in.readText($L, $L, $L, $S)", name, size, max,
            JavaTypes.charset(t), path);
      }
      return;
    }
    if (element instanceof WireType.Nested n && !m.isSequence()) {
      ClassName codec = JavaTypes.className(n.type().codec());
      b.addStatement("$T $L", JavaTypes.of(element), name);
      b.beginControlFlow("try");
      if (spec == null) {
        b.addStatement("$L = $T.readFrom(in)", name, codec);
      } else {
        String slice = locals.claim(name + "In");
        b.addStatement("$T $L = $L", JavaTypes.WIRE_READER, slice, sliceOf(spec, size, max, path));
        b.addStatement("$L = $T.readFrom($L)", name, codec, slice);
        b.addStatement("$L.expectEnd($S)", slice, "");
      }
      b.nextControlFlow("catch ($T e)", JavaTypes.DECODE_EXCEPTION)
          .addStatement("throw e.inField($S)", path)
          .endControlFlow();
      return;
    }
    // Arrays and lists.
    boolean list = ((WireType.Array) m.type()).list();
    boolean bytes = !list && f.primitive() == Primitive.BYTE && f.elementBits() == 8;
    int stride = elementBytes(f);
    if (bytes && (spec.isRemaining() || spec.isPrefix())) {
      if (spec.isRemaining()) {
        b.addStatement("byte[] $L = in.readRemaining($L, $S)", name, max, path);
      } else {
        b.addStatement("byte[] $L = in.readBytes($L, $L, $S)", name, size, max, path);
      }
      return;
    }
    String reader = "in";
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
      reader = locals.claim(name + "In");
      b.addStatement("$T $L = $L", JavaTypes.WIRE_READER, reader, sliceOf(spec, size, max, path));
      if (stride > 0) {
        b.beginControlFlow("if ($L.remaining() % $L != 0)", reader, stride)
            .addStatement("throw $T.invalid(buf, start, end, $L.end() - $L.remaining(), 0, $S, $S,"
                    + " $L.remaining() + $S)", JavaTypes.DECODE_EXCEPTION, reader, reader, path,
                "a whole number of " + stride + "-byte elements", reader, " byte(s)")
            .endControlFlow();
        b.addStatement("int $L = $L.remaining() / $L", count, reader, stride);
      }
    }
    TypeName elementType = JavaTypes.of(element);
    TypeName stored = list ? JavaTypes.boxed(elementType) : elementType;
    String array = list ? locals.claim(name + "Array") : name;
    if (stride > 0) {
      // Fixed-size elements: one bounds check for all of them, then constant strides.
      String q = locals.claim(name + "At");
      b.addStatement("int $L = $L.claim($L * $L, $S)", q, reader, count, stride, path);
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
        new FixedBodies(List.of(), layout.bitOrder(), enums).readDirectAt(b, f, pos,
            array + "[i]", false, CodeBlock.of("$S + i + $S", path + "[", "]"), locals);
      }
      b.endControlFlow();
    } else if (spec.annotation().equals("Count")) {
      ClassName codec = JavaTypes.className(((WireType.Nested) element).type().codec());
      b.addStatement("$T[] $L = new $T[$L]", stored, array, stored, count);
      b.beginControlFlow("for (int i = 0; i < $L; i++)", count);
      b.beginControlFlow("try")
          .addStatement("$L[i] = $T.readFrom($L)", array, codec, reader)
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
      b.beginControlFlow("while ($L.remaining() > 0)", reader);
      b.beginControlFlow("try")
          .addStatement("$L.add($T.readFrom($L))", growing, codec, reader)
          .nextControlFlow("catch ($T e)", JavaTypes.DECODE_EXCEPTION)
          .addStatement("throw e.inElement($L.size()).inField($S)", growing, path)
          .endControlFlow();
      b.endControlFlow();
      if (list) {
        b.addStatement("$T $L = $T.unmodifiableList($L)", JavaTypes.of(m.type()), name,
            JavaTypes.COLLECTIONS, growing);
      } else {
        b.addStatement("$T[] $L = $L.toArray(new $T[0])", stored, name, growing, stored);
      }
      return;
    }
    if (list) {
      b.addStatement("$T $L = $T.unmodifiableList($T.asList($L))", JavaTypes.of(m.type()), name,
          JavaTypes.COLLECTIONS, JavaTypes.ARRAYS, array);
    }
  }

  private static CodeBlock sliceOf(SizeSpec spec, String size, String max, String path) {
    return spec.isRemaining()
        ? CodeBlock.of("in.slice(in.remaining(), $L, $S)", max, path)
        : CodeBlock.of("in.slice($L, $L, $S)", size, max, path);
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
    Locals locals = new Locals("value", "buf", "p", "limit", "e", "i", "n");
    Map<FieldLayout, String> sources = new HashMap<>();
    Map<FieldLayout, String> measures = new HashMap<>();
    // Variable components first: their sizes go into prefix fields written before them.
    for (FieldLayout f : layout.fields()) {
      if (!f.isFixed()) {
        String v = locals.claim(f.name());
        b.addStatement("$T $L = value.$L()", JavaTypes.ofField(f.field()), v, f.name());
        b.beginControlFlow("if ($L == null)", v)
            .addStatement("throw $T.nullValue($S)", JavaTypes.ENCODE_EXCEPTION, f.name())
            .endControlFlow();
        sources.put(f, v);
        String measure = measure(b, f, v, locals);
        if (measure != null) {
          measures.put(f, measure);
          if (f.prefix() != null) {
            sources.put(f.prefix(), measure);
          }
        }
      }
    }
    for (Layout.Item item : layout.items()) {
      if (item instanceof Layout.Segment s) {
        int size = s.sizeBytes();
        b.add("// $L byte(s) at fixed offsets\n", size);
        roomCheck(b, Integer.toString(size), s.fields().isEmpty() ? ""
            : FixedBodies.path(s.fields().get(0)));
        new FixedBodies(s.fields(), layout.bitOrder(), enums).encode(b, locals, sources);
        b.addStatement("p += $L", size);
      } else {
        FieldLayout f = ((Layout.Variable) item).field();
        b.add("// $L\n", f.name());
        writeVariable(b, f, sources.get(f), measures.get(f), locals);
      }
    }
    b.addStatement("return p");
    return b.build();
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
    WireType element = f.element();
    if (element instanceof WireType.Text t) {
      b.addStatement("int $L = $T.encodedLength($L, $L, $S)", measure, JavaTypes.TEXT, v,
          JavaTypes.charset(t), path);
    } else if (element instanceof WireType.Nested n && !m.isSequence()) {
      b.beginControlFlow("try");
      b.addStatement("int $L = $T.sizeOf($L)", measure, JavaTypes.className(n.type().codec()), v);
      b.nextControlFlow("catch ($T e)", JavaTypes.ENCODE_EXCEPTION)
          .addStatement("throw e.inField($S)", path)
          .endControlFlow();
    } else {
      boolean list = ((WireType.Array) m.type()).list();
      String count = list ? v + ".size()" : v + ".length";
      int stride = elementBytes(f);
      if (isCount || stride == 1) {
        if (spec.isFixed() && isCount) {
          b.beginControlFlow("if ($L != $L)", count, spec.fixed())
              .addStatement("throw $T.wrongLength($S, $L, $L)", JavaTypes.ENCODE_EXCEPTION, path,
                  count, spec.fixed())
              .endControlFlow();
        }
        b.addStatement("int $L = $L", measure, count);
      } else if (stride > 0) {
        String total = locals.claim(measure + "Total");
        b.addStatement("long $L = (long) $L * $L", total, count, stride);
        checkMax(b, spec, total, path, unit);
        b.addStatement("int $L = (int) $L", measure, total);
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
        b.addStatement("int $L = (int) $L", measure, total);
        return measure;
      }
    }
    checkMax(b, spec, measure, path, unit);
    return measure;
  }

  private static void checkMax(CodeBlock.Builder b, SizeSpec spec, String measure, String path,
      String unit) {
    long max = spec.effectiveMax();
    if (spec.isFixed() || max >= Integer.MAX_VALUE) {
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
    if (element instanceof WireType.Text t) {
      roomCheck(b, measure, path);
      b.addStatement("p = $T.write($L, $L, buf, p)", JavaTypes.TEXT, v, JavaTypes.charset(t));
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
        FixedBodies fixed = new FixedBodies(List.of(), layout.bitOrder(), enums);
        String checked = fixed.checked(b, f, element1, CodeBlock.of("$S", path), "i", locals);
        FixedBodies.writeDirectAt(b, f, pos, checked);
      }
      b.endControlFlow();
      b.addStatement("p += $L", bytes);
      return;
    }
    ClassName codec = JavaTypes.className(((WireType.Nested) element).type().codec());
    b.beginControlFlow("for (int i = 0; i < $L; i++)", count);
    b.beginControlFlow("try")
        .addStatement("p = $T.writeTo($L, buf, p, limit)", codec, get)
        .nextControlFlow("catch ($T e)", JavaTypes.ENCODE_EXCEPTION)
        .addStatement("throw e.inElement(i).inField($S)", path)
        .endControlFlow();
    b.endControlFlow();
  }

  // ---------------------------------------------------------------- size

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
    b.addStatement("long size = $L", fixedBytes);
    Locals locals = new Locals("value", "size", "e", "i");
    for (Layout.Item item : layout.items()) {
      if (!(item instanceof Layout.Variable var)) {
        continue;
      }
      FieldLayout f = var.field();
      FieldModel m = f.field();
      String path = f.name();
      String v = locals.claim(f.name());
      b.addStatement("$T $L = value.$L()", JavaTypes.ofField(m), v, f.name());
      b.beginControlFlow("if ($L == null)", v)
          .addStatement("throw $T.nullValue($S)", JavaTypes.ENCODE_EXCEPTION, path)
          .endControlFlow();
      WireType element = f.element();
      if (element instanceof WireType.Text t) {
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
    b.beginControlFlow("if (size > $T.MAX_VALUE)", Integer.class)
        .addStatement("throw $T.tooLong($S, size, $T.MAX_VALUE, $S)", JavaTypes.ENCODE_EXCEPTION,
            "", Integer.class, "byte(s)")
        .endControlFlow();
    b.addStatement("return (int) size");
    return b.build();
  }
}
