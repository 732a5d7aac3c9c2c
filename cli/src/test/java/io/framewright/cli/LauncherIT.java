package io.framewright.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.framewright.cli.ProcessTest.Run;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The command line as {@code package} leaves it to run (cli/README.md): the POSIX sh launcher
 * {@code target/framewright/bin/framewright} beside {@code lib/framewright.jar}, run as a shell
 * runs it (its executable bit and {@code #!} line), from another working directory and through
 * a symbolic link. An integration test: the launcher is written after the unit tests run.
 */
class LauncherIT {
  private static final Path HOME = Path.of("target", "framewright").toAbsolutePath();
  private static final Path LAUNCHER = HOME.resolve("bin").resolve("framewright");

  /** Runs the launcher {@code script} with {@code args} in the folder {@code dir}. */
  private static Run run(Path dir, Path script, String... args) throws Exception {
    List<String> command = new ArrayList<>();
    command.add(script.toString());
    command.addAll(List.of(args));
    ProcessBuilder process = new ProcessBuilder(command).directory(dir.toFile());
    // The Java these tests run on, whatever java the PATH has; no options from outside.
    process.environment().put("JAVA_HOME", System.getProperty("java.home"));
    process.environment().remove("JAVA_OPTS");
    return ProcessTest.run(process);
  }

  @Test
  void printsTheProjectVersionFromAnyFolder(@TempDir Path dir) throws Exception {
    assertTrue(Files.isExecutable(LAUNCHER), "not executable: " + LAUNCHER);
    assertTrue(Files.isRegularFile(HOME.resolve("lib").resolve("framewright.jar")));
    Run r = run(dir, LAUNCHER, "--version");
    assertEquals(0, r.exit(), r.err());
    // The version cli/pom.xml's parent names, as --version in-process prints it (VersionTest).
    assertEquals("framewright " + VersionTest.pomVersion(), r.out().strip());
  }

  @Test
  void printsALayoutThroughALink(@TempDir Path dir) throws Exception {
    Path link = Files.createSymbolicLink(dir.resolve("framewright"), LAUNCHER);
    Run r;
    Run bad;
    try {
      r = run(dir, link, "layout", "-cp", ClassPathTest.EXAMPLES.toAbsolutePath().toString(),
          "--type", "io.framewright.examples.Vec2");
      bad = run(dir, link, "layout", "nope");
    } finally {
      Files.delete(link); // the link, not the launcher: JUnit warns of a link out of its folder
    }
    assertEquals(0, r.exit(), r.err());
    // Vec2(short x, short y): two signed 16-bit fields, big-endian.
    assertEquals(String.join("\n",
        "== Vec2 (Vec2Codec)",
        "4 bytes, big-endian, most significant bit first.",
        "",
        "byte.bit   bits  field                wire form",
        "0.0          16  x                    short, two's complement 16, big-endian",
        "2.0          16  y                    short, two's complement 16, big-endian"),
        r.out().replace("\r", "").stripTrailing());
    assertEquals(64, bad.exit());
    assertTrue(bad.err().contains("Unknown protocol 'nope'"), bad.err());
  }
}
