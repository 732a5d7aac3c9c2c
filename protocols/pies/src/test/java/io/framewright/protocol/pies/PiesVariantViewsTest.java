package io.framewright.protocol.pies;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.framewright.runtime.DecodeException;
import org.junit.jupiter.api.Test;

/**
 * The views of pies' variants whose items end in the data splitter (delimited text), on bytes
 * written by hand from the specification (../shared/formats/pies.source.txt): each piece of
 * data is its data type (0x1, a string) and its UTF-8 bytes, then the splitter 0x0. The
 * variant's bytes come after the packet id and before the packet splitter 0xff, which the
 * union reads.
 */
class PiesVariantViewsTest {
  /** LOCATION ["user1", "100", "0"]: the server sending user1's location. */
  private static final byte[] LOCATION = {
      0x01, 'u', 's', 'e', 'r', '1', 0x00,
      0x01, '1', '0', '0', 0x00,
      0x01, '0', 0x00};

  /** SYNC ["user3", "user1|$|user2"]. */
  private static final byte[] SYNC = {
      0x01, 'u', 's', 'e', 'r', '3', 0x00,
      0x01, 'u', 's', 'e', 'r', '1', '|', '$', '|', 'u', 's', 'e', 'r', '2', 0x00};

  @Test
  void locationItemsAreReadInPlace() {
    PiesPacket_LocationView view = new PiesPacket_LocationView().wrap(LOCATION);
    assertEquals(15, view.size());
    assertEquals("user1", view.username().value());
    assertTrue(view.username().valueEquals("user1"));
    assertFalse(view.username().valueEquals("user2"));
    assertEquals(3, view.x().valueLength());
    assertEquals("100", view.x().value());
    assertEquals("0", view.y().value());
    assertEquals(7, view.username().size()); // type, five bytes, splitter
    assertEquals(new PiesPacket.Location(StringItem.of("user1"), StringItem.of("100"),
        StringItem.of("0")), view.toRecord());
    assertSame(view.x(), view.x()); // one child view per item, never a new one
  }

  @Test
  void syncReadsBothItems() {
    PiesPacket_SyncView view = new PiesPacket_SyncView().wrap(SYNC);
    assertEquals("user3", view.username().value());
    byte[] dst = new byte[16];
    assertEquals(13, view.otherPlayers().valueBytes(dst, 1));
    assertEquals('|', dst[1 + 5]);
    assertEquals("user1|$|user2", view.otherPlayers().value());
  }

  @Test
  void aMissingSplitterIsRejectedOnWrapAsDecodeRejectsIt() {
    byte[] bad = java.util.Arrays.copyOf(LOCATION, LOCATION.length - 1); // y's 0x0 cut off
    DecodeException decode = assertThrows(DecodeException.class,
        () -> PiesPacket_LocationCodec.INSTANCE.decode(bad));
    PiesPacket_LocationView view = new PiesPacket_LocationView().wrap(LOCATION);
    DecodeException wrap = assertThrows(DecodeException.class, () -> view.wrap(bad));
    assertEquals(decode.getMessage(), wrap.getMessage());
    assertFalse(view.isWrapped());
    assertThrows(IllegalStateException.class, view::x);
  }

  @Test
  void aNumberWhereAStringBelongsIsRejectedAsDecodeRejectsIt() {
    byte[] bad = LOCATION.clone();
    bad[7] = 0x02; // x's data type: a number, not a string
    DecodeException decode = assertThrows(DecodeException.class,
        () -> PiesPacket_LocationCodec.INSTANCE.decode(bad));
    DecodeException wrap = assertThrows(DecodeException.class,
        () -> new PiesPacket_LocationView().wrap(bad));
    assertEquals(decode.getMessage(), wrap.getMessage());
    assertTrue(wrap.getMessage().contains("x"), wrap.getMessage());
  }

  @Test
  void aPrefixWrapEndsAtTheLastSplitter() {
    byte[] buf = new byte[LOCATION.length + 2];
    System.arraycopy(LOCATION, 0, buf, 0, LOCATION.length);
    buf[LOCATION.length] = (byte) 0xFF; // the packet splitter, the union's
    PiesPacket_LocationView view = new PiesPacket_LocationView().wrapPrefix(buf, 0, buf.length);
    assertEquals(15, view.size());
    assertEquals("0", view.y().value());
  }

  /** LEVEL LIST ["a", "", "bc"]: string items one after another to the end. */
  @Test
  void levelListElementsAreFoundWithoutWalkingFromTheFirst() {
    byte[] list = {0x01, 'a', 0x00, 0x01, 0x00, 0x01, 'b', 'c', 0x00};
    PiesPacket_LevelListView view = new PiesPacket_LevelListView().wrap(list);
    assertEquals(3, view.levelsCount());
    assertEquals("bc", view.levels(2).value());
    assertEquals("a", view.levels(0).value());
    assertEquals(0, view.levels(1).valueLength());
    assertSame(view.levels(0), view.levels(2));
    assertThrows(IllegalArgumentException.class, () -> view.levels(3));
    byte[] cut = java.util.Arrays.copyOf(list, list.length - 1); // the last splitter missing
    DecodeException decode = assertThrows(DecodeException.class,
        () -> PiesPacket_LevelListCodec.INSTANCE.decode(cut));
    DecodeException wrap = assertThrows(DecodeException.class, () -> view.wrap(cut));
    assertEquals(decode.getMessage(), wrap.getMessage());
  }
}
