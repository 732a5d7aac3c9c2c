package io.framewright.processor.generation.codec;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.TypeName;
import io.framewright.processor.generation.Constants;
import io.framewright.processor.generation.EnumMappings;
import io.framewright.processor.generation.JavaTypes;
import io.framewright.processor.generation.Layouts;
import io.framewright.processor.generation.Locals;
import io.framewright.processor.generation.Rethrow;
import io.framewright.processor.generation.ScalarCode;
import io.framewright.processor.model.FieldLayout;
import io.framewright.processor.model.Framing;
import io.framewright.processor.model.Layout;
import io.framewright.processor.plan.Part;
import java.util.Map;

/**
 * The lists {@link LocalDecode} reads in locals: messages each framed by its own terminator,
 * and fixed-size elements; each as {@code PartReads.sequence} reads it through the reader, with
 * the same checks in the same order.
 */
final class LocalLists {
  /** Slots of the array a list of as many elements as its bytes hold starts with. */
  private static final int FIRST_CAPACITY = 8;

  private final Layouts layouts;
  private final EnumMappings enums;
  private final Constants constants;

  LocalLists(Layouts layouts, EnumMappings enums, Constants constants) {
    this.layouts = layouts;
    this.enums = enums;
    this.constants = constants;
  }

  /** Reads list part {@code part} at {@code at} into a new local {@code name}, moving {@code at}. */
  void read(CodeBlock.Builder b, Part part, String name, String at, Locals locals,
      Map<FieldLayout, String> names) {
    if (part.content() == Part.Content.STRIDED) {
      strided(b, part, name, at, locals, names);
    } else {
      messages(b, part, name, at, locals, names);
    }
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
            JavaTypes.LENGTHS, at, LocalDecode.size(part, at, names), part.max(), least, part.name());
      }
      String array = list ? locals.claim(name + "Array") : name;
      b.addStatement("$T[] $L = new $T[$L]", element, array, element, count);
      b.beginControlFlow("for (int i = 0; i < $L; i++)", count);
      b.add(Rethrow.decoding(CodeBlock.builder()
          .add(LocalDecode.searchAndRead(layouts, nested, array + "[i]", codec, stop, terminator,
              "end", at, d.max(), locals))
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
        JavaTypes.LENGTHS, at, LocalDecode.size(part, at, names), part.max(), part.name());
    // Gathered in an array grown by doubling and wrapped at the end (Lists.wrap), not an
    // ArrayList made unmodifiable: pies LevelData's decode took 76 ns that way and 81 with the
    // ArrayList (the hand-written decoder: 62; JMH, 2 forks).
    String growing = locals.claim(name + "Array");
    String size = locals.claim(name + "N");
    String item = locals.claim(name + "Item");
    b.addStatement("$T[] $L = new $T[$L]", element, growing, element, FIRST_CAPACITY);
    b.addStatement("int $L = 0", size);
    b.beginControlFlow("while ($L < $L)", at, partEnd);
    if (part.elementLimit() >= 0) {
      b.beginControlFlow("if ($L == $L)", size, part.elementLimit())
          .addStatement("throw $T.invalid(buf, start, end, $L, 0, $S, $S, $S)",
              JavaTypes.DECODE_EXCEPTION, at, part.name(),
              "at most " + part.elementLimit() + " element(s)", "more")
          .endControlFlow();
    }
    b.addStatement("$T $L", element, item);
    b.add(Rethrow.decoding(CodeBlock.builder()
        .add(LocalDecode.searchAndRead(layouts, nested, item, codec, stop, terminator, partEnd,
            at, d.max(), locals))
        .addStatement("$L = $L + $L.length", at, stop, terminator).build(),
        size, part.name()));
    // Each element took at least its terminator's bytes: the array grows with the input.
    b.beginControlFlow("if ($L == $L.length)", size, growing)
        .addStatement("$L = $T.copyOf($L, $L * 2)", growing, JavaTypes.ARRAYS, growing, size)
        .endControlFlow();
    b.addStatement("$L[$L++] = $L", growing, size, item);
    b.endControlFlow();
    CodeBlock exact = CodeBlock.of("$L == $L.length ? $L : $T.copyOf($L, $L)", size, growing,
        growing, JavaTypes.ARRAYS, growing, size);
    if (list) {
      b.addStatement("$T $L = $T.wrap($L)", JavaTypes.of(part.field().field().type()), name,
          JavaTypes.LISTS, exact);
    } else {
      b.addStatement("$T[] $L = $L", element, name, exact);
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
            JavaTypes.LENGTHS, at, LocalDecode.size(part, at, names), part.max(), stride, path);
      }
    } else {
      bound = locals.claim(name + "End");
      b.addStatement("int $L = $L + $T.checked(buf, start, end, $L, $L, $L, $S)", bound, at,
          JavaTypes.LENGTHS, at, LocalDecode.size(part, at, names), part.max(), path);
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
}
