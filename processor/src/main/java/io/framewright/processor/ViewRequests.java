package io.framewright.processor;

import io.framewright.processor.diagnostic.Anchor;
import io.framewright.processor.diagnostic.Diagnostic;
import io.framewright.processor.diagnostic.Problem;
import io.framewright.processor.diagnostic.Reason;
import io.framewright.processor.generation.Layouts;
import io.framewright.processor.generation.view.UnionViews;
import io.framewright.processor.generation.view.ViewGenerator;
import io.framewright.processor.model.FieldLayout;
import io.framewright.processor.model.Layout;
import io.framewright.processor.model.MessageModel;
import io.framewright.processor.model.TypeRef;
import io.framewright.processor.model.UnionModel;
import io.framewright.processor.model.WireType;
import io.framewright.processor.reading.ElementOrigin;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.Elements;

/**
 * Which messages get a view ({@code @View} on the record, or on its package), and the misuses of
 * {@code @View} (FW180 to FW184, FW190 to FW192), reported instead of generating a view that could not work.
 */
final class ViewRequests {
  static final String VIEW = "io.framewright.annotations.View";

  private final Elements elements;
  private final DiagnosticPrinter printer;

  ViewRequests(Elements elements, DiagnosticPrinter printer) {
    this.elements = elements;
    this.printer = printer;
  }

  /** Whether {@code type} has {@code @View} itself. */
  static boolean onType(Element type) {
    return has(type);
  }

  /** Whether {@code type} or its package asks for a view. */
  boolean wanted(Element type) {
    return type != null && (has(type) || has(elements.getPackageOf(type)));
  }

  /** The element of a message type, or null if it is not to be found. */
  TypeElement element(TypeRef t) {
    return elements.getTypeElement(t.canonicalName());
  }

  /** FW180: {@code @View} on a type that is not a {@code @Message} record or union. */
  void reportMisplaced(RoundEnvironment round) {
    TypeElement view = elements.getTypeElement(VIEW);
    if (view == null) {
      return;
    }
    for (Element e : round.getElementsAnnotatedWith(view)) {
      if (e.getKind() == ElementKind.PACKAGE) {
        continue;
      }
      boolean message = isMessage(e) || e.getKind() == ElementKind.RECORD
          && ((TypeElement) e).getInterfaces().stream()
              .map(i -> ((javax.lang.model.type.DeclaredType) i).asElement())
              .anyMatch(ViewRequests::isMessage); // a variant of a union
      boolean recordOrInterface = e.getKind() == ElementKind.RECORD
          || e.getKind() == ElementKind.INTERFACE;
      if (!message || !recordOrInterface) {
        printer.print(Problem.of(Diagnostic.VIEW_NOT_A_MESSAGE, new ElementOrigin(e),
            Anchor.annotation("View"), describe(e)), e);
      }
    }
  }

  /**
   * Whether the view of union {@code model}, which {@code type} (its element) asks for, can be
   * generated: every variant but the {@code @UnknownTag} one gets a view a union's view can hold
   * (FW182, reported only for a {@code @View} on the union itself: a package's leaves it out),
   * asked for (FW190), and no variant's getter clashes (FW191).
   */
  boolean checkUnion(MessageModel model, TypeElement type, Layouts layouts) {
    return checkUnion(model, type, layouts, true);
  }

  /**
   * Whether the view of union {@code model} is generated, reporting nothing: for a record
   * that holds the union as a component. A union met again while it is being checked (a
   * variant nests it) counts as generated: the outer check decides.
   */
  private boolean unionGenerated(MessageModel model) {
    if (!checking.add(model.type().canonicalName())) {
      return true;
    }
    try {
      TypeElement element = element(model.type());
      return wanted(element) && checkUnion(model, element, Layout::of, false);
    } finally {
      checking.remove(model.type().canonicalName());
    }
  }

  /** The unions being checked by {@link #unionGenerated}, against a variant that nests one. */
  private final Set<String> checking = new HashSet<>();

  private boolean checkUnion(MessageModel model, TypeElement type, Layouts layouts,
      boolean print) {
    String union = model.type().nestedName();
    for (UnionModel.Variant v : model.union().variants()) {
      String why = v.unknown() ? null : unviewable(v, layouts);
      if (why != null) {
        if (print && has(type)) {
          printer.print(Problem.of(Diagnostic.VIEW_UNION, new ElementOrigin(type),
              Anchor.annotation("View"), union, v.type().nestedName(), why), type);
        }
        return false;
      }
    }
    boolean ok = true;
    for (UnionModel.Variant v : model.union().variants()) {
      if (!v.unknown() && !wanted(element(v.type()))) {
        ok = !print ? false : report(type, Diagnostic.VIEW_UNION_VARIANT_WITHOUT_VIEW, union,
            v.type().nestedName());
      }
    }
    for (UnionModel.Variant v : model.union().variants()) {
      // A record variant's view refused for a reason of its own (reported on it): the union's
      // view would name a view that is not generated.
      if (!v.unknown() && v.model() != null && !v.model().isUnion() && ok) {
        Layout layout = layouts.of(v.model());
        TypeElement element = element(v.type());
        if (!problems(layout, element).isEmpty()
            || !nestedGenerated(layout, new HashSet<>())) {
          ok = false;
        }
      }
      for (String name : List.of(UnionViews.getter(v), UnionViews.test(v))) {
        boolean test = name.equals(UnionViews.test(v));
        String clash = v.unknown() && !test ? null : UnionViews.clash(model.union(), v, name);
        if (clash != null) {
          ok = !print ? false : report(type, Diagnostic.VIEW_UNION_NAME_TAKEN,
              v.type().nestedName(), union, name, clash, test ? "test" : "getter");
        }
      }
    }
    return ok;
  }

