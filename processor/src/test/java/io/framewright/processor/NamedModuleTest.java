package io.framewright.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;

import io.framewright.annotations.Message;
import io.framewright.runtime.Codec;
import java.io.File;
import java.io.IOException;
import java.io.OutputStream;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import java.util.stream.Collectors;
import java.util.stream.Stream;
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
 * A user's named module that requires only the two documented Framewright modules compiles with
 * the processor, and {@code Framewright.codec} finds its codecs at run time without any
 * {@code provides} clause. The Framewright modules are put on the module path as the jars users
 * get: automatic modules named by {@code Automatic-Module-Name}.
 */
class NamedModuleTest {
  private static final String MODULE_INFO = String.join("\n",
      "module demo {",
      "  requires io.framewright.annotations;",
      "  requires io.framewright.runtime;",
      "}");

  private static final String POINT = String.join("\n",
      "package demo;",
      "import io.framewright.annotations.*;",
      "@Message record Point(@Field(bits = 8) int x, @Field(bits = 8) int y) {}");
  private static final String LINE = String.join("\n",
      "package demo;",
      "import io.framewright.annotations.*;",
      "@Message record Line(Point from, Point to) {}");
  private static final String OUTER = String.join("\n",
      "package demo;",
      "import io.framewright.annotations.*;",
      "class Outer {",
      "  @Message record Inner(@Field(bits = 16) int v) {}",
      "}");

  private static final String MAIN = String.join("\n",
      "package demo;",
      "import io.framewright.runtime.Framewright;",
      "import java.util.HexFormat;",
      "public class Main {",
      "  public static void main(String[] args) {",
      "    HexFormat hex = HexFormat.of();",
      "    Line line = new Line(new Point(1, 2), new Point(3, 4));",
      "    byte[] a = Framewright.codec(Line.class).encode(line);",
      "    byte[] b = Framewright.codec(Outer.Inner.class).encode(new Outer.Inner(0x0102));",
      "    System.out.print(hex.formatHex(a) + \" \" + hex.formatHex(b) + \" \"",
      "        + Framewright.codec(Line.class).decode(a).equals(line));",
      "  }",
      "}");

  @Test
  void moduleRequiringOnlyFramewrightCompilesAndFindsItsCodecs(@TempDir Path dir)
      throws Exception {
    Path annotations = moduleJar(Message.class, "io.framewright.annotations", dir);
    Path runtime = moduleJar(Codec.class, "io.framewright.runtime", dir);
    String modulePath = annotations + File.pathSeparator + runtime;
    Path classes = compileModule(dir, MODULE_INFO, modulePath);
    assertThat(Files.readString(dir.resolve("generated/demo/PointCodec.java")))
        .doesNotContain("Generated(");

    Path java = Path.of(System.getProperty("java.home"), "bin", "java");
    Process p = new ProcessBuilder(java.toString(), "--module-path",
        classes + File.pathSeparator + modulePath, "-m", "demo/demo.Main")
        .redirectErrorStream(true).start();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
    assertWithMessage(out).that(p.exitValue()).isEqualTo(0);
    assertThat(out).isEqualTo("01020304 0102 true");
  }

  /** A module that reads java.compiler (here through java.se) keeps {@code @Generated}. */
  @Test
  void moduleReadingJavaCompilerKeepsGenerated(@TempDir Path dir) throws Exception {
    Path annotations = moduleJar(Message.class, "io.framewright.annotations", dir);
    Path runtime = moduleJar(Codec.class, "io.framewright.runtime", dir);
    compileModule(dir, MODULE_INFO.replace("module demo {", "module demo {\n  requires java.se;"),
        annotations + File.pathSeparator + runtime);
    assertThat(Files.readString(dir.resolve("generated/demo/PointCodec.java")))
        .contains("@Generated(\"io.framewright.processor.FramewrightProcessor\")");
  }

  /** Compiles the demo module with the processors; returns its class directory. */
  private static Path compileModule(Path dir, String moduleInfo, String modulePath)
      throws IOException {
    Path src = dir.resolve("src");
    Files.createDirectories(src.resolve("demo"));
    Files.writeString(src.resolve("module-info.java"), moduleInfo);
    Files.writeString(src.resolve("demo/Point.java"), POINT);
    Files.writeString(src.resolve("demo/Line.java"), LINE);
    Files.writeString(src.resolve("demo/Outer.java"), OUTER);
    Files.writeString(src.resolve("demo/Main.java"), MAIN);
    Path classes = dir.resolve("classes");

    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
    try (StandardJavaFileManager fm = javac.getStandardFileManager(diagnostics, null, null)) {
      Files.createDirectories(classes);
      Files.createDirectories(dir.resolve("generated"));
      fm.setLocationFromPaths(StandardLocation.CLASS_OUTPUT, List.of(classes));
      fm.setLocationFromPaths(StandardLocation.SOURCE_OUTPUT, List.of(dir.resolve("generated")));
      List<Path> files;
      try (Stream<Path> s = Files.walk(src)) {
        files = s.filter(p -> p.toString().endsWith(".java")).collect(Collectors.toList());
      }
      JavaCompiler.CompilationTask task = javac.getTask(null, fm, diagnostics,
          List.of("--module-path", modulePath,
              // Every module that requires an automatic module gets that warning.
              "-Xlint:all,-requires-automatic"), null,
          fm.getJavaFileObjectsFromPaths(files));
      task.setProcessors(List.of(new FramewrightProcessor(), new LocalMessagesProcessor(),
          new GeneratedClaimProcessor()));
      boolean ok = task.call();
      assertWithMessage("%s", diagnostics.getDiagnostics().stream()
          .map(d -> d.getKind() + " " + d.getMessage(null)).collect(Collectors.toList()))
          .that(ok).isTrue();
      assertWithMessage("warnings").that(diagnostics.getDiagnostics().stream()
          .filter(d -> d.getKind() == Diagnostic.Kind.WARNING
              || d.getKind() == Diagnostic.Kind.MANDATORY_WARNING)
          .map(d -> d.getMessage(null)).collect(Collectors.toList())).isEmpty();
    }
    return classes;
  }

  /**
   * The jar {@code type} was loaded from, or, when it was loaded from a class directory (a
   * reactor build), that directory packed into a jar named as the release jar would be.
   */
  private static Path moduleJar(Class<?> type, String moduleName, Path dir)
      throws IOException, URISyntaxException {
    Path location = Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI());
    if (!Files.isDirectory(location)) {
      return location;
    }
    Path jar = dir.resolve(moduleName + ".jar");
    Manifest manifest = new Manifest();
    manifest.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
    manifest.getMainAttributes().put(new Attributes.Name("Automatic-Module-Name"), moduleName);
    try (OutputStream file = Files.newOutputStream(jar);
        JarOutputStream out = new JarOutputStream(file, manifest);
        Stream<Path> all = Files.walk(location)) {
      for (Path f : (Iterable<Path>) all.filter(Files::isRegularFile)::iterator) {
        String name = location.relativize(f).toString().replace(File.separatorChar, '/');
        if (name.equals("META-INF/MANIFEST.MF")) {
          continue;
        }
        out.putNextEntry(new JarEntry(name));
        Files.copy(f, out);
        out.closeEntry();
      }
    }
    return jar;
  }
}
