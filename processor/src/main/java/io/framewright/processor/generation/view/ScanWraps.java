package io.framewright.processor.generation.view;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import io.framewright.processor.generation.JavaTypes;
import java.nio.ByteBuffer;
import java.util.Objects;
import javax.lang.model.element.Modifier;

/**
 * The public wrap methods of a view whose size varies (a variable-size record's, a union's):
 * each checks its range and hands the bytes to the view's own private
 * {@code wrapAt(buf, off, len, whole)}, which validates them as decode ({@code whole}) or the
 * codec's {@code read} (a prefix) would; a direct or read-only buffer is copied first.
 */
final class ScanWraps {
  private ScanWraps() {}

  /**
   * Adds {@code wrap(byte[])}, {@code wrap(byte[], int)}, {@code wrap(byte[], int, int)}, then
   * {@code wrapAt}, then {@code wrap(ByteBuffer)} and both {@code wrapPrefix}.
   */
  static void add(TypeSpec.Builder type, ClassName view, MethodSpec wrapAt) {
    type.addMethod(MethodSpec.methodBuilder("wrap").addAnnotation(Override.class)
        .addModifiers(Modifier.PUBLIC).returns(view).addParameter(byte[].class, "buf")
        .addStatement("return wrap(buf, 0, buf.length)").build());
    type.addMethod(MethodSpec.methodBuilder("wrap").addAnnotation(Override.class)
        .addModifiers(Modifier.PUBLIC).returns(view).addParameter(byte[].class, "buf")
        .addParameter(TypeName.INT, "off")
        .addJavadoc("The message at {@code off}, as the codec's {@code read} takes it from a"
            + " reader\nover {@code buf[off ..]}: the bytes after it are ignored.\n")
        .beginControlFlow("if (off < 0 || off > buf.length)")
        .addStatement("this.buf = null")
        .addStatement("$T.checkFromIndexSize(off, 0, buf.length)", Objects.class)
        .endControlFlow()
        .addStatement("return wrapAt(buf, off, buf.length - off, false)").build());
    type.addMethod(MethodSpec.methodBuilder("wrap").addAnnotation(Override.class)
        .addModifiers(Modifier.PUBLIC).returns(view).addParameter(byte[].class, "buf")
        .addParameter(TypeName.INT, "off").addParameter(TypeName.INT, "len")
        .addCode(ViewGenerator.rangeCheck())
        .addStatement("return wrapAt(buf, off, len, true)").build());
    type.addMethod(wrapAt);
    type.addMethod(MethodSpec.methodBuilder("wrap").addAnnotation(Override.class)
        .addModifiers(Modifier.PUBLIC).returns(view).addParameter(ByteBuffer.class, "buf")
        .beginControlFlow("if (buf.hasArray())")
        .addStatement("return wrap(buf.array(), buf.arrayOffset() + buf.position(),"
            + " buf.remaining())")
        .endControlFlow()
        .addCode(copyOfRemaining())
        .addStatement("return wrap(copy, 0, n)").build());
    type.addMethod(MethodSpec.methodBuilder("wrapPrefix").addAnnotation(Override.class)
        .addModifiers(Modifier.PUBLIC).returns(view).addParameter(byte[].class, "buf")
        .addParameter(TypeName.INT, "off").addParameter(TypeName.INT, "len")
        .addCode(ViewGenerator.rangeCheck())
        .addStatement("return wrapAt(buf, off, len, false)").build());
    type.addMethod(MethodSpec.methodBuilder("wrapPrefix").addAnnotation(Override.class)
        .addModifiers(Modifier.PUBLIC).returns(view).addParameter(ByteBuffer.class, "buf")
        .beginControlFlow("if (buf.hasArray())")
        .addStatement("return wrapPrefix(buf.array(), buf.arrayOffset() + buf.position(),"
            + " buf.remaining())")
        .endControlFlow()
        .addCode(copyOfRemaining())
        .addStatement("return wrapPrefix(copy, 0, n)").build());
  }

  /**
   * {@code scan(buf, off, len, whole)}: the view's {@code scanFrom} on its reader over the
   * input, and with {@code whole} no byte after the message, as decode; returns where the
   * message ends. {@code mayFail}: {@code scanFrom} returns -1 for bytes it rejects without an
   * exception (a union's tag no variant has), which {@code scan} returns too.
   */
  static MethodSpec scan(boolean mayFail) {
    CodeBlock.Builder b = CodeBlock.builder()
        .addStatement("$T in = this.in.reset(buf, off, len)", JavaTypes.WIRE_READER);
    if (mayFail) {
      b.beginControlFlow("if (scanFrom(in) < 0)").addStatement("return -1").endControlFlow();
    } else {
      b.addStatement("scanFrom(in)");
    }
    return MethodSpec.methodBuilder("scan").addModifiers(Modifier.PRIVATE)
        .returns(TypeName.INT).addParameter(byte[].class, "buf")
        .addParameter(TypeName.INT, "off").addParameter(TypeName.INT, "len")
        .addParameter(TypeName.BOOLEAN, "whole")
        .addCode(b.build())
        .beginControlFlow("if (whole)").addStatement("in.expectEnd($S)", "").endControlFlow()
        .addStatement("return in.index()").build();
  }

  /**
   * A direct or read-only buffer's remaining bytes copied into {@code copy[0 .. n)}: the view's
   * own array, grown when too small (by the caller's buffer, never by a length read from it).
   */
  private static CodeBlock copyOfRemaining() {
    return CodeBlock.builder()
        .add("// Direct or read-only: copied into the view's own array, grown when too small\n")
        .addStatement("int n = buf.remaining()")
        .addStatement("byte[] copy = own")
        .beginControlFlow("if (copy == null || copy.length < n)")
        .addStatement("copy = new byte[n]")
        .addStatement("own = copy")
        .endControlFlow()
        .addStatement("this.buf = null")
        .addStatement("buf.get(buf.position(), copy, 0, n)").build();
  }
}
