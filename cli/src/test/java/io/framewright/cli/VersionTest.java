package io.framewright.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** {@code --version} prints the version the build is at, which comes from the POM. */
class VersionTest {

  @Test
  void versionIsTheProjectVersion() throws Exception {
    Cli.Result r = Cli.run("--version");
    assertEquals(0, r.exit(), r.err());
    assertEquals("framewright " + pomVersion(), r.out().strip());
  }

  @Test
  void versionWasFilledInByTheBuild() {
    String version = BuildVersion.version();
    assertTrue(version.matches("\\d+\\.\\d+\\.\\d+.*"), version);
  }

  /** The version in cli/pom.xml's parent element: the reactor's version. */
  static String pomVersion() throws Exception {
    String pom = Files.readString(Path.of("pom.xml"));
    Matcher parent = Pattern.compile(
        "<parent>.*?<version>([^<]+)</version>.*?</parent>", Pattern.DOTALL).matcher(pom);
    assertTrue(parent.find(), "no parent version in cli/pom.xml");
    return parent.group(1).strip();
  }
}
