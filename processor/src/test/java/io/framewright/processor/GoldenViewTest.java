package io.framewright.processor;

import static com.google.common.truth.Truth.assertWithMessage;
import static com.google.testing.compile.CompilationSubject.assertThat;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import javax.tools.JavaFileObject;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Two complete generated views compared character for character with checked-in golden files
 * under {@code src/test/resources/golden/}, as {@link GoldenCodecTest} does for codecs: the
 * examples' {@code EntityUpdateView} (a fixed-size view: one packed run with an enum, a nested
 * message's child view) and Avara's {@code CommandPacketView} (a variable-size view: presence
 * flags, optional parts, a length held by an earlier field). They were written before the
 * processor's view stage was restructured, so that the restructuring shows as no difference.
 * The sources are read from their modules, {@code package-info.java} (which carries
 * {@code @View}) included.
 *
 * <p><b>Regenerating</b> after an intended change: {@code mvn -B -pl processor test
 * -Dtest=GoldenViewTest -Dframewright.updateGolden=true}, then read the diff by eye. A failing
 * run leaves the actual output in {@code processor/target/golden-actual/}.
 */
class GoldenViewTest {
  @ParameterizedTest
  @CsvSource({
      "../examples/src/main/java, io.framewright.examples.EntityUpdateView",
      "../protocols/avara/src/main/java, io.framewright.protocol.avara.CommandPacketView"})
  void viewsMatchTheirGoldenFiles(String sources, String view) throws IOException {
    Compilation c = Compilations.compileWithLint(sources(Paths.get(sources)));
    assertThat(c).succeeded();
    String simpleName = view.substring(view.lastIndexOf('.') + 1);
    String actual = c.generatedSourceFile(view).orElseThrow().getCharContent(true).toString();
    String golden = "golden/" + simpleName + ".java.txt";
    if (Boolean.getBoolean("framewright.updateGolden")) {
      Path file = Paths.get("src/test/resources").resolve(golden);
      Files.createDirectories(file.getParent());
      Files.writeString(file, actual, StandardCharsets.UTF_8);
      return;
    }
    String expected;
    try (InputStream in = getClass().getClassLoader().getResourceAsStream(golden)) {
      if (in == null) {
        throw new AssertionError("missing test resource " + golden);
      }
      expected = new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
    if (!actual.equals(expected)) {
      Path out = Paths.get("target/golden-actual/" + simpleName + ".java.txt");
      Files.createDirectories(out.getParent());
      Files.writeString(out, actual, StandardCharsets.UTF_8);
    }
    assertWithMessage("generated %s (see the class javadoc to regenerate %s)", simpleName,
        golden).that(actual).isEqualTo(expected);
  }

  /** Every source file under {@code root}, named as javac would name it. */
  private static JavaFileObject[] sources(Path root) throws IOException {
    List<JavaFileObject> files = new ArrayList<>();
    try (Stream<Path> walk = Files.walk(root)) {
      for (Path file : walk.filter(f -> f.toString().endsWith(".java")).sorted().toList()) {
        String name = root.relativize(file).toString().replace('/', '.')
            .replaceAll("\\.java$", "");
        files.add(JavaFileObjects.forSourceString(name, Files.readString(file)));
      }
    }
    return files.toArray(JavaFileObject[]::new);
  }
}
