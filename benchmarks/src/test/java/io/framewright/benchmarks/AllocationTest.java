package io.framewright.benchmarks;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.openjdk.jmh.profile.GCProfiler;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The benchmarks' quick mode, run by the build to check allocation, not time: every generated
 * encoder writes into a reused buffer without allocating (0 B/op), and every generated decoder
 * allocates no more than the hand-written VarHandle decoder of the same message, which allocates
 * only the resulting objects. Times are not looked at: one fork, short iterations.
 *
 * <p>Two known exceptions have a bounded allowance, so that anything more (a box per element, a
 * copy) still fails: see {@link #KNOWN_EXCESS}.
 */
@Tag("long") // JMH-driven, about 2 minutes: run by -Plong-checks, not by a plain mvn verify
class AllocationTest {
  /** JMH's gc.alloc.rate.norm carries a little noise from its own bookkeeping. */
  private static final double NOISE = 0.5;

  /**
   * Bytes per decode above the hand-written decoder that are known and explained, by benchmark
   * class and method. The generated decoder makes one 40-byte {@code WireReader} (32 until
   * issue 12 gave it the end of a stream's bytes so far); escape analysis removes it for the
   * command decoder, but not in the roster decoder once its unit loop is hot (count 16 and 128),
   * nor behind a union's dispatch (text). Since the bitpacked payload became a union selected
   * by {@code payloadType} (issue 14), the header decoder keeps it in some runs too (3 B/op on
   * average was seen in one of six builds). The MQTT packet's decoder (a union selected by its
   * type, seven bodies) keeps it in most runs (four forks of six; it then takes 1.2-1.4x the
   * hand-written time, 1.04x in a fork where the reader is removed). The text decoder also grows an {@code ArrayList} for
   * the {@code @Remaining} numbers of LevelData where the hand-written one sizes its array
   * exactly (up to 37 bytes more in this pool). Issue 18 takes the reader allocations.
   *
   * <p>The QUIC frame list's decoder allocated 87 B more than the hand-written one in the first
   * run (494 against 407 B/op), its cause not measured yet (the reader or a list's growth are
   * candidates). The 16-unit squad's 24 B more (1,424 against 1,400) was a list's two wrappers
   * ({@code unmodifiableList(Arrays.asList(a))}); since issue 31 a list of messages decodes into
   * one 16-byte wrapper, and the squad's decoder allocates what the hand-written one does. The
   * MQTT PUBLISH's decoder (issue 31's third shape) keeps its 40-byte reader in some runs, as the
   * MQTT packet's does (237 against 197 B/op in one of two builds).
   */
  private static final Map<String, Double> KNOWN_EXCESS = Map.of(
      "RosterFramewright.decodeBig", 40.0,
      "RosterFramewright.decodeLittle", 40.0,
      "HeaderFramewright.decodeBig", 40.0,
      "HeaderFramewright.decodeLittle", 40.0,
      "MqttFramewright.decode", 40.0,
      "TextFramewright.decode", 40.0 + 40.0,
      "QuicFramewright.decode", 120.0,
      "PublishFramewright.decode", 40.0);

  /**
   * Runs the benchmarks matching {@code pattern}. JMH's lock file is in {@code java.io.tmpdir},
   * which the build points at this module's {@code target/}, so that a JMH run elsewhere on the
   * machine does not stop this one; JMH's report goes to {@code target/jmh-<test>.txt}.
   */
  private static Collection<RunResult> run(String test, String pattern) throws RunnerException {
    Options options = new OptionsBuilder()
        .include(pattern)
        .output("target/jmh-" + test + ".txt")
        .forks(1)
        .warmupIterations(3)
        .warmupTime(TimeValue.milliseconds(300))
        .measurementIterations(2)
        .measurementTime(TimeValue.milliseconds(300))
        .jvmArgsAppend("--add-exports=java.base/jdk.internal.misc=ALL-UNNAMED")
        .addProfiler(GCProfiler.class)
        .shouldFailOnError(true)
        .build();
    return new Runner(options).run();
  }

  /** B/op per benchmark name plus parameters, e.g. {@code RosterFramewright.encodeBig count=1}. */
  private static Map<String, Double> allocations(Collection<RunResult> results) {
    Map<String, Double> out = new HashMap<>();
    for (RunResult r : results) {
      String name = r.getParams().getBenchmark();
      name = name.substring(name.lastIndexOf('.', name.lastIndexOf('.') - 1) + 1);
      StringBuilder key = new StringBuilder(name);
      for (String p : r.getParams().getParamsKeys()) {
        key.append(' ').append(p).append('=').append(r.getParams().getParam(p));
      }
      Result<?> alloc = r.getSecondaryResults().get("gc.alloc.rate.norm");
      out.put(key.toString(), alloc.getScore());
    }
    return out;
  }

  @Test
  void generatedEncodersDoNotAllocate() throws RunnerException {
    Map<String, Double> allocations = allocations(run("encoders", "Framewright\\.encode"));
    assertTrue(allocations.size() >= 13, () -> "too few benchmarks ran: " + allocations);
    List<String> allocating = new ArrayList<>();
    allocations.forEach((name, bytes) -> {
      if (bytes > NOISE) {
        allocating.add(name + ": " + bytes + " B/op");
      }
    });
    assertTrue(allocating.isEmpty(), () -> "encoders that allocate: " + allocating);
  }

  /**
   * Issue 18: a generated view, wrapped and read field by field, its lists walked by index and
   * by cursor (the roster), a DNS response's names followed through their pointers, and every
   * other {@code XxxViews.read} (issue 31's shapes: a little-endian header, a bit-packed update,
   * an MQTT PUBLISH, a list of units with fixed-length names) allocates nothing.
   */
  @Test
  void generatedViewsDoNotAllocate() throws RunnerException {
    Map<String, Double> allocations =
        allocations(run("views",
            "(HeaderView\\.read|RosterViews\\.|DnsViews\\.|[A-Za-z]+Views\\.read)"));
    assertTrue(!allocations.isEmpty(), "no view benchmark ran");
    List<String> allocating = new ArrayList<>();
    allocations.forEach((name, bytes) -> {
      if (bytes > NOISE) {
        allocating.add(name + ": " + bytes + " B/op");
      }
    });
    assertTrue(allocating.isEmpty(), () -> "views that allocate: " + allocating);
  }

  @Test
  void generatedDecodersAllocateOnlyTheirResults() throws RunnerException {
    Map<String, Double> allocations =
        allocations(run("decoders", "(Framewright|VarHandle)\\.decode"));
    List<String> worse = new ArrayList<>();
    int compared = 0;
    for (Map.Entry<String, Double> e : allocations.entrySet()) {
      if (!e.getKey().contains("Framewright.")) {
        continue;
      }
      Double baseline = allocations.get(e.getKey().replace("Framewright.", "VarHandle."));
      if (baseline == null) {
        continue;
      }
      compared++;
      String method = e.getKey().split(" ")[0];
      double allowed = KNOWN_EXCESS.getOrDefault(method, 0.0);
      if (e.getValue() > baseline + allowed + NOISE) {
        worse.add(e.getKey() + ": " + e.getValue() + " B/op, hand-written " + baseline);
      }
    }
    int done = compared;
    assertTrue(done >= 13, () -> "too few pairs compared: " + done + " of " + allocations);
    assertTrue(worse.isEmpty(), () -> "decoders allocating more than hand-written: " + worse);
  }
}
