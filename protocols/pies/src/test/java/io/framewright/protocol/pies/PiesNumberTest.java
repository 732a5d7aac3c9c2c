package io.framewright.protocol.pies;

import static io.framewright.protocol.pies.Wire.assertDecodeError;
import static io.framewright.protocol.pies.Wire.assertWire;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.framewright.runtime.DecodeException;
import io.framewright.runtime.EncodeException;
import io.framewright.runtime.Hex;
import org.junit.jupiter.api.Test;

/**
 * Numbers and booleans as items. Number bytes: dataType 02, sign (01 >= 0, 02 negative), base-250
 * digits most significant first, each stored + 1, then the data splitter 00.
 */
class PiesNumberTest {

  @Test
  void theFormatsReadmeExamplesExactly() {
    // The README writes the item without its splitter: 02 | sign | digits.
    // 500 = 2*250 + 0 -> digits 2, 0 -> stored 03 01
    assertWire(ItemCodec.INSTANCE, new Item.Num(500), "02 01 03 01 00");
    // -300: sign 02; 300 = 1*250 + 50 -> stored 02 33
    assertWire(ItemCodec.INSTANCE, new Item.Num(-300), "02 02 02 33 00");
    // 255 = 1*250 + 5 -> stored 02 06
    assertWire(ItemCodec.INSTANCE, new Item.Num(255), "02 01 02 06 00");
    // 0 -> digits 0, 0 -> stored 01 01
    assertWire(ItemCodec.INSTANCE, new Item.Num(0), "02 01 01 01 00");
    // the typed item has the same bytes
    assertWire(NumberItemCodec.INSTANCE, new NumberItem(500), "02 01 03 01 00");
    assertWire(NumberItemCodec.INSTANCE, new NumberItem(-300), "02 02 02 33 00");
    assertWire(NumberItemCodec.INSTANCE, new NumberItem(255), "02 01 02 06 00");
    assertWire(NumberItemCodec.INSTANCE, new NumberItem(0), "02 01 01 01 00");
  }

  @Test
  void twoDigitsBelow62500AndMoreAbove() {
    // 249 = 0*250 + 249 -> 01 fa (the leading zero digit is kept)
    assertWire(NumberItemCodec.INSTANCE, new NumberItem(249), "02 01 01fa 00");
    // 250 = 1*250 + 0 -> 02 01
    assertWire(NumberItemCodec.INSTANCE, new NumberItem(250), "02 01 0201 00");
    // -1 -> sign 02, digits 0, 1 -> 01 02
    assertWire(NumberItemCodec.INSTANCE, new NumberItem(-1), "02 02 0102 00");
    // 62499 = 249*250 + 249: the largest two-digit magnitude -> fa fa
    assertWire(NumberItemCodec.INSTANCE, new NumberItem(62_499), "02 01 fafa 00");
    // 62500 = 250^2 -> three digits 1, 0, 0 -> 02 01 01
    assertWire(NumberItemCodec.INSTANCE, new NumberItem(62_500), "02 01 020101 00");
    assertWire(NumberItemCodec.INSTANCE, new NumberItem(-62_500), "02 02 020101 00");
    // 15625000 = 250^3 -> 1, 0, 0, 0
    assertWire(NumberItemCodec.INSTANCE, new NumberItem(15_625_000), "02 01 02010101 00");
    // 123456789 = 7*250^3 + 225*250^2 + 77*250 + 39 -> 08 e2 4e 28
    assertWire(NumberItemCodec.INSTANCE, new NumberItem(123_456_789), "02 01 08e24e28 00");
    // Long.MAX_VALUE = 9223372036854775807: digits 151 28 232 241 108 176 103 57 (8 digits)
    assertWire(NumberItemCodec.INSTANCE, new NumberItem(Long.MAX_VALUE),
        "02 01 981de9f26db1683a 00");
    assertWire(NumberItemCodec.INSTANCE, new NumberItem(-Long.MAX_VALUE),
        "02 02 981de9f26db1683a 00");
  }

  @Test
  void decodeAcceptsOneOrMoreDigitsAndReencodesCanonically() {
    // one digit: 05 -> 4
    assertEquals(new NumberItem(4), NumberItemCodec.INSTANCE.decode(Hex.parse("02 01 05 00")));
    assertEquals(new NumberItem(-4), NumberItemCodec.INSTANCE.decode(Hex.parse("02 02 05 00")));
    // leading zero digits: 01 01 03 01 -> 0, 0, 2, 0 -> 500
    assertEquals(new NumberItem(500),
        NumberItemCodec.INSTANCE.decode(Hex.parse("02 01 01010301 00")));
    // negative zero is zero
    assertEquals(new NumberItem(0), NumberItemCodec.INSTANCE.decode(Hex.parse("02 02 0101 00")));
    // and each is written back in the canonical form (at least two digits, no extra zeros)
    assertEquals("0201010500", Hex.compact(NumberItemCodec.INSTANCE.encode(
        NumberItemCodec.INSTANCE.decode(Hex.parse("02 01 05 00")))));
  }

  @Test
  void numberDecodeErrors() {
    // sign byte 03
    DecodeException e = assertDecodeError(NumberItemCodec.INSTANCE, "02 03 0101 00",
        "NumberItem.value.sign", 1);
    assertEquals("03", e.found());
    // no digits at all
    assertDecodeError(NumberItemCodec.INSTANCE, "02 01 00", "NumberItem.value.digits", 2);
    // no sign either
    assertDecodeError(NumberItemCodec.INSTANCE, "02 00", "NumberItem.value.sign", 1);
    // fb is not a digit (250 + 1 = fb would be digit 250)
    e = assertDecodeError(NumberItemCodec.INSTANCE, "02 01 01fb 00", "NumberItem.value.digits", 3);
    assertEquals("fb", e.found());
    // nine digits fa: 249 * (250^8 + ...) does not fit a long; the 8th digit overflows
    assertDecodeError(NumberItemCodec.INSTANCE, "02 01 fafafafafafafafafa 00",
        "NumberItem.value.digits", 9);
    // a string where a number must be: the typed item checks the data type
    e = assertDecodeError(NumberItemCodec.INSTANCE, "01 31 00", "NumberItem.(magic)", 0);
    assertEquals("02", e.expected());
  }

  @Test
  void numberEncodeErrors() {
    EncodeException e = assertThrows(EncodeException.class,
        () -> NumberItemCodec.INSTANCE.encode(new NumberItem(Long.MIN_VALUE)));
    assertEquals("NumberItem.value", e.fieldPath());
  }

  @Test
  void booleansAreOneByte01FalseOr02True() {
    // dataType 03 | value 01 (false) or 02 (true) | 00: never 00 or ff
    assertWire(ItemCodec.INSTANCE, new Item.Bool(false), "03 01 00");
    assertWire(ItemCodec.INSTANCE, new Item.Bool(true), "03 02 00");
    DecodeException e = assertDecodeError(ItemCodec.INSTANCE, "03 05 00", "Item.Bool.value", 1);
    assertEquals("05", e.found());
    assertDecodeError(ItemCodec.INSTANCE, "03 00", "Item.Bool.value", 1);
    // two bytes in a boolean item: the second is left over
    assertDecodeError(ItemCodec.INSTANCE, "03 0202 00", "Item.Bool", 2);
  }
}
