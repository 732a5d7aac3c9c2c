package io.framewright.cli;

import static io.framewright.cli.Cli.assertEntry;
import static io.framewright.cli.Cli.assertPosition;
import static io.framewright.cli.Cli.entry;
import static io.framewright.cli.Cli.names;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@code framewright decode}: a real frame of each protocol, field by field. */
class DecodeTest {

  private static JsonNode decode(String protocol, String hex, String... more) {
    String[] args = new String[4 + more.length];
    args[0] = "decode";
    args[1] = protocol;
    args[2] = "--hex";
    args[3] = hex;
    System.arraycopy(more, 0, args, 4, more.length);
    Cli.Result r = Cli.run(args);
    assertEquals(0, r.exit(), r.err());
    assertEquals("", r.err());
    return r.frame();
  }

  @Test
  void beerObjectPosition() {
    JsonNode f = decode("beer", Vectors.BEER_POSITION);
    assertEquals("BeerMessage.ObjectPosition", f.get("type").asText());
    assertEquals(0, f.get("offset").asInt());
    assertEquals(18, f.get("length").asInt());
    assertEquals(List.of("(magic)", "(tag)", "id", "x", "y", "(terminator)"), names(f));
    assertEntry(entry(f, "(magic)"), "\"42454552\"", 0, 0, 32);
    assertEntry(entry(f, "(tag)"), "\"00000000\"", 4, 0, 32);
    assertEntry(entry(f, "id"), "305419896", 8, 0, 32);
    assertEntry(entry(f, "x"), "100", 12, 0, 16);
    assertEntry(entry(f, "y"), "-100", 14, 0, 16);
    assertEntry(entry(f, "(terminator)"), "\"0d0a\"", 16, 0, 16);
  }

  @Test
  void beerVariableEvent() {
    JsonNode f = decode("beer", Vectors.BEER_EVENT);
    assertEquals("BeerMessage.Event", f.get("type").asText());
    assertEntry(entry(f, "event"), "7", 8, 0, 8);
    assertEntry(entry(f, "arguments"), "\"0102\"", 9, 0, 16);
  }

  @Test
  void leviathanNestedUnionsListAndAcks() {
    JsonNode f = decode("leviathan", Vectors.LEVIATHAN_SERVER_ALLOW);
    assertEquals("NormalPacket", f.get("type").asText());
    assertEquals(41, f.get("length").asInt());
    assertEquals(List.of("(tag)", "packetId", "firstAck", "acksLength", "acks",
        "messagesCount", "messages"), names(f));
    assertEntry(entry(f, "(tag)"), "\"4c6e\"", 0, 0, 16);
    assertEntry(entry(f, "packetId"), "4", 2, 0, 32);
    assertEntry(entry(f, "firstAck"), "1", 6, 0, 32);
    assertEntry(entry(f, "acksLength"), "\"01\"", 10, 0, 8);
    assertEntry(entry(f, "acks"), "\"33\"", 11, 0, 8);
    assertEntry(entry(f, "messagesCount"), "\"01\"", 12, 0, 8);
    JsonNode message = entry(f, "messages", "[0]");
    assertEquals("Response", message.get("type").asText());
    assertPosition(message, 13, 0, 28 * 8);
    assertEntry(entry(message, "messageNumber"), "8", 14, 0, 32);
    JsonNode body = entry(message, "body");
    assertEquals("ResponseBody.ServerAllow", body.get("type").asText());
    assertEquals(List.of("(tag)", "responseTo", "serverAcceptedWhat", "messageLength",
        "message"), names(body));
    assertEntry(entry(body, "(tag)"), "\"000a\"", 18, 0, 16);
    assertEntry(entry(body, "serverAcceptedWhat"), "\"REQUEST_QUEUED\"", 24, 0, 8);
    assertEntry(entry(body, "messageLength"), "\"0000000c\"", 25, 0, 32);
    assertEntry(entry(body, "message"), "\"not a chance\"", 29, 0, 96);
  }

  @Test
  void leviathanAckOnlyArray() {
    JsonNode f = decode("leviathan", Vectors.LEVIATHAN_ACK_ONLY);
    assertEquals("AckOnlyPacket", f.get("type").asText());
    assertEntry(entry(f, "packetIdsCount"), "\"03\"", 2, 0, 8);
    assertEntry(entry(f, "packetIds"), "[1, 2, 4294967295]", 3, 0, 96);
  }

