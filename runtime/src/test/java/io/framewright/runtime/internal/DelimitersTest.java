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

  @ParameterizedTest
  @CsvSource({
      // buffer, from, to, terminator, its index, whether every byte before it is below 80
      "'41 42 43 00', 0, 4, 00, 3, true",
      "'41 c3 a9 00', 0, 4, 00, 3, false",
      // a byte above 7f after the terminator, in the same word, is not counted
      "'41 42 00 c3 a9 46 47 48 49', 0, 9, 00, 2, true",
      // ... nor one before from
      "'c3 41 42 00 45 46 47 48 49', 1, 9, 00, 3, true",
      // the first word all ASCII, the second's first byte not; the terminator in the tail
      "'61 62 63 64 65 66 67 68 c3 a9 00', 0, 11, 00, 10, false",
      // a terminator above 7f: it is not counted itself
      "'41 42 43 44 45 46 47 48 49 4a ff', 0, 11, ff, 10, true",
      "'41 42 43 44 45 46 47 80 49 4a ff', 0, 11, ff, 10, false",
      // the terminator first
      "'00 c3 a9 41 42 43 44 45 46', 0, 9, 00, 0, true",
  })
  void findsATerminatorAndSeesWhetherTheBytesBeforeAreAscii(String buffer, int from, int to,
      String terminator, int index, boolean ascii) {
    byte[] t = hex(terminator);
    long found = Delimiters.terminatorAtAscii(hex(buffer), 0, to, from, t, Integer.MAX_VALUE, "");
    assertEquals(index, (int) found);
    assertEquals(ascii, found >= 0);
  }

  /** The same index and errors as terminatorAt; the flag as a byte-at-a-time look says. */
  @Test
  void theAsciiSearchAgreesWithTheSearchAndAByteAtATimeLook() {
    Random random = new Random(31);
    byte[] t = {0};
    for (int round = 0; round < 20_000; round++) {
      byte[] buf = new byte[random.nextInt(40)];
      for (int i = 0; i < buf.length; i++) {
        // mostly ASCII letters, some 00 and some bytes above 7f
        int r = random.nextInt(20);
        buf[i] = (byte) (r == 0 ? 0x00 : r == 1 ? 0x80 + random.nextInt(128) : 0x41 + r);
      }
      t[0] = random.nextInt(4) == 0 ? (byte) 0xFF : 0;
      int from = buf.length == 0 ? 0 : random.nextInt(buf.length + 1);
      int to = from + random.nextInt(buf.length - from + 1);
      long max = random.nextInt(4) == 0 ? random.nextInt(8) : Integer.MAX_VALUE;
      Object expected;
      try {
        int at = Delimiters.terminatorAt(buf, 0, to, from, t, 1, max, "x");
        boolean ascii = true;
        for (int i = from; i < at; i++) {
          ascii &= buf[i] >= 0;
        }
        expected = at + (ascii ? "" : " not ascii");
      } catch (io.framewright.runtime.DecodeException e) {
        expected = e.getMessage();
      }
      Object actual;
      try {
        long found = Delimiters.terminatorAtAscii(buf, 0, to, from, t, max, "x");
        actual = (int) found + (found >= 0 ? "" : " not ascii");
      } catch (io.framewright.runtime.DecodeException e) {
        actual = e.getMessage();
      }
      assertEquals(expected, actual);
    }
  }
}
