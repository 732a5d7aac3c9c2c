package io.framewright.kafka.demo;

import org.apache.kafka.common.test.KafkaClusterTestKit;
import org.apache.kafka.common.test.TestKitNodes;

/** A real KRaft broker in this JVM, from Kafka's own test kit: for the demo and the tests. */
public final class InProcessBroker {
  private InProcessBroker() {}

  /**
   * Starts one node, broker and controller combined, on ephemeral ports, with its logs in a new
   * temporary folder (deleted on close); single-replica internal topics, and no wait before a
   * consumer group's first rebalance, so that a Streams app starts in seconds.
   */
  public static KafkaClusterTestKit start() throws Exception {
    KafkaClusterTestKit cluster = new KafkaClusterTestKit.Builder(new TestKitNodes.Builder()
        .setCombined(true).setNumBrokerNodes(1).setNumControllerNodes(1).build())
        .setConfigProp("offsets.topic.replication.factor", "1")
        .setConfigProp("offsets.topic.num.partitions", "1")
        .setConfigProp("transaction.state.log.replication.factor", "1")
        .setConfigProp("transaction.state.log.min.isr", "1")
        .setConfigProp("group.initial.rebalance.delay.ms", "0")
        .build();
    try {
      cluster.format();
      cluster.startup();
      cluster.waitForReadyBrokers();
      return cluster;
    } catch (Exception | Error e) {
      cluster.close();
      throw e;
    }
  }
}