  @Test
  void aListUpToItsTerminatorHasNoCount() {
    // A @Delimited list's terminator is traced under the list's name: an empty list's, or one
    // before another list's elements, was taken for the list's count ("firstCount") and encode
    // then refused the JSON. The cli sample Names: first 01 "a" 00, second 00 (empty), after
    // 0007; then first and second both empty (00 00). A terminator after elements is wire-only.
    Cli.Result r = Cli.run("decode", "--type", "io.framewright.cli.samples.Names",
        "--hex", "0161 00 00 0007");
    assertEquals(0, r.exit(), r.err());
    assertEquals(List.of("first", "(first terminator)", "second", "after"), names(r.frame()));
    r = Cli.run("decode", "--type", "io.framewright.cli.samples.Names", "--hex", "00 00 0007");
    assertEquals(0, r.exit(), r.err());
    assertEquals(List.of("first", "second", "after"), names(r.frame()));
  }

  @Test
  void aCountedListReadWholeHasOneEntry() {
    // Issue 29: an empty entry named after the list came between its count and the list, when
    // the list's elements have a fixed size and so are read whole. The examples' arena
    // Event.Scores(@Count(bits = 8) List<Score> scores), Score(@Field(bits = 16) int player,
    // int points): the varint tag 300 (ac 02), the count 02, then 0007 00000100 and
    // 0009 00000200.
    Cli.Result r = Cli.run("decode", "--type", "io.framewright.examples.arena.Event",
        "--hex", "ac02 02 0007 00000100 0009 00000200");
    assertEquals(0, r.exit(), r.err());
    JsonNode f = r.frame();
    assertEquals("Event.Scores", f.get("type").asText());
    assertEquals(List.of("(tag)", "scoresCount", "scores"), names(f));
    assertEntry(entry(f, "scoresCount"), "\"02\"", 2, 0, 8);
    assertEntry(entry(f, "scores"), "[{\"type\": \"Score\", \"player\": 7, \"points\": 256},"
        + " {\"type\": \"Score\", \"player\": 9, \"points\": 512}]", 3, 0, 96);
    // No scores: the count 00, then the list, empty, where it would start.
    r = Cli.run("decode", "--type", "io.framewright.examples.arena.Event", "--hex", "ac02 00");
    assertEquals(0, r.exit(), r.err());
    f = r.frame();
    assertEquals(List.of("(tag)", "scoresCount", "scores"), names(f));
    assertEntry(entry(f, "scores"), "[]", 3, 0, 0);
  }

  @Test
  void piesNestedItemsAndNumbers() {
    JsonNode f = decode("pies", Vectors.PIES_LEVEL_DATA);
    assertEquals("PiesPacket.LevelData", f.get("type").asText());
    assertEquals(List.of("(tag)", "name", "data"), names(f));
    assertEntry(entry(f, "(tag)"), "\"06\"", 0, 0, 8);
    JsonNode name = entry(f, "name");
    assertEquals("StringItem", name.get("type").asText());
    assertEntry(entry(name, "(magic)"), "\"01\"", 1, 0, 8);
    assertEntry(entry(name, "value"), "\"lvl1\"", 2, 0, 32);
    JsonNode second = entry(f, "data", "[1]");
    assertEquals("NumberItem", second.get("type").asText());
    assertEntry(entry(second, "(magic)"), "\"02\"", 12, 0, 8);
    assertEntry(entry(second, "value"), "-300", 13, 0, 24);
    assertEntry(entry(f, "data", "[0]", "value"), "500", 8, 0, 24);
  }

  @Test
  void piesSync() {
    JsonNode f = decode("pies", Vectors.PIES_SYNC);
    assertEquals("PiesPacket.Sync", f.get("type").asText());
    assertEntry(entry(f, "username", "value"), "\"user3\"", 2, 0, 40);
    assertEntry(entry(f, "otherPlayers", "value"), "\"user1|$|user2\"", 9, 0, 13 * 8);
  }

