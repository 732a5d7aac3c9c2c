package io.framewright.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The CLI in a child JVM with a 64 MiB heap: an endless input is refused at the stated limit,
 * a 900 KB frame of 450,000 parts decodes (its JSON is streamed, no tree of it is held), and a
 * capture whose TCP streams would hold 96 MB waiting for missing bytes is read within bounds.
 */
class MemoryTest {
  @TempDir
  Path dir;

  record Run(int exit, Path out, String err) {}

  private Run cli(String... args) throws Exception {
    List<String> command = new ArrayList<>(List.of(
        Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-Xmx64m",
        "-XX:+ExitOnOutOfMemoryError", "-cp", System.getProperty("java.class.path"),
        FramewrightCli.class.getName()));
    command.addAll(List.of(args));
    Path out = dir.resolve("out.json");
    Path err = dir.resolve("err.txt");
    Process p = new ProcessBuilder(command).redirectOutput(out.toFile())
        .redirectError(err.toFile()).start();
    if (!p.waitFor(120, TimeUnit.SECONDS)) {
      p.destroyForcibly();
      throw new AssertionError("timed out: " + command);
    }
    return new Run(p.exitValue(), out, Files.readString(err, StandardCharsets.UTF_8));
  }

  @Test
  void anEndlessFileIsRefusedAtTheLimit() throws Exception {
    Assumptions.assumeTrue(Files.isReadable(Path.of("/dev/zero")), "no /dev/zero here");
    for (String mode : List.of("", "--stream")) {
      Run r = mode.isEmpty() ? cli("decode", "pies", "--file", "/dev/zero")
          : cli("decode", "pies", mode, "--file", "/dev/zero");
      assertEquals(FramewrightCli.BAD_INPUT, r.exit(), r.err());
      assertTrue(r.err().contains("input too long: /dev/zero has more than 1048576 bytes "
          + "(the limit; raise it with --max-input)"), r.err());
    }
    Run r = cli("encode", "pies", "--json-file", "/dev/zero");
    assertEquals(FramewrightCli.BAD_INPUT, r.exit(), r.err());
  }

  @Test
  void aStreamIsFedAsItIsRead() throws Exception {
    Assumptions.assumeTrue(Files.isReadable(Path.of("/dev/zero")), "no /dev/zero here");
    // 100 MiB through a 64 MiB heap: only a chunk and a frame are ever held
    Run r = cli("decode", "pies", "--stream", "--max-input", "104857600", "--file", "/dev/zero");
    assertEquals(FramewrightCli.BAD_INPUT, r.exit(), r.err());
    assertTrue(r.err().startsWith("decode error: frame at offset 0 (input byte 0): "
        + "PiesPacket.(tag) at byte 0"), r.err());
    assertTrue(r.err().contains("error: input too long: /dev/zero has more than 104857600 "
        + "bytes"), r.err());
  }

  @Test
  void aFrameOf900KilobytesDecodesInA64MebibyteHeap() throws Exception {
    // pies Game Update (04) of 450,000 empty string items (01: string, no bytes, 00: data
    // splitter), then the packet splitter ff: 900,002 bytes.
    int items = 450_000;
    ByteArrayOutputStream frame = new ByteArrayOutputStream();
    frame.write(0x04);
    for (int i = 0; i < items; i++) {
      frame.write(0x01);
      frame.write(0x00);
    }
    frame.write(0xff);
    Path file = dir.resolve("game-update.bin");
    Files.write(file, frame.toByteArray());

    Run r = cli("decode", "pies", "--file", file.toString());
    assertEquals(0, r.exit(), r.err());
    assertEquals("", r.err());
    // The JSON (90 MB) is read back as a stream too.
    int strings = 0;
    String type = null;
    long length = -1;
    try (JsonParser p = new JsonFactory().createParser(r.out().toFile())) {
      while (p.nextToken() != null) {
        if (p.currentToken() == JsonToken.FIELD_NAME && p.getParsingContext().getParent()
            .inRoot()) {
          String name = p.currentName();
          p.nextToken();
          if (name.equals("type")) {
            type = p.getText();
          } else if (name.equals("length")) {
            length = p.getLongValue();
          }
        } else if (p.currentToken() == JsonToken.VALUE_STRING
            && "type".equals(p.currentName()) && p.getText().equals("Item.Str")) {
          strings++;
        }
      }
    } catch (IOException e) {
      throw new AssertionError("not JSON", e);
    }
    assertEquals("PiesPacket.GameUpdate", type);
    assertEquals(2L * items + 2, length);
    assertEquals(items, strings);
  }

  @Test
  void aCaptureOfManyStreamsHoldingBytesStaysInA64MebibyteHeap() throws Exception {
    // 100 TCP directions, each one byte in order and then 16 segments of 60,000 bytes that come
    // early (the bytes 1..999 never do): 96 MB that would be held waiting, past the heap.
    Path pcap = dir.resolve("held.pcap");
    byte[] segment = new byte[60_000];
    try (io.framewright.testing.pcap.PcapWriter w =
        io.framewright.testing.pcap.PcapWriter.open(pcap)) {
      for (int flow = 0; flow < 100; flow++) {
        java.net.InetSocketAddress client = new java.net.InetSocketAddress("10.0.0.1",
            20000 + flow);
        java.net.InetSocketAddress server = new java.net.InetSocketAddress("10.0.0.2", 5555);
        w.tcp(0, client, server, 0, new byte[] {'B'});
        for (int k = 0; k < 16; k++) {
          w.tcp(0, client, server, 1000 + (long) k * segment.length, segment);
        }
      }
    }
    assertTrue(Files.size(pcap) > 96_000_000L);
    Run r = cli("decode", "beer", "--pcap", pcap.toString(), "--max-input", "200000000");
    assertEquals(FramewrightCli.BAD_INPUT, r.exit(), r.err()); // no frame in the zeros
    assertTrue(r.err().contains("bytes held at once: the least recently seen directions end "
        + "early"), r.err());
    assertTrue(r.err().contains("warning: tcp 10.0.0.1:20000 -> 10.0.0.2:5555: 999 bytes at "
        + "stream offset 1 are not in the capture"), r.err().substring(0, 2000));
  }
}
