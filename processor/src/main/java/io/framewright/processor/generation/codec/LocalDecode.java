package io.framewright.processor.generation.codec;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import io.framewright.processor.generation.Constants;
import io.framewright.processor.generation.EnumMappings;
import io.framewright.processor.generation.FixedBodies;
import io.framewright.processor.generation.JavaTypes;
import io.framewright.processor.generation.Layouts;
import io.framewright.processor.generation.Locals;
import io.framewright.processor.generation.Rethrow;
import io.framewright.processor.generation.ScalarCode;
import io.framewright.processor.generation.UserCalls;
import io.framewright.processor.generation.VariableReads;
import io.framewright.processor.model.FieldLayout;
import io.framewright.processor.model.Framing;
import io.framewright.processor.model.Layout;
import io.framewright.processor.plan.LocalReads;
import io.framewright.processor.plan.Part;
import io.framewright.processor.plan.PartPlanner;
import io.framewright.processor.plan.VariablePlan;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import javax.lang.model.element.Modifier;

/**
 * Writes the reads of a message that {@link LocalReads} lets keep their position in a local:
 * {@code readExact}, the message over exactly the bytes it is given, and {@code decode} through
 * it. Every error is the one the reader's read of the same bytes throws, made by the same
 * factories from the same offsets (the terminator's search is {@code Delimiters.terminatorAt},
 * which the reader calls too); the generative test holds {@code decode} and {@code read} to it.
 */
final class LocalDecode {
  private final Layout layout;
  private final Layouts layouts;
  private final EnumMappings enums;
  private final Constants constants;

  LocalDecode(Layout layout, Layouts layouts, EnumMappings enums, Constants constants) {
    this.layout = layout;
    this.layouts = layouts;
    this.enums = enums;
    this.constants = constants;
  }

