package io.framewright.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every fenced block of the README and of docs/ says where it comes from, on the line before it,
 * and is checked: {@code <!-- from PATH -->} (a file of this repository, PATH from its root)
 * must contain the block's lines, in order and together, at one indentation;
 * {@code <!-- checked by NAME -->} names the test class that checks it, which must exist and
 * name the page. The pages a test writes whole (the diagnostic catalogue, the diagrams) are
 * left out; so are the blocks marked {@code <!-- unchecked: why -->}, which may only become
 * fewer.
 */
class DocQuotesTest {
  static final Path ROOT = Path.of("..");
  private static final Pattern BLOCK = Pattern.compile("(?ms)^```\\w*\\n(.*?)^```$");
  private static final Pattern MARKER = Pattern.compile(
      "<!-- (from|checked by|unchecked:) ([^>]*?) ?-->\\n$");
  /** Written whole by CatalogueReferenceTest and DiagramDocsTest. */
  private static final List<String> GENERATED =
      List.of("docs/reference/diagnostics.md", "docs/reference/diagrams.md");
  /**
   * Blocks no test checks yet (commands, output and sketches of the older pages). Lower it as
   * they get checked; never raise it.
   */
  private static final int UNCHECKED_AT_MOST = 36;

  @Test
  void everyBlockIsQuotedFromASourceOrChecked() {
    List<String> wrong = new ArrayList<>();
    List<String> unchecked = new ArrayList<>();
    int quoted = 0;
    for (Path page : pages()) {
      String text = read(page);
      Matcher m = BLOCK.matcher(text);
      while (m.find()) {
        String where = ROOT.relativize(page) + ":" + line(text, m.start());
        Matcher marker = MARKER.matcher(text.substring(Math.max(0, m.start() - 300), m.start()));
        if (!marker.find()) {
          wrong.add(where + ": no <!-- from PATH --> or <!-- checked by TEST --> before the block");
          continue;
        }
        String what = marker.group(2).strip();
        switch (marker.group(1)) {
          case "from" -> {
            Path source = ROOT.resolve(what);
            if (!Files.isRegularFile(source)) {
              wrong.add(where + ": no file " + what);
            } else if (!contains(read(source), m.group(1))) {
              wrong.add(where + ": " + what + " has no such lines:\n" + m.group(1));
            } else {
              quoted++;
            }
          }
          case "checked by" -> {
            String test = testSource(what);
            if (test == null) {
              wrong.add(where + ": no test class " + what);
            } else if (!test.contains(page.getFileName().toString())) {
              wrong.add(where + ": " + what + " does not read " + page.getFileName());
            }
          }
          default -> unchecked.add(where + " (" + what + ")");
        }
      }
    }
    assertEquals(List.of(), wrong);
    assertTrue(unchecked.size() <= UNCHECKED_AT_MOST,
        "unchecked blocks, at most " + UNCHECKED_AT_MOST + ": " + unchecked);
    assertTrue(quoted > 20, "blocks quoted from sources: " + quoted);
  }

  /** The check can fail: lines out of order, apart, or at two indentations are not a quote. */
  @Test
  void aQuoteIsWholeLinesInOrderAtOneIndentation() {
    String source = "class A {\n  void f() {\n    g();\n  }\n}\n";
    assertTrue(contains(source, "void f() {\n  g();\n}\n"));
    assertTrue(!contains(source, "void f() {\n}\n"));
    assertTrue(!contains(source, "void f() {\ng();\n}\n"));
    assertTrue(!contains(source, "f() {\n"));
  }

  /** The block's lines, in order, each the source's line less one common indentation. */
  static boolean contains(String source, String block) {
    List<String> lines = source.lines().toList();
    List<String> quote = block.lines().toList();
    for (int start = 0; start + quote.size() <= lines.size(); start++) {
      String first = lines.get(start);
      int indent = first.length() - quote.get(0).length();
      if (indent < 0 || !first.substring(indent).equals(quote.get(0))
          || !first.substring(0, indent).isBlank()) {
        continue;
      }
      boolean all = true;
      for (int i = 1; i < quote.size() && all; i++) {
        String want = quote.get(i);
        String have = lines.get(start + i);
        all = want.isEmpty() ? have.isBlank()
            : have.length() == indent + want.length() && have.substring(0, indent).isBlank()
                && have.substring(indent).equals(want);
      }
      if (all) {
        return true;
      }
    }
    return false;
  }

  /** The README, docs/ (but the generated pages) and the changelog. */
  static List<Path> pages() {
    List<Path> pages = new ArrayList<>(List.of(ROOT.resolve("README.md"),
        ROOT.resolve("CHANGELOG.md")));
    try (Stream<Path> files = Files.walk(ROOT.resolve("docs"))) {
      files.filter(f -> f.toString().endsWith(".md"))
          .filter(f -> !GENERATED.contains(ROOT.relativize(f).toString().replace('\\', '/')))
          .sorted().forEach(pages::add);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return pages;
  }

  /**
   * The source of a test class of any module, or null. The walk skips build output and hidden
   * entries, and an entry that goes away while it is read: other modules' tests run beside this
   * one, and a JVM they start leaves an {@code .attach_pid<n>} file in its module for a moment.
   */
  private static String testSource(String simpleName) {
    String test = "src" + java.io.File.separator + "test";
    Path[] found = new Path[1];
    try {
      Files.walkFileTree(ROOT, new SimpleFileVisitor<>() {
        @Override
        public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attrs) {
          String name = dir.getFileName() == null ? "" : dir.getFileName().toString();
          return !dir.equals(ROOT) && (name.equals("target") || name.startsWith("."))
              ? FileVisitResult.SKIP_SUBTREE : FileVisitResult.CONTINUE;
        }

        @Override
        public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) {
          if (file.getFileName().toString().equals(simpleName + ".java")
              && file.toString().contains(test)) {
            found[0] = file;
            return FileVisitResult.TERMINATE;
          }
          return FileVisitResult.CONTINUE;
        }

        @Override
        public FileVisitResult visitFileFailed(Path file, IOException e) {
          return FileVisitResult.CONTINUE;
        }
      });
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return found[0] == null ? null : read(found[0]);
  }

  private static int line(String text, int offset) {
    return (int) text.substring(0, offset).chars().filter(c -> c == '\n').count() + 1;
  }

  static String read(Path file) {
    try {
      return Files.readString(file);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
