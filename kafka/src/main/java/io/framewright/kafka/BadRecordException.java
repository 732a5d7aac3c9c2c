package io.framewright.kafka;

import io.framewright.runtime.DecodeException;
import java.util.Objects;
import java.util.Optional;
import org.apache.kafka.common.errors.RecordDeserializationException;
import org.apache.kafka.common.errors.SerializationException;

/**
 * A record whose key or value does not decode: where the record is (topic, partition, offset)
 * and the codec's {@link DecodeException} (field path, byte offset in the value, expected, found,
 * hex excerpt) as its cause.
 *
 * <pre>
 * bad record value in game-events partition 0 at offset 41: BeerMessage at byte 4: expected one
 * of 0 .. 14 but found 99
 *   42 45 45 52 [63] 00 00 00 0d 0a
 * </pre>
 *
 * <p>A {@link SerializationException}, as Kafka expects of a deserializer, so Kafka's own error
 * handling takes it: the consumer wraps it in a {@link RecordDeserializationException} that adds
 * the partition and offset (the deserializer itself does not know them; {@link #of} makes one
 * that says all of it), Kafka Streams passes it to its deserialization exception handler (as
 * {@link BadRecordHandler} does, from the handler's context), and a view filter's throws it to
 * Streams' processing exception handler.
 */
public final class BadRecordException extends SerializationException {
  private static final long serialVersionUID = 1L;

  /** Partition or offset not known (the deserializer does not see them). */
  public static final int UNKNOWN = -1;

  private final String topic;
  private final int partition;
  private final long offset;
  private final boolean key;

  /**
   * A bad key ({@code key}) or value in {@code topic}, at a partition and offset not known yet.
   */
  public BadRecordException(String topic, boolean key, DecodeException cause) {
    this(topic, UNKNOWN, UNKNOWN, key, cause);
  }

  /** A bad key ({@code key}) or value of the record at {@code offset} of the partition. */
  public BadRecordException(String topic, int partition, long offset, boolean key,
      DecodeException cause) {
    super(describe(topic, partition, offset, key, cause), Objects.requireNonNull(cause, "cause"));
    this.topic = topic;
    this.partition = partition;
    this.offset = offset;
    this.key = key;
  }

  /** The same error, at {@code offset} of {@code topic}'s {@code partition}. */
  public BadRecordException at(String topic, int partition, long offset) {
    return new BadRecordException(topic, partition, offset, key, decodeError());
  }

  /**
   * What the consumer's {@code poll} threw, with the partition and offset it knows, when a
   * Framewright deserializer refused the record; empty for another deserializer's error.
   */
  public static Optional<BadRecordException> of(RecordDeserializationException e) {
    return find(e).map(bad -> bad.at(e.topicPartition().topic(), e.topicPartition().partition(),
        e.offset()));
  }

  /**
   * The {@code BadRecordException} in {@code e} or its causes, or one made from a
   * {@link DecodeException} there (a value's codec used outside a deserializer); empty if neither
   * is there.
   */
  public static Optional<BadRecordException> find(Throwable e) {
    DecodeException decode = null;
    for (Throwable t = e; t != null; t = t.getCause()) {
      if (t instanceof BadRecordException bad) {
        return Optional.of(bad);
      }
      if (decode == null && t instanceof DecodeException d) {
        decode = d;
      }
      if (t.getCause() == t) {
        break;
      }
    }
    return decode == null ? Optional.empty()
        : Optional.of(new BadRecordException(null, false, decode));
  }

  /** The topic, or {@code null} where not known. */
  public String topic() {
    return topic;
  }

  /** The partition, or {@link #UNKNOWN}. */
  public int partition() {
    return partition;
  }

  /** The record's offset in its partition, or {@link #UNKNOWN}. */
  public long offset() {
    return offset;
  }

  /** Whether the key did not decode (else the value). */
  public boolean isKey() {
    return key;
  }

  /** The codec's error: field path, byte offset in the key or value, expected and found. */
  public DecodeException decodeError() {
    return (DecodeException) getCause();
  }

  /** The field at fault, starting with the message type: {@code BeerMessage.arguments}. */
  public String fieldPath() {
    return decodeError().fieldPath();
  }

  private static String describe(String topic, int partition, long offset, boolean key,
      DecodeException cause) {
    StringBuilder sb = new StringBuilder("bad record ").append(key ? "key" : "value");
    if (topic != null) {
      sb.append(" in ").append(topic);
    }
    if (partition != UNKNOWN) {
      sb.append(" partition ").append(partition);
    }
    if (offset != UNKNOWN) {
      sb.append(" at offset ").append(offset);
    }
    return sb.append(": ").append(cause == null ? "" : cause.getMessage()).toString();
  }
}
