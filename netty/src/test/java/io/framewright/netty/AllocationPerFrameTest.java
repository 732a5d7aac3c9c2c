package io.framewright.netty;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.framewright.protocol.bitpacked.Packet;
import io.framewright.protocol.bitpacked.PacketCodec;
import io.framewright.protocol.bitpacked.PayloadType;
import io.framewright.runtime.Hex;
import io.framewright.runtime.WireReader;
import io.netty.buffer.Unpooled;
import io.netty.channel.embedded.EmbeddedChannel;
import java.io.ByteArrayOutputStream;
import java.lang.management.ManagementFactory;
import org.junit.jupiter.api.Test;

/**
 * Issue 15: decoding over Netty allocates nothing per message besides the decoded message. The
 * frame decoder's allocation per packet, on this thread, is compared with the codec's own for
 * the same packets (one reader for all of them): the records and their payload arrays.
 */
class AllocationPerFrameTest {
  private static long allocated() {
    return ((com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean())
        .getCurrentThreadAllocatedBytes();
  }

  @Test
  void theFrameDecoderAllocatesNoMoreThanTheDecodedPackets() {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    for (int i = 0; i < 256; i++) {
      out.writeBytes(PacketCodec.INSTANCE.encode(
          Packet.of(i, 2, PayloadType.CUSTOM, Hex.parse("aabbcc"))));
      out.writeBytes(PacketCodec.INSTANCE.encode(
          Packet.of(i, 3, PayloadType.INT32, Hex.parse("00000001 fffffffe")).withTurn(9)));
    }
    byte[] unit = out.toByteArray();
    int perUnit = 512;
    EmbeddedChannel channel = new EmbeddedChannel(new FrameDecoder<>(Packet.framing()));
    double decoder = 0;
    double codec = 0;
    for (int round = 0; round < 200; round++) {
      long before = allocated();
      channel.writeInbound(Unpooled.wrappedBuffer(unit));
      int n = 0;
      while (channel.readInbound() != null) {
        n++;
      }
      long mid = allocated();
      WireReader in = new WireReader(unit);
      while (in.remaining() > 0) {
        PacketCodec.INSTANCE.read(in);
      }
      long after = allocated();
      assertEquals(perUnit, n);
      decoder = (double) (mid - before) / perUnit;
      codec = (double) (after - mid) / perUnit;
    }
    // the last round, warmed up; the wrapped buffer and the channel's bookkeeping are per read
    // (a few hundred bytes for 512 packets), so a little slack
    double extra = decoder - codec;
    assertTrue(extra < 4, String.format(
        "the frame decoder allocated %.1f B per packet, the codec alone %.1f", decoder, codec));
  }
}
