package io.framewright.benchmarks.dns;

import io.framewright.benchmarks.Defaults;
import io.framewright.benchmarks.Pool;
import io.framewright.benchmarks.WireSizes;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Setup;

/**
 * Framewright's generated {@link DnsResponseCodec}: decode follows each name's pointer, encode
 * writes it back.
 */
public class DnsFramewright extends Defaults {
  private Pool<DnsResponse> pool;
  private byte[] out;

  @Setup
  public void setUp() {
    pool = DnsPool.create();
    out = new byte[pool.maxWireLength];
    pool.checkEncoder("DnsResponseCodec", (v, buf) -> DnsResponseCodec.INSTANCE.encode(v, buf, 0));
    pool.checkDecoder("DnsResponseCodec", DnsResponseCodec.INSTANCE::decode);
    WireSizes.record("dns", "", "Framewright", pool.meanWireLength());
  }

  @Benchmark
  public DnsResponse decode() {
    byte[] wire = pool.wire[index++ & Pool.MASK];
    return DnsResponseCodec.INSTANCE.decode(wire, 0, wire.length);
  }

  /** Writes each response as it was read: names in place up to their pointer, then it. */
  @Benchmark
  public int encode() {
    return DnsResponseCodec.INSTANCE.encode(pool.values[index++ & Pool.MASK], out, 0);
  }
}
