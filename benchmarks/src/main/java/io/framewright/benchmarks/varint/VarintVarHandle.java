package io.framewright.benchmarks.varint;

import io.framewright.benchmarks.Defaults;
import io.framewright.benchmarks.Pool;
import io.framewright.benchmarks.WireSizes;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Setup;

/**
 * The 1.0 baseline: {@link HandVarintCodec}, hand-written over {@code byte[]} (varints are read
 * a byte at a time, so there is no VarHandle in it; the name keeps the results table's column).
 */
public class VarintVarHandle extends Defaults {
  private Pool<Entry> pool;
  private byte[] out;

  @Setup
  public void setUp() {
    pool = VarintPool.create();
    out = new byte[pool.maxWireLength];
    pool.checkEncoder("HandVarintCodec", (v, buf) -> HandVarintCodec.encode(v, buf, 0));
    pool.checkDecoder("HandVarintCodec", w -> HandVarintCodec.decode(w, 0, w.length));
    WireSizes.record("varint", "", "VarHandle", pool.meanWireLength());
  }

  @Benchmark
  public Entry decode() {
    byte[] wire = pool.wire[index++ & Pool.MASK];
    return HandVarintCodec.decode(wire, 0, wire.length);
  }

  @Benchmark
  public int encode() {
    return HandVarintCodec.encode(pool.values[index++ & Pool.MASK], out, 0);
  }
}
