package io.framewright.cli;

import static io.framewright.cli.Cli.assertEntry;
import static io.framewright.cli.Cli.entry;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.framewright.runtime.Hex;
import io.framewright.testing.pcap.PcapWriter;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code decode --pcap}: captures the tests write with {@link PcapWriter}. */
class CaptureDecodeTest {
  static final InetSocketAddress CLIENT = new InetSocketAddress("192.168.1.10", 40000);
  static final InetSocketAddress SERVER = new InetSocketAddress("192.168.1.20", 5555);
  static final InetSocketAddress OTHER = new InetSocketAddress("192.168.1.30", 53);
  /** 2023-11-14T22:13:20Z, in microseconds. */
  static final long T0 = 1_700_000_000_000_000L;

  @TempDir
  Path dir;

  @Test
  void eachUdpDatagramIsAFrameWithItsTimeAndAddresses() throws IOException {
    Path pcap = dir.resolve("avara.pcap");
    try (PcapWriter w = PcapWriter.open(pcap)) {
      w.udp(T0 + 123_456, CLIENT, SERVER, Hex.parse(Vectors.AVARA_PING));
      w.udp(T0 + 200_000, CLIENT, OTHER, new byte[] {1, 2, 3}); // another port: not read
      w.udp(T0 + 1_000_001, SERVER, CLIENT, Hex.parse(Vectors.AVARA_ACK_BITMAP));
    }
    Cli.Result r = Cli.run("decode", "avara", "--pcap", pcap.toString(), "--udp-port", "5555");
    assertEquals(0, r.exit(), r.err());
    List<JsonNode> frames = r.frames();
    assertEquals(2, frames.size(), r.out());
    assertCapture(frames.get(0), 1, "2023-11-14T22:13:20.123456Z", "udp",
        "192.168.1.10:40000", "192.168.1.20:5555");
    assertEquals("Datagram", frames.get(0).get("type").asText());
    assertEntry(entry(frames.get(0), "ack"), "4", 2, 0, 16);
    assertCapture(frames.get(1), 3, "2023-11-14T22:13:21.000001Z", "udp",
        "192.168.1.20:5555", "192.168.1.10:40000");
    assertEquals(8, frames.get(1).get("length").asInt());

    // Without a port every datagram is read: the one to port 53 is no avara datagram.
    Cli.Result all = Cli.run("decode", "avara", "--pcap", pcap.toString());
    assertEquals(2, all.exit());
    assertEquals(2, all.frames().size(), all.out());
    assertTrue(all.err().contains("decode error: packet 2 (udp 192.168.1.10:40000 -> "
        + "192.168.1.30:53)"), all.err());
  }

  @Test
  void tcpStreamsArePutBackInOrderPerDirectionThenFramed() throws IOException {
    // Client to server: three BEER frames, 18 + 13 + 14 bytes, in segments [0,10) [10,25)
    // [25,45) sent as 1, 3, 2, then 2 again and a segment overlapping [20,30).
    byte[] stream = Hex.parse(Vectors.BEER_POSITION + Vectors.BEER_EVENT + Vectors.BEER_REMOVED);
    assertEquals(45, stream.length);
    long isn = 1000;
    Path pcap = dir.resolve("beer.pcap");
    try (PcapWriter w = PcapWriter.open(pcap)) {
      w.tcp(T0 + 1000, CLIENT, SERVER, isn, part(stream, 0, 10));
      w.tcp(T0 + 2000, CLIENT, SERVER, isn + 25, part(stream, 25, 45));
      w.tcp(T0 + 3000, CLIENT, SERVER, isn + 10, part(stream, 10, 25));
      w.tcp(T0 + 4000, CLIENT, SERVER, isn + 25, part(stream, 25, 45));
      w.tcp(T0 + 5000, CLIENT, SERVER, isn + 20, part(stream, 20, 30));
      w.tcp(T0 + 6000, SERVER, CLIENT, 77, Hex.parse(Vectors.BEER_RECT));
      w.udp(T0 + 7000, CLIENT, SERVER, Hex.parse(Vectors.BEER_EVENT)); // not with --tcp-port
    }
    Cli.Result r = Cli.run("decode", "beer", "--pcap", pcap.toString(), "--tcp-port", "5555");
    assertEquals(0, r.exit(), r.err());
    assertEquals("", r.err());
    List<JsonNode> frames = r.frames();
    assertEquals(4, frames.size(), r.out());
    assertEquals(List.of("BeerMessage.ObjectPosition", "BeerMessage.Event",
        "BeerMessage.ObjectRemoved", "BeerMessage.ObjectRect"),
        frames.stream().map(f -> f.get("type").asText()).toList());
    assertEquals(List.of(0, 18, 31, 0),
        frames.stream().map(f -> f.get("offset").asInt()).toList());
    // The packet holding each frame's first byte: [0,10) came in packet 1, byte 18 in packet 3
    // ([10,25)), byte 31 in packet 2 ([25,45)).
    assertCapture(frames.get(0), 1, "2023-11-14T22:13:20.001Z", "tcp",
        "192.168.1.10:40000", "192.168.1.20:5555");
    assertCapture(frames.get(1), 3, "2023-11-14T22:13:20.003Z", "tcp",
        "192.168.1.10:40000", "192.168.1.20:5555");
    assertCapture(frames.get(2), 2, "2023-11-14T22:13:20.002Z", "tcp",
        "192.168.1.10:40000", "192.168.1.20:5555");
    assertCapture(frames.get(3), 6, "2023-11-14T22:13:20.006Z", "tcp",
        "192.168.1.20:5555", "192.168.1.10:40000");
    assertEntry(entry(frames.get(0), "y"), "-100", 14, 0, 16);
    assertEntry(entry(frames.get(2), "id"), "3735928559", 8, 0, 32);
  }

