package io.framewright.protocol.leviathan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.framewright.runtime.DecodeException;
import io.framewright.runtime.EncodeException;
import io.framewright.runtime.BitList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Bad input is a DecodeException naming the field and the offset; bad values an EncodeException. */
class DecodeErrorsTest {
  private static final LeviathanPacketCodec PACKET = LeviathanPacketCodec.INSTANCE;

  private static DecodeException assertError(String hex, String path, long byteOffset) {
    DecodeException e = assertThrows(DecodeException.class, () -> PACKET.decode(Wire.hex(hex)));
    assertEquals(path, e.fieldPath(), e.getMessage());
    assertEquals(byteOffset, e.byteOffset(), e.getMessage());
    return e;
  }

  @Test
  void emptyAndTruncatedPacketType() {
    assertError("", "LeviathanPacket.(tag)", 0);
    assertError("4C", "LeviathanPacket.(tag)", 0);
  }

  @Test
  void unknownPacketType() {
    DecodeException e = assertError("4C62 00000001", "LeviathanPacket.(tag)", 0);
    assertEquals("19554", e.found());
  }

  @Test
  void truncatedHeader() {
    // packetId needs 4 bytes at byte 2, only 2 there
    DecodeException e = assertError("4C6E 0000", "LeviathanPacket.NormalPacket.packetId", 2);
    assertEquals("4 bytes", e.expected());
    assertEquals("end of input after 2 bytes", e.found());
    // firstAck at byte 6
    assertError("4C6E 00000001 000000", "LeviathanPacket.NormalPacket.firstAck", 6);
    // the message count at byte 10 is missing
    assertError("4C6E 00000001 00000000", "LeviathanPacket.NormalPacket.messages", 10);
  }

  @Test
  void truncatedAcks() {
    // firstAck 1: the ack byte count at byte 10 is missing
    assertError("4C6E 00000001 00000001", "LeviathanPacket.NormalPacket.acks", 10);
    // 3 ack bytes announced at byte 10; the ack bytes at byte 11 have only 1 of them
    DecodeException e =
        assertError("4C6E 00000001 00000001 03 01", "LeviathanPacket.NormalPacket.acks", 11);
    assertEquals("3 bytes", e.expected());
  }

  @Test
  void fewerMessagesThanCounted() {
    // 2 messages counted, but the 7 bytes left at byte 11 can not hold two (at least 7 each:
    // kind, number, type): reported before decoding any
    DecodeException e = assertError("4C6E 00000001 00000000 02 28 00000001 000F",
        "LeviathanPacket.NormalPacket.messages", 11);
    assertEquals("14 bytes", e.expected());
    // 2 counted, the first (JoinGame "abc", bytes 11..24) is long enough for the check, the
    // second at byte 25 is missing
    assertError("4C6E 00000001 00000000 02 28 00000001 000A 00000003 616263",
        "LeviathanPacket.NormalPacket.messages[1].(tag)", 25);
  }

  @Test
  void truncatedMessage() {
    // Keepalive's responseTo at byte 18 has 2 of 4 bytes
    assertError("4C6E 00000001 00000000 01 12 00000002 0004 0000",
        "LeviathanPacket.NormalPacket.messages[0].Response.body.Keepalive.responseTo", 18);
    // the response type at byte 16 is cut: 6 bytes at byte 11 are less than a message's 7
    assertError("4C6E 00000001 00000000 01 12 00000002 00",
        "LeviathanPacket.NormalPacket.messages", 11);
    // a string's length at byte 18 is cut (the 2 bytes there pass the 7-byte check)
    assertError("4C6E 00000001 00000000 01 28 00000002 000A 0000",
        "LeviathanPacket.NormalPacket.messages[0].Request.body.JoinGame.options", 18);
  }

  @Test
  void unknownMessageKind() {
    DecodeException e = assertError("4C6E 00000001 00000000 01 33 00000001 000F",
        "LeviathanPacket.NormalPacket.messages[0].(tag)", 11);
    assertEquals("51", e.found());
  }

  @Test
  void unknownTypeBeforeAnotherMessageIsAnError() {
    // 2 messages: 12 | msg 1 | 000C (unmodelled) takes 00000000 28 00000002 000F, everything
    // to the end of the packet (byte 29), so message [1] finds no input
    assertError("4C6E 00000001 00000000 02 12 00000001 000C 00000000 28 00000002 000F",
        "LeviathanPacket.NormalPacket.messages[1].(tag)", 29);
    // the same with an unknown request type 0011 in front of an Echo: the unknown takes
    // 00000003 01 28 00000002 000F (bytes 18..29), message [1] finds nothing at byte 30
    assertError("4C6E 00000001 00000000 02 28 00000001 0011 00000003 01 28 00000002 000F",
        "LeviathanPacket.NormalPacket.messages[1].(tag)", 30);
  }

