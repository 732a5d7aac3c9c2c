package io.framewright.benchmarks.netty;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.framewright.protocol.bitpacked.Packet;
import io.framewright.protocol.bitpacked.PacketCodec;
import io.framewright.runtime.Hex;
import io.netty.buffer.Unpooled;
import io.netty.channel.embedded.EmbeddedChannel;
import io.netty.channel.nio.NioEventLoopGroup;
import io.netty.handler.codec.DecoderException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** The harness compares like with like: both pipelines give the codec's packets. */
class NettyThroughputTest {
  @Test
  void bothPipelinesDecodeTheStreamToTheSamePackets() {
    byte[] stream = NettyThroughput.stream(3);
    List<Packet> expected = new ArrayList<>();
    for (int i = 0; i < 3; i++) {
      expected.addAll(NettyThroughput.MIX);
    }
    for (String pipeline : NettyThroughput.pipelines()) {
      EmbeddedChannel channel = new EmbeddedChannel();
      NettyThroughput.addDecoder(pipeline, channel);
      // in 7-byte pieces, so that frames are split
      for (int p = 0; p < stream.length; p += 7) {
        channel.writeInbound(Unpooled.wrappedBuffer(stream, p, Math.min(7, stream.length - p)));
      }
      List<Object> got = new ArrayList<>();
      for (Object m; (m = channel.readInbound()) != null; ) {
        got.add(m);
      }
      assertEquals(expected, got, pipeline);
    }
  }

  @Test
  void theHandWrittenDecoderRejectsAReservedPayloadType() {
    // length 6, payload type 12 (reserved): 01 b0 | 00 00 10 80 | 6 bytes
    EmbeddedChannel channel = new EmbeddedChannel(
        new HandWrittenPacketPipeline.FrameSplitter(),
        new HandWrittenPacketPipeline.PacketDecoder());
    assertThrows(DecoderException.class, () -> channel.writeInbound(
        Unpooled.wrappedBuffer(Hex.parse("01b0 00001080 0000 00001080"))));
    assertEquals(12, Packet.frameLength(Hex.parse("01b0"), 0, 2));
    assertEquals(PacketCodec.INSTANCE.encode(NettyThroughput.MIX.get(0)).length,
        Hex.parse("00c0 00001080 aabbcc").length);
  }

  @Test
  void aRoundOverLoopbackCountsEveryPacket() throws Exception {
    NioEventLoopGroup server = new NioEventLoopGroup(1);
    NioEventLoopGroup client = new NioEventLoopGroup(1);
    try {
      byte[] unit = NettyThroughput.stream(16);
      for (String pipeline : NettyThroughput.pipelines()) {
        NettyThroughput.Round r = NettyThroughput.round(pipeline, unit, 16, 50, server, client);
        assertEquals(16L * 4 * 50, r.packets());
        assertTrue(r.nanos() > 0 && r.allocatedBytes() > 0, r.toString());
      }
    } finally {
      server.shutdownGracefully(0, 1, TimeUnit.SECONDS).await(5, TimeUnit.SECONDS);
      client.shutdownGracefully(0, 1, TimeUnit.SECONDS).await(5, TimeUnit.SECONDS);
    }
  }
}
