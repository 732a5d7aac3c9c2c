package io.framewright.processor;

import io.framewright.processor.diagnostic.Anchor;
import io.framewright.processor.diagnostic.Diagnostic;
import io.framewright.processor.diagnostic.Problem;
import io.framewright.processor.generation.ViewGenerator;
import io.framewright.processor.model.FieldLayout;
import io.framewright.processor.model.Layout;
import io.framewright.processor.model.TypeRef;
import io.framewright.processor.reading.ElementOrigin;
import java.util.HashSet;
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
    boolean ok = true;
    Set<String> names = new HashSet<>();
    layout.components().forEach(f -> names.add(f.name()));
    for (FieldLayout f : layout.components()) {
      for (String own : ViewGenerator.OWN_METHODS) {
        if (f.name().equals(own)) {
          ok = report(type, Diagnostic.VIEW_NAME_TAKEN, f.name(), message, own);
        }
      }
      for (String extra : ViewGenerator.extraGetters(layout, f)) {
        if (names.contains(extra)) {
          ok = report(type, Diagnostic.VIEW_NAME_TAKEN, extra, message, extra);
        }
      }
      if (f.nested() != null && !wanted(element(f.nested().type()))) {
        ok = report(type, Diagnostic.VIEW_NESTED_WITHOUT_VIEW, message, f.name(),
            f.nested().type().nestedName());
      } else if (f.nested() != null && !namesFree(f.nested(), new HashSet<>())) {
        ok = false; // its view is refused (FW184, reported on it): this one could not use it
      }
    }
    return ok;
  }

  /**
   * Whether no component of {@code layout}'s message, or of the messages it nests, is
   * named like a method of its view (FW184): else its view, and those of the messages nesting
   * it, are not generated.
   */
  private static boolean namesFree(Layout layout, Set<String> seen) {
    if (!seen.add(layout.type().canonicalName())) {
      return true;
    }
    Set<String> names = new HashSet<>();
    layout.components().forEach(f -> names.add(f.name()));
    for (FieldLayout f : layout.components()) {
      for (String own : ViewGenerator.OWN_METHODS) {
        if (f.name().equals(own)) {
          return false;
        }
      }
      if (ViewGenerator.unviewable(layout) == null) {
        for (String extra : ViewGenerator.extraGetters(layout, f)) {
          if (names.contains(extra)) {
            return false;
          }
        }
      }
      if (f.nested() != null && !namesFree(f.nested(), seen)) {
        return false;
      }
    }
    return true;
  }

  private boolean report(TypeElement type, Diagnostic d, Object... args) {
    printer.print(Problem.of(d, new ElementOrigin(type), Anchor.ELEMENT, args), type);
    return false;
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
