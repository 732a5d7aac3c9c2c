package io.framewright.processor.generation;

import com.palantir.javapoet.CodeBlock;
import io.framewright.processor.model.MessageModel;
import io.framewright.processor.model.WireType;
import io.framewright.processor.plan.ParentContext;
import java.util.List;
import java.util.function.Function;
import java.util.stream.Collectors;

/** The values of a message that a nested one reads ({@link ParentContext}), as arguments. */
public final class ContextArguments {
  private ContextArguments() {}

  /**
   * The arguments a codec passes to the nested codec of {@code nested} after its own ones
   * ({@code ", flags, count"}): each value the nested message reads, from {@code value}; empty
   * when it reads none.
   */
  public static CodeBlock of(WireType.Nested nested, Function<String, CodeBlock> value) {
    return of(nested == null ? null : nested.model(), value);
  }

  /**
   * As {@link #of(WireType.Nested, Function)}, for message {@code m}: a union's codec passes
   * each variant the values it reads of the union's own parameters.
   */
  public static CodeBlock of(MessageModel m, Function<String, CodeBlock> value) {
    CodeBlock.Builder b = CodeBlock.builder();
    if (m != null) {
      ParentContext.names(m).forEach(n -> b.add(", $L", value.apply(n)));
    }
    return b.build();
  }

  /**
   * What a message reads of the one enclosing it, as {@code ContextRequiredException} names it
   * ({@code "_parent.flags, _parent.count"}): the codec's and the view's refusal alike.
   */
  public static String described(List<String> names) {
    return names.stream().map(n -> "_parent." + n).collect(Collectors.joining(", "));
  }
}
