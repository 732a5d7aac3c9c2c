package io.framewright.netty;

import static io.framewright.netty.Loopback.within;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.framewright.netty.Loopback.Inbox;
import io.framewright.protocol.bitpacked.Packet;
import io.framewright.protocol.bitpacked.PacketCodec;
import io.framewright.protocol.bitpacked.PayloadType;
import io.framewright.runtime.Hex;
import io.framewright.runtime.frame.CorruptFrameException;
import io.netty.buffer.Unpooled;
import io.netty.channel.Channel;
import io.netty.channel.ChannelHandler;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * bitpacked packets on a TCP stream: a bad packet is skipped whole by the length its header
 * declares, so a stream recovers after it without mistaking its payload for a packet.
 */
class BitpackedOverTcpTest {
  // payloadLength 10 bits | payloadType 4 | flags 2 | messageId 20 | messageType 6 | reserved 6
  // length 3, CUSTOM, no flags: 00 c0 | messageId 1, messageType 2: 00 00 10 80 | aa bb cc
  private static final String CUSTOM_ABC = "00c0 00001080 aabbcc";
  // length 0, CUSTOM, no flags: 00 00 | messageId 1, messageType 2: 00 00 10 80
  private static final String EMPTY = "0000 00001080";
  // length 6, reserved payload type 12: 01 b0 | 00 00 10 80 | a payload that is itself EMPTY
  private static final String RESERVED_TYPE = "01b0 00001080 " + EMPTY;

  private final Loopback net = new Loopback();

  @AfterEach
  void stop() {
    net.close();
  }

  @Test
  void theStreamRecoversAfterABadPacketAndItsPayloadIsNeverDecoded() {
    Inbox atServer = new Inbox();
    Channel server = net.tcpServer(Loopback.pipeline(() -> new ChannelHandler[] {
        new FrameDecoder<>(Packet.framing(), Packet.framing().maxFrameLength(),
            (ctx, e) -> atServer.messages.add(e)), atServer}));
    Channel client = net.tcpClient(server, Loopback.pipeline(() -> new ChannelHandler[] {
        new FrameEncoder<>(PacketCodec.INSTANCE)}));
    // a good packet, the bad one (header first, its payload in a later write), a good one
    byte[] goodThenBad = Hex.parse(CUSTOM_ABC + RESERVED_TYPE); // 9 + 12 bytes
    within(client.writeAndFlush(Unpooled.wrappedBuffer(goodThenBad, 0, 13)));
    within(client.writeAndFlush(Unpooled.wrappedBuffer(goodThenBad, 13, 8)));
    within(client.writeAndFlush(Packet.of(9, 1, PayloadType.INT16, Hex.parse("0001 fffe"))));
    List<Object> seen = atServer.take(3);
    assertEquals(Packet.of(1, 2, PayloadType.CUSTOM, Hex.parse("aabbcc")), seen.get(0));
    CorruptFrameException bad = assertInstanceOf(CorruptFrameException.class, seen.get(1));
    assertEquals(9, bad.streamOffset());
    assertTrue(bad.getMessage().contains("payloadType"), bad.getMessage());
    // not the EMPTY packet inside the bad one's payload: the next good packet
    assertEquals(Packet.of(9, 1, PayloadType.INT16, Hex.parse("0001 fffe")), seen.get(2));
    atServer.assertNoMoreErrors();
  }
}
