package io.framewright.processor.validation;

import io.framewright.processor.diagnostic.Anchor;
import io.framewright.processor.diagnostic.Diagnostic;
import io.framewright.processor.diagnostic.Problem;
import io.framewright.processor.diagnostic.Reason;
import io.framewright.processor.model.FieldLayout;
import io.framewright.processor.model.Layout;
import io.framewright.processor.model.MessageModel;
import io.framewright.processor.model.UnionModel;
import io.framewright.processor.model.ViewRequest;
import io.framewright.processor.model.WireType;
import io.framewright.processor.plan.ViewPlan;
import io.framewright.processor.plan.ViewPlanner;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Decides, for each message that asks for a view, whether it gets one ({@link ViewReport}): the
 * view stage's validation, run on clean layouts only and kept apart from the codec's, so that a
 * refused view never costs the message its codec. A view that would name the view of a nested
 * message, a union or a variant that is not generated is left out too (the reason is reported on
 * that one).
 */
final class ViewValidator {
  private final LayoutValidator layouts;
  private final Map<String, ViewReport> reports = new HashMap<>();
  /** The unions being checked by {@link #unionGenerated}, against a variant that nests one. */
  private final Set<String> checking = new HashSet<>();

  ViewValidator(LayoutValidator layouts) {
    this.layouts = layouts;
  }

  /** The view report of {@code m}, whose codec report is clean; the same report after that. */
  ViewReport report(MessageModel m) {
    ViewReport known = reports.get(m.type().canonicalName());
    if (known != null) {
      return known;
    }
    ViewReport report = !m.view().wanted() ? ViewReport.NONE
        : m.isUnion() ? union(m, true) : record(layout(m));
    reports.put(m.type().canonicalName(), report);
    return report;
  }

  private Layout layout(MessageModel m) {
    return layouts.validate(m).layout().orElseGet(() -> Layout.of(m));
  }

  /** The view of record {@code layout}'s message: refused with FW181, FW192, FW183 or FW184. */
  private ViewReport record(Layout layout) {
    MessageModel m = layout.message();
    String unviewable = ViewPlanner.unviewable(layout);
    if (unviewable != null) {
      List<Problem> out = new ArrayList<>();
      if (m.view() == ViewRequest.TYPE) {
        // A union part refused for its shape has a diagnostic of its own.
        boolean union = unviewable.equals(ViewPlanner.unionPartRefusal(layout));
        out.add(Problem.of(union ? Diagnostic.VIEW_UNION_PART : Diagnostic.VIEW_VARIABLE_SIZE,
            m.origin(), Anchor.annotation("View"), layout.type().nestedName(), unviewable));
      }
      return new ViewReport(out, false, Optional.empty()); // a package's @View leaves it out
    }
    ViewPlan plan = ViewPlanner.plan(layout);
    List<Problem> problems = problems(layout, plan);
    // A nested message's view refused for a reason of its own (reported on it) leaves this one
    // out too: it would name a view that is not generated.
    boolean generated = problems.isEmpty() && nestedGenerated(layout, new HashSet<>());
    return new ViewReport(problems, generated,
        generated ? Optional.of(plan) : Optional.empty());
  }

  /** What stops the view of {@code layout}, reported on its message (FW183, FW184). */
  private static List<Problem> problems(Layout layout, ViewPlan plan) {
    MessageModel m = layout.message();
    String message = layout.type().nestedName();
    List<Problem> out = new ArrayList<>();
    Map<String, String> taken = plan.takenNames();
    for (FieldLayout f : layout.components()) {
      if (taken.containsKey(f.name())) {
        String other = taken.get(f.name());
        out.add(problem(m, Diagnostic.VIEW_NAME_TAKEN, f.name(), message, other == null
            ? Reason.VIEW_OWN_METHOD.text(f.name())
            : Reason.VIEW_METHOD_OF_COMPONENT.text(f.name(), other)));
      }
      if (ViewPlanner.isUnion(f)) {
        // A union's view is left out quietly when refused for a reason of its own (reported
        // on the union), as a nested message's is below.
        WireType.Nested union = (WireType.Nested) f.element();
        if (!wanted(union.model())) {
          out.add(problem(m, Diagnostic.VIEW_NESTED_WITHOUT_VIEW, message, f.name(),
              union.type().nestedName()));
        }
        continue;
      }
      if (f.nested() != null && (!wanted(f.nested().message())
          || ViewPlanner.unviewable(f.nested()) != null)) {
        out.add(problem(m, Diagnostic.VIEW_NESTED_WITHOUT_VIEW, message, f.name(),
            f.nested().type().nestedName()));
      }
    }
    return out;
  }

