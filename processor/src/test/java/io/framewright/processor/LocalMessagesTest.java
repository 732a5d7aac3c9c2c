package io.framewright.processor;

import static com.google.common.truth.Truth.assertWithMessage;
import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.framewright.processor.Compilations.IMPORTS;
import static io.framewright.processor.Compilations.PACKAGE;
import static io.framewright.processor.Compilations.compileWith;
import static io.framewright.processor.Compilations.describe;
import static io.framewright.processor.Compilations.source;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import java.util.ArrayList;
import java.util.List;
import java.util.ServiceLoader;
import java.util.Set;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.Processor;
import javax.annotation.processing.RoundEnvironment;
import javax.annotation.processing.SupportedAnnotationTypes;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.TypeElement;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * FW003 on a {@code @Message} declared where javac does not show it to processors (a method, an
 * initializer, a lambda, an anonymous class) when it is the only Framewright annotation of the
 * compilation: then javac does not call {@link FramewrightProcessor} at all, and only
 * {@link LocalMessagesProcessor} (which supports {@code "*"}) sees it.
 */
class LocalMessagesTest {
  private static final String FW003 = "[FW003] message Local is ";

  /**
   * Processors found as javac finds them in a real build: every one the processor's service file
   * lists, in its order.
   */
  private static Compilation compileAsInABuild(JavaFileObject... files) {
    List<Processor> processors = new ArrayList<>();
    ServiceLoader.load(Processor.class, FramewrightProcessor.class.getClassLoader())
        .forEach(processors::add);
    assertWithMessage("processors in the service file").that(processors).isNotEmpty();
    return compileWith(processors, files);
  }

  private static void assertOneFw003(Compilation c, JavaFileObject file, int line, String what) {
    assertThat(c).hadErrorContaining(FW003 + what).inFile(file).onLine(line);
    assertWithMessage(describe(c)).that(c.errors()).hasSize(1);
    assertWithMessage(describe(c)).that(c.warnings()).isEmpty();
  }

  @Test
  void inAMethod() {
    JavaFileObject file = source("Holder",
        PACKAGE,
        IMPORTS,
        "class Holder {",                        // 3
        "  void run() {",                        // 4
        "    @Message record Local(int x) {}",   // 5
        "  }",
        "}");
    assertOneFw003(compileAsInABuild(file), file, 5, "a local record");
  }

  @Test
  void inInitializers() {
    JavaFileObject file = source("Holder",
        PACKAGE,
        IMPORTS,
        "class Holder {",                        // 3
        "  {",                                   // 4
        "    @Message record Local(int x) {}",   // 5
        "  }",
        "}");
    assertOneFw003(compileAsInABuild(file), file, 5, "a local record");
    JavaFileObject statics = source("Holder",
        PACKAGE,
        IMPORTS,
        "class Holder {",                        // 3
        "  static {",                            // 4
        "    @Message record Local(int x) {}",   // 5
        "  }",
        "}");
    assertOneFw003(compileAsInABuild(statics), statics, 5, "a local record");
  }

  @Test
  void inALambda() {
    JavaFileObject file = source("Holder",
        PACKAGE,
        IMPORTS,
        "class Holder {",                        // 3
        "  Runnable r = () -> {",                // 4
        "    @Message record Local(int x) {}",   // 5
        "  };",
        "}");
    assertOneFw003(compileAsInABuild(file), file, 5, "a local record");
  }

  @Test
  void inAnAnonymousClass() {
    JavaFileObject file = source("Holder",
        PACKAGE,
        IMPORTS,
        "class Holder {",                        // 3
        "  Object o = new Object() {",           // 4
        "    @Message record Local(int x) {}",   // 5
        "  };",
        "}");
    assertOneFw003(compileAsInABuild(file), file, 5, "declared in an anonymous class");
  }

  /** With another message in the compilation both processors run; the error comes once. */
  @Test
  void reportedOnceWhenBothProcessorsRun() {
    JavaFileObject file = source("Holder",
        PACKAGE,
        IMPORTS,
        "class Holder {",                        // 3
        "  void run() {",                        // 4
        "    @Message record Local(int x) {}",   // 5
        "  }",
        "  @Message record Ok(@Field(bits = 8) int y) {}",
        "}");
    assertOneFw003(compileAsInABuild(file), file, 5, "a local record");
    assertOneFw003(compileWith(List.of(new LocalMessagesProcessor(), new FramewrightProcessor()),
        file), file, 5, "a local record");
    assertOneFw003(compileWith(List.of(new FramewrightProcessor(), new LocalMessagesProcessor()),
        file), file, 5, "a local record");
  }

  /** Records the annotations javac offers it, and claims them. */
  @SupportedAnnotationTypes("test.Mark")
  static final class MarkProcessor extends AbstractProcessor {
    final java.util.List<String> seen = new java.util.ArrayList<>();

    @Override
    public SourceVersion getSupportedSourceVersion() {
      return SourceVersion.latestSupported();
    }

    @Override
    public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
      annotations.forEach(a -> seen.add(a.getQualifiedName().toString()));
      return true;
    }
  }

  /**
   * The {@code "*"} processor claims nothing: a processor after it still gets its annotations,
   * and with every lint on a clean compilation has no warning.
   */
  @Test
  void claimsNothing() {
    JavaFileObject mark = source("Mark",
        "package test;",
        "@java.lang.annotation.Retention(java.lang.annotation.RetentionPolicy.CLASS)",
        "@interface Mark {}");
    JavaFileObject file = source("Holder",
        PACKAGE,
        IMPORTS,
        "@Mark class Holder {",
        "  @Message record Ok(@Field(bits = 8) int y) {}",
        "}");
    MarkProcessor marks = new MarkProcessor();
    Compilation c = Compiler.javac().withOptions("-Xlint:all")
        .withProcessors(new LocalMessagesProcessor(), new FramewrightProcessor(),
            new GeneratedClaimProcessor(), marks)
        .compile(mark, file);
    assertThat(c).succeededWithoutWarnings();
    assertWithMessage("annotations offered to a later processor").that(marks.seen)
        .containsExactly("test.Mark");
  }
}
