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
      if (read(pool.wire[i], 0, pool.wire[i].length) != LeHeaderPool.sum(pool.values[i])
          || read(pool.stream, pool.at[i], pool.wire[i].length)
              != LeHeaderPool.sum(pool.values[i])) {
        throw new IllegalStateException("LeHeaderInPlace reads value " + i + " otherwise");
      }
    }
  }

  private static long read(byte[] b, int off, int len) {
    if (len != LeHeaderVarHandle.SIZE || off < 0 || off > b.length - len) {
      throw new IllegalArgumentException("a header is 24 bytes, not " + len);
    }
    int b0 = b[off];
    return (b0 & 0xf) + ((b0 >> 4) & 0xf) + (b[off + 1] & 0xff)
        + ((short) SHORT.get(b, off + 2) & 0xffff) + ((int) INT.get(b, off + 4) & 0xffff_ffffL)
        + ((int) INT.get(b, off + 8) & 0xffff_ffffL) + ((int) INT.get(b, off + 12) & 0xffff_ffffL)
        + (long) LONG.get(b, off + 16);
  }

  @Benchmark
  public long read() {
    byte[] b = pool.wire[index++ & Pool.MASK];
    return read(b, 0, b.length);
  }

  /** The same frames in one receive buffer. */
  @Benchmark
  public long readBuffered() {
    int i = index++ & Pool.MASK;
    return read(pool.stream, pool.at[i], pool.wire[i].length);
  }
}
