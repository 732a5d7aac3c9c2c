package io.framewright.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.framewright.examples.layouts.AllTypes;
import io.framewright.examples.layouts.AllTypesCodec;
import io.framewright.examples.layouts.Color;
import io.framewright.examples.layouts.Inner;
import io.framewright.examples.layouts.InnerCodec;
import io.framewright.examples.layouts.Narrow;
import io.framewright.examples.layouts.NarrowCodec;
import io.framewright.examples.layouts.PackedLsb;
import io.framewright.examples.layouts.PackedLsbCodec;
import io.framewright.examples.layouts.Straddle;
import io.framewright.examples.layouts.StraddleCodec;
import io.framewright.runtime.Codec;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Every supported type at its minimum and maximum, and random values, survive a round trip. */
class RoundTripTest {

  private static <T> void roundTrip(Codec<T> codec, T value) {
    byte[] wire = codec.encode(value);
    assertEquals(codec.size(value), wire.length);
    assertEquals(value, codec.decode(wire));
  }

  @Test
  void primitivesAtTheirLimits() {
    roundTrip(AllTypesCodec.INSTANCE, new AllTypes(false, Byte.MIN_VALUE, Short.MIN_VALUE,
        Character.MIN_VALUE, Integer.MIN_VALUE, Long.MIN_VALUE, -Float.MAX_VALUE,
        -Double.MAX_VALUE));
    roundTrip(AllTypesCodec.INSTANCE, new AllTypes(true, Byte.MAX_VALUE, Short.MAX_VALUE,
        Character.MAX_VALUE, Integer.MAX_VALUE, Long.MAX_VALUE, Float.MAX_VALUE,
        Double.MAX_VALUE));
    roundTrip(AllTypesCodec.INSTANCE, new AllTypes(true, (byte) 0, (short) 0, 'x', 0, 0,
        Float.MIN_VALUE, Double.MIN_VALUE));
    roundTrip(AllTypesCodec.INSTANCE, new AllTypes(true, (byte) 0, (short) 0, 'x', 0, 0,
        Float.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY));
  }

  @Test
  void nanPayloadsAreKeptBitForBit() {
    float nanF = Float.intBitsToFloat(0x7FC0_1234);
    double nanD = Double.longBitsToDouble(0x7FF8_0000_0000_ABCDL);
    AllTypes back = AllTypesCodec.INSTANCE.decode(AllTypesCodec.INSTANCE.encode(
        new AllTypes(false, (byte) 0, (short) 0, 'a', 0, 0, nanF, nanD)));
    assertEquals(0x7FC0_1234, Float.floatToRawIntBits(back.f()));
    assertEquals(0x7FF8_0000_0000_ABCDL, Double.doubleToRawLongBits(back.d()));
  }

  @Test
  void narrowFieldsAtTheirLimits() {
    roundTrip(NarrowCodec.INSTANCE, new Narrow(0, -16, (byte) -32, '\0', (short) 0, 0, -128, 0,
        -(1 << 23), 0, -(1L << 39), 0));
    roundTrip(NarrowCodec.INSTANCE, new Narrow(31, 15, (byte) 31, (char) 127, (short) 511, 255,
        127, (1 << 24) - 1, (1 << 23) - 1, 0xFFFF_FFFFL, (1L << 39) - 1, Long.MAX_VALUE));
  }

  @Test
  void signedFieldsInLeastSignificantBitFirstLayout() {
    for (int e = -32; e <= 31; e++) {
      roundTrip(PackedLsbCodec.INSTANCE, new PackedLsb(7, 1023, true, 0xFFFFF, e, -1, -1));
      roundTrip(PackedLsbCodec.INSTANCE, new PackedLsb(0, 0, false, 0, e, 0, 0));
    }
  }

  @Test
  void enumsWithNegativeWireValues() {
    for (Color c : Color.values()) {
      roundTrip(InnerCodec.INSTANCE, new Inner(c, 0));
      roundTrip(InnerCodec.INSTANCE, new Inner(c, 4095));
    }
  }

  @Test
  void randomValues() {
    Random random = new Random(42);
    for (int i = 0; i < 2000; i++) {
      roundTrip(NarrowCodec.INSTANCE, new Narrow(random.nextInt(32), random.nextInt(32) - 16,
          (byte) (random.nextInt(64) - 32), (char) random.nextInt(128),
          (short) random.nextInt(512), random.nextInt(256), random.nextInt(256) - 128,
          random.nextInt(1 << 24), random.nextInt(1 << 24) - (1 << 23),
          random.nextLong() >>> 32, random.nextLong() >> 24, random.nextLong() >>> 1));
      roundTrip(StraddleCodec.INSTANCE,
          new Straddle(random.nextInt(8), random.nextLong() >>> 1, random.nextInt(64)));
      roundTrip(EntityUpdateCodec.INSTANCE, new EntityUpdate(
          List.of(EntityKind.values()).get(random.nextInt(3)), random.nextInt(1024),
          random.nextBoolean(), random.nextInt(1 << 20), random.nextInt(64) - 32,
          random.nextInt(), new Vec2((short) random.nextInt(), (short) random.nextInt()),
          random.nextInt(65536)));
    }
  }
}
