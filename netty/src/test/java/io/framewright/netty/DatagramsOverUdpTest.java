package io.framewright.netty;

import static io.framewright.netty.Loopback.address;
import static io.framewright.netty.Loopback.within;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.framewright.netty.Loopback.Inbox;
import io.framewright.protocol.avara.CommandId;
import io.framewright.protocol.avara.CommandPacket;
import io.framewright.protocol.avara.Datagram;
import io.framewright.protocol.bitpacked.Packet;
import io.framewright.protocol.bitpacked.PacketCodec;
import io.framewright.protocol.bitpacked.PayloadType;
import io.framewright.protocol.leviathan.AckOnlyPacket;
import io.framewright.protocol.leviathan.LeviathanPacket;
import io.framewright.protocol.leviathan.NormalPacket;
import io.framewright.protocol.leviathan.Request;
import io.framewright.protocol.leviathan.RequestBody;
import io.framewright.protocol.leviathan.Response;
import io.framewright.protocol.leviathan.ResponseBody;
import io.framewright.runtime.BitList;
import io.framewright.runtime.Hex;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import io.netty.channel.Channel;
import io.netty.channel.socket.DatagramPacket;
import java.net.InetSocketAddress;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Leviathan, Avara and bitpacked over real UDP sockets on 127.0.0.1: each datagram one message, the
 * sender kept with it, a bad datagram reported with its sender and the channel going on. Every
 * exchange is a ping-pong (the next datagram is sent when the answer came), so none is lost to
 * a full socket buffer.
 */
class DatagramsOverUdpTest {
  // bitpacked, from the format: payloadLength 10 bits | payloadType 4 | flags 2 | messageId 20 |
  // messageType 6 | reserved 6 | payload.
  // length 3, CUSTOM 0, flags 0 -> 00 c0; messageId 1, messageType 2 -> 00 00 10 80; aa bb cc
  private static final String CUSTOM_ABC = "00c0 00001080 aabbcc";
  // length 6, reserved payload type 12 (1100): a bad packet -> 01 b0 00 00 10 80 + 6 bytes
  private static final String RESERVED_TYPE = "01b0 00001080 0000 00001080";

  private final Loopback net = new Loopback();

  @AfterEach
  void stop() {
    net.close();
  }

  private Channel udp(io.netty.channel.ChannelHandler... handlers) {
    return net.udp(Loopback.pipeline(() -> handlers));
  }

  private static byte[] bytesOf(DatagramPacket packet) {
    ByteBuf content = packet.content();
    byte[] bytes = new byte[content.readableBytes()];
    content.getBytes(content.readerIndex(), bytes);
    packet.release();
    return bytes;
  }

  private static String hex(String spaced) {
    byte[] b = Hex.parse(spaced);
    return Hex.format(b, 0, b.length);
  }

  @Test
  void aLeviathanRequestIsAnsweredByAResponseWithAcks() {
    // server: a NormalPacket carrying a Connect request is answered with the Connect response,
    // acknowledging the request's packet; an ack-only packet is counted
    Inbox acks = new Inbox();
    MessageDispatcher<LeviathanPacket> server = MessageDispatcher.of(LeviathanPacket.class)
        .on(NormalPacket.class, (ctx, packet, sender) -> {
          Request request = (Request) packet.messages().get(0);
          RequestBody.Connect connect = (RequestBody.Connect) request.body();
          NormalPacket answer = new NormalPacket(1002, packet.packetId(),
              BitList.withSetBits(1, 0), List.of(new Response(2,
                  new ResponseBody.Connect(request.messageNumber(), connect.checkValue()))));
          ctx.writeAndFlush(new Addressed<>(answer, sender));
        })
        .on(AckOnlyPacket.class, (ctx, packet) -> acks.messages.add(packet))
        .build();
    Channel serverChannel = udp(new DatagramDecoder<>(LeviathanPacket.framing()),
        new DatagramEncoder<>(LeviathanPacket.framing()), server);
    Inbox raw = new Inbox();
    Channel client = udp(raw);
    // 4C6E | packet 1 | firstAck 0 | 1 message | 28 request | message 1 | 0000 Connect | 42
    within(client.writeAndFlush(new DatagramPacket(Unpooled.wrappedBuffer(
        Hex.parse("4C6E 00000001 00000000 01 28 00000001 0000 0000002A")),
        address(serverChannel))));
    DatagramPacket reply = (DatagramPacket) raw.take(1).get(0);
    assertEquals(address(serverChannel), reply.sender());
    byte[] got = bytesOf(reply);
    // 4C6E | packet 1002 = 03EA | firstAck 1 | 1 ack byte 01 (packet 1) | 1 message |
    // 12 response | message 2 | 0000 Connect | responseTo 1 | checkValue 42
    assertEquals(hex("4C6E 000003EA 00000001 01 01 01 12 00000002 0000 00000001 0000002A"),
        Hex.format(got, 0, got.length));
    // the client acknowledges packet 1002: 4C61 | 1 id | 000003EA
    within(client.writeAndFlush(new DatagramPacket(Unpooled.wrappedBuffer(
        Hex.parse("4C61 01 000003EA")), address(serverChannel))));
    assertEquals(List.of(AckOnlyPacket.of(1002)), acks.take(1));
  }

