/**
 * Framewright codecs in Kafka 4 producers, consumers and Kafka Streams.
 *
 * <ul>
 *   <li>{@link io.framewright.kafka.FramewrightSerializer},
 *       {@link io.framewright.kafka.FramewrightDeserializer} and
 *       {@link io.framewright.kafka.FramewrightSerde}: any {@link io.framewright.runtime.Codec},
 *       a sealed union's included, given to the constructor or named in the client's properties
 *       ({@code framewright.value.type}, {@code framewright.key.type}).
 *   <li>{@link io.framewright.kafka.BadRecordException}: a key or value that does not decode,
 *       with its topic, partition, offset and the codec's
 *       {@link io.framewright.runtime.DecodeException}.
 *   <li>{@link io.framewright.kafka.BadRecordHandler}: Kafka Streams' deserialization and
 *       processing exception handler that logs and skips bad records, or sends them to a
 *       dead-letter topic.
 *   <li>{@link io.framewright.kafka.ViewFilter}: a Streams {@code filter} through a generated
 *       view, reading fields in place and allocating nothing for dropped records.
 * </ul>
 *
 * <p>Kafka Streams is an optional dependency: add {@code kafka-streams} to use the last two.
 */
package io.framewright.kafka;
