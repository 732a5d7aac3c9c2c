package io.framewright.processor.generation.view;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import io.framewright.processor.generation.Constants;
import io.framewright.processor.generation.JavaTypes;
import io.framewright.processor.generation.Locals;
import io.framewright.processor.generation.PartReads;
import io.framewright.processor.generation.ScalarCode;
import io.framewright.processor.plan.Part;
import javax.lang.model.element.Modifier;

/**
 * The view side of a component read by its own codec ({@code @Using}), as far as that codec
 * reads or in a slice of bytes (a length before it, held by an earlier component, or the rest
 * of the input): {@code wrap} runs decode's very code for it ({@link PartReads#custom}), value
 * dropped, and records where it starts, the end of the reader it was read with and its
 * length; the getter runs the same code again over exactly those bounds, with that length, so
 * it returns what decode returned. The getter
 * allocates only what the user's codec allocates.
 */
final class CustomViewParts {
  private CustomViewParts() {}

  private static String bound(String part) {
    return part + "Bound";
  }

  /** The field holding the end of the reader the part was read with. */
  static void addFields(TypeSpec.Builder type, String part, String name) {
    type.addField(FieldSpec.builder(TypeName.INT, bound(part), Modifier.PRIVATE)
        .addJavadoc("The end of the reader {@code $L} was read with.\n", name).build());
  }

  /**
   * Decode's reading of the part into local {@code value}, which it declares, its start and
   * reader's end recorded in {@code at}.
   */
  static void scan(CodeBlock.Builder b, Part part, String partField, String at,
      Constants constants, Locals locals, ScalarCode scalars, String size, String value) {
    b.addStatement("this.$L = in.index()", at);
    b.addStatement("this.$L = in.end()", bound(partField));
    new PartReads(part, constants, locals, scalars, CodeBlock.of("")).custom(b, value, size);
    if (sized(part)) {
      // Read: the length fitted in the input, so in an int; a long one is cast (only that one:
      // javac warns of a redundant cast in the user's build).
      TypeName type = JavaTypes.ofField(part.sizePath() != null ? part.sizePath().leaf().field()
          : part.sizeField().field());
      b.addStatement(type.equals(TypeName.LONG) ? "this.$L = (int) $L" : "this.$L = $L",
          length(partField), size);
    }
  }

  /** Whether the part's length is on the wire or held by a component (else its own, or REST). */
  static boolean sized(Part part) {
    return part.extent() == Part.Extent.PREFIX || part.extent() == Part.Extent.HELD;
  }

  /** The field holding the part's length ({@code VariableViews}' place of the part). */
  private static String length(String part) {
    return part + "Size";
  }

  /** The getter: decode's reading again, over the bounds wrap recorded. */
  static MethodSpec getter(Part part, String partField, String at, CodeBlock wrapped,
      Constants constants, Locals locals, ScalarCode scalars) {
    String value = locals.claim(part.name());
    CodeBlock.Builder b = CodeBlock.builder()
        .add(wrapped)
        .addStatement("$T in = this.in.reset(buf, $L, $L - $L)", JavaTypes.WIRE_READER, at,
            VariableViews.readableEnd(bound(partField)), at)
        .addStatement("int start = off")
        .addStatement("int end = this.end");
    new PartReads(part, constants, locals, scalars, CodeBlock.of(""))
        .custom(b, value, sized(part) ? "this." + length(partField) : null);
    return MethodSpec.methodBuilder(part.name()).addModifiers(Modifier.PUBLIC)
        .returns(JavaTypes.ofField(part.field().field()))
        .addJavadoc("{@code $L}, read by its codec from the bytes on each call, as decode"
            + " reads it.\n", part.name())
        .addCode(b.build())
        .addStatement("return $L", value).build();
  }
}
