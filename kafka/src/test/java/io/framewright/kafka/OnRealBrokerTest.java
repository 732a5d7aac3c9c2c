package io.framewright.kafka;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.framewright.kafka.demo.InProcessBroker;
import io.framewright.kafka.demo.PlayerEventCounts;
import io.framewright.protocol.beer.BeerMessage;
import io.framewright.runtime.DecodeException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.TimeUnit;
import java.util.stream.IntStream;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.NewTopic;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.errors.RecordDeserializationException;
import org.apache.kafka.common.serialization.ByteArraySerializer;
import org.apache.kafka.common.serialization.IntegerDeserializer;
import org.apache.kafka.common.serialization.IntegerSerializer;
import org.apache.kafka.common.serialization.LongDeserializer;
import org.apache.kafka.common.test.KafkaClusterTestKit;
import org.apache.kafka.streams.KafkaStreams;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The serde through a real KRaft broker (Kafka's own test kit, in this JVM, on ephemeral ports,
 * started once for the class): thousands of messages of every prebuilt protocol and of the
 * examples' union, produced and consumed by clients configured by class name as users configure
 * them, bad records among them; and the example's Streams topology on the same broker.
 */
class OnRealBrokerTest {
  /** Good messages per type; bad ones go between them. */
  private static final int MESSAGES = 2000;
  /** A bad record after every this many good ones. */
  private static final int BAD_EVERY = 300;
  private static final Duration PATIENCE = Duration.ofSeconds(60);

  private static KafkaClusterTestKit cluster;

  @BeforeAll
  static void startBroker() throws Exception {
    cluster = InProcessBroker.start();
  }

  @AfterAll
  static void stopBroker() throws Exception {
    if (cluster != null) {
      cluster.close();
    }
  }

