package io.framewright.examples;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.framewright.examples.layouts.Arrays3;
import io.framewright.examples.layouts.Arrays3Codec;
import io.framewright.examples.layouts.Color;
import io.framewright.examples.layouts.Inner;
import io.framewright.examples.layouts.Narrow;
import io.framewright.examples.layouts.NarrowCodec;
import io.framewright.examples.layouts.Packed;
import io.framewright.examples.layouts.PackedCodec;
import io.framewright.examples.layouts.Wrapper;
import io.framewright.examples.layouts.WrapperCodec;
import io.framewright.runtime.EncodeException;
import java.nio.ByteBuffer;
import org.junit.jupiter.api.Test;

/** Values that do not fit are {@link EncodeException}s naming the field; never truncated. */
class EncodeErrorsTest {

  private static EncodeException fails(Runnable encode) {
    return assertThrows(EncodeException.class, encode::run);
  }

  @Test
  void unsignedFieldsRejectTooLargeAndNegative() {
    EncodeException e = fails(() -> PackedCodec.INSTANCE.encode(
        new Packed(8, 0, false, 0, 0, 0, 0)));
    assertEquals("Packed.a", e.fieldPath());
    assertEquals("Packed.a: 8 does not fit 3 unsigned bits (0..7)", e.getMessage());

    e = fails(() -> PackedCodec.INSTANCE.encode(new Packed(0, 0, false, -1, 0, 0, 0)));
    assertEquals("Packed.d: -1 does not fit 20 unsigned bits (0..1048575)", e.getMessage());
  }

  @Test
  void everyNarrowFieldIsChecked() {
    Narrow ok = new Narrow(0, 0, (byte) 0, 'a', (short) 0, 0, 0, 0, 0, 0, 0, 0);
    Object[][] cases = {
        {new Narrow(32, 0, (byte) 0, 'a', (short) 0, 0, 0, 0, 0, 0, 0, 0), "u5", "32"},
        {new Narrow(0, 16, (byte) 0, 'a', (short) 0, 0, 0, 0, 0, 0, 0, 0), "s5", "16"},
        {new Narrow(0, -17, (byte) 0, 'a', (short) 0, 0, 0, 0, 0, 0, 0, 0), "s5", "-17"},
        {new Narrow(0, 0, (byte) 32, 'a', (short) 0, 0, 0, 0, 0, 0, 0, 0), "s6", "32"},
        {new Narrow(0, 0, (byte) 0, (char) 128, (short) 0, 0, 0, 0, 0, 0, 0, 0), "ascii", "128"},
        {new Narrow(0, 0, (byte) 0, 'a', (short) 512, 0, 0, 0, 0, 0, 0, 0), "u9", "512"},
        {new Narrow(0, 0, (byte) 0, 'a', (short) -1, 0, 0, 0, 0, 0, 0, 0), "u9", "-1"},
        {new Narrow(0, 0, (byte) 0, 'a', (short) 0, 256, 0, 0, 0, 0, 0, 0), "u8", "256"},
        {new Narrow(0, 0, (byte) 0, 'a', (short) 0, 0, 128, 0, 0, 0, 0, 0), "s8", "128"},
        {new Narrow(0, 0, (byte) 0, 'a', (short) 0, 0, 0, 1 << 24, 0, 0, 0, 0), "u24le",
            "16777216"},
        {new Narrow(0, 0, (byte) 0, 'a', (short) 0, 0, 0, 0, 1 << 23, 0, 0, 0), "s24",
            "8388608"},
        {new Narrow(0, 0, (byte) 0, 'a', (short) 0, 0, 0, 0, 0, 1L << 32, 0, 0), "u32",
            "4294967296"},
        {new Narrow(0, 0, (byte) 0, 'a', (short) 0, 0, 0, 0, 0, 0, 1L << 39, 0), "s40",
            "549755813888"},
        {new Narrow(0, 0, (byte) 0, 'a', (short) 0, 0, 0, 0, 0, 0, 0, -1), "u63", "-1"},
    };
    NarrowCodec.INSTANCE.encode(ok);
    for (Object[] c : cases) {
      EncodeException e = fails(() -> NarrowCodec.INSTANCE.encode((Narrow) c[0]));
      assertEquals("Narrow." + c[1], e.fieldPath());
      assertEquals(c[2], e.value());
    }
  }

