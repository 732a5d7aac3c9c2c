package io.framewright.runtime.capture;

import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.UnknownHostException;
import java.util.Arrays;

/**
 * The UDP datagram or TCP segment a captured packet carries, found under its link-layer header
 * (Ethernet II with 802.1Q/802.1ad tags, BSD loopback, raw IP, Linux cooked v1 and v2) and its
 * IPv4 or IPv6 header (RFC 791, RFC 8200 with its extension headers). Fragments are not
 * reassembled. Bytes past the IP packet's own length (Ethernet padding) are dropped.
 *
 * @param udp true for UDP, false for TCP
 * @param src the sender
 * @param dst the receiver
 * @param seq the TCP sequence number of the first payload byte (0 for UDP)
 * @param flags the TCP flags (0 for UDP)
 * @param payload the payload bytes captured
 * @param cutShort whether the capture holds fewer payload bytes than the packet had
 */
public record TransportSegment(boolean udp, InetSocketAddress src, InetSocketAddress dst, long seq,
    int flags, byte[] payload, boolean cutShort) {
  public static final int TCP_FIN = 0x01;
  public static final int TCP_SYN = 0x02;
  public static final int TCP_RST = 0x04;

  private static final int LINKTYPE_NULL = 0;
  private static final int LINKTYPE_ETHERNET = 1;
  private static final int LINKTYPE_RAW = 101;
  private static final int LINKTYPE_LOOP = 108;
  private static final int LINKTYPE_LINUX_SLL = 113;
  private static final int LINKTYPE_IPV4 = 228;
  private static final int LINKTYPE_IPV6 = 229;
  private static final int LINKTYPE_LINUX_SLL2 = 276;
  private static final int ETHERTYPE_IPV4 = 0x0800;
  private static final int ETHERTYPE_IPV6 = 0x86dd;
  private static final int PROTOCOL_TCP = 6;
  private static final int PROTOCOL_UDP = 17;

  /** The link types {@link #of} reads, by number, as a message lists them. */
  public static final String SUPPORTED_LINK_TYPES = LINKTYPE_NULL + " (BSD loopback), "
      + LINKTYPE_ETHERNET + " (Ethernet), " + LINKTYPE_RAW + " (raw IP), " + LINKTYPE_LOOP
      + " (OpenBSD loopback), " + LINKTYPE_LINUX_SLL + " (Linux cooked v1), " + LINKTYPE_IPV4
      + " (IPv4), " + LINKTYPE_IPV6 + " (IPv6), " + LINKTYPE_LINUX_SLL2 + " (Linux cooked v2)";

  /** Whether {@link #of} knows the link-layer header of {@code linkType}. */
  public static boolean supports(int linkType) {
    return switch (linkType) {
      case LINKTYPE_NULL, LINKTYPE_ETHERNET, LINKTYPE_RAW, LINKTYPE_LOOP, LINKTYPE_LINUX_SLL,
          LINKTYPE_IPV4, LINKTYPE_IPV6, LINKTYPE_LINUX_SLL2 -> true;
      default -> false;
    };
  }

  /** The segment {@code packet} carries, or null when it carries no UDP or TCP over IP. */
  public static TransportSegment of(CapturedPacket packet) {
    byte[] b = packet.data();
    int ip = switch (packet.linkType()) {
      case LINKTYPE_ETHERNET -> ethernet(b);
      case LINKTYPE_NULL, LINKTYPE_LOOP -> b.length >= 4 ? 4 : -1;
      case LINKTYPE_RAW, LINKTYPE_IPV4, LINKTYPE_IPV6 -> 0;
      case LINKTYPE_LINUX_SLL -> b.length >= 16 && isIp(u16(b, 14)) ? 16 : -1;
      case LINKTYPE_LINUX_SLL2 -> b.length >= 20 && isIp(u16(b, 0)) ? 20 : -1;
      default -> -1;
    };
    if (ip < 0 || ip >= b.length) {
      return null;
    }
    int version = (b[ip] & 0xff) >>> 4;
    return version == 4 ? ipv4(b, ip, packet.cutShort())
        : version == 6 ? ipv6(b, ip, packet.cutShort()) : null;
  }

  private static boolean isIp(int etherType) {
    return etherType == ETHERTYPE_IPV4 || etherType == ETHERTYPE_IPV6;
  }

  /** Where the IP header starts after the Ethernet header and its VLAN tags, or -1. */
  private static int ethernet(byte[] b) {
    int at = 12;
    for (int tags = 0; tags <= 2 && at + 2 <= b.length; tags++) {
      int type = u16(b, at);
      if (isIp(type)) {
        return at + 2;
      }
      if (type != 0x8100 && type != 0x88a8 && type != 0x9100) {
        return -1;
      }
      at += 4;
    }
    return -1;
  }

  private static TransportSegment ipv4(byte[] b, int ip, boolean cutShort) {
    if (ip + 20 > b.length) {
      return null;
    }
    int headerLength = (b[ip] & 0x0f) * 4;
    int total = u16(b, ip + 2);
    int fragment = u16(b, ip + 6);
    boolean fragmented = (fragment & 0x2000) != 0 || (fragment & 0x1fff) != 0;
    if (headerLength < 20 || total < headerLength || ip + headerLength > b.length || fragmented) {
      return null;
    }
    int end = Math.min(b.length, ip + total);
    return transport(b[ip + 9] & 0xff, b, ip + headerLength, end,
        cutShort || ip + total > b.length, address(b, ip + 12, 4), address(b, ip + 16, 4));
  }

  private static TransportSegment ipv6(byte[] b, int ip, boolean cutShort) {
    if (ip + 40 > b.length) {
      return null;
    }
    int payloadLength = u16(b, ip + 4);
    int next = b[ip + 6] & 0xff;
    int at = ip + 40;
    int end = Math.min(b.length, at + payloadLength);
    // Hop-by-hop, routing, destination options and authentication headers come before the
    // transport header; a fragment header means a fragment, not reassembled.
    while (next == 0 || next == 43 || next == 60 || next == 51) {
      if (at + 2 > end) {
        return null;
      }
      int length = next == 51 ? ((b[at + 1] & 0xff) + 2) * 4 : ((b[at + 1] & 0xff) + 1) * 8;
      next = b[at] & 0xff;
      at += length;
    }
    if (payloadLength == 0 || at > end) {
      return null;
    }
    return transport(next, b, at, end, cutShort || ip + 40 + payloadLength > b.length,
        address(b, ip + 8, 16), address(b, ip + 24, 16));
  }

  private static TransportSegment transport(int protocol, byte[] b, int at, int end,
      boolean cutShort, InetAddress src, InetAddress dst) {
    if (protocol == PROTOCOL_UDP && at + 8 <= end) {
      int length = u16(b, at + 4);
      if (length < 8) {
        return null;
      }
      int stop = Math.min(end, at + length);
      return new TransportSegment(true, new InetSocketAddress(src, u16(b, at)),
          new InetSocketAddress(dst, u16(b, at + 2)), 0, 0,
          Arrays.copyOfRange(b, at + 8, stop), cutShort || at + length > end);
    }
    if (protocol == PROTOCOL_TCP && at + 20 <= end) {
      int headerLength = ((b[at + 12] & 0xff) >>> 4) * 4;
      if (headerLength < 20 || at + headerLength > end) {
        return null;
      }
      long seq = Integer.toUnsignedLong((u16(b, at + 4) << 16) | u16(b, at + 6));
      return new TransportSegment(false, new InetSocketAddress(src, u16(b, at)),
          new InetSocketAddress(dst, u16(b, at + 2)), seq, b[at + 13] & 0x3f,
          Arrays.copyOfRange(b, at + headerLength, end), cutShort);
    }
    return null;
  }

  private static InetAddress address(byte[] b, int at, int length) {
    try {
      return InetAddress.getByAddress(Arrays.copyOfRange(b, at, at + length));
    } catch (UnknownHostException e) {
      throw new IllegalStateException("an address of " + length + " bytes", e);
    }
  }

  private static int u16(byte[] b, int at) {
    return (b[at] & 0xff) << 8 | (b[at + 1] & 0xff);
  }

  /** {@code address:port}, an IPv6 address in brackets. */
  public static String text(InetSocketAddress a) {
    String host = a.getAddress().getHostAddress();
    return (host.indexOf(':') >= 0 ? "[" + host + "]" : host) + ":" + a.getPort();
  }
}
