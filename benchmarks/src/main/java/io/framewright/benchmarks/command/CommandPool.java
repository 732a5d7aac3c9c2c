package io.framewright.benchmarks.command;

import io.framewright.benchmarks.Pool;
import io.framewright.protocol.avara.CommandPacket;
import io.framewright.protocol.avara.CommandPacketCodec;
import java.util.Random;

/**
 * Avara command packets whose six optional parts (distribution, p3, p2, data, p1, sender) are
 * each present with probability {@code density} percent. A present p3 is a u16 value half the
 * time and a wide i32 value otherwise; present data is 1..24 bytes (a u8 length) with one in
 * eight 256..300 bytes (an i16 length).
 */
public final class CommandPool {
  static final long SEED = 0xA7A4A_C0DEL;

  private CommandPool() {}

  public static Pool<CommandPacket> withDensity(int density) {
    Random random = new Random(SEED + density);
    CommandPacket[] packets = new CommandPacket[Pool.SIZE];
    for (int i = 0; i < packets.length; i++) {
      Short distribution = present(random, density) ? (short) random.nextInt(1 << 16) : null;
      int p3 = 0;
      if (present(random, density)) {
        p3 = random.nextBoolean() ? 1 + random.nextInt(0xFFFF) : wide(random);
      }
      short p2 = present(random, density) ? nonZeroShort(random) : 0;
      byte[] data = new byte[0];
      if (present(random, density)) {
        data = new byte[random.nextInt(8) == 0 ? 256 + random.nextInt(45) : 1 + random.nextInt(24)];
        random.nextBytes(data);
      }
      byte p1 = present(random, density) ? (byte) (1 + random.nextInt(255)) : 0;
      Byte sender = present(random, density) ? (byte) random.nextInt(6) : null;
      packets[i] = new CommandPacket(random.nextInt(1 << 15) * 2, random.nextInt(4),
          (byte) random.nextInt(128), distribution, p3, p2, p1, sender, data);
    }
    return new Pool<>(packets, CommandPacketCodec.INSTANCE::encode);
  }

  private static boolean present(Random random, int density) {
    return random.nextInt(100) < density;
  }

  /** A p3 outside 0..0xFFFF, so it is sent as i32. */
  private static int wide(Random random) {
    int v;
    do {
      v = random.nextInt();
    } while (v >= 0 && v <= 0xFFFF);
    return v;
  }

  private static short nonZeroShort(Random random) {
    short v;
    do {
      v = (short) random.nextInt();
    } while (v == 0);
    return v;
  }
}
