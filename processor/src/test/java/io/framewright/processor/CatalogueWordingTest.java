package io.framewright.processor;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.framewright.processor.diagnostic.Diagnostic;
import io.framewright.processor.diagnostic.Reason;
import io.framewright.processor.diagnostic.Wording;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every entry of the catalogue, rendered with sample arguments: each {@link Diagnostic} with each
 * of its {@link Reason}s in the argument the reason fills. No placeholder is left unfilled or
 * unnumbered, and every message says how to fix what it reports, as the wording tests ask of the
 * messages they compile.
 */
class CatalogueWordingTest {
  /** A format specifier, numbered ({@code %2$s}) or not ({@code %s}). */
  private static final Pattern SPECIFIER = Pattern.compile("%(?:(\\d+)\\$)?([a-zA-Z%])");

  /** The words a fix starts with: what the user is told to do. */
  private static final Set<String> INSTRUCTIONS = Set.of("add", "annotate", "break", "change",
      "check", "count", "declare", "fix", "give", "keep", "lower", "make", "mark", "move", "name",
      "pick", "please", "put", "reduce", "remove", "rename", "set", "use", "widen", "write");

  /**
   * A rule the user can follow without being told what to type: what the annotation or component
   * must be ("a field is 1 to 64 bits wide", "a size field is an int or long", "variants are
   * records with @Tag", "it needs exactly (...)"), after the colon or semicolon that ends what is
   * wrong.
   */
  private static final Pattern RULE = Pattern.compile(
      "(?:[:;]|, and) (?:an? |the |variants |padding |@\\w+ )[\\w@ -]*?"
          + "\\b(?:is|are|reads|ends|has|holds|gives)\\b|\\bmust (?:give|be)\\b"
          + "|\\bneeds exactly\\b|\\bdid you mean\\b|\\bis at least \\d+"
          + "|\\bis not between \\S+ and \\S+|\\bdoes not fit the \\d+-bit .*\\(0\\.\\.\\S+\\)");

  /**
   * The wordings that state no fix. Their words are kept as they are (issue 13 moved them into
   * the catalogue unchanged); a new entry must not join them.
   */
  private static final Set<Reason> WITHOUT_FIX =
      EnumSet.of(Reason.SIZE_FIELD_FLAGS, Reason.WHEN_FIELD_OPTIONAL);

  @Test
  void everyTemplateNumbersItsArgumentsFromOneWithoutGaps() {
    List<String> wrong = new ArrayList<>();
    for (Diagnostic d : Diagnostic.values()) {
      checkNumbering(d.name(), template(d), wrong);
    }
    for (Reason r : Reason.values()) {
      checkNumbering(r.name(), template(r), wrong);
    }
    assertEquals(List.of(), wrong);
  }

  @Test
  void everyReasonFillsAStringArgumentOfItsDiagnostic() {
    List<String> wrong = new ArrayList<>();
    for (Reason r : Reason.values()) {
      if (!conversions(template(r.diagnostic())).contains(r.slot() + "s")) {
        wrong.add(r + " fills argument " + r.slot() + " of " + r.diagnostic()
            + ", which has no %" + r.slot() + "$s");
      }
    }
    assertEquals(List.of(), wrong);
  }

  @Test
  void everyMessageRendersWithoutPlaceholdersAndStatesAFix() {
    List<String> wrong = new ArrayList<>();
    int rendered = 0;
    for (Diagnostic d : Diagnostic.values()) {
      List<Reason> reasons = reasonsOf(d);
      List<String> messages = new ArrayList<>();
      if (reasons.isEmpty()) {
        messages.add(render(d, null));
      }
      for (Reason r : reasons) {
        if (!WITHOUT_FIX.contains(r)) {
          messages.add(render(d, r));
        }
      }
      for (String message : messages) {
        rendered++;
        if (!message.startsWith("[" + d.id() + "] ")) {
          wrong.add("no id: " + message);
        }
        if (SPECIFIER.matcher(message).find()) {
          wrong.add("unfilled: " + message);
        }
        if (!statesAFix(message)) {
          wrong.add("no fix: " + message);
        }
      }
    }
    assertEquals(List.of(), wrong, rendered + " messages rendered");
  }

  /** No wording is left in the catalogue that no check reports. */
  @Test
  void everyReasonIsUsed() throws IOException {
    StringBuilder sources = new StringBuilder();
    try (Stream<Path> files = Files.walk(Path.of("src", "main", "java"))) {
      for (Path f : (Iterable<Path>) files.filter(f -> f.toString().endsWith(".java"))::iterator) {
        if (!f.endsWith("Reason.java")) {
          sources.append(Files.readString(f));
        }
      }
    }
    List<Reason> unused = new ArrayList<>();
    for (Reason r : Reason.values()) {
      if (!Pattern.compile("\\bReason\\." + r.name() + "\\b").matcher(sources).find()) {
        unused.add(r);
      }
    }
    assertEquals(List.of(), unused);
  }

