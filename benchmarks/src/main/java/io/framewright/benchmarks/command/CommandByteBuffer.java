package io.framewright.benchmarks.command;

import io.framewright.benchmarks.Defaults;
import io.framewright.benchmarks.Pool;
import io.framewright.benchmarks.WireSizes;
import io.framewright.protocol.avara.CommandPacket;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;

/**
 * {@link ByteBufferCommandCodec}, hand-written over little-endian heap {@link ByteBuffer}s:
 * decode gets a buffer wrapped around each pooled packet in setup; encode reuses one buffer.
 */
public class CommandByteBuffer extends Defaults {
  /** Percent of the optional parts present. */
  @Param({"0", "50", "100"})
  public int density;

  private Pool<CommandPacket> pool;
  private ByteBuffer[] wrapped;
  private ByteBuffer out;

  @Setup
  public void setUp() {
    pool = CommandPool.withDensity(density);
    wrapped = new ByteBuffer[Pool.SIZE];
    for (int i = 0; i < Pool.SIZE; i++) {
      wrapped[i] = ByteBuffer.wrap(pool.wire[i]).order(ByteOrder.LITTLE_ENDIAN);
    }
    out = ByteBuffer.allocate(pool.maxWireLength).order(ByteOrder.LITTLE_ENDIAN);
    pool.checkEncoder("ByteBufferCommandCodec", (v, buf) -> ByteBufferCommandCodec.encode(v,
        ByteBuffer.wrap(buf).order(ByteOrder.LITTLE_ENDIAN)));
    pool.checkDecoder("ByteBufferCommandCodec", w -> ByteBufferCommandCodec.decode(
        ByteBuffer.wrap(w).order(ByteOrder.LITTLE_ENDIAN)));
    WireSizes.record("command", "density=" + density, "ByteBuffer", pool.meanWireLength());
  }

  @Benchmark
  public CommandPacket decode() {
    return ByteBufferCommandCodec.decode(wrapped[index++ & Pool.MASK]);
  }

  @Benchmark
  public int encode() {
    return ByteBufferCommandCodec.encode(pool.values[index++ & Pool.MASK], out);
  }
}
