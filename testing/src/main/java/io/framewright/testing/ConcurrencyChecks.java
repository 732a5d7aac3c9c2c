package io.framewright.testing;

import io.framewright.runtime.Codec;
import io.framewright.runtime.Hex;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

/** Codecs are shared singletons: several threads using one at once must each get right results. */
public final class ConcurrencyChecks {
  private ConcurrencyChecks() {}

  /**
   * Encodes and decodes {@code values} on {@code threads} threads at once, {@code rounds} times
   * each, every thread starting at a different value; every encoding must equal the one made
   * alone beforehand and every decoding must equal its value. Returns the checks made.
   */
  public static <T> long sharedAcrossThreads(Codec<T> codec, List<T> values, int threads,
      int rounds) throws InterruptedException {
    List<byte[]> expected = new ArrayList<>();
    for (T v : values) {
      expected.add(codec.encode(v));
    }
    ExecutorService pool = Executors.newFixedThreadPool(threads);
    try {
      List<Future<Long>> results = new ArrayList<>();
      for (int t = 0; t < threads; t++) {
        int first = t;
        results.add(pool.submit(() -> {
          long checked = 0;
          byte[] buf = new byte[64];
          for (int r = 0; r < rounds; r++) {
            for (int k = 0; k < values.size(); k++) {
              int i = (first + k) % values.size();
              int size = codec.size(values.get(i));
              if (buf.length < size) {
                buf = new byte[size];
              }
              int n = codec.encode(values.get(i), buf, 0);
              if (!Arrays.equals(buf, 0, n, expected.get(i), 0, expected.get(i).length)) {
                throw new AssertionError("thread " + first + ": " + values.get(i) + " encoded as "
                    + Hex.compact(Arrays.copyOf(buf, n)) + ", alone as "
                    + Hex.compact(expected.get(i)));
              }
              T back = codec.decode(buf, 0, n);
              if (!Objects.equals(back, values.get(i))) {
                throw new AssertionError("thread " + first + ": decoded " + back + ", expected "
                    + values.get(i));
              }
              checked++;
            }
          }
          return checked;
        }));
      }
      long total = 0;
      for (Future<Long> f : results) {
        try {
          total += f.get(120, TimeUnit.SECONDS);
        } catch (java.util.concurrent.ExecutionException e) {
          throw new AssertionError(e.getCause().getMessage(), e.getCause());
        } catch (java.util.concurrent.TimeoutException e) {
          throw new AssertionError("a thread did not finish in 120 s", e);
        }
      }
      return total;
    } finally {
      pool.shutdownNow();
    }
  }
}
