package io.framewright.processor.validation;

import static io.framewright.processor.diagnostic.Diagnostic.FIELD_PATH_INVALID;

import io.framewright.processor.diagnostic.Anchor;
import io.framewright.processor.diagnostic.Problem;
import io.framewright.processor.diagnostic.Reason;
import io.framewright.processor.model.FieldModel;
import io.framewright.processor.model.FieldPath;
import io.framewright.processor.model.MessageModel;
import io.framewright.processor.model.Primitive;
import io.framewright.processor.model.SizeSpec;
import io.framewright.processor.model.WireType;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * A path in {@code field = "..."} ({@code @Count(field = "header.qdCount")}, {@code @Length},
 * {@code @When}, {@code @Select}): every step names a
 * component, the first one declared before the component that reads it, every step before the
 * last a nested message always on the wire, the last a value of the kind the annotation reads
 * that goes on the wire as the nested record holds it, or for a size a count or length the
 * nested record's encoder sets from a part always on the wire, which the encoder measures (FW150,
 * one reason per misuse).
 */
final class FieldPathChecks {
  private FieldPathChecks() {}

  /** What the annotation reads at the end of the path. */
  enum Use {
    SIZE("a count or length is an int or long"),
    CONDITION("a condition reads an integer (byte, short, int or long)"),
    SELECTOR("a selector is an integer or an enum without @UnknownValue"),
    EXPRESSION("a size expression reads integers (byte, short, int or long)");

    final String wanted;

    Use(String wanted) {
      this.wanted = wanted;
    }
  }

  /**
   * Reports FW150 on {@code @annotation(field = path)} of {@code user} when the path is wrong;
   * returns whether it is right.
   */
  static boolean check(MessageModel m, FieldModel user, String annotation, String path, Use use,
      ValidationReport.Builder report) {
    return check(m, user, annotation, "field", path, path, use, report);
  }

  /**
   * As {@link #check}, for the path {@code path} in the annotation's {@code member}, whose value
   * is {@code value} (a size expression holds other text besides the path).
   */
  static boolean check(MessageModel m, FieldModel user, String annotation, String member,
      String value, String path, Use use, ValidationReport.Builder report) {
    String problem = problem(m, user, annotation, path, use);
    if (problem != null) {
      report.add(Problem.of(FIELD_PATH_INVALID, user.origin(), Anchor.member(annotation,
          member), annotation, member + " = \"" + value + "\"", user.name(), problem));
    }
    return problem == null;
  }

  /** The component at the end of a path {@link #check} found right. */
  static FieldModel leaf(MessageModel m, String path) {
    List<FieldModel> steps = FieldPath.resolve(m, path);
    return steps.get(steps.size() - 1);
  }

