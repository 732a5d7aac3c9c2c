package io.framewright.benchmarks.framing;

import io.framewright.benchmarks.Pool;
import io.framewright.benchmarks.header.HeaderPool;
import io.framewright.benchmarks.text.TextPool;
import io.framewright.protocol.beer.BeerMessage;
import io.framewright.protocol.beer.BeerMessageCodec;
import io.framewright.protocol.bitpacked.Packet;
import io.framewright.protocol.bitpacked.PacketCodec;
import io.framewright.protocol.bitpacked.PayloadType;
import io.framewright.protocol.pies.PiesPacket;
import io.framewright.protocol.pies.PiesPacketCodec;
import io.framewright.runtime.EncodeException;
import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.function.IntFunction;
import java.util.function.Supplier;

/**
 * The 1 MiB streams the framers are fed: valid frames, encoded by the generated codecs, back to
 * back, the last one a filler sized so that the stream is exactly {@value #SIZE} bytes.
 *
 * <ul>
 *   <li>{@code beerEvents}: BEER Event frames (opcode 3, up to the CR LF) of 60,000 bytes each, the
 *       issue's case (17 of them, then a 28,576-byte one);
 *   <li>{@code beerMix}: BEER frames of every opcode drawn uniformly, Event and Object
 *       Informations with 0..32 data bytes (10 to 47 bytes a frame);
 *   <li>{@code pies}: the text benchmark's pies Location and LevelData packets, alternating;
 *   <li>{@code bitpacked}: the header benchmark's bitpacked packets (0..16 payload bytes, offset
 *       and turn each present half the time);
 *   <li>{@code hostile} ({@link #hostile()}): {@code 42 45 45 52 03 00 00 00} repeated, a BEER
 *       Event signature and opcode over and over with no CR LF anywhere: issue 12's resync
 *       amplification input.
 * </ul>
 */
final class FramingStreams {
  /** Bytes per stream: 1 MiB. */
  static final int SIZE = 1 << 20;
  static final long SEED = 0xF2A3E5L;
  /** The frame size for {@code beerEvents}. */
  static final int BIG_EVENT = 60_000;

  /** A stream and the frames it holds, in order. */
  record Stream(byte[] bytes, List<Object> frames) {}

  private FramingStreams() {}

  static Stream of(String name) {
    Random random = new Random(SEED + name.hashCode());
    return switch (name) {
      case "beerEvents" -> fill(() -> bigEvent(random, BIG_EVENT), n -> bigEvent(random, n), 11,
          FramingStreams::beer);
      case "beerMix" -> fill(() -> beerFrame(random), n -> bigEvent(random, n), 11,
          FramingStreams::beer);
      case "pies" -> {
        Pool<PiesPacket> location = TextPool.of("location");
        Pool<PiesPacket> levelData = TextPool.of("levelData");
        int[] i = {0};
        yield fill(() -> {
          int k = i[0]++;
          return ((k & 1) == 0 ? location : levelData).values[(k >> 1) & Pool.MASK];
        }, n -> new PiesPacket.Chat("x".repeat(n - 4)), 4,
            p -> PiesPacketCodec.INSTANCE.encode((PiesPacket) p));
      }
      case "bitpacked" -> {
        Pool<Packet> pool = HeaderPool.big();
        int[] i = {0};
        yield fill(() -> pool.values[i[0]++ & Pool.MASK],
            n -> Packet.of(0, 0, PayloadType.CUSTOM, new byte[n - 6]), 6,
            p -> PacketCodec.INSTANCE.encode((Packet) p));
      }
      default -> throw new IllegalArgumentException("no stream " + name);
    };
  }

  /** The hostile input: {@code 4245455203000000} repeated to {@value #SIZE} bytes. */
  static byte[] hostile() {
    byte[] unit = {0x42, 0x45, 0x45, 0x52, 0x03, 0x00, 0x00, 0x00};
    byte[] out = new byte[SIZE];
    for (int i = 0; i < SIZE; i++) {
      out[i] = unit[i % unit.length];
    }
    return out;
  }

