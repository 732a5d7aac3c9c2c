package io.framewright.benchmarks.bitupdate;

import io.framewright.benchmarks.FrameReads;
import org.openjdk.jmh.annotations.Setup;

/**
 * The generated {@link BitUpdateView} wrapped over each pooled update and every field read and
 * summed into a {@code long}, as {@link BitUpdateInPlace} reads the same bytes by hand. A view is
 * made per frame, as the views guide advises for a fixed-size message: it stays in this method,
 * so C2 keeps its fields in registers (no allocation, no reference stored in the heap).
 * {@link BitUpdateReusedViews} reuses one.
 */
public class BitUpdateViews extends FrameReads<BitUpdate> {
  @Setup
  public void setUp() {
    pool = BitUpdatePool.create();
    checkReads("BitUpdateView", BitUpdatePool::sum);
  }

  @Override
  protected long read(byte[] wire, int off, int len) {
    BitUpdateView v = new BitUpdateView().wrap(wire, off, len);
    return (long) v.kind() + v.health() + (v.alive() ? 1 : 0) + v.entity() + v.heading()
        + v.tick()
        + Float.floatToRawIntBits(v.x()) + Float.floatToRawIntBits(v.y()) + v.sequence();
  }
}
