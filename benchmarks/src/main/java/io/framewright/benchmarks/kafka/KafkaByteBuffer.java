package io.framewright.benchmarks.kafka;

import io.framewright.benchmarks.Defaults;
import io.framewright.benchmarks.Pool;
import io.framewright.benchmarks.WireSizes;
import io.framewright.benchmarks.command.ByteBufferCommandSerde;
import io.framewright.benchmarks.command.CommandPool;
import io.framewright.protocol.avara.CommandPacket;
import java.nio.ByteBuffer;
import org.apache.kafka.common.header.internals.RecordHeaders;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Setup;

/**
 * The hand-written {@link ByteBufferCommandSerde} of the same packets, the baseline of
 * {@link KafkaFramewright}: the same three operations.
 */
public class KafkaByteBuffer extends Defaults {
  private static final String TOPIC = "commands";

  private final RecordHeaders headers = new RecordHeaders();
  private Pool<CommandPacket> pool;
  private ByteBuffer[] fetched;
  private ByteBufferCommandSerde serde;

  @Setup
  public void setUp() {
    pool = CommandPool.withDensity(50);
    fetched = KafkaSerdes.fetched(pool);
    serde = new ByteBufferCommandSerde();
    KafkaSerdes.checkSerializer("ByteBufferCommandSerde", pool, v -> serde.serialize(TOPIC, v));
    pool.checkDecoder("ByteBufferCommandSerde", w -> serde.deserialize(TOPIC, w));
    WireSizes.record("kafka", "", "ByteBuffer", pool.meanWireLength());
  }

  @Benchmark
  public byte[] serialize() {
    return serde.serialize(TOPIC, pool.values[index++ & Pool.MASK]);
  }

  @Benchmark
  public CommandPacket deserialize() {
    return serde.deserialize(TOPIC, pool.wire[index++ & Pool.MASK]);
  }

  @Benchmark
  public CommandPacket deserializeFetched() {
    // Kafka's default ByteBuffer form: a copy into a new array, then deserialize(byte[]).
    return serde.deserialize(TOPIC, headers, fetched[index++ & Pool.MASK].duplicate());
  }
}
