package io.framewright.processor;

import static com.google.common.truth.Truth.assertWithMessage;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import com.google.testing.compile.JavaFileObjects;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import javax.annotation.processing.Processor;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.StandardLocation;
import javax.tools.ToolProvider;

/**
 * Shared helpers of the processor's compile tests.
 *
 * <p>Test sources are written with {@link #source} line by line, every one starting with the two
 * lines {@link #PACKAGE} and {@link #IMPORTS}, so that the line a diagnostic is expected on can
 * be read off the test: line 3 is the first line after the imports.
 */
final class Compilations {
  /** Line 1 of every test source. */
  static final String PACKAGE = "package test;";
  /** Line 2 of every test source. */
  static final String IMPORTS = "import io.framewright.annotations.*;";

  private Compilations() {}

  /** A source file of type {@code test.<simpleName>}, one string per line. */
  static JavaFileObject source(String simpleName, String... lines) {
    return JavaFileObjects.forSourceLines("test." + simpleName, lines);
  }

  /**
   * {@code test.<simpleName>} with the usual two first lines ({@link #PACKAGE},
   * {@link #IMPORTS}), so the caller's first line is line 3.
   */
  static JavaFileObject type(String simpleName, String... lines) {
    String[] all = new String[lines.length + 2];
    all[0] = PACKAGE;
    all[1] = IMPORTS;
    System.arraycopy(lines, 0, all, 2, lines.length);
    return source(simpleName, all);
  }

  /** Compiles {@code files} with the Framewright processor only. */
  static Compilation compile(JavaFileObject... files) {
    return Compiler.javac().withProcessors(new FramewrightProcessor()).compile(files);
  }

  /**
   * Compiles {@code files} with the Framewright processor and every lint warning on, and the
   * processor that claims the codecs' {@code @Generated}, as in a real build.
   */
  static Compilation compileWithLint(JavaFileObject... files) {
    return Compiler.javac().withOptions("-Xlint:all")
        .withProcessors(new FramewrightProcessor(), new GeneratedClaimProcessor())
        .compile(files);
  }

  /** Compiles {@code files} with the Framewright processor and {@code others}, in that order. */
  static Compilation compileWith(List<Processor> processors, JavaFileObject... files) {
    return Compiler.javac().withProcessors(processors).compile(files);
  }

  /**
   * What a compilation into real directories left behind. compile-testing hides the generated
   * files of a compilation that failed; this keeps them, to show what the processor still wrote.
   */
  record DirectoryCompilation(List<Diagnostic<? extends JavaFileObject>> diagnostics,
      Path sourceOutput, Path classOutput) {
    List<Diagnostic<? extends JavaFileObject>> errors() {
      return diagnostics.stream().filter(d -> d.getKind() == Diagnostic.Kind.ERROR)
          .collect(Collectors.toList());
    }

    /** Each error as {@code "[FW014] 5:19"}: its id (or first 7 characters), line and column. */
    List<String> errorSummaries() {
      return errors().stream()
          .map(d -> d.getMessage(null).substring(0, 7) + " " + d.getLineNumber() + ":"
              + d.getColumnNumber())
          .collect(Collectors.toList());
    }

    /** The generated source file of {@code qualifiedName}. */
    Path generatedSource(String qualifiedName) {
      return sourceOutput.resolve(qualifiedName.replace('.', '/') + ".java");
    }
  }

  /**
   * Compiles {@code files} with the Framewright processor into {@code dir/sources} and
   * {@code dir/classes}, on this JVM's class path.
   */
  static DirectoryCompilation compileToDirectory(Path dir, JavaFileObject... files) {
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
    Path sources = dir.resolve("sources");
    Path classes = dir.resolve("classes");
    try (StandardJavaFileManager fm = javac.getStandardFileManager(diagnostics, null, null)) {
      Files.createDirectories(sources);
      Files.createDirectories(classes);
      fm.setLocationFromPaths(StandardLocation.SOURCE_OUTPUT, List.of(sources));
      fm.setLocationFromPaths(StandardLocation.CLASS_OUTPUT, List.of(classes));
      JavaCompiler.CompilationTask task =
          javac.getTask(null, fm, diagnostics, List.of(), null, List.of(files));
      task.setProcessors(List.of(new FramewrightProcessor()));
      task.call();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return new DirectoryCompilation(diagnostics.getDiagnostics(), sources, classes);
  }

  /**
   * The 1-based column of {@code token} in {@code line}, which must contain it exactly once: the
   * column javac reports for a diagnostic placed on that token.
   */
  static int column(String line, String token) {
    int at = line.indexOf(token);
    if (at < 0 || line.indexOf(token, at + 1) >= 0) {
      throw new IllegalArgumentException("'" + token + "' is not in '" + line + "' exactly once");
    }
    return at + 1;
  }

  /** Errors whose message contains {@code text}. */
  static List<Diagnostic<? extends JavaFileObject>> errorsContaining(Compilation c, String text) {
    return c.errors().stream().filter(d -> d.getMessage(null).contains(text))
        .collect(Collectors.toList());
  }

  /** Asserts that exactly one error message contains {@code text}. */
  static void assertOneErrorContaining(Compilation c, String text) {
    assertWithMessage("errors containing \"%s\" among:\n%s", text, describe(c))
        .that(errorsContaining(c, text)).hasSize(1);
  }

  /**
   * Asserts that exactly one error's message is {@code message}, whole: the catalogue gives every
   * message's full text, so a test need not stop at a prefix.
   */
  /**
   * One record {@code test.<name>} with {@code annotations} on line 3 and the components
   * {@code lines} from line 5 on (the last one's comma is dropped).
   */
  static JavaFileObject record(String name, String annotations, String... lines) {
    String[] all = new String[lines.length + 4];
    all[0] = PACKAGE;
    all[1] = IMPORTS;
    all[2] = annotations;
    all[3] = "record " + name + "(";
    System.arraycopy(lines, 0, all, 4, lines.length);
    all[all.length - 1] = all[all.length - 1].replaceAll(",$", "") + ") {}";
    return source(name, all);
  }

  /** {@link #assertErrorIs}, on {@code line} of {@code file} at {@code token}. */
  static void assertErrorAt(Compilation c, JavaFileObject file, String message, int line,
      String lineText, String token) {
    assertErrorIs(c, message);
    com.google.testing.compile.CompilationSubject.assertThat(c).hadErrorContaining(message)
        .inFile(file).onLine(line).atColumn(column(lineText, token));
  }

  static void assertErrorIs(Compilation c, String message) {
    assertWithMessage("errors reading \"%s\" among:\n%s", message, describe(c))
        .that(c.errors().stream().filter(d -> d.getMessage(null).equals(message)).count())
        .isEqualTo(1L);
  }

  /** Every diagnostic as {@code KIND line:column message}, one a line, for failure messages. */
  static String describe(Compilation c) {
    return c.diagnostics().stream()
        .map(d -> d.getKind() + " " + d.getLineNumber() + ":" + d.getColumnNumber() + " "
            + d.getMessage(null))
        .collect(Collectors.joining("\n"));
  }
}
