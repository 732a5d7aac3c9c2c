package io.framewright.processor.model;

/**
 * Parses a size expression by recursive descent:
 *
 * <pre>
 * sum     = product { ("+" | "-") product }
 * product = factor { "*" factor }
 * factor  = integer | name | "(" sum ")"
 * name    = identifier { "." identifier }
 * </pre>
 *
 * <p>Division is left out on purpose: a size is then always an exact integer, and an expression
 * linear in one field can be inverted exactly on encode.
 */
public final class SizeExprParser {
  /** Largest literal accepted: sums and products of such stay far inside a long. */
  public static final long MAX_LITERAL = Integer.MAX_VALUE;

  /**
   * Most operators an expression has. The parsed tree is as deep as its operators are many (a
   * chain of sums leans one way), and every pass over it (validation, planning, generation, and
   * javac on the generated arithmetic) recurses once a level: a bound keeps each far from the
   * end of the stack, whatever the annotation holds.
   */
  public static final int MAX_OPERATORS = 64;

  /** Most parentheses open at once: each one is three levels of this parser's recursion. */
  public static final int MAX_DEPTH = 32;

  /** Malformed input: what was expected, and at which character (0-based) of the expression. */
  public static class SyntaxError extends Exception {
    private final int at;

    SyntaxError(String message, int at) {
      super(message, null, false, false);
      this.at = at;
    }

    /** Index of the offending character (the expression's length at its end). */
    public int at() {
      return at;
    }
  }

  /**
   * An expression beyond {@link #MAX_OPERATORS} or {@link #MAX_DEPTH}; the message says which,
   * and the index is where the parser stopped.
   */
  public static final class TooComplex extends SyntaxError {
    TooComplex(String message, int at) {
      super(message, at);
    }
  }

  private final String text;
  private int pos;
  private int depth;
  private int operators;

  private SizeExprParser(String text) {
    this.text = text;
  }

  /** The expression {@code text} denotes. */
  public static SizeExpr parse(String text) throws SyntaxError {
    SizeExprParser p = new SizeExprParser(text);
    p.skipSpaces();
    SizeExpr e = p.sum();
    if (p.pos < text.length()) {
      throw p.error("an operator (+, - or *)");
    }
    return e;
  }

  private SizeExpr sum() throws SyntaxError {
    SizeExpr left = product();
    while (pos < text.length() && (peek() == '+' || peek() == '-')) {
      SizeExpr.Op op = peek() == '+' ? SizeExpr.Op.ADD : SizeExpr.Op.SUBTRACT;
      operator();
      left = new SizeExpr.Binary(op, left, product());
    }
    return left;
  }

  private SizeExpr product() throws SyntaxError {
    SizeExpr left = factor();
    while (pos < text.length() && peek() == '*') {
      operator();
      left = new SizeExpr.Binary(SizeExpr.Op.MULTIPLY, left, factor());
    }
    return left;
  }

  private SizeExpr factor() throws SyntaxError {
    if (pos >= text.length()) {
      throw error("a number, a component name or '('");
    }
    char c = peek();
    int start = pos;
    if (c == '(') {
      if (++depth > MAX_DEPTH) {
        throw new TooComplex("nests parentheses more than " + MAX_DEPTH + " deep", pos);
      }
      advance();
      SizeExpr inner = sum();
      depth--;
      if (pos >= text.length() || peek() != ')') {
        throw error("')'");
      }
      advance();
      return inner;
    }
    if (c >= '0' && c <= '9') {
      long value = 0;
      while (pos < text.length() && peek() >= '0' && peek() <= '9') {
        value = value * 10 + (peek() - '0');
        if (value > MAX_LITERAL) {
          throw new SyntaxError("a number of at most " + MAX_LITERAL, start);
        }
        pos++;
      }
      skipSpaces();
      return new SizeExpr.Literal(value);
    }
    if (Character.isJavaIdentifierStart(c)) {
      identifier();
      // A path into a nested record: names joined by dots, no spaces ("header.words").
      while (pos + 1 < text.length() && peek() == '.'
          && Character.isJavaIdentifierStart(text.charAt(pos + 1))) {
        pos++;
        identifier();
      }
      String name = text.substring(start, pos);
      skipSpaces();
      return new SizeExpr.Name(name, start);
    }
    throw error("a number, a component name or '('");
  }

  /** Steps over an operator, counting it. */
  private void operator() throws SyntaxError {
    if (++operators > MAX_OPERATORS) {
      throw new TooComplex("has more than " + MAX_OPERATORS + " operators", pos);
    }
    advance();
  }

  private void identifier() {
    pos++;
    while (pos < text.length() && Character.isJavaIdentifierPart(peek())) {
      pos++;
    }
  }

  private char peek() {
    return text.charAt(pos);
  }

  private void advance() {
    pos++;
    skipSpaces();
  }

  private void skipSpaces() {
    while (pos < text.length() && text.charAt(pos) == ' ') {
      pos++;
    }
  }

  private SyntaxError error(String expected) {
    return new SyntaxError(expected, pos);
  }
}
