package io.framewright.processor;

import io.framewright.processor.generation.codec.CodecShell;
import io.framewright.processor.model.TypeRef;
import java.util.ArrayList;
import java.util.List;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.Elements;

/**
 * Finds the other types that would get the same codec name as a message. A nested type's codec
 * joins its names with '_' ({@link TypeRef#codec()}: {@code A.B} gets {@code A_BCodec}), so a
 * top-level {@code A_B} in the same package would get that name too, and one of the two would
 * silently have no codec. The name is public API, used across projects; rather than a scheme
 * that changes every nested codec's name, the rare clash is an error on each of the two.
 *
 * <p>javac is asked for each candidate by name, so the other type is found whether it is
 * compiled now or on the class path.
 */
final class CodecNameClashes {
  /** The member class of {@code CodecSupport} that every codec's body has in scope. */
  static final String INHERITED = "Internal";

  private final Elements elements;

  CodecNameClashes(Elements elements) {
    this.elements = elements;
  }

  /**
   * The type named {@code Internal} in {@code type}'s package, if there is one: every codec
   * inherits {@code CodecSupport.Internal}, which hides it in the codec's body, so the codec
   * could not name it (JavaPoet writes a type of the codec's own package by its simple name).
   * Refused even where the codec would not name it: that depends on every type the codec
   * mentions, and the name is rare.
   */
  TypeElement hiddenByCodecSupport(TypeRef type) {
    String pkg = type.packageName();
    TypeElement found = elements.getTypeElement(
        pkg.isEmpty() ? INHERITED : pkg + "." + INHERITED);
    return found != null && found.getEnclosingElement().getKind() == ElementKind.PACKAGE
        ? found : null;
  }

  /**
   * The simple name of the service provider nested in the codec of {@code type}:
   * {@link CodecShell#PROVIDER}, but in the unnamed package beside a top-level type of that
   * name, {@code Provider2} (or the first of 3, 4 ... no type there has). The nested class
   * hides that type in the codec's body, and a type of the unnamed package has no qualified
   * name to be written by (in a named package JavaPoet writes {@code pkg.Provider}).
   */
  String provider(TypeRef type) {
    String name = CodecShell.PROVIDER;
    if (!type.packageName().isEmpty()) {
      return name;
    }
    for (int n = 2; elements.getTypeElement(name) != null; n++) {
      name = CodecShell.PROVIDER + n;
    }
    return name;
  }

  /** Types other than {@code type} whose codec would be named like its codec. */
  List<TypeElement> of(TypeRef type) {
    String joined = String.join("_", type.simpleNames());
    List<TypeElement> out = new ArrayList<>();
    search(type, type.packageName(), null, joined, out);
    return out;
  }

  /**
   * Every chain of type names that joins to {@code rest}, below {@code scope} (a package name
   * when {@code enclosing} is null, else the canonical name of {@code enclosing}): one type at
   * a time, descending only into types that exist.
   */
  private void search(TypeRef type, String scope, TypeElement enclosing, String rest,
      List<TypeElement> out) {
    for (int end = rest.indexOf('_'); ; end = rest.indexOf('_', end + 1)) {
      String name = end < 0 ? rest : rest.substring(0, end);
      if (SourceVersion.isIdentifier(name)) {
        String canonical = scope.isEmpty() ? name : scope + "." + name;
        TypeElement found = elements.getTypeElement(canonical);
        Element parent = found == null ? null : found.getEnclosingElement();
        if (found != null && (enclosing == null ? parent.getKind() == ElementKind.PACKAGE
            : parent.equals(enclosing))) {
          if (end < 0) {
            if (!canonical.equals(type.canonicalName()) && getsCodec(found)) {
              out.add(found);
            }
          } else {
            search(type, canonical, found, rest.substring(end + 1), out);
          }
        }
      }
      if (end < 0) {
        return;
      }
    }
  }

  /** A {@code @Message} type, or a variant of a {@code @Message} union (which makes its codec). */
  private static boolean getsCodec(TypeElement t) {
    if (hasMessage(t)) {
      return true;
    }
    for (TypeMirror i : t.getInterfaces()) {
      if (i instanceof DeclaredType d && hasMessage(d.asElement())) {
        return true;
      }
    }
    return false;
  }

  private static boolean hasMessage(Element e) {
    for (AnnotationMirror m : e.getAnnotationMirrors()) {
      if (((TypeElement) m.getAnnotationType().asElement()).getQualifiedName()
          .contentEquals(FramewrightProcessor.MESSAGE)) {
        return true;
      }
    }
    return false;
  }
}
