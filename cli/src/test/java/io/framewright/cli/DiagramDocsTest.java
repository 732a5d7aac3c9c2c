package io.framewright.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The committed diagrams are what {@code framewright diagram} draws now: docs/reference/diagrams.md
 * and docs/reference/diagrams/PROTOCOL.svg for the five protocols, and the excerpt in each
 * protocol module's README (protocols/NAME/README.md: the fenced
 * block after a {@code <!-- diagram PROTOCOL TYPE -->} line). Rewrite them all with
 * {@code mvn -B -o test -pl cli -am -Dtest=DiagramDocsTest -Dsurefire.failIfNoSpecifiedTests=false
 * -Dframewright.updateDiagrams=true}.
 */
class DiagramDocsTest {
  private static final boolean UPDATE = Boolean.getBoolean("framewright.updateDiagrams");
  private static final Path DOCS = Path.of("..", "docs", "reference");
  private static final Pattern EXCERPT = Pattern.compile(
      "<!-- diagram (\\S+) (\\S+) -->\n```text\n(.*?)```\n", Pattern.DOTALL);

  private static String run(String... args) {
    Cli.Result r = Cli.run(args);
    assertEquals(0, r.exit(), r.err());
    return r.out();
  }

  /** docs/reference/diagrams.md: every message type of every protocol, as text, and the SVG of each. */
  private static String markdown() {
    StringBuilder md = new StringBuilder("""
        # Bit diagrams of the prebuilt protocols

        RFC-style packet diagrams (the 32-bit ruler of RFC 791) of every message type of the five
        protocols, as `framewright diagram PROTOCOL` prints them and as each codec's javadoc
        shows them. Each column is one bit; a field's name is centred in its cell, and a field
        cut by a row's end says its width. A row between colons is a variable or optional part,
        saying its size and when it is on the wire; a union has one diagram per variant, headed
        by its tag. Names too long for their cell are shortened, with a legend under the diagram.

        Written by `DiagramDocsTest` (cli), which fails when this file or the SVGs in
        `diagrams/` differ from what the renderer draws now.
        """);
    for (Protocol p : Protocols.ALL) {
      md.append("\n## ").append(p.name()).append("\n\n")
          .append("![").append(p.name()).append(" diagrams](diagrams/").append(p.name())
          .append(".svg)\n\n```text\n").append(run("diagram", p.name()).stripTrailing())
          .append("\n```\n");
    }
    return md.toString();
  }

  private static void check(Path file, String expected) throws IOException {
    if (UPDATE) {
      Files.createDirectories(file.getParent());
      Files.writeString(file, expected);
    }
    assertEquals(expected, Files.readString(file), file + " is stale: rerun with"
        + " -Dframewright.updateDiagrams=true");
  }

  @Test
  void docsShowEveryProtocolsDiagrams() throws IOException {
    check(DOCS.resolve("diagrams.md"), markdown());
    for (Protocol p : Protocols.ALL) {
      String svg = run("diagram", p.name(), "--svg");
      assertTrue(svg.startsWith("<svg xmlns=\"http://www.w3.org/2000/svg\""), svg);
      check(DOCS.resolve("diagrams").resolve(p.name() + ".svg"), svg);
    }
  }

  @Test
  void readmeExcerptsAreCurrent() throws IOException {
    List<String> protocols = new ArrayList<>();
    for (Protocol p : Protocols.ALL) {
      // Each protocol module's README is the one copy of its text, excerpt included.
      Path readme = Path.of("..", "protocols", p.name(), "README.md");
      String text = Files.readString(readme);
      Matcher m = EXCERPT.matcher(text);
      StringBuilder updated = new StringBuilder();
      while (m.find()) {
        protocols.add(m.group(1));
        String drawn = run("diagram", m.group(1), "--type", m.group(2));
        m.appendReplacement(updated, Matcher.quoteReplacement("<!-- diagram " + m.group(1) + " "
            + m.group(2) + " -->\n```text\n" + drawn + "```\n"));
      }
      m.appendTail(updated);
      check(readme, updated.toString());
    }
    // One excerpt in each protocol's README.
    assertEquals(Protocols.ALL.stream().map(Protocol::name).sorted().toList(),
        protocols.stream().sorted().toList());
  }
}
