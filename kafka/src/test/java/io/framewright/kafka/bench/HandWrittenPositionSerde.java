package io.framewright.kafka.bench;

import io.framewright.protocol.beer.BeerMessage;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Map;
import org.apache.kafka.common.errors.SerializationException;
import org.apache.kafka.common.serialization.Deserializer;
import org.apache.kafka.common.serialization.Serializer;

/**
 * A hand-written Kafka serde of BEER ObjectPosition frames, the baseline of
 * {@link BrokerThroughput}: "BEER", opcode 0 as a u32 little-endian, the u32 id, the i16 x and
 * y, CR LF (18 bytes; protocols/beer/README.md), with a {@link ByteBuffer}, checking on
 * deserialize what the generated codec checks of this frame.
 */
public final class HandWrittenPositionSerde
    implements Serializer<BeerMessage>, Deserializer<BeerMessage> {
  static final int SIZE = 18;
  private static final int MAGIC = 0x52454542; // "BEER" read as a little-endian int

  @Override
  public void configure(Map<String, ?> configs, boolean isKey) {}

  @Override
  public byte[] serialize(String topic, BeerMessage data) {
    if (data == null) {
      return null;
    }
    BeerMessage.ObjectPosition p = (BeerMessage.ObjectPosition) data;
    if (p.id() < 0 || p.id() > 0xFFFFFFFFL) {
      throw new SerializationException("id out of range: " + p.id());
    }
    ByteBuffer buf = ByteBuffer.allocate(SIZE).order(ByteOrder.LITTLE_ENDIAN);
    buf.putInt(MAGIC).putInt(0).putInt((int) p.id()).putShort(p.x()).putShort(p.y())
        .put((byte) 0x0D).put((byte) 0x0A);
    return buf.array();
  }

  @Override
  public BeerMessage deserialize(String topic, byte[] data) {
    if (data == null) {
      return null;
    }
    ByteBuffer buf = ByteBuffer.wrap(data).order(ByteOrder.LITTLE_ENDIAN);
    if (data.length != SIZE || buf.getInt(0) != MAGIC || buf.getInt(4) != 0
        || data[16] != 0x0D || data[17] != 0x0A) {
      throw new SerializationException("not a BEER ObjectPosition frame in " + topic);
    }
    return new BeerMessage.ObjectPosition(Integer.toUnsignedLong(buf.getInt(8)),
        buf.getShort(12), buf.getShort(14));
  }

  @Override
  public void close() {}
}
