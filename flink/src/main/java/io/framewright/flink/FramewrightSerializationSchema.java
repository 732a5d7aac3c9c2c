package io.framewright.flink;

import io.framewright.runtime.Codec;
import io.framewright.runtime.Framewright;
import java.util.Objects;
import org.apache.flink.api.common.serialization.SerializationSchema;

/**
 * A Flink {@link SerializationSchema} over any Framewright message type: each element becomes
 * exactly one encoded message (a Kafka record's value, say). A value that does not fit its
 * fields is the codec's {@link io.framewright.runtime.EncodeException}, naming the field.
 *
 * <pre>{@code
 * KafkaRecordSerializationSchema.builder()
 *     .setTopic("game-events")
 *     .setValueSerializationSchema(FramewrightSerializationSchema.of(BeerMessage.class))
 *     .build()
 * }</pre>
 *
 * @param <T> the message type
 */
public final class FramewrightSerializationSchema<T> implements SerializationSchema<T> {
  private static final long serialVersionUID = 1L;

  private final Class<T> type;
  private transient Codec<T> codec;

  private FramewrightSerializationSchema(Class<T> type) {
    this.type = Objects.requireNonNull(type, "type");
  }

  /** Encodes {@code type}'s messages with its generated codec. */
  public static <T> FramewrightSerializationSchema<T> of(Class<T> type) {
    return new FramewrightSerializationSchema<>(type);
  }

  @Override
  public void open(InitializationContext context) {
    codec = Framewright.codec(type);
  }

  @Override
  public byte[] serialize(T element) {
    if (codec == null) {
      codec = Framewright.codec(type);
    }
    return codec.encode(element);
  }
}
