package io.framewright.flink;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.framewright.protocol.beer.BeerMessage;
import io.framewright.runtime.Hex;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.apache.flink.api.common.serialization.DeserializationSchema;
import org.apache.flink.metrics.Counter;
import org.apache.flink.metrics.MetricGroup;
import org.apache.flink.metrics.SimpleCounter;
import org.apache.flink.metrics.groups.UnregisteredMetricsGroup;
import org.apache.flink.util.Collector;
import org.apache.flink.util.SimpleUserCodeClassLoader;
import org.apache.flink.util.UserCodeClassLoader;
import org.junit.jupiter.api.Test;

/**
 * The deserialization and serialization schemas on BEER frames written out by hand: "BEER", the
 * opcode as a u32 little-endian, its data, CR LF.
 */
class SchemaTest {
  private static final byte[] NEW_PLAYER_5 = Hex.parse("42454552 06000000 05 0d0a");
  /** Opcode 99: no variant has it. */
  private static final byte[] OPCODE_99 = Hex.parse("42454552 63000000 0d0a");

  @Test
  void decodesARecordIntoItsMessage() throws Exception {
    FramewrightDeserializationSchema<BeerMessage> schema =
        FramewrightDeserializationSchema.of(BeerMessage.class);
    schema.open(context(new UnregisteredMetricsGroup()));
    assertEquals(new BeerMessage.NewPlayer(5), schema.deserialize(NEW_PLAYER_5));
    assertNull(schema.deserialize(null));
    assertEquals(FramewrightTypeInfo.of(BeerMessage.class), schema.getProducedType());
  }

  @Test
  void aBadRecordFailsWithTheFieldPath() throws Exception {
    FramewrightDeserializationSchema<BeerMessage> schema =
        FramewrightDeserializationSchema.of(BeerMessage.class);
    schema.open(context(new UnregisteredMetricsGroup()));
    BadRecordException e = assertThrows(BadRecordException.class,
        () -> schema.deserialize(OPCODE_99, new ListCollector<>()));
    assertEquals("BeerMessage.(tag)", e.fieldPath());
    assertEquals(4, e.decodeError().byteOffset());
    assertTrue(e.getMessage().startsWith("bad record: BeerMessage"), e.getMessage());
  }

  @Test
  void skippingDropsABadRecordAndCountsIt() throws Exception {
    FramewrightDeserializationSchema<BeerMessage> schema =
        FramewrightDeserializationSchema.of(BeerMessage.class).skipBadRecords();
    List<Counter> counters = new ArrayList<>();
    schema.open(context(new UnregisteredMetricsGroup() {
      @Override
      public Counter counter(String name) {
        assertEquals(FramewrightDeserializationSchema.BAD_RECORDS, name);
        Counter counter = new SimpleCounter();
        counters.add(counter);
        return counter;
      }
    }));
    ListCollector<BeerMessage> out = new ListCollector<>();
    schema.deserialize(OPCODE_99, out);
    schema.deserialize(NEW_PLAYER_5, out);
    schema.deserialize(Hex.parse("42"), out);
    assertEquals(List.of(new BeerMessage.NewPlayer(5)), out.values);
    assertEquals(2, schema.badRecords());
    assertEquals(2, counters.get(0).getCount());
  }

  @Test
  void encodesAnElementIntoOneRecord() {
    FramewrightSerializationSchema<BeerMessage> schema =
        FramewrightSerializationSchema.of(BeerMessage.class);
    assertArrayEquals(NEW_PLAYER_5, schema.serialize(new BeerMessage.NewPlayer(5)));
  }

  @Test
  void bothSchemasSurviveJavaSerialization() throws IOException, ClassNotFoundException {
    // Flink ships them to the task managers with Java serialization; the codec is not shipped.
    var schema = org.apache.flink.util.InstantiationUtil.clone(
        FramewrightDeserializationSchema.of(BeerMessage.class).skipBadRecords());
    assertEquals(OnBadRecord.SKIP, schema.onBadRecord());
    assertEquals(new BeerMessage.NewPlayer(5), schema.deserialize(NEW_PLAYER_5));
    var out = org.apache.flink.util.InstantiationUtil.clone(
        FramewrightSerializationSchema.of(BeerMessage.class));
    assertArrayEquals(NEW_PLAYER_5, out.serialize(new BeerMessage.NewPlayer(5)));
  }

  private static DeserializationSchema.InitializationContext context(MetricGroup metrics) {
    return new DeserializationSchema.InitializationContext() {
      @Override
      public MetricGroup getMetricGroup() {
        return metrics;
      }

      @Override
      public UserCodeClassLoader getUserCodeClassLoader() {
        return SimpleUserCodeClassLoader.create(SchemaTest.class.getClassLoader());
      }
    };
  }

  private static final class ListCollector<T> implements Collector<T> {
    final List<T> values = new ArrayList<>();

    @Override
    public void collect(T record) {
      values.add(record);
    }

    @Override
    public void close() {}
  }
}
