package io.framewright.benchmarks.text;

import io.framewright.benchmarks.Defaults;
import io.framewright.benchmarks.Pool;
import io.framewright.benchmarks.WireSizes;
import io.framewright.protocol.pies.PiesPacket;
import java.nio.ByteBuffer;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;

/**
 * {@link ByteBufferTextCodec}, hand-written over heap {@link ByteBuffer}s: decode gets a buffer
 * wrapped around each pooled packet in setup; encode reuses one buffer.
 */
public class TextByteBuffer extends Defaults {
  @Param({"location", "levelData"})
  public String packet;

  private Pool<PiesPacket> pool;
  private ByteBuffer[] wrapped;
  private ByteBuffer out;

  @Setup
  public void setUp() {
    pool = TextPool.of(packet);
    wrapped = new ByteBuffer[Pool.SIZE];
    for (int i = 0; i < Pool.SIZE; i++) {
      wrapped[i] = ByteBuffer.wrap(pool.wire[i]);
    }
    out = ByteBuffer.allocate(pool.maxWireLength);
    pool.checkEncoder("ByteBufferTextCodec",
        (v, buf) -> ByteBufferTextCodec.encode(v, ByteBuffer.wrap(buf)));
    pool.checkDecoder("ByteBufferTextCodec", w -> ByteBufferTextCodec.decode(ByteBuffer.wrap(w)));
    WireSizes.record("text", "packet=" + packet, "ByteBuffer", pool.meanWireLength());
  }

  @Benchmark
  public PiesPacket decode() {
    return ByteBufferTextCodec.decode(wrapped[index++ & Pool.MASK]);
  }

  @Benchmark
  public int encode() {
    return ByteBufferTextCodec.encode(pool.values[index++ & Pool.MASK], out);
  }
}
