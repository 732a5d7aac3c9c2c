package io.framewright.benchmarks.roster;

import io.framewright.benchmarks.Pool;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Rosters of exactly {@code count} units with random fields and a name of 0..24 characters, a
 * quarter of them with one non-ASCII letter (two UTF-8 bytes).
 */
public final class RosterPool {
  static final long SEED = 0x2057E2L;
  private static final String LETTERS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_-";

  private RosterPool() {}

  public static Pool<Roster> big(int count) {
    Random random = new Random(SEED + count);
    Roster[] rosters = new Roster[Pool.SIZE];
    for (int i = 0; i < rosters.length; i++) {
      List<Unit> units = new ArrayList<>(count);
      for (int u = 0; u < count; u++) {
        units.add(new Unit(random.nextInt(), (short) random.nextInt(), (short) random.nextInt(),
            (byte) random.nextInt(16)));
      }
      rosters[i] = new Roster(random.nextInt(), List.copyOf(units), name(random));
    }
    return new Pool<>(rosters, RosterCodec.INSTANCE::encode);
  }

  /** The same rosters as {@link #big(int)}, little-endian. */
  public static Pool<RosterLE> little(int count) {
    Roster[] big = big(count).values;
    RosterLE[] rosters = new RosterLE[big.length];
    for (int i = 0; i < big.length; i++) {
      Roster r = big[i];
      rosters[i] = new RosterLE(r.tick(),
          r.units().stream().map(u -> new UnitLE(u.id(), u.x(), u.y(), u.kind())).toList(),
          r.name());
    }
    return new Pool<>(rosters, RosterLECodec.INSTANCE::encode);
  }

  private static String name(Random random) {
    StringBuilder s = new StringBuilder();
    int n = random.nextInt(25);
    for (int i = 0; i < n; i++) {
      s.append(LETTERS.charAt(random.nextInt(LETTERS.length())));
    }
    if (n > 0 && random.nextInt(4) == 0) {
      s.setCharAt(random.nextInt(n), 'é');
    }
    return s.toString();
  }
}
