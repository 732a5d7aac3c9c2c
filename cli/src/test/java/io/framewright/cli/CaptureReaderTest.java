package io.framewright.cli;

import static io.framewright.cli.CaptureDecodeTest.CLIENT;
import static io.framewright.cli.CaptureDecodeTest.SERVER;
import static io.framewright.cli.CaptureDecodeTest.T0;
import static io.framewright.cli.CaptureDecodeTest.concat;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.framewright.runtime.Hex;
import io.framewright.runtime.capture.CaptureException;
import io.framewright.runtime.capture.CaptureReader;
import io.framewright.runtime.capture.CapturedPacket;
import io.framewright.runtime.capture.TransportSegment;
import io.framewright.testing.pcap.PcapWriter;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The capture readers on good, corrupt and cut-short files: every problem is a
 * {@link CaptureException} at the byte it lies at, and no length read from a file sizes an
 * allocation beyond {@link CaptureReader#MAX_PACKET}.
 */
class CaptureReaderTest {
  @Test
  void readsWhatPcapWriterWrote() throws IOException {
    byte[] file = pcap();
    List<CapturedPacket> packets = readAll(file);
    assertEquals(2, packets.size());
    assertEquals(1, packets.get(0).number());
    assertEquals(Instant.parse("2023-11-14T22:13:20.000007Z"), packets.get(0).time());
    assertEquals(1, packets.get(0).linkType());
    assertEquals(14 + 20 + 8 + 3, packets.get(0).data().length);
    TransportSegment udp = TransportSegment.of(packets.get(0));
    assertTrue(udp.udp());
    assertArrayEquals(new byte[] {1, 2, 3}, udp.payload());
    assertEquals(SERVER, udp.dst());
    TransportSegment tcp = TransportSegment.of(packets.get(1));
    assertEquals(0xfffffffeL, tcp.seq());
    assertArrayEquals(new byte[] {4, 5}, tcp.payload());
    assertEquals(CLIENT, tcp.dst());
  }

  @Test
  void readsEachByteOrderAndTimestampUnitOfTheClassicFormat() throws IOException {
    byte[] frame = CaptureDecodeTest.ethernetFrame(T0, CLIENT, SERVER, new byte[] {7});
    String length = String.format("%08x", frame.length);
    String lengthLe = String.format("%02x%02x0000", frame.length & 0xff, frame.length >>> 8);
    // The same packet at 1700000000 s (6553f100) + 5 fraction units, in the four variants.
    String[][] variants = {
        {"a1b2c3d4 0002 0004 00000000 00000000 0000ffff 00000001",
            "6553f100 00000005 " + length + length, "2023-11-14T22:13:20.000005Z"},
        {"d4c3b2a1 0200 0400 00000000 00000000 ffff0000 01000000",
            "00f15365 05000000 " + lengthLe + lengthLe, "2023-11-14T22:13:20.000005Z"},
        {"a1b23c4d 0002 0004 00000000 00000000 0000ffff 00000001",
            "6553f100 00000005 " + length + length, "2023-11-14T22:13:20.000000005Z"},
        {"4d3cb2a1 0200 0400 00000000 00000000 ffff0000 01000000",
            "00f15365 05000000 " + lengthLe + lengthLe, "2023-11-14T22:13:20.000000005Z"}};
    for (String[] v : variants) {
      List<CapturedPacket> packets = readAll(concat(Hex.parse(v[0] + v[1]), frame));
      assertEquals(1, packets.size(), v[0]);
      assertEquals(Instant.parse(v[2]), packets.get(0).time(), v[0]);
      assertArrayEquals(frame, packets.get(0).data(), v[0]);
    }
  }

  @Test
  void pcapngTimestampsFollowTheInterfacesResolutionAndOffset() throws IOException {
    // IDB: Ethernet, snaplen 0; if_tsresol 8a (2^-10 s); if_tsoffset 10 s; opt_endofopt.
    byte[] idb = Hex.parse("01000000 2c000000 0100 0000 00000000"
        + "0900 0100 8a000000" + "0e00 0800 0a00000000000000" + "0000 0000" + "2c000000");
    // EPB: interface 0, 5632 units = 5.5 s (high word 0, low word 00001600), 4 bytes.
    byte[] epb = Hex.parse("06000000 24000000 00000000 00000000 00160000 04000000 04000000"
        + "01020304 24000000");
    List<CapturedPacket> packets = readAll(concat(Pcapng.LITTLE_SECTION, idb, epb));
    assertEquals(Instant.parse("1970-01-01T00:00:15.500Z"), packets.get(0).time());
    assertArrayEquals(new byte[] {1, 2, 3, 4}, packets.get(0).data());
  }

  @Test
  void everyCutOfAFileEndsCleanlyOrWithACaptureException() throws IOException {
    List<byte[]> files = List.of(pcap(), pcapng());
    for (byte[] file : files) {
      int whole = readAll(file).size();
      for (int n = 0; n < file.length; n++) {
        byte[] cut = Arrays.copyOf(file, n);
        try {
          assertTrue(readAll(cut).size() < whole, "cut at " + n);
        } catch (CaptureException e) {
          assertTrue(e.fileOffset() <= n, e.getMessage());
        }
      }
    }
  }

  @Test
  void everyFlippedByteEndsCleanlyOrWithACaptureException() throws IOException {
    for (byte[] file : List.of(pcap(), pcapng())) {
      for (int n = 0; n < file.length; n++) {
        for (int bit = 0; bit < 8; bit++) {
          byte[] bad = file.clone();
          bad[n] ^= (byte) (1 << bit);
          try {
            for (CapturedPacket p : readAll(bad)) {
              TransportSegment.of(p); // the headers of a damaged packet parse or are skipped
            }
          } catch (CaptureException e) {
            assertTrue(e.fileOffset() <= bad.length, e.getMessage());
          }
        }
      }
    }
  }

  @Test
  void refusesARecordLongerThanTheLargestSnapshot() {
    // Little-endian microsecond header, then a record claiming 7fffffff captured bytes.
    byte[] file = Hex.parse("d4c3b2a1 0200 0400 00000000 00000000 ffff0000 01000000"
        + "00000000 00000000 ffffff7f ffffff7f");
    CaptureException e = assertThrows(CaptureException.class, () -> readAll(file));
    assertTrue(e.getMessage().contains("claims 2147483647 captured bytes, more than 262144"),
        e.getMessage());
    assertEquals(32, e.fileOffset());
  }

  @Test
  void refusesCorruptPcapng() {
    byte[] shb = Pcapng.LITTLE_SECTION;
    // An Enhanced Packet Block before any Interface Description Block.
    byte[] noInterface = concat(shb, Pcapng.littleEpb(new byte[4]));
    assertTrue(assertThrows(CaptureException.class, () -> readAll(noInterface)).getMessage()
        .contains("interface 0, but the section describes 0"));
    // A trailing length that differs from the leading one.
    byte[] idb = Pcapng.LITTLE_IDB_NANOS.clone();
    idb[idb.length - 4] = 0x24;
    assertTrue(assertThrows(CaptureException.class, () -> readAll(concat(shb, idb)))
        .getMessage().contains("trailing length 36 differs from its leading length 32"));
    // A block length that is no multiple of 4.
    byte[] odd = concat(shb, Hex.parse("04000000 11000000"));
    assertTrue(assertThrows(CaptureException.class, () -> readAll(odd)).getMessage()
        .contains("a block length of 17"));
    // A byte-order magic that is neither.
    byte[] bom = shb.clone();
    bom[8] = 0;
    assertTrue(assertThrows(CaptureException.class, () -> readAll(bom)).getMessage()
        .contains("byte-order magic"));
    // An option running past its block: if_tsresol claiming 0xff00 bytes.
    byte[] option = Pcapng.LITTLE_IDB_NANOS.clone();
    option[19] = (byte) 0xff;
    assertTrue(assertThrows(CaptureException.class, () -> readAll(concat(shb, option)))
        .getMessage().contains("runs past its block"));
    // An Enhanced Packet Block whose captured length runs past the block.
    byte[] epb = Pcapng.littleEpb(new byte[4]);
    epb[20] = 8;
    assertTrue(assertThrows(CaptureException.class,
        () -> readAll(concat(shb, Pcapng.LITTLE_IDB_NANOS, epb))).getMessage()
        .contains("run past its end"));
  }

  @Test
  void refusesWhatIsNoCapture() {
    CaptureException e = assertThrows(CaptureException.class,
        () -> readAll("GET / HTTP/1.1\r\n".getBytes()));
    assertTrue(e.getMessage().startsWith("not a capture file"), e.getMessage());
    CaptureException empty = assertThrows(CaptureException.class, () -> readAll(new byte[0]));
    assertTrue(empty.getMessage().startsWith("not a capture file"), empty.getMessage());
  }

  @Test
  void theCommandLineReportsABadCaptureAfterTheFramesBeforeIt(@TempDir Path dir)
      throws IOException {
    byte[] good = pcapOf(Hex.parse(Vectors.AVARA_ACK_BITMAP), Hex.parse(Vectors.AVARA_PING));
    Path file = dir.resolve("cut.pcap");
    Files.write(file, Arrays.copyOf(good, good.length - 5));
    Cli.Result r = Cli.run("decode", "avara", "--pcap", file.toString());
    assertEquals(2, r.exit());
    assertEquals(1, r.frames().size(), r.out());
    assertTrue(r.err().startsWith("bad capture: " + file + ": the file ends inside a packet of"),
        r.err());
  }

  private static byte[] pcap() throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try (PcapWriter w = PcapWriter.to(out)) {
      w.udp(T0 + 7, CLIENT, SERVER, new byte[] {1, 2, 3});
      w.tcp(T0 + 8, SERVER, CLIENT, 0xfffffffeL, new byte[] {4, 5});
    }
    return out.toByteArray();
  }

  private static byte[] pcapOf(byte[]... datagrams) throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try (PcapWriter w = PcapWriter.to(out)) {
      for (byte[] d : datagrams) {
        w.udp(T0, CLIENT, SERVER, d);
      }
    }
    return out.toByteArray();
  }

  private static byte[] pcapng() throws IOException {
    byte[] frame = CaptureDecodeTest.ethernetFrame(T0, CLIENT, SERVER, new byte[] {9, 9});
    return concat(Pcapng.LITTLE_SECTION, Pcapng.LITTLE_IDB_NANOS, Pcapng.unknownBlock(),
        Pcapng.littleEpb(frame), Pcapng.BIG_SECTION, Pcapng.BIG_IDB, Pcapng.bigSpb(frame));
  }

  static List<CapturedPacket> readAll(byte[] file) throws IOException {
    CaptureReader reader = CaptureReader.open(new ByteArrayInputStream(file));
    List<CapturedPacket> out = new ArrayList<>();
    for (CapturedPacket p = reader.next(); p != null; p = reader.next()) {
      out.add(p);
    }
    return out;
  }
}
