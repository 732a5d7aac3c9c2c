package io.framewright.benchmarks.varint;

import io.framewright.benchmarks.Pool;
import java.util.Random;

/**
 * Entries whose varints take every width: the id's bit length and the delta's magnitude are
 * drawn uniformly (so 1 to 5 and 1 to 10 bytes are equally likely), and the payload is 0 to 200
 * bytes (a length of one byte below 128, two above).
 */
public final class VarintPool {
  static final long SEED = 0x7A41_7EB5L;

  private VarintPool() {}

  public static Pool<Entry> create() {
    Random random = new Random(SEED);
    Entry[] entries = new Entry[Pool.SIZE];
    for (int i = 0; i < entries.length; i++) {
      int id = random.nextInt() >>> (1 + random.nextInt(31));
      long delta = random.nextLong() >> random.nextInt(64);
      byte[] payload = new byte[random.nextInt(201)];
      random.nextBytes(payload);
      entries[i] = new Entry(id, delta, payload);
    }
    return new Pool<>(entries, EntryCodec.INSTANCE::encode);
  }
}
