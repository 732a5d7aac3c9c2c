package io.framewright.benchmarks.publish;

import static io.framewright.benchmarks.publish.PublishVarHandle.SHORT;

import io.framewright.benchmarks.FrameReads;
import io.framewright.benchmarks.HandUtf8;
import io.framewright.benchmarks.Pool;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Setup;

/**
 * The hand-written in-place read, the baseline of {@link PublishViews}: the packet checked once
 * as the {@code VarHandle} decoder checks it (the topic's UTF-8 too, without building it), then
 * the packet id, the topic's length and every payload byte summed; {@code copied} copies the
 * payload into a scratch array first, as the view's {@code payloadBytes} does.
 */
public class PublishInPlace extends FrameReads<Publish> {
  private final byte[] payload = new byte[64];

  @Setup
  public void setUp() {
    pool = PublishPool.create();
    checkReads("PublishInPlace", PublishPool::sum);
    checkCopies("PublishInPlace", this::copied, PublishPool::sum);
  }

  @Override
  protected long read(byte[] b, int off, int len) {
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

  private long copied(byte[] b) {
    int end = b.length;
    int p = PublishVarHandle.body(b, 0, end);
    int n = PublishVarHandle.topicLength(b, p, end);
    HandUtf8.checkUtf8(b, p + 2, p + 2 + n);
    p += 2 + n;
    long sum = ((short) SHORT.get(b, p) & 0xffff) + n;
    int length = end - p - 2;
    byte[] bytes = payload;
    if (length > bytes.length) {
      throw new IllegalArgumentException("a payload longer than " + bytes.length);
    }
    System.arraycopy(b, p + 2, bytes, 0, length);
    for (int i = 0; i < length; i++) {
      sum += bytes[i];
    }
    return sum;
  }

  @Benchmark
  public long copied() {
    return copied(pool.wire[index++ & Pool.MASK]);
  }
}
