package io.framewright.processor.model;

import java.util.ArrayList;
import java.util.List;

/**
 * A size computed from earlier components ({@code @Length(expr = "ihl * 4 - 20")}): integer
 * literals, component names, {@code + - *} and parentheses, parsed by {@link SizeExprParser}.
 * Generators turn it into Java arithmetic on longs; it is never evaluated by reflection.
 */
public sealed interface SizeExpr {

  /** An integer literal. */
  record Literal(long value) implements SizeExpr {}

  /**
   * A component's name, or a path to one in an earlier nested record ({@code header.words});
   * {@code at} is its first character's index in the expression.
   */
  record Name(String name, int at) implements SizeExpr {}

  /** {@code left op right}. */
  record Binary(Op op, SizeExpr left, SizeExpr right) implements SizeExpr {}

  /** The operators, each with the text it has in an expression. */
  enum Op {
    ADD("+"),
    SUBTRACT("-"),
    MULTIPLY("*");

    private final String symbol;

    Op(String symbol) {
      this.symbol = symbol;
    }

    public String symbol() {
      return symbol;
    }
  }

  /** Every name the expression uses, in order of appearance, repeats included. */
  default List<Name> names() {
    List<Name> out = new ArrayList<>();
    collect(this, out);
    return out;
  }

  private static void collect(SizeExpr e, List<Name> out) {
    if (e instanceof Name n) {
      out.add(n);
    } else if (e instanceof Binary b) {
      collect(b.left(), out);
      collect(b.right(), out);
    }
  }
}
