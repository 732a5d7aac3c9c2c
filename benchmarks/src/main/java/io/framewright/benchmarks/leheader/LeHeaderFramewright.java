package io.framewright.benchmarks.leheader;

import io.framewright.benchmarks.Defaults;
import io.framewright.benchmarks.Pool;
import io.framewright.benchmarks.WireSizes;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Setup;

/** Framewright's generated {@link LeHeaderCodec}. */
public class LeHeaderFramewright extends Defaults {
  private Pool<LeHeader> pool;
  private byte[] out;

  @Setup
  public void setUp() {
    pool = LeHeaderPool.create();
    out = new byte[pool.maxWireLength];
    pool.checkEncoder("LeHeaderCodec", (v, buf) -> LeHeaderCodec.INSTANCE.encode(v, buf, 0));
    pool.checkDecoder("LeHeaderCodec", LeHeaderCodec.INSTANCE::decode);
    WireSizes.record("leheader", "", "Framewright", pool.meanWireLength());
  }

  @Benchmark
  public LeHeader decode() {
    byte[] wire = pool.wire[index++ & Pool.MASK];
    return LeHeaderCodec.INSTANCE.decode(wire, 0, wire.length);
  }

  @Benchmark
  public int encode() {
    return LeHeaderCodec.INSTANCE.encode(pool.values[index++ & Pool.MASK], out, 0);
  }
}
