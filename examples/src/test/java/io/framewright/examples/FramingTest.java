package io.framewright.examples;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.framewright.examples.framing.BeerFrame;
import io.framewright.examples.framing.BeerFrameCodec;
import io.framewright.examples.framing.Crc32Frame;
import io.framewright.examples.framing.Crc32FrameCodec;
import io.framewright.examples.framing.Item;
import io.framewright.examples.framing.KermitDatagram;
import io.framewright.examples.framing.KermitDatagramCodec;
import io.framewright.examples.framing.Line;
import io.framewright.examples.framing.LineCodec;
import io.framewright.examples.framing.PiesPacket;
import io.framewright.examples.framing.PiesPacketCodec;
import io.framewright.examples.framing.Reserved;
import io.framewright.examples.framing.ReservedCodec;
import io.framewright.runtime.DecodeException;
import io.framewright.runtime.EncodeException;
import io.framewright.runtime.Hex;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Magic, reserved bits, terminators, custom codecs and checksums; bytes written by hand. */
class FramingTest {


  @Test
  void piesNumbersAsTheFormatsReadmeGivesThem() {
    // number item: type 02, sign, base-250 digits + 1, then 00; packet id 02, then ff
    Wire.assertWire(PiesPacketCodec.INSTANCE,
        new PiesPacket.Location(List.of(new Item.Num(500))), "02 02 01 03 01 00 ff");
    Wire.assertWire(PiesPacketCodec.INSTANCE,
        new PiesPacket.Location(List.of(new Item.Num(-300))), "02 02 02 02 33 00 ff");
    Wire.assertWire(PiesPacketCodec.INSTANCE,
        new PiesPacket.Location(List.of(new Item.Num(255))), "02 02 01 02 06 00 ff");
    Wire.assertWire(PiesPacketCodec.INSTANCE,
        new PiesPacket.Location(List.of(new Item.Num(0))), "02 02 01 01 01 00 ff");
    // 62500 needs three digits: 1, 0, 0
    Wire.assertWire(PiesPacketCodec.INSTANCE,
        new PiesPacket.Location(List.of(new Item.Num(62_500))), "02 02 01 02 01 01 00 ff");
  }

  @Test
  void piesNumbersHaveOneSpellingEach() {
    // Found by ExamplesFuzzTest#framing: one digit 29 (40) decoded, then encoded as 01 29.
    for (String hex : new String[] {
        "02 02 01 29 00 ff",        // one digit
        "02 02 01 01 01 29 00 ff",  // a leading zero digit
        "02 02 02 01 01 00 ff"}) {  // negative zero
      assertThrows(DecodeException.class,
          () -> PiesPacketCodec.INSTANCE.decode(Hex.parse(hex)), hex);
    }
  }

  @Test
  void piesPacketsWithStringsAndSeveralItems() {
    // Auth reply "4": packet 01, item 01 "4" 00, ff
    Wire.assertWire(PiesPacketCodec.INSTANCE, new PiesPacket.Auth(new Item.Str("4")), "01 01 34 00 ff");
    // an empty string is just 01 00
    Wire.assertWire(PiesPacketCodec.INSTANCE, new PiesPacket.Auth(new Item.Str("")), "01 01 00 ff");
    PiesPacket location = new PiesPacket.Location(List.of(new Item.Str("1.5"),
        new Item.Num(500), new Item.Str("x")));
    String hex = "02 01 312e35 00 02 01 03 01 00 01 78 00 ff";
    Wire.assertWire(PiesPacketCodec.INSTANCE, location, hex);
    assertEquals(location, PiesPacketCodec.INSTANCE.decode(Hex.parse(hex)));
  }

