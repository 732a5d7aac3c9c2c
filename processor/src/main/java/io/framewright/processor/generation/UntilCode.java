package io.framewright.processor.generation;

import com.palantir.javapoet.CodeBlock;
import io.framewright.processor.model.FieldModel;
import io.framewright.processor.model.Primitive;
import io.framewright.processor.model.RepeatUntil;
import io.framewright.processor.model.WireType;
import io.framewright.processor.plan.Part;
import io.framewright.runtime.layout.Size;

/**
 * The condition of a {@code @RepeatUntil} list on one element: decode and encode ask it of a
 * record, a view's wrap of the element's view, both through the component's accessor, so the
 * three agree on which element is the last.
 */
public final class UntilCode {
  private UntilCode() {}

  /** Whether {@code element} (a record or a view) meets {@code part}'s condition. */
  public static CodeBlock met(Part part, CodeBlock element) {
    RepeatUntil u = part.until();
    CodeBlock value = CodeBlock.of("$L.$L()", element, u.field());
    if (target(part).type() instanceof WireType.Scalar s && s.primitive() == Primitive.BOOLEAN) {
      // A boolean is 1 when true, as on the wire.
      value = CodeBlock.of("($L ? 1L : 0L)", value);
    }
    if (u.mask() != -1) {
      value = CodeBlock.of("($L & $LL)", value, u.mask());
    }
    return CodeBlock.of("$L == $LL", value, u.equal());
  }

  /** What the decoder expected of the last element, for its errors. */
  public static String expected(Part part) {
    return "an element whose " + text(part) + " within " + part.max() + " element(s)";
  }

  /** The condition as the description's layout table words it: {@code last = 1}. */
  public static String text(Part part) {
    return description(part).toString();
  }

  /** The condition in the runtime's layout description. */
  public static Size.Until description(Part part) {
    RepeatUntil u = part.until();
    return new Size.Until(u.field(), u.mask(), u.equal());
  }

  private static FieldModel target(Part part) {
    return part.elements().nested().model().fields().stream()
        .filter(f -> f.name().equals(part.until().field())).findFirst().orElseThrow();
  }
}
