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
      if (read(pool.wire[i], 0, pool.wire[i].length) != BitUpdatePool.sum(pool.values[i])
          || read(pool.stream, pool.at[i], pool.wire[i].length)
              != BitUpdatePool.sum(pool.values[i])) {
        throw new IllegalStateException("BitUpdateView reads value " + i + " otherwise");
      }
    }
  }

  private long read(byte[] wire, int off, int len) {
    BitUpdateView v = view.wrap(wire, off, len);
    return (long) v.kind() + v.health() + (v.alive() ? 1 : 0) + v.entity() + v.heading()
        + v.tick()
        + Float.floatToRawIntBits(v.x()) + Float.floatToRawIntBits(v.y()) + v.sequence();
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
