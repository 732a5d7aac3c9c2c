package io.framewright.cli;

import java.util.ArrayList;
import java.util.List;

/**
 * Message type names as the JSON shows them: the class name without its package, nested types
 * joined with a dot ({@code BeerMessage.ObjectPosition}, {@code NormalPacket}).
 */
final class TypeNames {
  private TypeNames() {}

  static String of(Class<?> type) {
    String name = type.getName();
    String pkg = type.getPackageName();
    return (pkg.isEmpty() ? name : name.substring(pkg.length() + 1)).replace('$', '.');
  }

  /**
   * The type {@code name} in {@code base}'s package (or, failing that, the variant of the union
   * {@code base} whose name or simple name it is).
   *
   * @throws JsonInputException if there is none
   */
  static Class<?> resolve(Class<?> base, String name) {
    try {
      return Class.forName(base.getPackageName() + "." + name.replace('.', '$'), true,
          base.getClassLoader());
    } catch (ClassNotFoundException e) {
      for (Class<?> c : variants(base)) {
        if (c.getSimpleName().equals(name)) {
          return c;
        }
      }
      List<String> known = new ArrayList<>();
      for (Class<?> c : variants(base)) {
        known.add(of(c));
      }
      throw new JsonInputException("unknown type \"" + name + "\""
          + (known.isEmpty() ? "" : "; " + of(base) + " is one of " + known));
    }
  }

  /** The concrete records a sealed interface permits, through nested unions. */
  static List<Class<?>> variants(Class<?> union) {
    List<Class<?>> out = new ArrayList<>();
    if (union.isSealed()) {
      for (Class<?> c : union.getPermittedSubclasses()) {
        if (c.isInterface()) {
          out.addAll(variants(c));
        } else {
          out.add(c);
        }
      }
    }
    return out;
  }
}