  @Test
  void piesRejectsTerminatorsInsideValues() {
    EncodeException e = assertThrows(EncodeException.class, () -> PiesPacketCodec.INSTANCE.encode(
        new PiesPacket.Auth(new Item.Str("a\0b"))));
    assertEquals("PiesPacket.Auth.code.Str", e.fieldPath());
    // U+00FF is c3 bf in UTF-8: no ff byte, so it is fine
    Wire.assertWire(PiesPacketCodec.INSTANCE, new PiesPacket.Auth(new Item.Str("\u00ff")),
        "01 01 c3bf 00 ff");
    DecodeException d = assertThrows(DecodeException.class,
        () -> PiesPacketCodec.INSTANCE.decode(Hex.parse("01 01 34 00")));
    assertTrue(d.fieldPath().startsWith("PiesPacket"), d.getMessage());
    d = assertThrows(DecodeException.class,
        () -> PiesPacketCodec.INSTANCE.decode(Hex.parse("02 02 03 01 01 00 ff")));
    assertEquals("PiesPacket.Location.items[0].Num.value.sign", d.fieldPath());
  }

  @Test
  void beerFramesBySizeOrToTheTerminator() {
    Wire.assertWire(BeerFrameCodec.INSTANCE, new BeerFrame.Position(1, (short) -2, (short) 3),
        "42454552 00000000 01000000 feff 0300 0d0a");
    // a fixed-size frame's data may contain 0d 0a: it is read by its size
    Wire.assertWire(BeerFrameCodec.INSTANCE, new BeerFrame.Position(0x0A0D, (short) 0, (short) 0),
        "42454552 00000000 0d0a0000 0000 0000 0d0a");
    Wire.assertWire(BeerFrameCodec.INSTANCE, new BeerFrame.Ping(), "42454552 0d000000 0d0a");
    BeerFrame event = BeerFrameCodec.INSTANCE.decode(Hex.parse(
        "42454552 03000000 07 0102 0d0a"));
    BeerFrame.Event e = assertInstanceOf(BeerFrame.Event.class, event);
    assertEquals(7, e.event());
    assertArrayEquals(new byte[] {1, 2}, e.args());
    Wire.assertWire(BeerFrameCodec.INSTANCE, event, "42454552 03000000 07 0102 0d0a");
  }

  @Test
  void beerErrors() {
    EncodeException e = assertThrows(EncodeException.class, () -> BeerFrameCodec.INSTANCE.encode(
        new BeerFrame.Event(1, new byte[] {0x0D, 0x0A})));
    assertEquals("BeerFrame.Event", e.fieldPath());
    DecodeException d = assertThrows(DecodeException.class,
        () -> BeerFrameCodec.INSTANCE.decode(Hex.parse("42454541 0d000000 0d0a")));
    assertEquals("BeerFrame.(magic)", d.fieldPath());
    assertEquals("42 45 45 52", d.expected());
    d = assertThrows(DecodeException.class,
        () -> BeerFrameCodec.INSTANCE.decode(Hex.parse("42454552 0d000000 0d0b")));
    assertEquals("BeerFrame.Ping.(terminator)", d.fieldPath());
    d = assertThrows(DecodeException.class,
        () -> BeerFrameCodec.INSTANCE.decode(Hex.parse("42454552 03000000 07 0102")));
    assertTrue(d.fieldPath().contains("terminator"), d.getMessage());
  }

  @Test
  void magicAndReservedBits() {
    // 4c6e | id 1010 1011 1100 1101 1110, type 000101, reserved 000000 | turn 0007
    Wire.assertWire(ReservedCodec.INSTANCE, new Reserved(0xABCDE, 5, (short) 7),
        "4c6e abcde140 0007");
    DecodeException d = assertThrows(DecodeException.class,
        () -> ReservedCodec.INSTANCE.decode(Hex.parse("4c6e abcde141 0007")));
    assertEquals("Reserved.(reserved)", d.fieldPath());
    assertEquals("zero bits", d.expected());
    d = assertThrows(DecodeException.class,
        () -> ReservedCodec.INSTANCE.decode(Hex.parse("4c61 abcde140 0007")));
    assertEquals("Reserved.(magic)", d.fieldPath());
    assertEquals(8, ReservedCodec.FIXED_SIZE);
  }

