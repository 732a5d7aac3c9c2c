package io.framewright.examples;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.framewright.examples.unions.BeerOp;
import io.framewright.examples.unions.BeerOpCodec;
import io.framewright.examples.unions.NetMessage;
import io.framewright.examples.unions.NetMessageCodec;
import io.framewright.examples.unions.Packet;
import io.framewright.examples.unions.PacketCodec;
import io.framewright.examples.unions.Request;
import io.framewright.examples.unions.RequestBody;
import io.framewright.examples.unions.Response;
import io.framewright.examples.unions.ResponseBody;
import io.framewright.examples.unions.UnknownMessage;
import io.framewright.runtime.DecodeException;
import io.framewright.runtime.EncodeException;
import io.framewright.runtime.Framewright;
import io.framewright.runtime.Hex;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Tagged unions, nested unions and unknown tags; expected bytes written by hand. */
class UnionTest {


  @Test
  void nestedUnionsEncodeTagThenVariant() {
    // kind 12 | number 00000005 | response type 0000 | responseTo 00000001 | check ffffffff
    Response connect = new Response(5, new ResponseBody.Connect(1, -1));
    Wire.assertWire(NetMessageCodec.INSTANCE, connect, "12 00000005 0000 00000001 ffffffff");
    assertEquals(connect, NetMessageCodec.INSTANCE.decode(Hex.parse(
        "12 00000005 0000 00000001 ffffffff")));

    // ServerAllow: type 000a, responseTo 3, accepted 02, message "hi" with a u32 length
    Response allow = new Response(7, new ResponseBody.ServerAllow(3, 2, "hi"));
    Wire.assertWire(NetMessageCodec.INSTANCE, allow, "12 00000007 000a 00000003 02 00000002 6869");
    assertEquals(allow, NetMessageCodec.INSTANCE.decode(Hex.parse(
        "12 00000007 000a 00000003 02 00000002 6869")));

    Request echo = new Request(9, new RequestBody.Echo());
    Wire.assertWire(NetMessageCodec.INSTANCE, echo, "28 00000009 0007");
    assertEquals(echo, NetMessageCodec.INSTANCE.decode(Hex.parse("28 00000009 0007")));
  }

  @Test
  void unknownTagKeepsTheRawBytes() {
    NetMessage m = NetMessageCodec.INSTANCE.decode(Hex.parse("55 0102"));
    UnknownMessage u = assertInstanceOf(UnknownMessage.class, m);
    assertEquals(0x55, u.tag());
    assertArrayEquals(new byte[] {1, 2}, u.data());
    Wire.assertWire(NetMessageCodec.INSTANCE, new UnknownMessage(0x55, new byte[] {1, 2}), "55 0102");

    EncodeException e = assertThrows(EncodeException.class,
        () -> NetMessageCodec.INSTANCE.encode(new UnknownMessage(0x12, new byte[0])));
    assertEquals("NetMessage.UnknownMessage.tag", e.fieldPath());
    e = assertThrows(EncodeException.class,
        () -> NetMessageCodec.INSTANCE.encode(new UnknownMessage(256, new byte[0])));
    assertEquals("NetMessage.UnknownMessage.tag", e.fieldPath());
  }

  @Test
  void unknownNestedTagWithoutAnUnknownVariantIsAnError() {
    DecodeException e = assertThrows(DecodeException.class,
        () -> NetMessageCodec.INSTANCE.decode(Hex.parse("12 00000005 0063 00000001")));
    assertEquals("NetMessage.Response.body.(tag)", e.fieldPath());
    assertEquals(5, e.byteOffset());
    assertEquals("one of the tags 0, 4, 10", e.expected());
    assertEquals("99", e.found());
  }

  @Test
  void littleEndian32BitTag() {
    Wire.assertWire(BeerOpCodec.INSTANCE, new BeerOp.Position(1, (short) -2, (short) 3),
        "00000000 01000000 feff 0300");
    Wire.assertWire(BeerOpCodec.INSTANCE, new BeerOp.Ping(), "0d000000");
    assertEquals(new BeerOp.Ping(), BeerOpCodec.INSTANCE.decode(Hex.parse("0d000000")));
    DecodeException e = assertThrows(DecodeException.class,
        () -> BeerOpCodec.INSTANCE.decode(Hex.parse("63000000")));
    assertEquals("one of the tags 0, 13", e.expected());
    e = assertThrows(DecodeException.class,
        () -> BeerOpCodec.INSTANCE.decode(Hex.parse("00000000 01000000 feff")));
    assertEquals("BeerOp.Position.y", e.fieldPath());
    assertEquals(10, e.byteOffset());
  }

  @Test
  void listOfUnionValues() {
    Packet p = new Packet(1, List.of(new Request(1, new RequestBody.Connect(42)),
        new Response(2, new ResponseBody.Keepalive(1))));
    // id 00000001 | 2 messages | 28 00000001 0000 0000002a | 12 00000002 0004 00000001
    Wire.assertWire(PacketCodec.INSTANCE, p, "00000001 02 28000000010000 0000002a 12000000020004 00000001");
    assertEquals(p, PacketCodec.INSTANCE.decode(Hex.parse(
        "00000001 02 28000000010000 0000002a 12000000020004 00000001")));
    DecodeException e = assertThrows(DecodeException.class, () -> PacketCodec.INSTANCE.decode(
        Hex.parse("00000001 02 28000000010000 0000002a 12000000020004 0000")));
    assertEquals("Packet.messages[1].Response.body.Keepalive.responseTo", e.fieldPath());
  }

  @Test
  void registryAndConstants() {
    assertSame(NetMessageCodec.INSTANCE, Framewright.codec(NetMessage.class));
    assertEquals(8, NetMessageCodec.TAG_BITS);
    // the tag alone: the unknown variant may carry no bytes
    assertEquals(1, NetMessageCodec.MIN_SIZE);
    // tag 4 bytes + the empty Ping
    assertEquals(4, BeerOpCodec.MIN_SIZE);
  }
}
