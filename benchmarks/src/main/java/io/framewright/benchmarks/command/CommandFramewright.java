package io.framewright.benchmarks.command;

import io.framewright.benchmarks.Defaults;
import io.framewright.benchmarks.Pool;
import io.framewright.benchmarks.WireSizes;
import io.framewright.protocol.avara.CommandPacket;
import io.framewright.protocol.avara.CommandPacketCodec;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;

/** Framewright's generated {@link CommandPacketCodec} (little-endian, as Avara is). */
public class CommandFramewright extends Defaults {
  /** Percent of the optional parts present. */
  @Param({"0", "50", "100"})
  public int density;

  private Pool<CommandPacket> pool;
  private byte[] out;

  @Setup
  public void setUp() {
    pool = CommandPool.withDensity(density);
    out = new byte[pool.maxWireLength];
    pool.checkEncoder("CommandPacketCodec",
        (v, buf) -> CommandPacketCodec.INSTANCE.encode(v, buf, 0));
    pool.checkDecoder("CommandPacketCodec", CommandPacketCodec.INSTANCE::decode);
    WireSizes.record("command", "density=" + density, "Framewright", pool.meanWireLength());
  }

  @Benchmark
  public CommandPacket decode() {
    byte[] wire = pool.wire[index++ & Pool.MASK];
    return CommandPacketCodec.INSTANCE.decode(wire, 0, wire.length);
  }

  @Benchmark
  public int encode() {
    return CommandPacketCodec.INSTANCE.encode(pool.values[index++ & Pool.MASK], out, 0);
  }
}
