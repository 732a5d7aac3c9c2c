package io.framewright.benchmarks;

import java.util.function.ToLongFunction;
import org.openjdk.jmh.annotations.Benchmark;

/**
 * A view read or a hand-written in-place read of every field of one frame, summed into a
 * {@code long}: {@code read} on the pool's own arrays (a new array each frame), and
 * {@code readBuffered} on the same frames one after another in one receive buffer
 * ({@link Pool#stream}), where a view keeps its array. Subclasses set {@link #pool}.
 */
public abstract class FrameReads<T> extends Defaults {
  protected Pool<T> pool;

  /** Every field of the frame at {@code buf[off .. off + len)}, summed. */
  protected abstract long read(byte[] buf, int off, int len);

  /** Checks in {@code @Setup} that both forms read {@code expected(value)} for every frame. */
  protected void checkReads(String who, ToLongFunction<T> expected) {
    for (int i = 0; i < Pool.SIZE; i++) {
      long want = expected.applyAsLong(pool.values[i]);
      if (read(pool.wire[i], 0, pool.wire[i].length) != want
          || read(pool.stream, pool.at[i], pool.wire[i].length) != want) {
        throw new IllegalStateException(who + " reads value " + i + " otherwise");
      }
    }
  }

  /**
   * Checks in {@code @Setup} that {@code copied}, a read that copies text or bytes out before
   * summing them, reads {@code expected(value)} for every frame.
   */
  protected void checkCopies(String who, ToLongFunction<byte[]> copied,
      ToLongFunction<T> expected) {
    for (int i = 0; i < Pool.SIZE; i++) {
      if (copied.applyAsLong(pool.wire[i]) != expected.applyAsLong(pool.values[i])) {
        throw new IllegalStateException(who + " copies value " + i + " otherwise");
      }
    }
  }

  @Benchmark
  public long read() {
    byte[] b = pool.wire[index++ & Pool.MASK];
    return read(b, 0, b.length);
  }

  @Benchmark
  public long readBuffered() {
    int i = index++ & Pool.MASK;
    return read(pool.stream, pool.at[i], pool.wire[i].length);
  }
}
