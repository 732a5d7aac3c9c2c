package io.framewright.benchmarks.squad;

import io.framewright.benchmarks.Pool;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/** Squads of 16 units, names of 8 letters. */
public final class SquadPool {
  static final int UNITS = 16;

  private SquadPool() {}

  public static Pool<Squad> create() {
    Random random = new Random(0x5351_4144L);
    Squad[] values = new Squad[Pool.SIZE];
    for (int i = 0; i < values.length; i++) {
      List<Soldier> units = new ArrayList<>();
      for (int u = 0; u < UNITS; u++) {
        char[] name = new char[8];
        for (int c = 0; c < 8; c++) {
          name[c] = (char) ('A' + random.nextInt(26));
        }
        units.add(new Soldier(random.nextInt(), (short) random.nextInt(), (short) random.nextInt(),
            random.nextInt(256), new String(name)));
      }
      values[i] = new Squad(List.copyOf(units));
    }
    return new Pool<>(values, SquadCodec.INSTANCE::encode);
  }

  /** Every number of {@code s} and every byte of every name summed, as the reads sum them. */
  static long sum(Squad s) {
    long sum = 0;
    for (Soldier u : s.units()) {
      sum += u.id() + u.x() + u.y() + u.hp();
      for (int c = 0; c < 8; c++) {
        sum += u.name().charAt(c);
      }
    }
    return sum;
  }
}
