package io.framewright.benchmarks.roster;

import io.framewright.benchmarks.Defaults;
import io.framewright.benchmarks.Pool;
import io.framewright.benchmarks.WireSizes;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;

/**
 * The generated views (issue 18) of {@link Roster} and {@link RosterLE}: one view wrapped over
 * each pooled frame (validated as the codec's decode validates it: count and name length within
 * their maxima, exact size, strict UTF-8), then every field read through its getter and summed
 * into the returned {@code long}, as {@link RosterInPlace} (the hand-written in-place read) and
 * {@link RosterSbeFlyweight} do: tick, every unit's id, x, y and kind (one child view re-pointed
 * per unit), every byte of the name (copied by {@code nameBytes} into a scratch array). Nothing
 * is allocated per call. Named {@code RosterViews}, not {@code RosterView}: that is the generated
 * view's own name in this package.
 */
public class RosterViews extends Defaults {
  /** Units per roster. */
  @Param({"1", "16", "128"})
  public int count;

  private Pool<Roster> big;
  private Pool<RosterLE> little;
  private final RosterView bigView = new RosterView();
  private final RosterLEView littleView = new RosterLEView();
  private final byte[] name = new byte[Roster.MAX_NAME];

  @Setup
  public void setUp() {
    big = RosterPool.big(count);
    little = RosterPool.little(count);
    for (int i = 0; i < Pool.SIZE; i++) {
      Roster r = big.values[i];
      long expected = RosterInPlace.expected(r);
      long got = readBig(big.wire[i]);
      if (got != expected || readBigIndexed(big.wire[i]) != expected) {
        throw new IllegalStateException("RosterView of value " + i + " sums " + got + ", not "
            + expected + ": " + r);
      }
      RosterLE l = little.values[i];
      expected = RosterInPlace.expected(l);
      got = readLittle(little.wire[i]);
      if (got != expected) {
        throw new IllegalStateException("RosterLEView of value " + i + " sums " + got
            + ", not " + expected + ": " + l);
      }
    }
    WireSizes.record("roster", "Big count=" + count, "Views", WireSizes.mean(big.wire));
    WireSizes.record("roster", "Little count=" + count, "Views", WireSizes.mean(little.wire));
  }

  private long readBig(byte[] wire) {
    RosterView v = bigView.wrap(wire);
    long sum = v.tick();
    for (UnitView u : v.units()) {
      sum += u.id() + u.x() + u.y() + u.kind();
    }
    byte[] bytes = name;
    for (int i = 0, n = v.nameBytes(bytes, 0); i < n; i++) {
      sum += bytes[i];
    }
    return sum;
  }

  private long readBigIndexed(byte[] wire) {
    RosterView v = bigView.wrap(wire);
    long sum = v.tick();
    for (int i = 0, n = v.unitsCount(); i < n; i++) {
      UnitView u = v.units(i);
      sum += u.id() + u.x() + u.y() + u.kind();
    }
    byte[] bytes = name;
    for (int i = 0, n = v.nameBytes(bytes, 0); i < n; i++) {
      sum += bytes[i];
    }
    return sum;
  }

  private long readLittle(byte[] wire) {
    RosterLEView v = littleView.wrap(wire);
    long sum = v.tick();
    for (UnitLEView u : v.units()) {
      sum += u.id() + u.x() + u.y() + u.kind();
    }
    byte[] bytes = name;
    for (int i = 0, n = v.nameBytes(bytes, 0); i < n; i++) {
      sum += bytes[i];
    }
    return sum;
  }

  @Benchmark
  public long decodeBig() {
    return readBig(big.wire[index++ & Pool.MASK]);
  }

  @Benchmark
  public long indexedBig() {
    return readBigIndexed(big.wire[index++ & Pool.MASK]);
  }

  @Benchmark
  public long decodeLittle() {
    return readLittle(little.wire[index++ & Pool.MASK]);
  }
}
