package com.example.beer;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.framewright.kafka.BadRecordException;
import io.framewright.protocol.beer.BeerMessage;
import java.util.Map;
import org.apache.kafka.common.serialization.Deserializer;
import org.apache.kafka.common.serialization.Serializer;
import org.junit.jupiter.api.Test;

/** framewright-kafka from the BOM, made by class name as Kafka's clients make serializers. */
class SerdeByNameTest {
  private static final Map<String, Object> CONFIG =
      Map.of("framewright.value.type", "io.framewright.protocol.beer.BeerMessage");
  /** BEER NewPlayer(7): "BEER", opcode 6 (u32 little-endian), the u8 player id, CR LF. */
  private static final byte[] NEW_PLAYER_7 = {
      0x42, 0x45, 0x45, 0x52, 0x06, 0x00, 0x00, 0x00, 0x07, 0x0D, 0x0A};

  /** As a client makes the class a property names: by its no-argument constructor. */
  @SuppressWarnings("unchecked")
  private static <T> T make(String className) throws Exception {
    return (T) Class.forName(className).getDeclaredConstructor().newInstance();
  }

  @Test
  void roundTripByClassName() throws Exception {
    try (Serializer<Object> out = make("io.framewright.kafka.FramewrightSerializer");
        Deserializer<Object> in = make("io.framewright.kafka.FramewrightDeserializer")) {
      out.configure(CONFIG, false);
      in.configure(CONFIG, false);
      assertArrayEquals(NEW_PLAYER_7, out.serialize("beer", new BeerMessage.NewPlayer(7)));
      assertEquals(new BeerMessage.NewPlayer(7), in.deserialize("beer", NEW_PLAYER_7));
    }
  }

  @Test
  void aBadValueIsABadRecordException() throws Exception {
    try (Deserializer<Object> in = make("io.framewright.kafka.FramewrightDeserializer")) {
      in.configure(CONFIG, false);
      // Cut before the CR LF.
      byte[] cut = java.util.Arrays.copyOf(NEW_PLAYER_7, 9);
      BadRecordException e = assertThrows(BadRecordException.class,
          () -> in.deserialize("beer", cut));
      assertEquals("beer", e.topic());
    }
  }
}
