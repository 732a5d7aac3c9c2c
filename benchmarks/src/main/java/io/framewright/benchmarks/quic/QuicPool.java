package io.framewright.benchmarks.quic;

import io.framewright.benchmarks.Pool;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Payloads of 2 to 8 frames as a 1-RTT packet of a download carries them: ACKs of 0 to 3 extra
 * ranges, CRYPTO frames of 16 to 200 bytes, MAX_DATA and MAX_STREAM_DATA, PING and
 * HANDSHAKE_DONE; numbers drawn so that every varint width (1, 2, 4 and 8 bytes) is common.
 */
public final class QuicPool {
  static final long SEED = 0x5155_4943L;

  private QuicPool() {}

  public static Pool<QuicPayload> create() {
    Random random = new Random(SEED);
    QuicPayload[] payloads = new QuicPayload[Pool.SIZE];
    for (int i = 0; i < payloads.length; i++) {
      List<QuicFrame> frames = new ArrayList<>();
      for (int n = 2 + random.nextInt(7); n > 0; n--) {
        frames.add(frame(random));
      }
      payloads[i] = new QuicPayload(List.copyOf(frames));
    }
    return new Pool<>(payloads, QuicPayloadCodec.INSTANCE::encode);
  }

  /** A number whose varint takes 1, 2, 4 or 8 bytes, each as likely. */
  static long number(Random random) {
    return switch (random.nextInt(4)) {
      case 0 -> random.nextInt(64);
      case 1 -> 64 + random.nextInt(16_384 - 64);
      case 2 -> 16_384 + random.nextInt((1 << 30) - 16_384);
      default -> (1L << 30) + (random.nextLong() >>> 3);
    };
  }

  private static QuicFrame frame(Random random) {
    switch (random.nextInt(6)) {
      case 0: {
        List<QuicFrame.AckRange> ranges = new ArrayList<>();
        for (int n = random.nextInt(4); n > 0; n--) {
          ranges.add(new QuicFrame.AckRange(random.nextInt(64), random.nextInt(16_384)));
        }
        return new QuicFrame.Ack(number(random), random.nextInt(16_384), ranges.size(),
            random.nextInt(64), List.copyOf(ranges));
      }
      case 1: {
        byte[] data = new byte[16 + random.nextInt(185)];
        random.nextBytes(data);
        return new QuicFrame.Crypto(number(random), data);
      }
      case 2:
        return new QuicFrame.MaxData(number(random));
      case 3:
        return new QuicFrame.MaxStreamData(random.nextInt(64) * 4L, number(random));
      case 4:
        return new QuicFrame.Ping();
      default:
        return new QuicFrame.HandshakeDone();
    }
  }
}
