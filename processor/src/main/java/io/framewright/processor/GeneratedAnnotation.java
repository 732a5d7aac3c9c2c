package io.framewright.processor;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashSet;
import java.util.Set;
import javax.lang.model.element.Element;
import javax.lang.model.element.ModuleElement;
import javax.lang.model.util.ElementFilter;
import javax.lang.model.util.Elements;

/**
 * Whether code in an element's module can use {@code @javax.annotation.processing.Generated}:
 * always in the unnamed module (the class path reads every module), and in a named module only
 * if it reads {@code java.compiler}, directly or through {@code requires transitive} (as
 * {@code requires java.se} does).
 */
final class GeneratedAnnotation {
  static final String MODULE = "java.compiler";

  private GeneratedAnnotation() {}

  static boolean visible(Elements elements, Element element) {
    ModuleElement module = elements.getModuleOf(element);
    if (module == null || module.isUnnamed()) {
      return true;
    }
    // The modules this one reads: its requires, and what they require transitively.
    Deque<ModuleElement> todo = new ArrayDeque<>();
    Set<String> seen = new HashSet<>();
    for (ModuleElement.RequiresDirective r : ElementFilter.requiresIn(module.getDirectives())) {
      todo.add(r.getDependency());
    }
    while (!todo.isEmpty()) {
      ModuleElement m = todo.poll();
      String name = m.getQualifiedName().toString();
      if (!seen.add(name)) {
        continue;
      }
      if (name.equals(MODULE)) {
        return true;
      }
      for (ModuleElement.RequiresDirective r : ElementFilter.requiresIn(m.getDirectives())) {
        if (r.isTransitive()) {
          todo.add(r.getDependency());
        }
      }
    }
    return false;
  }
}
