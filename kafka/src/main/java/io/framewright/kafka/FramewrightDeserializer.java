package io.framewright.kafka;

import io.framewright.runtime.Codec;
import io.framewright.runtime.DecodeException;
import java.nio.ByteBuffer;
import java.util.Map;
import java.util.Objects;
import org.apache.kafka.common.header.Headers;
import org.apache.kafka.common.serialization.Deserializer;

/**
 * A Kafka {@link Deserializer} over any Framewright {@link Codec}: each record's key or value must
 * be exactly one message. The consumer's fetch buffer is decoded in place (no copy of the bytes
 * first).
 *
 * <p>Programmatically: {@code new FramewrightDeserializer<>(BeerMessageCodec.INSTANCE)}. By class
 * name, in the consumer's properties:
 *
 * <pre>
 * value.deserializer=io.framewright.kafka.FramewrightDeserializer
 * framewright.value.type=io.framewright.protocol.beer.BeerMessage
 * </pre>
 *
 * <p>A {@code null} value (a tombstone) is {@code null}. Bytes that do not decode throw a
 * {@link BadRecordException} naming the topic, key or value, and the codec's
 * {@link DecodeException} (field path, offset in the value, expected, found). Kafka adds where the
 * record is: the consumer's {@code poll} throws a
 * {@link org.apache.kafka.common.errors.RecordDeserializationException} with the partition and
 * offset ({@link BadRecordException#of} puts them together; seek past the offset to go on), and
 * Kafka Streams calls its deserialization exception handler ({@link BadRecordHandler} logs and
 * skips, or sends the record to a dead-letter topic). Thread-safe, as the codec is.
 *
 * @param <T> the message type
 */
public class FramewrightDeserializer<T> implements Deserializer<T> {
  private Codec<T> codec;
  private boolean isKey;

  /** For Kafka, which configures it by class name: {@link #configure} picks the codec. */
  public FramewrightDeserializer() {}

  /** Decodes with {@code codec}, values; {@link #configure} then only says key or value. */
  public FramewrightDeserializer(Codec<T> codec) {
    this.codec = Objects.requireNonNull(codec, "codec");
  }

  @Override
  public void configure(Map<String, ?> configs, boolean isKey) {
    this.isKey = isKey;
    if (codec == null) {
      codec = Codecs.unchecked(Codecs.fromConfig(configs, isKey));
    }
  }

  /** The codec it decodes with, or {@code null} before one made by name is configured. */
  public Codec<T> codec() {
    return codec;
  }

  @Override
  public T deserialize(String topic, byte[] data) {
    if (data == null) {
      return null;
    }
    try {
      return configured().decode(data, 0, data.length);
    } catch (DecodeException e) {
      throw new BadRecordException(topic, isKey, e);
    }
  }

  @Override
  public T deserialize(String topic, Headers headers, byte[] data) {
    return deserialize(topic, data);
  }

  /**
   * Decodes the buffer's remaining bytes where they are (a heap buffer's array, as the consumer's
   * fetch gives them), instead of Kafka's default copy into a new array.
   */
  @Override
  public T deserialize(String topic, Headers headers, ByteBuffer data) {
    if (data == null) {
      return null;
    }
    try {
      return configured().decode(data);
    } catch (DecodeException e) {
      throw new BadRecordException(topic, isKey, e);
    }
  }

  private Codec<T> configured() {
    if (codec == null) {
      throw new IllegalStateException("FramewrightDeserializer is not configured: set "
          + FramewrightSerde.VALUE_TYPE_CONFIG + " (or " + FramewrightSerde.KEY_TYPE_CONFIG
          + ") or give the codec to the constructor");
    }
    return codec;
  }
}
