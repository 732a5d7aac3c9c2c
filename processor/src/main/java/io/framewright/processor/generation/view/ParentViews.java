package io.framewright.processor.generation.view;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import io.framewright.processor.generation.ContextArguments;
import io.framewright.processor.generation.JavaTypes;
import io.framewright.processor.model.MessageModel;
import io.framewright.processor.plan.ParentContext;
import java.util.List;
import javax.lang.model.element.Modifier;

/**
 * The view side of a message that reads values of the message enclosing it ({@code _parent.x},
 * {@link ParentContext}): as its codec's {@code readFrom} takes them as {@code long} parameters,
 * its view's {@code wrapIn} (and a union's {@code wrapSelected}) takes one {@code long} per
 * value, which the enclosing view passes from its own scan, and keeps each in a {@code long}
 * field ({@code parentFlags}) for the checks of every later wrap and for {@code toRecord}, which
 * hands them to {@code readFrom} again. Primitive fields and parameters, no array: a wrap
 * allocates nothing. Wrapped alone it has no enclosing message, so its {@code wrap} methods
 * throw the {@code ContextRequiredException} its codec's {@code decode} throws.
 */
final class ParentViews {
  private ParentViews() {}

  /** Whether {@code m}'s view takes values of the enclosing message. */
  static boolean reads(MessageModel m) {
    return !ParentContext.names(m).isEmpty();
  }

  /** A {@code long} field per value {@code m} reads, named as the codec's parameter. */
  static void addFields(TypeSpec.Builder type, MessageModel m) {
    for (String n : ParentContext.names(m)) {
      type.addField(FieldSpec.builder(TypeName.LONG, ParentContext.parameter(n),
              Modifier.PRIVATE)
          .addJavadoc("{@code _parent.$L}, as the enclosing view passed it to the last wrap.\n",
              n).build());
    }
  }

  /** The parameters of {@code wrapIn}: one {@code long} per value, in the codec's order. */
  static MethodSpec.Builder addParameters(MethodSpec.Builder method, MessageModel m) {
    for (String parameter : ParentContext.parameters(m)) {
      method.addParameter(TypeName.LONG, parameter);
    }
    return method;
  }

  /** The parameters kept in the fields of the same names. */
  static CodeBlock keep(MessageModel m) {
    CodeBlock.Builder b = CodeBlock.builder();
    for (String parameter : ParentContext.parameters(m)) {
      b.addStatement("this.$L = $L", parameter, parameter);
    }
    return b.build();
  }

  /** Locals of the fields' values, named as decode's parameters, for code decode shares. */
  static CodeBlock locals(MessageModel m) {
    CodeBlock.Builder b = CodeBlock.builder();
    for (String parameter : ParentContext.parameters(m)) {
      b.addStatement("long $L = this.$L", parameter, parameter);
    }
    return b.build();
  }

  /** The kept values as the trailing arguments of {@code m}'s codec's {@code readFrom}. */
  static CodeBlock arguments(MessageModel m) {
    return ContextArguments.of(m, n -> CodeBlock.of("this.$L", ParentContext.parameter(n)));
  }

  /** The names of the values, for the {@code Locals} of code that declares them. */
  static List<String> parameters(MessageModel m) {
    return ParentContext.parameters(m);
  }

  /**
   * A wrap of the message alone: unreadable, and the codec's {@code decode} refusal
   * ({@code CodecShell.refuseWithoutContext}), word for word.
   */
  static CodeBlock refuse(MessageModel m, String name) {
    return CodeBlock.builder()
        .addStatement("this.buf = null")
        .addStatement("throw new $T($S, $S)", JavaTypes.CONTEXT_REQUIRED, name,
            ContextArguments.described(ParentContext.names(m))).build();
  }
}
