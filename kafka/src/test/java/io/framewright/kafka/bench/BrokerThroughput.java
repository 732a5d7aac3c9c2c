package io.framewright.kafka.bench;

import io.framewright.kafka.FramewrightSerde;
import io.framewright.kafka.demo.InProcessBroker;
import io.framewright.protocol.beer.BeerMessage;
import io.framewright.protocol.beer.BeerMessageCodec;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.LogDirDescription;
import org.apache.kafka.clients.admin.NewTopic;
import org.apache.kafka.clients.admin.ReplicaInfo;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.serialization.ByteArrayDeserializer;
import org.apache.kafka.common.serialization.ByteArraySerializer;
import org.apache.kafka.common.serialization.Deserializer;
import org.apache.kafka.common.serialization.Serializer;
import org.apache.kafka.common.test.KafkaClusterTestKit;

/**
 * Issue 32's produce-to-consume harness (not a test, not JMH): BEER ObjectPosition frames through
 * a real broker in this JVM, with framewright-kafka's serde and with
 * {@link HandWrittenPositionSerde}, the same values and bytes, rounds alternating which goes
 * first. Per round and serde: a consumer reads the topic while a producer writes it; records per
 * second from the first send to the last record consumed (every value checked), and the bytes
 * the partition's log holds per record (Kafka's batch framing included).
 *
 * <pre>
 * mvn -q -B -pl kafka -am -DskipTests test-compile exec:java \
 *     -Dkafka.main=io.framewright.kafka.bench.BrokerThroughput -Dexec.args="RECORDS ROUNDS"
 * </pre>
 *
 * Defaults: 300,000 records, 1 warm-up and 4 measured rounds. Prints a Markdown table.
 */
public final class BrokerThroughput {
  private static final int POOL = 1024;

  private BrokerThroughput() {}

  public static void main(String[] args) throws Exception {
    int records = args.length > 0 ? Integer.parseInt(args[0]) : 300_000;
    int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 4;
    Random random = new Random(32);
    BeerMessage[] pool = new BeerMessage[POOL];
    for (int i = 0; i < POOL; i++) {
      pool[i] = new BeerMessage.ObjectPosition(random.nextInt() & 0xFFFFFFFFL,
          (short) random.nextInt(), (short) random.nextInt());
    }
    FramewrightSerde<BeerMessage> framewright = new FramewrightSerde<>(BeerMessageCodec.INSTANCE);
    HandWrittenPositionSerde hand = new HandWrittenPositionSerde();
    for (BeerMessage m : pool) {
      // Both write the same bytes and read the same values back.
      byte[] a = framewright.serializer().serialize("t", m);
      if (!Arrays.equals(a, hand.serialize("t", m)) || !m.equals(hand.deserialize("t", a))
          || !m.equals(framewright.deserializer().deserialize("t", a))) {
        throw new IllegalStateException("the serdes disagree on " + m);
      }
    }
    try (KafkaClusterTestKit cluster = InProcessBroker.start()) {
      System.out.println("| round | serde | records/s | log bytes/record |");
      System.out.println("|---|---|---:|---:|");
      Map<String, List<Double>> rates = new HashMap<>();
      for (int round = 0; round <= rounds; round++) {
        boolean handFirst = round % 2 == 1;
        for (int k = 0; k < 2; k++) {
          boolean isHand = (k == 0) == handFirst;
          String name = isHand ? "hand-written" : "framewright";
          Serializer<BeerMessage> ser = isHand ? hand : framewright.serializer();
          Deserializer<BeerMessage> de = isHand ? hand : framewright.deserializer();
          String topic = "throughput-" + name + "-" + round;
          double[] result = run(cluster, topic, pool, records, ser, de);
          String label = round == 0 ? "warm-up" : Integer.toString(round);
          System.out.printf("| %s | %s | %,.0f | %.1f |%n", label, name, result[0], result[1]);
          if (round > 0) {
            rates.computeIfAbsent(name, x -> new ArrayList<>()).add(result[0]);
          }
        }
      }
      double f = median(rates.get("framewright"));
      double h = median(rates.get("hand-written"));
      System.out.printf("%nmedian records/s: framewright %,.0f, hand-written %,.0f;"
          + " framewright / hand-written = %.2f (value: %d bytes)%n", f, h, f / h,
          HandWrittenPositionSerde.SIZE);
    }
  }

  private static double[] run(KafkaClusterTestKit cluster, String topic, BeerMessage[] pool,
      int records, Serializer<BeerMessage> ser, Deserializer<BeerMessage> de) throws Exception {
    Map<String, Object> client = Map.of("bootstrap.servers", cluster.bootstrapServers());
    try (Admin admin = cluster.admin()) {
      admin.createTopics(List.of(new NewTopic(topic, 1, (short) 1))).all()
          .get(30, TimeUnit.SECONDS);
    }
    TopicPartition partition = new TopicPartition(topic, 0);
    Map<String, Object> consumerConfig = new HashMap<>(client);
    consumerConfig.put("max.poll.records", 5000);
    long start;
    CompletableFuture<Long> consumed;
    try (KafkaConsumer<byte[], BeerMessage> consumer = new KafkaConsumer<>(consumerConfig,
        new ByteArrayDeserializer(), de);
        KafkaProducer<byte[], BeerMessage> producer = new KafkaProducer<>(
            Map.of("bootstrap.servers", cluster.bootstrapServers(), "linger.ms", 5,
                "batch.size", 65536), new ByteArraySerializer(), ser)) {
      consumer.assign(List.of(partition));
      consumer.seekToBeginning(List.of(partition));
      consumer.poll(Duration.ZERO);
      start = System.nanoTime();
      consumed = CompletableFuture.supplyAsync(() -> {
        int n = 0;
        while (n < records) {
          for (ConsumerRecord<byte[], BeerMessage> r : consumer.poll(Duration.ofMillis(100))) {
            if (!r.value().equals(pool[n & (POOL - 1)])) {
              throw new IllegalStateException("record " + n + " is " + r.value());
            }
            n++;
          }
        }
        return System.nanoTime();
      });
      for (int i = 0; i < records; i++) {
        producer.send(new ProducerRecord<>(topic, pool[i & (POOL - 1)]));
      }
      producer.flush();
      long end = consumed.get(10, TimeUnit.MINUTES);
      double perSecond = records / ((end - start) / 1e9);
      return new double[] {perSecond, (double) logBytes(cluster, partition) / records};
    }
  }

  private static long logBytes(KafkaClusterTestKit cluster, TopicPartition partition)
      throws Exception {
    try (Admin admin = cluster.admin()) {
      long bytes = 0;
      for (Map<String, LogDirDescription> dirs : admin.describeLogDirs(
          cluster.brokers().keySet()).allDescriptions().get(30, TimeUnit.SECONDS).values()) {
        for (LogDirDescription dir : dirs.values()) {
          ReplicaInfo info = dir.replicaInfos().get(partition);
          if (info != null) {
            bytes += info.size();
          }
        }
      }
      return bytes;
    }
  }

  private static double median(List<Double> xs) {
    List<Double> sorted = new ArrayList<>(xs);
    sorted.sort(null);
    int n = sorted.size();
    return n % 2 == 1 ? sorted.get(n / 2) : (sorted.get(n / 2 - 1) + sorted.get(n / 2)) / 2;
  }
}
