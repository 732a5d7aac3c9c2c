package io.framewright.runtime.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.framewright.runtime.InternetChecksum;
import org.junit.jupiter.api.Test;

/**
 * {@link Checksums#computeOver}: the checksum field's bytes inside the range count as zero,
 * wherever the field lies. Internet checksums of 12 34 56 78 9a bc, worked out by hand.
 */
class ChecksumsTest {
  private static final byte[] SIX = {0x12, 0x34, 0x56, 0x78, (byte) 0x9a, (byte) 0xbc};

  private static long over(int from, int to, int field) {
    return Checksums.computeOver(new InternetChecksum(), SIX, from, to, field, 2);
  }

  @Test
  void theFieldInsideTheRangeCountsAsZero() {
    // 1234 + [0000] + 9abc = acf0, complemented 530f.
    assertEquals(0x530f, over(0, 6, 2));
  }

  @Test
  void aFieldOutsideTheRangeIsLeftAlone() {
    // 1234 + 5678 = 68ac, complemented 9753: the field at 4 is past the range's end.
    assertEquals(0x9753, over(0, 4, 4));
    // 5678 + 9abc = f134, complemented 0ecb: the field at 0 is before its start.
    assertEquals(0x0ecb, over(2, 6, 0));
  }

  @Test
  void aFieldHalfInsideTheRange() {
    // Range 0..3, field 2..4: bytes 12 34 [00] pair as 1234 and 00(00): 1234, complemented
    // edcb.
    assertEquals(0xedcb, over(0, 3, 2));
    // Range 3..6, field 2..4: [00] 9a bc pair as 009a and bc(00): 009a + bc00 = bc9a,
    // complemented 4365.
    assertEquals(0x4365, over(3, 6, 2));
  }

  @Test
  void anEmptyRange() {
    assertEquals(0xffff, over(2, 2, 2));
  }
}
