package io.framewright.netty;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.framewright.protocol.leviathan.AckOnlyPacket;
import io.framewright.protocol.leviathan.LeviathanPacket;
import io.framewright.protocol.pies.PiesPacket;
import io.framewright.runtime.Hex;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.channel.embedded.EmbeddedChannel;
import io.netty.channel.socket.DatagramPacket;
import java.net.InetSocketAddress;
import java.util.ArrayList;
import java.util.List;
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

  @Test
  void handlersMustBeSharableAndStreamsNeedAStreamFraming() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> Pipelines.stream(PiesPacket.framing(), new ChannelInboundHandlerAdapter()));
    assertTrue(e.getMessage().contains("not @Sharable"), e.getMessage());
    assertThrows(IllegalStateException.class,
        () -> Pipelines.stream(LeviathanPacket.framing()));
  }
}
