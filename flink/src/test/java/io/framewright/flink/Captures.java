package io.framewright.flink;

import io.framewright.runtime.Hex;

/**
 * Capture files written out by hand, byte by byte, from the formats' specifications: libpcap
 * (draft-ietf-opsawg-pcap) and pcapng (draft-ietf-opsawg-pcapng), link type 101 (raw IP, so each
 * packet starts with its IPv4 header), carrying BEER frames ("BEER", the opcode as a u32
 * little-endian, its data, CR LF) in UDP datagrams and in one TCP stream. Checksums are zero:
 * captures are read as they are, not verified.
 */
public final class Captures {
  /** A BEER Ping: opcode 13, no data. 10 bytes. */
  public static final String PING = "42454552 0d000000 0d0a";
  /** A BEER NewPlayer of player 5: opcode 6, one byte. 11 bytes. */
  public static final String NEW_PLAYER_5 = "42454552 06000000 05 0d0a";
  /** A BEER NewPlayer of player 1. 11 bytes. */
  public static final String NEW_PLAYER_1 = "42454552 06000000 01 0d0a";
  /** Not a BEER frame: opcode 99, which no variant has. 10 bytes. */
  public static final String OPCODE_99 = "42454552 63000000 0d0a";

  /**
   * The libpcap file header, little-endian: magic a1b2c3d4 (microseconds), version 2.4, no
   * time zone, no accuracy, snapshot length 65535, link type 101.
   */
  static final String PCAP_HEADER = "d4c3b2a1 0200 0400 00000000 00000000 ffff0000 65000000";

  /**
   * A UDP datagram 10.0.0.1:40000 -> 10.0.0.2:5000 holding a Ping. Record header: seconds,
   * microseconds, 38 bytes captured of 38 (0x26: 20 of IPv4 header, 8 of UDP, 10 of Ping).
   * IPv4: version 4, header of 5 words, total length 0x0026, id 1, no fragment, TTL 64,
   * protocol 17. UDP: ports 0x9c40 and 0x1388, length 0x0012 (8 + 10).
   */
  static final String UDP_PING = "00f15365 00000000 26000000 26000000"
      + "4500 0026 0001 0000 4011 0000 0a000001 0a000002"
      + "9c40 1388 0012 0000" + PING;

  /** As {@link #UDP_PING} with a NewPlayer 5: 39 bytes (0x27), UDP length 0x0013. */
  static final String UDP_NEW_PLAYER_5 = "00f15365 00000000 27000000 27000000"
      + "4500 0027 0001 0000 4011 0000 0a000001 0a000002"
      + "9c40 1388 0013 0000" + NEW_PLAYER_5;

  /**
   * The first TCP segment of 10.0.0.1:40001 -> 10.0.0.2:5000: a Ping and the first four bytes
   * ("BEER") of a NewPlayer 5, 14 bytes of payload at sequence number 1. 54 bytes (0x36): IPv4
   * (protocol 6, don't fragment) 20, TCP 20 (data offset 5 words, flags PSH ACK), payload 14.
   */
  static final String TCP_1 = "00f15365 00000000 36000000 36000000"
      + "4500 0036 0002 4000 4006 0000 0a000001 0a000002"
      + "9c41 1388 00000001 00000000 5018 ffff 0000 0000"
      + PING + "42454552";

  /**
   * The second segment: the rest of the NewPlayer 5 (its opcode, player and CR LF, 7 bytes) and
   * a Ping, 17 bytes at sequence number 15 (1 + 14). 57 bytes (0x39).
   */
  static final String TCP_2 = "00f15365 00000000 39000000 39000000"
      + "4500 0039 0003 4000 4006 0000 0a000001 0a000002"
      + "9c41 1388 0000000f 00000000 5018 ffff 0000 0000"
      + "06000000 05 0d0a" + PING;

  /**
   * pcapng, little-endian: a Section Header Block (type 0a0d0d0a, 28 bytes, byte-order magic
   * 1a2b3c4d, version 1.0, section length not given) and an Interface Description Block (type
   * 1, 20 bytes, link type 101, snapshot length not given).
   */
  static final String PCAPNG_HEADER = "0a0d0d0a 1c000000 4d3c2b1a 0100 0000 ffffffffffffffff"
      + " 1c000000" + "01000000 14000000 6500 0000 00000000 14000000";

  /**
   * An Enhanced Packet Block (type 6) of interface 0 holding the packet of {@link #UDP_PING}:
   * 28 bytes of block header and fields, the 38 bytes padded to 40, the 4-byte trailing length:
   * 72 (0x48).
   */
  static final String PCAPNG_UDP_PING = "06000000 48000000 00000000 00000000 00000000"
      + " 26000000 26000000"
      + "4500 0026 0001 0000 4011 0000 0a000001 0a000002"
      + "9c40 1388 0012 0000" + PING + "0000" + " 48000000";

  private Captures() {}

  /** 40 Ping and 10 NewPlayer datagrams. */
  public static byte[] datagrams() {
    return Hex.parse(PCAP_HEADER + UDP_PING.repeat(40) + UDP_NEW_PLAYER_5.repeat(10));
  }

  /**
   * {@code pings} Ping datagrams then {@code players} NewPlayer datagrams: the records repeated as
   * bytes (a large file without a hex string of its size).
   */
  public static byte[] datagrams(int pings, int players) {
    byte[] header = Hex.parse(PCAP_HEADER);
    byte[] ping = Hex.parse(UDP_PING);
    byte[] player = Hex.parse(UDP_NEW_PLAYER_5);
    byte[] file = new byte[header.length + pings * ping.length + players * player.length];
    System.arraycopy(header, 0, file, 0, header.length);
    int at = header.length;
    for (int i = 0; i < pings; i++, at += ping.length) {
      System.arraycopy(ping, 0, file, at, ping.length);
    }
    for (int i = 0; i < players; i++, at += player.length) {
      System.arraycopy(player, 0, file, at, player.length);
    }
    return file;
  }

  /**
   * A TCP stream of a Ping, a NewPlayer 5 across the two segments and a Ping; then the first
   * segment again, a retransmission, which adds nothing.
   */
  public static byte[] stream() {
    return Hex.parse(PCAP_HEADER + TCP_1 + TCP_2 + TCP_1);
  }

  /** 3 Ping datagrams in a pcapng file. */
  public static byte[] pcapng() {
    return Hex.parse(PCAPNG_HEADER + PCAPNG_UDP_PING.repeat(3));
  }
}
