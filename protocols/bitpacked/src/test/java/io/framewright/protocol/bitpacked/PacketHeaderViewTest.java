package io.framewright.protocol.bitpacked;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.framewright.runtime.DecodeException;
import io.framewright.runtime.Hex;
import io.framewright.testing.Mutations;
import io.framewright.testing.ViewChecks;
import java.nio.ByteBuffer;
import java.util.List;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;

/**
 * The packet header's view (the package has {@code @View}): getters read from bytes worked out by
 * hand from the format (shared/formats, bitpacked), a header read in place at the start of a
 * whole packet, and {@link ViewChecks} against the header's codec on real packets and their
 * mutations, and the views of {@code Packet.Offset}.
 */
class PacketHeaderViewTest {
  /**
   * length 8 = 0000001000, type 6 (INT32) = 0110, flags 11 -> 00000010 00011011 = 02 1b;
   * id 0xabcde (20 bits), type 63 (6 bits), 6 reserved zero bits -> ab cd ef c0; then the
   * offset (00 0a), the turn (ff 14) and the payload of the packet.
   */
  private static final String PACKET = "021b abcdefc0 000a ff14 00000001 fffffffe";

  @Test
  void gettersReadTheHeaderOfAWholePacketInPlace() {
    byte[] packet = Hex.parse(PACKET);
    PacketHeaderView view = new PacketHeaderView().wrap(packet, 0);
    assertEquals(8, view.payloadLength());
    assertEquals(PayloadType.INT32, view.payloadType());
    assertEquals(Packet.OFFSET_FLAG | Packet.TURN_FLAG, view.flags());
    assertEquals(0xABCDE, view.messageId());
    assertEquals(63, view.messageType());
    assertEquals(6, view.size());
    assertEquals(new PacketHeader(8, PayloadType.INT32, 3, 0xABCDE, 63), view.toRecord());
    ByteBuffer direct = ByteBuffer.allocateDirect(packet.length).put(packet).flip();
    assertEquals(0xABCDE, new PacketHeaderView().wrap(direct.limit(6)).messageId());
    assertEquals(0, direct.position());
  }

  @Test
  void aReservedTypeOrReservedBitsAreRejectedAsTheCodecRejectsThem() {
    // type 10 = 1010: 00000010 00101000 = 02 28; reserved bits 000001: ab cd ef c1
    for (String bad : new String[] {"0228 abcdefc0", "021b abcdefc1"}) {
      byte[] bytes = Hex.parse(bad);
      DecodeException decode = assertThrows(DecodeException.class,
          () -> PacketHeaderCodec.INSTANCE.decode(bytes));
      PacketHeaderView view = new PacketHeaderView();
      DecodeException wrap = assertThrows(DecodeException.class, () -> view.wrap(bytes));
      assertEquals(decode.getMessage(), wrap.getMessage());
      assertFalse(view.isWrapped());
      assertThrows(IllegalStateException.class, view::messageId);
    }
    DecodeException e = assertThrows(DecodeException.class,
        () -> new PacketHeaderView().wrap(Hex.parse("0228 abcdefc0")));
    assertTrue(e.getMessage().startsWith("PacketHeader.payloadType"), e.getMessage());
  }

  @Provide
  Arbitrary<Packet> packets() {
    return new BitpackedPropertiesTest().packets();
  }

  /** The header view of any packet reads the packet's own header fields. */
  @Property(tries = 200)
  void theHeaderOfEveryPacketAgreesWithThePacket(@ForAll("packets") Packet p,
      @ForAll long seed) {
    byte[] wire = PacketCodec.INSTANCE.encode(p);
    PacketHeaderView view = new PacketHeaderView().wrap(wire, 0);
    assertEquals(p.payloadLength(), view.payloadLength());
    assertEquals(p.payloadType(), view.payloadType());
    assertEquals(p.flags(), view.flags());
    assertEquals(p.messageId(), view.messageId());
    assertEquals(p.messageType(), view.messageType());
    byte[] header = java.util.Arrays.copyOf(wire, PacketHeaderView.FIXED_SIZE);
    ViewChecks.agrees(PacketHeaderCodec.INSTANCE, new PacketHeaderView(), header);
    PacketHeaderView reused = new PacketHeaderView();
    Mutations.run(List.of(header), seed, 20,
        m -> ViewChecks.agrees(PacketHeaderCodec.INSTANCE, reused, m));
    if (p.offset() != null) {
      byte[] offset = java.util.Arrays.copyOfRange(wire, 6, 8);
      ViewChecks.agrees(Packet_OffsetCodec.INSTANCE, new Packet_OffsetView(), offset);
    }
  }
}
