package io.framewright.protocol.beer;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
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
 * The view of the whole BEER message, {@link BeerMessageView}, on frames written from the
 * format ("BEER", a little-endian u32 opcode, the opcode's data, CR LF): each agrees with the
 * codec ({@link ViewChecks#agreesAround}: the frames, their truncations and 2,000 mutations),
 * and its getters read the variant's fields in place.
 */
class BeerMessageViewTest {
  private static final List<byte[]> FRAMES = frames(
      "42454552 00000000 2A000000 0100 FEFF 0D0A",   // ObjectPosition 42 at (1, -2)
      "42454552 03000000 05 0102 0D0A",              // Event 5, arguments 01 02
      "42454552 04000000 3C000000 0D0A",             // GameSpeed 60
      "42454552 08000000 0D0A",                      // Leaving
      "42454552 0D000000 0D0A",                      // Ping
      "42454552 0E000000 07000000 ABCD 0D0A");       // ObjectInformations 7, AB CD

  @Test
  void framesFromTheFormatAgreeWithTheCodec() {
    assertEquals(FRAMES.size(), ViewChecks.agreesAround(BeerMessageCodec.INSTANCE,
        new BeerMessageView(), FRAMES, 21, 2_000));
    List<byte[]> rejected = frames(
        "42454551 08000000 0D0A",                    // a bad signature
        "42454552 0F000000 0D0A",                    // opcode 15: none
        "42454552 04000000 3C000000 0D",             // half a CR LF
        "42454552 08000000 00 0D0A");                // a byte before the CR LF
    assertEquals(0, ViewChecks.agreesAround(BeerMessageCodec.INSTANCE, new BeerMessageView(),
        rejected, 22, 0));
  }

  @Test
  void gettersReadTheVariantInPlace() {
    BeerMessageView view = new BeerMessageView().wrap(FRAMES.get(0));
    assertEquals(0L, view.tag());
    assertEquals(BeerMessage.ObjectPosition.class, view.variant());
    assertTrue(view.isObjectPosition());
    assertEquals(42L, view.objectPosition().id());
    assertEquals((short) 1, view.objectPosition().x());
    assertEquals((short) -2, view.objectPosition().y());
    assertEquals(18, view.size());

    view.wrap(FRAMES.get(1));
    assertFalse(view.isObjectPosition());
    assertEquals(3L, view.tag());
    assertEquals(5, view.event().event());
    assertArrayEquals(new byte[] {1, 2}, view.event().arguments());
    assertEquals(2, view.event().argumentsLength());
    assertThrows(IllegalStateException.class, view::objectPosition);

    BeerMessage_ObjectInformationsView info = view.wrap(FRAMES.get(5)).objectInformations();
    assertEquals(7L, info.id());
    assertTrue(info.informationEquals(new byte[] {(byte) 0xAB, (byte) 0xCD}));
    assertSame(info, view.wrap(FRAMES.get(5)).objectInformations()); // one child, re-pointed
    assertEquals(new BeerMessage.GameSpeed(60), view.wrap(FRAMES.get(2)).toRecord());

    byte[] bad = frames("42454552 0F000000 0D0A").get(0);
    DecodeException e = assertThrows(DecodeException.class, () -> view.wrap(bad));
    assertEquals(assertThrows(DecodeException.class,
        () -> BeerMessageCodec.INSTANCE.decode(bad)).getMessage(), e.getMessage());
    assertFalse(view.isWrapped());
  }

  private static List<byte[]> frames(String... hex) {
    return Arrays.stream(hex).map(h -> HexFormat.of().parseHex(h.replace(" ", ""))).toList();
  }
}
