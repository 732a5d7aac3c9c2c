package io.framewright.flink.demo;

import io.framewright.flink.CaptureFormat;
import io.framewright.flink.Captures;
import io.framewright.protocol.beer.BeerMessage;
import io.framewright.protocol.beer.BeerStreamDecoder;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import org.apache.flink.api.common.eventtime.WatermarkStrategy;
import org.apache.flink.api.common.state.ValueState;
import org.apache.flink.api.common.state.ValueStateDescriptor;
import org.apache.flink.api.common.typeinfo.Types;
import org.apache.flink.api.java.tuple.Tuple2;
import org.apache.flink.connector.file.src.FileSource;
import org.apache.flink.core.fs.Path;
import org.apache.flink.streaming.api.datastream.DataStream;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.streaming.api.functions.KeyedProcessFunction;
import org.apache.flink.util.CloseableIterator;
import org.apache.flink.util.Collector;

/**
 * A Flink job that reads capture files (pcap or pcapng) of the BEER protocol, decodes every
 * message, UDP datagrams and TCP streams alike, and writes how many there are of each type. Run
 * it on captures of your own, or without an argument on three small captures it writes first:
 *
 * <pre>
 * mvn -q -B -pl flink -am -DskipTests test-compile exec:java [-Dexec.args=DIR]
 * </pre>
 *
 * <p>The source spreads the files over the job's parallel readers (one reader per file at a
 * time); the messages cross the {@code keyBy} shuffle in the codec's encoding
 * ({@code FramewrightTypeInfo}); each type's count is keyed state, emitted when the input ends.
 */
public final class CaptureTypeCounts {
  private CaptureTypeCounts() {}

  // tag::job[]
  /** Every message of the captures under {@code dir}, counted by type: (type, count). */
  public static DataStream<Tuple2<String, Long>> counts(StreamExecutionEnvironment env,
      Path dir) {
    FileSource<BeerMessage> captures = FileSource
        .forRecordStreamFormat(CaptureFormat.of(BeerStreamDecoder::framing), dir)
        .build();
    return env.fromSource(captures, WatermarkStrategy.noWatermarks(), "BEER captures")
        .keyBy(m -> m.getClass().getSimpleName(), Types.STRING)
        .process(new CountPerKey<>())
        .returns(Types.TUPLE(Types.STRING, Types.LONG));
  }
  // end::job[]

  /**
   * Counts the elements of each key in keyed state and emits (key, count) once, when the input
   * ends (the end of a bounded input brings the last watermark, which fires the timer).
   */
  public static final class CountPerKey<T>
      extends KeyedProcessFunction<String, T, Tuple2<String, Long>> {
    private transient ValueState<Long> count;

    @Override
    public void open(org.apache.flink.api.common.functions.OpenContext context) {
      count = getRuntimeContext().getState(new ValueStateDescriptor<>("count", Types.LONG));
    }

    @Override
    public void processElement(T value, Context ctx, Collector<Tuple2<String, Long>> out)
        throws Exception {
      Long n = count.value();
      if (n == null) {
        n = 0L;
        ctx.timerService().registerEventTimeTimer(Long.MAX_VALUE);
      }
      count.update(n + 1);
    }

    @Override
    public void onTimer(long timestamp, OnTimerContext ctx, Collector<Tuple2<String, Long>> out)
        throws Exception {
      out.collect(Tuple2.of(ctx.getCurrentKey(), count.value()));
    }
  }

  public static void main(String[] args) throws Exception {
    java.nio.file.Path dir;
    if (args.length > 0) {
      dir = java.nio.file.Path.of(args[0]);
    } else {
      dir = Files.createTempDirectory("beer-captures");
      Files.write(dir.resolve("datagrams.pcap"), Captures.datagrams());
      Files.write(dir.resolve("stream.pcap"), Captures.stream());
      Files.write(dir.resolve("more.pcapng"), Captures.pcapng());
      System.out.println("captures written to " + dir);
    }
    StreamExecutionEnvironment env = StreamExecutionEnvironment.getExecutionEnvironment();
    env.setParallelism(2);
    List<Tuple2<String, Long>> counts = new ArrayList<>();
    try (CloseableIterator<Tuple2<String, Long>> it =
        counts(env, new Path(dir.toUri())).executeAndCollect("BEER message counts")) {
      it.forEachRemaining(counts::add);
    }
    counts.sort((a, b) -> a.f0.compareTo(b.f0));
    for (Tuple2<String, Long> c : counts) {
      System.out.println(c.f0 + " " + c.f1);
    }
  }
}
