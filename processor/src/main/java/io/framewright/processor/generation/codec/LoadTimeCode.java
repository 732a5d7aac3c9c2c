package io.framewright.processor.generation.codec;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import io.framewright.processor.generation.Layouts;
import io.framewright.processor.generation.description.LayoutFingerprint;
import io.framewright.processor.model.MessageModel;

/**
 * The static initializer of a codec: check that the codecs it nests still have the layouts it
 * was generated against ({@link LayoutFingerprint}), then register {@code INSTANCE} with the
 * runtime, which lets {@code Framewright.codec} find it by loading the class by name (no
 * {@code provides} clause needed in a named module, no reflection). The runtime's naming rule,
 * {@code Framewright.codecName}, must give {@code TypeRef.codec()}; where it does not, the codec
 * is found through the service index only.
 */
final class LoadTimeCode {
  private static final ClassName FRAMEWRIGHT = ClassName.get("io.framewright.runtime",
      "Framewright");

  private LoadTimeCode() {}

  static CodeBlock of(MessageModel model, Layouts layouts) {
    return CodeBlock.builder()
        .add(LayoutFingerprint.checks(model, layouts))
        .addStatement("$T.register(INSTANCE)", FRAMEWRIGHT)
        .build();
  }
}
