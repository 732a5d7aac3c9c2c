package io.framewright.runtime.internal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.framewright.runtime.Hex;
import java.util.Arrays;
import java.util.Random;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Bit fields at every bit offset 0..7 and a spread of widths, compared with a bit-by-bit reference
 * implementation written here (an independent oracle), on random buffers with a fixed seed. Spans
 * with {@code bit + width > 64} cover nine bytes.
 */
class BitsTest {
  private static final int[] WIDTHS = {1, 7, 8, 13, 32, 57, 63, 64};
  private static final int TRIALS = 50;

  static Stream<Arguments> bitAndWidth() {
    return IntStream.range(0, 8).boxed()
        .flatMap(bit -> Arrays.stream(WIDTHS).mapToObj(w -> Arguments.of(bit, w)));
  }

  // --- the oracle: one bit at a time -----------------------------------------------------------

  /** Bit {@code i} of the field, counted from the field's start in MSB-first order. */
  private static int refBitMsb(byte[] b, int p, int pos) {
    return (b[p + pos / 8] >> (7 - pos % 8)) & 1;
  }

  private static int refBitLsb(byte[] b, int p, int pos) {
    return (b[p + pos / 8] >> (pos % 8)) & 1;
  }

  static long refGetMsb(byte[] b, int p, int bit, int width) {
    long v = 0;
    for (int i = 0; i < width; i++) {
      v = (v << 1) | refBitMsb(b, p, bit + i);
    }
    return v;
  }

  static long refGetLsb(byte[] b, int p, int bit, int width) {
    long v = 0;
    for (int i = 0; i < width; i++) {
      v |= (long) refBitLsb(b, p, bit + i) << i;
    }
    return v;
  }

  static void refPutMsb(byte[] b, int p, int bit, int width, long v) {
    for (int i = 0; i < width; i++) {
      int pos = bit + i;
      int x = (int) (v >>> (width - 1 - i)) & 1;
      int shift = 7 - pos % 8;
      b[p + pos / 8] = (byte) ((b[p + pos / 8] & ~(1 << shift)) | (x << shift));
    }
  }

  static void refPutLsb(byte[] b, int p, int bit, int width, long v) {
    for (int i = 0; i < width; i++) {
      int pos = bit + i;
      int x = (int) (v >>> i) & 1;
      int shift = pos % 8;
      b[p + pos / 8] = (byte) ((b[p + pos / 8] & ~(1 << shift)) | (x << shift));
    }
  }

  private static int spanBytes(int bit, int width) {
    return (bit + width + 7) / 8;
  }

  /** Offsets to test: one inside a larger buffer, one where the span ends the array exactly. */
  private static int[] offsets(int len, int bit, int width) {
    return new int[] {3, len - spanBytes(bit, width)};
  }

  private static Random random(int bit, int width) {
    return new Random(0x5EED_0000L + bit * 100L + width);
  }

  // --- getters -------------------------------------------------------------------------------

  @ParameterizedTest(name = "bit={0} width={1}")
  @MethodSource("bitAndWidth")
  void getMsbMatchesBitByBitReference(int bit, int width) {
    Random rnd = random(bit, width);
    for (int t = 0; t < TRIALS; t++) {
      byte[] b = new byte[16];
      rnd.nextBytes(b);
      for (int p : offsets(b.length, bit, width)) {
        assertEquals(refGetMsb(b, p, bit, width), Bits.getMsb(b, p, bit, width),
            () -> "p=" + p + " in " + Hex.compact(b));
      }
    }
  }

  @ParameterizedTest(name = "bit={0} width={1}")
  @MethodSource("bitAndWidth")
  void getLsbMatchesBitByBitReference(int bit, int width) {
    Random rnd = random(bit, width);
    for (int t = 0; t < TRIALS; t++) {
      byte[] b = new byte[16];
      rnd.nextBytes(b);
      for (int p : offsets(b.length, bit, width)) {
        assertEquals(refGetLsb(b, p, bit, width), Bits.getLsb(b, p, bit, width),
            () -> "p=" + p + " in " + Hex.compact(b));
      }
    }
  }

