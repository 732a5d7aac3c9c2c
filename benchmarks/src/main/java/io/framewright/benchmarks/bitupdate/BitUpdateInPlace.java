package io.framewright.benchmarks.bitupdate;

import static io.framewright.benchmarks.bitupdate.BitUpdateVarHandle.FLOAT_LE;
import static io.framewright.benchmarks.bitupdate.BitUpdateVarHandle.INT_LE;
import static io.framewright.benchmarks.bitupdate.BitUpdateVarHandle.SHORT_BE;

import io.framewright.benchmarks.Defaults;
import io.framewright.benchmarks.Pool;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Setup;

/**
 * The hand-written in-place read, the baseline of {@link BitUpdateViews}: the length checked
 * once, then every field read with {@code VarHandle}s (the packed ones from one long) and summed.
 */
public class BitUpdateInPlace extends Defaults {
  private Pool<BitUpdate> pool;

  @Setup
  public void setUp() {
    pool = BitUpdatePool.create();
    for (int i = 0; i < Pool.SIZE; i++) {
      if (read(pool.wire[i], 0, pool.wire[i].length) != BitUpdatePool.sum(pool.values[i])
          || read(pool.stream, pool.at[i], pool.wire[i].length)
              != BitUpdatePool.sum(pool.values[i])) {
        throw new IllegalStateException("BitUpdateInPlace reads value " + i + " otherwise");
      }
    }
  }

  private static long read(byte[] b, int off, int len) {
    if (len != BitUpdateVarHandle.SIZE || off < 0 || off > b.length - len) {
      throw new IllegalArgumentException("an update is 19 bytes, not " + len);
    }
    long v = BitUpdateVarHandle.packed(b, off);
    return (v >>> 37) + ((v >>> 27) & 0x3ff) + ((v >>> 26) & 1) + ((v >>> 6) & 0xf_ffff)
        + ((int) v << 26 >> 26) + (int) INT_LE.get(b, off + 5)
        + Float.floatToRawIntBits((float) FLOAT_LE.get(b, off + 9))
        + Float.floatToRawIntBits((float) FLOAT_LE.get(b, off + 13))
        + ((short) SHORT_BE.get(b, off + 17) & 0xffff);
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
