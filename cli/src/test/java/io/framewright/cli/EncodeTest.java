package io.framewright.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** {@code framewright encode}: the simple JSON form, derived fields, errors. */
class EncodeTest {

  private static String encode(String protocol, String json) {
    Cli.Result r = Cli.run("encode", protocol, "--json", json);
    assertEquals(0, r.exit(), r.err());
    return r.out().trim();
  }

  @Test
  void simpleFormOfAUnionVariant() {
    assertEquals(Vectors.compact(Vectors.BEER_POSITION), encode("beer",
        "{\"type\": \"BeerMessage.ObjectPosition\", \"id\": 305419896, \"x\": 100, \"y\": -100}"));
    // the variant's simple name is enough
    assertEquals(Vectors.compact(Vectors.BEER_EVENT),
        encode("beer", "{\"type\": \"Event\", \"event\": 7, \"arguments\": \"0102\"}"));
  }

  @Test
  void atTypeLeavesTypeToAComponent() {
    assertEquals(Vectors.compact("42454552 02000000 2a000000 03000000 0d0a"), encode("beer",
        "{\"@type\": \"BeerMessage.NewObject\", \"id\": 42, \"type\": 3}"));
  }

  @Test
  void nestedUnionsInTheSimpleForm() {
    assertEquals(Vectors.compact(Vectors.LEVIATHAN_SERVER_ALLOW), encode("leviathan",
        "{\"type\": \"NormalPacket\", \"packetId\": 4, \"firstAck\": 1, \"acks\": \"33\","
            + " \"messages\": [{\"type\": \"Response\", \"messageNumber\": 8, \"body\":"
            + " {\"type\": \"ServerAllow\", \"responseTo\": 0,"
            + " \"serverAcceptedWhat\": \"REQUEST_QUEUED\", \"message\": \"not a chance\"}}]}"));
  }

  @Test
  void derivedLengthsAndFlagsNeedNotBeGiven() {
    // avara: flags and dataLen left out, and the optional distribution and sender (absent)
    assertEquals(Vectors.compact(Vectors.AVARA_PING), encode("avara",
        "{\"ack\": 4, \"commands\": [{\"serialNumber\": 2, \"sendCount\": 0,"
            + " \"command\": 31, \"p3\": 4660, \"p2\": -3, \"p1\": 5, \"data\": \"616263\"}]}"));
    // bitpacked: payloadLength, flags and payloadType (the payload's variant selects it) left
    // out
    assertEquals(Vectors.compact(Vectors.BITPACKED), encode("bitpacked",
        "{\"messageId\": 703710, \"messageType\": 63,"
            + " \"offset\": {\"offset\": 5, \"last\": false}, \"turn\": 65300,"
            + " \"payload\": {\"type\": \"Int32s\", \"values\": [1, -2]}}"));
  }

  @Test
  void optionalFieldsLeftOutAreAbsent() {
    // bitpacked without offset and turn: payloadLength 0 (10 bits), payloadType CUSTOM (0, 4),
    // flags 0 (2), messageId 1 (20), messageType 1 (6), reserved (6): 0000, then 0000 1 and
    // 000001 000000, 00000000 00000000 00010000 01000000
    assertEquals("000000001040", encode("bitpacked",
        "{\"messageId\": 1, \"messageType\": 1,"
            + " \"payload\": {\"type\": \"Custom\", \"values\": \"\"}}"));
    // avara: p3, p2 and p1 left out take their @WhenAbsent(0), and are off the wire: serial
    // 0001, sendCount 00, flags 00, command 07
    assertEquals("0100" + "00" + "00" + "07", encode("avara",
        "{\"type\": \"CommandPacket\", \"serialNumber\": 1, \"sendCount\": 0,"
            + " \"command\": 7, \"data\": \"\"}"));
  }

  @Test
  void aFieldLeftOutIsRefusedByItsPath() {
    // Issue 29: encode took a left-out field for 0 without a word.
    Cli.Result r = Cli.run("encode", "beer", "--json",
        "{\"type\": \"ObjectPosition\", \"id\": 1, \"x\": 2}");
    assertEquals(FramewrightCli.BAD_INPUT, r.exit(), r.err());
    assertEquals("", r.out());
    assertEquals("encode error: BeerMessage(BeerMessage.ObjectPosition).y: missing; only what"
        + " encode derives (counts, lengths, @Flags bits, checksums, selectors) and optional"
        + " fields may be left out", r.err().strip());
    // Nested, and several: the first by its path, the others by name.
    r = Cli.run("encode", "avara", "--json", "{\"ack\": 4, \"commands\": [{\"command\": 31,"
        + " \"data\": \"\"}]}");
    assertEquals(FramewrightCli.BAD_INPUT, r.exit(), r.err());
    assertTrue(r.err().startsWith("encode error: Datagram.commands[0].serialNumber: missing"
        + " (also missing: sendCount); "), r.err());
    // A list is needed too, empty or not.
    r = Cli.run("encode", "leviathan", "--json", "{\"type\": \"AckOnlyPacket\"}");
    assertEquals(FramewrightCli.BAD_INPUT, r.exit(), r.err());
    assertTrue(r.err().startsWith("encode error: LeviathanPacket(AckOnlyPacket).packetIds: missing; "), r.err());
  }

