package com.example.beer;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.framewright.flink.BadRecordException;
import io.framewright.flink.FramewrightDeserializationSchema;
import io.framewright.flink.FramewrightSerializationSchema;
import io.framewright.flink.FramewrightTypeInfo;
import io.framewright.protocol.beer.BeerMessage;
import java.util.Arrays;
import org.apache.flink.api.common.serialization.SerializerConfigImpl;
import org.apache.flink.api.common.typeutils.TypeSerializer;
import org.apache.flink.core.memory.DataInputDeserializer;
import org.apache.flink.core.memory.DataOutputSerializer;
import org.junit.jupiter.api.Test;

/** framewright-flink from the BOM: the schemas and the type serializer of BEER messages. */
class FlinkSchemaTest {
  /** BEER NewPlayer(7): "BEER", opcode 6 (u32 little-endian), the u8 player id, CR LF. */
  private static final byte[] NEW_PLAYER_7 = {
      0x42, 0x45, 0x45, 0x52, 0x06, 0x00, 0x00, 0x00, 0x07, 0x0D, 0x0A};

  @Test
  void schemasRoundTripAndRefuseABadRecord() throws Exception {
    assertArrayEquals(NEW_PLAYER_7, FramewrightSerializationSchema.of(BeerMessage.class)
        .serialize(new BeerMessage.NewPlayer(7)));
    FramewrightDeserializationSchema<BeerMessage> in =
        FramewrightDeserializationSchema.of(BeerMessage.class);
    assertEquals(new BeerMessage.NewPlayer(7), in.deserialize(NEW_PLAYER_7));
    // Cut before the CR LF.
    BadRecordException e = assertThrows(BadRecordException.class,
        () -> in.deserialize(Arrays.copyOf(NEW_PLAYER_7, 9)));
    assertEquals(true, e.fieldPath().startsWith("BeerMessage"), e.fieldPath());
  }

  @Test
  void theTypeSerializerWritesALengthThenTheFrame() throws Exception {
    TypeSerializer<BeerMessage> serializer = FramewrightTypeInfo.of(BeerMessage.class)
        .createSerializer(new SerializerConfigImpl());
    DataOutputSerializer out = new DataOutputSerializer(16);
    serializer.serialize(new BeerMessage.NewPlayer(7), out);
    byte[] expected = new byte[12];
    expected[0] = 11;
    System.arraycopy(NEW_PLAYER_7, 0, expected, 1, 11);
    assertArrayEquals(expected, out.getCopyOfBuffer());
    assertEquals(new BeerMessage.NewPlayer(7),
        serializer.deserialize(new DataInputDeserializer(out.getCopyOfBuffer())));
  }
}