  /** Why no view of variant {@code v} can be generated, or null if one can. */
  private static String unviewable(UnionModel.Variant v, Layouts layouts) {
    MessageModel m = v.model();
    if (m == null) {
      return "it is not a record";
    }
    if (m.isUnion()) {
      for (UnionModel.Variant inner : m.union().variants()) {
        String why = inner.unknown() ? null : unviewable(inner, layouts);
        if (why != null) {
          return "its variant " + inner.type().nestedName() + ": " + why;
        }
      }
      return null;
    }
    return ViewGenerator.unviewable(layouts.of(m));
  }

  /**
   * Whether the view of {@code layout}'s message, which {@code type} (its element) asks for, can
   * be generated; reports why not if it was asked for on the type itself.
   */
  boolean check(Layout layout, TypeElement type) {
    String message = layout.type().nestedName();
    String unviewable = ViewGenerator.unviewable(layout);
    if (unviewable != null) {
      if (has(type)) {
        // A union part refused for its shape has a diagnostic of its own.
        boolean union = unviewable.equals(ViewGenerator.unionRefusal(layout));
        printer.print(Problem.of(union ? Diagnostic.VIEW_UNION_PART
                : Diagnostic.VIEW_VARIABLE_SIZE, new ElementOrigin(type),
            Anchor.annotation("View"), message, unviewable), type);
      }
      return false; // a package's @View leaves it out
    }
    List<Problem> problems = problems(layout, type);
    problems.forEach(p -> printer.print(p, type));
    // A nested message's view refused for a reason of its own (reported on it) leaves this one
    // out too: it would name a view that is not generated.
    return problems.isEmpty() && nestedGenerated(layout, new HashSet<>());
  }

  /** What stops the view of {@code layout} (its element {@code type}), reported on {@code type}. */
  private List<Problem> problems(Layout layout, TypeElement type) {
    String message = layout.type().nestedName();
    List<Problem> out = new ArrayList<>();
    Map<String, String> taken = ViewGenerator.takenNames(layout);
    for (FieldLayout f : layout.components()) {
      if (taken.containsKey(f.name())) {
        String other = taken.get(f.name());
        out.add(problem(type, Diagnostic.VIEW_NAME_TAKEN, f.name(), message, other == null
            ? Reason.VIEW_OWN_METHOD.text(f.name())
            : Reason.VIEW_METHOD_OF_COMPONENT.text(f.name(), other)));
      }
      if (ViewGenerator.isUnion(f)) {
        // A union's view is left out quietly when refused for a reason of its own (reported
        // on the union), as a nested message's is below.
        TypeRef union = ((WireType.Nested) f.element()).type();
        if (!wanted(element(union))) {
          out.add(problem(type, Diagnostic.VIEW_NESTED_WITHOUT_VIEW, message, f.name(),
              union.nestedName()));
        }
        continue;
      }
      if (f.nested() != null && (!wanted(element(f.nested().type()))
          || ViewGenerator.unviewable(f.nested()) != null)) {
        out.add(problem(type, Diagnostic.VIEW_NESTED_WITHOUT_VIEW, message, f.name(),
            f.nested().type().nestedName()));
      }
    }
    return out;
  }

  /** Whether the views of the messages {@code layout} nests are all generated, to any depth. */
  private boolean nestedGenerated(Layout layout, Set<String> seen) {
    for (FieldLayout f : layout.components()) {
      if (ViewGenerator.isUnion(f)) {
        if (!unionGenerated(((WireType.Nested) f.element()).model())) {
          return false;
        }
        continue;
      }
      Layout nested = f.nested();
      if (nested != null && seen.add(nested.type().canonicalName())) {
        TypeElement element = element(nested.type());
        if (!wanted(element) || ViewGenerator.unviewable(nested) != null
            || !problems(nested, element).isEmpty() || !nestedGenerated(nested, seen)) {
          return false;
        }
      }
    }
    return true;
  }

  private boolean report(TypeElement type, Diagnostic d, Object... args) {
    printer.print(problem(type, d, args), type);
    return false;
  }

  private static Problem problem(TypeElement type, Diagnostic d, Object... args) {
    return Problem.of(d, new ElementOrigin(type), Anchor.ELEMENT, args);
  }

  private static boolean isMessage(Element e) {
    return e.getAnnotationMirrors().stream()
        .anyMatch(a -> name(a).equals(FramewrightProcessor.MESSAGE));
  }

  private static boolean has(Element e) {
    return e != null && e.getAnnotationMirrors().stream().anyMatch(a -> name(a).equals(VIEW));
  }

  private static String name(AnnotationMirror a) {
    return ((TypeElement) a.getAnnotationType().asElement()).getQualifiedName().toString();
  }

  private static String describe(Element e) {
    String kind = switch (e.getKind()) {
      case RECORD -> "record";
      case ENUM -> "enum";
      case INTERFACE -> "interface";
      case ANNOTATION_TYPE -> "annotation type";
      default -> "class";
    };
    return kind + " " + (e instanceof TypeElement t ? t.getQualifiedName() : e.getSimpleName());
  }
}
