package io.framewright.benchmarks.kafka;

import io.framewright.benchmarks.Defaults;
import io.framewright.benchmarks.Pool;
import io.framewright.benchmarks.WireSizes;
import io.framewright.benchmarks.command.CommandPool;
import io.framewright.kafka.FramewrightDeserializer;
import io.framewright.kafka.FramewrightSerializer;
import io.framewright.protocol.avara.CommandPacket;
import io.framewright.protocol.avara.CommandPacketCodec;
import java.nio.ByteBuffer;
import org.apache.kafka.common.header.internals.RecordHeaders;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Setup;

/**
 * framewright-kafka's serializer and deserializer of Avara command packets (issue 32), as a
 * producer and a consumer call them: {@code serialize} returns a new exact array;
 * {@code deserialize} decodes an array; {@code deserializeFetched} decodes the value inside a
 * larger fetch array through the {@code ByteBuffer} form the consumer calls.
 */
public class KafkaFramewright extends Defaults {
  private static final String TOPIC = "commands";

  private final RecordHeaders headers = new RecordHeaders();
  private Pool<CommandPacket> pool;
  private ByteBuffer[] fetched;
  private FramewrightSerializer<CommandPacket> serializer;
  private FramewrightDeserializer<CommandPacket> deserializer;

  @Setup
  public void setUp() {
    pool = CommandPool.withDensity(50);
    fetched = KafkaSerdes.fetched(pool);
    serializer = new FramewrightSerializer<>(CommandPacketCodec.INSTANCE);
    deserializer = new FramewrightDeserializer<>(CommandPacketCodec.INSTANCE);
    KafkaSerdes.checkSerializer("FramewrightSerializer", pool,
        v -> serializer.serialize(TOPIC, v));
    pool.checkDecoder("FramewrightDeserializer", w -> deserializer.deserialize(TOPIC, w));
    WireSizes.record("kafka", "", "Framewright", pool.meanWireLength());
  }

  @Benchmark
  public byte[] serialize() {
    return serializer.serialize(TOPIC, pool.values[index++ & Pool.MASK]);
  }

  @Benchmark
  public CommandPacket deserialize() {
    return deserializer.deserialize(TOPIC, pool.wire[index++ & Pool.MASK]);
  }

  @Benchmark
  public CommandPacket deserializeFetched() {
    // duplicate(): the deserializer moves the position, and the pooled buffer is read again.
    return deserializer.deserialize(TOPIC, headers, fetched[index++ & Pool.MASK].duplicate());
  }
}
