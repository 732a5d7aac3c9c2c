package io.framewright.benchmarks.roster;

import io.framewright.benchmarks.Defaults;
import io.framewright.benchmarks.Pool;
import io.framewright.benchmarks.WireSizes;
import io.framewright.benchmarks.roster.sbe.big.RosterDecoder;
import io.framewright.benchmarks.roster.sbe.big.RosterEncoder;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import org.agrona.concurrent.UnsafeBuffer;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;

/**
 * SBE (Simple Binary Encoding): flyweights generated at build time by {@code sbe-tool} from
 * {@code src/main/sbe/roster-big.xml} and {@code roster-little.xml} (SBE fixes the byte order
 * per schema) into {@code io.framewright.benchmarks.roster.sbe.big} / {@code .little}.
 *
 * <p>SBE's wire is Framewright's plus one byte: the group dimension must carry a
 * {@code blockLength} (u8 here, always 9) between {@code tick} and the u16 count; the schema
 * says why no narrower form works. The messages are written and read without SBE's message
 * header (the encoder and decoder wrap the root block directly with the schema's block length
 * and version), since Framewright's wire has none.
 *
 * <p>Decode wraps the flyweight over the pooled message's SBE bytes (one {@link UnsafeBuffer}
 * per pooled message, prepared in setup) and copies every field into the same {@link Roster}
 * record the other contenders return: the units into an array-backed unmodifiable list, the name
 * through the generated {@code name()} (a temporary byte[] and a String). Encode writes the
 * pooled {@link Roster} record through the generated encoder into one reused
 * {@link UnsafeBuffer} over a byte[]; the generated {@code name(String)} calls
 * {@code String.getBytes(UTF_8)}, which allocates. {@link RosterSbeFlyweight} reads the same
 * bytes without building records.
 */
public class RosterSbe extends Defaults {
  /** Units per roster. */
  @Param({"1", "16", "128"})
  public int count;

  private Pool<Roster> big;
  private Pool<RosterLE> little;
  /** SBE's encoding of each pooled value, prepared in setup. */
  UnsafeBuffer[] bigWire;
  UnsafeBuffer[] littleWire;
  private final RosterDecoder bigDecoder = new RosterDecoder();
  private final RosterEncoder bigEncoder = new RosterEncoder();
  private final io.framewright.benchmarks.roster.sbe.little.RosterDecoder littleDecoder =
      new io.framewright.benchmarks.roster.sbe.little.RosterDecoder();
  private final io.framewright.benchmarks.roster.sbe.little.RosterEncoder littleEncoder =
      new io.framewright.benchmarks.roster.sbe.little.RosterEncoder();
  private UnsafeBuffer out;

  @Setup
  public void setUp() {
    prepare();
    WireSizes.record("roster", "Big count=" + count, "Sbe", meanCapacity(bigWire));
    WireSizes.record("roster", "Little count=" + count, "Sbe", meanCapacity(littleWire));
  }

  /**
   * Encodes every pooled value with SBE into {@link #bigWire} and {@link #littleWire}, checks
   * that the bytes are Framewright's with the group's blockLength and that SBE reads them back
   * as the pooled values; throws IllegalStateException if not.
   */
  void prepare() {
    big = RosterPool.big(count);
    little = RosterPool.little(count);
    // The SBE encoding is one byte longer than Framewright's (the group's blockLength).
    out = new UnsafeBuffer(new byte[Math.max(big.maxWireLength, little.maxWireLength) + 1]);
    bigWire = new UnsafeBuffer[Pool.SIZE];
    littleWire = new UnsafeBuffer[Pool.SIZE];
    for (int i = 0; i < Pool.SIZE; i++) {
      bigWire[i] = check("big", i, big.values[i], big.wire[i], encodeBig(big.values[i], out));
      RosterLE le = little.values[i];
      littleWire[i] = check("little", i, le, little.wire[i], encodeLittle(le, out));
      if (!big.values[i].equals(decodeBig(bigWire[i]))) {
        throw new IllegalStateException("SBE big-endian reads value " + i + " as "
            + decodeBig(bigWire[i]) + ", not " + big.values[i]);
      }
      if (!le.equals(decodeLittle(littleWire[i]))) {
        throw new IllegalStateException("SBE little-endian reads value " + i + " as "
            + decodeLittle(littleWire[i]) + ", not " + le);
      }
      if (bigDecoder.limit() != bigWire[i].capacity()
          || littleDecoder.limit() != littleWire[i].capacity()) {
        throw new IllegalStateException("SBE does not read all of value " + i);
      }
    }
  }

