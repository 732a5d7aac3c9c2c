package io.framewright.processor;

import com.sun.source.tree.ClassTree;
import com.sun.source.tree.CompilationUnitTree;
import com.sun.source.util.TreePath;
import com.sun.source.util.TreePathScanner;
import com.sun.source.util.Trees;
import io.framewright.processor.diagnostic.Anchor;
import io.framewright.processor.diagnostic.Diagnostic;
import io.framewright.processor.diagnostic.Problem;
import io.framewright.processor.diagnostic.Reason;
import io.framewright.processor.reading.ElementOrigin;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.WeakHashMap;
import javax.annotation.processing.ProcessingEnvironment;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.lang.model.element.NestingKind;
import javax.lang.model.element.TypeElement;

/**
 * Finds {@code @Message} types that no codec can use because they are declared inside a method
 * body, an initializer, a lambda or an anonymous class: javac never hands such types to
 * processors ({@link RoundEnvironment#getElementsAnnotatedWith} does not look inside bodies).
 * Uses javac's tree API; on a compiler without it (or under a build tool that wraps the
 * processing environment, such as Gradle's incremental processing), finds nothing.
 *
 * <p>Both {@link FramewrightProcessor} and {@link LocalMessagesProcessor} report them, because
 * javac may call either one alone in a round; {@link #REPORTED} makes sure each type is reported
 * once.
 */
final class LocalMessages {
  /**
   * Types already reported, shared by the two processors of one compilation. javac's symbols
   * compare by identity and are dropped with the compilation, hence weak keys.
   */
  private static final Set<TypeElement> REPORTED =
      Collections.synchronizedSet(Collections.newSetFromMap(new WeakHashMap<>()));

  private LocalMessages() {}

  /** Reports FW003 on every local {@code @Message} type of the round not reported before. */
  static void report(ProcessingEnvironment env, RoundEnvironment round,
      DiagnosticPrinter printer) {
    for (TypeElement local : find(env, round)) {
      if (!REPORTED.add(local)) {
        continue;
      }
      String what = (inAnonymousClass(local) ? Reason.MESSAGE_IN_ANONYMOUS_CLASS
          : Reason.MESSAGE_LOCAL_RECORD).text();
      printer.print(Problem.of(Diagnostic.INACCESSIBLE_MESSAGE, new ElementOrigin(local),
          Anchor.annotation("Message"), local.getSimpleName(), what), local);
    }
  }

  static List<TypeElement> find(ProcessingEnvironment env, RoundEnvironment round) {
    List<TypeElement> found = new ArrayList<>();
    Trees trees;
    try {
      trees = Trees.instance(env);
    } catch (IllegalArgumentException | LinkageError notJavac) {
      return found;
    }
    Set<CompilationUnitTree> units = new LinkedHashSet<>();
    for (Element root : round.getRootElements()) {
      TreePath path = trees.getPath(root);
      if (path != null) {
        units.add(path.getCompilationUnit());
      }
    }
    for (CompilationUnitTree unit : units) {
      new TreePathScanner<Void, Void>() {
        @Override
        public Void visitClass(ClassTree node, Void unused) {
          Element e = trees.getElement(getCurrentPath());
          if (e instanceof TypeElement type && !reachable(type) && isMessage(type)) {
            found.add(type);
          }
          return super.visitClass(node, unused);
        }
      }.scan(unit, null);
    }
    return found;
  }

  /**
   * Whether javac lists {@code type} among the elements processors see: it and every type
   * enclosing it are top-level or member types.
   */
  private static boolean reachable(TypeElement type) {
    for (Element e = type; e instanceof TypeElement t; e = e.getEnclosingElement()) {
      NestingKind kind = t.getNestingKind();
      if (kind == NestingKind.LOCAL || kind == NestingKind.ANONYMOUS) {
        return false;
      }
    }
    return true;
  }

  private static boolean inAnonymousClass(TypeElement type) {
    return type.getNestingKind() == NestingKind.MEMBER
        && type.getEnclosingElement() instanceof TypeElement outer
        && outer.getNestingKind() == NestingKind.ANONYMOUS;
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
