package io.framewright.benchmarks.squad;

import io.framewright.benchmarks.Defaults;
import io.framewright.benchmarks.Pool;
import io.framewright.benchmarks.WireSizes;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Setup;

/** Framewright's generated {@link SquadCodec}. */
public class SquadFramewright extends Defaults {
  private Pool<Squad> pool;
  private byte[] out;

  @Setup
  public void setUp() {
    pool = SquadPool.create();
    out = new byte[pool.maxWireLength];
    pool.checkEncoder("SquadCodec", (v, buf) -> SquadCodec.INSTANCE.encode(v, buf, 0));
    pool.checkDecoder("SquadCodec", SquadCodec.INSTANCE::decode);
    WireSizes.record("squad", "", "Framewright", pool.meanWireLength());
  }

  @Benchmark
  public Squad decode() {
    byte[] wire = pool.wire[index++ & Pool.MASK];
    return SquadCodec.INSTANCE.decode(wire, 0, wire.length);
  }

  @Benchmark
  public int encode() {
    return SquadCodec.INSTANCE.encode(pool.values[index++ & Pool.MASK], out, 0);
  }
}
