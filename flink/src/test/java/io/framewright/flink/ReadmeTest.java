package io.framewright.flink;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.framewright.protocol.beer.BeerMessage;
import org.apache.flink.api.common.eventtime.WatermarkStrategy;
import org.apache.flink.connector.base.DeliveryGuarantee;
import org.apache.flink.connector.kafka.sink.KafkaRecordSerializationSchema;
import org.apache.flink.connector.kafka.sink.KafkaSink;
import org.apache.flink.connector.kafka.source.KafkaSource;
import org.apache.flink.connector.kafka.source.enumerator.initializer.OffsetsInitializer;
import org.apache.flink.streaming.api.datastream.DataStream;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.junit.jupiter.api.Test;

/**
 * The Kafka source and sink of docs/guide/flink.md, compiled and built here (their topology is
 * checked; no broker runs: the schemas themselves are tested in SchemaTest, and the Kafka
 * clients with Framewright's bytes in the kafka module).
 */
class ReadmeTest {
  static DataStream<BeerMessage> kafka(StreamExecutionEnvironment env) {
    // tag::kafka[]
    KafkaSource<BeerMessage> source = KafkaSource.<BeerMessage>builder()
        .setBootstrapServers("localhost:9092")
        .setTopics("beer-events")
        .setGroupId("beer-readers")
        .setStartingOffsets(OffsetsInitializer.earliest())
        .setValueOnlyDeserializer(FramewrightDeserializationSchema.of(BeerMessage.class))
        .build();
    DataStream<BeerMessage> events =
        env.fromSource(source, WatermarkStrategy.noWatermarks(), "beer-events");

    events.sinkTo(KafkaSink.<BeerMessage>builder()
        .setBootstrapServers("localhost:9092")
        .setRecordSerializer(KafkaRecordSerializationSchema.builder()
            .setTopic("beer-copy")
            .setValueSerializationSchema(FramewrightSerializationSchema.of(BeerMessage.class))
            .build())
        .setDeliveryGuarantee(DeliveryGuarantee.AT_LEAST_ONCE)
        .build());
    // end::kafka[]
    return events;
  }

  @Test
  void theKafkaSourceProducesTheCodecsTypeInformation() {
    StreamExecutionEnvironment env = StreamExecutionEnvironment.getExecutionEnvironment();
    assertEquals(FramewrightTypeInfo.of(BeerMessage.class), kafka(env).getType());
  }

  @Test
  void skippingIsOneCall() {
    // tag::skip[]
    FramewrightDeserializationSchema<BeerMessage> schema =
        FramewrightDeserializationSchema.of(BeerMessage.class).skipBadRecords();
    // end::skip[]
    assertEquals(OnBadRecord.SKIP, schema.onBadRecord());
  }
}
