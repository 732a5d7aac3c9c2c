package io.framewright.protocol.leviathan;

import static io.framewright.protocol.leviathan.Wire.assertWire;
import static io.framewright.protocol.leviathan.Wire.hex;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import io.framewright.runtime.BitList;
import io.framewright.runtime.Framewright;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Whole packets, exact bytes written out by hand. */
class PacketBytesTest {
  private static final LeviathanPacketCodec PACKET = LeviathanPacketCodec.INSTANCE;

  @Test
  void codecIsRegistered() {
    assertSame(LeviathanPacketCodec.INSTANCE, Framewright.codec(LeviathanPacket.class));
  }

  @Test
  void emptyNormalPacket() {
    // 4C6E | packetId 0xFFFFFFFF | firstAck 0 | 0 messages
    NormalPacket p = new NormalPacket(0xFFFF_FFFFL, 0, null, List.of());
    assertWire(PACKET, p, "4C6E FFFFFFFF 00000000 00");
    assertNull(((NormalPacket) PACKET.decode(hex("4C6E FFFFFFFF 00000000 00"))).acks());
  }

  @Test
  void severalMessagesInOnePacket() {
    // 4C6E | packet 5 | firstAck 0 | 3 messages:
    //   28 request | msg 1 | 000F Echo
    //   12 response | msg 2 | 0004 Keepalive | responseTo 1
    //   28 request | msg 3 | 000A JoinGame | "" (length 0)
    NormalPacket p = new NormalPacket(5, 0, null, List.of(
        new Request(1, new RequestBody.Echo()),
        new Response(2, new ResponseBody.Keepalive(1)),
        new Request(3, new RequestBody.JoinGame(""))));
    assertWire(PACKET, p,
        "4C6E 00000005 00000000 03 28 00000001 000F 12 00000002 0004 00000001"
            + " 28 00000003 000A 00000000");
  }

  @Test
  void acksAndAMessage() {
    // 4C6E | packet 1003 = 03EB | firstAck 1000 = 03E8 | 2 ack bytes:
    //   byte 0 = 0000 0101 (1000, 1002), byte 1 = 1000 0000 (bit 15: 1015) |
    // 1 message: 12 | msg 9 | 0009 ServerDisallow | responseTo 8 | "no" | 04 NotAuthorized
    NormalPacket p = NormalPacket.of(1003, AckField.of(List.of(1000L, 1002L, 1015L)),
        List.of(new Response(9,
            new ResponseBody.ServerDisallow(8, "no", InvalidReason.NOT_AUTHORIZED))));
    assertEquals(1000, p.firstAck());
    assertEquals(BitList.withSetBits(2, 0, 2, 15), p.acks());
    assertWire(PACKET, p,
        "4C6E 000003EB 000003E8 02 0580 01 12 00000009 0009 00000008 00000002 6E6F 04");
    assertEquals(Set.of(1000L, 1002L, 1015L), p.acknowledgedPacketIds());
  }

  @Test
  void firstAckWithNoAckBytes() {
    // firstAck 7 with an ack byte count of 0 is representable and kept: 4C6E | 1 | 7 | 00 | 00
    assertWire(PACKET, new NormalPacket(1, 7, BitList.ofBytes(new byte[0]), List.of()),
        "4C6E 00000001 00000007 00 00");
    // trailing zero ack bytes survive: 3 bytes 01 00 00
    assertWire(PACKET, new NormalPacket(1, 7, BitList.withSetBits(3, 0), List.of()),
        "4C6E 00000001 00000007 03 010000 00");
  }

  @Test
  void ackOnlyPackets() {
    // 4C61 | 3 ids | 1 | 2 | 0xFFFFFFFF
    assertWire(PACKET, AckOnlyPacket.of(1, 2, 0xFFFF_FFFFL), "4C61 03 00000001 00000002 FFFFFFFF");
    // count 0: the upstream reader accepts it, and so does this module
    assertWire(PACKET, AckOnlyPacket.of(), "4C61 00");
    AckOnlyPacket decoded = assertInstanceOf(AckOnlyPacket.class,
        PACKET.decode(hex("4C61 02 000003E9 000003EA")));
    assertArrayEquals(new long[] {1001, 1002}, decoded.packetIds());
  }

  @Test
  void unknownResponseAsTheLastMessageKeepsTheRestOfThePacket() {
    // 4C6E | packet 2 | firstAck 0 | 2 messages:
    //   28 | msg 1 | 000F Echo
    //   12 | msg 2 | 001D Custom (unmodelled) | 00000001 00000007 01 ABCD (raw)
    String hex = "4C6E 00000002 00000000 02 28 00000001 000F 12 00000002 001D 00000001 00000007 01 ABCD";
    NormalPacket p = new NormalPacket(2, 0, null, List.of(
        new Request(1, new RequestBody.Echo()),
        new Response(2, new ResponseBody.Unknown(29,
            hex("00000001 00000007 01 ABCD")))));
    assertWire(PACKET, p, hex);
  }

  @Test
  void unknownRequestAsTheOnlyMessage() {
    // 4C6E | packet 1 | firstAck 0 | 1 message: 28 | msg 4 | 0011 Custom | 00000003 00
    assertWire(PACKET,
        NormalPacket.of(1, new Request(4, new RequestBody.Unknown(17, hex("00000003 00")))),
        "4C6E 00000001 00000000 01 28 00000004 0011 00000003 00");
  }
}
