package io.framewright.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;
import static io.framewright.processor.Compilations.type;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.File;
import java.io.IOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.StandardLocation;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * An incremental build recompiles only the files that changed. {@code BCodec} bakes the fixed
 * layout of the {@code A} it nests into its offsets; when only {@code A.java} is recompiled with
 * a new layout, {@code BCodec} is stale. It must then refuse to load with a message naming both
 * types and saying what to recompile, not write past its buffer.
 */
class IncrementalBuildTest {
  private static final JavaFileObject B = type("B",
      "@Message public record B(@Field(bits = 8) int y, A a, @Field(bits = 8) int z) {}");

  private static JavaFileObject a(int bits) {
    return type("A", "@Message public record A(@Field(bits = " + bits + ") int x) {}");
  }

  /** Compiles {@code files} with the processor into {@code classes}, which is also on the path. */
  private static void compile(Path classes, Path sources, JavaFileObject... files)
      throws IOException {
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
    try (StandardJavaFileManager fm = javac.getStandardFileManager(diagnostics, null, null)) {
      Files.createDirectories(classes);
      Files.createDirectories(sources);
      fm.setLocationFromPaths(StandardLocation.CLASS_OUTPUT, List.of(classes));
      fm.setLocationFromPaths(StandardLocation.SOURCE_OUTPUT, List.of(sources));
      String classPath = System.getProperty("java.class.path") + File.pathSeparator + classes;
      JavaCompiler.CompilationTask task = javac.getTask(null, fm, diagnostics,
          List.of("-classpath", classPath), null, List.of(files));
      task.setProcessors(List.of(new FramewrightProcessor()));
      boolean ok = task.call();
      assertWithMessage("%s", diagnostics.getDiagnostics().stream()
          .filter(d -> d.getKind() == Diagnostic.Kind.ERROR).map(d -> d.getMessage(null))
          .collect(Collectors.toList())).that(ok).isTrue();
    }
  }

  private static Class<?> load(Path classes, String name) throws Exception {
    URLClassLoader loader = new URLClassLoader(new URL[] {classes.toUri().toURL()},
        IncrementalBuildTest.class.getClassLoader());
    return Class.forName(name, true, loader);
  }

  @Test
  void staleNestingCodecFailsToLoadWithAClearMessage(@TempDir Path dir) throws Exception {
    Path classes = dir.resolve("classes");
    Path sources = dir.resolve("sources");
    compile(classes, sources, a(8), B);
    // Built together, the codecs agree.
    Class<?> fresh = load(classes, "test.BCodec");
    assertThat(fresh.getField("FIXED_SIZE").getInt(null)).isEqualTo(3);

    // Only A.java changed: the incremental build recompiles it alone, against the old classes.
    compile(classes, dir.resolve("sources2"), a(32));
    ExceptionInInitializerError e = assertThrows(ExceptionInInitializerError.class,
        () -> load(classes, "test.BCodec"));
    assertThat(e.getCause()).isInstanceOf(IllegalStateException.class);
    assertThat(e.getCause()).hasMessageThat().isEqualTo("the codec of test.B was generated"
        + " against an older layout of test.A, which has been recompiled without it since (an"
        + " incremental build); recompile test.B (or do a clean build) so that its codec"
        + " matches the layout of test.A");
  }

  /**
   * A message compiled against the class files of the one it nests (another module, a jar, or
   * an incremental build that recompiles only the nesting file) sees the same layout: its codec
   * loads and works. The nested message has every kind of field whose description could differ
   * between source and class file.
   */
  @Test
  void nestingCompiledAgainstClassFilesLoads(@TempDir Path dir) throws Exception {
    Path classes = dir.resolve("classes");
    JavaFileObject kind = type("Kind",
        "public enum Kind { @WireValue(1) ON, @WireValue(2) OFF }");
    JavaFileObject inner = type("Inner",
        "@Message(order = Endian.LITTLE) @Magic(ascii = \"OK\") public record Inner(",
        "    @Field(bits = 3) int a, @Field(bits = 5, signed = true) int b, Kind kind,",
        "    @Field(bits = 16, order = Endian.BIG) int c, @Count(2) short[] pair,",
        "    @Pad(before = 8) long d) {}");
    compile(classes, dir.resolve("sources"), kind, inner);
    JavaFileObject outer = type("Outer",
        "@Message public record Outer(@Field(bits = 8) int y, Inner inner,",
        "    @Count(bits = 8) java.util.List<Inner> more) {}");
    compile(classes, dir.resolve("sources2"), outer);
    Class<?> codec = load(classes, "test.OuterCodec");
    assertThat(codec.getField("INSTANCE").get(null)).isNotNull();
  }

  /** The same through a list of nested messages and a union's variant. */
  @Test
  void staleListAndUnionCodecsFailToLoad(@TempDir Path dir) throws Exception {
    Path classes = dir.resolve("classes");
    JavaFileObject list = type("L",
        "@Message public record L(@Count(bits = 8) java.util.List<A> as) {}");
    JavaFileObject union = type("U",
        "@Message @Union(bits = 8) public sealed interface U permits A {}");
    JavaFileObject a8 = type("A",
        "@Message @Tag(1) public record A(@Field(bits = 8) int x) implements U {}");
    JavaFileObject a16 = type("A",
        "@Message @Tag(1) public record A(@Field(bits = 16) int x) implements U {}");
    compile(classes, dir.resolve("sources"), a8, list, union);
    load(classes, "test.LCodec");
    load(classes, "test.UCodec");
    compile(classes, dir.resolve("sources2"), a16);
    for (String codec : List.of("test.LCodec", "test.UCodec")) {
      ExceptionInInitializerError e = assertThrows(ExceptionInInitializerError.class,
          () -> load(classes, codec));
      assertThat(e.getCause()).hasMessageThat().contains("older layout of test.A");
    }
  }
}