  /**
   * {@code readExact(buf, start, from, end)}: the message's body in exactly
   * {@code buf[from .. end)}, as {@code readFrom} reads it from a reader narrowed to those bytes
   * followed by {@code expectEnd("")}.
   */
  MethodSpec readExact() {
    ClassName message = JavaTypes.className(layout.type());
    CodeBlock.Builder b = CodeBlock.builder();
    Locals locals = new Locals(layout, "buf", "start", "from", "end", "p", "e", "i", "n", "in");
    Map<FieldLayout, String> names = new LinkedHashMap<>();
    for (FieldLayout f : layout.fields()) {
      names.put(f, locals.claim(f.name()));
    }
    String at = locals.claim("at");
    b.addStatement("int p");
    b.addStatement("int $L = from", at);
    VariablePlan plan = PartPlanner.plan(layout);
    int segment = 0;
    for (Layout.Item item : layout.items()) {
      if (item instanceof Layout.Segment s) {
        b.add("// segment $L: $L byte(s)\n", segment, s.sizeBytes());
        b.beginControlFlow("if ($L > end - $L)", s.sizeBytes(), at)
            .addStatement("throw $L.truncated(buf, start, end, $L)",
                VariableReads.segmentConstant(segment++), at)
            .endControlFlow();
        b.addStatement("p = $L", at);
        b.addStatement("$L += $L", at, s.sizeBytes());
        new FixedBodies(s.fields(), layout.bitOrder(), enums, constants).decode(b, locals, names);
      } else {
        Part part = plan.part(((Layout.Variable) item).field());
        b.add("// $L\n", part.name());
        read(b, part, names.get(part.field()), at, locals, names);
      }
    }
    b.beginControlFlow("if ($L != end)", at)
        .addStatement("throw $T.trailing(buf, start, end, $L, $S)", JavaTypes.DECODE_EXCEPTION,
            at, "")
        .endControlFlow();
    VariableReads reads = new VariableReads(layout, enums, constants);
    CodeBlock args = layout.components().stream().map(f -> reads.componentValue(f, names))
        .collect(CodeBlock.joining(", "));
    b.add(UserCalls.construct(layout.type(), false, args, UserCalls.INPUT,
        CodeBlock.of("from"), ""));
    return MethodSpec.methodBuilder("readExact")
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC).returns(message)
        .addJavadoc("Reads one {@code $L} from exactly {@code buf[from .. end)} of an input that\n"
            + "starts at {@code start}, keeping its position in a local: what {@code readFrom}\n"
            + "reads from a reader narrowed to those bytes, with the same errors. Called by\n"
            + "generated codecs.\n", layout.type().simpleName())
        .addParameter(byte[].class, "buf").addParameter(TypeName.INT, "start")
        .addParameter(TypeName.INT, "from").addParameter(TypeName.INT, "end")
        .addCode(b.build()).build();
  }

  /**
   * Reads one variable part at {@code at} into a new local {@code name}, moving {@code at}: as
   * {@code PartReads} does through the reader, the same checks in the same order.
   */
  private void read(CodeBlock.Builder b, Part part, String name, String at, Locals locals,
      Map<FieldLayout, String> names) {
    String path = part.name();
    if (part.content() == Part.Content.TEXT && part.extent() == Part.Extent.FIXED) {
      // Zero-padded text of a fixed size (an optional one's form: claim, then decodeFixed).
      b.beginControlFlow("if ($L > end - $L)", part.fixed(), at)
          .addStatement("throw $T.truncated(buf, start, end, $L, 0, $S, $LL)",
              JavaTypes.DECODE_EXCEPTION, at, path, part.fixed() * 8L)
          .endControlFlow();
      b.addStatement("$T $L = $T.decodeFixed(buf, start, end, $L, $L, $L, $S)", String.class,
          name, JavaTypes.TEXT, at, part.fixed(), JavaTypes.charset(part.elements().text()),
          path);
      b.addStatement("$L += $L", at, part.fixed());
      return;
    }
    if (part.content() == Part.Content.MESSAGE) {
      message(b, part, name, at, locals, names);
      return;
    }
    if (part.content() == Part.Content.CUSTOM) {
      custom(b, part, name, at, locals, names);
      return;
    }
    if (part.content() == Part.Content.MESSAGES) {
      messages(b, part, name, at, locals, names);
      return;
    }
    if (part.content() == Part.Content.STRIDED) {
      strided(b, part, name, at, locals, names);
      return;
    }
    // Text or bytes of a length checked as WireReader.length checks it (REST: every byte left).
    String length = locals.claim(name + "Length");
    b.addStatement("int $L = $T.checked(buf, start, end, $L, $L, $L, $S)", length,
        JavaTypes.LENGTHS, at, size(part, at, names), part.max(), path);
    if (part.content() == Part.Content.TEXT) {
      b.addStatement("$T $L = $T.decode(buf, start, end, $L, $L, $L, $S)", String.class, name,
          JavaTypes.TEXT, at, length, JavaTypes.charset(part.elements().text()), path);
    } else {
      b.addStatement("byte[] $L = $T.copyOfRange(buf, $L, $L + $L)", name, Arrays.class, at, at,
          length);
    }
    b.addStatement("$L += $L", at, length);
  }

  /** The size of a part {@link LocalReads} sizes: a constant, a local, or the bytes left. */
  private static CodeBlock size(Part part, String at, Map<FieldLayout, String> names) {
    return switch (part.extent()) {
      case FIXED -> CodeBlock.of("$L", part.fixed());
      case PREFIX, HELD -> CodeBlock.of("$L", names.get(part.sizeField()));
      case REST -> CodeBlock.of("end - $L", at);
      case OWN, TERMINATED, UNTIL, VARINT_PREFIX, EXPRESSION ->
          throw new IllegalStateException(part.name() + ": LocalReads refuses " + part.extent());
    };
  }

  /**
   * A nested message: up to its own terminator, or over the bytes its size gives (narrowed to
   * them, as {@code PartReads.message}); its errors under the part's name.
   */
  private void message(CodeBlock.Builder b, Part part, String name, String at, Locals locals,
      Map<FieldLayout, String> names) {
    Layout nested = layouts.of(part.elements().nested().model());
    Framing.Delimiter d = nested.message().framing().delimiter();
    ClassName codec = JavaTypes.className(nested.type().codec());
    String terminator = d == null ? null
        : constants.bytes(nested.type().simpleName() + "_TERMINATOR", d.bytes());
    b.addStatement("$T $L", JavaTypes.of(part.field().element()), name);
    CodeBlock.Builder body = CodeBlock.builder();
    String stop = locals.claim(name + "Stop");
    if (part.extent() == Part.Extent.OWN) {
      body.addStatement("int $L = $T.terminatorAt(buf, start, end, $L, $L, 1, $L, $S)", stop,
              JavaTypes.DELIMITERS, at, terminator, d.max(), "")
          .addStatement("$L = $T.readExact(buf, start, $L, $L)", name, codec, at, stop)
          .addStatement("$L = $L + $L.length", at, stop, terminator);
    } else {
      String partEnd = locals.claim(name + "End");
      body.addStatement("int $L = $L + $T.checked(buf, start, end, $L, $L, $L, $S)", partEnd,
          at, JavaTypes.LENGTHS, at, size(part, at, names), part.max(), part.name());
      if (d == null) {
        body.addStatement("$L = $T.readExact(buf, start, $L, $L)", name, codec, at, partEnd);
      } else {
        // Its terminator inside the part's bytes, and nothing after it there.
        String after = locals.claim(name + "After");
        body.addStatement("int $L = $T.terminatorAt(buf, start, $L, $L, $L, 1, $L, $S)", stop,
                JavaTypes.DELIMITERS, partEnd, at, terminator, d.max(), "")
            .addStatement("$L = $T.readExact(buf, start, $L, $L)", name, codec, at, stop)
            .addStatement("int $L = $L + $L.length", after, stop, terminator)
            .beginControlFlow("if ($L != $L)", after, partEnd)
            .addStatement("throw $T.trailing(buf, start, $L, $L, $S)",
                JavaTypes.DECODE_EXCEPTION, partEnd, after, "")
            .endControlFlow();
      }
      body.addStatement("$L = $L", at, partEnd);
    }
    b.add(Rethrow.decoding(body.build(), null, part.name()));
  }

  /**
   * A value of the user's own codec, handed a reader over the bytes it may read: those left
   * (OWN, then the position is where it stopped) or the part's own, which it must read whole;
   * as {@code PartReads.custom}, with its errors under the part's name and anything else it
   * throws a rejection there.
   */
  private void custom(CodeBlock.Builder b, Part part, String name, String at, Locals locals,
      Map<FieldLayout, String> names) {
    String codec = constants.instance(part.elements().using());
    String read = part.field().field().extras().usingMethod("read");
    String from = locals.claim(name + "At");
    String reader = locals.claim(name + "In");
    b.addStatement("$T $L", JavaTypes.ofField(part.field().field()), name);
    b.addStatement("int $L = $L", from, at);
    CodeBlock.Builder body = CodeBlock.builder();
    if (part.extent() == Part.Extent.OWN) {
      body.addStatement("$T $L = $T.over(buf, start, $L, end)", JavaTypes.WIRE_READER, reader,
              JavaTypes.WIRE_READER, at)
          .addStatement("$L = $L.$L($L)", name, codec, read, reader)
          .addStatement("$L = $L.index()", at, reader);
    } else {
      String partEnd = locals.claim(name + "End");
      body.addStatement("int $L = $L + $T.checked(buf, start, end, $L, $L, $L, $S)", partEnd,
              at, JavaTypes.LENGTHS, at, size(part, at, names), part.max(), "")
          .addStatement("$T $L = $T.over(buf, start, $L, $L)", JavaTypes.WIRE_READER, reader,
              JavaTypes.WIRE_READER, at, partEnd)
          .addStatement("$L = $L.$L($L)", name, codec, read, reader)
          .addStatement("$L.expectEnd($S)", reader, "")
          .addStatement("$L = $L", at, partEnd);
    }
    b.add(UserCalls.decodingComponent(body.build(), UserCalls.INPUT, CodeBlock.of("$L", from),
        part.name(), "a value " + part.elements().using().nestedName() + " can read"));
  }

  /**
   * A list of messages each framed by its own terminator: a count of them (checked as
   * {@code WireReader.count} checks it), or as many as the part's bytes hold; as
   * {@code PartReads.sequence}, each element's errors at its index.
   */
  private void messages(CodeBlock.Builder b, Part part, String name, String at, Locals locals,
      Map<FieldLayout, String> names) {
    Layout nested = layouts.of(part.elements().nested().model());
    Framing.Delimiter d = nested.message().framing().delimiter();
    ClassName codec = JavaTypes.className(nested.type().codec());
    String terminator = constants.bytes(nested.type().simpleName() + "_TERMINATOR", d.bytes());
    boolean list = part.elements().list();
    TypeName element = JavaTypes.of(part.field().element());
    String stop = locals.claim(name + "Stop");
    if (part.unit() == Part.Unit.ELEMENTS) {
      String count = locals.claim(name + "N");
      if (part.extent() == Part.Extent.FIXED) {
        b.addStatement("int $L = $L", count, part.fixed());
      } else {
        // The least size an element takes, as the reader's count is given it.
        int least = part.field().nested() != null ? part.field().nested().minSize() : 0;
        b.addStatement("int $L = $T.count(buf, start, end, $L, $L, $L, $L, $S)", count,
            JavaTypes.LENGTHS, at, size(part, at, names), part.max(), least, part.name());
      }
      String array = list ? locals.claim(name + "Array") : name;
      b.addStatement("$T[] $L = new $T[$L]", element, array, element, count);
      b.beginControlFlow("for (int i = 0; i < $L; i++)", count);
      b.add(Rethrow.decoding(CodeBlock.builder()
          .addStatement("int $L = $T.terminatorAt(buf, start, end, $L, $L, 1, $L, $S)", stop,
              JavaTypes.DELIMITERS, at, terminator, d.max(), "")
          .addStatement("$L[i] = $T.readExact(buf, start, $L, $L)", array, codec, at, stop)
          .addStatement("$L = $L + $L.length", at, stop, terminator).build(), "i", part.name()));
      b.endControlFlow();
      if (list) {
        b.addStatement("$T $L = $T.wrap($L)", JavaTypes.of(part.field().field().type()), name,
            JavaTypes.LISTS, array);
      }
      return;
    }
    // As many as the part's bytes hold: narrowed to them (checked as WireReader.length).
    String partEnd = locals.claim(name + "End");
    b.addStatement("int $L = $L + $T.checked(buf, start, end, $L, $L, $L, $S)", partEnd, at,
        JavaTypes.LENGTHS, at, size(part, at, names), part.max(), part.name());
    String growing = locals.claim(name + "List");
    b.addStatement("$T<$T> $L = new $T<>()", JavaTypes.LIST, element, growing,
        JavaTypes.ARRAY_LIST);
    b.beginControlFlow("while ($L < $L)", at, partEnd);
    if (part.elementLimit() >= 0) {
      b.beginControlFlow("if ($L.size() == $L)", growing, part.elementLimit())
          .addStatement("throw $T.invalid(buf, start, end, $L, 0, $S, $S, $S)",
              JavaTypes.DECODE_EXCEPTION, at, part.name(),
              "at most " + part.elementLimit() + " element(s)", "more")
          .endControlFlow();
    }
    b.add(Rethrow.decoding(CodeBlock.builder()
        .addStatement("int $L = $T.terminatorAt(buf, start, $L, $L, $L, 1, $L, $S)", stop,
            JavaTypes.DELIMITERS, partEnd, at, terminator, d.max(), "")
        .addStatement("$L.add($T.readExact(buf, start, $L, $L))", growing, codec, at, stop)
        .addStatement("$L = $L + $L.length", at, stop, terminator).build(),
        growing + ".size()", part.name()));
    b.endControlFlow();
    if (list) {
      b.addStatement("$T $L = $T.unmodifiableList($L)",
          JavaTypes.of(part.field().field().type()), name, JavaTypes.COLLECTIONS, growing);
    } else {
      b.addStatement("$T[] $L = $L.toArray(new $T[0])", element, name, growing, element);
    }
  }

  /**
   * Fixed-size elements, as {@code PartReads.sequence} reads them: a count checked as
   * {@code WireReader.count} checks it (or the elements a byte length holds, a whole number of
   * them), one bounds check for all, then each element at an index moved by the stride.
   */
  private void strided(CodeBlock.Builder b, Part part, String name, String at, Locals locals,
      Map<FieldLayout, String> names) {
    int stride = part.elements().stride();
    String path = part.name();
    String count = locals.claim(name + "N");
    String bound = "end";
    if (part.unit() == Part.Unit.ELEMENTS) {
      if (part.extent() == Part.Extent.FIXED) {
        b.addStatement("int $L = $L", count, part.fixed());
      } else {
        b.addStatement("int $L = $T.count(buf, start, end, $L, $L, $L, $L, $S)", count,
            JavaTypes.LENGTHS, at, size(part, at, names), part.max(), stride, path);
      }
    } else {
      bound = locals.claim(name + "End");
      b.addStatement("int $L = $L + $T.checked(buf, start, end, $L, $L, $L, $S)", bound, at,
          JavaTypes.LENGTHS, at, size(part, at, names), part.max(), path);
      b.beginControlFlow("if (($L - $L) % $L != 0)", bound, at, stride)
          .addStatement("throw $T.invalid(buf, start, end, $L, 0, $S, $S, ($L - $L) + $S)",
              JavaTypes.DECODE_EXCEPTION, at, path,
              "a whole number of " + stride + "-byte elements", bound, at, " byte(s)")
          .endControlFlow();
      if (part.elementLimit() < 0) {
        b.addStatement("int $L = ($L - $L) / $L", count, bound, at, stride);
      } else {
        b.addStatement("int $L = $T.count(buf, start, $L, $L, ($L - $L) / $L, $L, $L, $S)",
            count, JavaTypes.LENGTHS, bound, at, bound, at, stride, part.elementLimit(), stride,
            path);
      }
    }
    // The reader's claim of them all: count * stride bytes, or a truncation at the first.
    CodeBlock bytes = stride == 1 ? CodeBlock.of("$L", count)
        : CodeBlock.of("$L * $L", count, stride);
    b.beginControlFlow("if ($L > $L - $L)", bytes, bound, at)
        .addStatement("throw $T.truncated(buf, start, $L, $L, 0, $S, (long) ($L) * 8)",
            JavaTypes.DECODE_EXCEPTION, bound, at, path, bytes)
        .endControlFlow();
    boolean list = part.elements().list();
    TypeName elementType = JavaTypes.of(part.field().element());
    TypeName stored = list ? JavaTypes.boxed(elementType) : elementType;
    String array = list ? locals.claim(name + "Array") : name;
    String q = locals.claim(name + "At");
    b.addStatement("int $L = $L", q, at);
    b.addStatement("$T[] $L = new $T[$L]", stored, array, stored, count);
    if (part.elements().nestedLayout() != null) {
      String element = locals.claim(name + "Element");
      b.beginControlFlow("for (int i = 0, $L = $L; i < $L; i++, $L += $L)", element, q, count,
          element, stride);
      b.add(Rethrow.decoding(CodeBlock.builder()
          .addStatement("$L[i] = $T.decodeAt(buf, start, end, $L)", array,
              JavaTypes.className(part.elements().nested().type().codec()), element)
          .build(), "i", path));
    } else {
      b.beginControlFlow("for (int i = 0; i < $L; i++)", count);
      String pos = q + (stride == 1 ? " + i" : " + " + stride + " * i");
      new ScalarCode(enums).readDirectAt(b, part.field(), pos,
          ScalarCode.Target.elementOf(array), false, CodeBlock.of("$S + i + $S", path + "[", "]"),
          locals);
    }
    b.endControlFlow();
    b.addStatement("$L = $L + $L", at, q, bytes);
    if (part.unit() != Part.Unit.ELEMENTS) {
      b.addStatement("$L = $L", at, bound);
    }
    if (list) {
      b.addStatement("$T $L = $T.wrap($L)", JavaTypes.of(part.field().field().type()), name,
          JavaTypes.LISTS, array);
    }
  }

  /**
   * The body of {@code decode(buf, off, len)} of a record read by {@link #readExact}: as
   * {@code readFrom} over a new reader followed by {@code expectEnd("")}, through the record's
   * terminator when it has one.
   */
  CodeBlock decode(String terminator) {
    CodeBlock.Builder b = CodeBlock.builder();
    b.addStatement("$T.checkFromIndexSize(off, len, buf.length)", Objects.class);
    b.addStatement("int end = off + len");
    CodeBlock.Builder body = CodeBlock.builder();
    Framing.Delimiter d = layout.message().framing().delimiter();
    if (d == null) {
      body.addStatement("return readExact(buf, off, off, end)");
    } else {
      body.addStatement("int stop = $T.terminatorAt(buf, off, end, off, $L, 1, $L, $S)",
              JavaTypes.DELIMITERS, terminator, d.max(), "")
          .addStatement("$T value = readExact(buf, off, off, stop)",
              JavaTypes.className(layout.type()))
          .addStatement("int after = stop + $L.length", terminator)
          .beginControlFlow("if (after != end)")
          .addStatement("throw $T.trailing(buf, off, end, after, $S)",
              JavaTypes.DECODE_EXCEPTION, "")
          .endControlFlow()
          .addStatement("return value");
    }
    b.add(Rethrow.decoding(body.build(), null, layout.type().simpleName()));
    return b.build();
  }
}
