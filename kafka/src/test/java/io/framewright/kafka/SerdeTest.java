package io.framewright.kafka;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.framewright.examples.GameEvent;
import io.framewright.examples.GameEventCodec;
import io.framewright.protocol.beer.BeerMessage;
import io.framewright.protocol.beer.BeerMessageCodec;
import io.framewright.runtime.EncodeException;
import java.nio.ByteBuffer;
import java.util.Map;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.config.ConfigException;
import org.apache.kafka.common.errors.RecordDeserializationException;
import org.apache.kafka.common.header.internals.RecordHeaders;
import org.apache.kafka.common.record.TimestampType;
import org.apache.kafka.common.serialization.Deserializer;
import org.apache.kafka.common.serialization.Serde;
import org.apache.kafka.common.serialization.Serializer;
import org.junit.jupiter.api.Test;

/** The serializer, deserializer and serde without a broker: bytes, configuration, errors. */
class SerdeTest {
  /**
   * BEER NewPlayer(7): "BEER", opcode 6 as a u32 little-endian, the u8 player id, CR LF
   * (protocols/beer/README.md).
   */
  private static final byte[] NEW_PLAYER_7 = {
      0x42, 0x45, 0x45, 0x52, 0x06, 0x00, 0x00, 0x00, 0x07, 0x0D, 0x0A};
  /** The same frame with opcode 99 (0x63), which no variant has: bad at byte 4. */
  private static final byte[] OPCODE_99 = {
      0x42, 0x45, 0x45, 0x52, 0x63, 0x00, 0x00, 0x00, 0x07, 0x0D, 0x0A};

  private static final Map<String, Object> BY_NAME = Map.of(
      FramewrightSerde.VALUE_TYPE_CONFIG, "io.framewright.protocol.beer.BeerMessage",
      FramewrightSerde.KEY_TYPE_CONFIG, GameEvent.class);

  @Test
  void configuredByClassNameAsKafkaConfiguresSerializers() {
    try (Serializer<Object> out = new FramewrightSerializer<>();
        Deserializer<Object> in = new FramewrightDeserializer<>()) {
      out.configure(BY_NAME, false);
      in.configure(BY_NAME, false);
      assertArrayEquals(NEW_PLAYER_7, out.serialize("t", new BeerMessage.NewPlayer(7)));
      assertEquals(new BeerMessage.NewPlayer(7), in.deserialize("t", NEW_PLAYER_7));
    }
  }

  @Test
  void theKeysTypeIsItsOwnSetting() {
    // The examples' GameEvent Chat("ann", "hi"): tag 01, length 03, "ann", length 02, "hi".
    byte[] chat = {0x01, 0x03, 0x61, 0x6e, 0x6e, 0x02, 0x68, 0x69};
    Serde<Object> serde = new FramewrightSerde<>();
    serde.configure(BY_NAME, true);
    assertArrayEquals(chat, serde.serializer().serialize("t", new GameEvent.Chat("ann", "hi")));
    assertEquals(new GameEvent.Chat("ann", "hi"), serde.deserializer().deserialize("t", chat));
  }

  @Test
  void programmaticSerdeOfAUnion() {
    // Leave(258): tag 03, the u16 player id 01 02.
    byte[] leave = {0x03, 0x01, 0x02};
    Serde<GameEvent> serde = new FramewrightSerde<>(GameEventCodec.INSTANCE);
    // configure() with nothing in it changes nothing: the codec was given.
    serde.configure(Map.of(), false);
    assertArrayEquals(leave, serde.serializer().serialize("t", new GameEvent.Leave(258)));
    assertEquals(new GameEvent.Leave(258), serde.deserializer().deserialize("t", leave));
  }

  @Test
  void nullIsATombstoneBothWays() {
    Serde<BeerMessage> serde = new FramewrightSerde<>(BeerMessageCodec.INSTANCE);
    assertNull(serde.serializer().serialize("t", null));
    assertNull(serde.deserializer().deserialize("t", null));
    assertNull(serde.deserializer().deserialize("t", new RecordHeaders(), (ByteBuffer) null));
  }

  @Test
  void aBadValueNamesTheTopicAndTheField() {
    Deserializer<BeerMessage> in = new FramewrightDeserializer<>(BeerMessageCodec.INSTANCE);
    BadRecordException e = assertThrows(BadRecordException.class,
        () -> in.deserialize("game-events", OPCODE_99));
    assertEquals("game-events", e.topic());
    assertEquals(BadRecordException.UNKNOWN, e.partition());
    assertEquals(BadRecordException.UNKNOWN, e.offset());
    assertEquals(false, e.isKey());
    assertEquals(4, e.decodeError().byteOffset());
    assertTrue(e.fieldPath().startsWith("BeerMessage"), e.fieldPath());
    assertTrue(e.getMessage().startsWith("bad record value in game-events: BeerMessage"),
        e.getMessage());
  }

