package io.framewright.examples;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.framewright.examples.variable.AckHeader;
import io.framewright.examples.variable.AckHeaderCodec;
import io.framewright.examples.variable.Command;
import io.framewright.examples.variable.CommandCodec;
import io.framewright.runtime.DecodeException;
import io.framewright.runtime.EncodeException;
import io.framewright.runtime.Hex;
import org.junit.jupiter.api.Test;

/** Presence flags, alternative widths and conditions; expected bytes written by hand. */
class ConditionalLayoutTest {

  private static void assertWire(Command value, String hex) {
    byte[] wire = Hex.parse(hex);
    assertEquals(Hex.compact(wire), Hex.compact(CommandCodec.INSTANCE.encode(value)));
    assertEquals(wire.length, CommandCodec.INSTANCE.size(value));
    Command back = CommandCodec.INSTANCE.decode(wire);
    assertArrayEquals(wire, CommandCodec.INSTANCE.encode(back));
  }

  @Test
  void encoderComputesTheFlagsByte() {
    // p3=1000 fits u16 -> 0x20; sender -> 0x80; data -> 0x10: flags b0
    // serial 3412 | b0 | command 05 | p3 e803 | sender 03 | data length 02, 09 08
    Command c = new Command(0x1234, 0, (byte) 5, null, 1000, (short) 0, null, (byte) 3,
        new byte[] {9, 8});
    assertWire(c, "3412 b0 05 e803 03 02 0908");
    Command back = CommandCodec.INSTANCE.decode(Hex.parse("3412 b0 05 e803 03 02 0908"));
    assertNull(back.distribution());
    assertEquals(1000, back.p3());
    assertEquals(0, back.p2());
    assertNull(back.p1());
    assertEquals((byte) 3, back.sender());
    assertArrayEquals(new byte[] {9, 8}, back.data());
    assertEquals(0, back.flags(), "owned bits are not reported in the component");
  }

  @Test
  void widerAlternativeWhenTheValueDoesNotFitAndUnownedBitsPassThrough() {
    // unowned 0x08 kept; distribution 0x40, p3=-5 needs i32 0x04, p2 0x02: flags 4e
    Command c = new Command(1, 0x08, (byte) -1, (short) -2, -5, (short) 7, null, null, null);
    assertWire(c, "0100 4e ff feff fbffffff 0700");
    Command back = CommandCodec.INSTANCE.decode(Hex.parse("0100 4e ff feff fbffffff 0700"));
    assertEquals(0x08, back.flags());
    assertEquals(-5, back.p3());
    assertEquals(7, back.p2());

    // 70000 does not fit u16: i32 70110100
    assertWire(new Command(0, 0, (byte) 0, null, 70000, (short) 0, null, null, null),
        "0000 04 00 70110100");
    // 65535 still fits u16
    assertWire(new Command(0, 0, (byte) 0, null, 65535, (short) 0, null, null, null),
        "0000 20 00 ffff");
  }

  @Test
  void everythingAbsentIsJustTheFixedPart() {
    Command c = new Command(2, 0, (byte) 0, null, null, (short) 0, null, null, null);
    assertWire(c, "0200 00 00");
    assertEquals(c.serial(), CommandCodec.INSTANCE.decode(Hex.parse("0200 00 00")).serial());
  }

  @Test
  void everyPresentCombinationRoundTrips() {
    for (int mask = 0; mask < 64; mask++) {
      Command c = new Command(mask, 0, (byte) mask,
          (mask & 1) != 0 ? (short) -mask : null,
          (mask & 2) != 0 ? (mask % 4 == 0 ? 40000 : -40000) : null,
          (mask & 4) != 0 ? (short) (mask + 1) : 0,
          (mask & 8) != 0 ? (byte) mask : null,
          (mask & 16) != 0 ? (byte) -mask : null,
          (mask & 32) != 0 ? new byte[mask % 5] : null);
      byte[] wire = CommandCodec.INSTANCE.encode(c);
      Command back = CommandCodec.INSTANCE.decode(wire);
      assertEquals(c.distribution(), back.distribution());
      assertEquals(c.p3(), back.p3());
      assertEquals(c.p2(), back.p2());
      assertEquals(c.p1(), back.p1());
      assertEquals(c.sender(), back.sender());
      assertArrayEquals(c.data(), back.data());
      assertArrayEquals(wire, CommandCodec.INSTANCE.encode(back));
    }
  }

  @Test
  void bothWidthFlagsSetIsADecodeError() {
    DecodeException e = assertThrows(DecodeException.class,
        () -> CommandCodec.INSTANCE.decode(Hex.parse("0000 24 00 0000 00000000")));
    assertEquals("Command.p3", e.fieldPath());
    assertEquals("more than one set", e.found());
  }

  @Test
  void truncatedOptionalField() {
    DecodeException e = assertThrows(DecodeException.class,
        () -> CommandCodec.INSTANCE.decode(Hex.parse("0000 40 00 ff")));
    assertEquals("Command.distribution", e.fieldPath());
    assertEquals(4, e.byteOffset());
  }

  @Test
  void conditionOnAnEarlierField() {
    assertEquals("0000000001", Hex.compact(AckHeaderCodec.INSTANCE.encode(
        new AckHeader(0, null, 1))));
    assertEquals("00000005010f02", Hex.compact(AckHeaderCodec.INSTANCE.encode(
        new AckHeader(5, new byte[] {0x0F}, 2))));
    AckHeader none = AckHeaderCodec.INSTANCE.decode(Hex.parse("0000000001"));
    assertNull(none.acks());
    assertEquals(1, none.messageCount());
    AckHeader some = AckHeaderCodec.INSTANCE.decode(Hex.parse("00000005020f0003"));
    assertArrayEquals(new byte[] {0x0F, 0x00}, some.acks());
    assertEquals(3, some.messageCount());

    EncodeException e = assertThrows(EncodeException.class,
        () -> AckHeaderCodec.INSTANCE.encode(new AckHeader(0, new byte[] {1}, 0)));
    assertEquals("AckHeader.acks", e.fieldPath());
    e = assertThrows(EncodeException.class,
        () -> AckHeaderCodec.INSTANCE.encode(new AckHeader(5, null, 0)));
    assertEquals("AckHeader.acks", e.fieldPath());
  }

  @Test
  void conditionOnMaskedBits() {
    // ack 5 is odd: bitmap follows | ack 0500 | bitmap 01000080 | rest 07
    Wire.assertWire(io.framewright.examples.variable.AvaraDatagramHeadCodec.INSTANCE,
        new io.framewright.examples.variable.AvaraDatagramHead((short) 5, 0x80000001, (byte) 7),
        "0500 01000080 07");
    // ack 4 is even: no bitmap
    Wire.assertWire(io.framewright.examples.variable.AvaraDatagramHeadCodec.INSTANCE,
        new io.framewright.examples.variable.AvaraDatagramHead((short) 4, null, (byte) 7),
        "0400 07");
  }
}
