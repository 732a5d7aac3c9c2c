package io.framewright.benchmarks.header;

import io.framewright.benchmarks.Defaults;
import io.framewright.benchmarks.Pool;
import io.framewright.benchmarks.WireSizes;
import io.framewright.protocol.bitpacked.Packet;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Setup;

/** The 1.0 baseline: hand-written codecs over {@code byte[]} with VarHandle views. */
public class HeaderVarHandle extends Defaults {
  private Pool<Packet> big;
  private byte[] out;

  @Setup
  public void setUp() {
    big = HeaderPool.big();
    out = new byte[big.maxWireLength];
    big.checkEncoder("VarHandlePacketCodec", (v, buf) -> VarHandlePacketCodec.encode(v, buf, 0));
    big.checkDecoder("VarHandlePacketCodec", w -> VarHandlePacketCodec.decode(w, 0, w.length));
    WireSizes.record("header", "Big", "VarHandle", big.meanWireLength());
  }

  @Benchmark
  public Packet decodeBig() {
    byte[] wire = big.wire[index++ & Pool.MASK];
    return VarHandlePacketCodec.decode(wire, 0, wire.length);
  }

  @Benchmark
  public int encodeBig() {
    return VarHandlePacketCodec.encode(big.values[index++ & Pool.MASK], out, 0);
  }
}
