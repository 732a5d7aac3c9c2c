package io.framewright.processor;

import io.framewright.processor.diagnostic.Anchor;
import io.framewright.processor.diagnostic.Diagnostic;
import io.framewright.processor.diagnostic.Problem;
import io.framewright.processor.generation.ViewGenerator;
import io.framewright.processor.model.FieldLayout;
import io.framewright.processor.model.Layout;
import io.framewright.processor.model.TypeRef;
import io.framewright.processor.reading.ElementOrigin;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.Elements;

/**
 * Which messages get a view ({@code @View} on the record, or on its package), and the misuses of
 * {@code @View} (FW180 to FW184), reported instead of generating a view that could not work.
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
      boolean message = e.getAnnotationMirrors().stream()
          .anyMatch(a -> name(a).equals(FramewrightProcessor.MESSAGE));
      boolean recordOrInterface = e.getKind() == ElementKind.RECORD
          || e.getKind() == ElementKind.INTERFACE;
      if (!message || !recordOrInterface) {
        printer.print(Problem.of(Diagnostic.VIEW_NOT_A_MESSAGE, new ElementOrigin(e),
            Anchor.annotation("View"), describe(e)), e);
      }
    }
  }

  /** FW182: a union never has a view; reported where {@code @View} is on it. */
  void reportUnion(TypeElement union) {
    if (union != null && has(union)) {
      printer.print(Problem.of(Diagnostic.VIEW_UNION, new ElementOrigin(union),
          Anchor.annotation("View"), union.getQualifiedName()), union);
    }
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
        printer.print(Problem.of(Diagnostic.VIEW_VARIABLE_SIZE, new ElementOrigin(type),
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
    Set<String> names = new HashSet<>();
    layout.components().forEach(f -> names.add(f.name()));
    for (FieldLayout f : layout.components()) {
      for (String own : ViewGenerator.OWN_METHODS) {
        if (f.name().equals(own)) {
          out.add(problem(type, Diagnostic.VIEW_NAME_TAKEN, f.name(), message, own));
        }
      }
      for (String extra : ViewGenerator.extraGetters(layout, f)) {
        if (names.contains(extra)) {
          out.add(problem(type, Diagnostic.VIEW_NAME_TAKEN, extra, message, extra));
        }
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

  private static Problem problem(TypeElement type, Diagnostic d, Object... args) {
    return Problem.of(d, new ElementOrigin(type), Anchor.ELEMENT, args);
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
