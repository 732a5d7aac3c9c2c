package io.framewright.benchmarks.header;

import io.framewright.benchmarks.Defaults;
import io.framewright.benchmarks.Pool;
import io.framewright.benchmarks.WireSizes;
import io.framewright.protocol.bitpacked.Packet;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Setup;

/**
 * The 1.0 baseline: hand-written codecs over {@code byte[]} with VarHandle views,
 * {@link VarHandlePacketCodec} (big-endian) and {@link VarHandlePacketLECodec} (little-endian).
 */
public class HeaderVarHandle extends Defaults {
  private Pool<Packet> big;
  private Pool<PacketLE> little;
  private byte[] out;

  @Setup
  public void setUp() {
    big = HeaderPool.big();
    little = HeaderPool.little();
    out = new byte[Math.max(big.maxWireLength, little.maxWireLength)];
    big.checkEncoder("VarHandlePacketCodec", (v, buf) -> VarHandlePacketCodec.encode(v, buf, 0));
    big.checkDecoder("VarHandlePacketCodec", w -> VarHandlePacketCodec.decode(w, 0, w.length));
    little.checkEncoder("VarHandlePacketLECodec",
        (v, buf) -> VarHandlePacketLECodec.encode(v, buf, 0));
    little.checkDecoder("VarHandlePacketLECodec",
        w -> VarHandlePacketLECodec.decode(w, 0, w.length));
    WireSizes.record("header", "Big", "VarHandle", big.meanWireLength());
    WireSizes.record("header", "Little", "VarHandle", little.meanWireLength());
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

  @Benchmark
  public PacketLE decodeLittle() {
    byte[] wire = little.wire[index++ & Pool.MASK];
    return VarHandlePacketLECodec.decode(wire, 0, wire.length);
  }

  @Benchmark
  public int encodeLittle() {
    return VarHandlePacketLECodec.encode(little.values[index++ & Pool.MASK], out, 0);
  }
}
