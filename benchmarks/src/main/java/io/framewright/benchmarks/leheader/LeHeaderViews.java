package io.framewright.benchmarks.leheader;

import io.framewright.benchmarks.FrameReads;
import org.openjdk.jmh.annotations.Setup;

/**
 * The generated {@link LeHeaderView} wrapped over each pooled header and every field read and
 * summed into a {@code long}, as {@link LeHeaderInPlace} reads the same bytes by hand. A view is
 * made per frame, as the views guide advises for a fixed-size message: it stays in this method,
 * so C2 keeps its fields in registers (no allocation, no reference stored in the heap).
 * {@link LeHeaderReusedViews} reuses one.
 */
public class LeHeaderViews extends FrameReads<LeHeader> {
  @Setup
  public void setUp() {
    pool = LeHeaderPool.create();
    checkReads("LeHeaderView", LeHeaderPool::sum);
  }

  @Override
  protected long read(byte[] wire, int off, int len) {
    LeHeaderView v = new LeHeaderView().wrap(wire, off, len);
    return v.version() + v.kind() + v.flags() + v.length() + v.source() + v.target()
        + v.sequence() + v.timestamp();
  }
}
