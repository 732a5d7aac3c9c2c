package io.framewright.cli;

import java.util.Locale;
import java.util.Set;
import java.util.function.UnaryOperator;

/**
 * Kaitai Struct identifiers for Framewright names: lower snake case ({@code Game.Move} becomes
 * {@code game_move}, {@code payloadLength} becomes {@code payload_length}), which Kaitai's Java
 * target turns back into the camel case of the record's accessors.
 */
final class KaitaiNames {
  private KaitaiNames() {}

  /**
   * The simple names the Java that ksc writes uses unqualified (its imports and java.lang): a
   * type or enum whose class took one of these names would shadow it, and the parser would not
   * compile ({@code List} shadows {@code java.util.List}).
   */
  private static final Set<String> JAVA_NAMES = Set.of("ArrayList", "Arrays", "Boolean", "Byte",
      "ByteBufferKaitaiStream", "Character", "Charset", "Double", "Float", "HashMap",
      "IOException", "Integer", "KaitaiStream", "KaitaiStruct", "List", "Long", "Map", "Math",
      "Object", "Objects", "Short", "StandardCharsets", "String", "System");

  /**
   * A type or enum name: the nested name's parts joined by {@code _}; {@code _type} after one
   * whose Java class would take a name of {@link #JAVA_NAMES}.
   */
  static String type(String nestedName) {
    String id = snake(nestedName.replace('.', '_'));
    return JAVA_NAMES.contains(javaClass(id)) ? id + "_type" : id;
  }

  /** The class ksc's Java target names after a type id: upper camel case. */
  static String javaClass(String id) {
    StringBuilder b = new StringBuilder();
    boolean up = true;
    for (char c : id.toCharArray()) {
      if (c == '_') {
        up = true;
      } else {
        b.append(up ? Character.toUpperCase(c) : c);
        up = false;
      }
    }
    return b.toString();
  }

  /** A field id. */
  static String field(String name) {
    return snake(name);
  }

  /** A field path ({@code header.qdCount}, {@code _parent.flags}), part by part. */
  static String path(String path) {
    StringBuilder b = new StringBuilder();
    for (String part : path.split("\\.")) {
      b.append(b.length() == 0 ? "" : ".").append(part.startsWith("_") ? part : snake(part));
    }
    return b.toString();
  }

  /** An enum constant's name. */
  static String enumValue(String name) {
    String s = name.toLowerCase(Locale.ROOT);
    return Character.isLetter(s.charAt(0)) ? s : "v_" + s;
  }

  /**
   * A size expression over earlier fields ({@code ihl * 4 - 20}) with each name (a path)
   * replaced by its Kaitai expression ({@code name}); numbers, operators and parentheses are
   * the same in both.
   */
  static String expression(String expression, UnaryOperator<String> name) {
    StringBuilder out = new StringBuilder();
    int i = 0;
    while (i < expression.length()) {
      char c = expression.charAt(i);
      if (Character.isLetter(c) || c == '_') {
        int end = i;
        while (end < expression.length() && (Character.isLetterOrDigit(expression.charAt(end))
            || expression.charAt(end) == '_' || expression.charAt(end) == '.')) {
          end++;
        }
        out.append(name.apply(expression.substring(i, end)));
        i = end;
      } else {
        out.append(c);
        i++;
      }
    }
    return out.toString();
  }

  private static String snake(String name) {
    StringBuilder b = new StringBuilder();
    for (int i = 0; i < name.length(); i++) {
      char c = name.charAt(i);
      if (Character.isUpperCase(c)) {
        char prev = i == 0 ? '_' : name.charAt(i - 1);
        boolean nextLower = i + 1 < name.length() && Character.isLowerCase(name.charAt(i + 1));
        if (prev != '_' && (Character.isLowerCase(prev) || Character.isDigit(prev)
            || Character.isUpperCase(prev) && nextLower)) {
          b.append('_');
        }
        b.append(Character.toLowerCase(c));
      } else {
        b.append(c);
      }
    }
    return b.toString();
  }
}
