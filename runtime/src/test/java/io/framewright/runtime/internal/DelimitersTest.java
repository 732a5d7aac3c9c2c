package io.framewright.runtime.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The terminator search, which reads eight bytes at a time: a match in every position of a word,
 * matches in a word's tail after the first, bytes next to the sought one (a borrow in the
 * eight-at-a-time test could report them), the tail shorter than a word (read in one load past
 * the end of the search where the array goes on), and the search bounds.
 */
class DelimitersTest {
  /** Test-local hex literal parser. */
  private static byte[] hex(String hex) {
    return BytesTest.hexBytes(hex);
  }

  @ParameterizedTest
  @CsvSource({
      // buffer, from, to, sought byte, expected index
      "'41 42 43 44 45 46 47 48 ff 49', 0, 10, ff, 8",
      "'ff 42 43 44 45 46 47 48 49 4a', 0, 10, ff, 0",
      "'41 42 43 44 45 46 47 ff 49 4a', 0, 10, ff, 7",
      "'41 42 43 44 45 46 47 48 49 4a', 0, 10, ff, -1",
      // 01 right after a 00 is what the borrow of (x - 0101..01) marks too: 00 still comes first
      "'41 00 01 00 01 46 47 48 49 4a', 0, 10, 00, 1",
      "'41 42 43 44 45 46 01 00 49 4a', 0, 10, 00, 7",
      // 01 and fe around the sought ff, no ff in the first word
      "'fe 01 fe 01 fe 01 fe 01 fe ff', 0, 10, ff, 9",
      // the bounds: a match before from or at to is not seen
      "'ff 42 43 44 45 46 47 48 49 4a 4b 4c ff', 1, 12, ff, -1",
      "'ff 42 43 44 45 46 47 48 49 4a 4b 4c ff', 1, 13, ff, 12",
      "'41 42 ff', 0, 3, ff, 2",
      "'41 42 ff', 0, 2, ff, -1",
      // a tail shorter than a word read in one load past to: what lies past to is not seen
      "'41 42 43 ff 45 46 47 48 49', 0, 3, ff, -1",
      "'02 01 03 01 00 ff 00 00', 0, 5, 00, 4",
      "'02 01 03 01 01 00 01 00', 0, 5, 00, -1",
      "'41 41 41 41 41 41 41 41 41 42 00 43 00 00 00 00 00', 8, 11, 00, 10",
      "'0a', 0, 1, 0a, 0",
      "'0a', 1, 1, 0a, -1",
  })
  void findsTheFirstByte(String buffer, int from, int to, String sought, int expected) {
    byte b = hex(sought)[0];
    byte[] buf = hex(buffer);
    assertEquals(expected, Delimiters.indexOf(buf, from, to, b));
    assertEquals(expected, Delimiters.indexOf(buf, from, to, new byte[] {b}));
  }

  /** Every position, every offset into a word, and every byte value as the sought one. */
  @Test
  void agreesWithAByteAtATimeScan() {
    Random random = new Random(18);
    for (int round = 0; round < 20_000; round++) {
      byte[] buf = new byte[random.nextInt(40)];
      for (int i = 0; i < buf.length; i++) {
        // few distinct values, so that matches and their neighbours (b - 1, b + 1) are common
        buf[i] = (byte) (0xFE + random.nextInt(4));
      }
      byte b = (byte) (0xFE + random.nextInt(4));
      int from = buf.length == 0 ? 0 : random.nextInt(buf.length + 1);
      int to = from + random.nextInt(buf.length - from + 1);
      int expected = -1;
      for (int i = from; i < to; i++) {
        if (buf[i] == b) {
          expected = i;
          break;
        }
      }
      assertEquals(expected, Delimiters.indexOf(buf, from, to, b));
    }
  }
}
