package io.framewright.protocol.pies;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.framewright.testing.ViewChecks;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The view of a data item of any type, {@link ItemView} (a union ended by the data splitter),
 * on items written from the format (u8 data type, the value, {@code 00}): each agrees with the
 * codec ({@link ViewChecks#agreesAround}: the items, their truncations and 2,000 mutations), and
 * the variant's view reads the value in place.
 */
class ItemViewTest {
  private static final List<byte[]> ITEMS = frames(
      "01 6869 00",                                  // string "hi"
      "01 00",                                       // the empty string
      "02 01 03 01 00",                              // number 500 (base 250, digits + 1)
      "02 02 02 33 00",                              // number -300
      "99 ABCD 00");                                 // unknown/error, kept as bytes

  @Test
  void itemsFromTheFormatAgreeWithTheCodec() {
    assertEquals(ITEMS.size(), ViewChecks.agreesAround(ItemCodec.INSTANCE, new ItemView(),
        ITEMS, 23, 2_000));
    List<byte[]> rejected = frames(
        "01 68",                                     // no data splitter
        "05 00",                                     // data type 5: none
        "02 03 02 02 00");                           // a number's sign byte of 03
    assertEquals(0, ViewChecks.agreesAround(ItemCodec.INSTANCE, new ItemView(), rejected, 24,
        0));
  }

  @Test
  void theVariantsViewsReadTheValues() {
    ItemView item = new ItemView().wrap(ITEMS.get(0));
    assertEquals(0x01, item.tag());
    assertTrue(item.isStr());
    assertEquals("hi", item.str().value());
    assertEquals(4, item.size()); // type, two bytes, the splitter
    assertThrows(IllegalStateException.class, item::num);
    assertEquals(500L, item.wrap(ITEMS.get(2)).num().value());
    assertEquals(-300L, item.wrap(ITEMS.get(3)).num().value());
    assertEquals(Item.Unknown.class, item.wrap(ITEMS.get(4)).variant());
    assertTrue(item.unknown().dataEquals(new byte[] {(byte) 0xAB, (byte) 0xCD}));
  }

  private static List<byte[]> frames(String... hex) {
    return Arrays.stream(hex).map(h -> HexFormat.of().parseHex(h.replace(" ", ""))).toList();
  }
}
