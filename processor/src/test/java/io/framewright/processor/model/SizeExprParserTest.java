package io.framewright.processor.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The size expression language: precedence, names, errors with their place, linear forms. */
class SizeExprParserTest {

  private static SizeExpr parse(String text) throws SizeExprParser.SyntaxError {
    return SizeExprParser.parse(text);
  }

  private static SizeExpr.Name name(String n, int at) {
    return new SizeExpr.Name(n, at);
  }

  private static SizeExpr.Literal lit(long v) {
    return new SizeExpr.Literal(v);
  }

  @Test
  void productsBindTighterAndOperatorsGroupLeft() throws Exception {
    assertEquals(new SizeExpr.Binary(SizeExpr.Op.SUBTRACT,
        new SizeExpr.Binary(SizeExpr.Op.MULTIPLY, name("ihl", 0), lit(4)), lit(20)),
        parse("ihl * 4 - 20"));
    assertEquals(new SizeExpr.Binary(SizeExpr.Op.SUBTRACT,
        new SizeExpr.Binary(SizeExpr.Op.SUBTRACT, name("a", 0), name("b", 2)), name("c", 4)),
        parse("a-b-c"));
    assertEquals(new SizeExpr.Binary(SizeExpr.Op.MULTIPLY, lit(2),
        new SizeExpr.Binary(SizeExpr.Op.ADD, name("n", 5), lit(1))), parse("2 * (n + 1)"));
    assertEquals(name("length", 2), parse("  length  "));
  }

  @Test
  void errorsSayWhatWasExpectedAndWhere() {
    assertError("", "a number, a component name or '('", 0);
    assertError("ihl * 4 -", "a number, a component name or '('", 9);
    assertError("ihl ** 4", "a number, a component name or '('", 5);
    assertError("(n + 1", "')'", 6);
    assertError("n 4", "an operator (+, - or *)", 2);
    assertError("n / 4", "an operator (+, - or *)", 2);
    assertError("-n", "a number, a component name or '('", 0);
    assertError("n * 2147483648", "a number of at most 2147483647", 4);
  }

  private static void assertError(String text, String expected, int at) {
    SizeExprParser.SyntaxError e = assertThrows(SizeExprParser.SyntaxError.class,
        () -> parse(text), text);
    assertEquals(expected, e.getMessage(), text);
    assertEquals(at, e.at(), text);
  }

  @Test
  void linearFormsGiveCoefficientsAndConstant() throws Exception {
    SizeExprLinear ipv4 = SizeExprLinear.of(parse("ihl * 4 - 20"));
    assertEquals(Map.of("ihl", 4L), ipv4.coefficients());
    assertEquals(-20, ipv4.constant());
    SizeExprLinear payload = SizeExprLinear.of(parse("total - (ihl * 4 - 20) - 20"));
    assertEquals(List.of("total", "ihl"), List.copyOf(payload.coefficients().keySet()));
    assertEquals(-4, payload.coefficients().get("ihl"));
    assertEquals(0, payload.constant());
    assertEquals(Map.of(), SizeExprLinear.of(parse("n - n + 3")).coefficients());
    assertEquals(Map.of("n", -1L), SizeExprLinear.of(parse("100 - n")).coefficients());
    assertNull(SizeExprLinear.of(parse("n * m")));
    assertEquals(6L, SizeExprLinear.constantOf(parse("2 * (1 + 2)")));
    assertNull(SizeExprLinear.constantOf(parse("n + 1")));
  }
}
