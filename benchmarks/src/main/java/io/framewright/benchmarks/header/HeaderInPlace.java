package io.framewright.benchmarks.header;

import io.framewright.benchmarks.Defaults;
import io.framewright.benchmarks.Pool;
import io.framewright.protocol.bitpacked.Packet;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.infra.Blackhole;

/**
 * Hand-written in-place reads (issue 18): {@link InPlacePacketHeader} wrapped over each pooled
 * packet, its header checked once, every header field read with {@code VarHandle}s into the
 * {@link Blackhole}. The baseline of {@link HeaderView}.
 */
public class HeaderInPlace extends Defaults {
  private Pool<Packet> big;
  private final InPlacePacketHeader header = new InPlacePacketHeader();

  @Setup
  public void setUp() {
    big = HeaderPool.big();
    for (int i = 0; i < Pool.SIZE; i++) {
      HeaderView.checkFields("InPlacePacketHeader", big.values[i], header.wrap(big.wire[i], 0)
          .payloadLength(), header.payloadType(), header.flags(), header.messageId(),
          header.messageType());
    }
  }

  @Benchmark
  public void readBig(Blackhole bh) {
    InPlacePacketHeader h = header.wrap(big.wire[index++ & Pool.MASK], 0);
    bh.consume(h.payloadLength());
    bh.consume(h.payloadType());
    bh.consume(h.flags());
    bh.consume(h.messageId());
    bh.consume(h.messageType());
  }
}
