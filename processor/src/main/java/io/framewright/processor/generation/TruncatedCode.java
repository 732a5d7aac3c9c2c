package io.framewright.processor.generation;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import io.framewright.processor.model.Layout;
import io.framewright.processor.model.MessageModel;
import io.framewright.processor.model.UnionModel;
import io.framewright.processor.plan.Part;
import java.util.function.Function;
import javax.lang.model.element.Modifier;

/**
 * The code of a {@code @Truncated} part (MAVLink 2's payload truncation), shared by decode's
 * read, a view's wrap and encode: decode and wrap read the part's fixed layout through
 * {@code WireReader.zeroFilled} (the bytes on the wire, zeros after them), so that a view
 * accepts exactly what decode does; encode writes the part whole into an array of its fixed size
 * and keeps its bytes up to the last that is not zero ({@code Truncation.kept}), the length
 * written being that count.
 */
public final class TruncatedCode {
  private TruncatedCode() {}

  /** Whether the part is {@code @Truncated}. */
  public static boolean applies(Part part) {
    return part.truncated() != null;
  }

  /**
   * The reader a truncated part's value is read from, as an expression: {@code in} itself, or a
   * reader over the bytes left zero-filled to {@code size} ({@code spare}: a view's reader kept
   * for the part, or null for a new one).
   */
  public static CodeBlock reader(Part part, CodeBlock size, String spare) {
    return CodeBlock.of("in.zeroFilled($L, $L, $L, $S)", size, part.truncated().keep(),
        spare == null ? "null" : spare, "");
  }

  /**
   * Decode's read of a truncated part once {@code in} is narrowed to it: {@code body} reads the
   * value from the reader whose local it is given, the bytes on the wire zero-filled to
   * {@code size}; an error there is placed at its offset in the input.
   */
  public static void read(CodeBlock.Builder b, Part part, CodeBlock size, Locals locals,
      Function<String, CodeBlock> body) {
    String at = locals.claim(part.name() + "FilledAt");
    String filled = locals.claim(part.name() + "In");
    b.addStatement("int $L = in.index()", at);
    b.addStatement("$T $L = $L", JavaTypes.WIRE_READER, filled, reader(part, size, null));
    b.beginControlFlow("try")
        .add(body.apply(filled))
        .nextControlFlow("catch ($T e)", JavaTypes.DECODE_EXCEPTION)
        .addStatement("throw in.zeroFilledError(e, $L, $L)", filled, at)
        .endControlFlow();
  }

  /**
   * A view's field {@code name}: the reader over the copy of the part's bytes zero-filled to its
   * fixed size, made once with an array of the largest, so that a wrap allocates nothing.
   */
  public static FieldSpec spareField(Part part, String name) {
    return FieldSpec.builder(JavaTypes.WIRE_READER, name, Modifier.PRIVATE, Modifier.FINAL)
        .addJavadoc("The bytes of {@code $L} on the wire, zero-filled to its fixed size when"
            + " fewer\n(@Truncated): the view of it reads them here.\n", part.name())
        .initializer("new $T(new byte[$L])", JavaTypes.WIRE_READER, largestSize(part)).build();
  }

  /** The largest fixed size of the part's message or variants. */
  static int largestSize(Part part) {
    MessageModel m = part.elements().nested().model();
    if (!m.isUnion()) {
      return Layout.of(m).fixedSize();
    }
    int largest = 0;
    for (UnionModel.Variant v : m.union().variants()) {
      largest = Math.max(largest, Layout.of(v.model()).fixedSize());
    }
    return largest;
  }

  /** The fixed size of a MESSAGE part's message, as an expression. */
  public static CodeBlock messageSize(Part part) {
    return CodeBlock.of("$T.FIXED_SIZE",
        JavaTypes.className(part.elements().nested().type().codec()));
  }

  /**
   * The fixed size of the part's value as an expression: its message's, or, for a SELECTED
   * part, the variant's the long local {@code tag} selects.
   */
  public static CodeBlock size(Part part, Constants constants, String tag) {
    return part.content() == Part.Content.SELECTED
        ? new SelectedUnion(part, constants).fixedSizeOf(tag) : messageSize(part);
  }

  /**
   * Writes {@code v} whole into a new array of the {@code measure} bytes it takes and sets
   * {@code measure} to the bytes kept; returns the array's local. The array is as large as the
   * part's fixed size, which the codec was generated with.
   */
  public static String whole(CodeBlock.Builder b, Part part, String v, String measure,
      Locals locals, Constants constants) {
    String whole = locals.claim(part.name() + "Whole");
    b.addStatement("byte[] $L = new byte[(int) $L]", whole, measure);
    Function<String, CodeBlock> values = name -> CodeBlock.of("value.$L()", name);
    if (part.content() == Part.Content.SELECTED) {
      new SelectedUnion(part, constants).writeWhole(b, v, whole, locals, values);
    } else {
      b.add(Rethrow.encoding(CodeBlock.builder().addStatement("$T.writeTo($L, $L, 0, $L.length$L)",
          JavaTypes.className(part.elements().nested().type().codec()), v, whole, whole,
          ContextArguments.of(part.elements().nested(), values)).build(), null, part.name()));
    }
    b.addStatement("$L = $T.kept($L, $L)", measure, JavaTypes.TRUNCATION, whole,
        part.truncated().keep());
    return whole;
  }

  /** Puts the {@code measure} bytes kept of {@code whole} at {@code p}. */
  public static CodeBlock put(Part part, String whole, String measure) {
    return CodeBlock.builder().addStatement("p = $T.put($L, (int) $L, buf, p, limit, $S)",
        JavaTypes.TRUNCATION, whole, measure, part.name()).build();
  }
}
