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
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Complete generated codecs compared character for character with checked-in golden files
 * under {@code src/test/resources/golden/}: the examples' {@code EntityUpdate} (with {@code Vec2}
 * and {@code EntityKind}), and three prebuilt protocol codecs (below). It covers a 5-byte packed group
 * with an enum, a narrow signed field, a little-endian field, a nested message and a range-checked
 * aligned field.
 *
 * <p><b>Regenerating the golden file</b> after an intended change to the generated code: run
 * {@code mvn -B -pl processor test -Dtest=GoldenCodecTest -Dframewright.updateGolden=true} from
 * the project root, then read the diff of the {@code .txt} file by eye before committing it:
 * it must still look like careful hand-written code. A failing run also leaves the actual output
 * in {@code processor/target/golden-actual/}.
 */
class GoldenCodecTest {
  private static final String GOLDEN = "golden/EntityUpdateCodec.java.txt";

  /** The examples' sources, as in {@code examples/src/main/java/io/framewright/examples/}. */
  private static final JavaFileObject ENTITY_UPDATE = JavaFileObjects.forSourceLines(
      "io.framewright.examples.EntityUpdate",
      "package io.framewright.examples;",
      "",
      "import io.framewright.annotations.Endian;",
      "import io.framewright.annotations.Field;",
      "import io.framewright.annotations.Message;",
      "",
      "/**",
      " * A bit-packed entity update, as a game server might send 60 times a second.",
      " *",
      " * <pre>",
      " *  0                   1                   2                   3",
      " *  0 1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6 7 8 9 0 1",
      " * +-----+-------------------+-+---------------------------------------+",
      " * |kind |      health       |a|            entityId (20)             ...",
      " * +-----+-------------------+-+-----------+-----------+---------------+",
      " *  ...  | heading (6) |  tick (u32, little-endian) ...",
      " * </pre>",
      " */",
      "@Message",
      "public record EntityUpdate(",
      "    @Field(bits = 3) EntityKind kind,",
      "    @Field(bits = 10) int health,",
      "    @Field(bits = 1) boolean alive,",
      "    @Field(bits = 20) int entityId,",
      "    @Field(bits = 6, signed = true) int heading,",
      "    @Field(order = Endian.LITTLE) int tick,",
      "    Vec2 position,",
      "    @Field(bits = 16) int sequence) {}");

  private static final JavaFileObject VEC2 = JavaFileObjects.forSourceLines(
      "io.framewright.examples.Vec2",
      "package io.framewright.examples;",
      "",
      "import io.framewright.annotations.Message;",
      "",
      "/** A position in world units: two big-endian 16-bit signed integers. */",
      "@Message",
      "public record Vec2(short x, short y) {}");

  private static final JavaFileObject ENTITY_KIND = JavaFileObjects.forSourceLines(
      "io.framewright.examples.EntityKind",
      "package io.framewright.examples;",
      "",
      "import io.framewright.annotations.WireValue;",
      "",
      "/** What an entity is; each constant has a fixed wire value, ordinals are never used. */",
      "public enum EntityKind {",
      "  @WireValue(0) PLAYER,",
      "  @WireValue(1) PROJECTILE,",
      "  @WireValue(5) PICKUP",
      "}");

  @Test
  void entityUpdateCodecMatchesTheGoldenFile() throws IOException {
    Compilation c = Compilations.compileWithLint(ENTITY_UPDATE, VEC2, ENTITY_KIND);
    assertThat(c).succeededWithoutWarnings();
    String actual = c.generatedSourceFile("io.framewright.examples.EntityUpdateCodec")
        .orElseThrow().getCharContent(true).toString();

    compare(actual, GOLDEN, "EntityUpdateCodec");
  }

  /**
   * The prebuilt protocols' codecs that cover the rest of the generator: Avara's
   * {@code CommandPacket} (presence flags, conditional parts, counts), BEER's {@code BeerMessage}
   * (a union behind a magic, fixed and delimited variants, {@code @Remaining}) and pies'
   * {@code PiesPacket} (a delimited union of delimited items, a custom value codec). Their
   * sources are read from the protocol modules, so the golden files follow the real
   * declarations; regenerate them as above.
   */
  @ParameterizedTest
  @CsvSource({
      "avara, io.framewright.protocol.avara.CommandPacketCodec",
      "beer, io.framewright.protocol.beer.BeerMessageCodec",
      "pies, io.framewright.protocol.pies.PiesPacketCodec"})
  void protocolCodecsMatchTheirGoldenFiles(String module, String codec) throws IOException {
    Path sources = Paths.get("../protocols", module, "src/main/java");
    List<JavaFileObject> files = new ArrayList<>();
    try (Stream<Path> walk = Files.walk(sources)) {
      for (Path file : walk.filter(f -> f.toString().endsWith(".java")
          && !f.endsWith("package-info.java")).sorted().toList()) {
        String name = sources.relativize(file).toString().replace('/', '.')
            .replaceAll("\\.java$", "");
        files.add(JavaFileObjects.forSourceString(name, Files.readString(file)));
      }
    }
    Compilation c = Compilations.compileWithLint(files.toArray(JavaFileObject[]::new));
    assertThat(c).succeeded();
    String simpleName = codec.substring(codec.lastIndexOf('.') + 1);
    compare(c.generatedSourceFile(codec).orElseThrow().getCharContent(true).toString(),
        "golden/" + simpleName + ".java.txt", simpleName);
  }

  private static void compare(String actual, String golden, String name) throws IOException {
    if (Boolean.getBoolean("framewright.updateGolden")) {
      Path file = Paths.get("src/test/resources").resolve(golden);
      Files.createDirectories(file.getParent());
      Files.writeString(file, actual, StandardCharsets.UTF_8);
      return;
    }
    String expected = readGolden(golden);
    if (!actual.equals(expected)) {
      Path out = Paths.get("target/golden-actual/" + name + ".java.txt");
      Files.createDirectories(out.getParent());
      Files.writeString(out, actual, StandardCharsets.UTF_8);
    }
    assertWithMessage("generated %s (see the class javadoc to regenerate %s)", name, golden)
        .that(actual).isEqualTo(expected);
  }

  private static String readGolden(String golden) throws IOException {
    try (InputStream in = GoldenCodecTest.class.getClassLoader().getResourceAsStream(golden)) {
      if (in == null) {
        throw new AssertionError("missing test resource " + golden);
      }
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }
}
