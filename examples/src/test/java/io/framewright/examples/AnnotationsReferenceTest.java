package io.framewright.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * docs/reference/annotations.md has a row for every top-level annotation of
 * io.framewright.annotations, and every member of it is named in that row: a new annotation or
 * member can not be left out of the reference.
 */
class AnnotationsReferenceTest {
  private static final Path SOURCES = Path.of("..", "annotations", "src", "main", "java", "io",
      "framewright", "annotations");
  private static final Pattern MEMBER = Pattern.compile("(?m)^  \\S[^=;(\\n]* (\\w+)\\(\\)");

  @Test
  void everyAnnotationAndMemberIsInTheReference() throws IOException {
    String page = Files.readString(Path.of("..", "docs", "reference", "annotations.md"));
    List<String> missing = new ArrayList<>();
    try (Stream<Path> files = Files.list(SOURCES)) {
      for (Path f : (Iterable<Path>) files.sorted()::iterator) {
        String source = Files.readString(f);
        String name = f.getFileName().toString().replace(".java", "");
        if (!source.contains("public @interface " + name)) {
          continue;
        }
        int at = page.indexOf("| `@" + name + "` |");
        if (at < 0) {
          missing.add("@" + name);
          continue;
        }
        String row = page.substring(at, page.indexOf('\n', at));
        // Members of the annotation itself (two-space indent), not of a nested container.
        Matcher m = MEMBER.matcher(source);
        while (m.find()) {
          if (!row.contains("`" + m.group(1) + "`")) {
            missing.add("@" + name + "." + m.group(1));
          }
        }
      }
    }
    assertEquals(List.of(), missing, "add these to docs/reference/annotations.md");
  }
}
