package io.framewright.benchmarks.leheader;

import io.framewright.benchmarks.Defaults;
import io.framewright.benchmarks.Pool;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Setup;

/**
 * The generated {@link LeHeaderView} wrapped over each pooled header and every field read and
 * summed into a {@code long}, as {@link LeHeaderInPlace} reads the same bytes by hand.
 */
public class LeHeaderViews extends Defaults {
  private Pool<LeHeader> pool;
  private final LeHeaderView view = new LeHeaderView();

  @Setup
  public void setUp() {
    pool = LeHeaderPool.create();
    for (int i = 0; i < Pool.SIZE; i++) {
      if (read(pool.wire[i]) != LeHeaderPool.sum(pool.values[i])) {
        throw new IllegalStateException("LeHeaderView reads value " + i + " otherwise");
      }
    }
  }

  private long read(byte[] wire) {
    LeHeaderView v = view.wrap(wire);
    return v.version() + v.kind() + v.flags() + v.length() + v.source() + v.target()
        + v.sequence() + v.timestamp();
  }

  @Benchmark
  public long read() {
    return read(pool.wire[index++ & Pool.MASK]);
  }
}
