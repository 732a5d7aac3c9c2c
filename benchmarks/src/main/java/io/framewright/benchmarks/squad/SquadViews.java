package io.framewright.benchmarks.squad;

import io.framewright.benchmarks.FrameReads;
import org.openjdk.jmh.annotations.Setup;

/**
 * The generated {@link SquadView} wrapped over each pooled squad (validated as decode validates
 * it), then every unit through the one re-pointed {@link SoldierView}: its numbers and its name's
 * bytes ({@code nameBytes} into a scratch array) summed into a {@code long}, as
 * {@link SquadInPlace} reads the same bytes by hand.
 */
public class SquadViews extends FrameReads<Squad> {
  private final SquadView view = new SquadView();
  private final byte[] name = new byte[8];

  @Setup
  public void setUp() {
    pool = SquadPool.create();
    checkReads("SquadView", SquadPool::sum);
  }

  @Override
  protected long read(byte[] wire, int off, int len) {
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
}
