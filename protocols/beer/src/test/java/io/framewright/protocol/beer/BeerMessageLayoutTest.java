package io.framewright.protocol.beer;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.framewright.runtime.Framewright;
import io.framewright.runtime.layout.MessageLayout;
import io.framewright.runtime.layout.RecordLayout;
import io.framewright.runtime.layout.Size;
import io.framewright.runtime.layout.UnionLayout;
import io.framewright.runtime.layout.WireField;
import java.nio.ByteOrder;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The BEER union's description, as the format has it: "BEER", a 32-bit little-endian type, the
 * body, CR LF; each variant's layout reached through its reference.
 */
class BeerMessageLayoutTest {
  private final UnionLayout union = (UnionLayout) Framewright.codec(BeerMessage.class)
      .description().orElseThrow();

  @Test
  void framingAndTag() {
    assertArrayEquals(new byte[] {0x42, 0x45, 0x45, 0x52}, union.magic());
    assertEquals(32, union.tagBits());
    assertEquals(ByteOrder.LITTLE_ENDIAN, union.tagOrder());
    assertArrayEquals(new byte[] {0x0D, 0x0A}, union.terminator());
    assertEquals(10, union.minSize()); // 4 magic + 4 type + 2 terminator, and Ping's empty body
    assertEquals(-1, union.fixedSize());
  }

  @Test
  void variantsByTag() {
    List<String> names = union.variants().stream().map(UnionLayout.Variant::name).toList();
    assertEquals(List.of("BeerMessage.ObjectPosition", "BeerMessage.ObjectRect",
        "BeerMessage.NewObject", "BeerMessage.Event", "BeerMessage.GameSpeed",
        "BeerMessage.ObjectRemoved", "BeerMessage.NewPlayer", "BeerMessage.PlayerCrashed",
        "BeerMessage.Leaving", "BeerMessage.PlayerLeft", "BeerMessage.Welcome",
        "BeerMessage.Refused", "BeerMessage.Ready", "BeerMessage.Ping",
        "BeerMessage.ObjectInformations"), names);
    for (int i = 0; i < 15; i++) {
      assertEquals(i, union.variants().get(i).tag());
      assertFalse(union.variants().get(i).unknown());
    }
  }

  @Test
  void aVariantsLayoutIsReachedThroughItsReference() {
    MessageLayout position = union.variants().get(0).layout().layout();
    RecordLayout r = assertInstanceOf(RecordLayout.class, position);
    assertEquals("io.framewright.protocol.beer.BeerMessage.ObjectPosition", r.type());
    assertEquals(8, r.fixedSize());
    assertEquals(List.of("id", "x", "y"), r.fields().stream().map(WireField::name).toList());
    assertEquals(WireField.Kind.UNSIGNED, r.field("id").kind());
    assertEquals(32, r.field("id").bits());
    assertEquals(WireField.Kind.SIGNED, r.field("y").kind());
    assertEquals(48, r.field("y").bitOffset());

    RecordLayout event = (RecordLayout) union.variants().get(3).layout().layout();
    WireField arguments = event.field("arguments");
    assertEquals(WireField.Kind.BYTES, arguments.kind());
    assertEquals(Size.Extent.REST, arguments.size().extent());
  }

  @Test
  void theTableShowsTheFraming() {
    String table = Framewright.codec(BeerMessage.class).layout();
    assertEquals("magic: 42 45 45 52\ntag: 32 bits, unsigned, little-endian\n\n0x0"
        + " ".repeat(10) + "BeerMessage.ObjectPosition\n", table.substring(0, table.indexOf("0x1 ")));
    assertTrue(table.endsWith("0xE          BeerMessage.ObjectInformations\n\nterminator: 0d 0a\n"),
        table);
  }
}
