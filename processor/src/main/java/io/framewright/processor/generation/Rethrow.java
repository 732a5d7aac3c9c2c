package io.framewright.processor.generation;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;

/**
 * {@code try { body } catch (DecodeException e) { throw e.inField(path); }}: a nested codec's
 * error, put at the field (and element) it came from. Errors of the user's own code are
 * wrapped by {@link UserCalls} instead.
 */
public final class Rethrow {
  private Rethrow() {}

  /** {@code body}, its {@code DecodeException} put at {@code path} (element {@code index}). */
  public static CodeBlock decoding(CodeBlock body, String index, String path) {
    return wrap(body, JavaTypes.DECODE_EXCEPTION, index, path);
  }

  /** {@code body}, its {@code EncodeException} put at {@code path} (element {@code index}). */
  public static CodeBlock encoding(CodeBlock body, String index, String path) {
    return wrap(body, JavaTypes.ENCODE_EXCEPTION, index, path);
  }

  /** @param index the element's index expression, or null for the field itself */
  private static CodeBlock wrap(CodeBlock body, ClassName exception, String index,
      String path) {
    return CodeBlock.builder()
        .beginControlFlow("try")
        .add(body)
        .nextControlFlow("catch ($T e)", exception)
        .addStatement(index == null ? CodeBlock.of("throw e.inField($S)", path)
            : CodeBlock.of("throw e.inElement($L).inField($S)", index, path))
        .endControlFlow()
        .build();
  }
}