  /**
   * Copies SBE's encoding of value {@code i} out of {@code out} into its own buffer, after
   * checking that it is Framewright's {@code wire} with the group's u8 blockLength (9) after
   * the 4-byte tick and nothing else changed.
   */
  private UnsafeBuffer check(String order, int i, Object value, byte[] wire, int length) {
    byte[] sbe = new byte[length];
    out.getBytes(0, sbe);
    byte[] expected = new byte[wire.length + 1];
    System.arraycopy(wire, 0, expected, 0, 4);
    expected[4] = (byte) RosterDecoder.UnitsDecoder.sbeBlockLength();
    System.arraycopy(wire, 4, expected, 5, wire.length - 4);
    if (!Arrays.equals(sbe, expected)) {
      throw new IllegalStateException("SBE " + order + "-endian writes " + Arrays.toString(sbe)
          + " for value " + i + ": " + value + ", not Framewright's bytes with the blockLength "
          + Arrays.toString(expected));
    }
    return new UnsafeBuffer(sbe);
  }

  static double meanCapacity(UnsafeBuffer[] wire) {
    long sum = 0;
    for (UnsafeBuffer w : wire) {
      sum += w.capacity();
    }
    return (double) sum / wire.length;
  }

  private Roster decodeBig(UnsafeBuffer wire) {
    RosterDecoder d = bigDecoder.wrap(wire, 0, RosterDecoder.BLOCK_LENGTH,
        RosterDecoder.SCHEMA_VERSION);
    int tick = d.tick();
    RosterDecoder.UnitsDecoder group = d.units();
    Unit[] units = new Unit[group.count()];
    for (int i = 0; i < units.length; i++) {
      group.next();
      units[i] = new Unit(group.id(), group.x(), group.y(), group.kind());
    }
    return new Roster(tick, Collections.unmodifiableList(Arrays.asList(units)), d.name());
  }

  private int encodeBig(Roster value, UnsafeBuffer buf) {
    RosterEncoder e = bigEncoder.wrap(buf, 0).tick(value.tick());
    List<Unit> units = value.units();
    int n = units.size();
    RosterEncoder.UnitsEncoder group = e.unitsCount(n);
    for (int i = 0; i < n; i++) {
      Unit u = units.get(i);
      group.next().id(u.id()).x(u.x()).y(u.y()).kind(u.kind());
    }
    return e.name(value.name()).encodedLength();
  }

  private RosterLE decodeLittle(UnsafeBuffer wire) {
    io.framewright.benchmarks.roster.sbe.little.RosterDecoder d = littleDecoder.wrap(wire, 0,
        io.framewright.benchmarks.roster.sbe.little.RosterDecoder.BLOCK_LENGTH,
        io.framewright.benchmarks.roster.sbe.little.RosterDecoder.SCHEMA_VERSION);
    int tick = d.tick();
    io.framewright.benchmarks.roster.sbe.little.RosterDecoder.UnitsDecoder group = d.units();
    UnitLE[] units = new UnitLE[group.count()];
    for (int i = 0; i < units.length; i++) {
      group.next();
      units[i] = new UnitLE(group.id(), group.x(), group.y(), group.kind());
    }
    return new RosterLE(tick, Collections.unmodifiableList(Arrays.asList(units)), d.name());
  }

  private int encodeLittle(RosterLE value, UnsafeBuffer buf) {
    io.framewright.benchmarks.roster.sbe.little.RosterEncoder e =
        littleEncoder.wrap(buf, 0).tick(value.tick());
    List<UnitLE> units = value.units();
    int n = units.size();
    io.framewright.benchmarks.roster.sbe.little.RosterEncoder.UnitsEncoder group =
        e.unitsCount(n);
    for (int i = 0; i < n; i++) {
      UnitLE u = units.get(i);
      group.next().id(u.id()).x(u.x()).y(u.y()).kind(u.kind());
    }
    return e.name(value.name()).encodedLength();
  }

  @Benchmark
  public Roster decodeBig() {
    return decodeBig(bigWire[index++ & Pool.MASK]);
  }

  @Benchmark
  public int encodeBig() {
    return encodeBig(big.values[index++ & Pool.MASK], out);
  }

  @Benchmark
  public RosterLE decodeLittle() {
    return decodeLittle(littleWire[index++ & Pool.MASK]);
  }

  @Benchmark
  public int encodeLittle() {
    return encodeLittle(little.values[index++ & Pool.MASK], out);
  }
}
