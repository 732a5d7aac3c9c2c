package io.framewright.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The command as a real process: exit status and streams as a shell sees them. The shaded jar
 * exists only after {@code package} (tests run before it), so that test is skipped on a clean
 * build and runs against the jar of the previous {@code package}.
 */
class ProcessTest {
  private static final Path JAR = Path.of("target", "framewright.jar");

  private record Run(int exit, String out, String err) {}

  private static Run java(String... args) throws Exception {
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    command.addAll(List.of(args));
    Path out = Files.createTempFile("framewright", ".out");
    Path err = Files.createTempFile("framewright", ".err");
    try {
      Process p = new ProcessBuilder(command).redirectOutput(out.toFile())
          .redirectError(err.toFile()).start();
      if (!p.waitFor(60, TimeUnit.SECONDS)) {
        p.destroyForcibly();
        throw new AssertionError("timed out: " + command);
      }
      return new Run(p.exitValue(), Files.readString(out, StandardCharsets.UTF_8),
          Files.readString(err, StandardCharsets.UTF_8));
    } finally {
      Files.deleteIfExists(out);
      Files.deleteIfExists(err);
    }
  }

  @Test
  void mainClassOnTheTestClasspath() throws Exception {
    String classpath = System.getProperty("java.class.path");
    Run ok = java("-cp", classpath, FramewrightCli.class.getName(),
        "decode", "beer", "--hex", Vectors.BEER_POSITION);
    assertEquals(0, ok.exit(), ok.err());
    assertEquals("BeerMessage.ObjectPosition", Cli.json(ok.out()).get("type").asText());
    Run bad = java("-cp", classpath, FramewrightCli.class.getName(),
        "decode", "beer", "--hex", "42454552 63000000 0d0a");
    assertEquals(2, bad.exit());
    assertEquals("", bad.out());
  }

  @Test
  void shadedJar() throws Exception {
    assumeTrue(Files.isRegularFile(JAR), "no " + JAR + " yet: run mvn package");
    Run r = java("-jar", JAR.toString(), "decode", "beer", "--hex", Vectors.BEER_POSITION);
    assertEquals(0, r.exit(), r.err());
    JsonNode frame = Cli.json(r.out());
    assertEquals("BeerMessage.ObjectPosition", frame.get("type").asText());
    Cli.assertEntry(Cli.entry(frame, "y"), "-100", 14, 0, 16);
    Run layout = java("-jar", JAR.toString(), "layout", "pies");
    assertEquals(0, layout.exit(), layout.err());
    assertTrue(layout.out().contains("== PiesPacket (PiesPacketCodec)"), layout.out());
  }
}
