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

/**
 * Ids are unique and never reused, and the javadoc cites the diagnostics it should; the reference
 * page, docs/reference/diagnostics.md, is written from the catalogue by
 * {@link CatalogueReferenceTest}.
 */
class CatalogueDocumentedTest {

  @Test
  void idsAreUniqueAndWarningsAreFw10x() {
    Set<String> seen = new HashSet<>();
    for (Diagnostic d : Diagnostic.values()) {
      assertTrue(seen.add(d.id()), "duplicate id " + d.id());
      // FW100 to FW109 are warnings; FW110 and up are errors again (ids given out later).
      assertEquals(d.severity() == Diagnostic.Severity.WARNING, d.id().startsWith("FW10"),
          d.id() + " " + d.name());
    }
  }

  /**
   * {@code @View}'s javadoc cites every view diagnostic (it said views were for fixed-size
   * records only, and that {@code @View} on a union or a variable-size message was an error).
   */
  @Test
  void viewsJavadocCitesEveryViewDiagnostic() throws IOException {
    String javadoc = Files.readString(Path.of("..", "annotations", "src", "main", "java", "io",
        "framewright", "annotations", "View.java"));
    List<String> missing = new ArrayList<>();
    for (Diagnostic d : Diagnostic.values()) {
      if (d.name().startsWith("VIEW_") && !javadoc.contains("(" + d.id() + ")")) {
        missing.add(d.id() + " " + d.name());
      }
    }
    assertEquals(List.of(), missing, "cite these in View's javadoc");
    assertTrue(!javadoc.contains("fixed-size record messages (those"), "views read more");
  }
}
