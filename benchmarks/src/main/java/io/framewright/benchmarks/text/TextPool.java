package io.framewright.benchmarks.text;

import io.framewright.benchmarks.Pool;
import io.framewright.protocol.pies.PiesPacket;
import io.framewright.protocol.pies.PiesPacketCodec;
import java.util.Random;

/**
 * pies packets, text split by {@code 00} items and the {@code ff} packet splitter:
 * {@code location} packets (a username, empty half the time as clients send it, then x and y as
 * decimal strings such as {@code "149.29000000000002"}) or {@code levelData} packets (a level
 * name, then 0..16 numbers in base 250, most of them small).
 */
public final class TextPool {
  static final long SEED = 0x9135L;
  private static final String LETTERS = "abcdefghijklmnopqrstuvwxyz0123456789";

  private TextPool() {}

  /** {@code kind} is {@code "location"} or {@code "levelData"}. */
  public static Pool<PiesPacket> of(String kind) {
    Random random = new Random(SEED + kind.hashCode());
    PiesPacket[] packets = new PiesPacket[Pool.SIZE];
    for (int i = 0; i < packets.length; i++) {
      packets[i] = switch (kind) {
        case "location" -> new PiesPacket.Location(
            random.nextBoolean() ? "" : word(random, 3, 12), coordinate(random),
            coordinate(random));
        case "levelData" -> PiesPacket.LevelData.of(word(random, 4, 16), numbers(random));
        default -> throw new IllegalArgumentException("no pool of " + kind);
      };
    }
    return new Pool<>(packets, PiesPacketCodec.INSTANCE::encode);
  }

  private static String word(Random random, int min, int max) {
    StringBuilder s = new StringBuilder();
    int n = min + random.nextInt(max - min + 1);
    for (int i = 0; i < n; i++) {
      s.append(LETTERS.charAt(random.nextInt(LETTERS.length())));
    }
    return s.toString();
  }

  /** A JavaScript-style double as the pies client prints it. */
  private static String coordinate(Random random) {
    return Double.toString(Math.round(random.nextDouble() * 80_000) / 100.0
        + (random.nextInt(4) == 0 ? 2e-14 : 0));
  }

  private static long[] numbers(Random random) {
    long[] numbers = new long[random.nextInt(17)];
    for (int i = 0; i < numbers.length; i++) {
      numbers[i] = switch (random.nextInt(4)) {
        case 0 -> random.nextInt(250);
        case 1 -> random.nextInt(62_500) - 31_250;
        case 2 -> random.nextInt();
        default -> random.nextInt(10);
      };
    }
    return numbers;
  }
}