  /**
   * Frames from {@code next} while they fit with room for a filler of at least
   * {@code minFiller} bytes, then a filler of exactly the bytes left.
   */
  private static Stream fill(Supplier<Object> next, IntFunction<Object> filler, int minFiller,
      java.util.function.Function<Object, byte[]> encode) {
    ByteArrayOutputStream out = new ByteArrayOutputStream(SIZE);
    List<Object> frames = new ArrayList<>();
    while (true) {
      Object frame = next.get();
      byte[] bytes = encode.apply(frame);
      int left = SIZE - out.size() - bytes.length;
      if (left != 0 && left < minFiller) {
        break;
      }
      out.writeBytes(bytes);
      frames.add(frame);
      if (left == 0) {
        return new Stream(out.toByteArray(), frames);
      }
    }
    Object last = filler.apply(SIZE - out.size());
    out.writeBytes(encode.apply(last));
    frames.add(last);
    if (out.size() != SIZE) {
      throw new IllegalStateException("stream of " + out.size() + " bytes");
    }
    return new Stream(out.toByteArray(), frames);
  }

  private static byte[] beer(Object frame) {
    return BeerMessageCodec.INSTANCE.encode((BeerMessage) frame);
  }

  /** An Event frame of exactly {@code frameBytes} bytes (11 + its arguments), no CR LF inside. */
  private static BeerMessage bigEvent(Random random, int frameBytes) {
    return new BeerMessage.Event(random.nextInt(13), noCrLf(random, frameBytes - 11));
  }

  /** Random bytes with no {@code 0D} at all, so no CR LF either. */
  private static byte[] noCrLf(Random random, int n) {
    byte[] b = new byte[n];
    random.nextBytes(b);
    for (int i = 0; i < n; i++) {
      if (b[i] == 0x0D) {
        b[i] = 0x0E;
      }
    }
    return b;
  }

  /** A frame of a uniformly drawn opcode; one whose data would hold CR LF is drawn again. */
  private static BeerMessage beerFrame(Random random) {
    while (true) {
      long id = random.nextInt() & 0xFFFF_FFFFL;
      short x = (short) random.nextInt();
      short y = (short) random.nextInt();
      BeerMessage m = switch (random.nextInt(15)) {
        case 0 -> new BeerMessage.ObjectPosition(id, x, y);
        case 1 -> new BeerMessage.ObjectRect(id, (short) random.nextInt(), (short) random.nextInt(),
            x, y);
        case 2 -> new BeerMessage.NewObject(id, random.nextInt(64));
        case 3 -> new BeerMessage.Event(random.nextInt(256), noCrLf(random, random.nextInt(33)));
        case 4 -> new BeerMessage.GameSpeed(30 + random.nextInt(100));
        case 5 -> new BeerMessage.ObjectRemoved(id);
        case 6 -> new BeerMessage.NewPlayer(random.nextInt(256));
        case 7 -> new BeerMessage.PlayerCrashed(random.nextInt(256));
        case 8 -> new BeerMessage.Leaving();
        case 9 -> new BeerMessage.PlayerLeft(id);
        case 10 -> new BeerMessage.Welcome();
        case 11 -> new BeerMessage.Refused();
        case 12 -> new BeerMessage.Ready();
        case 13 -> new BeerMessage.Ping();
        default -> new BeerMessage.ObjectInformations(id, noCrLf(random, random.nextInt(33)));
      };
      try {
        BeerMessageCodec.INSTANCE.encode(m);
        return m;
      } catch (EncodeException e) {
        // CR LF across the data's fields (an id byte 0D then 0A): not sendable, draw again.
      }
    }
  }

  /** Whether two frame lists hold equal frames (BEER's and bitpacked's records define equals). */
  static boolean same(List<?> a, List<?> b) {
    return a.size() == b.size() && Arrays.equals(a.toArray(), b.toArray());
  }
}
