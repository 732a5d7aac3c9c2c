package io.framewright.processor.generation;

import com.palantir.javapoet.CodeBlock;
import io.framewright.processor.model.FieldLayout;
import io.framewright.processor.model.Primitive;
import io.framewright.processor.model.SizeExpr;
import io.framewright.processor.plan.Part;
import io.framewright.processor.plan.PathRead;
import io.framewright.processor.plan.SizeExpression;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * The code of a part's size expression ({@link Part.Extent#EXPRESSION}): computed on decode,
 * and on encode either set into its one component or checked against the record's values.
 * The arithmetic is on longs; validation bounds every value of the expression by 2^62, so it
 * never overflows, and the reader rejects a size below 0 or above the maximum as a
 * DecodeException.
 */
public final class SizeExpressionCode {
  private SizeExpressionCode() {}

  /**
   * The expression in longs, each name's value given by {@code value}: every value narrower
   * than a long is widened before any arithmetic, so no int product can overflow.
   */
  public static CodeBlock value(SizeExpression s, Function<String, CodeBlock> value) {
    if (s.expr() instanceof SizeExpr.Name n) {
      return value.apply(n.name()); // assigned to a long: widened without a cast
    }
    return value(s.expr(), s, value);
  }

  private static CodeBlock value(SizeExpr e, SizeExpression s,
      Function<String, CodeBlock> value) {
    if (e instanceof SizeExpr.Literal l) {
      return CodeBlock.of("$LL", l.value());
    }
    if (e instanceof SizeExpr.Name n) {
      return s.names().get(n.name()).primitive() == Primitive.LONG
          ? value.apply(n.name()) : CodeBlock.of("(long) $L", value.apply(n.name()));
    }
    SizeExpr.Binary b = (SizeExpr.Binary) e;
    return CodeBlock.of("$L $L $L", operand(b.left(), s, value), b.op().symbol(),
        operand(b.right(), s, value));
  }

  private static CodeBlock operand(SizeExpr e, SizeExpression s,
      Function<String, CodeBlock> value) {
    CodeBlock code = value(e, s, value);
    return e instanceof SizeExpr.Binary ? CodeBlock.of("($L)", code) : code;
  }

  /** Declares the size a decoder reads the part by; returns its local. */
  public static String declareRead(CodeBlock.Builder b, Part part, java.util.Map<FieldLayout, String>
      names, Locals locals) {
    SizeExpression s = part.expression();
    String size = locals.claim(part.name() + (part.unit() == Part.Unit.ELEMENTS ? "Count"
        : "Length"));
    Function<String, CodeBlock> value = name -> s.paths().containsKey(name)
        ? PathReadCode.from(s.paths().get(name), names.get(s.paths().get(name).first()))
        : CodeBlock.of("$L", names.get(s.names().get(name)));
    b.addStatement("long $L = $L", size, value(s, value));
    // The reader would refuse it too, as a size beyond its maximum; this says which
    // expression gave it, and from what values (only worked out when it is thrown).
    b.beginControlFlow("if ($L < 0)", size)
        .addStatement("throw in.negativeSize($S, $S, $S, $L, $L)", part.name(), unit(part),
            s.text(), size, shown(s, value))
        .endControlFlow();
    if (part.min() > 0) {
      VariableReads.tooSmall(b, part, size, "in.index()");
    }
    return size;
  }

