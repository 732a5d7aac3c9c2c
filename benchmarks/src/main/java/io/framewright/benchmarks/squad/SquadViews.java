package io.framewright.benchmarks.squad;

import io.framewright.benchmarks.Defaults;
import io.framewright.benchmarks.Pool;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Setup;

/**
 * The generated {@link SquadView} wrapped over each pooled squad (validated as decode validates
 * it), then every unit through the one re-pointed {@link SoldierView}: its numbers and its name's
 * bytes ({@code nameBytes} into a scratch array) summed into a {@code long}, as
 * {@link SquadInPlace} reads the same bytes by hand.
 */
public class SquadViews extends Defaults {
  private Pool<Squad> pool;
  private final SquadView view = new SquadView();
  private final byte[] name = new byte[8];

  @Setup
  public void setUp() {
    pool = SquadPool.create();
    for (int i = 0; i < Pool.SIZE; i++) {
      if (read(pool.wire[i], 0, pool.wire[i].length) != SquadPool.sum(pool.values[i])
          || read(pool.stream, pool.at[i], pool.wire[i].length)
              != SquadPool.sum(pool.values[i])) {
        throw new IllegalStateException("SquadView reads value " + i + " otherwise");
      }
    }
  }

  private long read(byte[] wire, int off, int len) {
    SquadView v = view.wrap(wire, off, len);
    long sum = 0;
    byte[] bytes = name;
    for (SoldierView u : v.units()) {
      sum += u.id() + u.x() + u.y() + u.hp();
      for (int i = 0, n = u.nameBytes(bytes, 0); i < n; i++) {
        sum += bytes[i];
      }
    }
    return sum;
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
