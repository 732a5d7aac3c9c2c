package io.framewright.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.framewright.examples.layouts.AllTypesCodec;
import io.framewright.examples.layouts.Arrays3Codec;
import io.framewright.examples.layouts.Packed;
import io.framewright.examples.layouts.PackedCodec;
import io.framewright.examples.layouts.WrapperCodec;
import io.framewright.examples.variable.NamedCodec;
import io.framewright.runtime.DecodeException;
import io.framewright.runtime.Hex;
import io.framewright.runtime.WireReader;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** Bad input is a {@link DecodeException} that names the field and the offset. */
class DecodeErrorsTest {

  private static final byte[] PACKED = Hex.parse("b5 57 c3 c3 e1 44 33 22 11 55 66 77 88");

  @Test
  void truncatedAtEveryLengthNamesTheFieldCutShort() {
    // Field starts: a bit 0, b bit 3, c bit 13, d bit 14, e bit 34, le byte 5, be byte 9.
    String[] field = {"a", "b", "d", "d", "d", "le", "le", "le", "le", "be", "be", "be", "be"};
    long[] bit = {0, 3, 14, 14, 14, 40, 40, 40, 40, 72, 72, 72, 72};
    for (int len = 0; len < PACKED.length; len++) {
      int n = len;
      DecodeException e = assertThrows(DecodeException.class,
          () -> PackedCodec.INSTANCE.decode(PACKED, 0, n), "length " + len);
      assertEquals("Packed." + field[len], e.fieldPath(), "length " + len);
      assertEquals(bit[len], e.bitOffset(), "length " + len);
      assertEquals(bit[len] / 8, e.byteOffset(), "length " + len);
      assertTrue(e.found().startsWith("end of input"), e.getMessage());
    }
  }

  @Test
  void truncatedInsideANestedMessageNamesTheNestedField() {
    // tag(8) first.color(4) first.level(12) second.color(4) second.level(12)
    byte[] wire = Hex.parse("09 70 05 ef ff");
    String[] field = {"tag", "first.color", "first.level", "second.color", "second.level"};
    for (int len = 0; len < wire.length; len++) {
      int n = len;
      DecodeException e = assertThrows(DecodeException.class,
          () -> WrapperCodec.INSTANCE.decode(wire, 0, n));
      assertEquals("Wrapper." + field[len], e.fieldPath());
    }
  }

  @Test
  void offsetsAreRelativeToTheSliceDecoded() {
    byte[] framed = new byte[3 + 5];
    System.arraycopy(Hex.parse("09 70 05 ef ff"), 0, framed, 3, 5);
    framed[4] = 0x30; // first.color = 3: no Color has wire value 3
    DecodeException e = assertThrows(DecodeException.class,
        () -> WrapperCodec.INSTANCE.decode(framed, 3, 5));
    assertEquals("Wrapper.first.color", e.fieldPath());
    assertEquals(1, e.byteOffset());
    assertEquals("3", e.found());
    assertEquals("a wire value of Color (-2, 0, 7)", e.expected());
    assertEquals("09 [30] 05 ef ff", e.hexExcerpt());
  }

  @Test
  void unknownEnumValueInAnArrayNamesTheElement() {
    byte[] wire = Hex.parse("1f 010203 1e61 0000 ffff 0100 fe05 eabc 0001 ffffffffffffffff");
    DecodeException e = assertThrows(DecodeException.class,
        () -> Arrays3Codec.INSTANCE.decode(wire));
    assertEquals("Arrays3.colors[1]", e.fieldPath());
    assertEquals(13, e.byteOffset());
    assertEquals("5", e.found());
  }

  @Test
  void booleansAreZeroOrOne() {
    byte[] wire = new byte[30];
    wire[0] = 2;
    DecodeException e = assertThrows(DecodeException.class,
        () -> AllTypesCodec.INSTANCE.decode(wire));
    assertEquals("AllTypes.bool", e.fieldPath());
    assertEquals("0 or 1", e.expected());
    assertEquals("2", e.found());

    byte[] arrays = Hex.parse("1f 010203 1e61 0000 ffff 01ff fe07 eabc 0001 ffffffffffffffff");
    e = assertThrows(DecodeException.class, () -> Arrays3Codec.INSTANCE.decode(arrays));
    assertEquals("Arrays3.flags[1]", e.fieldPath());
    assertEquals(11, e.byteOffset());
  }

  @Test
  void trailingBytesAreAnError() {
    byte[] longer = Arrays.copyOf(PACKED, PACKED.length + 2);
    DecodeException e = assertThrows(DecodeException.class,
        () -> PackedCodec.INSTANCE.decode(longer));
    assertEquals(13, e.byteOffset());
    assertEquals("2 more byte(s)", e.found());
  }

  @Test
  void readerDecodesConsecutiveMessagesAndStopsAtTheTruncatedOne() {
    byte[] three = new byte[PACKED.length * 3 - 4];
    System.arraycopy(PACKED, 0, three, 0, PACKED.length);
    System.arraycopy(PACKED, 0, three, PACKED.length, PACKED.length);
    System.arraycopy(PACKED, 0, three, PACKED.length * 2, PACKED.length - 4);
    WireReader in = new WireReader(three);
    Packed first = PackedCodec.INSTANCE.read(in);
    Packed second = PackedCodec.INSTANCE.read(in);
    assertEquals(first, second);
    assertEquals(26, in.position());
    DecodeException e = assertThrows(DecodeException.class, () -> PackedCodec.INSTANCE.read(in));
    assertEquals("Packed.be", e.fieldPath());
    assertEquals(26 + 9, e.byteOffset());
    assertEquals(26, in.position(), "a failed read consumes nothing");
  }

  @Test
  void messageTextShowsWhereAndWhat() {
    DecodeException e = assertThrows(DecodeException.class,
        () -> PackedCodec.INSTANCE.decode(PACKED, 0, 2));
    assertEquals("Packed.d at byte 1 (bit 14): expected 20 bits but found end of input after"
        + " 2 bits\n  b5 [57]", e.getMessage());
  }

  @Test
  void aByteAfterTheEndOfAFixedLengthStringIsAnError() {
    // Found by the ExamplesFuzzTest checks: name "" then 01 inside the padding was dropped, so
    // the value re-encoded as 00000000 00000000 feff0300.
    DecodeException e = assertThrows(DecodeException.class,
        () -> NamedCodec.INSTANCE.decode(Hex.parse("00000000 01000000 feff0300")));
    assertEquals("Named.name", e.fieldPath());
    assertEquals(4, e.byteOffset());
    // zero padding after the text is fine
    assertEquals("ab", NamedCodec.INSTANCE.decode(Hex.parse("61620000 00000000 00000001"))
        .name());
  }
}
