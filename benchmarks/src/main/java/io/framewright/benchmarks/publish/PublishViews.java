package io.framewright.benchmarks.publish;

import io.framewright.benchmarks.Defaults;
import io.framewright.benchmarks.Pool;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Setup;

/**
 * The generated {@link PublishView} wrapped over each pooled packet (validated as decode
 * validates it, the topic's UTF-8 too), then the packet id, the topic's length in bytes and
 * every payload byte ({@code payloadBytes} into a scratch array) summed, as
 * {@link PublishInPlace} reads the same bytes by hand.
 */
public class PublishViews extends Defaults {
  private Pool<Publish> pool;
  private final PublishView view = new PublishView();
  private final byte[] payload = new byte[64];

  @Setup
  public void setUp() {
    pool = PublishPool.create();
    for (int i = 0; i < Pool.SIZE; i++) {
      if (read(pool.wire[i], 0, pool.wire[i].length) != PublishPool.sum(pool.values[i])
          || read(pool.stream, pool.at[i], pool.wire[i].length)
              != PublishPool.sum(pool.values[i])) {
        throw new IllegalStateException("PublishView reads value " + i + " otherwise");
      }
    }
  }

  private long read(byte[] wire, int off, int len) {
    Publish_BodyView body = view.wrap(wire, off, len).body();
    long sum = body.packetId() + body.topicLength();
    byte[] bytes = payload;
    for (int i = 0, n = body.payloadBytes(bytes, 0); i < n; i++) {
      sum += bytes[i];
    }
    return sum;
  }

  @Benchmark
  public long read() {
    byte[] b = pool.wire[index++ & Pool.MASK];
    return read(b, 0, b.length);
  }

  /** The same frames in one receive buffer: the view keeps one array. */
  @Benchmark
  public long readBuffered() {
    int i = index++ & Pool.MASK;
    return read(pool.stream, pool.at[i], pool.wire[i].length);
  }
}
