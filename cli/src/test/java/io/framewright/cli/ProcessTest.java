package io.framewright.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The command as a real process: exit status and streams as a shell sees them
 * ({@link ShadedJarIT} does the same with the packaged jar).
 */
class ProcessTest {
  record Run(int exit, String out, String err) {}

  static Run java(String... args) throws Exception {
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    command.addAll(List.of(args));
    return run(new ProcessBuilder(command));
  }

  /** Runs {@code process} (its command, folder and environment as set) to its end. */
  static Run run(ProcessBuilder process) throws Exception {
    Path out = Files.createTempFile("framewright", ".out");
    Path err = Files.createTempFile("framewright", ".err");
    try {
      Process p = process.redirectOutput(out.toFile()).redirectError(err.toFile()).start();
      if (!p.waitFor(60, TimeUnit.SECONDS)) {
        p.destroyForcibly();
        throw new AssertionError("timed out: " + process.command());
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
}
