package io.framewright.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;

/**
 * The real {@code tshark} (Debian package {@code tshark}), run as a process. A machine without it
 * fails the tests that need it, so that a CI without it goes red rather than silently green:
 * only {@code -Dframewright.tshark=skip} turns them into skipped tests.
 */
final class Tshark {
  /** The system property that, set to {@code skip}, skips the tests that need tshark. */
  static final String OPT_OUT = "framewright.tshark";
  private static final long TIMEOUT_SECONDS = 60;

  private Tshark() {}

  /** The tshark executable on the PATH; fails (or, when opted out, skips) without one. */
  static String executable() {
    for (String dir : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
      Path p = Path.of(dir, "tshark");
      if (Files.isExecutable(p)) {
        return p.toString();
      }
    }
    if ("skip".equals(System.getProperty(OPT_OUT))) {
      Assumptions.abort("tshark is not installed and -D" + OPT_OUT + "=skip was given");
    }
    return fail("tshark is not installed (Debian: apt-get install tshark); .ci/run installs it."
        + " To run the build without the tshark checks, pass -D" + OPT_OUT + "=skip.");
  }

  /**
   * Dissects {@code pcap} with the Lua dissector {@code script} and returns tshark's JSON (one
   * element per frame), every field under its filter name.
   */
  static JsonNode dissect(Path script, Path pcap, Path work) throws IOException,
      InterruptedException {
    return dissect(List.of(script), pcap, work);
  }

  /**
   * As above with several dissectors loaded at once (each on ports of its own), so that one
   * tshark run reads the packets of many protocols.
   */
  static JsonNode dissect(List<Path> scripts, Path pcap, Path work) throws IOException,
      InterruptedException {
    Path out = work.resolve(pcap.getFileName() + ".json");
    Path err = work.resolve(pcap.getFileName() + ".err");
    List<String> command = new ArrayList<>(List.of(executable(), "-n"));
    for (Path script : scripts) {
      command.addAll(List.of("-X", "lua_script:" + script));
    }
    command.addAll(List.of("-r", pcap.toString(), "-T", "json", "--no-duplicate-keys"));
    ProcessBuilder pb = new ProcessBuilder(command)
        .redirectOutput(out.toFile()).redirectError(err.toFile());
    // A home of its own: tshark reads no user preferences, and writes nothing outside work.
    pb.environment().put("HOME", work.toString());
    Process p = pb.start();
    if (!p.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
      p.destroyForcibly();
      fail("tshark took more than " + TIMEOUT_SECONDS + " s on " + pcap);
    }
    String stderr = Files.readString(err);
    assertEquals(0, p.exitValue(), "tshark failed: " + stderr);
    assertTrue(!stderr.contains("Lua: Error"), "the dissector does not load: " + stderr);
    return new ObjectMapper().readTree(out.toFile());
  }
}