  @Test
  void bitpackedSubByteFields() {
    JsonNode f = decode("bitpacked", Vectors.BITPACKED);
    assertEquals("Packet", f.get("type").asText());
    assertEquals(List.of("payloadLength", "payloadType", "flags", "messageId", "messageType",
        "(reserved)", "offset", "turn", "payload"), names(f));
    assertEntry(entry(f, "payloadLength"), "8", 0, 0, 10);
    assertEntry(entry(f, "payloadType"), "\"INT32\"", 1, 2, 4);
    assertEntry(entry(f, "flags"), "3", 1, 6, 2);
    assertEntry(entry(f, "messageId"), "703710", 2, 0, 20);
    assertEntry(entry(f, "messageType"), "63", 4, 4, 6);
    assertEntry(entry(f, "(reserved)"), "\"00\"", 5, 2, 6);
    JsonNode offset = entry(f, "offset");
    assertEquals("Packet.Offset", offset.get("type").asText());
    assertPosition(offset, 6, 0, 16);
    assertEntry(entry(offset, "offset"), "5", 6, 0, 15);
    assertEntry(entry(offset, "last"), "false", 7, 7, 1);
    assertEntry(entry(f, "turn"), "65300", 8, 0, 16);
    // The payload is typed by payloadType: its values, not its hex.
    JsonNode payload = entry(f, "payload");
    assertEquals("Payload.Int32s", payload.get("type").asText());
    assertPosition(payload, 10, 0, 64);
    assertEntry(entry(payload, "values"), "[1,-2]", 10, 0, 64);
  }

  @Test
  void avaraDatagramWithCommand() {
    JsonNode f = decode("avara", Vectors.AVARA_PING);
    assertEquals("Datagram", f.get("type").asText());
    assertEquals(List.of("(checksum)", "ack", "commands"), names(f));
    assertEntry(entry(f, "(checksum)"), "\"0dc0\"", 0, 0, 16);
    assertEntry(entry(f, "ack"), "4", 2, 0, 16);
    JsonNode command = entry(f, "commands", "[0]");
    assertEquals("CommandPacket", command.get("type").asText());
    assertPosition(command, 4, 0, 14 * 8);
    assertEntry(entry(command, "serialNumber"), "2", 4, 0, 16);
    assertEntry(entry(command, "command"), "31", 8, 0, 8);
    assertEntry(entry(command, "p3"), "4660", 9, 0, 16);
    assertEntry(entry(command, "p2"), "-3", 11, 0, 16);
    assertEntry(entry(command, "dataLen"), "3", 13, 0, 8);
    assertEntry(entry(command, "p1"), "5", 14, 0, 8);
    assertEntry(entry(command, "data"), "\"616263\"", 15, 0, 24);
  }

  @Test
  void leviathanUnknownVariantShowsItsTagAndData() {
    JsonNode body = entry(decode("leviathan", Vectors.LEVIATHAN_UNKNOWN_RESPONSE),
        "messages", "[0]", "body");
    assertEquals("ResponseBody.Unknown", body.get("type").asText());
    assertEquals(List.of("(tag)", "data", "tag"), names(body));
    assertEntry(entry(body, "(tag)"), "\"0063\"", 18, 0, 16);
    assertEntry(entry(body, "data"), "\"abcd\"", 20, 0, 16);
    // the tag component has no part of its own: the union's (tag) holds it
    JsonNode tag = entry(body, "tag");
    assertEquals(Cli.json("99"), tag.get("value"));
    assertEquals(0, tag.get("bits").asInt());
    assertTrue(!tag.has("byte") && !tag.has("bit"), tag.toString());
  }

  @Test
  void avaraCommandPacketAlone() {
    JsonNode f = decode("avara", "1000 00 90 24 07 00 7b2261223a317d", "--type", "CommandPacket");
    assertEquals("CommandPacket", f.get("type").asText());
    assertEntry(entry(f, "command"), "36", 4, 0, 8);
    assertEntry(entry(f, "sender"), "0", 6, 0, 8);
    assertEntry(entry(f, "data"), "\"7b2261223a317d\"", 7, 0, 56);
  }

  /**
   * Value rules change no value decode shows: samples.Ruled's constant, ranges and any-of are
   * plain numbers. Bytes: protocol 0000 (constant 0), unit 17, function 3, type 12 and digit 5
   * in c5, count 2, quantities 1 and 125, v 10. A value outside its rule is the codec's typed
   * error at the field: unit 0 is below 1..247, at byte 2.
   */
  @Test
  void valueRulesShowValuesAndRefuseAtTheField() {
    String type = "io.framewright.cli.samples.Ruled";
    Cli.Result ok = Cli.run("decode", "--type", type, "--hex", "0000 11 03 c5 02 0001 007d 0a");
    assertEquals(0, ok.exit(), ok.err());
    JsonNode f = ok.frame();
    assertEquals(List.of("protocol", "unit", "function", "type", "digit",
        "quantitiesCount", "quantities", "v"), names(f));
    assertEntry(entry(f, "protocol"), "0", 0, 0, 16);
    assertEntry(entry(f, "unit"), "17", 2, 0, 8);
    assertEntry(entry(f, "function"), "3", 3, 0, 8);
    assertEntry(entry(f, "type"), "12", 4, 0, 4);
    assertEntry(entry(f, "digit"), "5", 4, 4, 4);
    assertEntry(entry(f, "quantities"), "[1, 125]", 6, 0, 32);
    assertEntry(entry(f, "v"), "10", 10, 0, 8);
    Cli.Result r = Cli.run("decode", "--type", type, "--hex", "0000 00 03 c5 02 0001 007d 0a");
    assertEquals(2, r.exit());
    assertEquals("", r.out());
    assertTrue(r.err().startsWith("decode error: Ruled.unit at byte 2: expected 1..247 but"
        + " found 0"), r.err());
  }

