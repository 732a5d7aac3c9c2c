package io.framewright.cli;

import static io.framewright.cli.Cli.entry;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.framewright.runtime.Hex;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code decode --stream}: good frames around a corrupt one, resynchronised. */
class StreamTest {

  @Test
  void beerResynchronisesAtTheNextSignature() {
    // 18 bytes good | 12 bytes: opcode 99, then junk | 14 bytes good
    String corrupt = "42454552 63000000 0d0a 0102";
    Cli.Result r = Cli.run("decode", "beer", "--stream", "--hex",
        Vectors.BEER_POSITION + corrupt + Vectors.BEER_REMOVED);
    assertEquals(2, r.exit());
    List<JsonNode> frames = r.frames();
    assertEquals(2, frames.size(), r.out());
    assertEquals("BeerMessage.ObjectPosition", frames.get(0).get("type").asText());
    assertEquals(0, frames.get(0).get("offset").asInt());
    assertEquals("BeerMessage.ObjectRemoved", frames.get(1).get("type").asText());
    assertEquals(30, frames.get(1).get("offset").asInt());
    assertEquals(14, frames.get(1).get("length").asInt());
    // offsets inside a frame count from the frame's start
    Cli.assertEntry(entry(frames.get(1), "id"), "3735928559", 8, 0, 32);
    assertTrue(r.err().startsWith("decode error: frame at offset 18 (input byte 22): "
        + "BeerMessage.(tag) at byte 4"), r.err());
    assertEquals(1, r.err().lines().filter(l -> l.startsWith("decode error")).count(), r.err());
  }

  @Test
  void piesResynchronisesAfterTheNextSplitter() {
    String corrupt = "77 01 02 ff";
    Cli.Result r = Cli.run("decode", "pies", "--stream", "--hex",
        Vectors.PIES_AUTH + corrupt + Vectors.PIES_SYNC);
    assertEquals(2, r.exit());
    List<JsonNode> frames = r.frames();
    assertEquals(2, frames.size(), r.out());
    assertEquals("PiesPacket.Auth", frames.get(0).get("type").asText());
    assertEquals("PiesPacket.Sync", frames.get(1).get("type").asText());
    assertEquals(13, frames.get(1).get("offset").asInt());
    assertTrue(r.err().contains("frame at offset 9 (input byte 9): PiesPacket.(tag) at byte 0"),
        r.err());
  }

  @Test
  void bitpackedSkipsABadPacketByItsDeclaredLength() {
    // payload type 12 (reserved), 6 bytes of payload that would decode as an empty packet
    String corrupt = "01b0 00001080 0000 00001080";
    Cli.Result r = Cli.run("decode", "bitpacked", "--stream", "--hex",
        Vectors.BITPACKED + corrupt + Vectors.BITPACKED);
    assertEquals(2, r.exit());
    List<JsonNode> frames = r.frames();
    assertEquals(2, frames.size(), r.out());
    assertEquals(18, frames.get(0).get("length").asInt());
    assertEquals(18 + 12, frames.get(1).get("offset").asInt());
    assertTrue(r.err().contains("frame at offset 18 (input byte 19): Packet.payloadType"),
        r.err());
    assertEquals(1, r.err().lines().filter(l -> l.startsWith("decode error")).count(), r.err());
  }

  @Test
  void anIncompleteLastFrameIsReported() {
    Cli.Result r = Cli.run("decode", "beer", "--stream", "--hex",
        Vectors.BEER_POSITION + "42454552 05000000 efbe");
    assertEquals(2, r.exit());
    assertEquals(1, r.frames().size());
    assertTrue(r.err().contains("incomplete frame at the end of the input, at offset 18"),
        r.err());
  }

  @Test
  void aFrameLongerThanTheMaximumIsReported() {
    Cli.Result r = Cli.run("decode", "beer", "--stream", "--max-frame-length", "16", "--hex",
        Vectors.BEER_POSITION + Vectors.BEER_REMOVED);
    assertEquals(2, r.exit());
    assertTrue(r.err().contains("a frame of at most 16 byte(s)"), r.err());
    assertEquals(List.of("BeerMessage.ObjectRemoved"),
        r.frames().stream().map(f -> f.get("type").asText()).toList());
  }

