package io.framewright.cli;

import static io.framewright.cli.ProcessTest.java;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.framewright.cli.ProcessTest.Run;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * The shaded jar {@code package} has just written, run as {@code java -jar}: its manifest, its
 * merged service index (layout finds codecs through it) and its dependencies.
 */
class ShadedJarIT {
  private static final Path JAR = Path.of("target", "framewright.jar");

  @Test
  void decodesAndPrintsLayouts() throws Exception {
    assertTrue(Files.isRegularFile(JAR), "no " + JAR.toAbsolutePath());
    Run r = java("-jar", JAR.toString(), "decode", "beer", "--hex", Vectors.BEER_POSITION);
    assertEquals(0, r.exit(), r.err());
    JsonNode frame = Cli.json(r.out());
    assertEquals("BeerMessage.ObjectPosition", frame.get("type").asText());
    Cli.assertEntry(Cli.entry(frame, "y"), "-100", 14, 0, 16);
    Run layout = java("-jar", JAR.toString(), "layout", "pies");
    assertEquals(0, layout.exit(), layout.err());
    assertTrue(layout.out().contains("== PiesPacket (PiesPacketCodec)"), layout.out());
    Run bad = java("-jar", JAR.toString(), "decode", "nope", "--hex", "00");
    assertEquals(64, bad.exit());
    assertTrue(bad.err().contains("Unknown protocol 'nope'"), bad.err());
  }
}
