package io.framewright.processor;

import io.framewright.processor.diagnostic.Anchor;
import io.framewright.processor.diagnostic.Diagnostic;
import io.framewright.processor.diagnostic.Problem;
import io.framewright.processor.reading.ElementOrigin;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.Elements;

/**
 * FW180: {@code @View} on a type that is not a {@code @Message} record or union. Such a type
 * never becomes a message model, so this is checked on the elements, as stray annotations are;
 * every other refusal of a view is the view stage's validation ({@code ViewValidator}).
 */
final class MisplacedViews {
  static final String VIEW = "io.framewright.annotations.View";

  private final Elements elements;
  private final DiagnosticPrinter printer;

  MisplacedViews(Elements elements, DiagnosticPrinter printer) {
    this.elements = elements;
    this.printer = printer;
  }

  /** FW180: {@code @View} on a type that is not a {@code @Message} record or union. */
  void report(RoundEnvironment round) {
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
              .anyMatch(MisplacedViews::isMessage); // a variant of a union
      boolean recordOrInterface = e.getKind() == ElementKind.RECORD
          || e.getKind() == ElementKind.INTERFACE;
      if (!message || !recordOrInterface) {
        printer.print(Problem.of(Diagnostic.VIEW_NOT_A_MESSAGE, new ElementOrigin(e),
            Anchor.annotation("View"), describe(e)), e);
      }
    }
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
