package io.framewright.processor.reading;

import com.sun.source.tree.ExpressionTree;
import com.sun.source.tree.IdentifierTree;
import com.sun.source.tree.MemberSelectTree;
import com.sun.source.tree.MethodInvocationTree;
import com.sun.source.tree.MethodTree;
import com.sun.source.tree.ParenthesizedTree;
import com.sun.source.tree.ReturnTree;
import com.sun.source.tree.StatementTree;
import com.sun.source.util.Trees;
import java.util.List;
import javax.annotation.processing.ProcessingEnvironment;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.RecordComponentElement;
import javax.lang.model.type.TypeKind;

/**
 * The accessors a record declares itself, which a codec calls on encode while decode hands the
 * wire value to the canonical constructor. Read off javac's syntax trees: javac 17 calls an
 * implicit accessor {@code Origin.EXPLICIT} too, but only a declared one has a tree, and its
 * body tells whether it returns the field as it is. On a compiler without the tree API (or
 * under a build tool that wraps the processing environment) no accessor is told apart.
 */
final class Accessors {
  private final Trees trees;

  private Accessors(Trees trees) {
    this.trees = trees;
  }

  static Accessors of(ProcessingEnvironment env) {
    try {
      return new Accessors(env == null ? null : Trees.instance(env));
    } catch (IllegalArgumentException | LinkageError notJavac) {
      return new Accessors(null);
    }
  }

  /**
   * The accessor of {@code c} when the record declares it in source and it does more than
   * return the field ({@code return x;}, {@code return this.x;}, or a clone of an array, which
   * encodes the same bytes), else null.
   */
  ExecutableElement changing(RecordComponentElement c) {
    ExecutableElement accessor = c.getAccessor();
    if (trees == null || accessor == null) {
      return null;
    }
    MethodTree tree = trees.getTree(accessor);
    if (tree == null || tree.getBody() == null) {
      return null; // implicit, or read from a class file
    }
    List<? extends StatementTree> body = tree.getBody().getStatements();
    if (body.size() == 1 && body.get(0) instanceof ReturnTree r && r.getExpression() != null) {
      ExpressionTree e = unparenthesized(r.getExpression());
      if (e instanceof MethodInvocationTree call && call.getArguments().isEmpty()
          && c.asType().getKind() == TypeKind.ARRAY
          && call.getMethodSelect() instanceof MemberSelectTree clone
          && clone.getIdentifier().contentEquals("clone")) {
        e = unparenthesized(clone.getExpression());
      }
      if (isField(e, c.getSimpleName().toString())) {
        return null;
      }
    }
    return accessor;
  }

  /** Whether {@code e} is the field {@code name}: {@code name} or {@code this.name}. */
  private static boolean isField(ExpressionTree e, String name) {
    if (e instanceof IdentifierTree id) {
      return id.getName().contentEquals(name);
    }
    return e instanceof MemberSelectTree s && s.getIdentifier().contentEquals(name)
        && s.getExpression() instanceof IdentifierTree self
        && self.getName().contentEquals("this");
  }

  private static ExpressionTree unparenthesized(ExpressionTree e) {
    while (e instanceof ParenthesizedTree p) {
      e = p.getExpression();
    }
    return e;
  }
}
