package io.framewright.benchmarks.squad;

import static io.framewright.benchmarks.squad.SquadVarHandle.INT;
import static io.framewright.benchmarks.squad.SquadVarHandle.LONG;
import static io.framewright.benchmarks.squad.SquadVarHandle.SHORT;
import static io.framewright.benchmarks.squad.SquadVarHandle.UNIT;

import io.framewright.benchmarks.FrameReads;
import org.openjdk.jmh.annotations.Setup;

/**
 * The hand-written in-place read, the baseline of {@link SquadViews}: the frame checked once as
 * the {@code VarHandle} decoder checks it (count, exact length, US-ASCII names eight bytes at a
 * time), then every unit's numbers and name bytes read with {@code VarHandle}s and summed.
 */
public class SquadInPlace extends FrameReads<Squad> {

  @Setup
  public void setUp() {
    pool = SquadPool.create();
    checkReads("SquadInPlace", SquadPool::sum);
  }

  @Override
  protected long read(byte[] b, int off, int len) {
    java.util.Objects.checkFromIndexSize(off, len, b.length);
    int n = SquadVarHandle.count(b, off, len);
    for (int i = 0, p = off + 2; i < n; i++, p += UNIT) {
      if (((long) LONG.get(b, p + 9) & 0x8080_8080_8080_8080L) != 0) {
        throw new IllegalArgumentException("a name not US-ASCII");
      }
    }
    long sum = 0;
    for (int i = 0, p = off + 2; i < n; i++, p += UNIT) {
      sum += (int) INT.get(b, p) + (short) SHORT.get(b, p + 4) + (short) SHORT.get(b, p + 6)
          + (b[p + 8] & 0xff);
      for (int c = 0; c < 8; c++) {
        sum += b[p + 9 + c];
      }
    }
    return sum;
  }
}