  @ParameterizedTest(name = "bit={0} width={1}")
  @MethodSource("bitAndWidth")
  void getOfAllOnesIsTheMask(int bit, int width) {
    byte[] b = new byte[12];
    Arrays.fill(b, (byte) 0xFF);
    long ones = width == 64 ? -1L : (1L << width) - 1;
    assertEquals(ones, Bits.getMsb(b, 1, bit, width));
    assertEquals(ones, Bits.getLsb(b, 1, bit, width));
  }

  // --- setters -------------------------------------------------------------------------------

  @ParameterizedTest(name = "bit={0} width={1}")
  @MethodSource("bitAndWidth")
  void putMsbMatchesReferenceAndKeepsOtherBits(int bit, int width) {
    Random rnd = random(bit, width);
    for (int t = 0; t < TRIALS; t++) {
      byte[] b = new byte[16];
      rnd.nextBytes(b);
      long v = rnd.nextLong(); // bits above width must be ignored
      for (int p : offsets(b.length, bit, width)) {
        byte[] want = b.clone();
        refPutMsb(want, p, bit, width, v);
        byte[] got = b.clone();
        Bits.putMsb(got, p, bit, width, v);
        assertArrayEquals(want, got,
            () -> "p=" + p + " v=" + Long.toHexString(v) + " into " + Hex.compact(b));
        assertEquals(refGetMsb(want, p, bit, width), Bits.getMsb(got, p, bit, width));
      }
    }
  }

  @ParameterizedTest(name = "bit={0} width={1}")
  @MethodSource("bitAndWidth")
  void putLsbMatchesReferenceAndKeepsOtherBits(int bit, int width) {
    Random rnd = random(bit, width);
    for (int t = 0; t < TRIALS; t++) {
      byte[] b = new byte[16];
      rnd.nextBytes(b);
      long v = rnd.nextLong();
      for (int p : offsets(b.length, bit, width)) {
        byte[] want = b.clone();
        refPutLsb(want, p, bit, width, v);
        byte[] got = b.clone();
        Bits.putLsb(got, p, bit, width, v);
        assertArrayEquals(want, got,
            () -> "p=" + p + " v=" + Long.toHexString(v) + " into " + Hex.compact(b));
        assertEquals(refGetLsb(want, p, bit, width), Bits.getLsb(got, p, bit, width));
      }
    }
  }

  /** All-ones and all-zeros fields into buffers of the opposite pattern: nothing else moves. */
  @ParameterizedTest(name = "bit={0} width={1}")
  @MethodSource("bitAndWidth")
  void putExtremesKeepSurroundingBits(int bit, int width) {
    for (boolean msb : new boolean[] {true, false}) {
      byte[] zeros = new byte[12];
      byte[] ones = new byte[12];
      Arrays.fill(ones, (byte) 0xFF);
      byte[] wantOnes = zeros.clone();
      byte[] wantZeros = ones.clone();
      if (msb) {
        refPutMsb(wantOnes, 2, bit, width, -1L);
        refPutMsb(wantZeros, 2, bit, width, 0L);
        Bits.putMsb(zeros, 2, bit, width, -1L);
        Bits.putMsb(ones, 2, bit, width, 0L);
      } else {
        refPutLsb(wantOnes, 2, bit, width, -1L);
        refPutLsb(wantZeros, 2, bit, width, 0L);
        Bits.putLsb(zeros, 2, bit, width, -1L);
        Bits.putLsb(ones, 2, bit, width, 0L);
      }
      assertArrayEquals(wantOnes, zeros, "msb=" + msb);
      assertArrayEquals(wantZeros, ones, "msb=" + msb);
    }
  }

  // --- hand-written exact bytes --------------------------------------------------------------

  @Test
  void putMsbSmallFieldIntoZeroByte() {
    byte[] b = new byte[1];
    Bits.putMsb(b, 0, 2, 3, 0b101);
    assertArrayEquals(new byte[] {0x28}, b); // 0b0010_1000
  }

  @Test
  void putLsbSmallFieldIntoZeroByte() {
    byte[] b = new byte[1];
    Bits.putLsb(b, 0, 2, 3, 0b101);
    assertArrayEquals(new byte[] {0x14}, b); // 0b0001_0100
  }

