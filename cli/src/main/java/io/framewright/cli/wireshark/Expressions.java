package io.framewright.cli.wireshark;

/**
 * A size expression as Lua ({@code ihl * 4 - 20}: integers, names and paths of earlier fields,
 * {@code + - *} and parentheses), each name read through {@code fw.lookup}.
 */
final class Expressions {
  private Expressions() {}

  static String lua(String expression) {
    StringBuilder out = new StringBuilder("(");
    int i = 0;
    while (i < expression.length()) {
      char c = expression.charAt(i);
      if (Character.isJavaIdentifierStart(c)) {
        int start = i;
        while (i < expression.length() && (Character.isJavaIdentifierPart(expression.charAt(i))
            || expression.charAt(i) == '.')) {
          i++;
        }
        out.append("fw.lookup(v, ").append(Lua.string(expression.substring(start, i)))
            .append(')');
      } else if (Character.isDigit(c)) {
        int start = i;
        while (i < expression.length() && Character.isDigit(expression.charAt(i))) {
          i++;
        }
        out.append(expression, start, i);
      } else if ("+-*() ".indexOf(c) >= 0) {
        out.append(c);
        i++;
      } else {
        throw new IllegalArgumentException("unexpected '" + c + "' in size expression "
            + expression);
      }
    }
    return out.append(')').toString();
  }
}
