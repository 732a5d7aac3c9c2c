package io.framewright.benchmarks.publish;

import io.framewright.benchmarks.FrameReads;
import org.openjdk.jmh.annotations.Setup;

/**
 * The generated {@link PublishView} wrapped over each pooled packet (validated as decode
 * validates it, the topic's UTF-8 too), then the packet id, the topic's length in bytes and
 * every payload byte ({@code payloadBytes} into a scratch array) summed, as
 * {@link PublishInPlace} reads the same bytes by hand.
 */
public class PublishViews extends FrameReads<Publish> {
  private final PublishView view = new PublishView();
  private final byte[] payload = new byte[64];

  @Setup
  public void setUp() {
    pool = PublishPool.create();
    checkReads("PublishView", PublishPool::sum);
  }

  @Override
  protected long read(byte[] wire, int off, int len) {
    Publish_BodyView body = view.wrap(wire, off, len).body();
    long sum = body.packetId() + body.topicLength();
    byte[] bytes = payload;
    for (int i = 0, n = body.payloadBytes(bytes, 0); i < n; i++) {
      sum += bytes[i];
    }
    return sum;
  }
}
