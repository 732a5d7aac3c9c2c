package io.framewright.processor.plan;

import io.framewright.processor.model.FieldLayout;
import io.framewright.processor.model.SizeExpr;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A part's size expression with its names resolved to the components they name, decided once
 * by {@link PartPlanner}: how the encoder keeps it true.
 *
 * @param expr the parsed expression
 * @param text the expression as written (for messages and the layout description)
 * @param names each name's component (for a path, the component at its end)
 * @param paths the names that are paths into earlier nested records, resolved
 * @param inverted the component the encoder sets from the real size ({@code x} of
 *     {@code coefficient * x + constant}), or null: then it checks the record's values instead
 * @param coefficient {@code a} of {@code a * x + b} when {@code inverted} is set, else 0
 * @param constant {@code b} of {@code a * x + b} when {@code inverted} is set, else 0
 */
public record SizeExpression(SizeExpr expr, String text, Map<String, FieldLayout> names,
    Map<String, PathRead> paths, FieldLayout inverted, long coefficient, long constant) {

  public SizeExpression {
    // In order of appearance: the generated code and its messages list them so, every build.
    names = Collections.unmodifiableMap(new LinkedHashMap<>(names));
    paths = Collections.unmodifiableMap(new LinkedHashMap<>(paths));
  }
}
