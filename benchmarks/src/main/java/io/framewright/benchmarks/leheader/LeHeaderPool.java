package io.framewright.benchmarks.leheader;

import io.framewright.benchmarks.Pool;
import java.util.Random;

/** Headers with every field drawn over its whole range. */
public final class LeHeaderPool {
  private LeHeaderPool() {}

  public static Pool<LeHeader> create() {
    Random random = new Random(0x4C45_4844L);
    LeHeader[] values = new LeHeader[Pool.SIZE];
    for (int i = 0; i < values.length; i++) {
      values[i] = new LeHeader(random.nextInt(16), random.nextInt(16), random.nextInt(256),
          random.nextInt(65_536), random.nextInt() & 0xffff_ffffL,
          random.nextInt() & 0xffff_ffffL, random.nextInt() & 0xffff_ffffL, random.nextLong());
    }
    return new Pool<>(values, LeHeaderCodec.INSTANCE::encode);
  }

  /** Every field of {@code h} summed, as the in-place reads sum them. */
  static long sum(LeHeader h) {
    return h.version() + h.kind() + h.flags() + h.length() + h.source() + h.target()
        + h.sequence() + h.timestamp();
  }
}
