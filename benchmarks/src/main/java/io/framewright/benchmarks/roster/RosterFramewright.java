package io.framewright.benchmarks.roster;

import io.framewright.benchmarks.Defaults;
import io.framewright.benchmarks.Pool;
import io.framewright.benchmarks.WireSizes;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;

/** Framewright's generated {@link RosterCodec} and {@link RosterLECodec}. */
public class RosterFramewright extends Defaults {
  /** Units per roster. */
  @Param({"1", "16", "128"})
  public int count;

  private Pool<Roster> big;
  private Pool<RosterLE> little;
  private byte[] out;

  @Setup
  public void setUp() {
    big = RosterPool.big(count);
    little = RosterPool.little(count);
    out = new byte[Math.max(big.maxWireLength, little.maxWireLength)];
    big.checkEncoder("RosterCodec", (v, buf) -> RosterCodec.INSTANCE.encode(v, buf, 0));
    big.checkDecoder("RosterCodec", RosterCodec.INSTANCE::decode);
    little.checkEncoder("RosterLECodec", (v, buf) -> RosterLECodec.INSTANCE.encode(v, buf, 0));
    little.checkDecoder("RosterLECodec", RosterLECodec.INSTANCE::decode);
    WireSizes.record("roster", "Big count=" + count, "Framewright", big.meanWireLength());
    WireSizes.record("roster", "Little count=" + count, "Framewright", little.meanWireLength());
  }

  @Benchmark
  public Roster decodeBig() {
    byte[] wire = big.wire[index++ & Pool.MASK];
    return RosterCodec.INSTANCE.decode(wire, 0, wire.length);
  }

  @Benchmark
  public int encodeBig() {
    return RosterCodec.INSTANCE.encode(big.values[index++ & Pool.MASK], out, 0);
  }

  @Benchmark
  public RosterLE decodeLittle() {
    byte[] wire = little.wire[index++ & Pool.MASK];
    return RosterLECodec.INSTANCE.decode(wire, 0, wire.length);
  }

  @Benchmark
  public int encodeLittle() {
    return RosterLECodec.INSTANCE.encode(little.values[index++ & Pool.MASK], out, 0);
  }
}
