package io.framewright.processor.generation.view;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeSpec;
import io.framewright.processor.generation.Constants;
import io.framewright.processor.generation.JavaTypes;
import io.framewright.processor.generation.Locals;
import io.framewright.processor.generation.PartReads;
import io.framewright.processor.generation.Rethrow;
import io.framewright.processor.generation.TruncatedCode;
import io.framewright.processor.model.Framing;
import io.framewright.processor.model.Layout;
import io.framewright.processor.model.MessageModel;
import io.framewright.processor.plan.Part;
import io.framewright.processor.plan.ViewPlanner;
import javax.lang.model.element.Modifier;

/**
 * The view side of a variable-size message nested in another, and of a message ended by a
 * terminator ({@code @Delimited} on the message). The nesting view checks the nested message
 * with the nested view's own checks, on its own reader, where decode calls the nested codec's
 * {@code readFrom}: the nested view's {@code wrapIn} records where the message lies, and the
 * nesting view's getter returns that child view, already pointed at it.
 */
final class NestedViewParts {
  private NestedViewParts() {}

  /** The start of {@code scanFrom}: a delimited message's reader narrowed to its terminator. */
  static void open(CodeBlock.Builder b, Layout layout, Constants constants) {
    Framing.Delimiter delimiter = layout.message().framing().delimiter();
    if (delimiter != null) {
      b.add("// up to the terminator, as the codec's readFrom narrows its reader\n");
      b.addStatement("int outer = in.narrowTo($L, $L, $S)", terminator(constants, delimiter),
          delimiter.max(), "");
    }
  }

  /** The end of {@code scanFrom}: what remains before the terminator is an error; past it. */
  static void close(CodeBlock.Builder b, Layout layout, Constants constants) {
    Framing.Delimiter delimiter = layout.message().framing().delimiter();
    if (delimiter != null) {
      b.addStatement("in.expectEnd($S)", "");
      b.addStatement("in.widen(outer, $L.length)", terminator(constants, delimiter));
    }
  }

  private static String terminator(Constants constants, Framing.Delimiter delimiter) {
    return constants.bytes("TERMINATOR", delimiter.bytes());
  }

  /**
   * {@code wrapIn(WireReader)}: the message at the reader's index, checked as the codec's
   * {@code readFrom} reads it (the reader is left after it); how the view of a message nesting
   * this one points this child view.
   */
  static void addWrapIn(TypeSpec.Builder type, ClassName view, MessageModel m) {
    addWrapIn(type, view, m, CodeBlock.builder().addStatement("int stop = scanFrom(in)").build(),
        CodeBlock.of(""));
  }

  /**
   * {@code wrapIn(WireReader)} whose checks are {@code scan} (it declares {@code stop}, where
   * the message ends, from {@code from}, the reader's index), then {@code after}: for a union's
   * view, which asks its codec for the exception of a union it rejects. A message {@code m}
   * that reads values of the enclosing one takes them after the reader, as its codec's
   * {@code readFrom} does ({@link ParentViews}), and keeps them before its checks use them.
   */
  static void addWrapIn(TypeSpec.Builder type, ClassName view, MessageModel m, CodeBlock scan,
      CodeBlock after) {
    MethodSpec.Builder wrapIn = MethodSpec.methodBuilder("wrapIn").addModifiers(Modifier.PUBLIC)
        .returns(view).addParameter(JavaTypes.WIRE_READER, "in");
    type.addMethod(ParentViews.addParameters(wrapIn, m)
        .addJavadoc("Checks the message at {@code in}'s index as the codec's {@code readFrom}"
            + " reads it, and\nleaves {@code in} after it; the view then reads it. For the views"
            + " of messages that nest\nthis one; errors are relative to the reader, as"
            + " {@code readFrom}'s.\n")
        // Unwrapped if the check fails; the array is stored only when it changes (as wrap does):
        // the parts of one message, and one receive buffer, keep it.
        .beginControlFlow("try")
        .addCode(ParentViews.keep(m))
        .addStatement("int from = in.index()")
        .addCode(scan)
        .addStatement("this.off = from")
        .addStatement("this.end = stop")
        .addCode(after)
        .nextControlFlow("catch ($T e)", RuntimeException.class)
        .addStatement("this.buf = null")
        .addStatement("throw e")
        .endControlFlow()
        .addStatement("byte[] buf = in.buffer()")
        .addCode(ViewGenerator.storeBuf())
        .addStatement("return this").build());
  }

  /**
   * The checks of nested message part {@code part}, as {@code PartReads.message} reads it: as
   * far as its own layout goes, or in a slice of bytes ({@code narrow}: the reader narrowed to
   * it, the statement's value the end to restore; null for none) that it must fill exactly;
   * {@code context}: the values of this message it reads, as trailing arguments;
   * {@code filled}: for a {@code @Truncated} part, the view's field of the reader its bytes are
   * zero-filled in (the child view reads that copy), else null.
   */
  static void scan(CodeBlock.Builder b, Part part, String child, CodeBlock narrow,
      CodeBlock context, String filled, Locals locals) {
    CodeBlock.Builder body = CodeBlock.builder().addStatement("in.enter($S)", part.name());
    if (narrow == null) {
      body.addStatement("this.$L.wrapIn(in$L)", child, context);
    } else {
      String outer = locals.claim(part.name() + "Outer");
      body.addStatement("int $L = $L", outer, narrow)
          .addStatement("this.$L.wrapIn($L$L)", child, filled == null ? CodeBlock.of("in")
              : TruncatedCode.reader(part, TruncatedCode.messageSize(part), "this." + filled),
              context)
          .addStatement("in.expectEnd($S)", "")
          .addStatement("in.widen($L, 0)", outer);
    }
    b.add(Rethrow.decoding(body.addStatement("in.exit()").build(), null, part.name()));
  }

  /** The getter of nested message part {@code part}: the child view {@code wrapIn} pointed. */
  static MethodSpec getter(Part part, String child, CodeBlock wrapped) {
    ClassName type = JavaTypes.className(ViewPlanner.viewOf(part.elements().nested().type()));
    return MethodSpec.methodBuilder(part.name()).addModifiers(Modifier.PUBLIC).returns(type)
        .addJavadoc("{@code $L}: the one child view of this view, pointed at it by wrap.\n",
            part.name())
        .addCode(wrapped)
        .addStatement("return $L", child).build();
  }
}
