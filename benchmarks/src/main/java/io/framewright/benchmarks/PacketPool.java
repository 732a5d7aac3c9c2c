package io.framewright.benchmarks;

import io.framewright.protocol.bitpacked.Packet;
import io.framewright.protocol.bitpacked.PacketCodec;
import io.framewright.protocol.bitpacked.PayloadType;
import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.Random;

/**
 * A fixed pool of random packets and their encodings, and the check that the hand-written codecs
 * agree with the generated one on every pooled value (a benchmark of a wrong baseline is
 * worthless).
 */
final class PacketPool {
  /** Pool size; a power of two so benchmarks cycle with {@code i & MASK}. */
  static final int SIZE = 1024;
  static final int MASK = SIZE - 1;
  static final long SEED = 0x5EED_F4A3E_3D1L;
  /** Largest pooled payload, in bytes. */
  static final int MAX_POOLED_PAYLOAD = 16;
  /** Big enough for any pooled packet: header, offset, turn, payload. */
  static final int SCRATCH_SIZE = 6 + 2 + 2 + MAX_POOLED_PAYLOAD;

  private PacketPool() {}

  /** {@link #SIZE} random packets: random offset/turn presence, payloads of 0..16 bytes. */
  static Packet[] packets() {
    Random random = new Random(SEED);
    PayloadType[] types = PayloadType.values();
    Packet[] packets = new Packet[SIZE];
    for (int i = 0; i < SIZE; i++) {
      byte[] payload = new byte[random.nextInt(MAX_POOLED_PAYLOAD + 1)];
      random.nextBytes(payload);
      Packet p = Packet.of(random.nextInt(1 << 20), random.nextInt(1 << 6),
          types[random.nextInt(types.length)], payload);
      if (random.nextBoolean()) {
        p = p.withOffset(random.nextInt(1 << 15), random.nextBoolean());
      }
      if (random.nextBoolean()) {
        p = p.withTurn(random.nextInt(1 << 16));
      }
      packets[i] = p;
    }
    return packets;
  }

  /** Each packet encoded by the generated codec, one exact-length array per packet. */
  static byte[][] encoded(Packet[] packets) {
    byte[][] encoded = new byte[packets.length][];
    for (int i = 0; i < packets.length; i++) {
      encoded[i] = PacketCodec.INSTANCE.encode(packets[i]);
    }
    return encoded;
  }

  /** Heap buffers over {@code encoded}, big-endian, position 0, limit the packet's length. */
  static ByteBuffer[] wrapped(byte[][] encoded) {
    ByteBuffer[] wrapped = new ByteBuffer[encoded.length];
    for (int i = 0; i < encoded.length; i++) {
      wrapped[i] = ByteBuffer.wrap(encoded[i]);
    }
    return wrapped;
  }

  /**
   * Throws {@link IllegalStateException} unless, for every pooled packet, both hand-written codecs
   * write exactly the generated codec's bytes and all three decode them to an equal packet, and
   * unless all three reject a reserved payload type and non-zero reserved bits.
   */
  static void check(Packet[] packets, byte[][] encoded) {
    byte[] scratch = new byte[SCRATCH_SIZE];
    for (int i = 0; i < packets.length; i++) {
      Packet p = packets[i];
      byte[] expected = encoded[i];
      int n = HandVarHandlePacketCodec.encode(p, scratch, 0);
      if (!Arrays.equals(expected, 0, expected.length, scratch, 0, n)) {
        throw new IllegalStateException("VarHandle encode differs at " + i + ": " + p);
      }
      Arrays.fill(scratch, (byte) 0);
      ByteBuffer bb = ByteBuffer.wrap(scratch);
      n = HandByteBufferPacketCodec.encode(p, bb);
      if (!Arrays.equals(expected, 0, expected.length, scratch, 0, n)) {
        throw new IllegalStateException("ByteBuffer encode differs at " + i + ": " + p);
      }
      Arrays.fill(scratch, (byte) 0);
      n = PacketCodec.INSTANCE.encode(p, scratch, 0);
      if (!Arrays.equals(expected, 0, expected.length, scratch, 0, n)) {
        throw new IllegalStateException("generated encode into a buffer differs at " + i);
      }
      expectEqual(i, "generated", p, PacketCodec.INSTANCE.decode(expected, 0, expected.length));
      expectEqual(i, "VarHandle", p,
          HandVarHandlePacketCodec.decode(expected, 0, expected.length));
      expectEqual(i, "ByteBuffer", p, HandByteBufferPacketCodec.decode(ByteBuffer.wrap(expected)));
      checkRejects(i, expected);
    }
  }

  private static void expectEqual(int i, String who, Packet expected, Packet actual) {
    if (!expected.equals(actual)) {
      throw new IllegalStateException(
          who + " decode differs at " + i + ": " + actual + " != " + expected);
    }
  }

  /** All three decoders must reject the packet with a reserved payload type or reserved bits. */
  private static void checkRejects(int i, byte[] good) {
    for (int type = 10; type <= 15; type++) {
      byte[] bad = good.clone();
      bad[1] = (byte) ((bad[1] & ~0x3C) | type << 2);
      expectRejected(i, "payloadType " + type, bad);
    }
    for (int bit = 0; bit < 6; bit++) {
      byte[] bad = good.clone();
      bad[5] |= (byte) (1 << bit);
      expectRejected(i, "reserved bit " + bit, bad);
    }
  }

  private static void expectRejected(int i, String what, byte[] bad) {
    if (accepts(() -> PacketCodec.INSTANCE.decode(bad, 0, bad.length))
        || accepts(() -> HandVarHandlePacketCodec.decode(bad, 0, bad.length))
        || accepts(() -> HandByteBufferPacketCodec.decode(ByteBuffer.wrap(bad)))) {
      throw new IllegalStateException("a decoder accepts " + what + " at " + i);
    }
  }

  private static boolean accepts(Runnable decode) {
    try {
      decode.run();
      return true;
    } catch (RuntimeException e) {
      return false;
    }
  }
}
