package io.framewright.flink.bench;

import io.framewright.flink.CaptureFormat;
import io.framewright.flink.Captures;
import io.framewright.protocol.beer.BeerMessage;
import io.framewright.protocol.beer.BeerStreamDecoder;
import java.nio.file.Files;
import java.nio.file.Path;
import org.apache.flink.api.common.JobExecutionResult;
import org.apache.flink.api.common.eventtime.WatermarkStrategy;
import org.apache.flink.connector.file.src.FileSource;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.streaming.api.functions.sink.v2.DiscardingSink;

/**
 * A harness, not a test: how fast a Flink job decodes captures with 1 and with 2 parallel
 * readers. Writes FILES libpcap captures of DATAGRAMS UDP datagrams each (BEER Pings and
 * NewPlayers, 38 and 39 bytes of IPv4; {@link Captures}), then per round runs the source into a
 * discarding sink at parallelism 1 and 2 (alternating which goes first) on a local Flink in this
 * JVM, and prints messages per second of the job's own run time (Flink's net run time: without
 * starting the local cluster). Arguments (-Dflink.args="..."): DATAGRAMS FILES ROUNDS (default
 * 500000 4 3).
 *
 * <pre>
 * mvn -q -B -pl flink -am -DskipTests test-compile exec:exec
 *     -Dflink.main=io.framewright.flink.bench.CaptureThroughput
 * </pre>
 */
public final class CaptureThroughput {
  private CaptureThroughput() {}

  public static void main(String[] args) throws Exception {
    int datagrams = args.length > 0 ? Integer.parseInt(args[0]) : 500_000;
    int files = args.length > 1 ? Integer.parseInt(args[1]) : 4;
    int rounds = args.length > 2 ? Integer.parseInt(args[2]) : 3;
    Path dir = Files.createTempDirectory("beer-throughput");
    byte[] capture = Captures.datagrams(datagrams / 2, datagrams - datagrams / 2);
    for (int f = 0; f < files; f++) {
      Files.write(dir.resolve("capture-" + f + ".pcap"), capture);
    }
    long messages = (long) datagrams * files;
    System.out.printf("%d captures of %d datagrams (%d bytes each) in %s%n", files, datagrams,
        capture.length, dir);
    try {
      for (int round = 0; round < rounds; round++) {
        int[] order = round % 2 == 0 ? new int[] {1, 2} : new int[] {2, 1};
        for (int parallelism : order) {
          long ms = run(dir, parallelism);
          System.out.printf("round %d parallelism %d: %d messages in %d ms, %.0f messages/s%n",
              round, parallelism, messages, ms, messages * 1000.0 / ms);
        }
      }
    } finally {
      // Hundreds of megabytes: not left behind.
      for (int f = 0; f < files; f++) {
        Files.deleteIfExists(dir.resolve("capture-" + f + ".pcap"));
      }
      Files.deleteIfExists(dir);
    }
  }

  private static long run(Path dir, int parallelism) throws Exception {
    StreamExecutionEnvironment env =
        StreamExecutionEnvironment.createLocalEnvironment(parallelism);
    FileSource<BeerMessage> source = FileSource
        .forRecordStreamFormat(CaptureFormat.of(BeerStreamDecoder::framing),
            new org.apache.flink.core.fs.Path(dir.toUri()))
        .build();
    env.fromSource(source, WatermarkStrategy.noWatermarks(), "captures")
        .sinkTo(new DiscardingSink<>());
    JobExecutionResult result = env.execute("capture throughput, parallelism " + parallelism);
    return result.getNetRuntime();
  }
}
