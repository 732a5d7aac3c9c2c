package io.framewright.processor;

import static com.google.common.truth.Truth.assertThat;
import static io.framewright.processor.Compilations.type;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.framewright.runtime.Codec;
import io.framewright.runtime.DecodeException;
import io.framewright.runtime.EncodeException;
import io.framewright.runtime.layout.MessageLayout;
import io.framewright.runtime.layout.UnionLayout;
import java.util.List;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Issue 30, item 10: an {@code @UnknownTag} variant of declared shape, its tag component first,
 * then a layout as a known variant's: it ends where that layout ends, so a list of TLV entries
 * keeps an unknown one and goes on to the next. Bytes by hand: a 16-bit big-endian type, a
 * 16-bit length, that many bytes (as TLS's extensions, RFC 8446 section 4.2).
 */
class DeclaredCatchAllTest {
  private static final JavaFileObject[] SOURCES = {
      type("Ext", "@Message @View @Union(bits = 16)",
          "sealed interface Ext permits Ext.Name, Ext.Other {",
          "  @View @Tag(0) record Name(@Length(bits = 16) byte[] host) implements Ext {}",
          "  @UnknownTag record Other(int type, @Length(bits = 16) byte[] data)"
              + " implements Ext {}",
          "}"),
      type("Exts", "@Message @View",
          "record Exts(@Length(bits = 16) java.util.List<Ext> exts, byte after) {}"),
      // A packed tag: 4 bits of tag, then the catch-all's 4 bits and a counted byte[].
      type("Nib", "@Message @View @Union(bits = 4)",
          "sealed interface Nib permits Nib.One, Nib.Rest {",
          "  @View @Tag(1) record One(@Field(bits = 4) int x) implements Nib {}",
          "  @UnknownTag record Rest(byte kind, @Field(bits = 4) int low,"
              + " @Count(bits = 8) byte[] data) implements Nib {}",
          "}"),
      // A varint tag, and a long tag component for it.
      type("Vt", "@Message @View @Union(varint = true)",
          "sealed interface Vt permits Vt.Zero, Vt.Any {",
          "  @View @Tag(0) record Zero() implements Vt {}",
          "  @UnknownTag record Any(long type, short value) implements Vt {}",
          "}"),
      // A terminator after each union: the catch-all's bytes after its tag are searched.
      type("Line", "@Message @View @Union(bits = 8) @Delimited(terminator = {0x0a})",
          "sealed interface Line permits Line.Empty, Line.Text {",
          "  @View @Tag(0x30) record Empty() implements Line {}",
          "  @UnknownTag record Text(byte first, @Remaining byte[] rest) implements Line {}",
          "}"),
  };

  private static GeneratedClasses compiled() {
    return DelimitedWideTextTest.compiled(SOURCES);
  }

  private static byte[] bytes(String hex) {
    return DelimitedWideTextTest.bytes(hex);
  }

  /** {@code hex} decodes to {@code value}, which encodes to it and measures its length. */
  private static void same(GeneratedClasses c, String message, String hex, Object value)
      throws Exception {
    Codec<Object> codec = c.codec(message);
    assertThat(GeneratedClasses.describe(codec.decode(bytes(hex))))
        .isEqualTo(GeneratedClasses.describe(value));
    assertThat(codec.encode(value)).isEqualTo(bytes(hex));
    assertThat(codec.size(value)).isEqualTo(bytes(hex).length);
  }

  @Test
  void anUnknownEntryKeepsItsLengthAndTheListGoesOn() throws Exception {
    GeneratedClasses c = compiled();
    //                                  list 17 bytes | type 0, 2 bytes "ab" | type 0x0a0b,
    //                                  3 bytes 010203 | type 0xffff, none | after 07
    DelimitedWideTextTest.roundTrip(c, "Exts",
        "0011  0000 0002 6162  0a0b 0003 010203  ffff 0000  07",
        List.of(c.make("Ext$Name", (Object) new byte[] {'a', 'b'}),
            c.make("Ext$Other", 0x0a0b, new byte[] {1, 2, 3}),
            c.make("Ext$Other", 0xffff, new byte[0])),
        (byte) 7);
    // On its own: the catch-all's length ends it, not the end of the input.
    same(c, "Ext", "0033 0001 99",
        c.make("Ext$Other", 0x33, new byte[] {(byte) 0x99}));
    Codec<Object> ext = c.codec("Ext");
    // Bytes after its declared data are not the catch-all's.
    DecodeException extra = assertThrows(DecodeException.class,
        () -> ext.decode(bytes("0033 0001 99 aa")));
    assertThat(extra.byteOffset()).isEqualTo(5);
    // Every truncation is a DecodeException, inside the list as alone.
    byte[] whole = bytes("0011 0000 0002 6162 0a0b 0003 010203 ffff 0000 07");
    for (int n = 0; n < whole.length; n++) {
      byte[] cut = java.util.Arrays.copyOf(whole, n);
      assertThrows(DecodeException.class, () -> c.codec("Exts").decode(cut), "" + n);
    }
  }

  @Test
  void encodeRefusesAKnownTagOrOneTheTagCanNotHold() throws Exception {
    GeneratedClasses c = compiled();
    Codec<Object> ext = c.codec("Ext");
    EncodeException known = assertThrows(EncodeException.class,
        () -> ext.encode(c.make("Ext$Other", 0, new byte[0])));
    assertThat(known).hasMessageThat().contains("the tag of a known variant");
    EncodeException wide = assertThrows(EncodeException.class,
        () -> ext.encode(c.make("Ext$Other", 0x10000, new byte[0])));
    assertThat(wide).hasMessageThat().contains("Other.tag");
  }

  @Test
  void packedVarintAndTerminatedTags() throws Exception {
    GeneratedClasses c = compiled();
    // Tag 1 in the high nibble: One(x = 5). Tag 0xa: Rest(kind 0xa, low 3, 2 bytes beef).
    same(c, "Nib", "15", c.make("Nib$One", 5));
    same(c, "Nib", "a3 02 beef",
        c.make("Nib$Rest", (byte) 0xa, 3, new byte[] {(byte) 0xbe, (byte) 0xef}));
    // Varint tag 300 (ac 02), then a short.
    same(c, "Vt", "00", c.make("Vt$Zero"));
    same(c, "Vt", "ac02 1234", c.make("Vt$Any", 300L,
        (short) 0x1234));
    // 'x' (0x78) is no known tag: the line "xy" up to its LF; the tag itself is read again.
    same(c, "Line", "78 79 0a",
        c.make("Line$Text", (byte) 0x78, new byte[] {0x79}));
    same(c, "Line", "30 0a", c.make("Line$Empty"));
    // The tag byte may be the terminator's: 0x0a then "b" then LF.
    same(c, "Line", "0a 62 0a",
        c.make("Line$Text", (byte) 0x0a, new byte[] {0x62}));
    assertThrows(EncodeException.class, () -> c.codec("Line").encode(
        c.make("Line$Text", (byte) 0x78, new byte[] {0x0a})));
  }

  @Test
  void viewsAgreeWithDecode() throws Exception {
    GeneratedClasses c = compiled();
    GeneratedViews views = new GeneratedViews(c, 30, 300);
    views.agrees("Exts", "0011 0000 0002 6162 0a0b 0003 010203 ffff 0000 07", "0000 01");
    views.agrees("Ext", "0033 0001 99", "0000 0000");
    views.rejects("Ext", "0033 0002 99", "0033 0001 99 aa");
    views.agrees("Nib", "15", "a3 02 beef");
    views.agrees("Vt", "00", "ac02 1234");
    views.agrees("Line", "78 79 0a", "30 0a", "0a 62 0a");
  }

  @Test
  void theDescriptionGivesTheCatchAllItsLayout() throws Exception {
    GeneratedClasses c = compiled();
    UnionLayout u = (UnionLayout) c.codec("Ext").description().orElseThrow();
    UnionLayout.Variant other = u.variants().stream().filter(UnionLayout.Variant::unknown)
        .findFirst().orElseThrow();
    assertThat(other.layout()).isNotNull();
    MessageLayout layout = other.layout().layout();
    // Its tag component first, as wide as the union's tag, then its data's length prefix.
    assertThat(layout.table()).contains("type");
    assertThat(c.codec("Ext").layout()).contains("Other");
  }
}
