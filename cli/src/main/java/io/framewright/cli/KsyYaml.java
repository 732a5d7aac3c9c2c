package io.framewright.cli;

import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Writes a Kaitai Struct specification, held as nested maps (insertion-ordered), lists, strings,
 * numbers and booleans, as block-style YAML. A small writer of its own rather than a YAML
 * library: the project has none, and a {@code .ksy} needs only this subset. Strings that YAML
 * would read as something else (expressions, numbers, names with punctuation) are double-quoted.
 */
final class KsyYaml {
  private static final Pattern PLAIN = Pattern.compile("[A-Za-z_][A-Za-z0-9_\\-]*");
  /** Case and enum keys: integers, kept plain so that YAML reads them as numbers. */
  private static final Pattern NUMBER = Pattern.compile("-?(0x[0-9a-f]+|[0-9]+)");
  private static final List<String> YAML_WORDS = List.of("true", "false", "yes", "no", "on",
      "off", "null", "y", "n", "~");

  private final StringBuilder out = new StringBuilder();

  private KsyYaml() {}

  /** {@code spec} as YAML, after {@code header} as {@code #} comment lines. */
  static String write(List<String> header, Map<String, ?> spec) {
    KsyYaml y = new KsyYaml();
    for (String line : header) {
      y.out.append(line.isEmpty() ? "#" : "# " + line).append('\n');
    }
    y.map(spec, 0);
    return y.out.toString();
  }

  private void map(Map<String, ?> map, int indent) {
    boolean first = true;
    for (Map.Entry<String, ?> e : map.entrySet()) {
      if (!first || indent >= 0) {
        pad(indent);
      }
      first = false;
      entry(e.getKey(), e.getValue(), Math.abs(indent));
    }
    if (map.isEmpty()) {
      out.append("{}\n");
    }
  }

  private void entry(String key, Object value, int indent) {
    out.append(NUMBER.matcher(key).matches() ? key : scalar(key)).append(':');
    if (value instanceof Map<?, ?> m && !m.isEmpty()) {
      out.append('\n');
      @SuppressWarnings("unchecked")
      Map<String, ?> sub = (Map<String, ?>) m;
      map(sub, indent + 2);
    } else if (value instanceof List<?> l && !l.isEmpty() && !scalars(l)) {
      out.append('\n');
      list(l, indent + 2);
    } else {
      out.append(' ').append(inline(value)).append('\n');
    }
  }

  private void list(List<?> list, int indent) {
    for (Object item : list) {
      pad(indent);
      out.append("- ");
      if (item instanceof Map<?, ?> m && !m.isEmpty()) {
        @SuppressWarnings("unchecked")
        Map<String, ?> sub = (Map<String, ?>) m;
        // The first key follows the dash; the others line up under it.
        map(sub, -(indent + 2));
      } else {
        out.append(inline(item)).append('\n');
      }
    }
  }

  private void pad(int indent) {
    out.append(" ".repeat(Math.abs(indent)));
  }

  private static boolean scalars(List<?> list) {
    return list.stream().noneMatch(o -> o instanceof Map || o instanceof List);
  }

  private static String inline(Object value) {
    if (value instanceof Map<?, ?>) {
      return "{}";
    }
    if (value instanceof List<?> l) {
      StringBuilder b = new StringBuilder("[");
      for (int i = 0; i < l.size(); i++) {
        b.append(i == 0 ? "" : ", ").append(inline(l.get(i)));
      }
      return b.append(']').toString();
    }
    if (value instanceof Hex h) {
      return h.toString();
    }
    if (value instanceof Number || value instanceof Boolean) {
      return value.toString();
    }
    return scalar(String.valueOf(value));
  }

  private static String scalar(String s) {
    if (PLAIN.matcher(s).matches() && !YAML_WORDS.contains(s.toLowerCase(java.util.Locale.ROOT))) {
      return s;
    }
    StringBuilder b = new StringBuilder("\"");
    for (char c : s.toCharArray()) {
      switch (c) {
        case '"' -> b.append("\\\"");
        case '\\' -> b.append("\\\\");
        case '\n' -> b.append("\\n");
        default -> {
          if (c < 0x20) {
            b.append(String.format("\\x%02x", (int) c));
          } else {
            b.append(c);
          }
        }
      }
    }
    return b.append('"').toString();
  }

  /** A number written in hex ({@code 0x4c6e}), as a byte of {@code contents} or a case key. */
  record Hex(long value) {
    @Override
    public String toString() {
      return value < 0 ? Long.toString(value) : "0x" + Long.toHexString(value);
    }
  }
}
