package io.framewright.benchmarks.publish;

import io.framewright.benchmarks.Pool;
import java.util.Random;

/** PUBLISH packets: topics of 8 to 40 ASCII bytes, any packet id, 64-byte payloads. */
public final class PublishPool {
  private PublishPool() {}

  public static Pool<Publish> create() {
    Random random = new Random(0x5055_424CL);
    Publish[] values = new Publish[Pool.SIZE];
    for (int i = 0; i < values.length; i++) {
      StringBuilder topic = new StringBuilder("game/");
      for (int n = 3 + random.nextInt(36); n > 0; n--) {
        topic.append((char) ('a' + random.nextInt(26)));
      }
      byte[] payload = new byte[64];
      random.nextBytes(payload);
      values[i] = new Publish(0x32,
          new Publish.Body(topic.toString(), random.nextInt(65_536), payload));
    }
    return new Pool<>(values, PublishCodec.INSTANCE::encode);
  }

  /** The packet id, the topic's length and every payload byte summed, as the reads sum them. */
  static long sum(Publish p) {
    long sum = p.body().packetId() + p.body().topic().length();
    for (byte b : p.body().payload()) {
      sum += b;
    }
    return sum;
  }
}
