package io.framewright.kafka;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.header.Headers;
import org.apache.kafka.common.header.internals.RecordHeaders;
import org.apache.kafka.streams.StreamsConfig;
import org.apache.kafka.streams.errors.DeserializationExceptionHandler;
import org.apache.kafka.streams.errors.ErrorHandlerContext;
import org.apache.kafka.streams.errors.ProcessingExceptionHandler;
import org.apache.kafka.streams.processor.api.Record;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Kafka Streams' handler for records that do not decode: logs one line per bad record (topic,
 * partition, offset, the field path and what was expected and found) and goes on with the next
 * record, or also sends the record's bytes, as they came, to a dead-letter topic. Any other error
 * fails the stream thread, as Streams' default handler does.
 *
 * <pre>
 * deserialization.exception.handler=io.framewright.kafka.BadRecordHandler
 * processing.exception.handler=io.framewright.kafka.BadRecordHandler
 * # optional: bad records' bytes go there too, with headers saying why
 * errors.dead.letter.queue.topic.name=game-events-bad
 * </pre>
 *
 * <p>As the deserialization handler it takes what a {@link FramewrightDeserializer} (or a
 * {@link FramewrightSerde}) throws; as the processing handler, what a {@link ViewFilter} throws
 * for a value its view can not wrap. A dead-letter record keeps the bad record's key, value and
 * headers, and adds {@value #ERROR_HEADER} (the error's message), {@value #FIELD_HEADER} (the
 * field path), {@value #TOPIC_HEADER}, {@value #PARTITION_HEADER} and {@value #OFFSET_HEADER}
 * (where it came from; the numbers in decimal), all UTF-8.
 *
 * <p>Override {@link #report} to count or collect bad records instead of (or besides) logging.
 */
public class BadRecordHandler implements DeserializationExceptionHandler,
    ProcessingExceptionHandler {
  /** Header of a dead-letter record: the error's message. */
  public static final String ERROR_HEADER = "framewright.error";
  /** Header of a dead-letter record: the field path. */
  public static final String FIELD_HEADER = "framewright.error.field";
  /** Header of a dead-letter record: the topic the record came from. */
  public static final String TOPIC_HEADER = "framewright.error.topic";
  /** Header of a dead-letter record: its partition there. */
  public static final String PARTITION_HEADER = "framewright.error.partition";
  /** Header of a dead-letter record: its offset there. */
  public static final String OFFSET_HEADER = "framewright.error.offset";

  private static final Logger LOG = LoggerFactory.getLogger(BadRecordHandler.class);

  private String deadLetterTopic;

  /** Configured by Kafka Streams from its properties. */
  public BadRecordHandler() {}

  @Override
  public void configure(Map<String, ?> configs) {
    Object topic = configs.get(StreamsConfig.ERRORS_DEAD_LETTER_QUEUE_TOPIC_NAME_CONFIG);
    deadLetterTopic = topic == null || topic.toString().isBlank() ? null : topic.toString();
  }

  /** Where bad records' bytes go, or {@code null}: only logged. */
  public String deadLetterTopic() {
    return deadLetterTopic;
  }

  @Override
  public DeserializationExceptionHandler.Response handleError(ErrorHandlerContext context,
      ConsumerRecord<byte[], byte[]> record, Exception exception) {
    BadRecordException bad = locate(context, exception);
    if (bad == null) {
      return DeserializationExceptionHandler.Response.fail();
    }
    report(bad);
    return deadLetterTopic == null ? DeserializationExceptionHandler.Response.resume()
        : DeserializationExceptionHandler.Response.resume(
            deadLetter(bad, record.key(), record.value(), record.headers()));
  }

  @Override
  public ProcessingExceptionHandler.Response handleError(ErrorHandlerContext context,
      Record<?, ?> record, Exception exception) {
    BadRecordException bad = locate(context, exception);
    if (bad == null) {
      return ProcessingExceptionHandler.Response.fail();
    }
    report(bad);
    return deadLetterTopic == null ? ProcessingExceptionHandler.Response.resume()
        : ProcessingExceptionHandler.Response.resume(deadLetter(bad, context.sourceRawKey(),
            context.sourceRawValue(), context.headers()));
  }

  /**
   * Called once for each bad record, with where it is; logs it at WARN. The stream goes on with
   * the next record after this returns.
   */
  protected void report(BadRecordException bad) {
    LOG.warn("skipped {}", bad.getMessage());
  }

  /** The Framewright error in {@code exception}, at the record the context is on; or null. */
  private static BadRecordException locate(ErrorHandlerContext context, Exception exception) {
    return BadRecordException.find(exception)
        .map(bad -> bad.at(context.topic(), context.partition(), context.offset()))
        .orElse(null);
  }

  private List<ProducerRecord<byte[], byte[]>> deadLetter(BadRecordException bad, byte[] key,
      byte[] value, Headers original) {
    Headers headers = new RecordHeaders(original == null ? null : original.toArray());
    add(headers, ERROR_HEADER, bad.getMessage());
    add(headers, FIELD_HEADER, bad.fieldPath());
    add(headers, TOPIC_HEADER, bad.topic());
    add(headers, PARTITION_HEADER, Integer.toString(bad.partition()));
    add(headers, OFFSET_HEADER, Long.toString(bad.offset()));
    return List.of(new ProducerRecord<>(deadLetterTopic, null, key, value, headers));
  }

  private static void add(Headers headers, String name, String text) {
    headers.add(name, text == null ? null : text.getBytes(StandardCharsets.UTF_8));
  }
}
