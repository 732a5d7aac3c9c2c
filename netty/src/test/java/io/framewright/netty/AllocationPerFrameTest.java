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

  /**
   * 256 x (a 9-byte CUSTOM packet: 6 header bytes and 3 of payload; a 16-byte INT32 packet with
   * a turn: 6, 2 and 8): 512 packets, 6,400 bytes.
   */
  private static byte[] unit() {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    for (int i = 0; i < 256; i++) {
      out.writeBytes(PacketCodec.INSTANCE.encode(
          Packet.of(i, 2, PayloadType.CUSTOM, Hex.parse("aabbcc"))));
      out.writeBytes(PacketCodec.INSTANCE.encode(
          Packet.of(i, 3, PayloadType.INT32, Hex.parse("00000001 fffffffe")).withTurn(9)));
    }
    return out.toByteArray();
  }

  private static final int PER_UNIT = 512;

  /**
   * The bytes the channel's decoder allocates per packet, on this thread, for the unit written
   * as reads cut at {@code cut} (0: one read): the least of the last 100 of 200 rounds (warmed
   * up). The least, not the last: a round can catch a one-off allocation of the channel's own
   * (a queue growing a chunk, a lazily made holder), which once made a budget's round look 4 B
   * per packet dearer in CI; an allocation per read or per packet shows in every round.
   */
  private static double decoderBytesPerPacket(EmbeddedChannel channel, byte[] unit, int cut) {
    double perPacket = Double.MAX_VALUE;
    for (int round = 0; round < 200; round++) {
      long before = allocated();
      if (cut > 0) {
        channel.writeInbound(Unpooled.wrappedBuffer(unit, 0, cut));
        channel.writeInbound(Unpooled.wrappedBuffer(unit, cut, unit.length - cut));
      } else {
        channel.writeInbound(Unpooled.wrappedBuffer(unit));
      }
      int n = 0;
      while (channel.readInbound() != null) {
        n++;
      }
      long after = allocated();
      assertEquals(PER_UNIT, n);
      if (round >= 100) {
        perPacket = Math.min(perPacket, (double) (after - before) / PER_UNIT);
      }
    }
    return perPacket;
  }

  @Test
  void theFrameDecoderAllocatesNoMoreThanTheDecodedPackets() {
    byte[] unit = unit();
    EmbeddedChannel channel = new EmbeddedChannel(new FrameDecoder<>(Packet.framing()));
    double decoder = decoderBytesPerPacket(channel, unit, 0);
    double codec = Double.MAX_VALUE;
    for (int round = 0; round < 200; round++) {
      long before = allocated();
      WireReader in = new WireReader(unit);
      while (in.remaining() > 0) {
        PacketCodec.INSTANCE.read(in);
      }
      if (round >= 100) {
        codec = Math.min(codec, (double) (allocated() - before) / PER_UNIT);
      }
    }
    // warmed up; the wrapped buffer and the channel's bookkeeping are per read (a few hundred
    // bytes for 512 packets), so a little slack
    double extra = decoder - codec;
    assertTrue(extra < 4, String.format(
        "the frame decoder allocated %.1f B per packet, the codec alone %.1f", decoder, codec));
  }

  @Test
  void aFrameBudgetAllocatesNothingWhenReadsEndInsideFrames() {
    // Issue 27, item 17: each read cut 7 bytes into a packet leaves it unfinished, so the
    // budget is charged and given back once per read; that costs an atomic update, no object.
    byte[] unit = unit();
    int cut = (9 + 16) * 128 + 7;
    FrameBudget budget = new FrameBudget(1 << 20);
    EmbeddedChannel charged = new EmbeddedChannel(new FrameDecoder<>(Packet.framing(), budget));
    charged.writeInbound(Unpooled.wrappedBuffer(unit, 0, cut));
    assertEquals(7, budget.held());
    charged.writeInbound(Unpooled.wrappedBuffer(unit, cut, unit.length - cut));
    assertEquals(0, budget.held());
    while (charged.readInbound() != null) {
      // the first unit's packets, counted in the rounds below
    }
    double without = decoderBytesPerPacket(
        new EmbeddedChannel(new FrameDecoder<>(Packet.framing())), unit, cut);
    double with = decoderBytesPerPacket(charged, unit, cut);
    assertEquals(0, budget.held());
    assertTrue(with - without < 1, String.format(
        "with a budget %.1f B per packet, without %.1f", with, without));
  }
}
