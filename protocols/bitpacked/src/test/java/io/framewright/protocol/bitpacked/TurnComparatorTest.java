package io.framewright.protocol.bitpacked;

import static io.framewright.protocol.bitpacked.TurnComparator.Relation.NEWER;
import static io.framewright.protocol.bitpacked.TurnComparator.Relation.OUT_OF_DATE;
import static io.framewright.protocol.bitpacked.TurnComparator.Relation.SAME;
import static io.framewright.protocol.bitpacked.TurnComparator.Relation.WRAPPED;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class TurnComparatorTest {
  private final TurnComparator turns = new TurnComparator();

  @Test
  void theTextsExample() {
    // "range = 60000, if your last turn was 65300 and you get 65256, the turn is lower and the
    // difference between us is lower than the range" -> out of date
    assertEquals(60000, turns.range());
    assertEquals(OUT_OF_DATE, turns.relate(65300, 65256));
    assertTrue(turns.isOutOfDate(65300, 65256));
    assertFalse(turns.isNewer(65300, 65256));
    // "in the case where you get 0, the turn is lower but the difference is upper than the
    // range which indicate that the turn loop restart, so it's a packet to be taken into account"
    assertEquals(WRAPPED, turns.relate(65300, 0));
    assertTrue(turns.isNewer(65300, 0));
    assertFalse(turns.isOutOfDate(65300, 0));
  }

  @Test
  void higherAndEqualTurns() {
    assertEquals(NEWER, turns.relate(0, 1));
    assertEquals(NEWER, turns.relate(65534, 65535));
    assertEquals(NEWER, turns.relate(0, 65535), "a higher turn is newer however far ahead");
    assertEquals(SAME, turns.relate(1234, 1234));
    assertFalse(turns.isNewer(1234, 1234));
    assertFalse(turns.isOutOfDate(1234, 1234));
  }

  @Test
  void theBoundaryIsTheRangeItself() {
    // difference exactly 60000: not "upper than the range", so out of date; 60001 wraps
    assertEquals(OUT_OF_DATE, turns.relate(60000, 0));
    assertEquals(WRAPPED, turns.relate(60001, 0));
    assertEquals(OUT_OF_DATE, turns.relate(65535, 5535));
    assertEquals(WRAPPED, turns.relate(65535, 5534));
    assertEquals(OUT_OF_DATE, turns.relate(1, 0));
    assertEquals(OUT_OF_DATE, turns.relate(59999, 0), "below the range, never a wrap");
  }

  @Test
  void aCustomRange() {
    TurnComparator small = new TurnComparator(100);
    assertEquals(OUT_OF_DATE, small.relate(1000, 900));
    assertEquals(WRAPPED, small.relate(1000, 899));
    assertEquals(NEWER, small.relate(1000, 1001));
    TurnComparator one = new TurnComparator(1);
    assertEquals(OUT_OF_DATE, one.relate(5, 4));
    assertEquals(WRAPPED, one.relate(5, 3));
    TurnComparator widest = new TurnComparator(65535);
    assertEquals(OUT_OF_DATE, widest.relate(65535, 0), "nothing ever wraps");
  }

  @Test
  void aSequenceAcrossTheWrap() {
    // a sender counting 65530, 65531 ... 65535, 0, 1 ... with some late duplicates mixed in
    int last = 65530;
    int[] received = {65531, 65529, 65533, 65532, 65535, 0, 1, 2, 1, 0, 5};
    boolean[] taken = {true, false, true, false, true, true, true, true, false, false, true};
    for (int i = 0; i < received.length; i++) {
      boolean newer = turns.isNewer(last, received[i]);
      assertEquals(taken[i], newer, "turn " + received[i] + " after " + last);
      if (newer) {
        last = received[i];
      }
    }
    assertEquals(5, last);
  }

  @Test
  void aLatePacketFromBeforeTheWrapCountsAsNewer() {
    // The text's rule only looks at lower turns: after the wrap to 0, a late 65534 is higher,
    // so it is taken. This is the rule as written (see the package documentation).
    assertEquals(NEWER, turns.relate(0, 65534));
    assertTrue(turns.isNewer(3, 65000));
  }

  @Test
  void invalidArguments() {
    assertThrows(IllegalArgumentException.class, () -> new TurnComparator(0));
    assertThrows(IllegalArgumentException.class, () -> new TurnComparator(65536));
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> turns.relate(-1, 0));
    assertEquals("last turn -1 is outside 0..65535", e.getMessage());
    e = assertThrows(IllegalArgumentException.class, () -> turns.relate(0, 65536));
    assertEquals("received turn 65536 is outside 0..65535", e.getMessage());
  }
}
