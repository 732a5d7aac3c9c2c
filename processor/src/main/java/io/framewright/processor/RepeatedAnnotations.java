package io.framewright.processor;

import com.sun.source.tree.AnnotationTree;
import com.sun.source.tree.AssignmentTree;
import com.sun.source.tree.ExpressionTree;
import com.sun.source.tree.IdentifierTree;
import com.sun.source.tree.MemberSelectTree;
import com.sun.source.tree.Tree;
import com.sun.source.tree.VariableTree;
import com.sun.source.util.TreePath;
import com.sun.source.util.Trees;
import java.util.ArrayList;
import java.util.List;
import javax.annotation.processing.ProcessingEnvironment;
import javax.lang.model.element.Element;
import javax.tools.Diagnostic.Kind;

/**
 * Places diagnostics on one of several repeated annotations ({@code @Presence} twice on one
 * component). javac wraps them in a container it synthesizes, which has no source position, so
 * the annotation and its member are found in the syntax tree instead. Uses javac's tree API; on a
 * compiler without it, {@link #print} declines and the caller falls back to the element.
 */
final class RepeatedAnnotations {
  private final Trees trees;

  RepeatedAnnotations(ProcessingEnvironment env) {
    Trees t;
    try {
      t = Trees.instance(env);
    } catch (IllegalArgumentException | LinkageError notJavac) {
      t = null;
    }
    this.trees = t;
  }

  /** Prints on member {@code member} of the {@code index}-th {@code @simpleName}; false if lost. */
  boolean print(Kind kind, String message, Element element, String simpleName, int index,
      String member) {
    if (trees == null) {
      return false;
    }
    TreePath path = trees.getPath(element);
    if (path == null || !(path.getLeaf() instanceof VariableTree variable)) {
      return false;
    }
    List<AnnotationTree> matching = new ArrayList<>();
    for (AnnotationTree a : variable.getModifiers().getAnnotations()) {
      if (simpleName.equals(name(a.getAnnotationType()))) {
        matching.add(a);
      }
    }
    if (index >= matching.size()) {
      return false;
    }
    AnnotationTree annotation = matching.get(index);
    Tree target = annotation;
    if (member != null) {
      for (ExpressionTree argument : annotation.getArguments()) {
        if (argument instanceof AssignmentTree assignment
            && member.equals(name(assignment.getVariable()))) {
          target = assignment.getExpression();
        }
      }
    }
    trees.printMessage(kind, message, target, path.getCompilationUnit());
    return true;
  }

  private static String name(Tree tree) {
    if (tree instanceof IdentifierTree id) {
      return id.getName().toString();
    }
    if (tree instanceof MemberSelectTree select) {
      return select.getIdentifier().toString();
    }
    return "";
  }
}