  @Test
  void sequenceNumbersWrapAround() throws IOException {
    byte[] stream = Hex.parse(Vectors.BEER_POSITION + Vectors.BEER_EVENT);
    long isn = 0xffff_fff8L; // byte 8 has sequence number 0, byte 10 number 2
    Path pcap = dir.resolve("wrap.pcap");
    try (PcapWriter w = PcapWriter.open(pcap)) {
      w.tcp(T0, CLIENT, SERVER, isn, part(stream, 0, 10));
      w.tcp(T0, CLIENT, SERVER, 12, part(stream, 20, 31)); // early
      w.tcp(T0, CLIENT, SERVER, 2, part(stream, 10, 20));
    }
    Cli.Result r = Cli.run("decode", "beer", "--pcap", pcap.toString());
    assertEquals(0, r.exit(), r.err());
    assertEquals(2, r.frames().size(), r.out());
    assertEquals(18, r.frames().get(1).get("offset").asInt());
    assertEquals("BeerMessage.Event", r.frames().get(1).get("type").asText());
  }

  @Test
  void missingBytesAreAWarningAndFramingGoesOnAfterThem() throws IOException {
    byte[] stream = Hex.parse(Vectors.BEER_POSITION + Vectors.BEER_EVENT + Vectors.BEER_REMOVED);
    Path pcap = dir.resolve("gap.pcap");
    try (PcapWriter w = PcapWriter.open(pcap)) {
      w.tcp(T0, CLIENT, SERVER, 5000, part(stream, 0, 18));
      w.tcp(T0, CLIENT, SERVER, 5000 + 31, part(stream, 31, 45)); // [18,31) never captured
    }
    Cli.Result r = Cli.run("decode", "beer", "--pcap", pcap.toString(), "--tcp-port", "5555");
    assertEquals(0, r.exit(), r.err());
    assertTrue(r.err().contains("warning: tcp 192.168.1.10:40000 -> 192.168.1.20:5555: 13 bytes"
        + " at stream offset 18 are not in the capture"), r.err());
    List<JsonNode> frames = r.frames();
    assertEquals(2, frames.size(), r.out());
    assertEquals(31, frames.get(1).get("offset").asInt());
    assertEquals("BeerMessage.ObjectRemoved", frames.get(1).get("type").asText());
  }

  @Test
  void aStreamEndingInsideAFrameIsABadFrame() throws IOException {
    byte[] stream = Hex.parse(Vectors.BEER_POSITION);
    Path pcap = dir.resolve("short.pcap");
    try (PcapWriter w = PcapWriter.open(pcap)) {
      w.tcp(T0, CLIENT, SERVER, 1, part(stream, 0, 12));
    }
    Cli.Result r = Cli.run("decode", "beer", "--pcap", pcap.toString());
    assertEquals(2, r.exit());
    assertTrue(r.err().contains("decode error: packet 1 (tcp 192.168.1.10:40000 -> "
        + "192.168.1.20:5555): incomplete frame at the end of the stream, at offset 0"), r.err());
  }

  @Test
  void readsAClassicCaptureBigEndianWithNanoseconds() throws IOException {
    byte[] frame = ethernetFrame(T0, CLIENT, SERVER, Hex.parse(Vectors.AVARA_ACK_BITMAP));
    String header = "a1b23c4d" + "0002" + "0004" + "00000000" + "00000000" + "0000ffff"
        + "00000001";
    // 1700000000 s = 6553f100; 123456789 ns = 075bcd15.
    String record = "6553f100" + "075bcd15" + String.format("%08x", frame.length).repeat(2);
    Path pcap = dir.resolve("nanos.pcap");
    Files.write(pcap, concat(Hex.parse(header + record), frame));
    Cli.Result r = Cli.run("decode", "avara", "--pcap", pcap.toString());
    assertEquals(0, r.exit(), r.err());
    assertCapture(r.frame(), 1, "2023-11-14T22:13:20.123456789Z", "udp",
        "192.168.1.10:40000", "192.168.1.20:5555");
  }

