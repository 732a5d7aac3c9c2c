package io.framewright.kafka;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.framewright.kafka.demo.PlayerEventCounts;
import io.framewright.protocol.beer.BeerMessage;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.function.BiFunction;
import org.apache.kafka.common.header.Headers;
import org.apache.kafka.common.serialization.ByteArrayDeserializer;
import org.apache.kafka.common.serialization.ByteArraySerializer;
import org.apache.kafka.common.serialization.IntegerDeserializer;
import org.apache.kafka.common.serialization.IntegerSerializer;
import org.apache.kafka.common.serialization.LongDeserializer;
import org.apache.kafka.common.serialization.Serdes;
import org.apache.kafka.streams.StreamsBuilder;
import org.apache.kafka.streams.StreamsConfig;
import org.apache.kafka.streams.TestInputTopic;
import org.apache.kafka.streams.TestOutputTopic;
import org.apache.kafka.streams.Topology;
import org.apache.kafka.streams.TopologyTestDriver;
import org.apache.kafka.streams.kstream.Produced;
import org.apache.kafka.streams.test.TestRecord;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The example's two topologies (decoding every record with the serde; reading the tag through a
 * view) in Kafka's topology test driver: the same counts, each bad record skipped and reported
 * with its offset by the handler Streams makes from its class name, or sent to a dead-letter
 * topic.
 */
class StreamsTopologyTest {
  /** "BEER", opcode 99 (no BEER message has it), CR LF: bad at byte 4. */
  private static final byte[] OPCODE_99 = {
      0x42, 0x45, 0x45, 0x52, 0x63, 0x00, 0x00, 0x00, 0x0D, 0x0A};

  @TempDir
  Path state;

  @BeforeEach
  void reset() {
    CollectingHandler.reset();
  }

  @Test
  void decodingCountsEventsPerPlayerAndSkipsBadRecords() {
    countsAndSkips(PlayerEventCounts::decoding);
  }

  @Test
  void throughAViewCountsTheSameAndSkipsBadRecords() {
    countsAndSkips(PlayerEventCounts::throughView);
  }

  private void countsAndSkips(BiFunction<String, String, Topology> topology) {
    try (TopologyTestDriver driver = new TopologyTestDriver(topology.apply("in", "out"),
        config(null))) {
      TestInputTopic<Integer, byte[]> in = driver.createInputTopic("in", new IntegerSerializer(),
          new ByteArraySerializer());
      TestOutputTopic<Integer, Long> out = driver.createOutputTopic("out",
          new IntegerDeserializer(), new LongDeserializer());
      in.pipeInput(1, event());                                   // offset 0
      in.pipeInput(2, PlayerEventCounts.encode(new BeerMessage.Ping()));
      in.pipeInput(1, new byte[0]);                               // 2: bad, empty
      in.pipeInput(2, event());
      in.pipeInput(1, event());
      in.pipeInput(2, OPCODE_99);                                 // 5: bad, opcode 99
      in.pipeInput(3, PlayerEventCounts.encode(new BeerMessage.NewPlayer(3)));
      in.pipeInput(2, event());
      assertEquals(Map.of(1, 2L, 2, 2L), out.readKeyValuesToMap());
      assertEquals(List.of(2L, 5L), CollectingHandler.offsets());
      BadRecordException opcode = CollectingHandler.reported().get(1);
      assertEquals("in", opcode.topic());
      assertEquals(0, opcode.partition());
      assertEquals(4, opcode.decodeError().byteOffset());
      assertEquals("BeerMessage.(tag)", opcode.fieldPath());
    }
  }

