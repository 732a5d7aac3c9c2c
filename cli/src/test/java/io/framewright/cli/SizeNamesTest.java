package io.framewright.cli;

import static io.framewright.cli.Cli.assertEntry;
import static io.framewright.cli.Cli.entry;
import static io.framewright.cli.Cli.names;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * One name for a count or length on the wire in every output (issue 29: {@code itemsCount} in
 * the diagram, {@code (count of items)} in the layout table and the JSON): the name the layout
 * description gives it ({@code WireField.prefixName()}), in the layout table, the diagram, the
 * JSON of decode, the Wireshark dissector's field and label, and the Kaitai export (in Kaitai's
 * snake case, which its Java parser turns back into {@code messagesCount()}).
 *
 * <p>leviathan's {@code NormalPacket} ({@code shared/formats/README.md}): a one-byte length of
 * the optional {@code acks} (a prefix the layout lists no field for) and a one-byte count of
 * {@code messages} (a field of the layout, {@code messagesCount}); the sample {@code Mixed}'s
 * {@code Counters} has a varint length before {@code name}.
 */
class SizeNamesTest {

  @Test
  void theLayoutTableAndTheDiagramShowTheCountByItsName() {
    Cli.Result table = Cli.run("layout", "leviathan", "--type", "NormalPacket");
    assertEquals(0, table.exit(), table.err());
    assertTrue(table.out().contains(
        "\n+0.0          8  messagesCount        unsigned 8\n"), table.out());
    Cli.Result diagram = Cli.run("diagram", "leviathan", "--type", "NormalPacket");
    assertEquals(0, diagram.exit(), diagram.err());
    assertTrue(diagram.out().contains("\n| messagesCount |\n"), diagram.out());
  }

  @Test
  void decodeNamesTheSizesAsTheLayoutDoes() {
    JsonNode f = Cli.run("decode", "leviathan", "--hex", Vectors.LEVIATHAN_SERVER_ALLOW).frame();
    assertEquals(List.of("(tag)", "packetId", "firstAck", "acksLength", "acks",
        "messagesCount", "messages"), names(f));
    // Mixed.Counters: tag 01, n 05, z 03 (ZigZag -2), the varint length 02, then "hi".
    JsonNode counters = Cli.run("decode", "--type", "io.framewright.cli.samples.Mixed",
        "--hex", "01 05 03 02 6869").frame();
    assertEquals(List.of("(tag)", "n", "z", "nameLength", "name"), names(counters));
    assertEntry(entry(counters, "nameLength"), "\"02\"", 3, 0, 8);
  }

  @Test
  void theDissectorDeclaresEachSizeByItsName() {
    Cli.Result lua = Cli.run("wireshark", "leviathan");
    assertEquals(0, lua.exit(), lua.err());
    assertTrue(lua.out().contains("ProtoField.uint8(\"leviathan.NormalPacket.messagesCount\","
        + " \"messagesCount\", base.DEC)"), lua.out());
    assertTrue(lua.out().contains("ProtoField.uint8(\"leviathan.NormalPacket.acksLength\","
        + " \"acksLength\", base.DEC)"), lua.out());
    Cli.Result mixed = Cli.run("wireshark", "--type", "io.framewright.cli.samples.Mixed");
    assertEquals(0, mixed.exit(), mixed.err());
    assertTrue(mixed.out().contains("ProtoField.uint32(\"mixed.Mixed.Counters.nameLength\","
        + " \"nameLength\", base.DEC)"), mixed.out());
  }

  @Test
  void theKaitaiExportNamesEachSizeByItsNameInSnakeCase() {
    Cli.Result ksy = Cli.run("kaitai", "leviathan");
    assertEquals(0, ksy.exit(), ksy.err());
    assertTrue(ksy.out().contains("      - id: messages_count\n        type: u1\n"), ksy.out());
    assertTrue(ksy.out().contains("        repeat-expr: messages_count\n"), ksy.out());
    assertTrue(ksy.out().contains("      - id: acks_length\n"), ksy.out());
    Cli.Result mixed = Cli.run("kaitai", "--type", "io.framewright.cli.samples.Mixed");
    assertEquals(0, mixed.exit(), mixed.err());
    assertTrue(mixed.out().contains("- id: name_length\n"), mixed.out());
  }

  @Test
  void aComponentOfTheSizesNameLeavesThePrefixAnotherName() {
    // LengthClash(@Length(bits = 8) byte[] data, @Field(bits = 8) int dataLength): the layout
    // names data's length dataLengthPrefix, as a component is called dataLength (it named both
    // dataLength before issue 30). data's length 02, "hi", then 07.
    Cli.Result r = Cli.run("decode", "--type", "io.framewright.cli.samples.LengthClash",
        "--hex", "02686907");
    assertEquals(0, r.exit(), r.err());
    JsonNode f = r.frame();
    assertEquals(List.of("dataLengthPrefix", "data", "dataLength"), names(f));
    // encode derives the prefix, and takes the component as it is.
    Cli.Result encoded = Cli.run("encode", "--type", "io.framewright.cli.samples.LengthClash",
        "--json", r.out().trim());
    assertEquals(0, encoded.exit(), encoded.err());
    assertEquals("02686907", encoded.out().trim());
  }
}
