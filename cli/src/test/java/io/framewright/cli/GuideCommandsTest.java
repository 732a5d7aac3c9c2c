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
 * The command-line sessions the guide shows are what the tool prints: each fenced block of
 * docs/guide/a-message-family.md whose first line is
 * {@code $ cli/target/framewright/bin/framewright ...} (the launcher package writes, which
 * LauncherIT runs) is run here, in-process, command by command, and the lines after each
 * command are its stdout (exit status 0); a command ending in {@code ; echo $?} is followed by
 * its stdout, its stderr and its exit status, as a shell shows them. A path the page gives from
 * the repository's root ({@code examples/target/classes}) is read from this module's parent,
 * where the reactor compiled the examples.
 */
class GuideCommandsTest {
  private static final Path PAGE = Path.of("..", "docs", "guide", "a-message-family.md");
  private static final String PROMPT = "$ cli/target/framewright/bin/framewright ";
  private static final String STATUS = "; echo $?";
  private static final Pattern BLOCK = Pattern.compile("(?ms)^```\\w*\\n(.*?)^```$");
  /** A word of a command line: unquoted, or in double or single quotes. */
  private static final Pattern WORD = Pattern.compile("\"([^\"]*)\"|'([^']*)'|(\\S+)");

  @Test
  void everySessionOnThePageIsWhatTheToolPrints() throws IOException {
    Matcher m = BLOCK.matcher(Files.readString(PAGE));
    int commands = 0;
    while (m.find()) {
      String block = m.group(1);
      if (!block.startsWith(PROMPT)) {
        continue;
      }
      // Split at each prompt: a command, then what it printed.
      for (String session : block.split("(?m)^(?=\\$ )")) {
        int newline = session.indexOf('\n');
        String command = session.substring(PROMPT.length(), newline);
        String expected = session.substring(newline + 1);
        boolean status = command.endsWith(STATUS);
        Cli.Result r = Cli.run(words(status ? command.substring(0, command.length()
            - STATUS.length()) : command));
        if (status) {
          assertEquals(expected.stripTrailing(), r.out() + r.err() + r.exit(), command);
        } else {
          assertEquals(0, r.exit(), command + "\n" + r.err());
          assertEquals(expected.stripTrailing(), r.out().stripTrailing(), command);
        }
        commands++;
      }
    }
    assertTrue(commands >= 3, "commands on the page: " + commands);
  }

  @Test
  void wordsAreSplitAsAShellSplitsThem() {
    assertEquals(List.of("decode", "--hex", "30 05", "--json", "{\"a\": 1}"),
        List.of(words("decode --hex \"30 05\" --json '{\"a\": 1}'")));
  }

  private static String[] words(String command) {
    List<String> words = new ArrayList<>();
    Matcher w = WORD.matcher(command);
    while (w.find()) {
      String word = w.group(1) != null ? w.group(1) : w.group(2) != null ? w.group(2) : w.group(3);
      words.add(word.startsWith("examples/") ? "../" + word : word);
    }
    return words.toArray(String[]::new);
  }
}
