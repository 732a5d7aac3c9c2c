package io.framewright.benchmarks.header;

import io.framewright.benchmarks.Pool;
import io.framewright.benchmarks.header.PacketLE.OffsetLE;
import io.framewright.protocol.bitpacked.Packet;
import io.framewright.protocol.bitpacked.PacketCodec;
import io.framewright.protocol.bitpacked.PayloadType;
import java.util.Random;

/**
 * The bit-packed header pools: the bitpacked protocol's {@link Packet} (big-endian, most
 * significant bit first) and the same packets as {@link PacketLE}. Offset and turn are each
 * present with probability 1/2; payloads are 0..16 random bytes.
 */
public final class HeaderPool {
  static final long SEED = 0x5EED_F4A3E_3D1L;
  static final int MAX_POOLED_PAYLOAD = 16;

  private HeaderPool() {}

  /** Random bitpacked packets, encoded by {@link PacketCodec}. */
  public static Pool<Packet> big() {
    Random random = new Random(SEED);
    PayloadType[] types = PayloadType.values();
    Packet[] packets = new Packet[Pool.SIZE];
    for (int i = 0; i < packets.length; i++) {
      byte[] payload = new byte[random.nextInt(MAX_POOLED_PAYLOAD + 1)];
      random.nextBytes(payload);
      PayloadType type = types[random.nextInt(types.length)];
      // A typed payload is whole elements.
      payload = java.util.Arrays.copyOf(payload, payload.length
          - payload.length % type.elementSize());
      Packet p = Packet.of(random.nextInt(1 << 20), random.nextInt(1 << 6), type, payload);
      if (random.nextBoolean()) {
        p = p.withOffset(random.nextInt(1 << 15), random.nextBoolean());
      }
      if (random.nextBoolean()) {
        p = p.withTurn(random.nextInt(1 << 16));
      }
      packets[i] = p;
    }
    return new Pool<>(packets, PacketCodec.INSTANCE::encode);
  }

  /** The same packets as {@link #big()}, little-endian, encoded by {@code PacketLECodec}. */
  public static Pool<PacketLE> little() {
    Packet[] big = big().values;
    PacketLE[] packets = new PacketLE[big.length];
    for (int i = 0; i < big.length; i++) {
      Packet p = big[i];
      OffsetLE offset = p.offset() == null ? null
          : new OffsetLE(p.offset().offset(), p.offset().last());
      packets[i] = new PacketLE(0, p.payloadType(), 0, p.messageId(), p.messageType(), offset,
          p.turn(), p.payloadBytes());
    }
    return new Pool<>(packets, PacketLECodec.INSTANCE::encode);
  }
}
