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
 * {@code decode} and {@code encode} of lists that may end at a pointer to an earlier place in
 * the frame ({@code @BackReference}, RFC 1035 section 4.1.4): the JSON shows the elements in
 * place, then the pointer (its bytes, the offset it holds) with the elements read where it led
 * under it; the list's and the record's extents are the bytes in place; encode of that JSON
 * writes the pointer again, so the frame comes back byte for byte.
 */
class BackReferenceJsonTest {
  private static final String TABLE = "io.framewright.cli.samples.CompressedNames$Table";

  /*
   * count 03
   * entries[0] at 1: name 02 'a' 'b' (1-3), 01 'c' (4-5), 00 (6); value 0001 (7-8)
   * entries[1] at 9: name 01 'x' (9-10), then c004: a pointer to offset 4 ("c", then 00);
   *                  value 0002 (13-14)
   * entries[2] at 15: name c001: a pointer to offset 1 ("ab", "c", 00); value 0003 (17-18)
   */
  private static final String HEX = "03" + "026162016300" + "0001" + "0178" + "c004" + "0002"
      + "c001" + "0003";

  @Test
  void aPointerIsAnEntryOfItsListWithTheElementsItLedTo() {
    Cli.Result r = Cli.run("decode", "--type", TABLE, "--hex", HEX);
    assertEquals(0, r.exit(), r.err());
    JsonNode f = r.frame();
    assertEquals(List.of("count", "entries"), names(f));

    // Written whole: the labels, then the terminator after the list (as before pointers).
    JsonNode whole = entry(f, "entries", "[0]", "name");
    assertEquals(List.of("[0]", "[1]"), names(whole));
    assertPosition(whole, 1, 0, 40);
    assertEquals(List.of("name", "(name terminator)", "value"), names(entry(f, "entries", "[0]")));

    // One label in place, then the pointer; the label it led to is element [1], at byte 4.
    JsonNode one = entry(f, "entries", "[1]", "name");
    assertEquals(List.of("[0]", "(name pointer)"), names(one));
    assertPosition(one, 9, 0, 32);
    assertEntry(entry(one, "[0]", "text"), "\"x\"", 10, 0, 8);
    JsonNode pointer = entry(one, "(name pointer)");
    assertEntry(pointer, "\"c004\"", 11, 0, 16);
    assertEquals(4, pointer.get("pointer").asInt());
    assertEquals(List.of("[1]", "(name terminator)"), names(pointer));
    assertEntry(entry(pointer, "[1]", "text"), "\"c\"", 5, 0, 8);
    assertEntry(entry(pointer, "(name terminator)"), "\"00\"", 6, 0, 8);
    // The entry is its own bytes, 9 to 14, not the label at 4 the pointer led to.
    assertPosition(entry(f, "entries", "[1]"), 9, 0, 48);
    assertEntry(entry(f, "entries", "[1]", "value"), "2", 13, 0, 16);

    // A pointer alone: the list's entry is the pointer's two bytes.
    JsonNode only = entry(f, "entries", "[2]", "name");
    assertEquals(List.of("(name pointer)"), names(only));
    assertPosition(only, 15, 0, 16);
    assertEquals(1, entry(only, "(name pointer)").get("pointer").asInt());
    assertEquals(List.of("[0]", "[1]", "(name terminator)"),
        names(entry(only, "(name pointer)")));
    assertPosition(entry(f, "entries", "[2]"), 15, 0, 32);
    assertPosition(entry(f, "entries"), 1, 0, 144);
  }

  @Test
  void encodeWritesThePointersDecodeShowed() {
    Cli.Result r = Cli.run("decode", "--type", TABLE, "--hex", HEX);
    assertEquals(0, r.exit(), r.err());
    Cli.Result encoded = Cli.run("encode", "--type", TABLE, "--json", r.out().trim());
    assertEquals(0, encoded.exit(), encoded.err());
    assertEquals(HEX, encoded.out().trim(), "encode of " + r.out());
  }

  private static final String PACKED = "io.framewright.cli.samples.CompressedNames$PackedTable";

  @Test
  void encodeOfPlainListsCompressesWhereTheListSaysSo() {
    // The names of HEX as plain arrays: "x" then c0 04 (the "c" of entry 0 at 4), then c0 01
    // (all of entry 0's name at 1), as HEX writes them by hand
    String json = "{\"count\": 3, \"entries\": ["
        + "{\"name\": [{\"text\": \"ab\"}, {\"text\": \"c\"}], \"value\": 1},"
        + " {\"name\": [{\"text\": \"x\"}, {\"text\": \"c\"}], \"value\": 2},"
        + " {\"name\": [{\"text\": \"ab\"}, {\"text\": \"c\"}], \"value\": 3}]}";
    Cli.Result packed = Cli.run("encode", "--type", PACKED, "--json", json);
    assertEquals(0, packed.exit(), packed.err());
    assertEquals(HEX, packed.out().trim());
    // Without compress = true the same JSON is written whole: 01 'x' 01 'c' 00, 02 'a' 'b' ...
    Cli.Result whole = Cli.run("encode", "--type", TABLE, "--json", json);
    assertEquals(0, whole.exit(), whole.err());
    assertEquals("03" + "026162016300" + "0001" + "0178016300" + "0002" + "026162016300"
        + "0003", whole.out().trim());
  }

  @Test
  void decodeThenEncodeKeepsANameWrittenWhole() {
    // Two entries named "a", the second written whole though it could point to 1: decode's
    // JSON of it encodes whole again, not compressed
    String hex = "02" + "016100" + "0001" + "016100" + "0002";
    Cli.Result r = Cli.run("decode", "--type", PACKED, "--hex", hex);
    assertEquals(0, r.exit(), r.err());
    Cli.Result encoded = Cli.run("encode", "--type", PACKED, "--json", r.out().trim());
    assertEquals(0, encoded.exit(), encoded.err());
    assertEquals(hex, encoded.out().trim(), "encode of " + r.out());
    // and HEX, with its pointers, comes back as it was
    r = Cli.run("decode", "--type", PACKED, "--hex", HEX);
    encoded = Cli.run("encode", "--type", PACKED, "--json", r.out().trim());
    assertEquals(HEX, encoded.out().trim(), "encode of " + r.out());
  }
}