  /**
   * Constant bytes (samples.RakPing's 16-byte magic) are a component like any bytes: their hex
   * in the JSON, at their offset. Bytes: id 01, time 0x1234, the magic, GUID 0x0102030405060708.
   * Another last byte (79) is the codec's error at the component, byte 9, both in hex; encode
   * takes back what decode showed.
   */
  @Test
  void constantBytesShowAndRefuseAtTheComponent() {
    String type = "io.framewright.cli.samples.RakPing";
    String magic = "00ffff00fefefefefdfdfdfd12345678";
    String hex = "01 0000000000001234 " + magic + " 0102030405060708";
    Cli.Result ok = Cli.run("decode", "--type", type, "--hex", hex);
    assertEquals(0, ok.exit(), ok.err());
    JsonNode f = ok.frame();
    assertEquals(List.of("id", "time", "magic", "clientGuid"), names(f));
    assertEntry(entry(f, "magic"), "\"" + magic + "\"", 9, 0, 128);
    assertEntry(entry(f, "clientGuid"), "72623859790382856", 25, 0, 64);
    Cli.Result r = Cli.run("decode", "--type", type, "--hex",
        "01 0000000000001234 00ffff00fefefefefdfdfdfd12345679 0102030405060708");
    assertEquals(2, r.exit());
    assertTrue(r.err().startsWith("decode error: RakPing.magic at byte 9: expected 00 ff ff 00"
        + " fe fe fe fe fd fd fd fd 12 34 56 78 but found 00 ff ff 00 fe fe fe fe fd fd fd fd 12"
        + " 34 56 79"), r.err());
  }

  /**
   * A list its last element ends (samples.OptionChain, {@code @RepeatUntil(field = "last")}) is
   * a list as a counted one is: its elements in order, each at its offset. Bytes: option 0 is
   * 01 (last bit clear, type 1), count 01, data aa; option 1 is 82 (last bit set, type 2),
   * count 00; then after 07. Without an option whose last bit is set, decode fails at the list.
   */
  @Test
  void aListItsLastElementEnds() {
    String type = "io.framewright.cli.samples.OptionChain";
    Cli.Result ok = Cli.run("decode", "--type", type, "--hex", "01 01 aa 82 00 07");
    assertEquals(0, ok.exit(), ok.err());
    JsonNode f = ok.frame();
    assertEquals(List.of("options", "after"), names(f));
    assertEntry(entry(f, "options", "[0]", "type"), "1", 0, 1, 7);
    assertEntry(entry(f, "options", "[0]", "data"), "\"aa\"", 2, 0, 8);
    assertEntry(entry(f, "options", "[1]", "last"), "true", 3, 0, 1);
    assertEntry(entry(f, "after"), "7", 5, 0, 8);
    Cli.Result r = Cli.run("decode", "--type", type, "--hex", "01 00 02 00");
    assertEquals(2, r.exit());
    assertTrue(r.err().startsWith("decode error: OptionChain.options"), r.err());
  }

  /**
   * A union variant reading the flags of the packet holding it: 32 (type 3, flags 2: bits 2-1
   * not 0), length 08, topic 03 "a/b", id 000a, payload "hi"; the JSON encodes back to the bytes.
   */
  @Test
  void aVariantReadsTheFlagsOfThePacketHoldingIt() {
    String type = "io.framewright.cli.samples.PubPacket";
    Cli.Result ok = Cli.run("decode", "--type", type, "--hex", "32 08 03 612f62 000a 6869");
    assertEquals(0, ok.exit(), ok.err());
    JsonNode f = ok.frame();
    assertEquals(List.of("type", "flags", "bodyLength", "body"), names(f));
    assertEntry(entry(f, "body", "id"), "10", 6, 0, 16);
    Cli.Result none = Cli.run("decode", "--type", type, "--hex", "30 06 03 612f62 6869");
    assertEquals(0, none.exit(), none.err());
    assertTrue(!none.out().contains("\"id\""), none.out());
  }

