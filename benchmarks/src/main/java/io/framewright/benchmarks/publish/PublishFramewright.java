package io.framewright.benchmarks.publish;

import io.framewright.benchmarks.Defaults;
import io.framewright.benchmarks.Pool;
import io.framewright.benchmarks.WireSizes;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Setup;

/** Framewright's generated {@link PublishCodec}. */
public class PublishFramewright extends Defaults {
  private Pool<Publish> pool;
  private byte[] out;

  @Setup
  public void setUp() {
    pool = PublishPool.create();
    out = new byte[pool.maxWireLength];
    pool.checkEncoder("PublishCodec", (v, buf) -> PublishCodec.INSTANCE.encode(v, buf, 0));
    pool.checkDecoder("PublishCodec", PublishCodec.INSTANCE::decode);
    WireSizes.record("publish", "", "Framewright", pool.meanWireLength());
  }

  @Benchmark
  public Publish decode() {
    byte[] wire = pool.wire[index++ & Pool.MASK];
    return PublishCodec.INSTANCE.decode(wire, 0, wire.length);
  }

  @Benchmark
  public int encode() {
    return PublishCodec.INSTANCE.encode(pool.values[index++ & Pool.MASK], out, 0);
  }
}
