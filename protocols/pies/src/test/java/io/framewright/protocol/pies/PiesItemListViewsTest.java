package io.framewright.protocol.pies;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.framewright.runtime.DecodeException;
import io.framewright.testing.ViewChecks;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The views of the packets whose items are of any type (Game Update, Custom: lists of
 * {@link Item}, a union ended by the data splitter) and so of {@link PiesPacket} itself, on
 * packets written by hand from the format (../shared/formats/README.md: {@code u8 packetId},
 * items, {@code ff}; each item {@code u8 dataType}, its bytes, {@code 00}): each agrees with the
 * codec ({@link ViewChecks#agreesAround}: the packets, their truncations and 2,000 mutations),
 * and the items read in place through the item's view.
 */
class PiesItemListViewsTest {
  /** The items of a Game Update: "hi", 500, true, unknown AB CD. */
  private static final String ITEMS = "01 6869 00  02 01 03 01 00  03 02 00  99 ABCD 00";

  /** The items of a Custom packet: "", -300, false, "ü" (UTF-8 c3 bc). */
  private static final String CUSTOM_ITEMS = "01 00  02 02 02 33 00  03 01 00  01 C3BC 00";

  @Test
  void gameUpdateItemsAreReadInPlace() {
    PiesPacket_GameUpdateView view = new PiesPacket_GameUpdateView().wrap(hex(ITEMS));
    assertEquals(16, view.size());
    assertEquals(4, view.itemsCount());
    ItemView item = view.items(0);
    assertTrue(item.isStr());
    assertEquals(0x01, item.tag());
    assertEquals("hi", item.str().value());
    assertEquals(4, item.size()); // type, two bytes, splitter
    assertSame(item, view.items(1)); // one child view, re-pointed
    assertEquals(500L, view.items(1).num().value());
    assertEquals(5, view.items(1).size());
    assertTrue(view.items(2).bool().value());
    assertEquals(Item.Unknown.class, view.items(3).variant());
    assertTrue(view.items(3).unknown().dataEquals(new byte[] {(byte) 0xAB, (byte) 0xCD}));
    assertThrows(IllegalStateException.class, () -> view.items(3).str());
    assertThrows(IllegalArgumentException.class, () -> view.items(4));
    assertEquals(new PiesPacket.GameUpdate(new Item.Str("hi"), new Item.Num(500),
        new Item.Bool(true), new Item.Unknown(new byte[] {(byte) 0xAB, (byte) 0xCD})),
        view.toRecord());
  }

  @Test
  void aPacketsViewReadsItsItemsThroughTheVariantsView() {
    PiesPacketView packet = new PiesPacketView().wrap(hex("04 " + ITEMS + " FF"));
    assertEquals(18, packet.size()); // id, items, packet splitter
    assertEquals(0x04, packet.tag());
    assertTrue(packet.isGameUpdate());
    assertEquals("hi", packet.gameUpdate().items(0).str().value());
    assertEquals(4, packet.gameUpdate().itemsCount());

    packet.wrap(hex("98 " + CUSTOM_ITEMS + " FF"));
    assertTrue(packet.isCustom());
    PiesPacket_CustomView custom = packet.custom();
    assertEquals(4, custom.itemsCount());
    assertEquals(0, custom.items(0).str().valueLength());
    assertEquals(-300L, custom.items(1).num().value());
    assertFalse(custom.items(2).bool().value());
    assertEquals("\u00fc", custom.items(3).str().value());
    assertThrows(IllegalStateException.class, packet::gameUpdate);

    packet.wrap(hex("04 FF")); // a Game Update without items
    assertEquals(0, packet.gameUpdate().itemsCount());
  }

  @Test
  void aBadItemIsRejectedAsDecodeRejectsIt() {
    for (String bad : List.of(
        "04 01 6869 00 05 00 FF",          // data type 05: none
        "04 01 6869 00 02 03 02 00 FF",    // a number's sign byte of 03
        "98 01 6869 FF",                   // the data splitter missing
        "04 03 05 00 FF")) {               // a boolean of 05
      byte[] packet = hex(bad);
      DecodeException decode = assertThrows(DecodeException.class,
          () -> PiesPacketCodec.INSTANCE.decode(packet), bad);
      PiesPacketView view = new PiesPacketView().wrap(hex("04 FF"));
      DecodeException wrap = assertThrows(DecodeException.class, () -> view.wrap(packet), bad);
      assertEquals(decode.getMessage(), wrap.getMessage(), bad);
      assertFalse(view.isWrapped());
      byte[] items = Arrays.copyOfRange(packet, 1, packet.length - 1);
      DecodeException variant = assertThrows(DecodeException.class,
          () -> new PiesPacket_GameUpdateView().wrap(items), bad);
      assertEquals(assertThrows(DecodeException.class,
          () -> PiesPacket_GameUpdateCodec.INSTANCE.decode(items)).getMessage(),
          variant.getMessage(), bad);
    }
  }

  @Test
  void theViewsAgreeWithTheCodecsAroundPacketsFromTheFormat() {
    List<byte[]> gameUpdates = frames(ITEMS, "", "01 00  02 01 01 01 00");
    assertEquals(3, ViewChecks.agreesAround(PiesPacket_GameUpdateCodec.INSTANCE,
        new PiesPacket_GameUpdateView(), gameUpdates, 31, 2_000));
    List<byte[]> customs = frames(CUSTOM_ITEMS, "", "99 00");
    assertEquals(3, ViewChecks.agreesAround(PiesPacket_CustomCodec.INSTANCE,
        new PiesPacket_CustomView(), customs, 32, 2_000));
    List<byte[]> packets = frames(
        "04 " + ITEMS + " FF",
        "98 " + CUSTOM_ITEMS + " FF",
        "04 FF",
        "09 01 6869 00 FF",                                  // Chat "hi", from the log
        "02 01 00 01 313030 00 01 30 00 FF",                 // Location "", "100", "0"
        "06 01 61 00 02 01 03 01 00 FF",                     // Level Data "a", 500
        "99 FF");                                            // Bad Packet
    assertEquals(packets.size(), ViewChecks.agreesAround(PiesPacketCodec.INSTANCE,
        new PiesPacketView(), packets, 33, 2_000));
  }

  private static List<byte[]> frames(String... hex) {
    return Arrays.stream(hex).map(PiesItemListViewsTest::hex).toList();
  }

  private static byte[] hex(String s) {
    return HexFormat.of().parseHex(s.replace(" ", ""));
  }
}
