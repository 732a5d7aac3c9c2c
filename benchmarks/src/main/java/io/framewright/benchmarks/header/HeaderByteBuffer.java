package io.framewright.benchmarks.header;

import io.framewright.benchmarks.Defaults;
import io.framewright.benchmarks.Pool;
import io.framewright.benchmarks.WireSizes;
import io.framewright.protocol.bitpacked.Packet;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Setup;

/**
 * Hand-written codecs over a heap {@link ByteBuffer}, {@link ByteBufferPacketCodec} (big-endian
 * buffers) and {@link ByteBufferPacketLECodec} (little-endian buffers): decode gets a buffer
 * wrapped around each pooled packet in setup; encode reuses one buffer per byte order.
 */
public class HeaderByteBuffer extends Defaults {
  private Pool<Packet> big;
  private Pool<PacketLE> little;
  private ByteBuffer[] bigWrapped;
  private ByteBuffer[] littleWrapped;
  private ByteBuffer out;
  private ByteBuffer outLittle;

  @Setup
  public void setUp() {
    big = HeaderPool.big();
    little = HeaderPool.little();
    bigWrapped = new ByteBuffer[Pool.SIZE];
    littleWrapped = new ByteBuffer[Pool.SIZE];
    for (int i = 0; i < Pool.SIZE; i++) {
      bigWrapped[i] = ByteBuffer.wrap(big.wire[i]);
      littleWrapped[i] = ByteBuffer.wrap(little.wire[i]).order(ByteOrder.LITTLE_ENDIAN);
    }
    out = ByteBuffer.allocate(big.maxWireLength);
    outLittle = ByteBuffer.allocate(little.maxWireLength).order(ByteOrder.LITTLE_ENDIAN);
    big.checkEncoder("ByteBufferPacketCodec",
        (v, buf) -> ByteBufferPacketCodec.encode(v, ByteBuffer.wrap(buf)));
    big.checkDecoder("ByteBufferPacketCodec", w -> ByteBufferPacketCodec.decode(ByteBuffer.wrap(w)));
    little.checkEncoder("ByteBufferPacketLECodec", (v, buf) -> ByteBufferPacketLECodec.encode(v,
        ByteBuffer.wrap(buf).order(ByteOrder.LITTLE_ENDIAN)));
    little.checkDecoder("ByteBufferPacketLECodec", w -> ByteBufferPacketLECodec.decode(
        ByteBuffer.wrap(w).order(ByteOrder.LITTLE_ENDIAN)));
    WireSizes.record("header", "Big", "ByteBuffer", big.meanWireLength());
    WireSizes.record("header", "Little", "ByteBuffer", little.meanWireLength());
  }

  @Benchmark
  public Packet decodeBig() {
    return ByteBufferPacketCodec.decode(bigWrapped[index++ & Pool.MASK]);
  }

  @Benchmark
  public int encodeBig() {
    return ByteBufferPacketCodec.encode(big.values[index++ & Pool.MASK], out);
  }

  @Benchmark
  public PacketLE decodeLittle() {
    return ByteBufferPacketLECodec.decode(littleWrapped[index++ & Pool.MASK]);
  }

  @Benchmark
  public int encodeLittle() {
    return ByteBufferPacketLECodec.encode(little.values[index++ & Pool.MASK], outLittle);
  }
}
