package io.framewright.cli;

import static io.framewright.cli.CaptureDecodeTest.CLIENT;
import static io.framewright.cli.CaptureDecodeTest.SERVER;
import static io.framewright.cli.CaptureDecodeTest.concat;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.framewright.runtime.Hex;
import io.framewright.runtime.capture.CapturedPacket;
import io.framewright.runtime.capture.TransportSegment;
import java.io.IOException;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/**
 * The datagram or segment under each link-layer and IP header; packets written out from RFC 8200
 * (IPv6 and its hop-by-hop header), IEEE 802.1Q and the Linux cooked header's field list.
 */
class TransportSegmentTest {
  private static final byte[] PAYLOAD = {1, 2, 3};

  @Test
  void ipv6OnRawLinkWithAHopByHopHeader() {
    String ipv6 = "60000000" + "0013" + "00" + "40" // payload 19 bytes, next: hop-by-hop
        + "20010db8000000000000000000000001" + "20010db8000000000000000000000002";
    String hopByHop = "11" + "00" + "0104" + "00000000"; // next: UDP, 8 bytes, PadN of 4
    String udp = "1388" + "15b3" + "000b" + "0000" + "010203";
    TransportSegment s = TransportSegment.of(packet(101, Hex.parse(ipv6 + hopByHop + udp)));
    assertTrue(s.udp());
    assertEquals("[2001:db8:0:0:0:0:0:1]:5000", TransportSegment.text(s.src()));
    assertEquals("[2001:db8:0:0:0:0:0:2]:5555", TransportSegment.text(s.dst()));
    assertArrayEquals(PAYLOAD, s.payload());
    assertFalse(s.cutShort());
  }

  @Test
  void ethernetWithAVlanTagAndPadding() throws IOException {
    byte[] plain = frame();
    byte[] tagged = concat(Arrays.copyOf(plain, 12), Hex.parse("8100 0064"),
        Arrays.copyOfRange(plain, 12, plain.length), new byte[4]);
    TransportSegment s = TransportSegment.of(packet(1, tagged));
    assertArrayEquals(PAYLOAD, s.payload()); // the 4 bytes of padding are not the datagram's
    assertEquals(CLIENT, s.src());
    assertEquals(SERVER, s.dst());
  }

  @Test
  void linuxCookedCapture() throws IOException {
    byte[] ip = Arrays.copyOfRange(frame(), 14, frame().length);
    // Packet type 0 (to us), ARPHRD_ETHER, address length 6, address padded to 8, IPv4.
    byte[] sll = concat(Hex.parse("0000 0001 0006 020000000001 0000 0800"), ip);
    assertArrayEquals(PAYLOAD, TransportSegment.of(packet(113, sll)).payload());
  }

  @Test
  void fragmentsAndOtherTrafficAreSkipped() throws IOException {
    byte[] fragment = frame();
    fragment[14 + 6] |= 0x20; // More Fragments
    assertNull(TransportSegment.of(packet(1, fragment)));
    byte[] arp = frame();
    arp[12] = 0x08;
    arp[13] = 0x06;
    assertNull(TransportSegment.of(packet(1, arp)));
    assertNull(TransportSegment.of(packet(147, frame()))); // a link type not read
  }

  @Test
  void aDatagramTheCaptureCutShort() throws IOException {
    byte[] whole = frame();
    CapturedPacket cut = new CapturedPacket(1, null, 1, Arrays.copyOf(whole, whole.length - 2),
        whole.length);
    TransportSegment s = TransportSegment.of(cut);
    assertTrue(s.cutShort());
    assertArrayEquals(new byte[] {1}, s.payload());
  }

  private static byte[] frame() throws IOException {
    return CaptureDecodeTest.ethernetFrame(0, CLIENT, SERVER, PAYLOAD);
  }

  private static CapturedPacket packet(int linkType, byte[] data) {
    return new CapturedPacket(1, null, linkType, data, data.length);
  }
}