  @Test
  void aSizeOnTheWireIsNoFieldToGive() {
    // The count decode shows before packetIds is encode's to write: the simple form is told so.
    Cli.Result r = Cli.run("encode", "leviathan", "--json", "{\"type\": \"AckOnlyPacket\","
        + " \"packetIdsCount\": 1, \"packetIds\": [7]}");
    assertEquals(FramewrightCli.BAD_INPUT, r.exit(), r.err());
    assertEquals("encode error: LeviathanPacket(AckOnlyPacket).packetIdsCount: the size of packetIds on the wire,"
        + " which encode writes itself: leave it out", r.err().strip());
  }

  @Test
  void anotherMessageTypeOfTheProtocol() {
    // serial 16 | sendCount 0 | flags 90 (sender, u8 length) | kpJSON | length 4 | sender 0
    assertEquals("1000" + "00" + "90" + "24" + "04" + "00" + "62222231",
        encode("avara", "{\"type\": \"CommandPacket\", \"serialNumber\": 16, \"sendCount\": 0,"
            + " \"command\": 36, \"sender\": 0, \"data\": \"62222231\"}"));
  }

  @Test
  void jsonNestedDeeperThanTheLimitIsBadInput() {
    String deep = "[".repeat(1001) + "]".repeat(1001);
    Cli.Result r = Cli.run("encode", "beer", "--json", deep);
    assertEquals(FramewrightCli.BAD_INPUT, r.exit(), r.err());
    assertEquals("", r.out());
    assertTrue(r.err().startsWith("bad JSON: nested more than 1000 deep (the limit) at "),
        r.err());
    // inside a message, too
    r = Cli.run("encode", "beer", "--json",
        "{\"type\": \"Event\", \"arguments\": " + deep + "}");
    assertEquals(FramewrightCli.BAD_INPUT, r.exit(), r.err());
    assertTrue(r.err().startsWith("bad JSON: nested more than 1000 deep"), r.err());
  }

  @Test
  void jsonAtTheDepthLimitIsReadAndItsErrorQuotesAnExcerpt() {
    // 999 arrays inside the object: 1000 levels, the limit itself
    String deep = "[".repeat(999) + "]".repeat(999);
    Cli.Result r = Cli.run("encode", "beer", "--json",
        "{\"type\": \"Event\", \"event\": 7, \"arguments\": " + deep + "}");
    assertEquals(FramewrightCli.BAD_INPUT, r.exit(), r.err());
    assertTrue(r.err().startsWith("encode error: BeerMessage(BeerMessage.Event).arguments: "
        + "expected a string but found [[[["), r.err());
    assertTrue(r.err().length() < 200, r.err());
  }

  @Test
  void valueThatDoesNotFitIsAnEncodeError() {
    Cli.Result r = Cli.run("encode", "bitpacked", "--json",
        "{\"payloadType\": \"CUSTOM\", \"messageId\": 2000000, \"messageType\": 1,"
            + " \"payload\": {\"type\": \"Custom\", \"values\": \"\"}}");
    assertEquals(2, r.exit());
    assertTrue(r.err().contains("Packet.messageId: 2000000 does not fit 20 unsigned bits"),
        r.err());
  }

  @Test
  void unknownFieldAndTypeAreNamed() {
    Cli.Result r = Cli.run("encode", "beer", "--json",
        "{\"type\": \"ObjectPosition\", \"id\": 1, \"z\": 2}");
    assertEquals(2, r.exit());
    assertTrue(r.err().contains("BeerMessage(BeerMessage.ObjectPosition).z: no such field"),
        r.err());
    r = Cli.run("encode", "beer", "--json", "{\"type\": \"Nope\"}");
    assertEquals(2, r.exit());
    assertTrue(r.err().contains("unknown type \"Nope\""), r.err());
    r = Cli.run("encode", "beer", "--json", "{\"type\": ");
    assertEquals(2, r.exit());
    assertTrue(r.err().startsWith("bad JSON"), r.err());
  }
}
