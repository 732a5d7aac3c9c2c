package io.framewright.benchmarks.dns;

import io.framewright.benchmarks.Defaults;
import io.framewright.benchmarks.Pool;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Setup;

/**
 * The generated view of {@link DnsResponse}: wrapped over each pooled response (validated as
 * decode validates it, following every name's pointer), then the header's id and every
 * answer's TTL and address read in place and summed. Reading the answers is what a resolver's
 * cache does with a response; it allocates nothing: the follower of each name's pointers is
 * the view's own, restarted on every wrap.
 */
public class DnsViews extends Defaults {
  private Pool<DnsResponse> pool;
  private final DnsResponseView view = new DnsResponseView();

  @Setup
  public void setUp() {
    pool = DnsPool.create();
    for (int i = 0; i < Pool.SIZE; i++) {
      DnsResponse r = pool.values[i];
      long expected = r.header().id();
      for (DnsAnswer a : r.answers()) {
        expected += a.ttl() + (long) a.address();
      }
      long got = read(pool.wire[i]);
      if (got != expected) {
        throw new IllegalStateException("DnsResponseView of value " + i + " sums " + got
            + ", not " + expected + ": " + r);
      }
    }
  }

  private long read(byte[] wire) {
    DnsResponseView v = view.wrap(wire);
    long sum = v.header().id();
    for (DnsAnswerView a : v.answers()) {
      sum += a.ttl() + (long) a.address();
    }
    return sum;
  }

  @Benchmark
  public long read() {
    return read(pool.wire[index++ & Pool.MASK]);
  }
}