  @Test
  void badRecordsGoToTheDeadLetterTopicAsTheyCame() {
    try (TopologyTestDriver driver = new TopologyTestDriver(
        PlayerEventCounts.throughView("in", "out"), config("beer-bad"))) {
      TestInputTopic<Integer, byte[]> in = driver.createInputTopic("in", new IntegerSerializer(),
          new ByteArraySerializer());
      TestOutputTopic<byte[], byte[]> dead = driver.createOutputTopic("beer-bad",
          new ByteArrayDeserializer(), new ByteArrayDeserializer());
      in.pipeInput(1, event());
      in.pipeInput(7, OPCODE_99);
      TestRecord<byte[], byte[]> record = dead.readRecord();
      assertTrue(dead.isEmpty());
      // The key as it came: 7 as a big-endian i32 (IntegerSerializer).
      assertArrayEquals(new byte[] {0, 0, 0, 7}, record.key());
      assertArrayEquals(OPCODE_99, record.value());
      Headers headers = record.headers();
      assertEquals("BeerMessage.(tag)", header(headers, BadRecordHandler.FIELD_HEADER));
      assertEquals("in", header(headers, BadRecordHandler.TOPIC_HEADER));
      assertEquals("0", header(headers, BadRecordHandler.PARTITION_HEADER));
      assertEquals("1", header(headers, BadRecordHandler.OFFSET_HEADER));
      assertTrue(header(headers, BadRecordHandler.ERROR_HEADER)
          .startsWith("bad record value in in partition 0 at offset 1: BeerMessage.(tag)"));
    }
  }

  @Test
  void configuredByClassNameFromTheGuidesStreamsProperties() {
    Properties config = Readme.properties("streams.properties",
        Map.of(StreamsConfig.STATE_DIR_CONFIG, state.toString()));
    StreamsBuilder builder = new StreamsBuilder();
    // The default serdes: Integer keys, BeerMessage values (FramewrightSerde by class name).
    builder.<Integer, BeerMessage>stream("beer-events")
        .filter((player, message) -> message instanceof BeerMessage.Event)
        .groupByKey()
        .count()
        .toStream()
        .to("out", Produced.with(Serdes.Integer(), Serdes.Long()));
    try (TopologyTestDriver driver = new TopologyTestDriver(builder.build(), config)) {
      TestInputTopic<Integer, byte[]> in = driver.createInputTopic("beer-events",
          new IntegerSerializer(), new ByteArraySerializer());
      TestOutputTopic<Integer, Long> out = driver.createOutputTopic("out",
          new IntegerDeserializer(), new LongDeserializer());
      TestOutputTopic<byte[], byte[]> dead = driver.createOutputTopic("beer-events-bad",
          new ByteArrayDeserializer(), new ByteArrayDeserializer());
      in.pipeInput(1, event());
      in.pipeInput(1, OPCODE_99);
      in.pipeInput(2, event());
      in.pipeInput(1, event());
      // BadRecordHandler skipped the bad record (the stream went on) and sent it on.
      assertEquals(Map.of(1, 2L, 2, 1L), out.readKeyValuesToMap());
      TestRecord<byte[], byte[]> bad = dead.readRecord();
      assertArrayEquals(OPCODE_99, bad.value());
      assertEquals("1", header(bad.headers(), BadRecordHandler.OFFSET_HEADER));
      assertTrue(dead.isEmpty());
    }
  }

  private static String header(Headers headers, String name) {
    return new String(headers.lastHeader(name).value(), StandardCharsets.UTF_8);
  }

  private static byte[] event() {
    return PlayerEventCounts.encode(new BeerMessage.Event(1, new byte[] {0x2a}));
  }

  private Properties config(String deadLetterTopic) {
    // The driver connects to nothing; the address is never used.
    Properties config = PlayerEventCounts.config("localhost:9", "counts", state);
    config.put(StreamsConfig.DESERIALIZATION_EXCEPTION_HANDLER_CLASS_CONFIG,
        CollectingHandler.class.getName());
    config.put(StreamsConfig.PROCESSING_EXCEPTION_HANDLER_CLASS_CONFIG,
        CollectingHandler.class.getName());
    if (deadLetterTopic != null) {
      config.put(StreamsConfig.ERRORS_DEAD_LETTER_QUEUE_TOPIC_NAME_CONFIG, deadLetterTopic);
    }
    return config;
  }
}