  /**
   * Declares the value of the component the expression sets ({@code x} of {@code a * x + b})
   * from {@code measure}, the part's real size; returns its local, of the component's type.
   */
  public static String invert(CodeBlock.Builder b, Part part, String measure, Locals locals) {
    SizeExpression s = part.expression();
    FieldLayout x = s.inverted();
    String rest = locals.claim(part.name() + "Rest");
    long a = s.coefficient();
    long c = s.constant();
    CodeBlock less = c == 0 ? CodeBlock.of("")
        : CodeBlock.of(" $L $LL", c > 0 ? "-" : "+", c > 0 ? c : -c);
    b.addStatement("long $L = $L$L", rest, measure, less);
    long min = min(x);
    long max = max(x);
    CodeBlock quotient = a == 1 ? CodeBlock.of("$L", rest) : CodeBlock.of("$L / $LL", rest, a);
    List<CodeBlock> wrong = new ArrayList<>();
    if (a != 1 && a != -1) {
      wrong.add(CodeBlock.of("$L % $LL != 0", rest, a));
    }
    wrong.add(CodeBlock.of("$L < $L", quotient, Literals.number(min, true)));
    wrong.add(CodeBlock.of("$L > $L", quotient, Literals.number(max, true)));
    b.beginControlFlow("if ($L)", CodeBlock.join(wrong, " || "))
        .addStatement("throw $T.sizeNotExpressible($S, $L, $S, $S, $S, $L, $LL, $L, $L)",
            JavaTypes.ENCODE_EXCEPTION, part.name(), measure, unit(part), s.text(), x.name(),
            rest, a, Literals.number(min, true), Literals.number(max, true))
        .endControlFlow();
    String set = locals.claim(x.name() + "FromSize");
    if (x.primitive() == Primitive.LONG) {
      b.addStatement("long $L = $L", set, quotient);
    } else {
      b.addStatement("$T $L = ($T) ($L)", JavaTypes.primitive(x.primitive()), set,
          JavaTypes.primitive(x.primitive()), quotient);
    }
    return set;
  }

  /**
   * Checks that the expression, with the values the encoder writes ({@code source}: a name's
   * local, or null for the record's own value; {@code written}: the local of a path's value as
   * the nested record's encoder writes it), gives {@code measure}.
   */
  public static void check(CodeBlock.Builder b, Part part, String measure,
      Function<FieldLayout, String> source, Function<PathRead, String> written, Locals locals) {
    SizeExpression s = part.expression();
    java.util.Map<String, String> held = new java.util.HashMap<>();
    s.paths().forEach((name, path) -> held.put(name, written.apply(path)));
    Function<String, CodeBlock> value = name -> {
      if (held.containsKey(name)) {
        return CodeBlock.of("$L", held.get(name));
      }
      FieldLayout f = s.names().get(name);
      String local = source.apply(f);
      return local != null ? CodeBlock.of("$L", local) : CodeBlock.of("value.$L()", f.name());
    };
    String expected = locals.claim(part.name() + "Expected");
    b.addStatement("long $L = $L", expected, value(s, value));
    b.beginControlFlow("if ($L != $L)", expected, measure)
        .addStatement("throw $T.sizeMismatch($S, $L, $S, $S, $L, $L)",
            JavaTypes.ENCODE_EXCEPTION, part.name(), measure, unit(part), s.text(), expected,
            shown(s, value))
        .endControlFlow();
  }

  /** The names of the expression and their values as a String: {@code "n = " + n + ...}. */
  private static CodeBlock shown(SizeExpression s, Function<String, CodeBlock> value) {
    List<CodeBlock> shown = new ArrayList<>();
    for (String name : s.names().keySet()) {
      shown.add(CodeBlock.of("$S + $L", (shown.isEmpty() ? "" : ", ") + name + " = ",
          value.apply(name)));
    }
    return CodeBlock.join(shown, " + ");
  }

  private static String unit(Part part) {
    return part.unit() == Part.Unit.ELEMENTS ? "element(s)" : "byte(s)";
  }

  /** Smallest value component {@code f} holds: its width's, or its Java type's. */
  private static long min(FieldLayout f) {
    return f.isRangeChecked() ? f.minValue() : -(1L << (f.primitive().maxBits() - 1));
  }

  /** Largest value component {@code f} holds (for a long, 2^63 - 1 by wrapping). */
  private static long max(FieldLayout f) {
    return f.isRangeChecked() ? f.maxValue() : (1L << (f.primitive().maxBits() - 1)) - 1;
  }
}
