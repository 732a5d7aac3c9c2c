package io.framewright.benchmarks;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * JMH settings every benchmark class inherits: average time in ns, 2 forks of 5 warmup and 5
 * measured 1 s iterations (the command line overrides them; see {@code benchmarks/README.md}),
 * one state per thread.
 *
 * <p>Naming, which {@code benchmarks/tabulate.py} relies on: package = message
 * ({@code header}, {@code command}, {@code roster}, {@code text}), class = message + contender
 * ({@code RosterVarHandle}, {@code RosterSbe}), method = operation + variant ({@code decode},
 * {@code encodeLittle}); {@code @Param}s are variants too.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 2, jvmArgsAppend = "--add-exports=java.base/jdk.internal.misc=ALL-UNNAMED")
@State(Scope.Thread)
public abstract class Defaults {
  /** The next pool index; benchmarks take {@code index++ & Pool.MASK}. */
  protected int index;
}
