package io.framewright.processor;

import io.framewright.processor.diagnostic.Anchor;
import io.framewright.processor.diagnostic.Problem;
import io.framewright.processor.model.Origin;
import io.framewright.processor.reading.ElementOrigin;
import java.util.Map;
import javax.annotation.processing.Messager;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.RecordComponentElement;
import javax.lang.model.element.TypeElement;
import javax.tools.Diagnostic.Kind;

/**
 * Prints {@link Problem}s through the {@link Messager}, placed as precisely as javac allows: on
 * the annotation value if written, else on the annotation, else on the element.
 */
final class DiagnosticPrinter {
  private static final String PACKAGE = "io.framewright.annotations.";

  private final Messager messager;
  private final RepeatedAnnotations repeated;

  DiagnosticPrinter(javax.annotation.processing.ProcessingEnvironment env) {
    this.messager = env.getMessager();
    this.repeated = new RepeatedAnnotations(env);
  }

  void print(Problem problem, Element fallback) {
    Kind kind = problem.isError() ? Kind.ERROR : Kind.WARNING;
    Element element = elementOf(problem.origin(), fallback);
    Anchor anchor = problem.anchor();
    if (!problem.isError() && suppressed(element, problem.diagnostic())) {
      return;
    }
    if (anchor.index() >= 0 && repeated.print(kind, problem.message(), element,
        anchor.annotation(), anchor.index(), anchor.member())) {
      return;
    }
    AnnotationMirror mirror = anchor.annotation() == null ? null
        : find(element, anchor.annotation());
    if (mirror == null && anchor.annotation() != null) {
      // A repeated annotation sits inside its container: point at the one meant.
      AnnotationMirror container = find(element, anchor.annotation() + ".List");
      if (container != null) {
        AnnotationValue all = value(container, "value");
        java.util.List<?> list = all == null ? java.util.List.of() : (java.util.List<?>) all.getValue();
        int i = Math.max(anchor.index(), 0);
        if (i < list.size()) {
          mirror = (AnnotationMirror) ((AnnotationValue) list.get(i)).getValue();
        } else {
          mirror = container;
        }
      }
    }
    if (mirror == null) {
      messager.printMessage(kind, problem.message(), element);
      return;
    }
    AnnotationValue value = anchor.member() == null ? null : value(mirror, anchor.member());
    if (value == null) {
      messager.printMessage(kind, problem.message(), element, mirror);
    } else {
      messager.printMessage(kind, problem.message(), element, mirror, value);
    }
  }

  /** Whether {@code @SuppressWarnings} on the element or an enclosing one names the warning. */
  private static boolean suppressed(Element element, io.framewright.processor.diagnostic.Diagnostic d) {
    java.util.Set<String> names = d.suppressedBy();
    for (Element e = element; e != null; e = e.getEnclosingElement()) {
      SuppressWarnings s = e.getAnnotation(SuppressWarnings.class);
      if (s != null) {
        for (String v : s.value()) {
          if (names.contains(v)) {
            return true;
          }
        }
      }
      if (e.getKind() == javax.lang.model.element.ElementKind.PACKAGE) {
        break;
      }
    }
    return false;
  }

  private static Element elementOf(Origin origin, Element fallback) {
    Element e = origin instanceof ElementOrigin eo ? eo.element() : fallback;
    return e instanceof RecordComponentElement c ? fieldOf(c) : e;
  }

  /**
   * javac 17 has no source position for record components, but it has one for the private
   * field behind each, and copies our annotations (which also target fields) onto it.
   */
  private static Element fieldOf(RecordComponentElement c) {
    for (Element member : c.getEnclosingElement().getEnclosedElements()) {
      if (member.getKind() == ElementKind.FIELD && member.getSimpleName().equals(c.getSimpleName())) {
        return member;
      }
    }
    return c;
  }

  private static AnnotationMirror find(Element e, String simpleName) {
    for (AnnotationMirror m : e.getAnnotationMirrors()) {
      TypeElement t = (TypeElement) m.getAnnotationType().asElement();
      if (t.getQualifiedName().contentEquals(PACKAGE + simpleName)) {
        return m;
      }
    }
    return null;
  }

  private static AnnotationValue value(AnnotationMirror m, String member) {
    for (Map.Entry<? extends ExecutableElement, ? extends AnnotationValue> e
        : m.getElementValues().entrySet()) {
      if (e.getKey().getSimpleName().contentEquals(member)) {
        return e.getValue();
      }
    }
    return null;
  }
}
