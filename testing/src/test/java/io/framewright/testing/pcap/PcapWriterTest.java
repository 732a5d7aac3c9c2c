package io.framewright.testing.pcap;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HexFormat;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The bytes below are written out by hand from the libpcap file format (global header, record
 * header), IEEE 802.3 Ethernet II, RFC 791 (IPv4 header and its checksum), RFC 768 (UDP) and
 * RFC 793 (TCP and its pseudo-header checksum); the checksums are worked out in the comments.
 */
class PcapWriterTest {
  private static final InetSocketAddress A = new InetSocketAddress("10.0.0.1", 5000); // 1388
  private static final InetSocketAddress B = new InetSocketAddress("10.0.0.2", 6000); // 1770
  /** 1700000000 s = 0x6553f100, 123456 us = 0x0001e240. */
  private static final long WHEN = 1_700_000_000_123_456L;

  private static final String FILE_HEADER =
      "d4c3b2a1" // magic 0xa1b2c3d4 little-endian: microseconds
          + "0200" + "0400" // version 2.4
          + "00000000" // thiszone
          + "00000000" // sigfigs
          + "0d000100" // snaplen 65549 = 65535 + 14
          + "01000000"; // LINKTYPE_ETHERNET

  @Test
  void writesTheFileHeaderAlone() throws IOException {
    assertArrayEquals(hex(FILE_HEADER), written(w -> {}));
  }

  @Test
  void writesAUdpDatagram() throws IOException {
    // IPv4 words 4500 001e 0000 4000 4011 0a00 0001 0a00 0002 sum to d932; checksum ~d932 = 26cd.
    String frame =
        "02000a000002" + "02000a000001" + "0800" // Ethernet: dst, src, IPv4
            + "4500001e" + "00004000" + "401126cd" + "0a000001" + "0a000002" // IPv4, 30 bytes
            + "13881770" + "000a0000" // UDP: ports, length 10, checksum 0
            + "6869"; // "hi"
    String record = "00f15365" + "40e20100" + "2c000000" + "2c000000"; // 44 bytes
    assertArrayEquals(
        hex(FILE_HEADER + record + frame),
        written(w -> w.udp(WHEN, A, B, new byte[] {'h', 'i'})));
  }

  @Test
  void writesTcpSegmentsWithTheirChecksums() throws IOException {
    // IPv4: 4500 002a 0000 4000 4006 0a00 0001 0a00 0002 sum to d933; checksum 26cc.
    // TCP: pseudo-header 0a00+0001+0a00+0002+0006+0016 = 141f; segment 1388+1770+0102+0304
    // +5018+ffff+6869 = 1e77e; 1e77e+141f = 1fb9d, folded fb9e; checksum ~fb9e = 0461.
    String even =
        "02000a000002" + "02000a000001" + "0800"
            + "4500002a" + "00004000" + "400626cc" + "0a000001" + "0a000002"
            + "13881770" + "01020304" + "00000000" // ports, sequence, acknowledgment 0
            + "5018ffff" // data offset 5, PSH|ACK, window 65535
            + "04610000" // checksum, urgent pointer
            + "6869";
    // One byte "h", padded with a zero byte for the sum: IPv4 length 0x29, checksum 26cd;
    // pseudo-header 141e (length 0x15); 17f15+6800 = 1e715, +141e = 1fb33, folded fb34; ~ = 04cb.
    String odd =
        "02000a000001" + "02000a000002" + "0800"
            + "45000029" + "00004000" + "400626cd" + "0a000002" + "0a000001"
            + "17701388" + "01020304" + "00000000"
            + "5018ffff"
            + "04cb0000"
            + "68";
    String evenRecord = "00f15365" + "40e20100" + "38000000" + "38000000"; // 56 bytes
    String oddRecord = "01f15365" + "00000000" + "37000000" + "37000000"; // 1700000001 s, 55 bytes
    assertArrayEquals(
        hex(FILE_HEADER + evenRecord + even + oddRecord + odd),
        written(w -> w.tcp(WHEN, A, B, 0x01020304L, new byte[] {'h', 'i'})
            .tcp(1_700_000_001_000_000L, B, A, 0x01020304L, new byte[] {'h'})));
  }

  @Test
  void sequenceNumbersWrapModulo2To32() throws IOException {
    byte[] wrapped = written(w -> w.tcp(0, A, B, 0x1_0000_0005L, new byte[0]));
    byte[] plain = written(w -> w.tcp(0, A, B, 5, new byte[0]));
    assertArrayEquals(plain, wrapped);
    assertArrayEquals(hex("00000005"), java.util.Arrays.copyOfRange(plain, 24 + 16 + 38, 24 + 16 + 42));
  }

  @Test
  void opensAFile(@TempDir Path dir) throws IOException {
    Path file = dir.resolve("one.pcap");
    try (PcapWriter writer = PcapWriter.open(file)) {
      writer.udp(WHEN, A, B, new byte[] {'h', 'i'});
    }
    assertArrayEquals(written(w -> w.udp(WHEN, A, B, new byte[] {'h', 'i'})), Files.readAllBytes(file));
  }

  @Test
  void refusesWhatOneIpv4PacketCannotHold() {
    assertThrows(
        IllegalArgumentException.class, () -> written(w -> w.udp(0, A, B, new byte[65535 - 27])));
    assertThrows(
        IllegalArgumentException.class,
        () -> written(w -> w.udp(0, new InetSocketAddress("::1", 1), B, new byte[0])));
  }

  private interface Frames {
    void write(PcapWriter writer) throws IOException;
  }

  private static byte[] written(Frames frames) throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try (PcapWriter writer = PcapWriter.to(out)) {
      frames.write(writer);
    }
    return out.toByteArray();
  }

  private static byte[] hex(String digits) {
    return HexFormat.of().parseHex(digits);
  }
}
