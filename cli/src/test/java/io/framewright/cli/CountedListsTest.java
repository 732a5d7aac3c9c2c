package io.framewright.cli;

import static io.framewright.cli.Cli.assertEntry;
import static io.framewright.cli.Cli.assertPosition;
import static io.framewright.cli.Cli.entry;
import static io.framewright.cli.Cli.names;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@code decode} and {@code encode} of lists counted by earlier fields (DNS's sections): the
 * elements of adjacent lists arrive with only their index, so the JSON must put each element in
 * its own list, and encode of that JSON must give the same bytes.
 */
class CountedListsTest {
  private static final String SECTIONS = "io.framewright.cli.samples.Sections$";

  private static JsonNode decode(String type, String hex) {
    Cli.Result r = Cli.run("decode", "--type", SECTIONS + type, "--hex", hex);
    assertEquals(0, r.exit(), r.err());
    JsonNode frame = r.frame();
    Cli.Result encoded = Cli.run("encode", "--type", SECTIONS + type, "--json", r.out().trim());
    assertEquals(0, encoded.exit(), encoded.err());
    assertEquals(hex, encoded.out().trim(), "encode of " + r.out());
    return frame;
  }

  @Test
  void adjacentListsOfVariableSizeMessages() {
    // a = 01, b = 01; xs[0]: length 01, data 0a; ys[0]: length 01, data 0c.
    JsonNode f = decode("TwoLists", "0101010a010c");
    assertEquals(List.of("a", "b", "xs", "ys"), names(f));
    assertEntry(entry(f, "a"), "1", 0, 0, 8);
    assertEntry(entry(f, "b"), "1", 1, 0, 8);
    assertEquals(List.of("[0]"), names(entry(f, "xs")));
    assertPosition(entry(f, "xs"), 2, 0, 16);
    assertEntry(entry(f, "xs", "[0]", "dataLength"), "\"01\"", 2, 0, 8);
    assertEntry(entry(f, "xs", "[0]", "data"), "\"0a\"", 3, 0, 8);
    assertEquals(List.of("[0]"), names(entry(f, "ys")));
    assertPosition(entry(f, "ys"), 4, 0, 16);
    assertEntry(entry(f, "ys", "[0]", "dataLength"), "\"01\"", 4, 0, 8);
    assertEntry(entry(f, "ys", "[0]", "data"), "\"0c\"", 5, 0, 8);
  }

  @Test
  void anEmptyListBeforeTheElements() {
    // a = 00 (xs empty, nothing on the wire), b = 02; ys[0]: 01 0a; ys[1]: 00 (no data). xs
    // has an entry without a place after the others: encode needs every list given.
    JsonNode f = decode("TwoLists", "0002010a00");
    assertEquals(List.of("a", "b", "ys", "xs"), names(f));
    assertEquals("[]", entry(f, "xs").get("value").toString());
    assertEquals(0, entry(f, "xs").get("bits").asInt());
    assertEquals(null, entry(f, "xs").get("byte"));
    assertEquals(List.of("[0]", "[1]"), names(entry(f, "ys")));
    assertEntry(entry(f, "ys", "[0]", "data"), "\"0a\"", 3, 0, 8);
    assertPosition(entry(f, "ys", "[1]"), 4, 0, 8);
  }

  @Test
  void aFixedSizeListReadWholeThenVariableElements() {
    // a = 01, b = 01; ps[0]: x 01, y 02 (read as one part of 2 bytes); xs[0]: length 01, data 0c.
    JsonNode f = decode("FixedFirst", "01010102010c");
    assertEquals(List.of("a", "b", "ps", "xs"), names(f));
    assertEntry(entry(f, "ps"), "[{\"type\":\"Sections.Pair\",\"x\":1,\"y\":2}]", 2, 0, 16);
    assertEquals(List.of("[0]"), names(entry(f, "xs")));
    assertPosition(entry(f, "xs"), 4, 0, 16);
    assertEntry(entry(f, "xs", "[0]", "data"), "\"0c\"", 5, 0, 8);
  }
}
