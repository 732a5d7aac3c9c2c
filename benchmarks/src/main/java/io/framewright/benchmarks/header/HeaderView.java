package io.framewright.benchmarks.header;

import io.framewright.benchmarks.Defaults;
import io.framewright.benchmarks.Pool;
import io.framewright.protocol.bitpacked.Packet;
import io.framewright.protocol.bitpacked.PacketHeader;
import io.framewright.protocol.bitpacked.PacketHeaderCodec;
import io.framewright.protocol.bitpacked.PacketHeaderView;
import io.framewright.protocol.bitpacked.PayloadType;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.infra.Blackhole;

/**
 * The generated view (issue 18): one {@link PacketHeaderView} wrapped over each pooled packet
 * (its six header bytes validated as {@code PacketHeaderCodec.decode} validates them), every
 * field read through its getter into the {@link Blackhole}; against {@link HeaderInPlace}, the
 * same reads written by hand, and {@code decodeHeaderBig}, the header decoded into a
 * {@link PacketHeader} record by the generated codec and its fields read the same way.
 */
public class HeaderView extends Defaults {
  private Pool<Packet> big;
  private final PacketHeaderView view = new PacketHeaderView();

  @Setup
  public void setUp() {
    big = HeaderPool.big();
    for (int i = 0; i < Pool.SIZE; i++) {
      PacketHeaderView v = view.wrap(big.wire[i], 0);
      checkFields("PacketHeaderView", big.values[i], v.payloadLength(), v.payloadType(),
          v.flags(), v.messageId(), v.messageType());
      PacketHeader h = PacketHeaderCodec.INSTANCE.decode(big.wire[i], 0, PacketHeaderCodec
          .FIXED_SIZE);
      checkFields("PacketHeaderCodec", big.values[i], h.payloadLength(), h.payloadType(),
          h.flags(), h.messageId(), h.messageType());
    }
  }

  /** Throws unless the fields read are the pooled packet's. */
  static void checkFields(String who, Packet p, int payloadLength, PayloadType payloadType,
      int flags, int messageId, int messageType) {
    if (p.payloadLength() != payloadLength || p.payloadType() != payloadType
        || p.flags() != flags || p.messageId() != messageId || p.messageType() != messageType) {
      throw new IllegalStateException(who + " read " + payloadLength + " " + payloadType + " "
          + flags + " " + messageId + " " + messageType + " from the header of " + p);
    }
  }

  @Benchmark
  public void readBig(Blackhole bh) {
    PacketHeaderView v = view.wrap(big.wire[index++ & Pool.MASK], 0);
    bh.consume(v.payloadLength());
    bh.consume(v.payloadType());
    bh.consume(v.flags());
    bh.consume(v.messageId());
    bh.consume(v.messageType());
  }

  @Benchmark
  public void decodeHeaderBig(Blackhole bh) {
    PacketHeader h = PacketHeaderCodec.INSTANCE.decode(big.wire[index++ & Pool.MASK], 0,
        PacketHeaderCodec.FIXED_SIZE);
    bh.consume(h.payloadLength());
    bh.consume(h.payloadType());
    bh.consume(h.flags());
    bh.consume(h.messageId());
    bh.consume(h.messageType());
  }
}
