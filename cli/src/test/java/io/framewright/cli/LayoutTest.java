package io.framewright.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** {@code framewright layout} and {@code framewright protocols}. */
class LayoutTest {

  private static List<String> types(String out) {
    List<String> types = new ArrayList<>();
    for (String line : out.split("\n")) {
      if (line.startsWith("== ")) {
        types.add(line.substring(3, line.indexOf(' ', 3)));
      }
    }
    return types;
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource({
      "leviathan, LeviathanPacket, ResponseBody.ServerAllow, 52",
      "pies, PiesPacket, NumberItem, 18",
      "bitpacked, PacketHeader, Payload.Int32s, 14",
      "avara, Datagram, CommandPacket, 2",
      "beer, BeerMessage, BeerMessage.ObjectPosition, 16"})
  void listsEveryMessageTypeSortedWithItsLayout(String protocol, String top, String other,
      int count) {
    Cli.Result r = Cli.run("layout", protocol);
    assertEquals(0, r.exit(), r.err());
    List<String> types = types(r.out());
    assertEquals(count, types.size(), types.toString());
    assertTrue(types.contains(top) && types.contains(other), types.toString());
    assertEquals(types.stream().sorted().toList(), types);
    assertTrue(r.out().contains("byte.bit   bits  field"), r.out());
  }

  @Test
  void layoutTableOfAType() {
    String out = Cli.run("layout", "bitpacked").out();
    assertTrue(out.contains("== Packet (PacketCodec)\n"), out);
    assertTrue(out.contains("1.2           4  payloadType          enum PayloadType, unsigned 4"),
        out);
    assertTrue(out.contains("variant of Payload, selected by payloadType; byte length in"
        + " payloadLength"), out);
  }

  @Test
  void aUnionIsFollowedByItsVariants() {
    // Issue 29: a union's layout showed its tag table alone. beer's opcodes 0 to 14, in
    // shared/formats/beer.source.txt's order: each variant's table follows the union's.
    Cli.Result r = Cli.run("layout", "beer", "--type", "BeerMessage");
    assertEquals(0, r.exit(), r.err());
    assertEquals(List.of("BeerMessage", "BeerMessage.ObjectPosition", "BeerMessage.ObjectRect",
        "BeerMessage.NewObject", "BeerMessage.Event", "BeerMessage.GameSpeed",
        "BeerMessage.ObjectRemoved", "BeerMessage.NewPlayer", "BeerMessage.PlayerCrashed",
        "BeerMessage.Leaving", "BeerMessage.PlayerLeft", "BeerMessage.Welcome",
        "BeerMessage.Refused", "BeerMessage.Ready", "BeerMessage.Ping",
        "BeerMessage.ObjectInformations"), types(r.out()));
    // GameEvent of the examples: Chat(@Length(bits = 8) String sender, @Length(bits = 8)
    // String text) is tag 1, and its table follows the union's.
    String out = Cli.run("layout", "--type", "io.framewright.examples.GameEvent").out();
    assertEquals(List.of("GameEvent", "GameEvent.Chat", "GameEvent.Spawn", "GameEvent.Leave"),
        types(out));
    assertTrue(out.contains(String.join("\n",
        "== GameEvent.Chat (GameEvent_ChatCodec)",
        "at least 2 bytes, big-endian, most significant bit first.",
        "",
        "byte.bit   bits  field                wire form",
        "0.0           8  senderLength         unsigned 8",
        "              *  sender               text, UTF-8; byte length in the 8-bit field before",
        "+0.0          8  textLength           unsigned 8",
        "+             *  text                 text, UTF-8; byte length in the 8-bit field before",
        "")), out);
    // A variant by itself is its own table alone.
    assertEquals(List.of("BeerMessage.Ping"),
        types(Cli.run("layout", "beer", "--type", "Ping").out()));
  }

  @Test
  void protocolsAreListed() {
    Cli.Result r = Cli.run("protocols");
    assertEquals(0, r.exit());
    List<String> names = new ArrayList<>();
    for (String line : r.out().split("\n")) {
      names.add(line.split("\\s+")[0]);
    }
    assertEquals(List.of("avara", "beer", "bitpacked", "leviathan", "pies"), names);
    assertTrue(r.out().contains("BeerMessage"), r.out());
  }

  @Test
  void helpAndUsageErrors() {
    Cli.Result help = Cli.run("--help");
    assertEquals(0, help.exit());
    assertTrue(help.out().contains("Usage: framewright"), help.out());
    assertTrue(help.out().contains("decode"), help.out());
    assertEquals(0, Cli.run("decode", "--help").exit());
    Cli.Result unknown = Cli.run("decode", "nope", "--hex", "00");
    assertEquals(FramewrightCli.USAGE, unknown.exit());
    assertTrue(unknown.err().contains("Unknown protocol 'nope'"), unknown.err());
    assertEquals(FramewrightCli.USAGE, Cli.run("decode", "beer").exit());
  }
}
