package io.framewright.kafka;

import io.framewright.runtime.Codec;
import io.framewright.runtime.EncodeException;
import java.util.Map;
import java.util.Objects;
import org.apache.kafka.common.serialization.Serializer;

/**
 * A Kafka {@link Serializer} over any Framewright {@link Codec}: each record's key or value is
 * the codec's encoding of the message, nothing around it (a sealed union's codec writes its tag,
 * so a topic of a message family needs nothing more).
 *
 * <p>Programmatically: {@code new FramewrightSerializer<>(BeerMessageCodec.INSTANCE)}. By class
 * name, in the producer's properties:
 *
 * <pre>
 * value.serializer=io.framewright.kafka.FramewrightSerializer
 * framewright.value.type=io.framewright.protocol.beer.BeerMessage
 * </pre>
 *
 * <p>A {@code null} value is written as {@code null} (a tombstone). A value that does not fit its
 * fields throws the codec's {@link EncodeException}, naming the field; the producer's
 * {@code send} throws it to the caller, and Kafka Streams hands it to its production exception
 * handler. Thread-safe, as the codec is.
 *
 * @param <T> the message type
 */
public class FramewrightSerializer<T> implements Serializer<T> {
  private Codec<T> codec;

  /** For Kafka, which configures it by class name: {@link #configure} picks the codec. */
  public FramewrightSerializer() {}

  /** Encodes with {@code codec}; {@link #configure} then changes nothing. */
  public FramewrightSerializer(Codec<T> codec) {
    this.codec = Objects.requireNonNull(codec, "codec");
  }

  @Override
  public void configure(Map<String, ?> configs, boolean isKey) {
    if (codec == null) {
      codec = Codecs.unchecked(Codecs.fromConfig(configs, isKey));
    }
  }

  /** The codec it encodes with, or {@code null} before a serializer made by name is configured. */
  public Codec<T> codec() {
    return codec;
  }

  @Override
  public byte[] serialize(String topic, T data) {
    if (data == null) {
      return null;
    }
    if (codec == null) {
      throw new IllegalStateException("FramewrightSerializer is not configured: set "
          + FramewrightSerde.VALUE_TYPE_CONFIG + " (or " + FramewrightSerde.KEY_TYPE_CONFIG
          + ") or give the codec to the constructor");
    }
    return codec.encode(data);
  }
}
