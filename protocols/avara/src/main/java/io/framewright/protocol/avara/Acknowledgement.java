package io.framewright.protocol.avara;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * What a datagram's {@code ack} and {@code ackBitmap} acknowledge, following upstream
 * ({@code CUDPConnection::WriteAcks}, {@code ReceivedPacket}, {@code ValidatePackets},
 * {@code RunValidate}).
 *
 * <p>Serial numbers are 16-bit rollover counters that step by 2 from 0, so they are always even.
 * The ack holds {@code lastInOrder}, the last serial received with nothing missing before it;
 * that serial and every serial before it (in rollover order: at most 32767 behind) are
 * acknowledged. When packets after a missing one have arrived, the ack is {@code lastInOrder + 1}
 * (odd) and a 32-bit bitmap follows: bit {@code k} (bit 0 the least significant) acknowledges
 * serial {@code lastInOrder + 2 * (k + 1)}, modulo 65536. Bit 0 is the serial that is missing,
 * so upstream's writer never sets it; it is accepted here all the same, as upstream's reader
 * does. Before anything is received the ack is -2 ({@link #NOTHING_RECEIVED}).
 *
 * <p>{@link #fromWire(short, Integer)} and {@link #ack()}/{@link #ackBitmap()} convert both
 * ways. An odd ack with a zero bitmap (which upstream's writer does not produce) reads as no
 * serial ahead, so it converts back to the even ack without a bitmap.
 *
 * @param lastInOrder the last serial number received in order, even, 0..65534
 * @param receivedAhead serials received after a missing one, each 2..64 after
 *     {@code lastInOrder} (modulo 65536); kept in that order, unmodifiable
 */
public record Acknowledgement(int lastInOrder, Set<Integer> receivedAhead) {

  /** Serials a bitmap can name after {@code lastInOrder}. */
  public static final int BITMAP_SERIALS = 32;

  /** The state before any packet was received: ack -2 ({@code FE FF}), no bitmap. */
  public static final Acknowledgement NOTHING_RECEIVED = new Acknowledgement(0xFFFE, Set.of());

  /**
   * Checks the serials and keeps {@code receivedAhead} in rollover order after
   * {@code lastInOrder}.
   *
   * @throws IllegalArgumentException for an odd serial, one outside 0..65535, or one not
   *     2..64 after {@code lastInOrder}
   */
  public Acknowledgement {
    checkSerial(lastInOrder);
    int bitmap = bitmap(lastInOrder, receivedAhead);
    receivedAhead = serials(lastInOrder, bitmap);
  }

  /** An acknowledgement of {@code lastInOrder} and everything before it, nothing ahead. */
  public static Acknowledgement upTo(int lastInOrder) {
    return new Acknowledgement(lastInOrder, Set.of());
  }

  /**
   * Reads a datagram's ack fields.
   *
   * @throws IllegalArgumentException if {@code ackBitmap} is {@code null} for an odd ack or given
   *     for an even one (a decoded {@link Datagram} never has that)
   */
  public static Acknowledgement fromWire(short ack, Integer ackBitmap) {
    boolean odd = (ack & 1) != 0;
    if (odd != (ackBitmap != null)) {
      throw new IllegalArgumentException(odd
          ? "ack " + ack + " is odd, so a bitmap must follow"
          : "ack " + ack + " is even, so no bitmap follows, found " + ackBitmap);
    }
    int base = ack & 0xFFFE;
    return new Acknowledgement(base, odd ? serials(base, ackBitmap) : Set.of());
  }

  /** The ack field: {@code lastInOrder}, plus 1 when serials were received ahead. */
  public short ack() {
    return (short) (receivedAhead.isEmpty() ? lastInOrder : lastInOrder | 1);
  }

  /** The bitmap field, or {@code null} when nothing was received ahead (the ack is even). */
  public Integer ackBitmap() {
    return receivedAhead.isEmpty() ? null : bitmap(lastInOrder, receivedAhead);
  }

  /**
   * The serials the fields name: {@code lastInOrder} first, then those received ahead, in
   * rollover order. (Every serial up to {@code lastInOrder} is acknowledged too; see
   * {@link #acknowledges(int)}.)
   */
  public Set<Integer> serials() {
    Set<Integer> all = new LinkedHashSet<>();
    all.add(lastInOrder);
    all.addAll(receivedAhead);
    return Collections.unmodifiableSet(all);
  }

  /**
   * Whether {@code serial} is acknowledged: at or before {@code lastInOrder} in rollover order
   * (upstream's {@code RolloverCounter} compare: at most 32767 behind), or received ahead.
   */
  public boolean acknowledges(int serial) {
    if (serial < 0 || serial > 0xFFFF) {
      throw new IllegalArgumentException("serial " + serial + " is not 0..65535");
    }
    return ((lastInOrder - serial) & 0xFFFF) <= 0x7FFF || receivedAhead.contains(serial);
  }

  private static void checkSerial(int serial) {
    if (serial < 0 || serial > 0xFFFF || (serial & 1) != 0) {
      throw new IllegalArgumentException(
          "serial " + serial + " is not an even number 0..65534");
    }
  }

  private static int bitmap(int base, Collection<Integer> ahead) {
    int bitmap = 0;
    for (Integer serial : ahead) {
      checkSerial(serial);
      int step = ((serial - base) & 0xFFFF) >> 1;
      if (step < 1 || step > BITMAP_SERIALS) {
        throw new IllegalArgumentException("serial " + serial + " is not 2.." + 2 * BITMAP_SERIALS
            + " after " + base + ", so the bitmap can not name it");
      }
      bitmap |= 1 << (step - 1);
    }
    return bitmap;
  }

  private static Set<Integer> serials(int base, int bitmap) {
    List<Integer> list = new ArrayList<>();
    for (int k = 0; k < BITMAP_SERIALS; k++) {
      if ((bitmap & (1 << k)) != 0) {
        list.add((base + 2 * (k + 1)) & 0xFFFF);
      }
    }
    return Collections.unmodifiableSet(new LinkedHashSet<>(list));
  }
}