  static List<Samples<?>> samples() {
    return Samples.all();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("samples")
  void everyGoodMessageArrivesAndEveryBadOneIsReportedWithItsOffset(Samples<Object> samples)
      throws Exception {
    String topic = "round-trip-" + samples.name();
    createTopics(topic);
    for (byte[] bad : samples.bad()) {
      // The premise: these are bad for the type (samples.why() says why).
      assertThrows(DecodeException.class, () -> samples.codec().decode(bad), samples.why());
    }

    List<Object> sent = new ArrayList<>();
    List<Long> badOffsets = new ArrayList<>();
    long offset = 0;
    try (KafkaProducer<Integer, Object> good = new KafkaProducer<>(producerByName(samples));
        KafkaProducer<byte[], byte[]> raw = new KafkaProducer<>(common(),
            new ByteArraySerializer(), new ByteArraySerializer())) {
      for (int i = 0; i < MESSAGES; i++) {
        if (i % BAD_EVERY == BAD_EVERY / 2) {
          // One partition, one producer at a time: offsets follow the order sent.
          good.flush();
          byte[] bad = samples.bad().get(badOffsets.size() % samples.bad().size());
          raw.send(new ProducerRecord<>(topic, bad)).get(30, TimeUnit.SECONDS);
          badOffsets.add(offset++);
        }
        Object message = samples.message().apply(i);
        sent.add(message);
        good.send(new ProducerRecord<>(topic, i, message));
        offset++;
      }
      good.flush();
    }

    List<Object> received = new ArrayList<>();
    List<Integer> keys = new ArrayList<>();
    List<BadRecordException> reported = new ArrayList<>();
    TopicPartition partition = new TopicPartition(topic, 0);
    try (KafkaConsumer<Integer, Object> consumer = new KafkaConsumer<>(consumerByName(samples))) {
      consumer.assign(List.of(partition));
      consumer.seekToBeginning(List.of(partition));
      long deadline = System.nanoTime() + PATIENCE.toNanos();
      while (received.size() + reported.size() < offset && System.nanoTime() < deadline) {
        try {
          for (ConsumerRecord<Integer, Object> record : consumer.poll(Duration.ofMillis(200))) {
            received.add(record.value());
            keys.add(record.key());
          }
        } catch (RecordDeserializationException e) {
          // Kafka's way: the records before the bad one were returned by earlier polls; seek
          // past it and poll on.
          reported.add(BadRecordException.of(e).orElseThrow(() -> e));
          consumer.seek(e.topicPartition(), e.offset() + 1);
        }
      }
    }

    assertEquals(sent.size(), received.size(), "good messages received");
    for (int i = 0; i < sent.size(); i++) {
      // Compared by their bytes: some messages hold arrays (their records' equals may not
      // compare them).
      assertArrayEquals(samples.codec().encode(sent.get(i)),
          samples.codec().encode(received.get(i)), "message " + i);
    }
    assertEquals(IntStream.range(0, MESSAGES).boxed().toList(), keys, "keys");
    assertEquals(badOffsets, reported.stream().map(BadRecordException::offset).toList());
    String type = samples.codec().type().getSimpleName();
    for (BadRecordException bad : reported) {
      assertEquals(topic, bad.topic());
      assertEquals(0, bad.partition());
      assertTrue(bad.fieldPath().startsWith(type), bad.fieldPath());
      assertTrue(bad.getMessage().startsWith("bad record value in " + topic + " partition 0 at"
          + " offset " + bad.offset() + ": " + type), bad.getMessage());
    }
  }

  @Test
  void theExampleTopologyCountsEventsPerPlayerOnTheBroker(@TempDir Path state)
      throws Exception {
    String in = "beer-events";
    String out = "events-per-player";
    createTopics(in, out);
    // Players 1, 2 and 3 send 3, 5 and 7 events, among pings and positions, and two bad
    // records (offsets 4 and 9: an empty value and opcode 99).
    Map<Integer, Long> expected = Map.of(1, 3L, 2, 5L, 3, 7L);
    List<Long> badOffsets = List.of(4L, 9L);
    try (KafkaProducer<Integer, byte[]> producer = new KafkaProducer<>(common(),
        new IntegerSerializer(), new ByteArraySerializer())) {
      int[] events = {0, 3, 5, 7};
      long offset = 0;
      int round = 0;
      while (events[1] + events[2] + events[3] > 0) {
        for (int player = 1; player <= 3; player++) {
          byte[] value;
          if (offset == 4) {
            value = new byte[0];
          } else if (offset == 9) {
            value = new byte[] {0x42, 0x45, 0x45, 0x52, 0x63, 0x00, 0x00, 0x00, 0x0D, 0x0A};
          } else if (events[player] > 0 && (round + player) % 2 == 0) {
            events[player]--;
            value = PlayerEventCounts.encode(new BeerMessage.Event(round, new byte[] {1}));
          } else {
            value = PlayerEventCounts.encode(round % 2 == 0 ? new BeerMessage.Ping()
                : new BeerMessage.ObjectPosition(player, (short) round, (short) 0));
          }
          producer.send(new ProducerRecord<>(in, player, value)).get(30, TimeUnit.SECONDS);
          offset++;
        }
        round++;
      }
    }

    CollectingHandler.reset();
    Properties config = PlayerEventCounts.config(cluster.bootstrapServers(), "counts-view",
        state);
    config.put("deserialization.exception.handler", CollectingHandler.class.getName());
    config.put("processing.exception.handler", CollectingHandler.class.getName());
    Map<Integer, Long> counts = new HashMap<>();
    try (KafkaStreams streams = new KafkaStreams(PlayerEventCounts.throughView(in, out), config);
        KafkaConsumer<Integer, Long> consumer = new KafkaConsumer<>(common(),
            new IntegerDeserializer(), new LongDeserializer())) {
      streams.start();
      consumer.assign(List.of(new TopicPartition(out, 0)));
      consumer.seekToBeginning(List.of(new TopicPartition(out, 0)));
      long deadline = System.nanoTime() + PATIENCE.toNanos();
      while (!counts.equals(expected) && System.nanoTime() < deadline) {
        for (ConsumerRecord<Integer, Long> record : consumer.poll(Duration.ofMillis(200))) {
          counts.put(record.key(), record.value());
        }
      }
      streams.close(Duration.ofSeconds(10));
    }
    assertEquals(expected, counts);
    assertEquals(badOffsets, CollectingHandler.offsets());
  }

  private static void createTopics(String... names) throws Exception {
    try (Admin admin = cluster.admin()) {
      List<NewTopic> topics = new ArrayList<>();
      for (String name : names) {
        topics.add(new NewTopic(name, 1, (short) 1));
      }
      admin.createTopics(topics).all().get(30, TimeUnit.SECONDS);
    }
  }

  private static Map<String, Object> common() {
    Map<String, Object> config = new HashMap<>();
    config.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, cluster.bootstrapServers());
    return config;
  }

  /** The guide's producer.properties, for this broker and the samples' type. */
  private static Properties producerByName(Samples<?> samples) {
    return Readme.properties("producer.properties", Map.of(
        "bootstrap.servers", cluster.bootstrapServers(),
        "framewright.value.type", samples.codec().type().getName()));
  }

  /** The guide's consumer.properties, for this broker and the samples' type. */
  private static Properties consumerByName(Samples<?> samples) {
    return Readme.properties("consumer.properties", Map.of(
        "bootstrap.servers", cluster.bootstrapServers(),
        "framewright.value.type", samples.codec().type().getName(),
        "group.id", "round-trip-" + samples.name(),
        ConsumerConfig.AUTO_OFFSET_RESET_CONFIG, "earliest",
        ConsumerConfig.ENABLE_AUTO_COMMIT_CONFIG, "false"));
  }
}