  @Test
  void piesPacketsAtTheBoundaryLengthsOfTheMaximum() {
    // ../shared/formats/README.md, "pies": u8 packetId, items each ending with 00, then the
    // packet splitter ff. Chat 09 ["a" x n] is n + 4 bytes: 09 01, the letters, 00, ff. Each is
    // followed by Chat ["hi"] (6 bytes) and Auth ["user3"] (9 bytes), with a maximum of 16.
    String good = "09 01 6869 00 ff  01 01 7573657233 00 ff";
    String[] packets = {
        "09 01 61616161 61616161 616161 00 ff",          // 15 bytes: max - 1
        "09 01 61616161 61616161 61616161 00 ff",        // 16: max
        "09 01 61616161 61616161 61616161 61 00 ff",     // 17: max + 1
        "09 01 61616161 61616161 61616161 6161 00 ff"};  // 18: max + 2
    for (int i = 0; i < packets.length; i++) {
      int length = 15 + i;
      Cli.Result r = Cli.run("decode", "pies", "--stream", "--max-frame-length", "16", "--hex",
          packets[i] + good);
      List<String> types = r.frames().stream().map(f -> f.get("type").asText()).toList();
      List<Integer> offsets = r.frames().stream().map(f -> f.get("offset").asInt()).toList();
      if (length <= 16) {
        assertEquals(0, r.exit(), r.err());
        assertEquals(List.of("PiesPacket.Chat", "PiesPacket.Chat", "PiesPacket.Auth"), types);
        assertEquals(List.of(0, length, length + 6), offsets);
      } else {
        // the Chat after a packet of max + 1 was once lost: the framer skipped the bad packet's
        // own ff and took the Chat's for the end of the bad run (issue 27)
        assertEquals(2, r.exit());
        assertEquals(List.of("PiesPacket.Chat", "PiesPacket.Auth"), types, r.err());
        assertEquals(List.of(length, length + 6), offsets);
        assertTrue(r.err().contains("a frame of at most 16 byte(s)"), r.err());
        assertEquals(1, r.err().lines().filter(l -> l.startsWith("decode error")).count(),
            r.err());
      }
    }
  }

  @Test
  void aTypeWhoseMessagesRunToTheEndRefusesStream() {
    // pies Item.Unknown: its raw bytes run to the end of the input (Codec.readsToEnd)
    Cli.Result r = Cli.run("decode", "pies", "--stream", "--type", "Item.Unknown", "--hex",
        "63 0102");
    assertEquals(FramewrightCli.USAGE, r.exit(), r.err());
    assertTrue(r.err().startsWith("Item.Unknown's messages run to the end of their input: "
        + "--stream can not cut a stream into them"), r.err());
  }

  @Test
  void datagramProtocolsRefuseStream() {
    Cli.Result r = Cli.run("decode", "avara", "--stream", "--hex", Vectors.AVARA_PING);
    assertEquals(FramewrightCli.USAGE, r.exit());
    assertTrue(r.err().contains("avara is datagram-framed"), r.err());
  }

  @Test
  void framesAcrossTheChunksOfAFileKeepTheirOffsets(@TempDir Path dir) throws Exception {
    // 4,000 18-byte frames (72,000 bytes): the file is read in 65,536-byte chunks, so frame
    // 3,640 (bytes 65,520 .. 65,537) arrives in two; then 10 bytes of a frame cut short.
    byte[] frame = Hex.parse(Vectors.BEER_POSITION);
    byte[] tail = Hex.parse("42454552 05000000 efbe");
    byte[] input = new byte[4000 * 18 + tail.length];
    for (int i = 0; i < 4000; i++) {
      System.arraycopy(frame, 0, input, i * 18, 18);
    }
    System.arraycopy(tail, 0, input, 72_000, tail.length);
    Path file = dir.resolve("stream.bin");
    Files.write(file, input);
    Cli.Result r = Cli.run("decode", "beer", "--stream", "--file", file.toString());
    assertEquals(2, r.exit());
    List<JsonNode> frames = r.frames();
    assertEquals(4000, frames.size());
    for (int i = 0; i < frames.size(); i++) {
      assertEquals(18L * i, frames.get(i).get("offset").asLong());
      assertEquals(18, frames.get(i).get("length").asInt());
    }
    JsonNode split = frames.get(3640);
    Cli.assertEntry(entry(split, "id"), "305419896", 8, 0, 32);
    Cli.assertEntry(entry(split, "y"), "-100", 14, 0, 16);
    assertEquals("decode error: incomplete frame at the end of the input, at offset 72000 "
        + "(input byte 72008): BeerMessage.ObjectRemoved.id at byte 8: expected 4 bytes but "
        + "found end of input after 2 bytes", r.err().lines().findFirst().orElse(""));
  }
}