  @Test
  void anAvaraDatagramsCrcIsCheckedAndItsCommandsArrive() {
    Inbox atServer = new Inbox();
    Channel server = udp(new DatagramDecoder<>(Datagram.framing().codec(),
        Datagram.framing().maxFrameLength(), (ctx, e) -> atServer.messages.add(e)), atServer);
    Channel client = udp(new Inbox());
    // crc 0dc0 | ack 0400 | serial 0200 | sendCount 00 | flags 33 (p3 u16, dataLen u8, p2, p1)
    // | command 1f kpPing | p3 3412 | p2 fdff | dataLen 03 | p1 05 | data "abc"
    String ping = "0dc0 0400 0200 00 33 1f 3412 fdff 03 05 616263";
    within(client.writeAndFlush(new DatagramPacket(Unpooled.wrappedBuffer(Hex.parse(ping)),
        address(server))));
    Addressed<?> got = (Addressed<?>) atServer.take(1).get(0);
    assertEquals(address(client), got.address());
    Datagram datagram = (Datagram) got.message();
    assertEquals(4, datagram.ack());
    CommandPacket command = datagram.commands().get(0);
    assertEquals(CommandId.kpPing, command.command());
    assertEquals(0x1234, command.p3());
    assertEquals("abc", new String(command.data(), java.nio.charset.StandardCharsets.US_ASCII));
    // the same datagram with its crc's first byte changed: reported, with its sender
    within(client.writeAndFlush(new DatagramPacket(Unpooled.wrappedBuffer(
        Hex.parse("0ec0" + ping.substring(4))), address(server))));
    BadDatagramException bad = assertInstanceOf(BadDatagramException.class,
        atServer.take(1).get(0));
    assertEquals(address(client), bad.sender());
    assertFalse(bad.tooLong());
  }

  /** A bitpacked echo server: each packet comes back with turn 7, to its sender. */
  private Channel bitpackedServer(Inbox errors, int maxLength) {
    MessageDispatcher<Packet> echo = MessageDispatcher.of(Packet.class)
        .on(Packet.class, (ctx, packet, sender) ->
            ctx.writeAndFlush(new Addressed<>(packet.withTurn(7), sender)))
        .build();
    return udp(new DatagramDecoder<>(PacketCodec.INSTANCE, maxLength,
            (ctx, error) -> errors.messages.add(error)),
        new DatagramEncoder<>(Packet.framing()), echo);
  }

  @Test
  void bitpackedPacketsArriveIntactWithTheirSender() {
    Inbox errors = new Inbox();
    Channel server = bitpackedServer(errors, Packet.MAX_PACKET);
    Inbox atClient = new Inbox();
    Channel client = udp(new DatagramDecoder<>(PacketCodec.INSTANCE, Packet.MAX_PACKET,
        FrameErrorHandler.fireExceptionCaught()), new DatagramEncoder<>(Packet.framing()),
        atClient);
    List<Packet> packets = List.of(
        Packet.of(1, 2, PayloadType.CUSTOM, Hex.parse("aabbcc")),
        Packet.of(703710, 63, PayloadType.INT32, Hex.parse("00000001 fffffffe"))
            .withOffset(5, false),
        Packet.of(7, 0, PayloadType.UINT8, new byte[0]),
        Packet.of(8, 1, PayloadType.CHAR, new byte[Packet.MAX_PAYLOAD]).withOffset(2, true));
    for (Packet p : packets) {
      within(client.writeAndFlush(new Addressed<>(p, address(server))));
      Addressed<?> back = (Addressed<?>) atClient.take(1).get(0);
      assertEquals(p.withTurn(7), back.message());
      assertEquals(address(server), back.address());
    }
    // the hand-written datagram of the first packet decodes as the first packet
    within(client.writeAndFlush(new DatagramPacket(
        Unpooled.wrappedBuffer(Hex.parse(CUSTOM_ABC)), address(server))));
    assertEquals(packets.get(0).withTurn(7), ((Addressed<?>) atClient.take(1).get(0)).message());
    assertTrue(errors.messages.isEmpty());
    atClient.assertNoMoreErrors();
  }

  @Test
  void aBadDatagramIsReportedWithItsSenderAndTheChannelGoesOn() {
    Inbox errors = new Inbox();
    Channel server = bitpackedServer(errors, 16);
    Inbox atClient = new Inbox();
    Channel client = udp(new DatagramDecoder<>(Packet.framing()),
        new DatagramEncoder<>(Packet.framing()), atClient);
    InetSocketAddress to = address(server);
    // the reserved payload type
    within(client.writeAndFlush(new DatagramPacket(
        Unpooled.wrappedBuffer(Hex.parse(RESERVED_TYPE)), to)));
    BadDatagramException bad = assertInstanceOf(BadDatagramException.class, errors.take(1).get(0));
    assertEquals(address(client), bad.sender());
    assertEquals(12, bad.length());
    assertFalse(bad.tooLong());
    assertTrue(bad.getMessage().contains("payloadType"), bad.getMessage());
    // the good packet, then trailing bytes after it (a datagram is exactly one message)
    within(client.writeAndFlush(new DatagramPacket(
        Unpooled.wrappedBuffer(Hex.parse(CUSTOM_ABC + "00")), to)));
    BadDatagramException trailing = assertInstanceOf(BadDatagramException.class,
        errors.take(1).get(0));
    assertEquals(10, trailing.length());
    // longer than this server's 16 bytes: refused without decoding
    within(client.writeAndFlush(new Addressed<>(
        Packet.of(1, 2, PayloadType.CUSTOM, new byte[11]), to)));
    BadDatagramException tooLong = assertInstanceOf(BadDatagramException.class,
        errors.take(1).get(0));
    assertTrue(tooLong.tooLong());
    assertEquals(17, tooLong.length());
    // and the server still answers
    within(client.writeAndFlush(new DatagramPacket(
        Unpooled.wrappedBuffer(Hex.parse(CUSTOM_ABC)), to)));
    Addressed<?> back = (Addressed<?>) atClient.take(1).get(0);
    assertEquals(Packet.of(1, 2, PayloadType.CUSTOM, Hex.parse("aabbcc")).withTurn(7),
        back.message());
    assertTrue(server.isActive());
  }
}
