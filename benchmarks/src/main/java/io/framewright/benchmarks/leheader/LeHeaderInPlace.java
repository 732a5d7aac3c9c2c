package io.framewright.benchmarks.leheader;

import static io.framewright.benchmarks.leheader.LeHeaderVarHandle.INT;
import static io.framewright.benchmarks.leheader.LeHeaderVarHandle.LONG;
import static io.framewright.benchmarks.leheader.LeHeaderVarHandle.SHORT;

import io.framewright.benchmarks.Defaults;
import io.framewright.benchmarks.Pool;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Setup;

/**
 * The hand-written in-place read, the baseline of {@link LeHeaderViews}: the frame's length
 * checked once, then every field read with {@code VarHandle}s and summed into a {@code long}.
 */
public class LeHeaderInPlace extends Defaults {
  private Pool<LeHeader> pool;

  @Setup
  public void setUp() {
    pool = LeHeaderPool.create();
    for (int i = 0; i < Pool.SIZE; i++) {
      if (read(pool.wire[i]) != LeHeaderPool.sum(pool.values[i])) {
        throw new IllegalStateException("LeHeaderInPlace reads value " + i + " otherwise");
      }
    }
  }

  private static long read(byte[] b) {
    if (b.length != LeHeaderVarHandle.SIZE) {
      throw new IllegalArgumentException("a header is 24 bytes, not " + b.length);
    }
    int b0 = b[0];
    return (b0 & 0xf) + ((b0 >> 4) & 0xf) + (b[1] & 0xff) + ((short) SHORT.get(b, 2) & 0xffff)
        + ((int) INT.get(b, 4) & 0xffff_ffffL) + ((int) INT.get(b, 8) & 0xffff_ffffL)
        + ((int) INT.get(b, 12) & 0xffff_ffffL) + (long) LONG.get(b, 16);
  }

  @Benchmark
  public long read() {
    return read(pool.wire[index++ & Pool.MASK]);
  }
}