  @Test
  void aBadKeySaysKey() {
    Deserializer<Object> in = new FramewrightDeserializer<>();
    in.configure(BY_NAME, true);
    // Tag 09: GameEvent has tags 1, 2 and 3 only.
    BadRecordException e = assertThrows(BadRecordException.class,
        () -> in.deserialize("t", new byte[] {0x09, 0x00, 0x07}));
    assertTrue(e.isKey());
    assertEquals(0, e.decodeError().byteOffset());
    assertTrue(e.getMessage().startsWith("bad record key in t: GameEvent"), e.getMessage());
  }

  @Test
  void theFetchBufferIsDecodedWhereItIs() {
    // The value at array index 3 of a larger array, as a consumer's fetch buffer holds it.
    byte[] fetched = new byte[3 + NEW_PLAYER_7.length + 2];
    System.arraycopy(NEW_PLAYER_7, 0, fetched, 3, NEW_PLAYER_7.length);
    ByteBuffer value = ByteBuffer.wrap(fetched, 3, NEW_PLAYER_7.length).slice();
    Deserializer<BeerMessage> in = new FramewrightDeserializer<>(BeerMessageCodec.INSTANCE);
    assertEquals(new BeerMessage.NewPlayer(7), in.deserialize("t", new RecordHeaders(), value));

    System.arraycopy(OPCODE_99, 0, fetched, 3, OPCODE_99.length);
    ByteBuffer bad = ByteBuffer.wrap(fetched, 3, OPCODE_99.length).slice();
    BadRecordException e = assertThrows(BadRecordException.class,
        () -> in.deserialize("t", new RecordHeaders(), bad));
    // The offset is from the value's start, not the array's.
    assertEquals(4, e.decodeError().byteOffset());
  }

  @Test
  void theConsumersErrorGivesPartitionAndOffset() {
    Deserializer<BeerMessage> in = new FramewrightDeserializer<>(BeerMessageCodec.INSTANCE);
    BadRecordException fromDeserializer = assertThrows(BadRecordException.class,
        () -> in.deserialize("game-events", OPCODE_99));
    // What KafkaConsumer.poll throws around it (its CompletedFetch does this).
    RecordDeserializationException polled = new RecordDeserializationException(
        RecordDeserializationException.DeserializationExceptionOrigin.VALUE,
        new TopicPartition("game-events", 2), 41, 0L, TimestampType.CREATE_TIME, null,
        ByteBuffer.wrap(OPCODE_99), new RecordHeaders(), "Error deserializing VALUE",
        fromDeserializer);
    BadRecordException bad = BadRecordException.of(polled).orElseThrow();
    assertEquals("game-events", bad.topic());
    assertEquals(2, bad.partition());
    assertEquals(41, bad.offset());
    assertSame(fromDeserializer.decodeError(), bad.decodeError());
    assertTrue(bad.getMessage().startsWith(
        "bad record value in game-events partition 2 at offset 41: BeerMessage"),
        bad.getMessage());
    // Another deserializer's error is not Framewright's.
    assertTrue(BadRecordException.of(new RecordDeserializationException(
        new TopicPartition("t", 0), 0, "x", new IllegalStateException())).isEmpty());
  }

  @Test
  void aValueThatDoesNotFitIsAnEncodeException() {
    Serializer<BeerMessage> out = new FramewrightSerializer<>(BeerMessageCodec.INSTANCE);
    // The player id is a u8: 300 does not fit.
    EncodeException e = assertThrows(EncodeException.class,
        () -> out.serialize("t", new BeerMessage.NewPlayer(300)));
    assertTrue(e.fieldPath().contains("playerId"), e.fieldPath());
  }

  @Test
  void misconfigurationIsAConfigExceptionNamingTheSetting() {
    ConfigException missing = assertThrows(ConfigException.class,
        () -> new FramewrightDeserializer<>().configure(Map.of(), false));
    assertTrue(missing.getMessage().contains(FramewrightSerde.VALUE_TYPE_CONFIG),
        missing.getMessage());
    ConfigException noClass = assertThrows(ConfigException.class,
        () -> new FramewrightSerializer<>().configure(
            Map.of(FramewrightSerde.KEY_TYPE_CONFIG, "com.example.Nope"), true));
    assertTrue(noClass.getMessage().contains("com.example.Nope"), noClass.getMessage());
    ConfigException noCodec = assertThrows(ConfigException.class,
        () -> new FramewrightSerde<>().configure(
            Map.of(FramewrightSerde.VALUE_TYPE_CONFIG, "java.lang.String"), false));
    assertTrue(noCodec.getMessage().contains("no Framewright codec for java.lang.String"),
        noCodec.getMessage());
    assertThrows(IllegalStateException.class,
        () -> new FramewrightSerializer<BeerMessage>().serialize("t", new BeerMessage.Ping()));
  }
}