  @Test
  void readsPcapng() throws IOException {
    byte[] ping = ethernetFrame(T0, CLIENT, SERVER, Hex.parse(Vectors.AVARA_PING));
    byte[] ack = ethernetFrame(T0, SERVER, CLIENT, Hex.parse(Vectors.AVARA_ACK_BITMAP));
    Path pcap = dir.resolve("two-sections.pcapng");
    Files.write(pcap, concat(Pcapng.LITTLE_SECTION, Pcapng.LITTLE_IDB_NANOS,
        Pcapng.unknownBlock(), Pcapng.littleEpb(ping), Pcapng.BIG_SECTION, Pcapng.BIG_IDB,
        Pcapng.bigSpb(ack)));
    Cli.Result r = Cli.run("decode", "avara", "--pcap", pcap.toString());
    assertEquals(0, r.exit(), r.err());
    List<JsonNode> frames = r.frames();
    assertEquals(2, frames.size(), r.out());
    assertCapture(frames.get(0), 1, "2023-11-14T22:13:20.123456789Z", "udp",
        "192.168.1.10:40000", "192.168.1.20:5555");
    assertEntry(entry(frames.get(0), "ack"), "4", 2, 0, 16);
    // A Simple Packet Block has no timestamp.
    assertEquals(2, frames.get(1).at("/capture/packet").asInt());
    assertTrue(frames.get(1).at("/capture/time").isMissingNode(), frames.get(1).toString());
    assertEquals("192.168.1.20:5555", frames.get(1).at("/capture/src").asText());
  }

  @Test
  void usageErrors() throws IOException {
    Path pcap = dir.resolve("empty.pcap");
    PcapWriter.open(pcap).close();
    Cli.Result tcp = Cli.run("decode", "avara", "--pcap", pcap.toString(), "--tcp-port", "1");
    assertEquals(64, tcp.exit());
    assertTrue(tcp.err().contains("avara is datagram-framed"), tcp.err());
    Cli.Result noPcap = Cli.run("decode", "beer", "--hex", "00", "--udp-port", "1");
    assertEquals(64, noPcap.exit());
    assertTrue(noPcap.err().contains("--udp-port and --tcp-port need --pcap"), noPcap.err());
    Cli.Result stream = Cli.run("decode", "beer", "--pcap", pcap.toString(), "--stream");
    assertEquals(64, stream.exit());
    Cli.Result empty = Cli.run("decode", "beer", "--pcap", pcap.toString());
    assertEquals(0, empty.exit(), empty.err());
    assertEquals("", empty.out());
  }

  /**
   * A capture of a link layer the reader does not know (147, USER0) decodes nothing: one error
   * naming the link type and the supported ones, whatever the number of its packets, exit 2.
   */
  @Test
  void anUnsupportedLinkTypeIsAnError() throws IOException {
    Path pcap = dir.resolve("user0.pcap");
    // little-endian libpcap header: magic, version 2.4, zone 0, sigfigs 0, snaplen 65535,
    // link type 147; then two records of 4 bytes (seconds, microseconds, lengths, data)
    Files.write(pcap, Hex.parse("d4c3b2a1 0200 0400 00000000 00000000 ffff0000 93000000"
        + " 00000000 00000000 04000000 04000000 01020304"
        + " 01000000 00000000 04000000 04000000 05060708"));
    Cli.Result r = Cli.run("decode", "avara", "--pcap", pcap.toString());
    assertEquals(FramewrightCli.BAD_INPUT, r.exit(), r.err());
    assertEquals("", r.out());
    assertEquals("bad capture: " + pcap + ": packet 1: link type 147 is not supported (its "
        + "packets are skipped); supported: 0 (BSD loopback), 1 (Ethernet), 101 (raw IP), "
        + "108 (OpenBSD loopback), 113 (Linux cooked v1), 228 (IPv4), 229 (IPv6), "
        + "276 (Linux cooked v2)", r.err().trim());
  }

  static void assertCapture(JsonNode frame, long packet, String time, String transport,
      String src, String dst) {
    JsonNode c = frame.get("capture");
    assertEquals(packet, c.get("packet").asLong(), frame.toString());
    assertEquals(time, c.get("time").asText(), frame.toString());
    assertEquals(transport, c.get("transport").asText());
    assertEquals(src, c.get("src").asText());
    assertEquals(dst, c.get("dst").asText());
  }

  /** The Ethernet frame PcapWriter writes for one UDP datagram: its file minus the headers. */
  static byte[] ethernetFrame(long micros, InetSocketAddress src, InetSocketAddress dst,
      byte[] payload) throws IOException {
    java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
    try (PcapWriter w = PcapWriter.to(out)) {
      w.udp(micros, src, dst, payload);
    }
    byte[] file = out.toByteArray();
    return Arrays.copyOfRange(file, 24 + 16, file.length);
  }

  static byte[] part(byte[] bytes, int from, int to) {
    return Arrays.copyOfRange(bytes, from, to);
  }

  static byte[] concat(byte[]... parts) {
    java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
    for (byte[] p : parts) {
      out.writeBytes(p);
    }
    return out.toByteArray();
  }
}
