package io.framewright.consumertests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The build snippets of README.md and docs/guide/getting-started.md are the consumer projects' own
 * lines (src/it), which the invoker builds and tests: the docs can not drift from what works. The
 * consumer project src/it/getting-started is the getting-started page followed literally: its
 * files are the ones the page tells a newcomer to write, each as the page shows it.
 *
 * <p>The consumer poms say {@code @project.version@} where the docs say the version; the
 * invoker fills in this build's version, so the docs must state this build's version too.
 * Lines are compared without their indentation (a snippet is pasted at any depth).
 */
class DocSnippetsTest {
  private static final Pattern BLOCK = Pattern.compile("(?ms)^```(\\w*)\\n(.*?)^```$");

  private static final Path ROOT = Path.of(property("framewright.root"));
  private static final Path CONSUMERS = Path.of(property("framewright.consumers"));
  private static final Path GETTING_STARTED = CONSUMERS.resolve("getting-started");
  private static final Path CLASSPATH_POM = GETTING_STARTED.resolve("pom.xml");
  /** The invoker's files, not the newcomer's. */
  private static final List<String> HARNESS = List.of("verify.groovy", "invoker.properties");
  /**
   * A file the page tells the reader to write: "`path/File.java`:" on the line before it (and
   * before the comment that says what checks it).
   */
  private static final Pattern NAMED_FILE = Pattern.compile(
      "(?m)^`([^`\\s]+\\.(?:xml|java))`[^\n]*:\n\n(?:<!--[^\n]*-->\n)?```");

  @Test
  void readmeMavenSnippetsAreTheClasspathConsumersPomLines() {
    String readme = read(ROOT.resolve("README.md"));
    String section = section(readme, "## Use it in a Maven build");
    List<String> xml = blocks(section, "xml");
    // The version, the BOM, the two dependencies, the processor.
    assertEquals(4, xml.size(), "xml blocks in the README's Maven section");
    // Whole lines only: a snippet matches from the start of a line to the end of one.
    String pom = "\n" + normalize(consumerPom()) + "\n";
    for (String block : xml) {
      assertTrue(pom.contains("\n" + normalize(block) + "\n"),
          () -> "README snippet not in " + CLASSPATH_POM + ":\n" + block);
    }
  }

  @Test
  void gettingStartedPomIsTheClasspathConsumersPom() {
    List<String> xml = blocks(read(ROOT.resolve("docs/guide/getting-started.md")), "xml");
    List<String> whole = xml.stream().filter(b -> b.startsWith("<?xml")).collect(Collectors.toList());
    assertEquals(1, whole.size(), "whole poms in getting-started.md");
    assertEquals(normalize(consumerPom()), normalize(whole.get(0)));
  }

  @Test
  void theGettingStartedProjectIsThePageFollowedLiterally() throws IOException {
    String page = read(ROOT.resolve("docs/guide/getting-started.md"));
    java.util.Map<String, String> named = new java.util.TreeMap<>();
    Matcher m = NAMED_FILE.matcher(page);
    while (m.find()) {
      Matcher block = BLOCK.matcher(page);
      assertTrue(block.find(m.end() - 3), m.group(1));
      named.put(m.group(1), block.group(2));
    }
    // The folders the page's mkdir makes are the project's.
    Matcher mkdir = Pattern.compile("(?m)^mkdir -p (.*)$").matcher(page);
    assertTrue(mkdir.find(), "the page's mkdir -p");
    for (String dir : mkdir.group(1).split(" ")) {
      assertTrue(Files.isDirectory(GETTING_STARTED.resolve(dir)), dir);
    }
    List<String> files;
    try (Stream<Path> walk = Files.walk(GETTING_STARTED)) {
      files = walk.filter(Files::isRegularFile)
          .map(f -> GETTING_STARTED.relativize(f).toString().replace('\\', '/'))
          .filter(f -> !HARNESS.contains(f)).sorted().collect(Collectors.toList());
    }
    assertEquals(List.copyOf(named.keySet()), files,
        "the files the page names, and those of " + GETTING_STARTED);
    for (String file : files) {
      String content = read(GETTING_STARTED.resolve(file))
          .replace("@project.version@", property("framewright.version"));
      assertEquals(normalize(named.get(file)), normalize(content), file);
    }
  }

  @Test
  void gettingStartedPomFragmentsAreConsumerPomLines() {
    List<String> poms = List.of(consumerPom(),
        read(CONSUMERS.resolve("prebuilt-protocol/pom.xml")));
    List<String> fragments = blocks(read(ROOT.resolve("docs/guide/getting-started.md")), "xml").stream()
        .filter(b -> !b.startsWith("<?xml")).collect(Collectors.toList());
    assertTrue(!fragments.isEmpty(), "the prebuilt protocol's dependency");
    for (String block : fragments) {
      String lines = "\n" + normalize(block) + "\n";
      assertTrue(poms.stream().anyMatch(pom -> ("\n" + normalize(pom) + "\n").contains(lines)),
          () -> "getting-started.md shows pom lines no consumer project has:\n" + block);
    }
  }

  @Test
  void gettingStartedJavaSourcesAreConsumerSources() throws IOException {
    List<String> sources;
    try (Stream<Path> files = Files.walk(CONSUMERS)) {
      sources = files.filter(f -> f.toString().endsWith(".java"))
          .map(f -> normalize(read(f))).collect(Collectors.toList());
    }
    int proven = 0;
    for (String block : blocks(read(ROOT.resolve("docs/guide/getting-started.md")), "java")) {
      // Whole files (a package or module declaration first); fragments in prose are not files.
      if (block.startsWith("package ") || block.startsWith("module ")) {
        assertTrue(sources.contains(normalize(block)),
            () -> "getting-started.md shows a file no consumer project has:\n" + block);
        proven++;
      }
    }
    // The record, its test, and the modular consumer's module-info.java.
    assertTrue(proven >= 3, "whole Java files in getting-started.md: " + proven);
  }

  private static String consumerPom() {
    String version = property("framewright.version");
    return read(CLASSPATH_POM).replace("@project.version@", version);
  }

  /** From the heading to the next heading of the same or a higher level. */
  private static String section(String markdown, String heading) {
    int start = markdown.indexOf("\n" + heading + "\n");
    assertTrue(start >= 0, "no section " + heading);
    int next = markdown.indexOf("\n## ", start + heading.length() + 1);
    return markdown.substring(start, next < 0 ? markdown.length() : next);
  }

  private static List<String> blocks(String markdown, String language) {
    List<String> found = new ArrayList<>();
    Matcher m = BLOCK.matcher(markdown);
    while (m.find()) {
      if (m.group(1).equals(language)) {
        found.add(m.group(2));
      }
    }
    return found;
  }

  private static String normalize(String text) {
    return text.lines().map(String::strip).collect(Collectors.joining("\n")).strip();
  }

  private static String read(Path file) {
    try {
      return Files.readString(file);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static String property(String name) {
    String value = System.getProperty(name);
    assertNotNull(value, "system property " + name + " (set by consumer-tests/pom.xml)");
    return value;
  }
}
