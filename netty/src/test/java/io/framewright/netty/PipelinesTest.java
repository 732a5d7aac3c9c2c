package io.framewright.netty;

import static io.framewright.netty.Loopback.address;
import static io.framewright.netty.Loopback.within;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.framewright.netty.Loopback.Inbox;
import io.framewright.netty.readme.ChatMessage;
import io.framewright.netty.readme.ChatMessageCodec;
import io.framewright.protocol.leviathan.AckOnlyPacket;
import io.framewright.protocol.leviathan.LeviathanPacket;
import io.framewright.protocol.pies.PiesPacket;
import io.framewright.runtime.DecodeException;
import io.framewright.runtime.Hex;
import io.framewright.runtime.frame.CorruptFrameException;
import io.framewright.runtime.frame.Framing;
import io.framewright.runtime.frame.Resync;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import io.netty.channel.Channel;
import io.netty.channel.ChannelHandler;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.channel.embedded.EmbeddedChannel;
import io.netty.channel.socket.DatagramPacket;
import java.net.InetSocketAddress;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

class PipelinesTest {
  @Test
  void aDatagramPipelineDecodesDispatchesAndAnswersTheSender() {
    InetSocketAddress peer = new InetSocketAddress("127.0.0.1", 5000);
    InetSocketAddress self = new InetSocketAddress("127.0.0.1", 6000);
    List<Object> seen = new ArrayList<>();
    EmbeddedChannel channel = new EmbeddedChannel(Pipelines.datagram(LeviathanPacket.framing(),
        MessageDispatcher.of(LeviathanPacket.class)
            .on(AckOnlyPacket.class, (ctx, acks, sender) -> {
              seen.add(acks);
              ctx.writeAndFlush(new Addressed<>(AckOnlyPacket.of(acks.packetIds()[0] + 1),
                  sender));
            })
            .otherwise((ctx, other) -> seen.add(other))
            .build()));
    // 4C61 | 1 id | 00000007
    channel.writeInbound(new DatagramPacket(
        Unpooled.wrappedBuffer(Hex.parse("4C61 01 00000007")), self, peer));
    assertEquals(List.of(AckOnlyPacket.of(7)), seen);
    DatagramPacket out = channel.readOutbound();
    assertEquals(peer, out.recipient());
    ByteBuf content = out.content();
    byte[] b = new byte[content.readableBytes()];
    content.readBytes(b);
    out.release();
    assertEquals("4c 61 01 00 00 00 08", Hex.format(b, 0, b.length));
  }

  /**
   * Issue 29: a stream pipeline with the caller's FrameErrorHandler (without one, a bad frame
   * goes to exceptionCaught, where Netty logs a warning with its stack trace), over TCP on
   * 127.0.0.1: the bad frame reaches the handler once, not exceptionCaught, and the next frame
   * is decoded.
   */
  @Test
  void aStreamPipelineGivesBadFramesToItsErrorHandler() {
    try (Loopback net = new Loopback()) {
      BlockingQueue<DecodeException> bad = new LinkedBlockingQueue<>();
      Inbox atServer = new Inbox();
      Channel server = net.tcpServer(Pipelines.stream(Framing.stream(ChatMessageCodec.INSTANCE,
          Resync.nextByte(), 4096, "chat"), (ctx, error) -> bad.add(error), atServer));
      Channel client = net.tcpClient(server, Loopback.pipeline(() -> new ChannelHandler[0]));
      // 09: no message has tag 9, so one bad frame at stream offset 0; then Hello "ann":
      // tag 01 | length 03 | "ann"
      within(client.writeAndFlush(Unpooled.wrappedBuffer(Hex.parse("09 01 03 616e6e"))));
      assertEquals(List.of(new ChatMessage.Hello("ann")), atServer.take(1));
      // Reported in stream order, so before the Hello went on.
      assertEquals(1, bad.size(), bad::toString);
      assertEquals(0, assertInstanceOf(CorruptFrameException.class, bad.poll()).streamOffset());
      atServer.assertNoMoreErrors();
    }
  }

  /**
   * The same for a datagram pipeline, over UDP on 127.0.0.1: the bad datagram reaches the
   * handler once, with its sender, and the next one is decoded.
   */
  @Test
  void aDatagramPipelineGivesBadDatagramsToItsErrorHandler() throws InterruptedException {
    try (Loopback net = new Loopback()) {
      BlockingQueue<DecodeException> bad = new LinkedBlockingQueue<>();
      Inbox atServer = new Inbox();
      Channel server = net.udp(Pipelines.datagram(LeviathanPacket.framing(),
          (ctx, error) -> bad.add(error), atServer));
      Channel client = net.udp(Loopback.pipeline(() -> new ChannelHandler[0]));
      // 4C61 | 2 ids | 00000007, and no second id: cut short
      within(client.writeAndFlush(new DatagramPacket(
          Unpooled.wrappedBuffer(Hex.parse("4C61 02 00000007")), address(server))));
      DecodeException error = bad.poll(Loopback.TIMEOUT_SECONDS, TimeUnit.SECONDS);
      assertNotNull(error, "the bad datagram did not reach the handler");
      assertEquals(address(client), assertInstanceOf(BadDatagramException.class, error).sender());
      // Sent once the bad one was reported: UDP keeps no order between datagrams.
      // 4C61 | 1 id | 00000007
      within(client.writeAndFlush(new DatagramPacket(
          Unpooled.wrappedBuffer(Hex.parse("4C61 01 00000007")), address(server))));
      Addressed<?> good = assertInstanceOf(Addressed.class, atServer.take(1).get(0));
      assertEquals(AckOnlyPacket.of(7), good.message());
      assertEquals(List.of(), List.copyOf(bad));
      atServer.assertNoMoreErrors();
    }
  }

  @Test
  void handlersMustBeSharableAndStreamsNeedAStreamFraming() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> Pipelines.stream(PiesPacket.framing(), new ChannelInboundHandlerAdapter()));
    assertTrue(e.getMessage().contains("not @Sharable"), e.getMessage());
    assertThrows(IllegalStateException.class,
        () -> Pipelines.stream(LeviathanPacket.framing()));
  }
}
