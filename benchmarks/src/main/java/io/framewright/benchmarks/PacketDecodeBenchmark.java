package io.framewright.benchmarks;

import io.framewright.protocol.bitpacked.Packet;
import io.framewright.protocol.bitpacked.PacketCodec;
import java.nio.ByteBuffer;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Decoding one bitpacked {@link Packet}: the hand-written VarHandle codec (the baseline), a
 * hand-written heap ByteBuffer codec, and the generated {@link PacketCodec}. Each call decodes
 * the next of 1024 pre-encoded random packets, so presence branches can not be predicted.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(2)
@State(Scope.Thread)
public class PacketDecodeBenchmark {
  private byte[][] encoded;
  private ByteBuffer[] wrapped;
  private int index;

  @Setup(Level.Trial)
  public void setUp() {
    Packet[] packets = PacketPool.packets();
    encoded = PacketPool.encoded(packets);
    wrapped = PacketPool.wrapped(encoded);
    PacketPool.check(packets, encoded);
  }

  @Benchmark
  public Packet varHandle() {
    byte[] buf = encoded[index++ & PacketPool.MASK];
    return HandVarHandlePacketCodec.decode(buf, 0, buf.length);
  }

  @Benchmark
  public Packet byteBuffer() {
    return HandByteBufferPacketCodec.decode(wrapped[index++ & PacketPool.MASK]);
  }

  @Benchmark
  public Packet framewright() {
    byte[] buf = encoded[index++ & PacketPool.MASK];
    return PacketCodec.INSTANCE.decode(buf, 0, buf.length);
  }
}
