package io.framewright.benchmarks.text;

import io.framewright.benchmarks.Defaults;
import io.framewright.benchmarks.Pool;
import io.framewright.benchmarks.WireSizes;
import io.framewright.protocol.pies.PiesPacket;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;

/** The 1.0 baseline: {@link VarHandleTextCodec}, hand-written over {@code byte[]}. */
public class TextVarHandle extends Defaults {
  @Param({"location", "levelData"})
  public String packet;

  private Pool<PiesPacket> pool;
  private byte[] out;

  @Setup
  public void setUp() {
    pool = TextPool.of(packet);
    out = new byte[pool.maxWireLength];
    pool.checkEncoder("VarHandleTextCodec", (v, buf) -> VarHandleTextCodec.encode(v, buf, 0));
    pool.checkDecoder("VarHandleTextCodec", w -> VarHandleTextCodec.decode(w, 0, w.length));
    WireSizes.record("text", "packet=" + packet, "VarHandle", pool.meanWireLength());
  }

  @Benchmark
  public PiesPacket decode() {
    byte[] wire = pool.wire[index++ & Pool.MASK];
    return VarHandleTextCodec.decode(wire, 0, wire.length);
  }

  @Benchmark
  public int encode() {
    return VarHandleTextCodec.encode(pool.values[index++ & Pool.MASK], out, 0);
  }
}
