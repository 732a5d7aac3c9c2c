package io.framewright.benchmarks.header;

import io.framewright.benchmarks.Defaults;
import io.framewright.benchmarks.Pool;
import io.framewright.benchmarks.WireSizes;
import io.framewright.protocol.bitpacked.Packet;
import java.nio.ByteBuffer;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Setup;

/**
 * Hand-written codecs over a heap {@link ByteBuffer}: decode gets a buffer wrapped around each
 * pooled packet in setup; encode reuses one buffer.
 */
public class HeaderByteBuffer extends Defaults {
  private Pool<Packet> big;
  private ByteBuffer[] bigWrapped;
  private ByteBuffer out;

  @Setup
  public void setUp() {
    big = HeaderPool.big();
    bigWrapped = new ByteBuffer[Pool.SIZE];
    for (int i = 0; i < Pool.SIZE; i++) {
      bigWrapped[i] = ByteBuffer.wrap(big.wire[i]);
    }
    out = ByteBuffer.allocate(big.maxWireLength);
    big.checkEncoder("ByteBufferPacketCodec",
        (v, buf) -> ByteBufferPacketCodec.encode(v, ByteBuffer.wrap(buf)));
    big.checkDecoder("ByteBufferPacketCodec", w -> ByteBufferPacketCodec.decode(ByteBuffer.wrap(w)));
    WireSizes.record("header", "Big", "ByteBuffer", big.meanWireLength());
  }

  @Benchmark
  public Packet decodeBig() {
    return ByteBufferPacketCodec.decode(bigWrapped[index++ & Pool.MASK]);
  }

  @Benchmark
  public int encodeBig() {
    return ByteBufferPacketCodec.encode(big.values[index++ & Pool.MASK], out);
  }
}
