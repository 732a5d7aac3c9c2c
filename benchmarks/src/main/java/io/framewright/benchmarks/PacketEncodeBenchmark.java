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
 * Encoding one bitpacked {@link Packet} into a reused buffer: the hand-written VarHandle codec
 * (the baseline), a hand-written heap ByteBuffer codec (over the same array), and the generated
 * {@link PacketCodec}. Each call encodes the next of 1024 random packets.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(2)
@State(Scope.Thread)
public class PacketEncodeBenchmark {
  private Packet[] packets;
  private byte[] out;
  private ByteBuffer outBuffer;
  private int index;

  @Setup(Level.Trial)
  public void setUp() {
    packets = PacketPool.packets();
    PacketPool.check(packets, PacketPool.encoded(packets));
    out = new byte[PacketPool.SCRATCH_SIZE];
    outBuffer = ByteBuffer.wrap(out);
  }

  @Benchmark
  public int varHandle() {
    return HandVarHandlePacketCodec.encode(packets[index++ & PacketPool.MASK], out, 0);
  }

  @Benchmark
  public int byteBuffer() {
    return HandByteBufferPacketCodec.encode(packets[index++ & PacketPool.MASK], outBuffer);
  }

  @Benchmark
  public int framewright() {
    return PacketCodec.INSTANCE.encode(packets[index++ & PacketPool.MASK], out, 0);
  }
}
