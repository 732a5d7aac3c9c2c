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
      if (read(pool.wire[i], 0, pool.wire[i].length) != LeHeaderPool.sum(pool.values[i])
          || read(pool.stream, pool.at[i], pool.wire[i].length)
              != LeHeaderPool.sum(pool.values[i])) {
        throw new IllegalStateException("LeHeaderView reads value " + i + " otherwise");
      }
    }
  }

  private long read(byte[] wire, int off, int len) {
    LeHeaderView v = view.wrap(wire, off, len);
    return v.version() + v.kind() + v.flags() + v.length() + v.source() + v.target()
        + v.sequence() + v.timestamp();
  }

  @Benchmark
  public long read() {
    byte[] b = pool.wire[index++ & Pool.MASK];
    return read(b, 0, b.length);
  }

  /** The same frames in one receive buffer: the view keeps one array. */
  @Benchmark
  public long readBuffered() {
    int i = index++ & Pool.MASK;
    return read(pool.stream, pool.at[i], pool.wire[i].length);
  }
}
