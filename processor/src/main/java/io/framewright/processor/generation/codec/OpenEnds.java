package io.framewright.processor.generation.codec;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import io.framewright.processor.generation.JavaTypes;
import io.framewright.processor.generation.Locals;
import io.framewright.processor.model.Layout;
import io.framewright.processor.model.MessageModel;
import io.framewright.processor.model.OpenEnd;
import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.Modifier;

/**
 * Generated tests of which values of a message or union run to the end of their input, as
 * {@link OpenEnd} decides: an {@code @UnknownTag} variant, a record whose last component is
 * {@code @Remaining}, or one whose last component is such a value. Validation lets a list hold
 * a union only some of whose values do (FW043 is for types all of whose values do); such an
 * element decodes only as the last one, so the encoder refuses it anywhere else. A codec of a
 * type some of whose values do says so through {@code Codec.readsToEnd()}.
 */
final class OpenEnds {
  private OpenEnds() {}

  /**
   * {@code Codec.readsToEnd()} returning true, for the codec of {@code layout}'s message when
   * some value of it runs to the end of its input (a stream framer refuses such a codec); null
   * when none does and the interface's default (false) is right.
   */
  static MethodSpec readsToEnd(Layout layout) {
    MessageModel m = layout.message();
    if (!OpenEnd.of(m).open()) {
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
    return test(OpenEnd.of(m), value, locals);
  }

  private static CodeBlock test(OpenEnd open, CodeBlock value, Locals locals) {
    if (open instanceof OpenEnd.Remaining || open instanceof OpenEnd.Trailing) {
      // Every value: a record whose last component is @Remaining, or @Trailing (read whenever
      // input remains, even while the record holds it absent).
      return CodeBlock.of("true");
    }
    if (open instanceof OpenEnd.Nested n) {
      // An optional last component that is absent does not run to the end.
      CodeBlock component = CodeBlock.of("$L.$L()", value, n.last().name());
      CodeBlock inner = test(n.inner(), component, locals);
      return inner == null ? null : alwaysOpen(n.inner())
          ? CodeBlock.of("$L != null", component)
          : CodeBlock.of("($L != null && $L)", component, inner);
    }
    if (!(open instanceof OpenEnd.Union u)) {
      return null;
    }
    List<CodeBlock> cases = new ArrayList<>();
    for (OpenEnd.Choice c : u.variants()) {
      TypeName type = JavaTypes.className(c.variant().type());
      if (c.variant().rawCatchAll()) {
        cases.add(CodeBlock.of("$L instanceof $T", value, type));
        continue;
      }
      // Claimed for every known variant, open or not, so the names in the output stay put.
      String x = locals.claim("open");
      CodeBlock inner = test(c.inner(), CodeBlock.of("$L", x), locals);
      if (alwaysOpen(c.inner())) {
        cases.add(CodeBlock.of("$L instanceof $T", value, type));
      } else if (inner != null) {
        cases.add(CodeBlock.of("($L instanceof $T $L && $L)", value, type, x, inner));
      }
    }
    return cases.isEmpty() ? null : CodeBlock.join(cases, " || ");
  }

  /** Whether every value runs to the end because of its own last component. */
  private static boolean alwaysOpen(OpenEnd open) {
    return open instanceof OpenEnd.Remaining || open instanceof OpenEnd.Trailing;
  }
}
