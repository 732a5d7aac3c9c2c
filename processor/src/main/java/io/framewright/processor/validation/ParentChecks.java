package io.framewright.processor.validation;

import static io.framewright.processor.diagnostic.Diagnostic.PARENT_COMPONENT_NAME;
import static io.framewright.processor.diagnostic.Diagnostic.PARENT_FIELD_INVALID;
import static io.framewright.processor.diagnostic.Diagnostic.PARENT_IN_UNION;

import io.framewright.processor.diagnostic.Anchor;
import io.framewright.processor.diagnostic.Problem;
import io.framewright.processor.diagnostic.Reason;
import io.framewright.processor.model.FieldModel;
import io.framewright.processor.model.FieldPath;
import io.framewright.processor.model.MessageModel;
import io.framewright.processor.model.UnionModel;
import io.framewright.processor.model.WireType;
import java.util.ArrayList;
import java.util.List;

/**
 * A nested message that reads a component of the message enclosing it ({@code @When(field =
 * "_parent.flags")}) is checked where it is nested: in every message that has it as a
 * component (or list element), the component it reads exists, is declared before it, holds a
 * value of the kind it reads, is always on the wire, and goes on the wire as the record holds
 * it (FW151). A union passes them on to its variants: {@code _parent} of a variant is the
 * message holding the union component, checked as for a nested message; a union framed by a
 * magic of its own, read alone as a stream's messages are, has no message around it (FW152).
 */
final class ParentChecks {
  private ParentChecks() {}

  /**
   * Checks each component of record {@code m} whose message type reads {@code m}'s values, and
   * that no component takes the name {@code _parent}, which a path reads as the enclosing
   * message (FW153): {@code @Count(field = "_parent.n")} beside it would read the enclosing
   * message's {@code n}, and a top-level message has none.
   */
  static void check(MessageModel m, ValidationReport.Builder report) {
    List<FieldModel> fields = m.fields();
    for (FieldModel f : fields) {
      if (f.name().equals(FieldPath.PARENT)) {
        report.add(Problem.of(PARENT_COMPONENT_NAME, f.origin(), Anchor.ELEMENT, f.name(),
            m.type().nestedName()));
      }
    }
    for (int i = 0; i < fields.size(); i++) {
      FieldModel c = fields.get(i);
      if (!(c.element() instanceof WireType.Nested n) || n.model() == null
          || c.extras().using() != null || c.extras().usingUnreadable()) {
        continue; // a @Using codec reads the component, not the nested message's codec
      }
      for (FieldModel user : readers(n.model())) {
        for (String name : FieldPath.readBy(user)) {
          if (FieldPath.isParent(name)) {
            String problem = problem(m, c, i, user, name);
            if (problem != null) {
              report.add(Problem.of(PARENT_FIELD_INVALID, c.origin(), Anchor.ELEMENT, c.name(),
                  n.type().nestedName(), user.name(), name, annotation(user, name), problem));
            }
          }
        }
      }
    }
  }

  /**
   * The components of {@code nested} that may read {@code _parent}: its own, or for a union its
   * variants', whose {@code _parent} is the message holding the union.
   */
  private static List<FieldModel> readers(MessageModel nested) {
    if (nested.union() == null) {
      return nested.fields();
    }
    List<FieldModel> out = new ArrayList<>();
    for (UnionModel.Variant v : nested.union().variants()) {
      if (v.model() != null) {
        out.addAll(v.model().fields());
      }
    }
    return out;
  }

  /**
   * A union with a magic of its own starts each message of a stream and is read alone: no
   * message encloses it to give its variants the values they read.
   */
  static void checkUnion(MessageModel union, ValidationReport.Builder report) {
    if (union.framing().magic() == null) {
      return;
    }
    for (UnionModel.Variant v : union.union().variants()) {
      if (v.model() == null) {
        continue;
      }
      for (FieldModel user : v.model().fields()) {
        for (String name : FieldPath.readBy(user)) {
          if (FieldPath.isParent(name)) {
            report.add(Problem.of(PARENT_IN_UNION, union.origin(), Anchor.ELEMENT,
                v.type().nestedName(), union.type().nestedName(), name, user.name()));
            return;
          }
        }
      }
    }
  }

  private static String annotation(FieldModel user, String name) {
    return user.conditions().when() != null && user.conditions().when().field().equals(name)
        ? "@When" : user.count() != null && user.count().isField() ? "@Count" : "@Length";
  }

  private static String problem(MessageModel m, FieldModel c, int index, FieldModel user,
      String name) {
    String wanted = FieldPath.steps(name).get(1);
    FieldModel named = null;
    for (FieldModel f : m.fields()) {
      if (f.name().equals(wanted)) {
        named = f;
      }
    }
    if (named == null) {
      List<String> names = new ArrayList<>();
      m.fields().subList(0, index).forEach(f -> names.add(f.name()));
      String close = Names.closest(wanted, names);
      return close != null
          ? Reason.PARENT_MISSPELT.text(m.type().nestedName(), wanted, close)
          : Reason.PARENT_MISSING.text(m.type().nestedName(), wanted, c.name());
    }
    if (m.fields().indexOf(named) >= index) {
      return Reason.PARENT_LATER.text(named.name(), c.name());
    }
    boolean condition = annotation(user, name).equals("@When");
    FieldPathChecks.Use use = condition ? FieldPathChecks.Use.CONDITION
        : FieldPathChecks.Use.SIZE;
    if (named.isConditional()) {
      return Reason.PARENT_OPTIONAL.text(named.name());
    }
    if (!FieldPathChecks.isLeaf(named, use)) {
      return Reason.PARENT_TYPE.text(named.name(), Articles.a(named.javaTypeName()),
          use.wanted);
    }
    String set = FieldPathChecks.setByEncoder(m, named);
    return set == null ? null : Reason.PARENT_SET.text(named.name(), set);
  }
}
