package io.framewright.protocol.leviathan;

import io.framewright.runtime.BitList;
import java.util.Collection;
import java.util.Collections;
import java.util.SortedSet;
import java.util.TreeSet;

/**
 * The ack field of a {@link NormalPacket} ({@code firstAck} and the ack bitmap) as the set of
 * packet ids it acknowledges, and back.
 *
 * <p>Bit {@code b} (bit 0 = least significant) of ack byte {@code k} acknowledges packet
 * {@code firstAck + 8k + b}, with no "+1": that is what upstream's {@code NetworkAckField} and
 * its tests do, although the format document says "+1". Packet ids are unsigned 32-bit values
 * and the sum wraps around as upstream's {@code uint32_t} arithmetic does. {@code firstAck} need
 * not be acknowledged itself.
 *
 * @param firstAck the packet id of bit 0, an unsigned 32-bit value; 0 means no acks
 * @param acks the bitmap, 0 to 255 bytes; {@code null} exactly when {@code firstAck} is 0
 */
public record AckField(long firstAck, BitList acks) {

  /** Most ack bytes one field holds (a {@code u8} count). */
  public static final int MAX_BYTES = 255;

  /** No acks: {@code firstAck} 0 and no bitmap. */
  public static final AckField NONE = new AckField(0, null);

  private static final long U32 = 0xFFFF_FFFFL;

  public AckField {
    if (firstAck < 0 || firstAck > U32) {
      throw new IllegalArgumentException("firstAck " + firstAck + " is not an unsigned 32-bit value");
    }
    if ((firstAck == 0) != (acks == null)) {
      throw new IllegalArgumentException(firstAck == 0
          ? "acks must be null when firstAck is 0" : "acks are required when firstAck is not 0");
    }
    if (acks != null && acks.byteLength() > MAX_BYTES) {
      throw new IllegalArgumentException(
          acks.byteLength() + " ack bytes; at most " + MAX_BYTES + " fit the u8 count");
    }
  }

  /**
   * The field that acknowledges exactly {@code packetIds}, with {@code firstAck} the smallest of
   * them and as many bytes as the largest needs (no trailing zero bytes, as upstream writes);
   * {@link #NONE} when there are none.
   *
   * @throws IllegalArgumentException if an id is not in 1..0xFFFFFFFF, or the ids span more
   *     than {@code 8 * 255} packets
   */
  public static AckField of(Collection<Long> packetIds) {
    if (packetIds.isEmpty()) {
      return NONE;
    }
    return of(Collections.min(packetIds), packetIds);
  }

  /**
   * The field that acknowledges exactly {@code packetIds}, counted from {@code firstAck} (which
   * need not be one of them), with as many bytes as the largest id needs; {@link #NONE} when
   * there are no ids (as upstream does when it finds nothing to acknowledge).
   *
   * @throws IllegalArgumentException if {@code firstAck} or an id is not in 1..0xFFFFFFFF, an id
   *     is below {@code firstAck}, or an id is {@code 8 * 255} or more above it
   */
  public static AckField of(long firstAck, Collection<Long> packetIds) {
    if (packetIds.isEmpty()) {
      return NONE;
    }
    checkId("firstAck", firstAck);
    int[] indexes = new int[packetIds.size()];
    int highest = 0;
    int n = 0;
    for (long id : packetIds) {
      checkId("packet id", id);
      long index = id - firstAck;
      if (index < 0 || index >= MAX_BYTES * 8L) {
        throw new IllegalArgumentException("packet id " + id + " is not within "
            + MAX_BYTES * 8 + " packets from firstAck " + firstAck);
      }
      indexes[n++] = (int) index;
      highest = Math.max(highest, (int) index);
    }
    return new AckField(firstAck, BitList.withSetBits(highest / 8 + 1, indexes));
  }

  private static void checkId(String what, long id) {
    if (id < 1 || id > U32) {
      throw new IllegalArgumentException(what + " " + id + " is not in 1..0xFFFFFFFF");
    }
  }

  /** The acknowledged packet ids, ascending; empty for {@link #NONE}. */
  public SortedSet<Long> packetIds() {
    TreeSet<Long> ids = new TreeSet<>();
    if (acks != null) {
      acks.setBits().forEach(i -> ids.add((firstAck + i) & U32));
    }
    return Collections.unmodifiableSortedSet(ids);
  }

  /** Whether this field acknowledges {@code packetId}. */
  public boolean acknowledges(long packetId) {
    if (acks == null) {
      return false;
    }
    long index = (packetId - firstAck) & U32;
    return index < acks.size() && acks.get((int) index);
  }
}