  @Test
  void boolOtherThanZeroOrOne() {
    // SyncDataEnd.succeeded at byte 22 is 02: upstream would read true; this module rejects it
    assertError("4C6E 00000001 00000000 01 12 00000001 000D 00000000 02",
        "LeviathanPacket.NormalPacket.messages[0].Response.body.SyncDataEnd.succeeded", 22);
  }

  @Test
  void unknownEnumValues() {
    // ServerAllow.serverAcceptedWhat 03 at byte 22
    assertError("4C6E 00000001 00000000 01 12 00000001 000A 00000000 03 00000000",
        "LeviathanPacket.NormalPacket.messages[0].Response.body.ServerAllow.serverAcceptedWhat",
        22);
    // Security.secureType 00000003 (i32) at byte 18 of a request
    assertError("4C6E 00000001 00000000 01 28 00000001 0001 00000003 00000000 00000000",
        "LeviathanPacket.NormalPacket.messages[0].Request.body.Security.secureType", 18);
  }

  @Test
  void badStrings() {
    // JoinGame.options: length 0000FFFF at byte 18, but the text at byte 22 has 1 byte
    DecodeException e = assertError("4C6E 00000001 00000000 01 28 00000001 000A 0000FFFF 41",
        "LeviathanPacket.NormalPacket.messages[0].Request.body.JoinGame.options", 22);
    assertEquals("65535 bytes", e.expected());
    // 1 byte FF that is not UTF-8
    assertError("4C6E 00000001 00000000 01 28 00000001 000A 00000001 FF",
        "LeviathanPacket.NormalPacket.messages[0].Request.body.JoinGame.options", 22);
  }

  @Test
  void trailingBytes() {
    // a complete packet then one more byte at byte 11
    assertError("4C6E 00000001 00000000 00 00", "LeviathanPacket", 11);
    assertError("4C61 01 00000001 00", "LeviathanPacket", 7);
  }

  @Test
  void truncatedAckOnlyPacket() {
    // count missing at byte 2
    assertError("4C61", "LeviathanPacket.AckOnlyPacket.packetIds", 2);
    // 2 ids (8 bytes) announced, the ids at byte 3 have 6 bytes: reported before reading any
    DecodeException e =
        assertError("4C61 02 00000001 0000", "LeviathanPacket.AckOnlyPacket.packetIds", 3);
    assertEquals("8 bytes", e.expected());
  }

  @Test
  void encodeErrors() {
    EncodeException e = assertThrows(EncodeException.class,
        () -> PACKET.encode(new NormalPacket(1, 0, BitList.withSetBits(1, 0), List.of())));
    assertEquals("LeviathanPacket.NormalPacket.acks", e.fieldPath());
    e = assertThrows(EncodeException.class,
        () -> PACKET.encode(new NormalPacket(1, 1, null, List.of())));
    assertEquals("LeviathanPacket.NormalPacket.acks", e.fieldPath());
    e = assertThrows(EncodeException.class,
        () -> PACKET.encode(new NormalPacket(0x1_0000_0000L, 0, null, List.of())));
    assertEquals("LeviathanPacket.NormalPacket.packetId", e.fieldPath());
    // an unknown variant may not use a modelled type
    e = assertThrows(EncodeException.class, () -> PACKET.encode(
        NormalPacket.of(1, new Response(1, new ResponseBody.Unknown(4, new byte[4])))));
    assertEquals("LeviathanPacket.NormalPacket.messages[0].Response.body.Unknown.tag",
        e.fieldPath());
    // more than 255 messages or ack ids do not fit the u8 counts
    List<NetworkMessage> many = java.util.Collections.nCopies(256,
        new Request(1, new RequestBody.Echo()));
    e = assertThrows(EncodeException.class,
        () -> PACKET.encode(new NormalPacket(1, 0, null, many)));
    assertEquals("LeviathanPacket.NormalPacket.messages", e.fieldPath());
    e = assertThrows(EncodeException.class, () -> PACKET.encode(AckOnlyPacket.of(new long[256])));
    assertEquals("LeviathanPacket.AckOnlyPacket.packetIds", e.fieldPath());
    e = assertThrows(EncodeException.class, () -> PACKET.encode(
        new NormalPacket(1, 1, BitList.ofBytes(new byte[256]), List.of())));
    assertEquals("LeviathanPacket.NormalPacket.acks", e.fieldPath());
  }
}