  /** Whether the views of the messages {@code layout} nests are all generated, to any depth. */
  private boolean nestedGenerated(Layout layout, Set<String> seen) {
    for (FieldLayout f : layout.components()) {
      if (ViewPlanner.isUnion(f)) {
        if (!unionGenerated(((WireType.Nested) f.element()).model())) {
          return false;
        }
        continue;
      }
      Layout nested = f.nested();
      if (nested != null && seen.add(nested.type().canonicalName())) {
        if (!wanted(nested.message()) || ViewPlanner.unviewable(nested) != null
            || !problems(nested, ViewPlanner.plan(nested)).isEmpty()
            || !nestedGenerated(nested, seen)) {
          return false;
        }
      }
    }
    return true;
  }

  /**
   * Whether the view of union {@code model} is generated, reporting nothing: for a record that
   * holds the union as a component. A union met again while it is being checked (a variant
   * nests it) counts as generated: the outer check decides.
   */
  private boolean unionGenerated(MessageModel model) {
    if (model == null || !checking.add(model.type().canonicalName())) {
      return model != null;
    }
    try {
      return wanted(model) && union(model, false).generated();
    } finally {
      checking.remove(model.type().canonicalName());
    }
  }

  /**
   * The view of union {@code model}: every variant but the {@code @UnknownTag} one gets a view
   * a union's view can hold (FW182, reported only for a {@code @View} on the union itself: a
   * package's leaves it out), asked for (FW190), and no variant's getter clashes (FW191).
   * {@code print}: whether to collect the problems (not for a union a record holds).
   */
  private ViewReport union(MessageModel model, boolean print) {
    String union = model.type().nestedName();
    List<Problem> out = new ArrayList<>();
    for (UnionModel.Variant v : model.union().variants()) {
      String why = v.unknown() ? null : unviewable(v);
      if (why != null) {
        if (print && model.view() == ViewRequest.TYPE) {
          out.add(Problem.of(Diagnostic.VIEW_UNION, model.origin(), Anchor.annotation("View"),
              union, v.type().nestedName(), why));
        }
        return new ViewReport(out, false, Optional.empty());
      }
    }
    boolean ok = true;
    for (UnionModel.Variant v : model.union().variants()) {
      if (!v.unknown() && !wanted(v.model())) {
        ok = false;
        if (print) {
          out.add(problem(model, Diagnostic.VIEW_UNION_VARIANT_WITHOUT_VIEW, union,
              v.type().nestedName()));
        }
      }
    }
    for (UnionModel.Variant v : model.union().variants()) {
      // A record variant's view refused for a reason of its own (reported on it): the union's
      // view would name a view that is not generated.
      if (!v.unknown() && v.model() != null && !v.model().isUnion() && ok) {
        Layout layout = layout(v.model());
        if (!problems(layout, ViewPlanner.plan(layout)).isEmpty()
            || !nestedGenerated(layout, new HashSet<>())) {
          ok = false;
        }
      }
      for (String name : List.of(ViewPlanner.variantGetter(v), ViewPlanner.variantTest(v))) {
        boolean test = name.equals(ViewPlanner.variantTest(v));
        String clash = v.unknown() && !test ? null
            : ViewPlanner.variantClash(model.union(), v, name);
        if (clash != null) {
          ok = false;
          if (print) {
            out.add(problem(model, Diagnostic.VIEW_UNION_NAME_TAKEN, v.type().nestedName(),
                union, name, clash, test ? "test" : "getter"));
          }
        }
      }
    }
    return new ViewReport(out, ok, Optional.empty());
  }

  /** Why no view of variant {@code v} can be generated, or null if one can. */
  private String unviewable(UnionModel.Variant v) {
    MessageModel m = v.model();
    if (m == null) {
      return "it is not a record";
    }
    if (m.isUnion()) {
      for (UnionModel.Variant inner : m.union().variants()) {
        String why = inner.unknown() ? null : unviewable(inner);
        if (why != null) {
          return "its variant " + inner.type().nestedName() + ": " + why;
        }
      }
      return null;
    }
    return ViewPlanner.unviewable(layout(m));
  }

  private static boolean wanted(MessageModel m) {
    return m != null && m.view().wanted();
  }

  private static Problem problem(MessageModel m, Diagnostic d, Object... args) {
    return Problem.of(d, m.origin(), Anchor.ELEMENT, args);
  }
}
