package io.framewright.benchmarks.quic;

import io.framewright.benchmarks.Defaults;
import io.framewright.benchmarks.Pool;
import io.framewright.benchmarks.WireSizes;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Setup;

/** Framewright's generated {@link QuicPayloadCodec}: a list of frames, a union of QUIC varints. */
public class QuicFramewright extends Defaults {
  private Pool<QuicPayload> pool;
  private byte[] out;

  @Setup
  public void setUp() {
    pool = QuicPool.create();
    out = new byte[pool.maxWireLength];
    pool.checkEncoder("QuicPayloadCodec", (v, buf) -> QuicPayloadCodec.INSTANCE.encode(v, buf, 0));
    pool.checkDecoder("QuicPayloadCodec", QuicPayloadCodec.INSTANCE::decode);
    WireSizes.record("quic", "", "Framewright", pool.meanWireLength());
  }

  @Benchmark
  public QuicPayload decode() {
    byte[] wire = pool.wire[index++ & Pool.MASK];
    return QuicPayloadCodec.INSTANCE.decode(wire, 0, wire.length);
  }

  @Benchmark
  public int encode() {
    return QuicPayloadCodec.INSTANCE.encode(pool.values[index++ & Pool.MASK], out, 0);
  }
}
