package io.framewright.processor.generation;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import io.framewright.processor.model.FieldModel;
import io.framewright.processor.model.Layout;
import io.framewright.processor.model.MessageModel;
import io.framewright.processor.model.UnionModel;
import io.framewright.processor.model.WireType;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import javax.lang.model.element.Modifier;

/**
 * Which values of a message or union run to the end of their input: an {@code @UnknownTag}
 * variant, a record whose last component is {@code @Remaining}, or one whose last component
 * is such a value. Validation lets a list hold a union only some of whose values do (FW043 is
 * for types all of whose values do); such an element decodes only as the last one, so the
 * encoder refuses it anywhere else. A codec of a type some of whose values do says so through
 * {@code Codec.readsToEnd()}.
 */
final class OpenEnds {
  private OpenEnds() {}

  /** Every value runs to the end: a record whose last component is {@code @Remaining}. */
  private static final CodeBlock ALWAYS = CodeBlock.of("true");

  /**
   * {@code Codec.readsToEnd()} returning true, for the codec of {@code layout}'s message when
   * some value of it runs to the end of its input (a stream framer refuses such a codec); null
   * when none does and the interface's default (false) is right.
   */
  static MethodSpec readsToEnd(Layout layout) {
    MessageModel m = layout.message();
    if (test(m, CodeBlock.of("value"), new Locals(layout, "value")) == null) {
      return null;
    }
    return MethodSpec.methodBuilder("readsToEnd").addAnnotation(Override.class)
        .addModifiers(Modifier.PUBLIC).returns(TypeName.BOOLEAN)
        .addJavadoc("True: some {@code $L}s end only where their input ends.\n",
            m.type().simpleName())
        .addStatement("return true").build();
  }

  /**
   * A boolean expression that holds when {@code value} (of {@code m}'s type) runs to the end of
   * its input, or null when no value of it does. Pattern variables are claimed from
   * {@code locals}.
   */
  static CodeBlock test(MessageModel m, CodeBlock value, Locals locals) {
    return test(m, value, locals, new HashSet<>());
  }

  private static CodeBlock test(MessageModel m, CodeBlock value, Locals locals,
      Set<MessageModel> seen) {
    if (m == null || m.framing().delimiter() != null || !seen.add(m)) {
      return null; // a terminator ends it
    }
    if (m.isUnion()) {
      List<CodeBlock> cases = new ArrayList<>();
      for (UnionModel.Variant v : m.union().variants()) {
        if (v.unknown()) {
          cases.add(CodeBlock.of("$L instanceof $T", value, JavaTypes.className(v.type())));
          continue;
        }
        String x = locals.claim("open");
        CodeBlock inner = test(v.model(), CodeBlock.of("$L", x), locals, seen);
        if (inner == ALWAYS) {
          cases.add(CodeBlock.of("$L instanceof $T", value, JavaTypes.className(v.type())));
        } else if (inner != null) {
          cases.add(CodeBlock.of("($L instanceof $T $L && $L)", value,
              JavaTypes.className(v.type()), x, inner));
        }
      }
      return cases.isEmpty() ? null : CodeBlock.join(cases, " || ");
    }
    List<FieldModel> fields = m.fields();
    if (fields.isEmpty()) {
      return null;
    }
    FieldModel last = fields.get(fields.size() - 1);
    if (last.length() != null && last.length().isRemaining()) {
      return ALWAYS;
    }
    if (last.length() == null && !last.isSequence() && last.extras().using() == null
        && last.element() instanceof WireType.Nested n && !n.recursive()) {
      // An optional last component that is absent does not run to the end.
      CodeBlock component = CodeBlock.of("$L.$L()", value, last.name());
      CodeBlock inner = test(n.model(), component, locals, seen);
      return inner == null ? null : inner == ALWAYS ? CodeBlock.of("$L != null", component)
          : CodeBlock.of("($L != null && $L)", component, inner);
    }
    return null;
  }
}
