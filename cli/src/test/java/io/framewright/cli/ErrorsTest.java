package io.framewright.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.framewright.runtime.Hex;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** A frame that does not decode: exit 2, the typed error on stderr, nothing on stdout. */
class ErrorsTest {

  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = '|', value = {
      // unknown opcode 0x63
      "beer | 42454552 63000000 78563412 6400 9cff 0d0a | BeerMessage.(tag) at byte 4: "
          + "expected one of the tags 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14 "
          + "but found 99 | 42 45 45 52 [63] 00",
      // serverAcceptedWhat 07 at byte 24 is no ServerAcceptedType
      "leviathan | 4C6E 00000004 00000001 01 33 01 12 00000008 000A 00000000 07 0000000C"
          + " 6E6F742061206368616E6365 | LeviathanPacket.NormalPacket.messages[0].Response"
          + ".body.ServerAllow.serverAcceptedWhat at byte 24: expected a wire value of "
          + "ServerAcceptedType | 00 00 00 00 [07] 00",
      // unknown packet id 0x77
      "pies | 77 01 7573657233 00 ff | PiesPacket.(tag) at byte 0: expected one of the tags"
          + " | [77] 01 75",
      // a reserved bit set: bit 47, in byte 5
      "bitpacked | 021b abcdefc1 000a ff14 00000001 fffffffe | Packet.(reserved) at byte 5 "
          + "(bit 42): expected zero bits but found 1 | ef [c1] 00",
      // the payload cut short
      "avara | 0dc0 0400 0200 00 33 1f 3412 fdff 03 05 6162 | Datagram.commands[0].data at "
          + "byte 15: expected 3 bytes but found end of input after 2 bytes | 05 [61] 62"})
  void badInputExitsTwoWithPathOffsetAndExcerpt(String protocol, String hex, String message,
      String excerpt) {
    Cli.Result r = Cli.run("decode", protocol, "--hex", hex);
    assertEquals(2, r.exit());
    assertEquals("", r.out());
    assertTrue(r.err().startsWith("decode error: " + message), r.err());
    assertTrue(r.err().contains(excerpt), r.err());
  }

  @Test
  void anInputLongerThanMaxInputIsRefused(@TempDir Path dir) throws Exception {
    Path file = dir.resolve("frames.bin");
    Files.write(file, Hex.parse(Vectors.BEER_POSITION + Vectors.BEER_REMOVED)); // 32 bytes
    Cli.Result r = Cli.run("decode", "beer", "--stream", "--max-input", "31", "--file",
        file.toString());
    assertEquals(FramewrightCli.BAD_INPUT, r.exit());
    assertEquals("error: input too long: " + file + " has more than 31 bytes (the limit; raise "
        + "it with --max-input)", r.err().trim());
    assertEquals(1, r.frames().size()); // a stream's frames before the limit are shown
    r = Cli.run("decode", "beer", "--stream", "--max-input", "32", "--file", file.toString());
    assertEquals(0, r.exit(), r.err());
    assertEquals(2, r.frames().size());
    r = Cli.run("decode", "beer", "--max-input", "17", "--hex", Vectors.BEER_POSITION);
    assertEquals(FramewrightCli.BAD_INPUT, r.exit());
    assertTrue(r.err().contains("--hex has more than 17 bytes"), r.err());
    r = Cli.run("encode", "beer", "--max-input", "20", "--json",
        "{\"type\": \"ObjectRemoved\", \"id\": 1}");
    assertEquals(FramewrightCli.BAD_INPUT, r.exit());
    assertTrue(r.err().contains("--json has more than 20 bytes"), r.err());
    r = Cli.run("decode", "beer", "--max-input", "0", "--hex", Vectors.BEER_POSITION);
    assertEquals(FramewrightCli.USAGE, r.exit());
  }

  @Test
  void helpStatesTheLimit() {
    Cli.Result r = Cli.run("decode", "--help");
    assertTrue(r.out().contains("--max-input=BYTES"), r.out());
    assertTrue(r.out().contains("default: 1048576"), r.out());
    r = Cli.run("encode", "--help");
    assertTrue(r.out().contains("--max-input=BYTES"), r.out());
  }

  /**
   * Words reads its count from the message that holds it (Sentence, cli test samples): alone it
   * can not be decoded or encoded, and the command line says so in one line, naming Sentence.
   */
  @Test
  void aTypeThatNeedsItsEnclosingMessageIsAUsageError() {
    String expected = "error: Words reads _parent.count of the message that encloses it, so it "
        + "is decoded and encoded only as part of that message: use --type "
        + "io.framewright.cli.samples.Sentence";
    Cli.Result r = Cli.run("decode", "--type", "io.framewright.cli.samples.Words", "--hex",
        "00010002");
    assertEquals(FramewrightCli.USAGE, r.exit(), r.err());
    assertEquals("", r.out());
    assertEquals(expected, r.err().trim());
    r = Cli.run("encode", "--type", "io.framewright.cli.samples.Words", "--json",
        "{\"words\": [1, 2]}");
    assertEquals(FramewrightCli.USAGE, r.exit(), r.err());
    assertEquals(expected, r.err().trim());
    // the enclosing type decodes: count 02, words 0001 0002
    r = Cli.run("decode", "--type", "io.framewright.cli.samples.Sentence", "--hex",
        "02 0001 0002");
    assertEquals(0, r.exit(), r.err());
  }
}
