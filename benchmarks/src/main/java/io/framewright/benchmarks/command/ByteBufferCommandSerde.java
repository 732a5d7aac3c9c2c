package io.framewright.benchmarks.command;

import io.framewright.protocol.avara.CommandPacket;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Arrays;
import java.util.Map;
import org.apache.kafka.common.serialization.Deserializer;
import org.apache.kafka.common.serialization.Serializer;

/**
 * A hand-written Kafka serde of {@link CommandPacket} over {@link ByteBufferCommandCodec}, as a
 * user without Framewright would write one: serialize encodes into a per-thread scratch buffer
 * of the largest packet and copies the bytes out (the hand-written codec has no size method,
 * and a serializer must return an exact array); deserialize wraps the array. Only the
 * {@code byte[]} form: Kafka's default {@code deserialize(topic, headers, ByteBuffer)} copies the
 * fetched bytes into a new array first.
 */
public final class ByteBufferCommandSerde
    implements Serializer<CommandPacket>, Deserializer<CommandPacket> {
  /**
   * The largest packet: 5 fixed bytes, then every optional part at its widest (distribution 2,
   * p3 4, p2 2, the data length 2, p1 1, sender 1), then the most data.
   */
  private static final int MAX = 17 + CommandPacket.MAX_DATA_LENGTH;

  private final ThreadLocal<ByteBuffer> scratch = ThreadLocal.withInitial(
      () -> ByteBuffer.allocate(MAX).order(ByteOrder.LITTLE_ENDIAN));

  @Override
  public byte[] serialize(String topic, CommandPacket data) {
    if (data == null) {
      return null;
    }
    ByteBuffer buf = scratch.get();
    buf.clear();
    int n = ByteBufferCommandCodec.encode(data, buf);
    return Arrays.copyOf(buf.array(), n);
  }

  @Override
  public void configure(Map<String, ?> configs, boolean isKey) {}

  @Override
  public void close() {}

  @Override
  public CommandPacket deserialize(String topic, byte[] data) {
    return data == null ? null
        : ByteBufferCommandCodec.decode(ByteBuffer.wrap(data).order(ByteOrder.LITTLE_ENDIAN));
  }
}
