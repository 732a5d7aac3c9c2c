package io.framewright.processor.generation;

import com.palantir.javapoet.CodeBlock;
import io.framewright.processor.model.FieldLayout;
import io.framewright.processor.model.WireType;
import io.framewright.processor.plan.PathRead;

/** The code that reads a {@link PathRead}'s value, from decoded locals or from the record. */
public final class PathReadCode {
  private PathReadCode() {}

  /** The value, from the local {@code firstLocal} that holds the first step's record. */
  public static CodeBlock from(PathRead path, String firstLocal) {
    CodeBlock.Builder b = CodeBlock.builder().add("$L", firstLocal);
    path.steps().subList(1, path.steps().size()).forEach(s -> b.add(".$L()", s.name()));
    return b.build();
  }

  /**
   * Declares a local holding the value as the record {@code root} holds it, each nested record
   * on the way checked for null (the encoder has not written them yet); returns its name.
   */
  public static String declareFromRecord(PathRead path, CodeBlock.Builder b, String root,
      Locals locals) {
    String at = declareRecordOf(path, b, root, locals);
    String value = locals.claim(path.localName());
    b.addStatement("$T $L = $L.$L()", JavaTypes.ofField(path.leaf().field()), value, at,
        path.leaf().name());
    if (path.leaf().element() instanceof WireType.Enum) {
      // An enum selector (validation allows no other value that can be null): null is no tag.
      b.beginControlFlow("if ($L == null)", value)
          .addStatement("throw $T.nullValue($S)", JavaTypes.ENCODE_EXCEPTION, path.text())
          .endControlFlow();
    }
    return value;
  }

  /**
   * Declares a local holding the record the path's last step is a component of, as the record
   * {@code root} holds it, each nested record on the way checked for null; returns its name.
   */
  public static String declareRecordOf(PathRead path, CodeBlock.Builder b, String root,
      Locals locals) {
    String at = root;
    String walked = "";
    for (FieldLayout step : path.steps().subList(0, path.steps().size() - 1)) {
      walked = walked.isEmpty() ? step.name() : walked + "." + step.name();
      String local = locals.claim(step.name() + "Record");
      b.addStatement("$T $L = $L.$L()", JavaTypes.of(step.element()), local, at, step.name());
      b.beginControlFlow("if ($L == null)", local)
          .addStatement("throw $T.nullValue($S)", JavaTypes.ENCODE_EXCEPTION, walked)
          .endControlFlow();
      at = local;
    }
    return at;
  }
}
