package io.framewright.benchmarks.roster;

import io.framewright.benchmarks.Defaults;
import io.framewright.benchmarks.Pool;
import io.framewright.benchmarks.WireSizes;
import io.framewright.benchmarks.roster.sbe.big.RosterDecoder;
import java.nio.charset.StandardCharsets;
import org.agrona.DirectBuffer;
import org.agrona.concurrent.UnsafeBuffer;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;

/**
 * SBE used as SBE is meant to be used: the generated decoder flyweight is wrapped over the
 * pooled message's SBE bytes (the same wire and schemas as {@link RosterSbe}; one
 * {@link UnsafeBuffer} per pooled message, prepared in setup) and every field is read straight
 * from the buffer, without building a {@link Roster}: tick, every unit's id, x, y and kind, and
 * every byte of the name (through {@code wrapName}, no copy) are summed into the returned
 * {@code long}, so nothing is allocated. Decode only; SBE's encode is {@link RosterSbe}'s.
 *
 * <p>Not comparable with the other contenders' decode, which build records and a String: it
 * shows what SBE's own style of reading costs.
 */
public class RosterSbeFlyweight extends Defaults {
  /** Units per roster. */
  @Param({"1", "16", "128"})
  public int count;

  private UnsafeBuffer[] bigWire;
  private UnsafeBuffer[] littleWire;
  private final RosterDecoder bigDecoder = new RosterDecoder();
  private final io.framewright.benchmarks.roster.sbe.little.RosterDecoder littleDecoder =
      new io.framewright.benchmarks.roster.sbe.little.RosterDecoder();
  /** Re-pointed at each name's bytes. */
  private final UnsafeBuffer name = new UnsafeBuffer(new byte[0]);

  @Setup
  public void setUp() {
    // The same SBE encodings as RosterSbe's, checked there against the pooled values.
    RosterSbe sbe = new RosterSbe();
    sbe.count = count;
    sbe.prepare();
    bigWire = sbe.bigWire;
    littleWire = sbe.littleWire;
    Pool<Roster> big = RosterPool.big(count);
    for (int i = 0; i < Pool.SIZE; i++) {
      Roster r = big.values[i];
      long expected = sum(r);
      long got = decodeBig(bigWire[i]);
      if (got != expected || bigDecoder.limit() != bigWire[i].capacity()) {
        throw new IllegalStateException("SBE big-endian flyweight reads value " + i
            + " as sum " + got + ", not " + expected + ": " + r);
      }
      got = decodeLittle(littleWire[i]);
      if (got != expected || littleDecoder.limit() != littleWire[i].capacity()) {
        throw new IllegalStateException("SBE little-endian flyweight reads value " + i
            + " as sum " + got + ", not " + expected + ": " + r);
      }
    }
    WireSizes.record("roster", "Big count=" + count, "SbeFlyweight",
        RosterSbe.meanCapacity(bigWire));
    WireSizes.record("roster", "Little count=" + count, "SbeFlyweight",
        RosterSbe.meanCapacity(littleWire));
  }

  /** What the benchmarks compute, from the record. */
  private static long sum(Roster r) {
    long sum = r.tick();
    for (Unit u : r.units()) {
      sum += u.id() + u.x() + u.y() + u.kind();
    }
    for (byte b : r.name().getBytes(StandardCharsets.UTF_8)) {
      sum += b;
    }
    return sum;
  }

  private static long sumBytes(DirectBuffer buf) {
    long sum = 0;
    int n = buf.capacity();
    for (int i = 0; i < n; i++) {
      sum += buf.getByte(i);
    }
    return sum;
  }

  private long decodeBig(UnsafeBuffer wire) {
    RosterDecoder d = bigDecoder.wrap(wire, 0, RosterDecoder.BLOCK_LENGTH,
        RosterDecoder.SCHEMA_VERSION);
    long sum = d.tick();
    RosterDecoder.UnitsDecoder group = d.units();
    for (int i = group.count(); i > 0; i--) {
      group.next();
      sum += group.id() + group.x() + group.y() + group.kind();
    }
    d.wrapName(name);
    return sum + sumBytes(name);
  }

  private long decodeLittle(UnsafeBuffer wire) {
    io.framewright.benchmarks.roster.sbe.little.RosterDecoder d = littleDecoder.wrap(wire, 0,
        io.framewright.benchmarks.roster.sbe.little.RosterDecoder.BLOCK_LENGTH,
        io.framewright.benchmarks.roster.sbe.little.RosterDecoder.SCHEMA_VERSION);
    long sum = d.tick();
    io.framewright.benchmarks.roster.sbe.little.RosterDecoder.UnitsDecoder group = d.units();
    for (int i = group.count(); i > 0; i--) {
      group.next();
      sum += group.id() + group.x() + group.y() + group.kind();
    }
    d.wrapName(name);
    return sum + sumBytes(name);
  }

  @Benchmark
  public long decodeBig() {
    return decodeBig(bigWire[index++ & Pool.MASK]);
  }

  @Benchmark
  public long decodeLittle() {
    return decodeLittle(littleWire[index++ & Pool.MASK]);
  }
}
