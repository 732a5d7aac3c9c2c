package io.framewright.examples;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.framewright.examples.layouts.AllTypes;
import io.framewright.examples.layouts.AllTypesCodec;
import io.framewright.examples.layouts.Arrays3;
import io.framewright.examples.layouts.Arrays3Codec;
import io.framewright.examples.layouts.Color;
import io.framewright.examples.layouts.Inner;
import io.framewright.examples.layouts.Narrow;
import io.framewright.examples.layouts.NarrowCodec;
import io.framewright.examples.layouts.Packed;
import io.framewright.examples.layouts.PackedCodec;
import io.framewright.examples.layouts.PackedLsb;
import io.framewright.examples.layouts.PackedLsbCodec;
import io.framewright.examples.layouts.Straddle;
import io.framewright.examples.layouts.StraddleCodec;
import io.framewright.examples.layouts.Wrapper;
import io.framewright.examples.layouts.WrapperCodec;
import io.framewright.runtime.Codec;
import io.framewright.runtime.Hex;
import org.junit.jupiter.api.Test;

/**
 * Every expected byte here is written out by hand from the layout, never produced by a codec.
 * Each case is checked both ways: the value encodes to the bytes, the bytes decode to the value.
 */
class ExactBytesTest {

  private static <T> void assertWire(Codec<T> codec, T value, String hex) {
    byte[] expected = Hex.parse(hex);
    assertEquals(Hex.compact(expected), Hex.compact(codec.encode(value)), "encode");
    T decoded = codec.decode(expected);
    // Records with arrays compare by identity: compare re-encoded bytes, then the fields.
    assertArrayEquals(expected, codec.encode(decoded), "decode then encode");
    if (!(value instanceof Arrays3)) {
      assertEquals(value, decoded, "decode");
    }
  }

  @Test
  void bitFieldsOf3_10_1_20_6ThenLittleAndBigEndianInts() {
    // a=101 b=1010101010 c=1 d=11110000111100001111 e=100001
    // 10110101 01010111 11000011 11000011 11100001 = b5 57 c3 c3 e1
    assertWire(PackedCodec.INSTANCE,
        new Packed(5, 0x2AA, true, 0xF0F0F, 33, 0x11223344, 0x55667788),
        "b5 57 c3 c3 e1  44 33 22 11  55 66 77 88");
    assertWire(PackedCodec.INSTANCE, new Packed(0, 0, false, 0, 0, 0, 0),
        "00 00 00 00 00  00 00 00 00  00 00 00 00");
    // all ones: 40 bits of ones
    assertWire(PackedCodec.INSTANCE, new Packed(7, 1023, true, 0xFFFFF, 63, -1, -1),
        "ff ff ff ff ff  ff ff ff ff  ff ff ff ff");
    // only b's lowest bit (bit 12) and d's highest bit (bit 14): 00000000 00001010 ...
    assertWire(PackedCodec.INSTANCE, new Packed(0, 1, false, 0x80000, 0, 1, 1),
        "00 0a 00 00 00  01 00 00 00  00 00 00 01");
  }

  @Test
  void leastSignificantBitFirst() {
    // As one little-endian 40-bit number: a | b<<3 | c<<13 | d<<14 | e<<34
    //   = 5 + 0x1550 + 0x2000 + 0x3c3c3c000 + 0x8400000000 = 0x87c3c3f555
    // e = -31 as 6 signed bits is 100001 (33).
    assertWire(PackedLsbCodec.INSTANCE,
        new PackedLsb(5, 0x2AA, true, 0xF0F0F, -31, 0x11223344, 0x55667788),
        "55 f5 c3 c3 87  44 33 22 11  55 66 77 88");
    // a alone lands in the low bits of byte 0; e alone in the high bits of byte 4.
    assertWire(PackedLsbCodec.INSTANCE, new PackedLsb(1, 0, false, 0, 0, 0, 0),
        "01 00 00 00 00  00 00 00 00  00 00 00 00");
    assertWire(PackedLsbCodec.INSTANCE, new PackedLsb(0, 0, false, 0, -32, 0, 0),
        "00 00 00 00 80  00 00 00 00  00 00 00 00");
  }

  @Test
  void fieldCrossingEveryByteBoundaryOfA72BitGroup() {
    // a=101, b=1 (63 bits), c=111111: 101 000...0 1 111111
    assertWire(StraddleCodec.INSTANCE, new Straddle(5, 1, 63),
        "a0 00 00 00 00 00 00 00 7f");
    // b's top bit sits right after a
    assertWire(StraddleCodec.INSTANCE, new Straddle(5, 0x4000_0000_0000_0000L, 0),
        "b0 00 00 00 00 00 00 00 00");
    // b all ones: bits 3..65
    assertWire(StraddleCodec.INSTANCE, new Straddle(0, 0x7FFF_FFFF_FFFF_FFFFL, 0),
        "1f ff ff ff ff ff ff ff c0");
  }

  @Test
  void everyPrimitiveAtNaturalWidth() {
    assertWire(AllTypesCodec.INSTANCE,
        new AllTypes(true, (byte) 0x80, (short) 0x8001, '\uFFFE', 0x8000_0001,
            0x8000_0000_0000_0001L, 1.0f, -2.0),
        "01 80 8001 fffe 80000001 8000000000000001 3f800000 c000000000000000");
  }