  @Test
  void putMsbSmallFieldIntoOnesKeepsNeighbours() {
    byte[] b = {(byte) 0xFF, (byte) 0xFF};
    Bits.putMsb(b, 1, 2, 3, 0b010);
    assertArrayEquals(new byte[] {(byte) 0xFF, (byte) 0xD7}, b); // 0b1101_0111
  }

  @Test
  void getSmallFields() {
    assertEquals(0b101, Bits.getMsb(new byte[] {0x28}, 0, 2, 3));
    assertEquals(0b101, Bits.getLsb(new byte[] {0x14}, 0, 2, 3));
    // 13 bits from bit 5 of 0x07 0xFF 0x80: MSB-first 111 11111111 10 = 0x1FFE
    assertEquals(0x1FFE, Bits.getMsb(new byte[] {0x07, (byte) 0xFF, (byte) 0x80}, 0, 5, 13));
  }

  @Test
  void putMsbFieldStraddlingBytes() {
    byte[] b = new byte[3];
    // 13 bits 1_0110_0111_0001 (0x1671) from bit 5: 00000101 10011100 01000000
    Bits.putMsb(b, 0, 5, 13, 0x1671);
    assertArrayEquals(new byte[] {0x05, (byte) 0x9C, 0x40}, b);
  }

  @Test
  void putLsbFieldStraddlingBytes() {
    byte[] b = new byte[3];
    // 0x1671 << 5 = 0x2CE20 -> little-endian 20 ce 02
    Bits.putLsb(b, 0, 5, 13, 0x1671);
    assertArrayEquals(new byte[] {0x20, (byte) 0xCE, 0x02}, b);
  }

  @Test
  void putMsbNineByteSpan() {
    long v = 0x0123456789ABCDEFL;
    byte[] zeros = new byte[9];
    Bits.putMsb(zeros, 0, 4, 64, v);
    assertArrayEquals(BytesTest.hexBytes("00 12 34 56 78 9a bc de f0"), zeros);

    byte[] ones = new byte[9];
    Arrays.fill(ones, (byte) 0xFF);
    Bits.putMsb(ones, 0, 4, 64, v);
    assertArrayEquals(BytesTest.hexBytes("f0 12 34 56 78 9a bc de ff"), ones);
    assertEquals(v, Bits.getMsb(ones, 0, 4, 64));
  }

  @Test
  void putLsbNineByteSpan() {
    long v = 0xF123456789ABCDEFL;
    byte[] zeros = new byte[9];
    Bits.putLsb(zeros, 0, 4, 64, v);
    // v << 4 as a 68-bit number is 0xF_1234_5678_9ABC_DEF0, little-endian
    assertArrayEquals(BytesTest.hexBytes("f0 de bc 9a 78 56 34 12 0f"), zeros);

    byte[] ones = new byte[9];
    Arrays.fill(ones, (byte) 0xFF);
    Bits.putLsb(ones, 0, 4, 64, v);
    assertArrayEquals(BytesTest.hexBytes("ff de bc 9a 78 56 34 12 ff"), ones);
    assertEquals(v, Bits.getLsb(ones, 0, 4, 64));
  }

  @Test
  void getNineByteSpans() {
    byte[] b = BytesTest.hexBytes("aa 81 23 45 67 89 ab cd ef 80 55");
    // MSB-first, bit 1 width 64 from index 1: (0x8123456789ABCDEF80 >>> 7), low 64 bits
    assertEquals(0x02468ACF13579BDFL, Bits.getMsb(b, 1, 1, 64));
    // LSB-first, bit 7 width 63 from index 1: 0x80EFCDAB8967452381 >>> 7, low 63 bits
    assertEquals(0x01DF9B5712CE8A47L, Bits.getLsb(b, 1, 7, 63));
  }

  @Test
  void mask() {
    assertEquals(0x1L, Bits.mask(1));
    assertEquals(0x7FL, Bits.mask(7));
    assertEquals(0x1FFFL, Bits.mask(13));
    assertEquals(0xFFFF_FFFFL, Bits.mask(32));
    assertEquals(0x7FFF_FFFF_FFFF_FFFFL, Bits.mask(63));
    assertEquals(0xFFFF_FFFF_FFFF_FFFFL, Bits.mask(64));
  }
}
