package io.framewright.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.HexFormat;
import org.junit.jupiter.api.Test;

class InternetChecksumTest {
  /**
   * An IPv4 header (the example of Wikipedia's "Internet checksum" article): 20 bytes, its
   * checksum field (bytes 10 and 11) zeroed for computing; the checksum is b8 61.
   */
  private static final byte[] HEADER_ZEROED =
      HexFormat.of().parseHex("450000730000400040110000c0a80001c0a800c7");
  private static final byte[] HEADER =
      HexFormat.of().parseHex("45000073000040004011b861c0a80001c0a800c7");

  private static long of(byte[] b) {
    InternetChecksum c = new InternetChecksum();
    c.update(b, 0, b.length);
    return c.getValue();
  }

  @Test
  void anIpv4HeaderChecksum() {
    assertEquals(0xB861, of(HEADER_ZEROED));
  }

  @Test
  void aHeaderWithItsChecksumSumsToZero() {
    assertEquals(0, of(HEADER));
  }

  /** RFC 1071 section 3's example: 00 01 f2 03 f4 f5 f6 f7 sum to ddf2; the checksum is 220d. */
  @Test
  void theRfcExample() {
    assertEquals(0x220D, of(HexFormat.of().parseHex("0001f203f4f5f6f7")));
  }

  /** An odd last byte is the high half of a word whose low half is zero. */
  @Test
  void anOddLengthIsPaddedWithZero() {
    // 0x0102 + 0x0300 = 0x0402, complement 0xfbfd; the same with the zero byte written out
    assertEquals(0xFBFD, of(HexFormat.of().parseHex("010203")));
    assertEquals(0xFBFD, of(HexFormat.of().parseHex("01020300")));
  }

  @Test
  void bytesMayComeInAnyUpdates() {
    for (int cut = 0; cut <= HEADER_ZEROED.length; cut++) {
      InternetChecksum c = new InternetChecksum();
      c.update(HEADER_ZEROED, 0, cut);
      for (int i = cut; i < HEADER_ZEROED.length; i++) {
        if (i % 3 == 0) {
          c.update(HEADER_ZEROED[i]);
        } else {
          c.update(HEADER_ZEROED, i, 1);
        }
      }
      assertEquals(0xB861, c.getValue(), "cut at " + cut);
    }
  }

  @Test
  void resetStartsOver() {
    InternetChecksum c = new InternetChecksum();
    c.update(new byte[] {1, 2, 3}, 0, 3);
    c.reset();
    c.update(HEADER_ZEROED, 0, HEADER_ZEROED.length);
    assertEquals(0xB861, c.getValue());
  }

  /** The sum is folded when read: 65,536 words of ffff still give the right value. */
  @Test
  void carriesAreFolded() {
    byte[] ones = new byte[131_072];
    java.util.Arrays.fill(ones, (byte) 0xFF);
    assertEquals(0, of(ones)); // ones' complement sum of ffff words is ffff
    assertEquals(0xFFFF, of(new byte[4]));
  }

  @Test
  void aSliceOutsideTheArrayIsRefused() {
    assertThrows(IndexOutOfBoundsException.class,
        () -> new InternetChecksum().update(new byte[4], 2, 3));
  }
}
