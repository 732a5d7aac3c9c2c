package io.framewright.benchmarks.kafka;

import io.framewright.benchmarks.Pool;
import io.framewright.protocol.avara.CommandPacket;
import java.nio.ByteBuffer;
import java.util.Arrays;

/**
 * What both Kafka serde benchmarks share: the pooled command packets (half their optional parts
 * present) and, for the consumer's path, each packet's bytes inside a larger array, as a fetch
 * response holds them, with a heap buffer over just those bytes.
 */
final class KafkaSerdes {
  /** Bytes of the fetch array before each record's value (a record's framing in the batch). */
  static final int BEFORE = 21;

  private KafkaSerdes() {}

  static ByteBuffer[] fetched(Pool<CommandPacket> pool) {
    ByteBuffer[] out = new ByteBuffer[Pool.SIZE];
    for (int i = 0; i < Pool.SIZE; i++) {
      byte[] fetch = new byte[BEFORE + pool.wire[i].length + 8];
      System.arraycopy(pool.wire[i], 0, fetch, BEFORE, pool.wire[i].length);
      out[i] = ByteBuffer.wrap(fetch, BEFORE, pool.wire[i].length).slice();
    }
    return out;
  }

  /** Throws unless {@code serialized} is the pooled bytes of every value. */
  static void checkSerializer(String who, Pool<CommandPacket> pool,
      java.util.function.Function<CommandPacket, byte[]> serialize) {
    for (int i = 0; i < Pool.SIZE; i++) {
      if (!Arrays.equals(pool.wire[i], serialize.apply(pool.values[i]))) {
        throw new IllegalStateException(who + " writes other bytes for value " + i);
      }
    }
  }
}
