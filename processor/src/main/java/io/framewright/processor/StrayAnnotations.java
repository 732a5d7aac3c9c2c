package io.framewright.processor;

import io.framewright.processor.diagnostic.Anchor;
import io.framewright.processor.diagnostic.Diagnostic;
import io.framewright.processor.diagnostic.Problem;
import io.framewright.processor.diagnostic.Reason;
import io.framewright.processor.reading.ElementOrigin;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.RecordComponentElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeMirror;

/**
 * Framewright annotations where no codec reads them: on a class field, on a component of a
 * record that is not a message, {@code @Magic} on a type without {@code @Message}, and so on.
 * They compile (their targets allow fields and types in general), so without a warning they
 * would be silently ignored (FW104, FW105).
 */
final class StrayAnnotations {
  private static final String PACKAGE = "io.framewright.annotations.";
  /** Annotations of record components (their targets also allow fields, where javac copies them). */
  private static final Set<String> COMPONENT = Set.of("Field", "Count", "Length", "Remaining",
      "Flags", "Presence", "Presence.List", "When", "WhenAbsent", "Pad", "Using", "Text",
      "Delimited", "Select", "Varint", "RawValue", "Checksum", "Range", "OneOf", "Const",
      "BackReference", "RepeatUntil", "Covers", "Truncated");
  /** Annotations of message types. */
  private static final Set<String> TYPE = Set.of("Magic", "Checksum", "Delimited", "Union",
      "Tag", "UnknownTag", "ChecksumExtra");

  private StrayAnnotations() {}

  static void report(Set<? extends TypeElement> annotations, RoundEnvironment round,
      DiagnosticPrinter printer) {
    // Records that are not messages: reported once each, as one fix covers all their components.
    Set<TypeElement> records = new LinkedHashSet<>();
    for (TypeElement annotation : annotations) {
      String qualified = annotation.getQualifiedName().toString();
      if (!qualified.startsWith(PACKAGE)) {
        continue;
      }
      String name = qualified.substring(PACKAGE.length());
      String shown = name.equals("Presence.List") ? "Presence" : name;
      for (Element e : round.getElementsAnnotatedWith(annotation)) {
        if (name.equals("WireValue")) {
          if (e.getKind() != ElementKind.ENUM_CONSTANT) {
            warn(printer, Diagnostic.ANNOTATION_WITHOUT_EFFECT, e, name, shown,
                describe(e), Reason.UNUSED_WIRE_VALUE.text());
          }
        } else if (e instanceof TypeElement type && TYPE.contains(name)) {
          String why = typeProblem(type, name);
          if (why != null) {
            warn(printer, Diagnostic.TYPE_ANNOTATION_WITHOUT_MESSAGE, e, name, shown,
                kindOf(type) + " " + type.getSimpleName(), why);
          }
        } else if (COMPONENT.contains(name) && !(e instanceof TypeElement)) {
          checkComponentAnnotation(e, name, shown, records, printer);
        }
      }
    }
    for (TypeElement record : records) {
      reportRecord(record, printer);
    }
  }

  /** Warns on the first annotated component of {@code record}, in declaration order. */
  private static void reportRecord(TypeElement record, DiagnosticPrinter printer) {
    for (RecordComponentElement c : record.getRecordComponents()) {
      for (Element e : List.of(c, fieldOf(c))) {
        for (AnnotationMirror m : e.getAnnotationMirrors()) {
          String qualified = ((TypeElement) m.getAnnotationType().asElement()).getQualifiedName()
              .toString();
          String name = qualified.startsWith(PACKAGE) ? qualified.substring(PACKAGE.length())
              : "";
          if (COMPONENT.contains(name)) {
            warn(printer, Diagnostic.ANNOTATION_WITHOUT_EFFECT, c, name,
                name.equals("Presence.List") ? "Presence" : name,
                Reason.ON_COMPONENT.text(c.getSimpleName(), "record", record.getSimpleName()),
                Reason.UNUSED_IN_PLAIN_RECORD.text(record.getSimpleName()));
            return;
          }
        }
      }
    }
  }

  /** The private field behind a record component, which carries its field-targeted annotations. */
  private static Element fieldOf(RecordComponentElement c) {
    for (Element member : c.getEnclosingElement().getEnclosedElements()) {
      if (member.getKind() == ElementKind.FIELD
          && member.getSimpleName().equals(c.getSimpleName())) {
        return member;
      }
    }
    return c;
  }

