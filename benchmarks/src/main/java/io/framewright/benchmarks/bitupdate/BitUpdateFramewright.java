package io.framewright.benchmarks.bitupdate;

import io.framewright.benchmarks.Defaults;
import io.framewright.benchmarks.Pool;
import io.framewright.benchmarks.WireSizes;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Setup;

/** Framewright's generated {@link BitUpdateCodec}. */
public class BitUpdateFramewright extends Defaults {
  private Pool<BitUpdate> pool;
  private byte[] out;

  @Setup
  public void setUp() {
    pool = BitUpdatePool.create();
    out = new byte[pool.maxWireLength];
    pool.checkEncoder("BitUpdateCodec", (v, buf) -> BitUpdateCodec.INSTANCE.encode(v, buf, 0));
    pool.checkDecoder("BitUpdateCodec", BitUpdateCodec.INSTANCE::decode);
    WireSizes.record("bitupdate", "", "Framewright", pool.meanWireLength());
  }

  @Benchmark
  public BitUpdate decode() {
    byte[] wire = pool.wire[index++ & Pool.MASK];
    return BitUpdateCodec.INSTANCE.decode(wire, 0, wire.length);
  }

  @Benchmark
  public int encode() {
    return BitUpdateCodec.INSTANCE.encode(pool.values[index++ & Pool.MASK], out, 0);
  }
}
