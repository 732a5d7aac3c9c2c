package io.framewright.benchmarks.squad;

import io.framewright.benchmarks.FrameReads;
import io.framewright.benchmarks.Pool;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Setup;

/**
 * The generated {@link SquadView} wrapped over each pooled squad (validated as decode validates
 * it), then every unit through the one child view its cursor moves: its numbers and its name's
 * eight bytes read in place ({@code nameByte(i)}) summed into a {@code long}, as
 * {@link SquadInPlace} reads the same bytes by hand. {@code copied} copies each name out
 * instead ({@code nameBytes} into a scratch array, the text without its padding), as
 * {@code SquadInPlace.copied} does by hand.
 */
public class SquadViews extends FrameReads<Squad> {
  private final SquadView view = new SquadView();
  private final byte[] name = new byte[8];

  @Setup
  public void setUp() {
    pool = SquadPool.create();
    checkReads("SquadView", SquadPool::sum);
    checkCopies("SquadView", this::copied, SquadPool::sum);
  }

  @Override
  protected long read(byte[] wire, int off, int len) {
    SquadView v = view.wrap(wire, off, len);
    long sum = 0;
    for (SoldierView u : v.units()) {
      sum += u.id() + u.x() + u.y() + u.hp();
      for (int c = 0; c < 8; c++) {
        sum += u.nameByte(c);
      }
    }
    return sum;
  }

  private long copied(byte[] wire) {
    SquadView v = view.wrap(wire);
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
  public long copied() {
    return copied(pool.wire[index++ & Pool.MASK]);
  }
}
