package io.framewright.benchmarks.varint;

import io.framewright.benchmarks.Defaults;
import io.framewright.benchmarks.Pool;
import io.framewright.benchmarks.WireSizes;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Setup;

/** Framewright's generated {@link EntryCodec}. */
public class VarintFramewright extends Defaults {
  private Pool<Entry> pool;
  private byte[] out;

  @Setup
  public void setUp() {
    pool = VarintPool.create();
    out = new byte[pool.maxWireLength];
    pool.checkEncoder("EntryCodec", (v, buf) -> EntryCodec.INSTANCE.encode(v, buf, 0));
    pool.checkDecoder("EntryCodec", EntryCodec.INSTANCE::decode);
    WireSizes.record("varint", "", "Framewright", pool.meanWireLength());
  }

  @Benchmark
  public Entry decode() {
    byte[] wire = pool.wire[index++ & Pool.MASK];
    return EntryCodec.INSTANCE.decode(wire, 0, wire.length);
  }

  @Benchmark
  public int encode() {
    return EntryCodec.INSTANCE.encode(pool.values[index++ & Pool.MASK], out, 0);
  }
}