  @Test
  void crc16KermitOverTheWholeDatagramWithAPlaceholder() {
    // The placeholder 0x3231 is written little-endian as 31 32 ("12"), so the CRC covers
    // "123456789", whose CRC-16/KERMIT is the catalogued check value 0x2189: stored 89 21.
    Wire.assertWire(KermitDatagramCodec.INSTANCE, new KermitDatagram("3456789".getBytes()),
        "8921 33343536373839");
    DecodeException d = assertThrows(DecodeException.class,
        () -> KermitDatagramCodec.INSTANCE.decode(Hex.parse("8821 33343536373839")));
    assertEquals("KermitDatagram.(checksum)", d.fieldPath());
    assertEquals("checksum 0x2189", d.expected());
    assertEquals("0x2188", d.found());
    d = assertThrows(DecodeException.class,
        () -> KermitDatagramCodec.INSTANCE.decode(Hex.parse("8921 33343536373830")));
    assertEquals("KermitDatagram.(checksum)", d.fieldPath());
  }

  @Test
  void crc32TrailerOverTheBytesBeforeIt() {
    // CRC-32 of "123456789" is the catalogued check value 0xcbf43926
    Wire.assertWire(Crc32FrameCodec.INSTANCE, new Crc32Frame("123456789"),
        "313233343536373839 cbf43926");
    assertEquals(13, Crc32FrameCodec.FIXED_SIZE);
    assertThrows(DecodeException.class,
        () -> Crc32FrameCodec.INSTANCE.decode(Hex.parse("313233343536373839 cbf43927")));
  }

  @Test
  void componentTerminators() {
    Wire.assertWire(LineCodec.INSTANCE, new Line("bob", new byte[] {1, 2}), "626f6200 0102 0d0a");
    Line back = LineCodec.INSTANCE.decode(Hex.parse("626f6200 0102 0d0a"));
    assertEquals("bob", back.name());
    assertArrayEquals(new byte[] {1, 2}, back.payload());
    // a value that ends with the first byte of its terminator would decode shorter
    EncodeException e = assertThrows(EncodeException.class,
        () -> LineCodec.INSTANCE.encode(new Line("x", new byte[] {0x0D, 0x0A, 1})));
    assertEquals("Line.payload", e.fieldPath());
    e = assertThrows(EncodeException.class,
        () -> LineCodec.INSTANCE.encode(new Line("x\0", new byte[0])));
    assertEquals("Line.name", e.fieldPath());
    e = assertThrows(EncodeException.class,
        () -> LineCodec.INSTANCE.encode(new Line("x", new byte[9])));
    assertEquals("Line.payload: 9 byte(s) exceed the maximum of 8", e.getMessage());
    DecodeException d = assertThrows(DecodeException.class,
        () -> LineCodec.INSTANCE.decode(Hex.parse("626f6200 010203040506070809 0d0a")));
    assertEquals("Line.payload", d.fieldPath());
  }

  @Test
  void theLinesViewFindsBothTerminators() {
    // "bob" NUL, 01 02 CR LF; an empty name and payload; a payload of 9 bytes (its most is 8);
    // no CR LF at all
    java.util.List<byte[]> frames = java.util.List.of(Hex.parse("626f6200 0102 0d0a"),
        Hex.parse("00 0d0a"));
    assertEquals(2, io.framewright.testing.ViewChecks.agreesAround(LineCodec.INSTANCE,
        new io.framewright.examples.framing.LineView(), frames, 93, 2_000));
    assertEquals(0, io.framewright.testing.ViewChecks.agreesAround(LineCodec.INSTANCE,
        new io.framewright.examples.framing.LineView(), java.util.List.of(
            Hex.parse("626f6200 010203040506070809 0d0a"), Hex.parse("626f6200 0102")), 94, 0));
    io.framewright.examples.framing.LineView view =
        new io.framewright.examples.framing.LineView().wrap(frames.get(0));
    assertEquals("bob", view.name());
    assertEquals(2, view.payloadLength());
    assertEquals(8, view.size()); // 4 + 2 + 2: both terminators included
  }
}
