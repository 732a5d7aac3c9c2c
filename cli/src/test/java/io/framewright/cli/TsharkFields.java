package io.framewright.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * The field values tshark shows for one protocol, in the order it shows them: every field whose
 * filter name starts with the protocol's, by filter name. A subtree (a nested message, a variant)
 * counts as one value "" of its own name, its fields following.
 */
final class TsharkFields {
  final Map<String, List<String>> values = new LinkedHashMap<>();
  /** The expert infos (malformed, trailing bytes) tshark added under the protocol. */
  final List<String> experts = new ArrayList<>();
  /** How many messages tshark found. */
  int messages;

  static TsharkFields of(JsonNode frames, String protocol) {
    TsharkFields f = new TsharkFields();
    for (JsonNode frame : frames) {
      JsonNode layer = frame.path("_source").path("layers").path(protocol);
      if (layer.isArray()) {
        layer.forEach(m -> f.message(m, protocol));
      } else if (layer.isObject()) {
        f.message(layer, protocol);
      }
    }
    return f;
  }

  private void message(JsonNode m, String protocol) {
    messages++;
    walk(m, protocol + ".");
  }

  private void walk(JsonNode object, String prefix) {
    object.fields().forEachRemaining(e -> {
      String key = e.getKey();
      if (key.startsWith("_ws.expert") || key.equals("_ws.malformed")) {
        experts.add(e.getValue().toString());
      } else if (key.startsWith(prefix)) {
        List<JsonNode> all = new ArrayList<>();
        if (e.getValue().isArray()) {
          e.getValue().forEach(all::add);
        } else {
          all.add(e.getValue());
        }
        for (JsonNode v : all) {
          if (v.isObject()) {
            add(key, "");
            walk(v, prefix);
          } else {
            add(key, v.asText());
          }
        }
      }
    });
  }

  private void add(String key, String value) {
    values.computeIfAbsent(key, k -> new ArrayList<>()).add(value);
  }

  /**
   * Asserts that tshark flagged nothing, found {@code messages} messages and shows exactly the
   * fields and values of {@code expected}, but those it leaves unchecked.
   */
  void assertShows(DecodedFields expected, int messages) {
    assertEquals(List.of(), experts, "tshark flagged a message");
    assertEquals(messages, this.messages, "messages tshark found");
    Map<String, List<String>> want = new TreeMap<>(expected.values);
    Map<String, List<String>> got = new TreeMap<>(values);
    for (String key : expected.unchecked) {
      want.remove(key);
      got.remove(key);
    }
    for (String key : expected.floats) {
      want.computeIfPresent(key, (k, v) -> numbers(v));
      got.computeIfPresent(key, (k, v) -> numbers(v));
    }
    got.replaceAll((k, v) -> v.stream().map(TsharkFields::decimal).toList());
    assertEquals(want.keySet(), got.keySet(), "the fields tshark shows");
    for (String key : want.keySet()) {
      assertEquals(want.get(key), got.get(key), key);
    }
  }

  /** tshark writes a hex-based field ({@code 0x0012}) in hex: as decimal. */
  private static String decimal(String v) {
    return v.startsWith("0x") ? Long.toString(Long.parseUnsignedLong(v.substring(2), 16)) : v;
  }

  /** Floating-point values to 6 significant digits, as tshark shows a float. */
  private static List<String> numbers(List<String> values) {
    return values.stream()
        .map(v -> String.format(Locale.ROOT, "%.6g", Double.parseDouble(v))).toList();
  }
}
