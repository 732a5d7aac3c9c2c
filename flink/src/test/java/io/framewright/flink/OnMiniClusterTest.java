package io.framewright.flink;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.framewright.flink.demo.CaptureTypeCounts;
import io.framewright.protocol.beer.BeerMessage;
import io.framewright.protocol.beer.BeerStreamDecoder;
import io.framewright.runtime.Hex;
import java.nio.file.Files;
import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.apache.flink.api.common.eventtime.WatermarkStrategy;
import org.apache.flink.api.common.functions.RichMapFunction;
import org.apache.flink.api.common.state.CheckpointListener;
import org.apache.flink.api.common.typeinfo.Types;
import org.apache.flink.api.java.tuple.Tuple2;
import org.apache.flink.configuration.Configuration;
import org.apache.flink.configuration.RestartStrategyOptions;
import org.apache.flink.connector.file.src.FileSource;
import org.apache.flink.core.fs.Path;
import org.apache.flink.runtime.state.FunctionInitializationContext;
import org.apache.flink.runtime.state.FunctionSnapshotContext;
import org.apache.flink.runtime.testutils.MiniClusterResourceConfiguration;
import org.apache.flink.streaming.api.checkpoint.CheckpointedFunction;
import org.apache.flink.streaming.api.datastream.DataStream;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.test.junit5.MiniClusterExtension;
import org.apache.flink.util.CloseableIterator;
import org.apache.flink.util.ExceptionUtils;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * Jobs on a real Flink engine: one MiniCluster for the class (one task manager with two slots),
 * every job at parallelism 2, over files the tests write from hand-written bytes
 * ({@link Captures}).
 */
class OnMiniClusterTest {
  @RegisterExtension
  static final MiniClusterExtension CLUSTER = new MiniClusterExtension(
      new MiniClusterResourceConfiguration.Builder()
          .setNumberTaskManagers(1)
          .setNumberSlotsPerTaskManager(2)
          .build());

  @Test
  void theCaptureJobCountsEveryMessageOfEveryCaptureByType(@TempDir java.nio.file.Path dir)
      throws Exception {
    Files.write(dir.resolve("datagrams.pcap"), Captures.datagrams());
    Files.write(dir.resolve("stream.pcap"), Captures.stream());
    Files.write(dir.resolve("more.pcapng"), Captures.pcapng());
    StreamExecutionEnvironment env = StreamExecutionEnvironment.getExecutionEnvironment();
    env.setParallelism(2);
    DataStream<Tuple2<String, Long>> counts =
        CaptureTypeCounts.counts(env, new Path(dir.toUri()));
    // 40 + 2 + 3 Pings; 10 + 1 NewPlayers (the retransmitted segment adds none).
    assertEquals(Map.of("Ping", 45L, "NewPlayer", 11L), collect(counts));
  }

  @Test
  void theSourcesMessagesCrossTheShuffleInTheCodecsEncoding(@TempDir java.nio.file.Path dir) {
    StreamExecutionEnvironment env = StreamExecutionEnvironment.getExecutionEnvironment();
    FileSource<BeerMessage> files = FileSource
        .forRecordStreamFormat(CaptureFormat.of(BeerStreamDecoder::framing),
            new Path(dir.toUri()))
        .build();
    DataStream<BeerMessage> messages =
        env.fromSource(files, WatermarkStrategy.noWatermarks(), "captures");
    assertEquals(FramewrightTypeInfo.of(BeerMessage.class), messages.getType());
    assertInstanceOf(FramewrightTypeSerializer.class,
        messages.getType().createSerializer(env.getConfig().getSerializerConfig()));
  }

  @Test
  void aJobRestartedFromACheckpointCountsEveryMessageExactlyOnce(
      @TempDir java.nio.file.Path dir) throws Exception {
    Files.write(dir.resolve("players.beer"), Hex.parse(Captures.NEW_PLAYER_1.repeat(200)));
    Files.write(dir.resolve("pings.beer"), Hex.parse(Captures.PING.repeat(100)));
    FailOnceAfterACheckpoint.reset();
    Configuration conf = new Configuration();
    conf.set(RestartStrategyOptions.RESTART_STRATEGY, "fixed-delay");
    conf.set(RestartStrategyOptions.RESTART_STRATEGY_FIXED_DELAY_ATTEMPTS, 2);
    conf.set(RestartStrategyOptions.RESTART_STRATEGY_FIXED_DELAY_DELAY, Duration.ofMillis(10));
    StreamExecutionEnvironment env = StreamExecutionEnvironment.getExecutionEnvironment(conf);
    env.setParallelism(2);
    env.enableCheckpointing(50);
    FileSource<BeerMessage> files = FileSource
        .forRecordStreamFormat(FramedFormat.of(BeerStreamDecoder::framing),
            new Path(dir.toUri()))
        .build();
    DataStream<Tuple2<String, Long>> counts = env
        .fromSource(files, WatermarkStrategy.noWatermarks(), "framed files")
        .map(new FailOnceAfterACheckpoint())
        .returns(FramewrightTypeInfo.of(BeerMessage.class))
        .keyBy(m -> m.getClass().getSimpleName(), Types.STRING)
        .process(new CaptureTypeCounts.CountPerKey<>())
        .returns(Types.TUPLE(Types.STRING, Types.LONG));
    // The source's position and the counts are restored from the same checkpoint: the messages
    // after it are read again and counted once.
    assertEquals(Map.of("NewPlayer", 200L, "Ping", 100L), collect(counts));
    assertEquals(1, FailOnceAfterACheckpoint.FAILURES.get());
    // Restored from the checkpoint, not started again: only the messages after its positions
    // were read again (at least the one that failed).
    int replayed = FailOnceAfterACheckpoint.REPLAYED.get();
    assertTrue(replayed > 0 && replayed < 300, "read again after the restart: " + replayed);
  }

