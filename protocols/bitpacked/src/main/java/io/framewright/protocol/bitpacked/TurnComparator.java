package io.framewright.protocol.bitpacked;

/**
 * Compares 16-bit turns with wraparound, as the bitpacked text's example describes: a received
 * turn lower than the last one is out of date when the difference is within the range, and means
 * the turn counter looped back to 0 (so the packet counts) when the difference is above it.
 *
 * <p>With the default range of 60000 and a last turn of 65300: 65256 is lower by 44, within the
 * range, so it is {@link Relation#OUT_OF_DATE}; 0 is lower by 65300, above the range, so it is
 * {@link Relation#WRAPPED} and is taken into account.
 *
 * <p>The text describes only received turns that are lower. A higher turn is always
 * {@link Relation#NEWER}, however far ahead (the text gives no rule that would make a much
 * higher turn a late packet from before a wrap), and a difference exactly equal to the range is
 * out of date (the text says a wrap is a difference "upper than the range"). Immutable and
 * thread-safe.
 */
public final class TurnComparator {
  /** The range the text's example uses. */
  public static final int DEFAULT_RANGE = 60_000;

  /** Largest turn: the field is 16 bits, unsigned. */
  public static final int MAX_TURN = 0xFFFF;

  /** How a received turn relates to the last one. */
  public enum Relation {
    /** Higher than the last turn: take it. */
    NEWER,
    /** The same turn. */
    SAME,
    /** Lower, by at most the range: a late packet, to be ignored. */
    OUT_OF_DATE,
    /** Lower, by more than the range: the counter restarted from 0, so take it. */
    WRAPPED
  }

  private final int range;

  /** A comparator with the {@link #DEFAULT_RANGE}. */
  public TurnComparator() {
    this(DEFAULT_RANGE);
  }

  /**
   * A comparator with its own range.
   *
   * @param range 1..65535: how far below the last turn a turn is still an out-of-date one
   */
  public TurnComparator(int range) {
    if (range < 1 || range > MAX_TURN) {
      throw new IllegalArgumentException("range " + range + " is outside 1.." + MAX_TURN);
    }
    this.range = range;
  }

  /** The range. */
  public int range() {
    return range;
  }

  /**
   * How {@code received} relates to {@code last}.
   *
   * @throws IllegalArgumentException if either turn is outside 0..65535
   */
  public Relation relate(int last, int received) {
    check(last, "last");
    check(received, "received");
    if (received > last) {
      return Relation.NEWER;
    }
    if (received == last) {
      return Relation.SAME;
    }
    return last - received > range ? Relation.WRAPPED : Relation.OUT_OF_DATE;
  }

  /** Whether a packet with turn {@code received} should be taken into account after {@code last}. */
  public boolean isNewer(int last, int received) {
    Relation r = relate(last, received);
    return r == Relation.NEWER || r == Relation.WRAPPED;
  }

  /** Whether a packet with turn {@code received} is out of date after {@code last}. */
  public boolean isOutOfDate(int last, int received) {
    return relate(last, received) == Relation.OUT_OF_DATE;
  }

  private static void check(int turn, String name) {
    if (turn < 0 || turn > MAX_TURN) {
      throw new IllegalArgumentException(name + " turn " + turn + " is outside 0.." + MAX_TURN);
    }
  }

  @Override
  public String toString() {
    return "TurnComparator[range=" + range + "]";
  }
}