  @Test
  void nestedFieldsAndNullsAreNamedWithTheirPath() {
    EncodeException e = fails(() -> WrapperCodec.INSTANCE.encode(
        new Wrapper((byte) 0, new Inner(Color.RED, 1), new Inner(Color.RED, 4096))));
    assertEquals("Wrapper.second.level", e.fieldPath());

    e = fails(() -> WrapperCodec.INSTANCE.encode(
        new Wrapper((byte) 0, null, new Inner(Color.RED, 1))));
    assertEquals("Wrapper.first", e.fieldPath());
    assertEquals("null", e.value());

    e = fails(() -> WrapperCodec.INSTANCE.encode(
        new Wrapper((byte) 0, new Inner(null, 1), new Inner(Color.RED, 1))));
    assertEquals("Wrapper.first.color", e.fieldPath());

    e = fails(() -> WrapperCodec.INSTANCE.encode(null));
    assertEquals("Wrapper", e.fieldPath());
  }

  @Test
  void arraysMustHaveTheirCountAndElementsMustFit() {
    Arrays3 wrongLength = new Arrays3(0, 0, new byte[2], new int[3], new boolean[2],
        new Color[] {Color.RED, Color.RED}, new Inner[] {new Inner(Color.RED, 0),
            new Inner(Color.RED, 0)}, new long[1]);
    EncodeException e = fails(() -> Arrays3Codec.INSTANCE.encode(wrongLength));
    assertEquals("Arrays3.raw", e.fieldPath());
    assertEquals("Arrays3.raw: an array of 2 element(s) does not match the declared count 3",
        e.getMessage());

    Arrays3 nullArray = new Arrays3(0, 0, new byte[3], null, new boolean[2],
        new Color[] {Color.RED, Color.RED}, new Inner[] {new Inner(Color.RED, 0),
            new Inner(Color.RED, 0)}, new long[1]);
    assertEquals("Arrays3.ports",
        fails(() -> Arrays3Codec.INSTANCE.encode(nullArray)).fieldPath());

    Arrays3 bigPort = new Arrays3(0, 0, new byte[3], new int[] {1, 65536, 2}, new boolean[2],
        new Color[] {Color.RED, Color.RED}, new Inner[] {new Inner(Color.RED, 0),
            new Inner(Color.RED, 0)}, new long[1]);
    e = fails(() -> Arrays3Codec.INSTANCE.encode(bigPort));
    assertEquals("Arrays3.ports[1]", e.fieldPath());

    Arrays3 nullColor = new Arrays3(0, 0, new byte[3], new int[3], new boolean[2],
        new Color[] {Color.RED, null}, new Inner[] {new Inner(Color.RED, 0),
            new Inner(Color.RED, 0)}, new long[1]);
    assertEquals("Arrays3.colors[1]",
        fails(() -> Arrays3Codec.INSTANCE.encode(nullColor)).fieldPath());

    Arrays3 badInner = new Arrays3(0, 0, new byte[3], new int[3], new boolean[2],
        new Color[] {Color.RED, Color.RED}, new Inner[] {new Inner(Color.RED, 0),
            new Inner(Color.RED, -1)}, new long[1]);
    assertEquals("Arrays3.inners[1].level",
        fails(() -> Arrays3Codec.INSTANCE.encode(badInner)).fieldPath());
  }

  @Test
  void bufferTooSmallWritesNothing() {
    Packed value = new Packed(1, 2, true, 3, 4, 5, 6);
    byte[] buf = new byte[20];
    EncodeException e = fails(() -> PackedCodec.INSTANCE.encode(value, buf, 8));
    assertEquals("Packed: 13 byte(s) do not fit the 12 byte(s) left in the buffer",
        e.getMessage());
    assertArrayEquals(new byte[20], buf);
    assertEquals(13, PackedCodec.INSTANCE.encode(value, buf, 7));

    ByteBuffer small = ByteBuffer.allocate(12);
    fails(() -> PackedCodec.INSTANCE.encode(value, small));
    assertEquals(0, small.position());
  }
}
