package io.framewright.benchmarks.command;

import io.framewright.benchmarks.Defaults;
import io.framewright.benchmarks.Pool;
import io.framewright.benchmarks.WireSizes;
import io.framewright.protocol.avara.CommandPacket;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;

/** The 1.0 baseline: {@link VarHandleCommandCodec}, hand-written over {@code byte[]}. */
public class CommandVarHandle extends Defaults {
  /** Percent of the optional parts present. */
  @Param({"0", "50", "100"})
  public int density;

  private Pool<CommandPacket> pool;
  private byte[] out;

  @Setup
  public void setUp() {
    pool = CommandPool.withDensity(density);
    out = new byte[pool.maxWireLength];
    pool.checkEncoder("VarHandleCommandCodec",
        (v, buf) -> VarHandleCommandCodec.encode(v, buf, 0));
    pool.checkDecoder("VarHandleCommandCodec", w -> VarHandleCommandCodec.decode(w, 0, w.length));
    WireSizes.record("command", "density=" + density, "VarHandle", pool.meanWireLength());
  }

  @Benchmark
  public CommandPacket decode() {
    byte[] wire = pool.wire[index++ & Pool.MASK];
    return VarHandleCommandCodec.decode(wire, 0, wire.length);
  }

  @Benchmark
  public int encode() {
    return VarHandleCommandCodec.encode(pool.values[index++ & Pool.MASK], out, 0);
  }
}
