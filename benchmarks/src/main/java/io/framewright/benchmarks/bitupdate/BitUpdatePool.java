package io.framewright.benchmarks.bitupdate;

import io.framewright.benchmarks.Pool;
import java.util.Random;

/** Updates with every field drawn over its range, positions finite. */
public final class BitUpdatePool {
  private BitUpdatePool() {}

  public static Pool<BitUpdate> create() {
    Random random = new Random(0x4249_5455L);
    BitUpdate[] values = new BitUpdate[Pool.SIZE];
    for (int i = 0; i < values.length; i++) {
      values[i] = new BitUpdate(random.nextInt(8), random.nextInt(1024), random.nextBoolean(),
          random.nextInt(1 << 20), random.nextInt(64) - 32, random.nextInt(),
          (random.nextFloat() - 0.5f) * 4096, (random.nextFloat() - 0.5f) * 4096,
          random.nextInt(65_536));
    }
    return new Pool<>(values, BitUpdateCodec.INSTANCE::encode);
  }

  /** Every field of {@code u} summed (the floats by their bits), as the reads sum them. */
  static long sum(BitUpdate u) {
    return (long) u.kind() + u.health() + (u.alive() ? 1 : 0) + u.entity() + u.heading()
        + u.tick()
        + Float.floatToRawIntBits(u.x()) + Float.floatToRawIntBits(u.y()) + u.sequence();
  }
}
