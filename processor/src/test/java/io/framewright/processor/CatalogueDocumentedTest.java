package io.framewright.processor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.framewright.processor.diagnostic.Diagnostic;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The README's catalogue lists every diagnostic, and ids are unique and never reused. */
class CatalogueDocumentedTest {

  @Test
  void everyIdIsInTheReadme() throws IOException {
    String readme = Files.readString(Path.of("..", "README.md"));
    List<String> missing = new ArrayList<>();
    for (Diagnostic d : Diagnostic.values()) {
      if (!readme.contains("| " + d.id() + " |")) {
        missing.add(d.id() + " " + d.name());
      }
    }
    assertEquals(List.of(), missing, "add these to the README's catalogue table");
  }

  @Test
  void idsAreUniqueAndWarningsAreFw10x() {
    Set<String> seen = new HashSet<>();
    for (Diagnostic d : Diagnostic.values()) {
      assertTrue(seen.add(d.id()), "duplicate id " + d.id());
      assertEquals(d.severity() == Diagnostic.Severity.WARNING, d.id().startsWith("FW10"),
          d.id() + " " + d.name());
    }
  }
}
