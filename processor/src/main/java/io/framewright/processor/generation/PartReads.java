package io.framewright.processor.generation;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.TypeName;
import io.framewright.processor.model.BackReference;
import io.framewright.processor.model.Primitive;
import io.framewright.processor.model.Varint;
import io.framewright.processor.model.WireType;
import io.framewright.processor.plan.ParentContext;
import io.framewright.processor.plan.Part;

/**
 * Reads the value of one variable {@link Part} from the {@code WireReader in} into a new local:
 * one method per content, each switching over the part's extent. {@code context}: the arguments
 * after {@code in} of a nested message's {@code readFrom}, the values of this message it reads
 * ({@link ParentContext}).
 */
public record PartReads(Part part, Constants constants, Locals locals, ScalarCode scalars,
    CodeBlock context) {
  /** The part's path in errors. */
  private String path() {
    return part.name();
  }

  private IllegalStateException refused() {
    return new IllegalStateException(path() + ": validation refuses " + part.content() + " "
        + part.extent());
  }

  private String terminator() {
    return PartCode.terminator(constants, part);
  }

  /** Whether the part's terminator is dropped from the value and skipped, as by default. */
  private boolean plainTerminator() {
    return !part.includesTerminator() && !part.leavesTerminator();
  }

  /** Narrows {@code in} to the part's bytes; the statement's value is the end to restore. */
  public CodeBlock narrow(String size, String max, String errorPath) {
    return part.extent() == Part.Extent.REST
        ? CodeBlock.of("in.narrow($L, $L, $S)", PartCode.rest(part), max, errorPath)
        : CodeBlock.of("in.narrow($L, $L, $S)", size, max, errorPath);
  }

  private String max() {
    return Long.toString(part.max());
  }

  public void text(CodeBlock.Builder b, String name, String size) {
    WireType.Text t = part.elements().text();
    b.add(switch (part.extent()) {
      case TERMINATED -> plainTerminator()
          ? PartCode.statement("$T $L = in.readTextTo($L, $L, $L, $S)", String.class, name,
              terminator(), part.max(), JavaTypes.charset(t), path())
          : PartCode.statement("$T $L = in.readTextTo($L, $L, $L, $L, $L, $S)", String.class,
              name, terminator(), part.max(), JavaTypes.charset(t), part.includesTerminator(),
              !part.leavesTerminator(), path());
      case FIXED -> PartCode.code(c -> {
        // Optional fixed text: zero-padded, as when it is always on the wire.
        String q = locals.claim(name + "At");
        c.addStatement("int $L = in.claim($L, $S)", q, part.fixed(), path());
        c.addStatement("$T $L = $T.decodeFixed(buf, start, end, $L, $L, $L, $S)", String.class,
            name, JavaTypes.TEXT, q, part.fixed(), JavaTypes.charset(t), path());
      });
      case REST -> PartCode.statement("$T $L = in.readText($L, $L, $L, $S)", String.class,
          name, PartCode.rest(part), max(), JavaTypes.charset(t), path());
      case PREFIX, HELD, VARINT_PREFIX, EXPRESSION -> PartCode.statement(
          "$T $L = in.readText($L, $L, $L, $S)",
          String.class, name, size, max(), JavaTypes.charset(t), path());
      case OWN, UNTIL -> throw refused();
    });
  }

  public void bytes(CodeBlock.Builder b, String name, String size) {
    b.add(switch (part.extent()) {
      case TERMINATED -> plainTerminator()
          ? PartCode.statement("byte[] $L = in.readBytesTo($L, $L, $S)", name, terminator(),
              part.max(), path())
          : PartCode.statement("byte[] $L = in.readBytesTo($L, $L, $L, $L, $S)", name,
              terminator(), part.max(), part.includesTerminator(), !part.leavesTerminator(),
              path());
      case REST -> PartCode.statement("byte[] $L = in.readBytes($L, $L, $S)", name,
          PartCode.rest(part), max(), path());
      case FIXED, PREFIX, HELD, VARINT_PREFIX, EXPRESSION -> PartCode.statement(
          "byte[] $L = in.readBytes($L, $L, $S)",
          name, size, max(), path());
      case OWN, UNTIL -> throw refused();
    });
  }

  public void message(CodeBlock.Builder b, String name, String size) {
    ClassName codec = JavaTypes.className(part.elements().nested().type().codec());
    b.addStatement("$T $L", JavaTypes.of(part.field().element()), name);
    CodeBlock.Builder body = CodeBlock.builder();
    body.addStatement("in.enter($S)", path());
    body.add(switch (part.extent()) {
      case OWN -> PartCode.statement("$L = $T.readFrom(in$L)", name, codec, context);
      case FIXED, PREFIX, HELD, VARINT_PREFIX, EXPRESSION, REST -> PartCode.code(c -> {
        String outer = locals.claim(name + "Outer");
        c.addStatement("int $L = $L", outer, narrow(size, max(), path()));
        if (TruncatedCode.applies(part)) {
          TruncatedCode.read(c, part, TruncatedCode.messageSize(part), locals,
              r -> CodeBlock.builder().addStatement("$L = $T.readFrom($L$L)", name, codec, r,
                  context).build());
        } else {
          c.addStatement("$L = $T.readFrom(in$L)", name, codec, context);
        }
        c.addStatement("in.expectEnd($S)", "");
        c.addStatement("in.widen($L, 0)", outer);
      });
      case TERMINATED, UNTIL -> throw refused();
    });
    body.addStatement("in.exit()");
    b.add(Rethrow.decoding(body.build(), null, path()));
  }

  /** A component with its own codec: read from the input, a slice of it, or up to a terminator. */
  public void custom(CodeBlock.Builder b, String name, String size) {
    String codec = constants.instance(part.elements().using());
    String read = PartCode.usingMethod(part, "read");
    String at = locals.claim(name + "At");
    b.addStatement("$T $L", JavaTypes.ofField(part.field().field()), name);
    b.addStatement("int $L = in.index()", at);
    CodeBlock.Builder body = CodeBlock.builder();
    body.addStatement("in.enter($S)", path());
    byte[] rejected = part.field().field().extras().usingRejected();
    // Held to @Using(rejects) with -ea here too, so that every read of the codec is checked
    // (an AssertionError, which the rethrow below leaves alone), on the bytes it read.
    CodeBlock kept = rejected.length == 0 ? CodeBlock.of("") : CodeBlock.builder()
        .addStatement("assert $T.readWithout(in.buffer(), $L, in.index(), $L, $S, $S)",
            JavaTypes.DELIMITERS, at, constants.bytes("REJECTED", rejected), path(),
            part.elements().using().nestedName()).build();
    if (part.extent() == Part.Extent.OWN) {
      body.addStatement("$L = $L.$L(in)", name, codec, read);
      body.add(kept);
    } else {
      String outer = locals.claim(name + "Outer");
      boolean terminated = part.extent() == Part.Extent.TERMINATED;
      if (terminated) {
        body.addStatement("int $L = in.narrowTo($L, $L, $S)", outer, terminator(), part.max(),
            "");
      } else {
        body.addStatement("int $L = $L", outer, narrow(size, max(), ""));
      }
      body.addStatement("$L = $L.$L(in)", name, codec, read);
      body.add(kept);
      body.addStatement("in.expectEnd($S)", "");
      body.addStatement("in.widen($L, $L)", outer, terminated ? terminator() + ".length" : "0");
    }
    body.addStatement("in.exit()");
    b.add(UserCalls.decodingComponent(body.build(), UserCalls.INPUT, CodeBlock.of("$L", at),
        path(), "a value " + part.elements().using().nestedName() + " can read"));
  }

  /** An {@code int} or {@code long} varint: its number read, checked, and ZigZag-decoded. */
  public void varint(CodeBlock.Builder b, String name) {
    varint(b, name, true);
  }

  /**
   * As {@link #varint(CodeBlock.Builder, String)}; without {@code rule} its value rule is left
   * unchecked (a view's getter, reading again what wrap checked).
   */
  public void varint(CodeBlock.Builder b, String name, boolean rule) {
    Varint v = part.varint();
    Primitive type = part.field().primitive();
    CodeBlock read = VarintCode.read(v.form(), part.varintBytes(), v.valueBits(type),
        !v.acceptNonMinimal(), path());
    if (v.zigzag()) {
      read = CodeBlock.of("$T.unzigzag($L)", JavaTypes.VARINTS, read);
    }
    // Where the varint starts, for the error of a value its rule refuses.
    String at = !rule || RuleCode.of(part.field()) == null ? null : locals.claim(name + "At");
    if (at != null) {
      b.addStatement("int $L = in.index()", at);
    }
    if (type == Primitive.LONG) {
      b.addStatement("long $L = $L", name, read);
    } else {
      b.addStatement("int $L = (int) $L", name, read);
    }
    if (at != null) {
      ScalarCode.checkRule(b, part.field(), name, at, 0, CodeBlock.of("$S", path()));
    }
  }

  /** Arrays and lists: counted, in a slice of bytes, to the end, or up to a terminator. */
  public void sequence(CodeBlock.Builder b, String name, String size) {
    if (part.extent() == Part.Extent.TERMINATED) {
      terminatedList(b, name);
      return;
    }
    if (part.extent() == Part.Extent.UNTIL) {
      untilList(b, name);
      return;
    }
    boolean list = part.elements().list();
    int stride = part.elements().stride();
    boolean counted = part.unit() == Part.Unit.ELEMENTS;
    String elementMax = part.elementLimit() < 0 ? null : Long.toString(part.elementLimit());
    String outer = null;
    String count = stride > 0 || counted ? locals.claim(name + "N") : null;
    if (counted) {
      if (part.extent() == Part.Extent.FIXED) {
        b.addStatement("int $L = $L", count, part.fixed());
      } else {
        b.addStatement("int $L = in.count($L, $L, $L, $S)", count, size, max(),
            stride > 0 ? stride : minSize(), path());
      }
    } else {
      // A byte length (or the rest of the input) holds the elements.
      outer = locals.claim(name + "Outer");
      b.addStatement("int $L = $L", outer, narrow(size, max(), path()));
      if (stride > 0) {
        b.beginControlFlow("if (in.remaining() % $L != 0)", stride)
            .addStatement("throw $T.invalid(buf, start, end, in.index(), 0, $S, $S,"
                    + " in.remaining() + $S)", JavaTypes.DECODE_EXCEPTION, path(),
                "a whole number of " + stride + "-byte elements", " byte(s)")
            .endControlFlow();
        if (elementMax == null) {
          b.addStatement("int $L = in.remaining() / $L", count, stride);
        } else {
          b.addStatement("int $L = in.count(in.remaining() / $L, $L, $L, $S)", count, stride,
              elementMax, stride, path());
        }
      }
    }
    TypeName elementType = JavaTypes.of(part.field().element());
    TypeName stored = list ? JavaTypes.boxed(elementType) : elementType;
    String array = list ? locals.claim(name + "Array") : name;
    if (stride > 0) {
      // Fixed-size elements: one bounds check for all of them, then constant strides.
      String q = locals.claim(name + "At");
      if (stride == 1) {
        b.addStatement("int $L = in.claim($L, $S)", q, count, path());
      } else {
        b.addStatement("int $L = in.claim($L * $L, $S)", q, count, stride, path());
      }
      b.addStatement("$T[] $L = new $T[$L]", stored, array, stored, count);
      if (part.elements().nestedLayout() != null) {
        // Messages: each at an index moved by the stride. Computed as q + stride * i, C2 kept
        // both live across each element's allocation (a 128-unit list: 450 against 385 ns).
        String at = locals.claim(name + "Element");
        b.beginControlFlow("for (int i = 0, $L = $L; i < $L; i++, $L += $L)", at, q, count, at,
            stride);
        ClassName codec = JavaTypes.className(part.elements().nested().type().codec());
        b.add(Rethrow.decoding(CodeBlock.builder()
            .addStatement("$L[i] = $T.decodeAt(buf, start, end, $L)", array, codec, at)
            .build(), "i", path()));
      } else {
        b.beginControlFlow("for (int i = 0; i < $L; i++)", count);
        String pos = q + (stride == 1 ? " + i" : " + " + stride + " * i");
        scalars.readDirectAt(b, part.field(), pos, ScalarCode.Target.elementOf(array), false,
            CodeBlock.of("$S + i + $S", path() + "[", "]"), locals);
      }
      b.endControlFlow();
    } else if (counted) {
      ClassName codec = JavaTypes.className(part.elements().nested().type().codec());
      b.addStatement("$T[] $L = new $T[$L]", stored, array, stored, count);
      b.beginControlFlow("for (int i = 0; i < $L; i++)", count);
      b.add(Rethrow.decoding(CodeBlock.builder()
          .addStatement("in.enterElement(i)")
          .addStatement("$L[i] = $T.readFrom(in$L)", array, codec, context)
          .addStatement("in.exit()")
          .build(), "i", path()));
      b.endControlFlow();
    } else {
      // Variable-size elements until the slice ends.
      String growing = locals.claim(name + "List");
      ClassName codec = JavaTypes.className(part.elements().nested().type().codec());
      b.addStatement("$T<$T> $L = new $T<>()", JavaTypes.LIST, stored, growing,
          JavaTypes.ARRAY_LIST);
      b.beginControlFlow("while (in.remaining() > 0)");
      if (elementMax != null) {
        b.beginControlFlow("if ($L.size() == $L)", growing, elementMax)
            .addStatement("throw $T.invalid(buf, start, end, in.index(), 0, $S, $S, $S)",
                JavaTypes.DECODE_EXCEPTION, path(), "at most " + elementMax + " element(s)",
                "more")
            .endControlFlow();
      }
      readElement(b, growing, codec);
      b.endControlFlow();
      b.addStatement("in.widen($L, 0)", outer);
      if (list) {
        b.addStatement("$T $L = $T.unmodifiableList($L)",
            JavaTypes.of(part.field().field().type()), name, JavaTypes.COLLECTIONS, growing);
      } else {
        b.addStatement("$T[] $L = $L.toArray(new $T[0])", stored, name, growing, stored);
      }
      return;
    }
    if (outer != null) {
      b.addStatement("in.widen($L, 0)", outer);
    }
    if (list) {
      b.addStatement("$T $L = $T.wrap($L)", JavaTypes.of(part.field().field().type()), name,
          JavaTypes.LISTS, array);
    }
  }

  /** Reads one more message into {@code growing}, its errors at that element. */
  private void readElement(CodeBlock.Builder b, String growing, ClassName codec) {
    b.add(Rethrow.decoding(CodeBlock.builder()
        .addStatement("in.enterElement($L.size())", growing)
        .addStatement("$L.add($T.readFrom(in$L))", growing, codec, context)
        .addStatement("in.exit()")
        .build(), growing + ".size()", path()));
  }

  /** A list of messages until its terminator. */
  private void terminatedList(CodeBlock.Builder b, String name) {
    String growing = growingList(b, name);
    BackReference ref = part.backReference();
    String refs = null;
    if (ref == null) {
      b.beginControlFlow("while (!in.startsWith($L))", terminator());
    } else {
      // Pointers are followed between elements, so every element is read by its own codec.
      refs = locals.claim(name + "Refs");
      b.addStatement("$T $L = $T.begin(in, $L, $L, $L, $S)", JavaTypes.BACK_REFERENCES, refs,
          JavaTypes.BACK_REFERENCES, terminator(), PartCode.pointerForm(part), ref.maxPointers(),
          path());
      b.beginControlFlow("while ($L.another($L.size()))", refs, growing);
    }
    nextElement(b, growing, "the terminator after at most " + part.max() + " element(s)");
    b.endControlFlow();
    if (ref != null) {
      // A list the encoder compresses says when it was read whole, so it is written whole again.
      b.addStatement("$T $L = $L.$L($L)", JavaTypes.of(part.field().field().type()), name,
          refs, ref.compress() ? "finishCompressed" : "finish", growing);
      return;
    }
    b.addStatement("in.expect($L, $S)", terminator(), path());
    b.addStatement("$T $L = $T.unmodifiableList($L)", JavaTypes.of(part.field().field().type()),
        name, JavaTypes.COLLECTIONS, growing);
  }

  /** A list of messages up to and including the first meeting its condition. */
  private void untilList(CodeBlock.Builder b, String name) {
    String growing = growingList(b, name);
    // An element is read before its condition is known: at most max of them, and an input
    // that ends first fails in the element's own read.
    b.beginControlFlow("do");
    nextElement(b, growing, UntilCode.expected(part));
    b.endControlFlow("while (!($L))", UntilCode.met(part,
        CodeBlock.of("$L.get($L.size() - 1)", growing, growing)));
    TypeName elementType = JavaTypes.of(part.field().element());
    if (part.elements().list()) {
      b.addStatement("$T $L = $T.unmodifiableList($L)",
          JavaTypes.of(part.field().field().type()), name, JavaTypes.COLLECTIONS, growing);
    } else {
      b.addStatement("$T[] $L = $L.toArray(new $T[0])", elementType, name, growing,
          elementType);
    }
  }

  /** Declares the list the elements of {@code name} are read into; returns its local. */
  private String growingList(CodeBlock.Builder b, String name) {
    String growing = locals.claim(name + "List");
    b.addStatement("$T<$T> $L = new $T<>()", JavaTypes.LIST, JavaTypes.of(part.field().element()),
        growing, JavaTypes.ARRAY_LIST);
    return growing;
  }

  /** Reads one more element, unless max have been: then what decode {@code expected}. */
  private void nextElement(CodeBlock.Builder b, String growing, String expected) {
    b.beginControlFlow("if ($L.size() == $L)", growing, part.max())
        .addStatement("throw $T.invalid(buf, start, end, in.index(), 0, $S, $S, $S)",
            JavaTypes.DECODE_EXCEPTION, path(), expected, "another element")
        .endControlFlow();
    readElement(b, growing, JavaTypes.className(part.elements().nested().type().codec()));
  }

  private int minSize() {
    return part.field().nested() != null ? part.field().nested().minSize() : 0;
  }
}
