package io.framewright.cli;

import static io.framewright.cli.ProcessTest.java;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.framewright.cli.ProcessTest.Run;
import io.framewright.runtime.Hex;
import io.framewright.testing.pcap.PcapWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.jar.JarFile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

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

  /** The inspector serves its page from the jar: no file beside it, no build step. */
  @Test
  void holdsTheInspectorsPage() throws Exception {
    try (JarFile jar = new JarFile(JAR.toFile())) {
      for (String asset : new String[] {"index.html", "inspector.js", "inspector.css"}) {
        assertNotNull(jar.getEntry("io/framewright/cli/inspect/" + asset), asset);
      }
    }
  }

  @Test
  void findsUserTypesOnTheClassPathAndReadsCaptures(@TempDir Path dir) throws Exception {
    Path examples = ClassPathTest.jar(dir.resolve("examples.jar"));
    Run r = java("-jar", JAR.toString(), "decode", "--classpath", examples.toString(),
        "--type", "io.framewright.examples.Vec2", "--hex", "0001fffe");
    assertEquals(0, r.exit(), r.err());
    Cli.assertEntry(Cli.entry(Cli.json(r.out()), "y"), "-2", 2, 0, 16);

    Path pcap = dir.resolve("beer.pcap");
    try (PcapWriter w = PcapWriter.open(pcap)) {
      w.tcp(CaptureDecodeTest.T0, CaptureDecodeTest.CLIENT, CaptureDecodeTest.SERVER, 7,
          Hex.parse(Vectors.BEER_POSITION));
    }
    Run capture = java("-jar", JAR.toString(), "decode", "beer", "--pcap", pcap.toString(),
        "--tcp-port", "5555");
    assertEquals(0, capture.exit(), capture.err());
    JsonNode frame = Cli.json(capture.out());
    assertEquals("BeerMessage.ObjectPosition", frame.get("type").asText());
    assertEquals("2023-11-14T22:13:20Z", frame.at("/capture/time").asText());
  }
}
