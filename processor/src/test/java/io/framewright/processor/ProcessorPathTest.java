package io.framewright.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.framewright.processor.Compilations.assertErrorIs;
import static io.framewright.processor.Compilations.type;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import com.palantir.javapoet.JavaFile;
import io.framewright.runtime.layout.MessageLayout;
import java.net.URL;
import java.net.URLClassLoader;
import javax.annotation.processing.Processor;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * The processor run from a processor path that lacks a jar it loads classes from, as plain javac
 * users get with {@code -processorpath framewright-processor.jar}: FW047 names the jar and the
 * fix, where a NoClassDefFoundError aborted javac (issue 27). The processor is loaded from its
 * own classes by a class loader of the test's (over the platform's, as javac's processor path
 * is), with or without the runtime's and JavaPoet's; the source compiles against the test's
 * class path, which has the runtime, as a user's class path does.
 */
class ProcessorPathTest {
  private static final JavaFileObject POINT = type("Point",
      "@Message record Point(short x, short y) {}"); // 3

  private static final String FIX = " on the annotation processor path, next to"
      + " framewright-processor, and could not load %s from it, so it generates no codec; add %s"
      + " to the processor path (javac -processorpath; Maven's annotationProcessorPaths and"
      + " Gradle's annotationProcessor configuration bring it with framewright-processor)";

  @Test
  void withoutTheRuntime() throws Exception {
    Compilation c = compileWithProcessorFrom(where(FramewrightProcessor.class),
        where(JavaFile.class));
    assertMissing(c, "framewright-runtime", "io.framewright.runtime.layout.MessageLayout");
  }

  @Test
  void withoutJavaPoet() throws Exception {
    Compilation c = compileWithProcessorFrom(where(FramewrightProcessor.class),
        where(MessageLayout.class));
    assertMissing(c, "JavaPoet (com.palantir.javapoet:javapoet)",
        "com.palantir.javapoet.JavaFile");
  }

  /** One error, FW047 on the message, naming {@code jar} and the class looked for. */
  private static void assertMissing(Compilation c, String jar, String className) {
    assertErrorIs(c, "[FW047] the Framewright processor needs " + jar
        + String.format(FIX, className, jar));
    assertThat(c).hadErrorContaining("[FW047]").inFile(POINT).onLine(3);
    assertThat(c).hadErrorCount(1);
  }

  /** The same loader with every jar: the codec, so the two above fail for the jar alone. */
  @Test
  void withEverything() throws Exception {
    Compilation c = compileWithProcessorFrom(where(FramewrightProcessor.class),
        where(MessageLayout.class), where(JavaFile.class));
    assertThat(c).succeededWithoutWarnings();
    assertThat(c).generatedSourceFile("test.PointCodec");
  }

  /** The class folder or jar {@code type} was loaded from. */
  private static URL where(Class<?> type) {
    return type.getProtectionDomain().getCodeSource().getLocation();
  }

  private static Compilation compileWithProcessorFrom(URL... path) throws Exception {
    try (URLClassLoader loader = new URLClassLoader(path,
        ClassLoader.getPlatformClassLoader())) {
      Processor processor = (Processor) loader.loadClass(FramewrightProcessor.class.getName())
          .getDeclaredConstructor().newInstance();
      return Compiler.javac().withProcessors(processor).compile(POINT);
    }
  }
}
