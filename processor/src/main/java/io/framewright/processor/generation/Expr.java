package io.framewright.processor.generation;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.TypeName;

/**
 * A Java expression, and whether it is bare: a name, a literal, a call or wrapped in parentheses,
 * so that an operator or a cast can apply to it without parentheses of its own.
 */
public record Expr(CodeBlock code, boolean bare) {

  /** A local's name. */
  public static Expr name(String name) {
    return new Expr(CodeBlock.of("$L", name), true);
  }

  /** {@code code} with an operator at its top level. */
  public static Expr operation(CodeBlock code) {
    return new Expr(code, false);
  }

  /** The expression, wrapped in parentheses unless it is bare. */
  public CodeBlock paren() {
    return bare ? code : CodeBlock.of("($L)", code);
  }

  /**
   * The expression, of type {@code from}, as a {@code to}: unchanged where Java widens
   * implicitly, a cast otherwise.
   */
  public CodeBlock as(TypeName from, TypeName to) {
    return Literals.widens(from, to) ? code : CodeBlock.of("($T) $L", to, paren());
  }
}
