package io.framewright.kafka.demo;

import io.framewright.kafka.BadRecordHandler;
import io.framewright.kafka.FramewrightSerde;
import io.framewright.kafka.ViewFilter;
import io.framewright.protocol.beer.BeerMessage;
import io.framewright.protocol.beer.BeerMessageCodec;
import io.framewright.protocol.beer.BeerMessageView;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.NewTopic;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.serialization.ByteArraySerializer;
import org.apache.kafka.common.serialization.IntegerDeserializer;
import org.apache.kafka.common.serialization.IntegerSerializer;
import org.apache.kafka.common.serialization.LongDeserializer;
import org.apache.kafka.common.serialization.Serdes;
import org.apache.kafka.common.test.KafkaClusterTestKit;
import org.apache.kafka.streams.KafkaStreams;
import org.apache.kafka.streams.StreamsBuilder;
import org.apache.kafka.streams.StreamsConfig;
import org.apache.kafka.streams.Topology;
import org.apache.kafka.streams.kstream.Consumed;
import org.apache.kafka.streams.kstream.Grouped;
import org.apache.kafka.streams.kstream.Produced;

/**
 * The guide's Kafka Streams example: game events per player, from a topic of BEER messages keyed
 * by the player's id (the id the game server gave the player's connection), counted into a topic
 * of (player, count). Two topologies that count the same: one decodes every message with the
 * serde, one reads the tag through a view and decodes nothing. Bad records are logged and
 * skipped ({@link BadRecordHandler}).
 *
 * <p>Run it (a broker of its own, in this JVM):
 * {@code mvn -q -B -pl kafka -am -DskipTests test-compile exec:java}
 */
public final class PlayerEventCounts {
  private PlayerEventCounts() {}

  /** Decodes every record ({@link FramewrightSerde}) and keeps the {@code Event}s. */
  public static Topology decoding(String in, String out) {
    StreamsBuilder builder = new StreamsBuilder();
    FramewrightSerde<BeerMessage> beer = new FramewrightSerde<>(BeerMessageCodec.INSTANCE);
    builder.stream(in, Consumed.with(Serdes.Integer(), beer))
        .filter((player, message) -> message instanceof BeerMessage.Event)
        .groupByKey(Grouped.with(Serdes.Integer(), beer))
        .count()
        .toStream()
        .to(out, Produced.with(Serdes.Integer(), Serdes.Long()));
    return builder.build();
  }

  /**
   * Reads each record's tag in place ({@link ViewFilter}) and keeps the {@code Event}s, their
   * bytes as they came: nothing is decoded, and a dropped record allocates nothing.
   */
  public static Topology throughView(String in, String out) {
    StreamsBuilder builder = new StreamsBuilder();
    builder.stream(in, Consumed.with(Serdes.Integer(), Serdes.ByteArray()))
        .filter(ViewFilter.keep(BeerMessageView::new, BeerMessageView::isEvent))
        .groupByKey(Grouped.with(Serdes.Integer(), Serdes.ByteArray()))
        .count()
        .toStream()
        .to(out, Produced.with(Serdes.Integer(), Serdes.Long()));
    return builder.build();
  }

  /** The application's configuration: bad records logged and skipped, counts sent at once. */
  public static Properties config(String bootstrapServers, String applicationId, Path stateDir) {
    Properties config = new Properties();
    config.put(StreamsConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrapServers);
    config.put(StreamsConfig.APPLICATION_ID_CONFIG, applicationId);
    config.put(StreamsConfig.STATE_DIR_CONFIG, stateDir.toString());
    config.put(StreamsConfig.DESERIALIZATION_EXCEPTION_HANDLER_CLASS_CONFIG,
        BadRecordHandler.class.getName());
    config.put(StreamsConfig.PROCESSING_EXCEPTION_HANDLER_CLASS_CONFIG,
        BadRecordHandler.class.getName());
    // Every update downstream at once (no cache), committed often: a demo, not a tuning.
    config.put(StreamsConfig.STATESTORE_CACHE_MAX_BYTES_CONFIG, 0);
    config.put(StreamsConfig.COMMIT_INTERVAL_MS_CONFIG, 100);
    config.put(StreamsConfig.consumerPrefix("auto.offset.reset"), "earliest");
    return config;
  }

  /** A BEER message's bytes. */
  public static byte[] encode(BeerMessage message) {
    return BeerMessageCodec.INSTANCE.encode(message);
  }

  /** Starts a broker, sends a few players' messages (one of them bad), prints the counts. */
  public static void main(String[] args) throws Exception {
    try (KafkaClusterTestKit cluster = InProcessBroker.start()) {
      String bootstrap = cluster.bootstrapServers();
      try (Admin admin = cluster.admin()) {
        admin.createTopics(List.of(new NewTopic("beer-events", 1, (short) 1),
            new NewTopic("events-per-player", 1, (short) 1))).all().get(30, TimeUnit.SECONDS);
      }
      Map<String, Object> client = Map.of("bootstrap.servers", bootstrap);
      try (KafkaProducer<Integer, byte[]> producer = new KafkaProducer<>(client,
          new IntegerSerializer(), new ByteArraySerializer())) {
        for (int i = 0; i < 12; i++) {
          int player = 1 + i % 3;
          BeerMessage message = i % 4 == 3 ? new BeerMessage.Ping()
              : new BeerMessage.Event(i, new byte[] {(byte) player});
          producer.send(new ProducerRecord<>("beer-events", player, encode(message)));
        }
        // Opcode 99, which BEER does not have: logged and skipped.
        producer.send(new ProducerRecord<>("beer-events", 1,
            new byte[] {0x42, 0x45, 0x45, 0x52, 0x63, 0x00, 0x00, 0x00, 0x0D, 0x0A}));
      }
      Path state = Files.createTempDirectory("player-event-counts");
      Map<Integer, Long> counts = new TreeMap<>();
      try (KafkaStreams streams = new KafkaStreams(throughView("beer-events",
          "events-per-player"), config(bootstrap, "player-event-counts", state));
          KafkaConsumer<Integer, Long> consumer = new KafkaConsumer<>(client,
              new IntegerDeserializer(), new LongDeserializer())) {
        streams.start();
        TopicPartition out = new TopicPartition("events-per-player", 0);
        consumer.assign(List.of(out));
        consumer.seekToBeginning(List.of(out));
        long deadline = System.nanoTime() + Duration.ofSeconds(60).toNanos();
        while (counts.values().stream().mapToLong(Long::longValue).sum() < 9
            && System.nanoTime() < deadline) {
          for (ConsumerRecord<Integer, Long> r : consumer.poll(Duration.ofMillis(200))) {
            counts.put(r.key(), r.value());
          }
        }
      }
      counts.forEach((player, n) -> System.out.println("player " + player + ": " + n
          + " events"));
    }
  }
}
