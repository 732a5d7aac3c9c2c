package io.framewright.benchmarks.dns;

import io.framewright.benchmarks.Defaults;
import io.framewright.benchmarks.Pool;
import io.framewright.benchmarks.WireSizes;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Setup;

/** Framewright's generated {@link DnsResponseCodec}, following each name's pointer. */
public class DnsFramewright extends Defaults {
  private Pool<DnsResponse> pool;

  @Setup
  public void setUp() {
    pool = DnsPool.create();
    pool.checkDecoder("DnsResponseCodec", DnsResponseCodec.INSTANCE::decode);
    WireSizes.record("dns", "", "Framewright", pool.meanWireLength());
  }

  @Benchmark
  public DnsResponse decode() {
    byte[] wire = pool.wire[index++ & Pool.MASK];
    return DnsResponseCodec.INSTANCE.decode(wire, 0, wire.length);
  }
}
