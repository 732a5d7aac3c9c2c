package io.framewright.processor;

import com.sun.source.tree.ClassTree;
import com.sun.source.tree.CompilationUnitTree;
import com.sun.source.tree.MethodTree;
import com.sun.source.util.TreePath;
import com.sun.source.util.TreePathScanner;
import com.sun.source.util.Trees;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import javax.annotation.processing.ProcessingEnvironment;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;

/**
 * Finds {@code @Message} types declared inside method bodies, which
 * {@link RoundEnvironment#getElementsAnnotatedWith} never returns. Uses javac's tree API; on a
 * compiler without it, finds nothing.
 */
final class LocalMessages {
  private LocalMessages() {}

  static List<TypeElement> find(ProcessingEnvironment env, RoundEnvironment round) {
    List<TypeElement> found = new ArrayList<>();
    Trees trees;
    try {
      trees = Trees.instance(env);
    } catch (IllegalArgumentException | LinkageError notJavac) {
      return found;
    }
    Set<CompilationUnitTree> units = new HashSet<>();
    for (Element root : round.getRootElements()) {
      TreePath path = trees.getPath(root);
      if (path != null) {
        units.add(path.getCompilationUnit());
      }
    }
    for (CompilationUnitTree unit : units) {
      new TreePathScanner<Void, Integer>() {
        @Override
        public Void visitMethod(MethodTree node, Integer depth) {
          return super.visitMethod(node, depth + 1);
        }

        @Override
        public Void visitClass(ClassTree node, Integer depth) {
          if (depth > 0) {
            Element e = trees.getElement(getCurrentPath());
            if (e instanceof TypeElement type && isMessage(type)) {
              found.add(type);
            }
          }
          return super.visitClass(node, depth);
        }
      }.scan(unit, 0);
    }
    return found;
  }

  private static boolean isMessage(TypeElement type) {
    for (AnnotationMirror m : type.getAnnotationMirrors()) {
      TypeElement t = (TypeElement) m.getAnnotationType().asElement();
      if (t.getQualifiedName().contentEquals(FramewrightProcessor.MESSAGE)) {
        return true;
      }
    }
    return false;
  }
}
