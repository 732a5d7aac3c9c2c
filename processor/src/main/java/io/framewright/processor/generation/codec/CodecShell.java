package io.framewright.processor.generation.codec;

import com.palantir.javapoet.AnnotationSpec;
import com.palantir.javapoet.ArrayTypeName;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import io.framewright.processor.generation.ContextArguments;
import io.framewright.processor.generation.JavaTypes;
import io.framewright.processor.generation.Layouts;
import io.framewright.processor.generation.Rethrow;
import io.framewright.processor.generation.description.DescriptionCode;
import io.framewright.processor.generation.description.Descriptions;
import io.framewright.processor.generation.description.LayoutFingerprint;
import io.framewright.processor.model.MessageModel;
import io.framewright.runtime.CodecSupport;
import io.framewright.runtime.layout.MessageLayout;
import java.util.Arrays;
import java.util.Objects;
import javax.lang.model.element.Modifier;

/**
 * What every codec has, record or union: its class with the layout table in its javadoc, its
 * identity (LAYOUT, INSTANCE, {@code type()}, {@code description()}, the fingerprint and the
 * load-time checks), the service provider, and for variable-size codecs the {@code Codec}
 * methods that call the static {@code sizeOf}, {@code writeTo} or {@code readFrom} and root
 * errors at the message's name.
 */
public final class CodecShell {
  /**
   * The simple name of the service provider nested in every codec, but in the unnamed package
   * beside a type of that name (see {@code CodecNameClashes#provider}).
   */
  public static final String PROVIDER = "Provider";

  private CodecShell() {}

  /**
   * The codec class of {@code model}, extending {@code CodecSupport} and implementing
   * {@code superinterface}, its javadoc opening
   * with {@code intro} and showing {@code description}'s table and diagram; {@code @Generated}
   * unless {@code generatorName} is null.
   */
  static TypeSpec.Builder type(MessageModel model, TypeName superinterface, CodeBlock intro,
      MessageLayout description, String generatorName) {
    TypeSpec.Builder type = TypeSpec.classBuilder(JavaTypes.className(model.type().codec()))
        .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
        .superclass(JavaTypes.CODEC_SUPPORT)
        // Its nested classes are in scope in the codec's body: a type of the user's own named
        // like one of them (a message "Bytes" in the codec's package) is written in full.
        .avoidClashesWithNestedClasses(CodecSupport.class)
        .addSuperinterface(superinterface)
        .addJavadoc(intro)
        .addJavadoc("<pre>\n$L</pre>\n", javadocText(description.table()))
        .addJavadoc("\n<p>On the wire, RFC-style:\n<pre>\n$L</pre>\n",
            javadocText(description.diagram()))
        .addJavadoc("\n<p>Stateless and thread-safe: use {@link #INSTANCE}.\n");
    if (generatorName != null) {
      type.addAnnotation(AnnotationSpec.builder(
              ClassName.get("javax.annotation.processing", "Generated"))
          .addMember("value", "$S", generatorName).build());
    }
    return type;
  }

  /**
   * {@code text} as it may stand in a javadoc {@code <pre>}: HTML's special characters as
   * entities, and neither a block tag ({@code @}) nor the comment's end.
   */
  static String javadocText(String text) {
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
        .replace("@", "&#64;").replace("*/", "*&#47;");
  }

  /**
   * {@code LAYOUT}, {@code INSTANCE}, the private constructor, {@code type()},
   * {@code description()} and {@code describeLayout()}, the fingerprint, the static block that
   * checks nested codecs and registers the codec, and the service provider.
   */
  static void addIdentity(TypeSpec.Builder type, MessageModel model, MessageLayout description,
      Layouts layouts, String provider) {
    ClassName message = JavaTypes.className(model.type());
    ClassName codec = JavaTypes.className(model.type().codec());
    type.addField(Descriptions.constant());
    type.addField(FieldSpec.builder(codec, "INSTANCE", Modifier.PUBLIC, Modifier.STATIC,
            Modifier.FINAL)
        .addJavadoc("The codec.\n").initializer("new $T()", codec).build());
    type.addMethod(MethodSpec.constructorBuilder().addModifiers(Modifier.PRIVATE).build());
    type.addMethod(MethodSpec.methodBuilder("type").addAnnotation(Override.class)
        .addModifiers(Modifier.PUBLIC)
        .returns(ParameterizedTypeName.get(ClassName.get(Class.class), message))
        .addStatement("return $T.class", message).build());
    type.addMethod(Descriptions.accessor());
    type.addMethod(DescriptionCode.method(description, Descriptions.referred(model)));
    type.addMethod(LayoutFingerprint.method(description));
    type.addStaticBlock(LoadTimeCode.of(model, layouts));
    type.addType(TypeSpec.classBuilder(provider)
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
        .addSuperinterface(JavaTypes.CODEC_PROVIDER)
        .addJavadoc("Lets {@code Framewright.codec($L.class)} find this codec.\n",
            model.type().simpleName())
        .addMethod(MethodSpec.methodBuilder("codec").addAnnotation(Override.class)
            .addModifiers(Modifier.PUBLIC)
            .returns(ParameterizedTypeName.get(JavaTypes.CODEC, message))
            .addStatement("return INSTANCE").build())
        .build());
  }

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

