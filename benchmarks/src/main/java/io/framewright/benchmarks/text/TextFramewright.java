package io.framewright.benchmarks.text;

import io.framewright.benchmarks.Defaults;
import io.framewright.benchmarks.Pool;
import io.framewright.benchmarks.WireSizes;
import io.framewright.protocol.pies.PiesPacket;
import io.framewright.protocol.pies.PiesPacketCodec;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;

/** Framewright's generated {@link PiesPacketCodec}. */
public class TextFramewright extends Defaults {
  @Param({"location", "levelData"})
  public String packet;

  private Pool<PiesPacket> pool;
  private byte[] out;

  @Setup
  public void setUp() {
    pool = TextPool.of(packet);
    out = new byte[pool.maxWireLength];
    pool.checkEncoder("PiesPacketCodec", (v, buf) -> PiesPacketCodec.INSTANCE.encode(v, buf, 0));
    pool.checkDecoder("PiesPacketCodec", PiesPacketCodec.INSTANCE::decode);
    WireSizes.record("text", "packet=" + packet, "Framewright", pool.meanWireLength());
  }

  @Benchmark
  public PiesPacket decode() {
    byte[] wire = pool.wire[index++ & Pool.MASK];
    return PiesPacketCodec.INSTANCE.decode(wire, 0, wire.length);
  }

  @Benchmark
  public int encode() {
    return PiesPacketCodec.INSTANCE.encode(pool.values[index++ & Pool.MASK], out, 0);
  }
}
