package io.framewright.benchmarks.publish;

import io.framewright.benchmarks.FrameReads;
import io.framewright.benchmarks.Pool;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Setup;

/**
 * The generated {@link PublishView} wrapped over each pooled packet (validated as decode
 * validates it, the topic's UTF-8 too), then the packet id, the topic's length in bytes and
 * every payload byte read in place ({@code payloadByte(i)}) summed, as {@link PublishInPlace}
 * reads the same bytes by hand. {@code copied} copies the payload out instead
 * ({@code payloadBytes} into a scratch array), as {@code PublishInPlace.copied} does by hand.
 */
public class PublishViews extends FrameReads<Publish> {
  private final PublishView view = new PublishView();
  private final byte[] payload = new byte[64];

  @Setup
  public void setUp() {
    pool = PublishPool.create();
    checkReads("PublishView", PublishPool::sum);
    checkCopies("PublishView", this::copied, PublishPool::sum);
  }

  @Override
  protected long read(byte[] wire, int off, int len) {
    Publish_BodyView body = view.wrap(wire, off, len).body();
    long sum = body.packetId() + body.topicLength();
    for (int i = 0, n = body.payloadLength(); i < n; i++) {
      sum += body.payloadByte(i);
    }
    return sum;
  }

  private long copied(byte[] wire) {
    Publish_BodyView body = view.wrap(wire).body();
    long sum = body.packetId() + body.topicLength();
    byte[] bytes = payload;
    for (int i = 0, n = body.payloadBytes(bytes, 0); i < n; i++) {
      sum += bytes[i];
    }
    return sum;
  }

  @Benchmark
  public long copied() {
    return copied(pool.wire[index++ & Pool.MASK]);
  }
}
