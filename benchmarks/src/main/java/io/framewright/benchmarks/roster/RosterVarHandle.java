package io.framewright.benchmarks.roster;

import io.framewright.benchmarks.Defaults;
import io.framewright.benchmarks.Pool;
import io.framewright.benchmarks.WireSizes;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;

/** The 1.0 baseline: {@link VarHandleRosterCodec}, hand-written over {@code byte[]}. */
public class RosterVarHandle extends Defaults {
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
    big.checkEncoder("VarHandleRosterCodec",
        (v, buf) -> VarHandleRosterCodec.encodeBig(v, buf, 0));
    big.checkDecoder("VarHandleRosterCodec",
        w -> VarHandleRosterCodec.decodeBig(w, 0, w.length));
    little.checkEncoder("VarHandleRosterCodec (LE)",
        (v, buf) -> VarHandleRosterCodec.encodeLittle(v, buf, 0));
    little.checkDecoder("VarHandleRosterCodec (LE)",
        w -> VarHandleRosterCodec.decodeLittle(w, 0, w.length));
    WireSizes.record("roster", "Big count=" + count, "VarHandle", big.meanWireLength());
    WireSizes.record("roster", "Little count=" + count, "VarHandle", little.meanWireLength());
  }

  @Benchmark
  public Roster decodeBig() {
    byte[] wire = big.wire[index++ & Pool.MASK];
    return VarHandleRosterCodec.decodeBig(wire, 0, wire.length);
  }

  @Benchmark
  public int encodeBig() {
    return VarHandleRosterCodec.encodeBig(big.values[index++ & Pool.MASK], out, 0);
  }

  @Benchmark
  public RosterLE decodeLittle() {
    byte[] wire = little.wire[index++ & Pool.MASK];
    return VarHandleRosterCodec.decodeLittle(wire, 0, wire.length);
  }

  @Benchmark
  public int encodeLittle() {
    return VarHandleRosterCodec.encodeLittle(little.values[index++ & Pool.MASK], out, 0);
  }
}