  /**
   * A union's catch-all of declared shape: the JSON names it and gives its tag component and its
   * data, then the list goes on. Bytes: entries, 11 bytes; type 0001 (Name), length 03, "abc";
   * type 0a0b (no variant has it), length 02, data 0102; after 07.
   */
  @Test
  void aCatchAllOfDeclaredShapeGoesOnToTheNextEntry() {
    String type = "io.framewright.cli.samples.Tlvs";
    String hex = "0b 0001 03 616263 0a0b 02 0102 07";
    Cli.Result ok = Cli.run("decode", "--type", type, "--hex", hex);
    assertEquals(0, ok.exit(), ok.err());
    JsonNode f = ok.frame();
    assertEquals(List.of("[0]", "[1]"), names(entry(f, "entries")));
    assertEntry(entry(f, "entries", "[0]", "text"), "\"abc\"", 4, 0, 24);
    // The catch-all's tag component is the tag's bytes, read again.
    assertEntry(entry(f, "entries", "[1]", "type"), "2571", 7, 0, 16);
    assertEntry(entry(f, "entries", "[1]", "value"), "\"0102\"", 10, 0, 16);
    assertEntry(entry(f, "after"), "7", 12, 0, 8);
    Cli.Result encoded = Cli.run("encode", "--type", type, "--json", ok.out().trim());
    assertEquals(0, encoded.exit(), encoded.err());
    assertEquals(hex.replace(" ", ""), encoded.out().trim().replace(" ", ""));
  }

  @Test
  void aTruncatedPartShowsItsZeroFilledFieldsOffTheWire() {
    String type = "io.framewright.cli.samples.ZeroFilled";
    // len 2, kind 1: Pair's a 0501 (261, little-endian), b's two zero bytes dropped; after 07
    String hex = "02 01 0501 07";
    Cli.Result ok = Cli.run("decode", "--type", type, "--hex", hex);
    assertEquals(0, ok.exit(), ok.err());
    JsonNode f = ok.frame();
    assertEntry(entry(f, "len"), "2", 0, 0, 8);
    assertEntry(entry(f, "body", "a"), "261", 2, 0, 16);
    // b is all zero-filled: its value, and no place on the wire
    assertEquals("0", entry(f, "body", "b").get("value").toString());
    assertEquals(0, entry(f, "body", "b").get("bits").asInt());
    assertEquals(null, entry(f, "body", "b").get("byte"));
    assertEntry(entry(f, "after"), "7", 4, 0, 8);
    // encode of that JSON drops b's zeros again
    Cli.Result encoded = Cli.run("encode", "--type", type, "--json", ok.out().trim());
    assertEquals(0, encoded.exit(), encoded.err());
    assertEquals(hex.replace(" ", ""), encoded.out().trim().replace(" ", ""));
    // len 3: b's first byte 09 on the wire (b is 9), its second zero-filled: b's entry is the
    // byte on the wire
    String part = "03 01 0501 09 07";
    Cli.Result cut = Cli.run("decode", "--type", type, "--hex", part);
    assertEquals(0, cut.exit(), cut.err());
    assertEntry(entry(cut.frame(), "body", "b"), "9", 4, 0, 8);
    assertEntry(entry(cut.frame(), "after"), "7", 5, 0, 8);
    Cli.Result again = Cli.run("encode", "--type", type, "--json", cut.out().trim());
    assertEquals(part.replace(" ", ""), again.out().trim().replace(" ", ""));
  }

  @Test
  void prettyPrintsTheSameDocument() {
    Cli.Result pretty = Cli.run("decode", "beer", "--hex", Vectors.BEER_POSITION, "--pretty");
    assertEquals(0, pretty.exit());
    assertTrue(pretty.out().contains("\n  \"fields\""), pretty.out());
    assertEquals(decode("beer", Vectors.BEER_POSITION), Cli.json(pretty.out()));
  }

  @Test
  void readsAFile(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) throws Exception {
    java.nio.file.Path file = dir.resolve("frame.bin");
    java.nio.file.Files.write(file, io.framewright.runtime.Hex.parse(Vectors.BEER_REMOVED));
    Cli.Result r = Cli.run("decode", "beer", "--file", file.toString());
    assertEquals(0, r.exit(), r.err());
    assertEntry(entry(r.frame(), "id"), "3735928559", 8, 0, 32);
  }
}
