package io.framewright.processor.generation;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import io.framewright.processor.model.FieldLayout;
import io.framewright.processor.model.Framing;
import io.framewright.processor.model.Layout;
import io.framewright.processor.model.TypeRef;
import io.framewright.processor.model.WireType;
import java.lang.reflect.Field;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import javax.lang.model.SourceVersion;

/**
 * Hands out local variable names that clash neither with each other, nor with parameters, nor
 * with anything generated code names in an expression.
 *
 * <p>javac resolves a simple name to a variable before a type or package, so a local named
 * {@code Text} would capture {@code Text.write(...)}, and one named {@code io} the qualified
 * {@code io.framewright.runtime.Bytes}. Locals therefore keep clear of the first name of every
 * class a codec can refer to: the runtime's and the JDK's, and the user types of its layout (the
 * message, nested messages and their codecs, enums, {@code @Using} codecs, checksum algorithms)
 * and their packages. Constants are upper case ({@link Constants}); a local never is.
 */
public final class Locals {
  /**
   * The JDK and runtime classes generated code names, and the first names of their packages:
   * every class constant of {@link JavaTypes} (read reflectively, so that a new one is never
   * left out) and the java.lang classes the generators name.
   */
  private static final Set<String> TYPE_NAMES = runtimeNames();

  private final Set<String> used = new HashSet<>();
  private final Set<String> deferrable = new HashSet<>();
  private final Map<String, CodeBlock> deferred = new HashMap<>();
  private int registers;

  /**
   * @param layout the layout of the codec the locals are in
   * @param reserved the method's parameters and the names its code declares itself
   */
  public Locals(Layout layout, String... reserved) {
    used.addAll(Set.of(reserved));
    used.addAll(TYPE_NAMES);
    addTypes(used, layout);
  }

  /** A fresh register name: w0, w1, ... */
  public String register() {
    String name = "w" + registers++;
    while (used.contains(name)) {
      name = "w" + registers++;
    }
    used.add(name);
    return name;
  }

  /**
   * Marks the local {@code name} as read by nothing but the constructor call that ends the
   * decoder, from an expression that can not throw and whose inputs stay as they are: its value
   * may then be written as the constructor's argument instead ({@link #defer}).
   */
  public void deferrable(String name) {
    deferrable.add(name);
  }

  /**
   * Takes {@code value} as the argument {@link #argument} gives for {@code name}, instead of a
   * local, if {@code name} is {@link #deferrable}; returns whether it did. Why: {@code new T(a,
   * b, ...)} allocates before it evaluates its arguments, so values read as arguments go
   * straight into the new object, where values read into locals first stay live across the
   * allocation (and its slow path, a call): a 19-byte message of nine fields took 11.2 ns to
   * decode with locals and 7.2 as arguments (JMH, 4 forks).
   */
  public boolean defer(String name, CodeBlock value) {
    if (!deferrable.contains(name)) {
      return false;
    }
    deferred.put(name, value);
    return true;
  }

  /** The constructor argument for the local {@code name}: its deferred value, or itself. */
  public CodeBlock argument(String name) {
    CodeBlock value = deferred.get(name);
    return value != null ? value : CodeBlock.of("$L", name);
  }

  /** {@code wanted}, or a variant of it no other name here has. */
  public String claim(String wanted) {
    String name = notUpperCase(wanted);
    // Register names are w0, w1, ...: a suffix that is not a digit keeps clear of them.
    while (used.contains(name) || name.matches("w\\d+")) {
      name = name + "_";
    }
    used.add(name);
    return name;
  }

  /**
   * {@code wanted} if upper-casing changes it, so that it can not be a constant's name; else
   * lower case ({@code FIXED_SIZE} becomes {@code fixed_size}) or, with no letter that has case,
   * after a {@code v}.
   */
  private static String notUpperCase(String wanted) {
    if (!wanted.equals(wanted.toUpperCase(Locale.ROOT))) {
      return wanted;
    }
    String lower = wanted.toLowerCase(Locale.ROOT);
    if (!lower.equals(lower.toUpperCase(Locale.ROOT)) && SourceVersion.isName(lower)) {
      return lower;
    }
    return "v" + wanted;
  }

  private static Set<String> runtimeNames() {
    Set<String> names = new HashSet<>(Set.of("io", "java", "javax", "Object", "String", "Class",
        "Override", "Float", "Double", "Integer", "Long", "Short", "Byte", "Character", "Boolean",
        "Math", "System", "Objects", "Charset", "ByteOrder"));
    try {
      for (Field f : JavaTypes.class.getDeclaredFields()) {
        if (f.getType() == ClassName.class) {
          ClassName c = (ClassName) f.get(null);
          names.add(c.topLevelClassName().simpleName());
        }
      }
    } catch (IllegalAccessException e) {
      throw new IllegalStateException(e);
    }
    return Set.copyOf(names);
  }

  /** The first names of the user types {@code layout}'s codec may refer to. */
  private static void addTypes(Set<String> out, Layout layout) {
    addType(out, layout.type());
    addType(out, layout.type().codec());
    Framing.ChecksumSpec checksum = layout.message().framing().checksum();
    if (checksum != null) {
      addType(out, checksum.algorithm());
    }
    for (FieldLayout f : layout.fields()) {
      addWire(out, f.field().type());
      if (f.field().extras().using() != null) {
        addType(out, f.field().extras().using());
      }
      if (f.field().extras().checksum() != null && f.field().extras().checksum().algorithm()
          != null) {
        addType(out, f.field().extras().checksum().algorithm());
      }
    }
  }

  private static void addWire(Set<String> out, WireType t) {
    if (t instanceof WireType.Enum e) {
      addType(out, e.model().type());
    } else if (t instanceof WireType.Nested n) {
      addType(out, n.type());
      addType(out, n.type().codec());
    } else if (t instanceof WireType.Array a) {
      addWire(out, a.element());
    } else if (t instanceof WireType.Unsupported u) {
      String name = u.javaType();
      int dot = name.indexOf('.');
      out.add(dot < 0 ? name : name.substring(0, dot));
      out.add(name.substring(name.lastIndexOf('.') + 1));
    }
  }

  private static void addType(Set<String> out, TypeRef t) {
    out.add(t.simpleNames().get(0));
    String pkg = t.packageName();
    if (!pkg.isEmpty()) {
      int dot = pkg.indexOf('.');
      out.add(dot < 0 ? pkg : pkg.substring(0, dot));
    }
  }
}