  private static void checkComponentAnnotation(Element e, String name, String shown,
      Set<TypeElement> records, DiagnosticPrinter printer) {
    Element owner = e.getEnclosingElement();
    boolean component = e instanceof RecordComponentElement
        || (e.getKind() == ElementKind.FIELD && owner.getKind() == ElementKind.RECORD
            && !e.getModifiers().contains(Modifier.STATIC));
    if (!component) {
      if (owner instanceof TypeElement t && has(t, "Message")) {
        return; // FW001 already says that a message is a record
      }
      String where = e.getKind() == ElementKind.FIELD
          ? (e.getModifiers().contains(Modifier.STATIC) ? Reason.ON_STATIC_FIELD : Reason.ON_FIELD)
              .text(e.getSimpleName(), kindOf(owner), owner.getSimpleName())
          : e.getKind().toString().toLowerCase(java.util.Locale.ROOT).replace('_', ' ') + " "
              + e.getSimpleName();
      String why = e.getModifiers().contains(Modifier.STATIC)
          ? Reason.UNUSED_ON_STATIC_FIELD.text()
          : Reason.UNUSED_OUTSIDE_RECORD.text(owner.getSimpleName(), article(kindOf(owner)));
      warn(printer, Diagnostic.ANNOTATION_WITHOUT_EFFECT, e, name, shown, where, why);
      return;
    }
    TypeElement record = (TypeElement) owner;
    if (!isMessage(record)) {
      records.add(record);
    }
  }

  /** Why a type-level annotation on {@code type} has no effect, or null when it has one. */
  private static String typeProblem(TypeElement type, String name) {
    if (name.equals("Tag") || name.equals("UnknownTag") || name.equals("ChecksumExtra")) {
      return unionOf(type) != null ? null : Reason.UNUSED_TAG.text(type.getSimpleName());
    }
    if (name.equals("Union")) {
      return has(type, "Message") ? null : Reason.UNUSED_UNION.text(type.getSimpleName());
    }
    return isMessage(type) ? null : Reason.UNUSED_ON_PLAIN_TYPE.text(type.getSimpleName(), name);
  }

  /** A message, or a record that a union's codec reads as one of its variants. */
  private static boolean isMessage(TypeElement type) {
    return has(type, "Message") || unionOf(type) != null;
  }

  /** The {@code @Union} interface {@code type} implements directly, or null. */
  private static TypeElement unionOf(TypeElement type) {
    for (TypeMirror i : type.getInterfaces()) {
      if (i instanceof DeclaredType d && d.asElement() instanceof TypeElement t
          && has(t, "Union")) {
        return t;
      }
    }
    return null;
  }

  private static boolean has(Element e, String simpleName) {
    for (AnnotationMirror m : e.getAnnotationMirrors()) {
      if (((TypeElement) m.getAnnotationType().asElement()).getQualifiedName()
          .contentEquals(PACKAGE + simpleName)) {
        return true;
      }
    }
    return false;
  }

  /** "component 'x' of record M" (a record's fields are its components), "field 'x' of class C". */
  private static String describe(Element e) {
    Element owner = e.getEnclosingElement();
    boolean component = e instanceof RecordComponentElement
        || (owner.getKind() == ElementKind.RECORD && !e.getModifiers().contains(Modifier.STATIC));
    return (component ? Reason.ON_COMPONENT : Reason.ON_FIELD).text(e.getSimpleName(),
        kindOf(owner), owner.getSimpleName());
  }

  private static String kindOf(Element e) {
    return switch (e.getKind()) {
      case RECORD -> "record";
      case ENUM -> "enum";
      case INTERFACE -> "interface";
      case ANNOTATION_TYPE -> "annotation type";
      default -> "class";
    };
  }

  private static String article(String noun) {
    return ("aeiou".indexOf(noun.charAt(0)) >= 0 ? "an " : "a ") + noun;
  }

  private static void warn(DiagnosticPrinter printer, Diagnostic d, Element e, String name,
      String shown, String where, String why) {
    printer.print(Problem.of(d, new ElementOrigin(e), Anchor.annotation(name), shown, where, why),
        e);
  }
}
