package io.framewright.benchmarks.bitupdate;

import io.framewright.benchmarks.Defaults;
import io.framewright.benchmarks.Pool;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Setup;

/**
 * The generated {@link BitUpdateView} wrapped over each pooled update and every field read and
 * summed into a {@code long}, as {@link BitUpdateInPlace} reads the same bytes by hand.
 */
public class BitUpdateViews extends Defaults {
  private Pool<BitUpdate> pool;
  private final BitUpdateView view = new BitUpdateView();

  @Setup
  public void setUp() {
    pool = BitUpdatePool.create();
    for (int i = 0; i < Pool.SIZE; i++) {
      if (read(pool.wire[i]) != BitUpdatePool.sum(pool.values[i])) {
        throw new IllegalStateException("BitUpdateView reads value " + i + " otherwise");
      }
    }
  }

  private long read(byte[] wire) {
    BitUpdateView v = view.wrap(wire);
    return (long) v.kind() + v.health() + (v.alive() ? 1 : 0) + v.entity() + v.heading()
        + v.tick()
        + Float.floatToRawIntBits(v.x()) + Float.floatToRawIntBits(v.y()) + v.sequence();
  }

  @Benchmark
  public long read() {
    return read(pool.wire[index++ & Pool.MASK]);
  }
}
