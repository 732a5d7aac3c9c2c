package io.framewright.benchmarks.leheader;

import static io.framewright.benchmarks.leheader.LeHeaderVarHandle.INT;
import static io.framewright.benchmarks.leheader.LeHeaderVarHandle.LONG;
import static io.framewright.benchmarks.leheader.LeHeaderVarHandle.SHORT;

import io.framewright.benchmarks.FrameReads;
import org.openjdk.jmh.annotations.Setup;

/**
 * The hand-written in-place read, the baseline of {@link LeHeaderViews}: the frame's length
 * checked once, then every field read with {@code VarHandle}s and summed into a {@code long}.
 */
public class LeHeaderInPlace extends FrameReads<LeHeader> {

  @Setup
  public void setUp() {
    pool = LeHeaderPool.create();
    checkReads("LeHeaderInPlace", LeHeaderPool::sum);
  }

  @Override
  protected long read(byte[] b, int off, int len) {
    if (len != LeHeaderVarHandle.SIZE || off < 0 || off > b.length - len) {
      throw new IllegalArgumentException("a header is 24 bytes, not " + len);
    }
    int b0 = b[off];
    return (b0 & 0xf) + ((b0 >> 4) & 0xf) + (b[off + 1] & 0xff)
        + ((short) SHORT.get(b, off + 2) & 0xffff) + ((int) INT.get(b, off + 4) & 0xffff_ffffL)
        + ((int) INT.get(b, off + 8) & 0xffff_ffffL) + ((int) INT.get(b, off + 12) & 0xffff_ffffL)
        + (long) LONG.get(b, off + 16);
  }
}
