package io.framewright.protocol.bitpacked;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.framewright.runtime.DecodeException;
import io.framewright.testing.ViewChecks;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The view of a whole bitpacked packet, {@link PacketView}: the 6-byte header, the optional
 * offset and turn its flags announce, and the payload its type selects ({@code @Select}: the
 * payload's view takes its tag from the header), on packets worked out bit by bit from the
 * format (as in {@code PacketTest}): each agrees with the codec ({@link
 * ViewChecks#agreesAround}: the packets, their truncations and 2,000 mutations), and the
 * getters read the payload in place.
 */
class PacketViewTest {
  private static final List<byte[]> PACKETS = frames(
      "00c0 00001080 aabbcc",                        // CUSTOM aa bb cc, id 1, type 2
      "021b abcdefc0 000a ff14 00000001 fffffffe",   // INT32 1, -2, offset 5, turn 65300
      "0116 12345140 ffff 1234ffff",                 // UINT16, last offset 32767
      "0000 00001080");                              // CUSTOM, no bytes

  /**
   * Packet's constructor rebuilds {@code flags} from whether offset and turn are there; decode
   * passes it the bits no optional part owns (none here), which is what the view's
   * {@code flags()} returns.
   */
  private static final Set<String> DERIVED = Set.of("flags");

  @Test
  void packetsFromTheFormatAgreeWithTheCodec() {
    assertEquals(PACKETS.size(), ViewChecks.agreesAround(PacketCodec.INSTANCE, new PacketView(),
        PACKETS, 29, 2_000, DERIVED));
    List<byte[]> rejected = frames(
        "00e8 00001080 aabbcc",                      // length 3, type 10 (1010): reserved
        "00d0 00001080 aabbcc",                      // length 3, type INT16 (0100): 1.5 shorts
        "00c0 00001080 aabb");                       // 3 bytes announced, 2 there
    assertEquals(0, ViewChecks.agreesAround(PacketCodec.INSTANCE, new PacketView(), rejected, 30,
        0, DERIVED));
  }

  @Test
  void theSelectedPayloadIsReadInPlace() {
    PacketView packet = new PacketView().wrap(PACKETS.get(1));
    assertEquals(0xABCDE, packet.messageId());
    assertEquals(63, packet.messageType());
    assertTrue(packet.hasOffset());
    assertEquals(5, packet.offset().offset());
    assertEquals(65300, packet.turn());
    assertEquals(0, packet.flags()); // both bits are owned: hasOffset(), hasTurn()
    assertTrue(packet.hasTurn());
    assertEquals(8, packet.payloadLength());
    PayloadView payload = packet.payload();
    assertEquals(6, payload.tag()); // INT32's wire value: the header's, not a byte of its own
    assertEquals(Payload.Int32s.class, payload.variant());
    assertEquals(2, payload.int32s().valuesCount());
    assertEquals(-2, payload.int32s().values(1));
    assertEquals(8, payload.size());
    assertEquals(new Payload.Int32s(new int[] {1, -2}), payload.toRecord());

    assertSame(payload, packet.wrap(PACKETS.get(0)).payload());
    assertFalse(packet.hasOffset());
    assertTrue(payload.isCustom());
    assertTrue(payload.custom().valuesEquals(new byte[] {(byte) 0xAA, (byte) 0xBB,
        (byte) 0xCC}));

    byte[] bad = PACKETS.get(1).clone();
    bad[1] = 0x5b; // 0000001001 0110 11: length 9, one byte more than there is
    DecodeException e = assertThrows(DecodeException.class, () -> packet.wrap(bad));
    assertEquals(assertThrows(DecodeException.class, () -> PacketCodec.INSTANCE.decode(bad))
        .getMessage(), e.getMessage());
    assertFalse(packet.isWrapped());
  }

  private static List<byte[]> frames(String... hex) {
    return Arrays.stream(hex).map(h -> HexFormat.of().parseHex(h.replace(" ", ""))).toList();
  }
}