  @Test
  void aBadFrameFailsTheJobWithItsFieldPath(@TempDir java.nio.file.Path dir) throws Exception {
    Files.write(dir.resolve("bad.beer"),
        Hex.parse(Captures.PING + Captures.OPCODE_99 + Captures.PING));
    Configuration conf = new Configuration();
    conf.set(RestartStrategyOptions.RESTART_STRATEGY, "none");
    StreamExecutionEnvironment env = StreamExecutionEnvironment.getExecutionEnvironment(conf);
    env.setParallelism(2);
    FileSource<BeerMessage> files = FileSource
        .forRecordStreamFormat(FramedFormat.of(BeerStreamDecoder::framing),
            new Path(dir.toUri()))
        .build();
    DataStream<BeerMessage> messages =
        env.fromSource(files, WatermarkStrategy.noWatermarks(), "framed files");
    Exception e = assertThrows(Exception.class, () -> {
      try (CloseableIterator<BeerMessage> it = messages.executeAndCollect()) {
        it.forEachRemaining(m -> { });
      }
    });
    Optional<BadRecordException> bad = ExceptionUtils.findThrowable(e, BadRecordException.class);
    assertTrue(bad.isPresent(), () -> ExceptionUtils.stringifyException(e));
    assertEquals("BeerMessage.(tag)", bad.get().fieldPath());
    assertTrue(bad.get().getMessage().startsWith("bad record in the frame at byte 10 of a framed"
        + " file: BeerMessage"), bad.get().getMessage());
  }

  private static Map<String, Long> collect(DataStream<Tuple2<String, Long>> counts)
      throws Exception {
    Map<String, Long> out = new HashMap<>();
    try (CloseableIterator<Tuple2<String, Long>> it = counts.executeAndCollect()) {
      it.forEachRemaining(t -> assertEquals(null, out.put(t.f0, t.f1), t.f0 + " twice"));
    }
    return out;
  }

  /**
   * Passes messages on, slowly (2 ms each) until it has failed once: the first message after a
   * checkpoint that holds progress has completed (one whose barrier came after messages of this
   * subtask, so the source's position in it is past the start) fails the job, once in all its
   * attempts. Counts the messages of later attempts: those read again from the checkpoint's
   * positions, fewer than all. The flags are static: the MiniCluster runs in this JVM.
   */
  static final class FailOnceAfterACheckpoint extends RichMapFunction<BeerMessage, BeerMessage>
      implements CheckpointListener, CheckpointedFunction {
    static final AtomicInteger FAILURES = new AtomicInteger();
    static final AtomicBoolean CHECKPOINTED = new AtomicBoolean();
    static final AtomicInteger REPLAYED = new AtomicInteger();

    /** Messages this instance has passed on, and that count at each checkpoint's barrier. */
    private long seen;
    private final Map<Long, Long> seenAt = new HashMap<>();

    static void reset() {
      FAILURES.set(0);
      CHECKPOINTED.set(false);
      REPLAYED.set(0);
    }

    @Override
    public BeerMessage map(BeerMessage value) throws Exception {
      if (getRuntimeContext().getTaskInfo().getAttemptNumber() > 0) {
        REPLAYED.incrementAndGet();
      }
      if (FAILURES.get() == 0) {
        if (CHECKPOINTED.get() && FAILURES.compareAndSet(0, 1)) {
          throw new IllegalStateException("a failure injected after a checkpoint");
        }
        Thread.sleep(2);
      }
      seen++;
      return value;
    }

    @Override
    public void snapshotState(FunctionSnapshotContext context) {
      seenAt.put(context.getCheckpointId(), seen);
    }

    @Override
    public void initializeState(FunctionInitializationContext context) {}

    @Override
    public void notifyCheckpointComplete(long checkpointId) {
      Long n = seenAt.remove(checkpointId);
      if (n != null && n > 0) {
        CHECKPOINTED.set(true);
      }
    }
  }
}
