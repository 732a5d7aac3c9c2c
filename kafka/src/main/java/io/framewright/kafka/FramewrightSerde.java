package io.framewright.kafka;

import io.framewright.runtime.Codec;
import java.util.Map;
import org.apache.kafka.common.serialization.Deserializer;
import org.apache.kafka.common.serialization.Serde;
import org.apache.kafka.common.serialization.Serializer;

/**
 * A Kafka {@link Serde} over any Framewright {@link Codec}: a {@link FramewrightSerializer} and a
 * {@link FramewrightDeserializer} of the same codec, for Kafka Streams.
 *
 * <p>Programmatically: {@code Consumed.with(Serdes.Integer(), new FramewrightSerde<>(
 * BeerMessageCodec.INSTANCE))}. By class name, as a Streams default:
 *
 * <pre>
 * default.value.serde=io.framewright.kafka.FramewrightSerde
 * framewright.value.type=io.framewright.protocol.beer.BeerMessage
 * </pre>
 *
 * @param <T> the message type
 */
public class FramewrightSerde<T> implements Serde<T> {
  /** The key's message type, a class or its binary name, for instances Kafka makes by name. */
  public static final String KEY_TYPE_CONFIG = "framewright.key.type";
  /** The value's message type, a class or its binary name, for instances Kafka makes by name. */
  public static final String VALUE_TYPE_CONFIG = "framewright.value.type";

  private final FramewrightSerializer<T> serializer;
  private final FramewrightDeserializer<T> deserializer;

  /** For Kafka, which configures it by class name: {@link #configure} picks the codec. */
  public FramewrightSerde() {
    serializer = new FramewrightSerializer<>();
    deserializer = new FramewrightDeserializer<>();
  }

  /** Encodes and decodes with {@code codec}. */
  public FramewrightSerde(Codec<T> codec) {
    serializer = new FramewrightSerializer<>(codec);
    deserializer = new FramewrightDeserializer<>(codec);
  }

  @Override
  public void configure(Map<String, ?> configs, boolean isKey) {
    serializer.configure(configs, isKey);
    deserializer.configure(configs, isKey);
  }

  @Override
  public Serializer<T> serializer() {
    return serializer;
  }

  @Override
  public Deserializer<T> deserializer() {
    return deserializer;
  }
}
