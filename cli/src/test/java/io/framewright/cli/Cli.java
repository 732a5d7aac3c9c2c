package io.framewright.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine;

/** Runs the command line in-process and reads what it printed. */
final class Cli {
  private static final ObjectMapper MAPPER = new ObjectMapper();

  private Cli() {}

  record Result(int exit, String out, String err) {
    /** Each line of stdout as a JSON document. */
    List<JsonNode> frames() {
      List<JsonNode> out = new ArrayList<>();
      for (String line : this.out.split("\n")) {
        if (!line.isBlank()) {
          out.add(json(line));
        }
      }
      return out;
    }

    /** The one JSON document on stdout. */
    JsonNode frame() {
      List<JsonNode> frames = frames();
      assertEquals(1, frames.size(), out);
      return frames.get(0);
    }
  }

  static Result run(String... args) {
    CommandLine cmd = FramewrightCli.commandLine();
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    cmd.setOut(new PrintWriter(out, true));
    cmd.setErr(new PrintWriter(err, true));
    int exit = cmd.execute(args);
    return new Result(exit, out.toString(), err.toString());
  }

  static JsonNode json(String text) {
    try {
      return MAPPER.readTree(text);
    } catch (JsonProcessingException e) {
      throw new AssertionError("not JSON: " + text, e);
    }
  }

  /** The entry reached by following entry names from {@code node}: "messages", "[0]", "body". */
  static JsonNode entry(JsonNode node, String... names) {
    JsonNode at = node;
    for (String name : names) {
      JsonNode found = null;
      for (JsonNode e : at.path("fields")) {
        if (e.path("name").asText().equals(name)) {
          found = e;
          break;
        }
      }
      assertNotNull(found, "no entry " + name + " in " + at);
      at = found;
    }
    return at;
  }

  /** The names of the entries of {@code node}, in order. */
  static List<String> names(JsonNode node) {
    List<String> names = new ArrayList<>();
    node.path("fields").forEach(e -> names.add(e.path("name").asText()));
    return names;
  }

  /** Asserts an entry's value (as JSON text) and position. */
  static void assertEntry(JsonNode entry, String valueJson, int byteOffset, int bit, int bits) {
    assertEquals(json(valueJson), entry.get("value"), entry.toString());
    assertPosition(entry, byteOffset, bit, bits);
  }

  static void assertPosition(JsonNode entry, int byteOffset, int bit, int bits) {
    assertEquals(byteOffset, entry.path("byte").asInt(-1), "byte of " + entry);
    assertEquals(bit, entry.path("bit").asInt(-1), "bit of " + entry);
    assertEquals(bits, entry.path("bits").asInt(-1), "bits of " + entry);
  }
}
