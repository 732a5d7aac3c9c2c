package io.framewright.processor.generation;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import java.util.Objects;
import javax.lang.model.element.Modifier;

/**
 * The {@code Codec} methods every variable-size codec has, record or union: each calls the
 * codec's static {@code sizeOf}, {@code writeTo} or {@code readFrom} and roots its errors at the
 * message's name.
 */
final class CodecShell {
  private CodecShell() {}

  /** {@code size(value)}: {@code sizeOf}. */
  static MethodSpec size(TypeName message, String name) {
    return MethodSpec.methodBuilder("size").addAnnotation(Override.class)
        .addModifiers(Modifier.PUBLIC).returns(TypeName.INT)
        .addParameter(message, "value")
        .addCode(Rethrow.encoding(statement("return sizeOf(value)"), null, name)).build();
  }

  /** {@code encode(value, buf, off)}: {@code writeTo} up to the end of {@code buf}. */
  static MethodSpec encode(TypeName message, String name) {
    return MethodSpec.methodBuilder("encode").addAnnotation(Override.class)
        .addModifiers(Modifier.PUBLIC).returns(TypeName.INT)
        .addParameter(message, "value").addParameter(byte[].class, "buf")
        .addParameter(TypeName.INT, "off")
        .addStatement("$T.checkFromIndexSize(off, 0, buf.length)", Objects.class)
        .addCode(Rethrow.encoding(statement("return writeTo(value, buf, off, buf.length) - off"),
            null, name)).build();
  }

  /** {@code read(in)}: {@code readFrom}. */
  static MethodSpec read(ClassName message, String name) {
    return MethodSpec.methodBuilder("read").addAnnotation(Override.class)
        .addModifiers(Modifier.PUBLIC).returns(message)
        .addParameter(JavaTypes.WIRE_READER, "in")
        .addCode(Rethrow.decoding(statement("return readFrom(in)"), null, name)).build();
  }

  /** One statement, as a block: {@code code;}. */
  static CodeBlock statement(String code) {
    return CodeBlock.builder().addStatement(code).build();
  }
}
