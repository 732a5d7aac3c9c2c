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
import io.framewright.processor.generation.UserCalls;
import io.framewright.processor.generation.VariableReads;
import io.framewright.processor.model.FieldLayout;
import io.framewright.processor.model.Framing;
import io.framewright.processor.model.Layout;
import io.framewright.processor.plan.AsciiScans;
import io.framewright.processor.plan.LocalReads;
import io.framewright.processor.plan.Part;
import io.framewright.processor.plan.PartPlanner;
import io.framewright.processor.plan.VariablePlan;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
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
  /** Whether {@code readExact} takes the {@code ascii} flag ({@link AsciiScans#takesAscii}). */
  private final boolean ascii;

  LocalDecode(Layout layout, Layouts layouts, EnumMappings enums, Constants constants) {
    this.layout = layout;
    this.layouts = layouts;
    this.enums = enums;
    this.constants = constants;
    this.ascii = AsciiScans.takesAscii(layout, layouts::of);
  }

  /**
   * {@code readExact(buf, start, from, end)}: the message's body in exactly
   * {@code buf[from .. end)}, as {@code readFrom} reads it from a reader narrowed to those bytes
   * followed by {@code expectEnd("")}; and, where {@link AsciiScans} lets a search tell it the
   * bytes are ASCII, the same with that flag, which the first calls with false.
   */
  List<MethodSpec> readExact() {
    ClassName message = JavaTypes.className(layout.type());
    CodeBlock.Builder b = CodeBlock.builder();
    Locals locals = ascii
        ? new Locals(layout, "buf", "start", "from", "end", "p", "e", "i", "n", "in", "ascii")
        : new Locals(layout, "buf", "start", "from", "end", "p", "e", "i", "n", "in");
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
        VariableReads.claimSegmentAt(b, segment++, s.sizeBytes(), at);
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
    MethodSpec.Builder exact = MethodSpec.methodBuilder("readExact")
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC).returns(message)
        .addJavadoc("Reads one {@code $L} from exactly {@code buf[from .. end)} of an input that\n"
            + "starts at {@code start}, keeping its position in a local: what {@code readFrom}\n"
            + "reads from a reader narrowed to those bytes, with the same errors. Called by\n"
            + "generated codecs.\n", layout.type().simpleName())
        .addParameter(byte[].class, "buf").addParameter(TypeName.INT, "start")
        .addParameter(TypeName.INT, "from").addParameter(TypeName.INT, "end");
    if (!ascii) {
      return List.of(exact.addCode(b.build()).build());
    }
    MethodSpec unknown = exact.addStatement("return readExact(buf, start, from, end, false)")
        .build();
    MethodSpec told = MethodSpec.methodBuilder("readExact")
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC).returns(message)
        .addJavadoc("{@code readExact(buf, start, from, end)}, told whether every byte of\n"
            + "{@code buf[from .. end)} is below {@code 0x80} ({@code ascii}, from the search\n"
            + "for its terminator): its text is then built without the check.\n")
        .addParameter(byte[].class, "buf").addParameter(TypeName.INT, "start")
        .addParameter(TypeName.INT, "from").addParameter(TypeName.INT, "end")
        .addParameter(TypeName.BOOLEAN, "ascii")
        .addCode(b.build()).build();
    return List.of(unknown, told);
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
    if (part.content() == Part.Content.MESSAGES || part.content() == Part.Content.STRIDED) {
      new LocalLists(layouts, enums, constants).read(b, part, name, at, locals, names);
      return;
    }
    // Text or bytes of a length checked as WireReader.length checks it (REST: every byte left).
    String length = locals.claim(name + "Length");
    b.addStatement("int $L = $T.checked(buf, start, end, $L, $L, $L, $S)", length,
        JavaTypes.LENGTHS, at, size(part, at, names), part.max(), path);
    if (part.content() == Part.Content.TEXT) {
      b.addStatement("$T $L = $T.decode(buf, start, end, $L, $L, $L, $S$L)", String.class, name,
          JavaTypes.TEXT, at, length, JavaTypes.charset(part.elements().text()), path,
          ascii ? ", ascii" : "");
    } else {
      b.addStatement("byte[] $L = $T.copyOfRange(buf, $L, $L + $L)", name, Arrays.class, at, at,
          length);
    }
    b.addStatement("$L += $L", at, length);
  }

  /** The size of a part {@link LocalReads} sizes: a constant, a local, or the bytes left. */
  static CodeBlock size(Part part, String at, Map<FieldLayout, String> names) {
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
      body.add(searchAndRead(layouts, nested, name, codec, stop, terminator, "end", at, d.max(),
              locals))
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
   * {@code int stop = <the nested message's terminator from at, before limit>} and
   * {@code name = <nested>.readExact(buf, start, at, stop)}: with the ASCII scan where
   * {@link AsciiScans} allows it, its finding handed to the nested {@code readExact}.
   */
  static CodeBlock searchAndRead(Layouts layouts, Layout nested, String name, ClassName codec,
      String stop, String terminator, String limit, String at, long max, Locals locals) {
    if (!AsciiScans.takesAscii(nested, layouts::of)) {
      return CodeBlock.builder()
          .addStatement("int $L = $T.terminatorAt(buf, start, $L, $L, $L, 1, $L, $S)", stop,
              JavaTypes.DELIMITERS, limit, at, terminator, max, "")
          .addStatement("$L = $T.readExact(buf, start, $L, $L)", name, codec, at, stop).build();
    }
    String scan = locals.claim(stop + "Scan");
    return CodeBlock.builder()
        .addStatement("long $L = $T.terminatorAtAscii(buf, start, $L, $L, $L, $L, $S)", scan,
            JavaTypes.DELIMITERS, limit, at, terminator, max, "")
        .addStatement("int $L = (int) $L", stop, scan)
        .addStatement("$L = $T.readExact(buf, start, $L, $L, $L >= 0)", name, codec, at, stop,
            scan).build();
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
    byte[] rejected = part.field().field().extras().usingRejected();
    if (rejected.length > 0) {
      // A union's decode may trust @Using(rejects) and skip its terminator search
      // (LocalReads.checksEveryByte): with -ea, as in tests, hold the codec to it.
      b.addStatement("assert $T.readWithout(buf, $L, $L, $L, $S, $S)", JavaTypes.DELIMITERS,
          from, at, constants.bytes("REJECTED", rejected), part.name(),
          part.elements().using().nestedName());
    }
  }

  /**
   * The body of {@code decode(buf, off, len)} of a record read by {@link #readExact}: as
   * {@code readFrom} over a new reader followed by {@code expectEnd("")}, through the record's
   * terminator when it has one.
   */
  CodeBlock decode() {
    CodeBlock.Builder b = CodeBlock.builder();
    b.addStatement("$T.checkFromIndexSize(off, len, buf.length)", Objects.class);
    b.addStatement("int end = off + len");
    CodeBlock.Builder body = CodeBlock.builder();
    Framing.Delimiter d = layout.message().framing().delimiter();
    if (d == null) {
      body.addStatement("return readExact(buf, off, off, end)");
    } else {
      // The codec's own constant: readFrom and writeTo name the same bytes by it.
      String terminator = constants.bytes("TERMINATOR", d.bytes());
      if (ascii) {
        // One pass for the terminator and the text's check, as a message nesting this one does.
        body.addStatement("long scan = $T.terminatorAtAscii(buf, off, end, off, $L, $L, $S)",
                JavaTypes.DELIMITERS, terminator, d.max(), "")
            .addStatement("int stop = (int) scan")
            .addStatement("$T value = readExact(buf, off, off, stop, scan >= 0)",
                JavaTypes.className(layout.type()));
      } else {
        body.addStatement("int stop = $T.terminatorAt(buf, off, end, off, $L, 1, $L, $S)",
                JavaTypes.DELIMITERS, terminator, d.max(), "")
            .addStatement("$T value = readExact(buf, off, off, stop)",
                JavaTypes.className(layout.type()));
      }
      body.addStatement("int after = stop + $L.length", terminator)
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
