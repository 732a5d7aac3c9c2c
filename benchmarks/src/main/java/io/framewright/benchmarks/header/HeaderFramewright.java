package io.framewright.benchmarks.header;

import io.framewright.benchmarks.Defaults;
import io.framewright.benchmarks.Pool;
import io.framewright.benchmarks.WireSizes;
import io.framewright.protocol.bitpacked.Packet;
import io.framewright.protocol.bitpacked.PacketCodec;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Setup;

/** Framewright's generated codecs: {@link PacketCodec} and {@code PacketLECodec}. */
public class HeaderFramewright extends Defaults {
  private Pool<Packet> big;
  private Pool<PacketLE> little;
  private byte[] out;

  @Setup
  public void setUp() {
    big = HeaderPool.big();
    little = HeaderPool.little();
    out = new byte[Math.max(big.maxWireLength, little.maxWireLength)];
    big.checkEncoder("PacketCodec", (v, buf) -> PacketCodec.INSTANCE.encode(v, buf, 0));
    big.checkDecoder("PacketCodec", PacketCodec.INSTANCE::decode);
    little.checkEncoder("PacketLECodec", (v, buf) -> PacketLECodec.INSTANCE.encode(v, buf, 0));
    little.checkDecoder("PacketLECodec", PacketLECodec.INSTANCE::decode);
    WireSizes.record("header", "Big", "Framewright", big.meanWireLength());
    WireSizes.record("header", "Little", "Framewright", little.meanWireLength());
  }

  @Benchmark
  public Packet decodeBig() {
    byte[] wire = big.wire[index++ & Pool.MASK];
    return PacketCodec.INSTANCE.decode(wire, 0, wire.length);
  }

  @Benchmark
  public int encodeBig() {
    return PacketCodec.INSTANCE.encode(big.values[index++ & Pool.MASK], out, 0);
  }

  @Benchmark
  public PacketLE decodeLittle() {
    byte[] wire = little.wire[index++ & Pool.MASK];
    return PacketLECodec.INSTANCE.decode(wire, 0, wire.length);
  }

  @Benchmark
  public int encodeLittle() {
    return PacketLECodec.INSTANCE.encode(little.values[index++ & Pool.MASK], out, 0);
  }
}
