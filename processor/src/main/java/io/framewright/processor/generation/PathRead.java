package io.framewright.processor.generation;

import com.palantir.javapoet.CodeBlock;
import io.framewright.processor.model.FieldLayout;
import io.framewright.processor.model.WireType;
import java.util.List;

/**
 * A size or condition read through a path into an earlier nested record
 * ({@code @Count(field = "header.qdCount")}): decoded, the nested record holds the value, so
 * the decoder calls its accessors; encoded, the record is written as it is, so the encoder
 * checks the value instead of setting it.
 *
 * @param text the path as written, for the layout table and error messages
 * @param steps the component of each step: the first of this layout, each later one laid out in
 *     the nested message of the one before (the last gives the value's width and range)
 */
record PathRead(String text, List<FieldLayout> steps) {
  PathRead {
    steps = List.copyOf(steps);
  }

  /** The component of this layout the path starts at. */
  FieldLayout first() {
    return steps.get(0);
  }

  /** The component at the end of the path, laid out in its own message. */
  FieldLayout leaf() {
    return steps.get(steps.size() - 1);
  }

  /** A name for a local holding the value: {@code headerQdCount}. */
  String localName() {
    StringBuilder out = new StringBuilder(first().name());
    for (FieldLayout step : steps.subList(1, steps.size())) {
      out.append(Character.toUpperCase(step.name().charAt(0))).append(step.name().substring(1));
    }
    return out.toString();
  }

  /** The value, from the local {@code firstLocal} that holds the first step's record. */
  CodeBlock from(String firstLocal) {
    CodeBlock.Builder b = CodeBlock.builder().add("$L", firstLocal);
    steps.subList(1, steps.size()).forEach(s -> b.add(".$L()", s.name()));
    return b.build();
  }

  /**
   * Declares a local holding the value as the record {@code root} holds it, each nested record
   * on the way checked for null (the encoder has not written them yet); returns its name.
   */
  String declareFromRecord(CodeBlock.Builder b, String root, Locals locals) {
    String at = root;
    String path = "";
    for (FieldLayout step : steps.subList(0, steps.size() - 1)) {
      path = path.isEmpty() ? step.name() : path + "." + step.name();
      String local = locals.claim(step.name() + "Record");
      b.addStatement("$T $L = $L.$L()", JavaTypes.of(step.element()), local, at, step.name());
      b.beginControlFlow("if ($L == null)", local)
          .addStatement("throw $T.nullValue($S)", JavaTypes.ENCODE_EXCEPTION, path)
          .endControlFlow();
      at = local;
    }
    String value = locals.claim(localName());
    b.addStatement("$T $L = $L.$L()", JavaTypes.ofField(leaf().field()), value, at,
        leaf().name());
    if (leaf().element() instanceof WireType.Enum) {
      // An enum selector (validation allows no other value that can be null): null is no tag.
      b.beginControlFlow("if ($L == null)", value)
          .addStatement("throw $T.nullValue($S)", JavaTypes.ENCODE_EXCEPTION, text)
          .endControlFlow();
    }
    return value;
  }
}
