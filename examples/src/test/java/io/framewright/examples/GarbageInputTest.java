package io.framewright.examples;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.fail;

import io.framewright.examples.framing.AcksCodec;
import io.framewright.examples.framing.BeerFrameCodec;
import io.framewright.examples.framing.Crc32FrameCodec;
import io.framewright.examples.framing.KermitDatagramCodec;
import io.framewright.examples.framing.LineCodec;
import io.framewright.examples.framing.PiesPacketCodec;
import io.framewright.examples.framing.ReservedCodec;
import io.framewright.examples.layouts.AllTypesCodec;
import io.framewright.examples.layouts.Arrays3Codec;
import io.framewright.examples.layouts.NarrowCodec;
import io.framewright.examples.layouts.PackedLsbCodec;
import io.framewright.examples.layouts.StraddleCodec;
import io.framewright.examples.layouts.WrapperCodec;
import io.framewright.examples.unions.BeerOpCodec;
import io.framewright.examples.unions.NetMessageCodec;
import io.framewright.examples.unions.PacketCodec;
import io.framewright.examples.variable.AckHeaderCodec;
import io.framewright.examples.variable.AvaraCommandCodec;
import io.framewright.examples.variable.BitHeaderCodec;
import io.framewright.examples.variable.ChatCodec;
import io.framewright.examples.variable.CommandCodec;
import io.framewright.examples.variable.EnvelopeCodec;
import io.framewright.examples.variable.NibblesCodec;
import io.framewright.examples.variable.RosterCodec;
import io.framewright.runtime.Codec;
import io.framewright.runtime.DecodeException;
import io.framewright.runtime.Hex;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Any bytes given to a generated decoder end in a value or a DecodeException: never another
 * exception. A value that decodes re-encodes to the same bytes. Random inputs and single-byte
 * mutations of valid frames, from a fixed seed (coverage-guided fuzzing comes separately).
 */
class GarbageInputTest {
  private static final List<Codec<?>> CODECS = List.of(AllTypesCodec.INSTANCE,
      Arrays3Codec.INSTANCE, NarrowCodec.INSTANCE, PackedLsbCodec.INSTANCE,
      StraddleCodec.INSTANCE, WrapperCodec.INSTANCE, ChatCodec.INSTANCE, RosterCodec.INSTANCE,
      NibblesCodec.INSTANCE, CommandCodec.INSTANCE, AckHeaderCodec.INSTANCE,
      AvaraCommandCodec.INSTANCE, BitHeaderCodec.INSTANCE, EnvelopeCodec.INSTANCE,
      NetMessageCodec.INSTANCE, PacketCodec.INSTANCE, BeerOpCodec.INSTANCE,
      BeerFrameCodec.INSTANCE, PiesPacketCodec.INSTANCE, ReservedCodec.INSTANCE,
      KermitDatagramCodec.INSTANCE, Crc32FrameCodec.INSTANCE, LineCodec.INSTANCE,
      AcksCodec.INSTANCE, GameEventCodec.INSTANCE, EntityUpdateCodec.INSTANCE);

  private static final List<String> SEEDS = List.of(
      "0007 03 626f62 0003 010203 02 00010002 0003fffc 686920c3a9",
      "02 010161 02026263 0002 0300 040178 0502797a",
      "3412 b0 05 e803 03 02 0908",
      "12 00000007 000a 00000003 02 00000002 6869",
      "42454552 03000000 07 0102 0d0a",
      "02 01 312e35 00 02 01 03 01 00 01 78 00 ff",
      "0201 00 12 11 0500 02 aabb",
      "02 02 01 002a 000afffb 03 626f62 00 a007 00000000");

  @Test
  void randomBytesNeverEscapeAsAnotherException() {
    Random random = new Random(20261121);
    for (int round = 0; round < 3000; round++) {
      byte[] input = new byte[random.nextInt(40)];
      random.nextBytes(input);
      for (Codec<?> codec : CODECS) {
        check(codec, input);
      }
    }
  }

  @Test
  void mutatedValidFramesNeverEscapeAsAnotherException() {
    Random random = new Random(7);
    for (String hex : SEEDS) {
      byte[] valid = Hex.parse(hex);
      for (int round = 0; round < 2000; round++) {
        byte[] input = valid.clone();
        input[random.nextInt(input.length)] = (byte) random.nextInt(256);
        if (random.nextInt(4) == 0) {
          input = java.util.Arrays.copyOf(input, random.nextInt(input.length + 1));
        }
        for (Codec<?> codec : CODECS) {
          check(codec, input);
        }
      }
    }
  }

  private static <T> void check(Codec<T> codec, byte[] input) {
    T value;
    try {
      value = codec.decode(input);
    } catch (DecodeException expected) {
      return;
    } catch (RuntimeException | StackOverflowError e) {
      fail(codec.type().getSimpleName() + " threw " + e + " on " + Hex.compact(input), e);
      return;
    }
    byte[] again;
    try {
      again = codec.encode(value);
    } catch (RuntimeException e) {
      fail(codec.type().getSimpleName() + " decoded " + Hex.compact(input)
          + " but could not encode it back: " + e, e);
      return;
    }
    assertArrayEquals(input, again, codec.type().getSimpleName() + " re-encoded "
        + Hex.compact(input) + " as " + Hex.compact(again));
  }
}
