package io.framewright.processor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.framewright.processor.diagnostic.Diagnostic;
import io.framewright.processor.diagnostic.Reason;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * docs/reference/diagnostics.md is written from the catalogue ({@link Diagnostic} and
 * {@link Reason}) and the one-line summaries in {@code catalogue/summaries.txt}, so the page can
 * not drift from what the processor reports: a changed wording, a new id or a removed one makes
 * this test fail until the page is rewritten with
 * {@code mvn -B -q -pl processor -am test -Dtest=CatalogueReferenceTest
 * -Dsurefire.failIfNoSpecifiedTests=false -Dframewright.updateDocs=true}.
 */
class CatalogueReferenceTest {
  private static final boolean UPDATE = Boolean.getBoolean("framewright.updateDocs");
  private static final Path PAGE = Path.of("..", "docs", "reference", "diagnostics.md");
  private static final Path SUMMARIES = Path.of("src", "test", "resources", "catalogue",
      "summaries.txt");
  private static final String REGENERATE = "mvn -B -q -pl processor -am test"
      + " -Dtest=CatalogueReferenceTest -Dsurefire.failIfNoSpecifiedTests=false"
      + " -Dframewright.updateDocs=true";
  /** A format specifier: numbered ({@code %2$s}), or the escaped percent sign. */
  private static final Pattern SPECIFIER = Pattern.compile("%(?:(\\d+)\\$)?([a-zA-Z%])");

  @Test
  void theReferenceIsTheCatalogue() throws IOException {
    String expected = render(summaries());
    if (UPDATE) {
      Files.writeString(PAGE, expected);
    }
    assertEquals(expected, Files.readString(PAGE),
        PAGE + " is not the catalogue's rendering; rewrite it with: " + REGENERATE);
  }

  @Test
  void everyDiagnosticHasOneSummaryAndNoSummaryIsLeftOver() throws IOException {
    Map<String, String> summaries = summaries();
    List<String> wrong = new ArrayList<>();
    for (Diagnostic d : Diagnostic.values()) {
      if (summaries.remove(d.id()) == null) {
        wrong.add("no summary for " + d.id() + " " + d.name());
      }
    }
    summaries.keySet().forEach(id -> wrong.add("summary of an id the catalogue lacks: " + id));
    assertEquals(List.of(), wrong, "edit " + SUMMARIES);
  }

  /** The page shows a template's arguments as {1}, {2} ..., and nothing of the format syntax. */
  @Test
  void argumentsReadAsNumberedPlaceholders() {
    assertEquals("on {1}: {2} bits, 100% sure", placeholders("on %1$s: %2$d bits, 100%% sure"));
  }

  static String render(Map<String, String> summaries) {
    StringBuilder md = new StringBuilder("""
        # Compile-time checks (diagnostic reference)

        <!-- Written by CatalogueReferenceTest (processor) from the processor's catalogue,
             io.framewright.processor.diagnostic.Diagnostic and Reason, and the summaries in
             processor/src/test/resources/catalogue/summaries.txt. Do not edit by hand. -->

        A broken layout is a compile error on the offending annotation value, with a stable id and a
        fix in the message:

        ```
        EntityUpdate.java:12: error: [FW015] @Field(bits = 40) on 'health': int holds at most 32 bits; use bits <= 32 or a wider type such as long
            @Field(bits = 40) int health,
                          ^
        ```

        Every error of a type is reported in one compilation; other types still get their codecs. A type
        that refers to a type generated later (by another processor) is retried in the next round. An
        unexpected failure inside the processor is an error on the type (FW099), never a crashed
        compilation. Every declaration ends in a working codec or in catalogued diagnostics: each build
        compiles 500 random declarations over the whole annotation vocabulary, hostile names included,
        and round-trips their codecs (`GenerativeProcessorTest`, see
        [robustness](robustness.md#generative-test-of-the-processor)). Warnings (FW100 to
        FW109) are for layouts that are legal but probably wrong; silence one with
        `@SuppressWarnings("framewright:<name>")`, its id, or `"framewright"` for all.

        This page is generated from the catalogue,
        `processor/src/main/java/io/framewright/processor/diagnostic/Diagnostic.java` (with
        `Reason.java` beside it for the parts of a message that depend on why it is reported), by
        `CatalogueReferenceTest`, which fails when the page and the catalogue differ. Each id has a
        test asserting its message and position, and `CatalogueWordingTest` renders every entry to
        check that it has no unfilled argument and says how to fix what it reports. In the
        messages below, `{1}`, `{2}` ... stand for what the processor fills in (names, types,
        values).

        | id | severity | what it catches |
        |---|---|---|
        """);
    // By id, not by declaration order (the enum groups ids by topic, and FW008 follows FW009).
    List<Diagnostic> byId = Arrays.stream(Diagnostic.values())
        .sorted(Comparator.comparing(Diagnostic::id)).toList();
    for (Diagnostic d : byId) {
      md.append("| [").append(d.id()).append("](#").append(d.id().toLowerCase(Locale.ROOT))
          .append(") | ").append(severity(d)).append(" | ").append(summaries.get(d.id()))
          .append(" |\n");
    }
    md.append("\n## Messages\n");
    for (Diagnostic d : byId) {
      md.append("\n### ").append(d.id()).append("\n\n`").append(d.name()).append("` (")
          .append(severity(d)).append("): ").append(summaries.get(d.id())).append(".\n\n```text\n")
          .append(placeholders(d.template())).append("\n```\n");
      Map<Integer, List<Reason>> bySlot = new TreeMap<>();
      for (Reason r : Reason.values()) {
        if (r.diagnostic() == d) {
          bySlot.computeIfAbsent(r.slot(), s -> new ArrayList<>()).add(r);
        }
      }
      bySlot.forEach((slot, reasons) -> {
        md.append("\n`{").append(slot).append("}` is one of:\n\n```text\n");
        reasons.forEach(r -> md.append(placeholders(r.template())).append('\n'));
        md.append("```\n");
      });
    }
    return md.toString();
  }

  private static String severity(Diagnostic d) {
    return d.severity().name().toLowerCase(Locale.ROOT);
  }

  static String placeholders(String template) {
    Matcher m = SPECIFIER.matcher(template);
    StringBuilder out = new StringBuilder();
    while (m.find()) {
      String replacement = m.group(2).equals("%") ? "%" : "{" + m.group(1) + "}";
      m.appendReplacement(out, Matcher.quoteReplacement(replacement));
    }
    return m.appendTail(out).toString();
  }

  /** id to summary, in file order. */
  private static Map<String, String> summaries() throws IOException {
    Map<String, String> summaries = new LinkedHashMap<>();
    for (String line : Files.readAllLines(SUMMARIES)) {
      if (line.isBlank() || line.startsWith("#")) {
        continue;
      }
      int space = line.indexOf(' ');
      assertTrue(space > 0, "'FWnnn summary' expected: " + line);
      assertTrue(summaries.put(line.substring(0, space), line.substring(space + 1)) == null,
          "two summaries for " + line.substring(0, space));
    }
    return summaries;
  }
}
