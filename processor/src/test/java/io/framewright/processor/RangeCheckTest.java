package io.framewright.processor;

import static com.google.common.truth.Truth.assertWithMessage;

import io.framewright.runtime.EncodeException;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Encoders check a narrow field with one shift and test ({@code (v >>> bits) != 0}, with
 * {@code 2^(bits-1)} added first for a signed field) instead of two compares: every value at
 * the edges of each width goes in, every value just outside (and the Java type's own extremes,
 * where a wrapped sum could hide one) is refused naming the field and the range. Bytes written
 * out by hand: big-endian, most significant bit first (the defaults, reference "Bit fields").
 */
class RangeCheckTest {
  private static final JavaFileObject SOURCES = Compilations.type("Ranges",
      "@Message record Ranges(",
      "    @Field(bits = 6, signed = true) int heading,",
      "    @Field(bits = 2) int two,",
      "    @Field(bits = 3, signed = true) byte tiny,",
      "    @Field(bits = 5) short five,",
      "    @Field(bits = 40, signed = true) long big,",
      "    @Field(bits = 32) long u32,",
      "    @Count(2) @Field(bits = 24, signed = true) int[] deltas) {}");

  private static Object ranges(GeneratedClasses loader, int heading, int two, byte tiny,
      short five, long big, long u32, int[] deltas) throws ReflectiveOperationException {
    return loader.make("Ranges", heading, two, tiny, five, big, u32, deltas);
  }

  @Test
  void theEdgesOfEveryWidthAreEncoded() throws Exception {
    GeneratedClasses loader = GeneratedClasses.load(SOURCES);
    // heading -32 = 100000, two 3 = 11: 1000 0011 | tiny -4 = 100, five 31 = 11111: 1001 1111
    // | big -2^39: 80 00 00 00 00 | u32 ffffffff | deltas -2^23: 80 00 00, 2^23 - 1: 7f ff ff
    loader.assertWire("Ranges", ranges(loader, -32, 3, (byte) -4, (short) 31, -(1L << 39),
        0xFFFF_FFFFL, new int[] {-(1 << 23), (1 << 23) - 1}),
        "83 9f 80 00 00 00 00 ff ff ff ff 80 00 00 7f ff ff");
    // heading 31 = 011111, two 0: 0111 1100 | tiny 3 = 011, five 0: 0110 0000
    // | big 2^39 - 1: 7f ff ff ff ff | u32 0 | deltas 2^23 - 1: 7f ff ff, -2^23: 80 00 00
    loader.assertWire("Ranges", ranges(loader, 31, 0, (byte) 3, (short) 0, (1L << 39) - 1, 0,
        new int[] {(1 << 23) - 1, -(1 << 23)}),
        "7c 60 7f ff ff ff ff 00 00 00 00 7f ff ff 80 00 00");
  }

  @Test
  void aValueJustOutsideOrAtItsTypesExtremeIsRefused() throws Exception {
    GeneratedClasses loader = GeneratedClasses.load(SOURCES);
    int[] ok = {0, 0};
    for (int v : new int[] {32, -33, Integer.MIN_VALUE, Integer.MAX_VALUE}) {
      refused(loader, ranges(loader, v, 0, (byte) 0, (short) 0, 0, 0, ok), "heading",
          Integer.toString(v), "does not fit 6 signed bits (-32..31)");
    }
    for (int v : new int[] {-1, 4, Integer.MIN_VALUE, Integer.MAX_VALUE}) {
      refused(loader, ranges(loader, 0, v, (byte) 0, (short) 0, 0, 0, ok), "two",
          Integer.toString(v), "does not fit 2 unsigned bits (0..3)");
    }
    for (byte v : new byte[] {4, -5, Byte.MIN_VALUE, Byte.MAX_VALUE}) {
      refused(loader, ranges(loader, 0, 0, v, (short) 0, 0, 0, ok), "tiny",
          Byte.toString(v), "does not fit 3 signed bits (-4..3)");
    }
    for (short v : new short[] {32, -1, Short.MIN_VALUE, Short.MAX_VALUE}) {
      refused(loader, ranges(loader, 0, 0, (byte) 0, v, 0, 0, ok), "five",
          Short.toString(v), "does not fit 5 unsigned bits (0..31)");
    }
    for (long v : new long[] {1L << 39, -(1L << 39) - 1, Long.MIN_VALUE, Long.MAX_VALUE}) {
      refused(loader, ranges(loader, 0, 0, (byte) 0, (short) 0, v, 0, ok), "big",
          Long.toString(v), "does not fit 40 signed bits (-549755813888..549755813887)");
    }
    for (long v : new long[] {-1, 1L << 32, Long.MIN_VALUE, Long.MAX_VALUE}) {
      refused(loader, ranges(loader, 0, 0, (byte) 0, (short) 0, 0, v, ok), "u32",
          Long.toString(v), "does not fit 32 unsigned bits (0..4294967295)");
    }
    for (int v : new int[] {1 << 23, -(1 << 23) - 1, Integer.MIN_VALUE, Integer.MAX_VALUE}) {
      refused(loader, ranges(loader, 0, 0, (byte) 0, (short) 0, 0, 0, new int[] {0, v}),
          "deltas[1]", Integer.toString(v), "does not fit 24 signed bits (-8388608..8388607)");
    }
  }

  private static void refused(GeneratedClasses loader, Object value, String path, String found,
      String problem) throws ReflectiveOperationException {
    EncodeException e = loader.encodeFails("Ranges", value);
    assertWithMessage("%s = %s", path, found).that(e.fieldPath()).isEqualTo("Ranges." + path);
    assertWithMessage("%s = %s", path, found).that(e.value()).isEqualTo(found);
    assertWithMessage("%s = %s", path, found).that(e.problem()).isEqualTo(problem);
  }
}
