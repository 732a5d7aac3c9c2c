package io.framewright.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every relative link of the README, docs/ and the modules' READMEs leads somewhere: the file
 * exists, and a {@code #anchor} into a Markdown page is one of its headings (GitHub's rule:
 * lower case, punctuation dropped, spaces to hyphens). Pages move; this catches the links left
 * behind.
 */
class DocLinksTest {
  private static final Path ROOT = DocQuotesTest.ROOT;
  private static final Pattern LINK = Pattern.compile("\\]\\(([^)\\s]+)\\)");
  private static final Pattern HEADING = Pattern.compile("(?m)^#{1,6} (.*)$");
  private static final Pattern FENCE = Pattern.compile("(?ms)^```.*?^```$");

  @Test
  void everyRelativeLinkLeadsSomewhere() {
    List<String> broken = new ArrayList<>();
    for (Path page : pages()) {
      Matcher m = LINK.matcher(FENCE.matcher(DocQuotesTest.read(page)).replaceAll(""));
      while (m.find()) {
        String link = m.group(1);
        if (link.matches("^[a-z]+:.*")) {
          continue; // https:, mailto:
        }
        int hash = link.indexOf('#');
        String file = hash < 0 ? link : link.substring(0, hash);
        Path target = file.isEmpty() ? page : page.getParent().resolve(file).normalize();
        String fromRoot = ROOT.toAbsolutePath().normalize().relativize(target.toAbsolutePath()
            .normalize()).toString().replace('\\', '/');
        if (!Files.exists(target)) {
          broken.add(ROOT.relativize(page) + ": " + link + " (no " + fromRoot + ")");
        } else if (hash >= 0 && fromRoot.endsWith(".md")
            && !anchors(target).contains(link.substring(hash + 1))) {
          broken.add(ROOT.relativize(page) + ": " + link + " (no such heading)");
        }
      }
    }
    assertEquals(List.of(), broken);
  }

  @Test
  void anchorsAreGitHubs() {
    assertEquals("views-zero-copy-reads", slug("Views (zero-copy reads)"));
    assertEquals("2-the-bytes", slug("2. The bytes"));
    assertEquals("framewright-decode", slug("framewright decode"));
    assertEquals("bitpacked_x-y", slug("`bitpacked_x` y"));
  }

  static String slug(String heading) {
    return heading.strip().toLowerCase(Locale.ROOT).replaceAll("[^\\p{L}\\p{N}_\\- ]", "")
        .replace(' ', '-');
  }

  private static Set<String> anchors(Path page) {
    Set<String> anchors = new HashSet<>();
    Matcher m = HEADING.matcher(FENCE.matcher(DocQuotesTest.read(page)).replaceAll(""));
    while (m.find()) {
      anchors.add(slug(m.group(1)));
    }
    return anchors;
  }

  /** The README, the changelog, docs/ and every module's README. */
  private static List<Path> pages() {
    List<Path> pages = new ArrayList<>(List.of(ROOT.resolve("README.md"),
        ROOT.resolve("CHANGELOG.md")));
    try (Stream<Path> files = Files.walk(ROOT.resolve("docs"))) {
      files.filter(f -> f.toString().endsWith(".md")).sorted().forEach(pages::add);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    for (String module : List.of("cli", "benchmarks", "protocols/avara", "protocols/beer",
        "protocols/bitpacked", "protocols/leviathan", "protocols/pies")) {
      pages.add(ROOT.resolve(module).resolve("README.md"));
    }
    return pages;
  }
}
