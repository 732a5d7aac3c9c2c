package io.framewright.processor.generation.codec;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import io.framewright.processor.generation.Constants;
import io.framewright.processor.generation.ContextArguments;
import io.framewright.processor.generation.JavaTypes;
import io.framewright.processor.generation.Locals;
import io.framewright.processor.generation.PartCode;
import io.framewright.processor.generation.Rethrow;
import io.framewright.processor.generation.ScalarCode;
import io.framewright.processor.generation.SelectedUnion;
import io.framewright.processor.generation.UntilCode;
import io.framewright.processor.generation.UserCalls;
import io.framewright.processor.generation.VarintCode;
import io.framewright.processor.model.BackReference;
import io.framewright.processor.model.Layout;
import io.framewright.processor.model.WireType;
import io.framewright.processor.plan.Compression;
import io.framewright.processor.plan.ParentContext;
import io.framewright.processor.plan.Part;
import java.util.List;
import javax.lang.model.element.Modifier;

/**
 * Writes the value of one variable {@link Part} (held in a local, already measured) at
 * {@code p}: one method per content, each switching over the part's extent where that matters.
 */
record PartWrites(Part part, Layout layout, Constants constants, Locals locals,
    ScalarCode scalars, List<MethodSpec> outlined) {
  /** The part's path in errors. */
  private String path() {
    return part.name();
  }

  private String terminator() {
    return PartCode.terminator(constants, part);
  }

  /** Writes {@code v}; {@code measure}: its size's local (or fixed size), or null. */
  void write(CodeBlock.Builder b, String v, String measure) {
    BackReference ref = part.backReference();
    if (ref == null || !ref.compress()
        || Compression.measured(layout.message(), part.field().field())) {
      writeWhole(b, v, measure);
      return;
    }
    // Encoded from the top-level codec, the list is compressed against the lists before it;
    // written by a caller that passes no context (a union's variant), it is written whole.
    b.beginControlFlow("if ($L != null)", Compression.PARAMETER);
    compressed(b, v);
    b.nextControlFlow("else");
    writeWhole(b, v, measure);
    b.endControlFlow();
  }

  /**
   * A list the encoder compresses ({@link Compression}): its elements written in place go to the
   * context's scratch buffer, checked as {@link #sequence} checks them, then the context writes
   * them, and a pointer or the terminator, at {@code p}.
   */
  private void compressed(CodeBlock.Builder b, String v) {
    BackReference ref = part.backReference();
    ClassName codec = JavaTypes.className(part.elements().nested().type().codec());
    CodeBlock get = PartCode.element(part, v);
    CodeBlock arguments = ContextArguments.of(part.elements().nested(),
        name -> CodeBlock.of("value.$L()", name));
    String at = locals.claim(path() + "At");
    String scratch = locals.claim(path() + "Scratch");
    terminatedMax(b, PartCode.count(part, v), "element(s)");
    b.addStatement("$L.begin($LL, $L, $L, $L)", Compression.PARAMETER,
        Compression.kind(part.field().field()), terminator(), PartCode.pointerForm(part),
        ref.maxPointers());
    b.beginControlFlow("for (int i = 0; i < $L; i++)", PartCode.inlineCount(part, v));
    b.addStatement("int $L = $L.at()", at, Compression.PARAMETER);
    b.add(Rethrow.encoding(CodeBlock.builder()
        .addStatement("byte[] $L = $L.room($T.sizeOf($L))", scratch, Compression.PARAMETER,
            codec, get)
        .addStatement("$L.wrote($T.writeTo($L, $L, $L, $L.length$L))", Compression.PARAMETER,
            codec, get, scratch, at, scratch, arguments)
        .build(), "i", path()));
    b.addStatement("byte[] $L = $L.room(0)", scratch, Compression.PARAMETER);
    b.beginControlFlow("if ($T.mayBegin($L, $L, $L.at(), $L))", JavaTypes.DELIMITERS, scratch,
            at, Compression.PARAMETER, terminator())
        .addStatement("throw $T.notExpected($S + i + $S, $S)", JavaTypes.ENCODE_EXCEPTION,
            path() + "[", "]", "not allowed to start with the list's terminator")
        .endControlFlow();
    b.beginControlFlow("if ($T.startsMarked($L, $L, $L.at(), $L, $L))",
            JavaTypes.BACK_REFERENCES, scratch, at, Compression.PARAMETER, ref.marker(),
            ref.markerBits())
        .addStatement("throw $T.notExpected($S + i + $S, $S)", JavaTypes.ENCODE_EXCEPTION,
            path() + "[", "]", "not allowed to start with a pointer's marker")
        .endControlFlow();
    b.endControlFlow();
    b.addStatement("p = $L.end(p, limit, $L, $S)", Compression.PARAMETER, v, path());
  }

  /** Writes {@code v} whole, or as a {@code ReferencedList} says. */
  private void writeWhole(CodeBlock.Builder b, String v, String measure) {
    boolean terminated = part.extent() == Part.Extent.TERMINATED;
    String from = null;
    if (terminated && !part.leavesTerminator()) {
      from = locals.claim(path() + "From");
      b.addStatement("int $L = p", from);
    }
    int codecMin = part.field().field().extras().usingMinBytes();
    byte[] neverWritten = part.field().field().extras().usingNeverWritten();
    String codecFrom = null;
    if (part.content() == Part.Content.CUSTOM && (codecMin > 0 || neverWritten.length > 0)) {
      codecFrom = locals.claim(path() + "Written");
      b.addStatement("int $L = p", codecFrom);
    }
    b.add(switch (part.content()) {
      case CUSTOM -> UserCalls.encoding(PartCode.statement("p = $L.$L($L, buf, p, limit)",
              constants.instance(part.elements().using()), PartCode.usingMethod(part, "write"),
              v),
          path(), PartCode.usingCall(part, "write"));
      case TEXT -> PartCode.code(c -> text(c, v, measure));
      case RAW_BYTES -> PartCode.code(c -> bytes(c, v));
      case MESSAGE -> PartCode.code(c -> message(c, v));
      case SELECTED -> PartCode.code(c -> new SelectedUnion(part, constants).write(c, v, locals,
          name -> CodeBlock.of("value.$L()", name)));
      case STRIDED, MESSAGES -> PartCode.code(c -> sequence(c, v, measure));
      case VARINT -> PartCode.code(c -> {
        ScalarCode.refuseRule(c, part.field(), v, CodeBlock.of("$S", path()), null);
        c.addStatement("p = $L", VarintCode.write(part.varint().form(), v,
            part.varint().numberBits(part.field().primitive()), path()));
      });
      case SCALAR -> throw new IllegalStateException(path() + ": a scalar part is optional");
    });
    if (codecFrom != null && codecMin > 0) {
      // The codec's declared least size (@Using(minBytes)) bounds counts on decode: hold it to it.
      b.beginControlFlow("if (p - $L < $L)", codecFrom, codecMin)
          .addStatement("throw $T.codecTooShort($S, $S, p - $L, $L)",
              JavaTypes.ENCODE_EXCEPTION, path(), part.elements().using().nestedName(),
              codecFrom, codecMin)
          .endControlFlow();
    }
    if (codecFrom != null && neverWritten.length > 0) {
      // Delimited encoders trust @Using(neverWrites) and append without a search
      // (TerminatorFree): with -ea, as in tests, hold the codec to it.
      b.addStatement("assert $T.keptOut(buf, $L, p, $L, $S, $S)", JavaTypes.DELIMITERS,
          codecFrom, constants.bytes("NEVER_WRITTEN", neverWritten), path(),
          part.elements().using().nestedName());
    }
    if (!terminated) {
      return;
    }
    if (part.backReference() != null) {
      // A list written whole ends at its terminator, one read through a pointer at the pointer.
      String pointer = locals.claim(path() + "Pointer");
      b.addStatement("long $L = $T.pointerOf($L)", pointer, JavaTypes.REFERENCED_LIST, v);
      b.beginControlFlow("if ($L >= 0)", pointer)
          .addStatement("p = $T.writePointer(buf, p, limit, $L, $L, $S)",
              JavaTypes.BACK_REFERENCES, pointer, PartCode.pointerForm(part), path())
          .nextControlFlow("else");
    }
    if (part.field().element() instanceof WireType.Nested) {
      // A list: its terminator may not start an element, checked as each was written.
      b.beginControlFlow("if (limit - p < $L.length)", terminator())
          .addStatement("throw $T.bufferTooSmall($S, $L.length, limit - p)",
              JavaTypes.ENCODE_EXCEPTION, path(), terminator())
          .endControlFlow();
      b.addStatement("$T.arraycopy($L, 0, buf, p, $L.length)", System.class, terminator(),
          terminator());
      b.addStatement("p += $L.length", terminator());
      if (part.backReference() != null) {
        b.endControlFlow();
      }
    } else if (part.includesTerminator()) {
      // The value holds its terminator: checked, not appended.
      b.addStatement("p = $T.included(buf, $L, p, $L, $L, $S)", JavaTypes.DELIMITERS, from,
          terminator(), part.terminatorUnit(), path());
    } else if (part.leavesTerminator()) {
      // The part after it writes the terminator: VariableWrites checks it once that is written.
      return;
    } else if (part.terminatorUnit() > 1) {
      // Looked for on the text's code units, as readTextTo looks for it on decode.
      b.addStatement("p = $T.terminate(buf, $L, p, limit, $L, $L, $S)", JavaTypes.DELIMITERS,
          from, terminator(), part.terminatorUnit(), path());
    } else {
      b.addStatement("p = $T.terminate(buf, $L, p, limit, $L, $S)", JavaTypes.DELIMITERS, from,
          terminator(), path());
    }
  }

  /**
   * The bytes before the terminator of a value of {@code length} bytes: all of them, or all but
   * the terminator a value that includes it ends with ({@code max} counts those before it).
   */
  private CodeBlock beforeTerminator(String length) {
    return part.includesTerminator()
        ? CodeBlock.of("$L - $L.length", length, terminator()) : CodeBlock.of("$L", length);
  }

  /** Throws unless {@code count} (a local's name or a CodeBlock) is at most the maximum. */
  private void terminatedMax(CodeBlock.Builder b, Object count, String unit) {
    if (part.max() != Integer.MAX_VALUE) {
      b.beginControlFlow("if ($L > $L)", count, part.max())
          .addStatement("throw $T.tooLong($S, $L, $L, $S)", JavaTypes.ENCODE_EXCEPTION, path(),
              count, part.max(), unit)
          .endControlFlow();
    }
  }

  private void text(CodeBlock.Builder b, String v, String measure) {
    WireType.Text t = part.elements().text();
    b.add(switch (part.extent()) {
      case TERMINATED -> PartCode.code(c -> {
        String bytes = locals.claim(path() + "Bytes");
        c.addStatement("int $L = $T.encodedLength($L, $L, $S)", bytes, JavaTypes.TEXT, v,
            JavaTypes.charset(t), path());
        terminatedMax(c, beforeTerminator(bytes), "byte(s)");
        PartCode.roomCheck(c, bytes, path());
        c.addStatement("p = $T.write($L, $L, $L, buf, p)", JavaTypes.TEXT, v, bytes,
            JavaTypes.charset(t));
      });
      case FIXED -> PartCode.code(c -> {
        PartCode.roomCheck(c, measure, path());
        c.addStatement("$T.encodeFixed($L, $L, buf, p, $L, $S)", JavaTypes.TEXT, v,
            JavaTypes.charset(t), measure, path());
        c.addStatement("p += $L", measure);
      });
      case PREFIX, HELD, VARINT_PREFIX, EXPRESSION, REST, OWN -> PartCode.code(c -> {
        PartCode.roomCheck(c, measure, path());
        c.addStatement("p = $T.write($L, $L, $L, buf, p)", JavaTypes.TEXT, v, measure,
            JavaTypes.charset(t));
      });
      case UNTIL -> throw new IllegalStateException(path() + ": validation refuses text UNTIL");
    });
  }

  private void bytes(CodeBlock.Builder b, String v) {
    if (part.extent() == Part.Extent.TERMINATED) {
      terminatedMax(b, beforeTerminator(v + ".length"), "byte(s)");
    }
    PartCode.roomCheck(b, CodeBlock.of("$L.length", v), path());
    b.addStatement("$T.arraycopy($L, 0, buf, p, $L.length)", System.class, v, v);
    b.addStatement("p += $L.length", v);
  }

  /**
   * A list its last element ends: one to max elements, the last meeting the condition and no
   * other, or the bytes would decode to a different list.
   */
  private void untilList(CodeBlock.Builder b, CodeBlock count, CodeBlock get, ClassName codec) {
    b.beginControlFlow("if ($L == 0)", count)
        .addStatement("throw $T.notExpected($S, $S)", JavaTypes.ENCODE_EXCEPTION, path(),
            "empty, where its last element has " + UntilCode.text(part))
        .endControlFlow();
    terminatedMax(b, count, "element(s)");
    b.beginControlFlow("for (int i = 0; i < $L; i++)", count);
    b.beginControlFlow("if (($L) != (i == $L - 1))", UntilCode.met(part, get), count)
        .addStatement("throw $T.notExpected($S + i + $S, i == $L - 1 ? $S : $S)",
            JavaTypes.ENCODE_EXCEPTION, path() + "[", "]", count,
            "the last element, without " + UntilCode.text(part),
            "not the last element, with " + UntilCode.text(part))
        .endControlFlow();
    b.add(Rethrow.encoding(CodeBlock.builder()
        .addStatement("p = $T.writeTo($L, buf, p, limit$L)", codec, get, context()).build(),
        "i", path()));
    b.endControlFlow();
  }

  private void message(CodeBlock.Builder b, String v) {
    b.add(Rethrow.encoding(CodeBlock.builder().addStatement("p = $T.writeTo($L, buf, p, limit$L)",
        JavaTypes.className(part.elements().nested().type().codec()), v, context()).build(),
        null, path()));
  }

  private void sequence(CodeBlock.Builder b, String v, String measure) {
    // Asked of the list once, as the hand-written loop does: the room checked below and the
    // loop then count the same elements. (On its own it measured no faster: the roster's
    // encode gained from stridedLoop's method of its own.)
    String n = locals.claim(path() + "N");
    b.addStatement("int $L = $L", n, PartCode.inlineCount(part, v));
    CodeBlock count = CodeBlock.of("$L", n);
    CodeBlock get = PartCode.element(part, v);
    ClassName codec = part.elements().nested() == null ? null
        : JavaTypes.className(part.elements().nested().type().codec());
    if (part.extent() == Part.Extent.TERMINATED) {
      terminatedMax(b, PartCode.count(part, v), "element(s)");
      String at = locals.claim(path() + "At");
      b.beginControlFlow("for (int i = 0; i < $L; i++)", count);
      b.addStatement("int $L = p", at);
      b.add(Rethrow.encoding(CodeBlock.builder()
          .addStatement("p = $T.writeTo($L, buf, p, limit$L)", codec, get, context()).build(),
          "i", path()));
      b.beginControlFlow("if ($T.mayBegin(buf, $L, p, $L))", JavaTypes.DELIMITERS, at,
              terminator())
          .addStatement("throw $T.notExpected($S + i + $S, $S)", JavaTypes.ENCODE_EXCEPTION,
              path() + "[", "]", "not allowed to start with the list's terminator")
          .endControlFlow();
      if (part.backReference() != null) {
        // The decoder would take an element that starts with the marker for a pointer.
        b.beginControlFlow("if ($T.startsMarked(buf, $L, p, $L, $L))", JavaTypes.BACK_REFERENCES,
                at, part.backReference().marker(), part.backReference().markerBits())
            .addStatement("throw $T.notExpected($S + i + $S, $S)", JavaTypes.ENCODE_EXCEPTION,
                path() + "[", "]", "not allowed to start with a pointer's marker")
            .endControlFlow();
      }
      b.endControlFlow();
      return;
    }
    if (part.extent() == Part.Extent.UNTIL) {
      untilList(b, count, get, codec);
      return;
    }
    int stride = part.elements().stride();
    if (part.content() == Part.Content.STRIDED) {
      String bytes = locals.claim(path() + "Bytes");
      if (stride == 1) {
        b.addStatement("int $L = $L", bytes, count);
      } else {
        b.addStatement("int $L = $L * $L", bytes, count, stride);
      }
      PartCode.roomCheck(b, bytes, path());
      b.addStatement("$L($L, $L, buf, p)", stridedLoop(v, stride), v, count);
      b.addStatement("p += $L", bytes);
      return;
    }
    WireType.Nested nested = part.elements().nested();
    b.beginControlFlow("for (int i = 0; i < $L; i++)", count);
    CodeBlock open = OpenEnds.test(nested.model(), get, locals);
    if (open != null) {
      b.beginControlFlow("if (i < $L - 1 && ($L))", count, open)
          .addStatement("throw $T.notLast($S + i + $S, $S)", JavaTypes.ENCODE_EXCEPTION,
              path() + "[", "]", nested.type().nestedName())
          .endControlFlow();
    }
    b.add(Rethrow.encoding(CodeBlock.builder()
        .addStatement("p = $T.writeTo($L, buf, p, limit$L)", codec, get, context()).build(),
        "i", path()));
    b.endControlFlow();
  }

  /** Whether a method of this codec's {@link #outlined} ones has {@code name}. */
  private boolean taken(String name) {
    return outlined.stream().anyMatch(m -> m.name().equals(name));
  }

  /**
   * The loop that writes a list of fixed-size elements, a method of its own (named for the
   * part, added to {@link #outlined}); returns its name. Why: C2 inlines a hot callee of at
   * most 325 bytes of bytecode (FreqInlineSize), and the roster's {@code writeTo} with its
   * loop took 330, so every encode called it; without the loop it is inlined, and the
   * 128-unit roster's encode took 204 ns instead of 230-246 (the hand-written code: 193; JMH,
   * 3 forks).
   */
  private String stridedLoop(String v, int stride) {
    String base = "writeElementsOf" + Character.toUpperCase(path().charAt(0))
        + path().substring(1);
    String name = base;
    for (int i = 2; taken(name); i++) {
      name = base + i;
    }
    Locals own = new Locals(layout, v, "n", "buf", "p", "e", "i");
    CodeBlock get = PartCode.element(part, v);
    CodeBlock.Builder b = CodeBlock.builder();
    b.beginControlFlow("for (int i = 0; i < n; i++)");
    String pos = "p" + (stride == 1 ? " + i" : " + " + stride + " * i");
    if (part.elements().nestedLayout() != null) {
      // Unlike decode (PartReads), an index moved by the stride measured no faster here:
      // the 16-unit squad's encode took 107 ns at p + 17 * i and 109-114 with it.
      b.add(Rethrow.encoding(CodeBlock.builder()
          .addStatement("$T.encodeAt($L, buf, $L)",
              JavaTypes.className(part.elements().nested().type().codec()), get, pos).build(),
          "i", path()));
    } else {
      String element = own.claim("element");
      TypeName type = JavaTypes.of(part.field().element());
      if (part.elements().list() && type.isPrimitive()) {
        String box = own.claim("boxed");
        b.addStatement("$T $L = $L", type.box(), box, get);
        b.beginControlFlow("if ($L == null)", box)
            .addStatement("throw $T.nullValue($S + i + $S)", JavaTypes.ENCODE_EXCEPTION,
                path() + "[", "]")
            .endControlFlow();
        b.addStatement("$T $L = $L", type, element, box);
      } else {
        b.addStatement("$T $L = $L", type, element, get);
      }
      String checked = scalars.checked(b, part.field(), element, CodeBlock.of("$S", path()),
          "i", own);
      ScalarCode.writeDirectAt(b, part.field(), pos, checked);
    }
    b.endControlFlow();
    outlined.add(MethodSpec.methodBuilder(name)
        .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
        .addJavadoc("Writes the first {@code n} elements of {@code $L} at {@code p}, whose room"
            + " the caller has\nchecked.\n", path())
        .addParameter(JavaTypes.ofField(part.field().field()), v)
        .addParameter(TypeName.INT, "n").addParameter(byte[].class, "buf")
        .addParameter(TypeName.INT, "p")
        .addCode(b.build()).build());
    return name;
  }

  /**
   * The values of this message a nested one reads ({@link ParentContext}), as the arguments
   * after {@code limit}: the record's own, which validation makes sure go on the wire as held.
   */
  private CodeBlock context() {
    return CodeBlock.builder().add(ContextArguments.of(part.elements().nested(),
            name -> CodeBlock.of("value.$L()", name)))
        .add(Compression.passesTo(layout.message(), part.field().field(), part.elements().nested())
            ? CodeBlock.of(", $L", Compression.PARAMETER) : CodeBlock.of(""))
        .build();
  }
}
