package io.framewright.testing.pcap;

import java.io.BufferedOutputStream;
import java.io.Closeable;
import java.io.IOException;
import java.io.OutputStream;
import java.net.Inet4Address;
import java.net.InetSocketAddress;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Writes a classic libpcap capture file (little-endian, microsecond timestamps,
 * LINKTYPE_ETHERNET) of UDP datagrams and TCP segments over IPv4, for tests that hand captures to
 * a reader (the CLI's {@code --pcap}, {@code tshark}).
 *
 * <p>Every frame is Ethernet II, IPv4 without options (identification 0, Don't Fragment, TTL 64,
 * header checksum per RFC 791) and a UDP header (RFC 768; checksum 0, "no checksum", which IPv4
 * allows) or a TCP header (RFC 793; no options, flags PSH|ACK, acknowledgment 0, window 65535,
 * checksum over the pseudo-header). The Ethernet addresses are made from the IPv4 addresses
 * ({@code 02:00:a:b:c:d}, locally administered), so a capture depends only on its arguments.
 * TCP segments carry the sequence number the caller gives, so a test can write retransmitted or
 * out-of-order segments.
 */
public final class PcapWriter implements Closeable {
  /** LINKTYPE_ETHERNET, the link-layer header type of every frame this writes. */
  public static final int LINKTYPE_ETHERNET = 1;

  /** The largest IPv4 packet: its total length is a 16-bit field. */
  private static final int MAX_IP_PACKET = 65535;

  private static final int ETHERNET_HEADER = 14;
  private static final int IPV4_HEADER = 20;
  private static final int UDP_HEADER = 8;
  private static final int TCP_HEADER = 20;
  private static final int PROTOCOL_TCP = 6;
  private static final int PROTOCOL_UDP = 17;
  private static final int TCP_PSH_ACK = 0x18;

  private final OutputStream out;

  private PcapWriter(OutputStream out) throws IOException {
    this.out = out;
    writeFileHeader();
  }

  /** Creates (or replaces) {@code file} and writes the capture file header. */
  public static PcapWriter open(Path file) throws IOException {
    return to(new BufferedOutputStream(Files.newOutputStream(file)));
  }

  /** Writes the capture to {@code out}, which {@link #close()} closes. */
  public static PcapWriter to(OutputStream out) throws IOException {
    return new PcapWriter(out);
  }

  /**
   * Writes one frame holding a UDP datagram from {@code src} to {@code dst}, captured at
   * {@code micros} microseconds since the epoch.
   */
  public PcapWriter udp(long micros, InetSocketAddress src, InetSocketAddress dst, byte[] payload)
      throws IOException {
    byte[] segment = new byte[UDP_HEADER + payload.length];
    checkSize(segment.length);
    put16(segment, 0, src.getPort());
    put16(segment, 2, dst.getPort());
    put16(segment, 4, segment.length);
    // Bytes 6-7: checksum 0, which RFC 768 reads as "the transmitter generated no checksum".
    System.arraycopy(payload, 0, segment, UDP_HEADER, payload.length);
    return frame(micros, src, dst, PROTOCOL_UDP, segment);
  }

  /**
   * Writes one frame holding a TCP segment from {@code src} to {@code dst} whose first payload
   * byte has sequence number {@code seq} (taken modulo 2^32), captured at {@code micros}
   * microseconds since the epoch.
   */
  public PcapWriter tcp(
      long micros, InetSocketAddress src, InetSocketAddress dst, long seq, byte[] payload)
      throws IOException {
    byte[] segment = new byte[TCP_HEADER + payload.length];
    checkSize(segment.length);
    put16(segment, 0, src.getPort());
    put16(segment, 2, dst.getPort());
    put32(segment, 4, seq);
    // Bytes 8-11: acknowledgment number 0.
    segment[12] = (byte) ((TCP_HEADER / 4) << 4);
    segment[13] = (byte) TCP_PSH_ACK;
    put16(segment, 14, 65535);
    // Bytes 16-17 checksum, filled below; 18-19 urgent pointer 0.
    System.arraycopy(payload, 0, segment, TCP_HEADER, payload.length);
    put16(segment, 16, tcpChecksum(ipv4(src), ipv4(dst), segment));
    return frame(micros, src, dst, PROTOCOL_TCP, segment);
  }

  @Override
  public void close() throws IOException {
    out.close();
  }

  private void writeFileHeader() throws IOException {
    byte[] header = new byte[24];
    putLe32(header, 0, 0xa1b2c3d4L); // magic: microsecond timestamps, written little-endian
    putLe16(header, 4, 2); // version major
    putLe16(header, 6, 4); // version minor
    // Bytes 8-15: thiszone and sigfigs, both 0.
    putLe32(header, 16, MAX_IP_PACKET + ETHERNET_HEADER); // snaplen: no frame is cut
    putLe32(header, 20, LINKTYPE_ETHERNET);
    out.write(header);
  }

  private PcapWriter frame(
      long micros, InetSocketAddress src, InetSocketAddress dst, int protocol, byte[] segment)
      throws IOException {
    if (micros < 0) {
      throw new IllegalArgumentException("timestamp before the epoch: " + micros);
    }
    byte[] source = ipv4(src);
    byte[] destination = ipv4(dst);
    int ipLength = IPV4_HEADER + segment.length;
    byte[] frame = new byte[ETHERNET_HEADER + ipLength];
    mac(frame, 0, destination);
    mac(frame, 6, source);
    put16(frame, 12, 0x0800); // EtherType IPv4

    int ip = ETHERNET_HEADER;
    frame[ip] = 0x45; // version 4, header length 5 words
    // Byte 1: type of service 0.
    put16(frame, ip + 2, ipLength);
    // Bytes 4-5: identification 0 (RFC 6864 allows it for atomic datagrams).
    put16(frame, ip + 6, 0x4000); // flags: Don't Fragment, fragment offset 0
    frame[ip + 8] = 64; // time to live
    frame[ip + 9] = (byte) protocol;
    System.arraycopy(source, 0, frame, ip + 12, 4);
    System.arraycopy(destination, 0, frame, ip + 16, 4);
    put16(frame, ip + 10, ~sum(frame, ip, IPV4_HEADER, 0) & 0xffff);
    System.arraycopy(segment, 0, frame, ip + IPV4_HEADER, segment.length);

    byte[] record = new byte[16];
    putLe32(record, 0, micros / 1_000_000);
    putLe32(record, 4, micros % 1_000_000);
    putLe32(record, 8, frame.length); // captured length
    putLe32(record, 12, frame.length); // original length
    out.write(record);
    out.write(frame);
    return this;
  }

  private static void checkSize(int segmentLength) {
    if (IPV4_HEADER + segmentLength > MAX_IP_PACKET) {
      throw new IllegalArgumentException(
          "payload too long for one IPv4 packet: " + segmentLength + " bytes after the IP header");
    }
  }

  private static byte[] ipv4(InetSocketAddress address) {
    if (address.isUnresolved() || !(address.getAddress() instanceof Inet4Address)) {
      throw new IllegalArgumentException("not an IPv4 address: " + address);
    }
    return address.getAddress().getAddress();
  }

  private static void mac(byte[] frame, int at, byte[] ipv4) {
    frame[at] = 0x02;
    frame[at + 1] = 0x00;
    System.arraycopy(ipv4, 0, frame, at + 2, 4);
  }

  /** The TCP checksum: the ones' complement of the ones' complement sum of pseudo-header and segment. */
  private static int tcpChecksum(byte[] src, byte[] dst, byte[] segment) {
    int pseudo = sum(src, 0, 4, 0);
    pseudo = sum(dst, 0, 4, pseudo);
    pseudo += PROTOCOL_TCP + segment.length;
    return ~sum(segment, 0, segment.length, pseudo) & 0xffff;
  }

  /** Adds the 16-bit big-endian words of {@code bytes[from, from+length)} (an odd last byte padded with zero) to {@code sum}, folding carries. */
  private static int sum(byte[] bytes, int from, int length, int sum) {
    long total = sum & 0xffffffffL;
    for (int i = 0; i < length; i += 2) {
      int high = bytes[from + i] & 0xff;
      int low = i + 1 < length ? bytes[from + i + 1] & 0xff : 0;
      total += (high << 8) | low;
    }
    while ((total >>> 16) != 0) {
      total = (total & 0xffff) + (total >>> 16);
    }
    return (int) total;
  }

  private static void put16(byte[] bytes, int at, int value) {
    bytes[at] = (byte) (value >>> 8);
    bytes[at + 1] = (byte) value;
  }

  private static void put32(byte[] bytes, int at, long value) {
    bytes[at] = (byte) (value >>> 24);
    bytes[at + 1] = (byte) (value >>> 16);
    bytes[at + 2] = (byte) (value >>> 8);
    bytes[at + 3] = (byte) value;
  }

  private static void putLe16(byte[] bytes, int at, int value) {
    bytes[at] = (byte) value;
    bytes[at + 1] = (byte) (value >>> 8);
  }

  private static void putLe32(byte[] bytes, int at, long value) {
    bytes[at] = (byte) value;
    bytes[at + 1] = (byte) (value >>> 8);
    bytes[at + 2] = (byte) (value >>> 16);
    bytes[at + 3] = (byte) (value >>> 24);
  }
}
