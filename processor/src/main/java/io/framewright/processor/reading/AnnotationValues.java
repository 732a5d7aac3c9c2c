package io.framewright.processor.reading;

import java.util.Map;
import java.util.Optional;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.util.Elements;

/** Reads annotation members through mirrors (never through reflective proxies). */
final class AnnotationValues {
  static final String PACKAGE = "io.framewright.annotations.";

  private final Elements elements;

  AnnotationValues(Elements elements) {
    this.elements = elements;
  }

  /**
   * The mirror of {@code @io.framewright.annotations.<simpleName>} on {@code e}, if present;
   * nested annotation types as {@code "Presence.List"}.
   */
  static Optional<AnnotationMirror> find(Element e, String simpleName) {
    return findNamed(e, PACKAGE + simpleName);
  }

  /** The mirror of the annotation type called {@code qualifiedName} on {@code e}, if present. */
  static Optional<AnnotationMirror> findNamed(Element e, String qualifiedName) {
    for (AnnotationMirror m : e.getAnnotationMirrors()) {
      TypeElement type = (TypeElement) m.getAnnotationType().asElement();
      if (type.getQualifiedName().contentEquals(qualifiedName)) {
        return Optional.of(m);
      }
    }
    return Optional.empty();
  }

  /** The explicitly written value of {@code member}, if any. */
  static Optional<AnnotationValue> explicit(AnnotationMirror m, String member) {
    for (Map.Entry<? extends ExecutableElement, ? extends AnnotationValue> en
        : m.getElementValues().entrySet()) {
      if (en.getKey().getSimpleName().contentEquals(member)) {
        return Optional.of(en.getValue());
      }
    }
    return Optional.empty();
  }

  /** The value of {@code member}, written or default. */
  Object value(AnnotationMirror m, String member) {
    for (Map.Entry<? extends ExecutableElement, ? extends AnnotationValue> en
        : elements.getElementValuesWithDefaults(m).entrySet()) {
      if (en.getKey().getSimpleName().contentEquals(member)) {
        return en.getValue().getValue();
      }
    }
    throw new IllegalStateException("no member " + member + " in " + m);
  }

  int intValue(AnnotationMirror m, String member) {
    return ((Number) value(m, member)).intValue();
  }

  long longValue(AnnotationMirror m, String member) {
    return ((Number) value(m, member)).longValue();
  }

  boolean booleanValue(AnnotationMirror m, String member) {
    return (Boolean) value(m, member);
  }

  /** Name of an enum constant member value. */
  String enumValue(AnnotationMirror m, String member) {
    return ((VariableElement) value(m, member)).getSimpleName().toString();
  }
}
