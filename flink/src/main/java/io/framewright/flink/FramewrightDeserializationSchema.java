package io.framewright.flink;

import io.framewright.runtime.Codec;
import io.framewright.runtime.DecodeException;
import io.framewright.runtime.Framewright;
import java.io.IOException;
import java.util.Objects;
import org.apache.flink.api.common.serialization.DeserializationSchema;
import org.apache.flink.api.common.typeinfo.TypeInformation;
import org.apache.flink.metrics.Counter;
import org.apache.flink.metrics.SimpleCounter;
import org.apache.flink.util.Collector;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A Flink {@link DeserializationSchema} over any Framewright message type: each record (a Kafka
 * record's value, a message of any connector that takes a schema) must be exactly one message.
 *
 * <pre>{@code
 * KafkaSource<BeerMessage> source = KafkaSource.<BeerMessage>builder()
 *     .setValueOnlyDeserializer(FramewrightDeserializationSchema.of(BeerMessage.class))
 *     ...
 * }</pre>
 *
 * <p>Bytes that do not decode are a {@link BadRecordException} naming the field path (the job
 * fails and restarts from its last checkpoint), or with {@link #skipBadRecords()} are dropped,
 * counted in the operator's metric {@value #BAD_RECORDS} and logged at WARN. The produced type is
 * {@link FramewrightTypeInfo}: downstream the messages keep the codec's encoding. The schema is
 * the message type only; the codec is found on the task manager when the schema opens.
 *
 * @param <T> the message type
 */
public final class FramewrightDeserializationSchema<T> implements DeserializationSchema<T> {
  private static final long serialVersionUID = 1L;

  /** The metric, in the source operator's group, of the records skipped. */
  public static final String BAD_RECORDS = "framewrightBadRecords";

  private static final Logger LOG = LoggerFactory.getLogger(FramewrightDeserializationSchema.class);

  private final Class<T> type;
  private final OnBadRecord onBadRecord;
  private transient Codec<T> codec;
  private transient Counter badRecords;

  private FramewrightDeserializationSchema(Class<T> type, OnBadRecord onBadRecord) {
    this.type = Objects.requireNonNull(type, "type");
    this.onBadRecord = Objects.requireNonNull(onBadRecord, "onBadRecord");
  }

  /** Decodes {@code type}'s messages with its generated codec; bad records fail the job. */
  public static <T> FramewrightDeserializationSchema<T> of(Class<T> type) {
    return new FramewrightDeserializationSchema<>(type, OnBadRecord.FAIL);
  }

  /** The same schema, dropping and counting bad records instead of failing. */
  public FramewrightDeserializationSchema<T> skipBadRecords() {
    return new FramewrightDeserializationSchema<>(type, OnBadRecord.SKIP);
  }

  /** What it does with a record that does not decode. */
  public OnBadRecord onBadRecord() {
    return onBadRecord;
  }

  @Override
  public void open(InitializationContext context) {
    codec = Framewright.codec(type);
    badRecords = context.getMetricGroup().counter(BAD_RECORDS);
  }

  /** The records skipped so far by this instance (its metric's count). */
  public long badRecords() {
    return badRecords == null ? 0 : badRecords.getCount();
  }

  /**
   * The message, or null for a bad record when skipping (Flink's connectors emit nothing for
   * null). A null record (a Kafka tombstone) is null.
   */
  @Override
  public T deserialize(byte[] message) throws IOException {
    if (message == null) {
      return null;
    }
    try {
      return codec().decode(message, 0, message.length);
    } catch (DecodeException e) {
      BadRecordException bad = new BadRecordException(null, e);
      if (onBadRecord == OnBadRecord.FAIL) {
        throw bad;
      }
      counter().inc();
      LOG.warn("skipped: {}", bad.getMessage());
      return null;
    }
  }

  @Override
  public void deserialize(byte[] message, Collector<T> out) throws IOException {
    T value = deserialize(message);
    if (value != null) {
      out.collect(value);
    }
  }

  @Override
  public boolean isEndOfStream(T nextElement) {
    return false;
  }

  @Override
  public TypeInformation<T> getProducedType() {
    return FramewrightTypeInfo.of(type);
  }

  private Codec<T> codec() {
    if (codec == null) {
      // Used without open(): a test, or a connector that does not call it.
      codec = Framewright.codec(type);
    }
    return codec;
  }

  private Counter counter() {
    if (badRecords == null) {
      badRecords = new SimpleCounter();
    }
    return badRecords;
  }
}