  /**
   * {@code size}, {@code encode(value, buf, off)} and {@code encode(value)} of a message that
   * compresses lists ({@code Compression}): each encode makes the context its lists are
   * compressed in, one object per encode; sizes measured before writing are those of the lists
   * written whole, so {@code size} encodes the value to a scratch array to tell the exact size,
   * and {@code encode(value)} writes to an array of that upper bound and trims it.
   */
  static void addCompressing(TypeSpec.Builder type, TypeName message, String name) {
    type.addMethod(MethodSpec.methodBuilder("size").addAnnotation(Override.class)
        .addModifiers(Modifier.PUBLIC).returns(TypeName.INT)
        .addJavadoc("The exact size, compressed: costs an encode to a scratch array.\n")
        .addParameter(message, "value")
        .addCode(Rethrow.encoding(CodeBlock.builder()
            .addStatement("byte[] scratch = new byte[sizeOf(value)]")
            .addStatement("return writeTo(value, scratch, 0, scratch.length, new $T(scratch, 0))",
                JavaTypes.COMPRESSION_CONTEXT).build(), null, name)).build());
    type.addMethod(MethodSpec.methodBuilder("encode").addAnnotation(Override.class)
        .addModifiers(Modifier.PUBLIC).returns(TypeName.INT)
        .addParameter(message, "value").addParameter(byte[].class, "buf")
        .addParameter(TypeName.INT, "off")
        .addStatement("$T.checkFromIndexSize(off, 0, buf.length)", Objects.class)
        .addCode(Rethrow.encoding(CodeBlock.builder().addStatement(
            "return writeTo(value, buf, off, buf.length, new $T(buf, off)) - off",
            JavaTypes.COMPRESSION_CONTEXT).build(), null, name)).build());
    type.addMethod(MethodSpec.methodBuilder("encode").addAnnotation(Override.class)
        .addModifiers(Modifier.PUBLIC).returns(ArrayTypeName.of(TypeName.BYTE))
        .addParameter(message, "value")
        .addCode(Rethrow.encoding(CodeBlock.builder()
            .addStatement("byte[] out = new byte[sizeOf(value)]")
            .addStatement("int n = writeTo(value, out, 0, out.length, new $T(out, 0))",
                JavaTypes.COMPRESSION_CONTEXT)
            .addStatement("return n == out.length ? out : $T.copyOf(out, n)", Arrays.class)
            .build(), null, name)).build());
  }

  /**
   * {@code encode}, {@code decode} and {@code read} of a message that reads values of the
   * message enclosing it ({@code context}, such as "flags" for {@code _parent.flags}): alone
   * it has none, so each throws {@code ContextRequiredException}; the enclosing codec calls
   * the static {@code readFrom} and {@code writeTo}, which take them.
   */
  static void refuseWithoutContext(TypeSpec.Builder type, TypeName message, String name,
      java.util.List<String> context) {
    String read = ContextArguments.described(context);
    CodeBlock refuse = CodeBlock.builder().addStatement("throw new $T($S, $S)",
        JavaTypes.CONTEXT_REQUIRED, name, read).build();
    type.addMethod(MethodSpec.methodBuilder("encode").addAnnotation(Override.class)
        .addModifiers(Modifier.PUBLIC).returns(TypeName.INT)
        .addParameter(message, "value").addParameter(byte[].class, "buf")
        .addParameter(TypeName.INT, "off").addCode(refuse).build());
    type.addMethod(MethodSpec.methodBuilder("decode").addAnnotation(Override.class)
        .addModifiers(Modifier.PUBLIC).returns(message)
        .addParameter(byte[].class, "buf").addParameter(TypeName.INT, "off")
        .addParameter(TypeName.INT, "len").addCode(refuse).build());
    type.addMethod(MethodSpec.methodBuilder("read").addAnnotation(Override.class)
        .addModifiers(Modifier.PUBLIC).returns(message)
        .addParameter(JavaTypes.WIRE_READER, "in").addCode(refuse).build());
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