  @Test
  void narrowedWidths() {
    // u5=11111 s5=10000 s6=100000 ascii=1111010 u9=111111111
    //   11111100 00100000 11110101 11111111
    // u8=ff s8=80 u24le=ef cd ab s24=ff ff fe u32=ff ff ff ff s40=80 00 00 00 00
    // u63 = 63 ones then one zero bit of padding
    assertWire(NarrowCodec.INSTANCE,
        new Narrow(31, -16, (byte) -32, 'z', (short) 511, 255, -128, 0xABCDEF, -2,
            0xFFFF_FFFFL, -(1L << 39), Long.MAX_VALUE),
        "fc 20 f5 ff  ff 80 efcdab fffffe ffffffff 8000000000 fffffffffffffffe");
    // u5=00001 s5=01111 s6=011111 ascii=0000000 u9=000000001
    //   00001011 11011111 00000000 00000001
    assertWire(NarrowCodec.INSTANCE,
        new Narrow(1, 15, (byte) 31, '\0', (short) 1, 0, 127, 1, 0x7FFFFF, 0, (1L << 39) - 1, 1),
        "0b df 00 01  00 7f 010000 7fffff 00000000 7fffffffff 0000000000000002");
  }

  @Test
  void arraysOfEveryKind() {
    // version 1, reserved f | raw 01 02 03 | ports 1e61 0000 ffff | flags 01 00
    // colors RED=-2 -> fe, BLUE -> 07 | inners (RED,0xabc) -> e abc, (GREEN,1) -> 0 001
    // ids -1
    Arrays3 value = new Arrays3(1, 15, new byte[] {1, 2, 3}, new int[] {7777, 0, 65535},
        new boolean[] {true, false}, new Color[] {Color.RED, Color.BLUE},
        new Inner[] {new Inner(Color.RED, 0xABC), new Inner(Color.GREEN, 1)}, new long[] {-1});
    String hex = "1f 010203 1e61 0000 ffff 0100 fe07 eabc 0001 ffffffffffffffff";
    assertWire(Arrays3Codec.INSTANCE, value, hex);
    Arrays3 back = Arrays3Codec.INSTANCE.decode(Hex.parse(hex));
    assertArrayEquals(new byte[] {1, 2, 3}, back.raw());
    assertArrayEquals(new int[] {7777, 0, 65535}, back.ports());
    assertArrayEquals(new boolean[] {true, false}, back.flags());
    assertArrayEquals(new Color[] {Color.RED, Color.BLUE}, back.colors());
    assertArrayEquals(value.inners(), back.inners());
    assertArrayEquals(new long[] {-1}, back.ids());
  }

  @Test
  void nestedMessagesInline() {
    // tag 09 | BLUE=7 -> 0111, level 5 -> 0000 0000 0101 | RED=-2 -> 1110, 4095 -> 1111 1111 1111
    assertWire(WrapperCodec.INSTANCE,
        new Wrapper((byte) 9, new Inner(Color.BLUE, 5), new Inner(Color.RED, 4095)),
        "09 7005 efff");
  }

  @Test
  void exampleEntityUpdate() {
    // kind PICKUP=5 -> 101, health 1000 -> 1111101000, alive 1, id 0xabcde, heading -17 -> 101111
    //   10111111 01000110 10101111 00110111 10101111 = bf 46 af 37 af
    // tick 123456 little-endian, position (-40, 300), sequence 65535
    assertWire(EntityUpdateCodec.INSTANCE,
        new EntityUpdate(EntityKind.PICKUP, 1000, true, 0xABCDE, -17, 123_456,
            new Vec2((short) -40, (short) 300), 65_535),
        "bf 46 af 37 af  40 e2 01 00  ffd8 012c  ffff");
  }

  @Test
  void demoGameEvents() {
    // Chat: tag 01 | sender 03 "ana" | text 02 "gg"
    Wire.assertWire(GameEventCodec.INSTANCE, new GameEvent.Chat("ana", "gg"),
        "01 03 616e61 02 6767");
    // Spawn: tag 02 | 2 entities
    //   flags 01 (name) | kind 000 + id 42 in 13 bits = 002a | 000a fffb | 03 "bob"
    //   flags 00 | kind 101 + id 7 = a007 | 0000 0000
    GameEvent spawn = new GameEvent.Spawn(java.util.List.of(
        new GameEvent.Entity(0, EntityKind.PLAYER, 42, new Vec2((short) 10, (short) -5), "bob"),
        new GameEvent.Entity(0, EntityKind.PICKUP, 7, new Vec2((short) 0, (short) 0), null)));
    Wire.assertWire(GameEventCodec.INSTANCE, spawn,
        "02 02 01 002a 000afffb 03 626f62 00 a007 00000000");
    assertEquals(spawn, GameEventCodec.INSTANCE.decode(Hex.parse(
        "02 02 01 002a 000afffb 03 626f62 00 a007 00000000")));
    // Leave: tag 03 | player 1234 = 04d2
    Wire.assertWire(GameEventCodec.INSTANCE, new GameEvent.Leave(1234), "03 04d2");
  }
}
