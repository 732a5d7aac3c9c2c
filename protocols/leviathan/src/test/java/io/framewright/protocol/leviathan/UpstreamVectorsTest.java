package io.framewright.protocol.leviathan;

import static io.framewright.protocol.leviathan.Wire.assertWire;

import io.framewright.runtime.BitList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The packets and bodies that upstream's tests ({@code LeviathanTest/TestFiles/PacketFormat.cpp},
 * {@code PacketsAndConnection.cpp}) build and check, as bytes worked out by hand from the values
 * those tests use (upstream has no literal hex vectors). See docs/reference/upstream-wire-formats.md 1.9.
 */
class UpstreamVectorsTest {
  private static final LeviathanPacketCodec PACKET = LeviathanPacketCodec.INSTANCE;

  @Test
  void keepaliveResponseDirectlyWithWireData() {
    // 4C6E normal | packetId 1 | firstAck 0 (no ack bytes) | 1 message |
    // 12 response | message 11 | type 0004 Keepalive | responseTo 0
    assertWire(PACKET, NormalPacket.of(1, new Response(11, new ResponseBody.Keepalive(0))),
        "4C6E 00000001 00000000 01 12 0000000B 0004 00000000");
  }

  @Test
  void echoRequest() {
    // 4C6E | packetId 1 | firstAck 0 | 1 message | 28 request | message 12 | type 000F Echo
    assertWire(PACKET, NormalPacket.of(1, new Request(12, new RequestBody.Echo())),
        "4C6E 00000001 00000000 01 28 0000000C 000F");
  }

  @Test
  void helloOfAFreshConnectionStartsAtPacket1001() {
    // 4C6E | packetId 1001 = 03E9 | firstAck 0 | 1 message | 28 request | message 1 |
    // type 0000 Connect | checkValue 42 = 2A; 22 bytes as the test checks (18 + 4)
    assertWire(PACKET, NormalPacket.of(1001, new Request(1, new RequestBody.Connect(42))),
        "4C6E 000003E9 00000000 01 28 00000001 0000 0000002A");
  }

  @Test
  void manuallyConstructedConnectAndItsResponse() {
    // the request the test feeds in: packet 1, message 1, Connect(42)
    assertWire(PACKET, NormalPacket.of(1, new Request(1, new RequestBody.Connect(42))),
        "4C6E 00000001 00000000 01 28 00000001 0000 0000002A");
    // the answer: packet 1002 = 03EA | firstAck 1 | 1 ack byte 01 (packet 1) | 1 message |
    // 12 response | message 2 | type 0000 Connect | responseTo 1 | checkValue 42
    assertWire(PACKET,
        new NormalPacket(1002, 1, BitList.withSetBits(1, 0),
            List.of(new Response(2, new ResponseBody.Connect(1, 42)))),
        "4C6E 000003EA 00000001 01 01 01 12 00000002 0000 00000001 0000002A");
  }

  @Test
  void keepaliveWithAcks() {
    // 4C6E | packetId 4 | firstAck 1 | 1 ack byte 33 = 0011 0011: bits 0,1,4,5 = packets 1,2,5,6
    // | 1 message | 12 | message 8 | 0004 Keepalive | responseTo 0
    NormalPacket p = NormalPacket.of(4, AckField.of(List.of(1L, 2L, 5L, 6L)),
        List.of(new Response(8, new ResponseBody.Keepalive(0))));
    assertWire(PACKET, p, "4C6E 00000004 00000001 01 33 01 12 00000008 0004 00000000");
  }

  @Test
  void ackCarriers() {
    // "Client Responses get acks": packet 1 | firstAck 1002 = 03EA | 1 byte 01 | 0 messages
    assertWire(PACKET, new NormalPacket(1, 1002, BitList.withSetBits(1, 0), List.of()),
        "4C6E 00000001 000003EA 01 01 00");
    // "Packet object": firstAck 1001 = 03E9 | 1 byte 02: bit 1 = packet 1002 only
    assertWire(PACKET,
        NormalPacket.of(1, AckField.of(1001, List.of(1002L)), List.of()),
        "4C6E 00000001 000003E9 01 02 00");
    // ack-only: 4C61 | 1 id | 1002
    assertWire(PACKET, AckOnlyPacket.of(1002), "4C61 01 000003EA");
  }

  @Test
  void serverAllowNotAChance() {
    // 4C6E | packet 1 | firstAck 0 | 1 message | 12 | message 1 | 000A ServerAllow |
    // responseTo 0 | 01 RequestQueued | length 12 | "not a chance"
    assertWire(PACKET,
        NormalPacket.of(1, new Response(1,
            new ResponseBody.ServerAllow(0, ServerAcceptedType.REQUEST_QUEUED, "not a chance"))),
        "4C6E 00000001 00000000 01 12 00000001 000A 00000000 01 0000000C 6E6F742061206368616E6365");
  }

  @Test
  void packetSerializationAndDeserializationBodies() {
    // 0002 Authenticate | len 11 "griefer-123" | u64 57332578 = 036AD362 | len 7 "my-pass"
    assertWire(RequestBodyCodec.INSTANCE,
        new RequestBody.Authenticate("griefer-123", 57332578L, "my-pass"),
        "0002 0000000B 677269656665722D313233 00000000036AD362 00000007 6D792D70617373");
    // 0002 Authenticate | responseTo 0 | userId 1001 | u64 523980358035209 = 1DC8EAF1C2709
    assertWire(ResponseBodyCodec.INSTANCE,
        new ResponseBody.Authenticate(0, 1001, 523980358035209L),
        "0002 00000000 000003E9 0001DC8EAF1C2709");
    // 0001 Security | i32 2 Standard | len 10 "1235312125" | len 9 "315247268"
    assertWire(RequestBodyCodec.INSTANCE,
        new RequestBody.Security(ConnectionEncryption.STANDARD, "1235312125", "315247268"),
        "0001 00000002 0000000A 31323335333132313235 00000009 333135323437323638");
    // 0001 Security | responseTo 712 = 2C8 | i32 2 Standard | len 15 | len 24
    assertWire(ResponseBodyCodec.INSTANCE,
        new ResponseBody.Security(712, ConnectionEncryption.STANDARD, "523980358035209",
            "234650879135789035209547"),
        "0001 000002C8 00000002 0000000F 353233393830333538303335323039"
            + " 00000018 323334363530383739313335373839303335323039353437");
  }
}