  /** The check above can fail: the wordings known to state no fix, and made-up ones, fail it. */
  @Test
  void aMessageWithoutAFixIsToldApart() {
    for (Reason r : WITHOUT_FIX) {
      String message = render(r.diagnostic(), r);
      assertEquals(false, statesAFix(message), message);
    }
    assertEquals(false, statesAFix("[FW999] @Count on 'x': 'n' is a flags field"));
    assertEquals(false, statesAFix("[FW999] component 'x' is wrong"));
    assertEquals(true, statesAFix("[FW999] component 'x' is wrong; remove it"));
    assertEquals(true, statesAFix("[FW999] @Field(bits = 0) on 'x': a field is 1 to 64 bits wide"));
  }

  /**
   * The message, after what it reports (up to its first colon or semicolon, if it has one),
   * tells what to do: a clause starting with an instruction, or a rule to follow.
   */
  static boolean statesAFix(String message) {
    String text = message.substring(message.indexOf("] ") + 2);
    Matcher start = Pattern.compile("[:;] ").matcher(text);
    String advice = start.find() ? text.substring(start.start()) : text;
    for (String clause : advice.split("[:;,(]|\\bor\\b|\\bso\\b|\\band\\b")) {
      String[] words = clause.trim().split("[^A-Za-z]+");
      if (words.length > 0 && INSTRUCTIONS.contains(words[0].toLowerCase(Locale.ROOT))) {
        return true;
      }
    }
    return RULE.matcher(advice).find();
  }

  /** {@code d} with sample arguments; {@code reason} (else its diagnostic's first) in its slot. */
  private static String render(Diagnostic d, Reason reason) {
    String template = template(d);
    int count = conversions(template).size();
    Object[] args = new Object[count];
    for (int i = 1; i <= count; i++) {
      String conversion = conversion(template, i);
      Reason filling = null;
      for (Reason r : reasonsOf(d)) {
        if (r.slot() == i && (filling == null || r == reason)) {
          filling = r;
        }
      }
      args[i - 1] = filling != null ? sample(filling) : sample(conversion, i);
    }
    return d.format(args);
  }

  private static String sample(Reason r) {
    String template = template(r);
    int count = conversions(template).size();
    Object[] args = new Object[count];
    for (int i = 1; i <= count; i++) {
      args[i - 1] = sample(conversion(template, i), i);
    }
    return r.text(args);
  }

  private static Object sample(String conversion, int index) {
    return conversion.equals("s") ? "name" + index : (Object) (long) (index + 2);
  }

  private static List<Reason> reasonsOf(Diagnostic d) {
    List<Reason> out = new ArrayList<>();
    for (Reason r : Reason.values()) {
      if (r.diagnostic() == d) {
        out.add(r);
      }
    }
    return out;
  }

  /** Each argument's number and conversion, as "3d", once each. */
  private static Set<String> conversions(String template) {
    Set<String> out = new TreeSet<>();
    Matcher m = SPECIFIER.matcher(template);
    while (m.find()) {
      out.add(m.group(1) + m.group(2));
    }
    return out;
  }

  private static String conversion(String template, int index) {
    Matcher m = SPECIFIER.matcher(template);
    while (m.find()) {
      if (String.valueOf(index).equals(m.group(1))) {
        return m.group(2).toLowerCase(Locale.ROOT).equals("x") ? "d" : m.group(2);
      }
    }
    throw new AssertionError("no argument " + index + " in " + template);
  }

  private static void checkNumbering(String name, String template, List<String> wrong) {
    Matcher m = SPECIFIER.matcher(template);
    Set<Integer> numbers = new TreeSet<>();
    Set<String> seen = new TreeSet<>();
    while (m.find()) {
      if (m.group(1) == null) {
        wrong.add(name + ": unnumbered " + m.group() + " in " + template);
        continue;
      }
      numbers.add(Integer.parseInt(m.group(1)));
      seen.add(m.group(1));
    }
    for (int i = 1; i <= numbers.size(); i++) {
      if (!numbers.contains(i)) {
        wrong.add(name + ": arguments " + numbers + " skip " + i + " in " + template);
      }
    }
    // One conversion per argument: a number shown once as a string and once as a number
    // would need two kinds of value.
    if (conversions(template).size() != seen.size()) {
      wrong.add(name + ": an argument with two conversions in " + template);
    }
  }

  private static String template(Wording entry) {
    return entry.template();
  }
}
