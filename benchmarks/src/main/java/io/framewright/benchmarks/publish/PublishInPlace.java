package io.framewright.benchmarks.publish;

import static io.framewright.benchmarks.publish.PublishVarHandle.SHORT;

import io.framewright.benchmarks.Defaults;
import io.framewright.benchmarks.HandUtf8;
import io.framewright.benchmarks.Pool;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Setup;

/**
 * The hand-written in-place read, the baseline of {@link PublishViews}: the packet checked once
 * as the {@code VarHandle} decoder checks it (the topic's UTF-8 too, without building it), then
 * the packet id, the topic's length and every payload byte summed.
 */
public class PublishInPlace extends Defaults {
  private Pool<Publish> pool;

  @Setup
  public void setUp() {
    pool = PublishPool.create();
    for (int i = 0; i < Pool.SIZE; i++) {
      if (read(pool.wire[i], 0, pool.wire[i].length) != PublishPool.sum(pool.values[i])
          || read(pool.stream, pool.at[i], pool.wire[i].length)
              != PublishPool.sum(pool.values[i])) {
        throw new IllegalStateException("PublishInPlace reads value " + i + " otherwise");
      }
    }
  }

  private static long read(byte[] b, int off, int len) {
    java.util.Objects.checkFromIndexSize(off, len, b.length);
    int end = off + len;
    int p = PublishVarHandle.body(b, off, len);
    int n = PublishVarHandle.topicLength(b, p, end);
    HandUtf8.checkUtf8(b, p + 2, p + 2 + n);
    p += 2 + n;
    long sum = ((short) SHORT.get(b, p) & 0xffff) + n;
    for (int i = p + 2; i < end; i++) {
      sum += b[i];
    }
    return sum;
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