  private static String problem(MessageModel m, FieldModel user, String annotation,
      String path, Use use) {
    List<String> steps = FieldPath.steps(path);
    if (steps.stream().anyMatch(String::isEmpty)) {
      return Reason.PATH_EMPTY_STEP.text();
    }
    if (steps.get(0).equals(FieldPath.PARENT)) {
      // Read from the enclosing message: checked in each message that encloses this one.
      if (!FieldPath.isParent(path) || use != Use.SIZE && use != Use.CONDITION) {
        return Reason.PATH_ENCLOSING.text(FieldPath.PARENT, m.type().simpleName());
      }
      return use == Use.SIZE && user.isConditional()
          ? Reason.PATH_ON_OPTIONAL.text(user.name(), annotation) : null;
    }
    MessageModel in = m;
    for (int i = 0; i < steps.size(); i++) {
      String step = steps.get(i);
      // Only the record's components before the user are candidates for the first step.
      List<FieldModel> candidates = i == 0
          ? m.fields().subList(0, m.fields().indexOf(user)) : in.fields();
      FieldModel named = find(in.fields(), step);
      if (named == null) {
        List<String> names = new ArrayList<>();
        candidates.forEach(f -> names.add(f.name()));
        String close = Names.closest(step, names);
        return close != null
            ? Reason.PATH_STEP_MISSPELT.text(in.type().nestedName(), step, close)
            : Reason.PATH_STEP_MISSING.text(in.type().nestedName(), step, names.isEmpty()
                ? "none" : names.stream().map(n -> "'" + n + "'")
                    .collect(Collectors.joining(", ")));
      }
      if (i == 0 && !candidates.contains(named)) {
        return Reason.PATH_START_LATER.text(named.name(), user.name());
      }
      if (named.isConditional()) {
        return Reason.PATH_STEP_OPTIONAL.text(named.name());
      }
      if (i < steps.size() - 1) {
        if (!(named.type() instanceof WireType.Nested n) || n.union() || n.model() == null
            || named.extras().using() != null || named.extras().usingUnreadable()) {
          return Reason.PATH_STEP_NOT_MESSAGE.text(named.name(),
              Articles.a(named.javaTypeName()));
        }
        in = n.model();
        continue;
      }
      if (!isLeaf(named, use)) {
        return Reason.PATH_LEAF_TYPE.text(named.name(), Articles.a(named.javaTypeName()),
            use.wanted);
      }
      String set = setByEncoder(in, named);
      // A size the nested encoder writes from a part always on the wire is read as it writes
      // it (the encoder measures that part), so a size or a size expression may name it.
      if (set != null && !((use == Use.SIZE || use == Use.EXPRESSION)
          && sizedBy(in, named) != null)) {
        return Reason.PATH_LEAF_SET.text(named.name(), set, in.type().nestedName());
      }
    }
    if (use == Use.SIZE && user.isConditional()) {
      return Reason.PATH_ON_OPTIONAL.text(user.name(), annotation);
    }
    return null;
  }

  private static FieldModel find(List<FieldModel> fields, String name) {
    for (FieldModel f : fields) {
      if (f.name().equals(name)) {
        return f;
      }
    }
    return null;
  }

  static boolean isLeaf(FieldModel f, Use use) {
    if (use == Use.SELECTOR && f.type() instanceof WireType.Enum e) {
      return !e.model().isOpen();
    }
    if (f.nullable() || !(f.type() instanceof WireType.Scalar s)) {
      return false;
    }
    return use == Use.SIZE ? s.primitive() == Primitive.INT || s.primitive() == Primitive.LONG
        : s.primitive().isInteger();
  }

  /**
   * The component of {@code in}, always on the wire, whose size {@code leaf} holds (a count or
   * length held by it, or a size expression linear in it alone), when that is all the encoder
   * of {@code in} writes into {@code leaf}; else null.
   */
  static FieldModel sizedBy(MessageModel in, FieldModel leaf) {
    if (leaf.conditions().flags() || leaf.isConditional()) {
      return null;
    }
    FieldModel sized = null;
    for (FieldModel g : in.fields()) {
      if (leaf.name().equals(g.extras().select())) {
        return null;
      }
      for (SizeSpec size : new SizeSpec[] {g.count(), g.length()}) {
        if (size != null && (size.isField() && size.field().equals(leaf.name())
            || SelectChecks.setByExpression(size, leaf.name()))) {
          if (sized != null || g.isConditional()) {
            return null;
          }
          sized = g;
        }
      }
    }
    return sized;
  }

  /**
   * Why the nested record's encoder writes a value of its own into {@code leaf} (so a record
   * holding another one would encode bytes that decode differently), or null.
   */
  static String setByEncoder(MessageModel in, FieldModel leaf) {
    if (leaf.conditions().flags()) {
      return "is a @Flags field, whose bits the presence of optional components sets";
    }
    for (FieldModel g : in.fields()) {
      for (SizeSpec size : new SizeSpec[] {g.count(), g.length()}) {
        if (size != null && (size.isField() && size.field().equals(leaf.name())
            || SelectChecks.setByExpression(size, leaf.name()))) {
          return "holds the size of '" + g.name() + "'";
        }
      }
      if (leaf.name().equals(g.extras().select())) {
        return "selects the variant of '" + g.name() + "'";
      }
    }
    return null;
  }
}
