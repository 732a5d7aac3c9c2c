package io.framewright.processor.plan;

import io.framewright.processor.model.ByteOrder;
import io.framewright.processor.model.Conditions;
import io.framewright.processor.model.FieldExtras;
import io.framewright.processor.model.FieldLayout;
import io.framewright.processor.model.FieldModel;
import io.framewright.processor.model.FieldPath;
import io.framewright.processor.model.Layout;
import io.framewright.processor.model.MessageModel;
import io.framewright.processor.model.Origin;
import io.framewright.processor.model.Primitive;
import io.framewright.processor.model.WireType;
import java.util.ArrayList;
import java.util.List;

/**
 * The values a message reads from the message enclosing it ({@code @When(field =
 * "_parent.flags")}): its codec's static {@code readFrom} and {@code writeTo} take each as a
 * {@code long} parameter ({@code parentFlags}), which the enclosing codec passes from its own
 * decoded local or record; the {@code Codec} methods that would need them refuse
 * ({@code ContextRequiredException}). Inside the message, each is a component of its own
 * ({@link #field}) that the plan refers to as to any holder or condition target.
 */
public final class ParentContext {
  private ParentContext() {}

  /** The names of the enclosing message's components {@code m} reads, in parameter order. */
  public static List<String> names(MessageModel m) {
    return FieldPath.context(m);
  }

  /** The parameter holding {@code _parent.name}: {@code parentName}. */
  public static String parameter(String name) {
    return "parent" + Character.toUpperCase(name.charAt(0)) + name.substring(1);
  }

  /** The parameters of {@code layout}'s codec for its context, in order. */
  public static List<String> parameters(Layout layout) {
    return parameters(layout.message());
  }

  /** The parameters of {@code m}'s codec for its context (a union's: its variants'), in order. */
  public static List<String> parameters(MessageModel m) {
    List<String> out = new ArrayList<>();
    names(m).forEach(n -> out.add(parameter(n)));
    return out;
  }

  /**
   * {@code _parent.name} ({@code path}) as a component of the message that reads it: a
   * {@code long}, as wide as any integer the enclosing message may pass. Equal for equal paths,
   * so that a plan's and an emitter's are the same key.
   */
  public static FieldLayout field(String path) {
    FieldModel f = new FieldModel(path, Origin.NONE, new WireType.Scalar(Primitive.LONG), false,
        0, true, ByteOrder.BIG, null, null, Conditions.NONE, FieldExtras.NONE);
    return new FieldLayout(f, FieldLayout.Role.COMPONENT, null, -1, 64, 0, true, ByteOrder.BIG,
        f.type(), null, null, null);
  }

  /** Whether {@code f} is a value of the enclosing message ({@link #field}). */
  public static boolean isParent(FieldLayout f) {
    return f != null && FieldPath.isParent(f.name());
  }

  /** The parameter that holds {@code f}, a value of the enclosing message. */
  public static String parameterOf(FieldLayout f) {
    return parameter(FieldPath.steps(f.name()).get(1));
  }
}
