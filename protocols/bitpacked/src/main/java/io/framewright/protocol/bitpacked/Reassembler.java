package io.framewright.protocol.bitpacked;

import io.framewright.protocol.bitpacked.ReassemblyException.Reason;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeMap;

/**
 * Puts multi-packet messages back together, in bounded memory.
 *
 * <p>The packets of one message share a message id and carry an {@link Packet.Offset}: offsets
 * 0, 1, 2 ... give their order (the text leaves the unit open; this class reads the offset as
 * the packet's index in its message) and the packet with the last flag ends the message. The
 * message is complete when the last packet and every offset below it have arrived, in any
 * order; {@link #accept} then returns it and forgets its packets. A packet without an offset, or
 * with offset 0 and the last flag while nothing is held for its id, is a message of its own and
 * comes straight back (it does not count against the in-flight limit).
 *
 * <p>Bounds: at most {@code maxMessageSize} payload bytes per message, and at most
 * {@code maxMessagesInFlight} incomplete messages at once; so the buffered payload never exceeds
 * their product (and each message holds at most 32768 packets, what the 15-bit offset can
 * number). A packet that would go past either bound is rejected with a
 * {@link ReassemblyException} saying which; so is a packet that contradicts the ones held for
 * its id. An exact repeat of a packet already held is ignored.
 *
 * <p>Incomplete messages stay until completed, {@link #discard}ed or {@link #clear}ed: a caller
 * that can lose packets should discard messages it has given up on (by age, or by turn), or new
 * messages will be refused once the in-flight limit is reached. Not thread-safe.
 */
public final class Reassembler {
  private final int maxMessageSize;
  private final int maxMessagesInFlight;
  private final Map<Integer, Partial> inFlight = new LinkedHashMap<>();
  private long bufferedBytes;

  /** The packets held for one incomplete message. */
  private static final class Partial {
    final int messageType;
    final PayloadType payloadType;
    final TreeMap<Integer, byte[]> parts = new TreeMap<>();
    int bytes;
    int lastOffset = -1;

    Partial(int messageType, PayloadType payloadType) {
      this.messageType = messageType;
      this.payloadType = payloadType;
    }
  }

  /**
   * A reassembler with the given bounds.
   *
   * @param maxMessageSize most payload bytes one message may have, at least 1
   * @param maxMessagesInFlight most incomplete messages held at once, at least 1
   */
  public Reassembler(int maxMessageSize, int maxMessagesInFlight) {
    if (maxMessageSize < 1) {
      throw new IllegalArgumentException("maxMessageSize " + maxMessageSize + " is below 1");
    }
    if (maxMessagesInFlight < 1) {
      throw new IllegalArgumentException(
          "maxMessagesInFlight " + maxMessagesInFlight + " is below 1");
    }
    this.maxMessageSize = maxMessageSize;
    this.maxMessagesInFlight = maxMessagesInFlight;
  }

  /** Most payload bytes per message. */
  public int maxMessageSize() {
    return maxMessageSize;
  }

  /** Most incomplete messages at once. */
  public int maxMessagesInFlight() {
    return maxMessagesInFlight;
  }

  /** How many incomplete messages are held. */
  public int inFlight() {
    return inFlight.size();
  }

  /** Payload bytes held for incomplete messages. */
  public long bufferedBytes() {
    return bufferedBytes;
  }

  /** Whether packets are held for {@code messageId}. */
  public boolean isInFlight(int messageId) {
    return inFlight.containsKey(messageId);
  }

  /** Forgets the packets held for {@code messageId}; whether there were any. */
  public boolean discard(int messageId) {
    return drop(messageId) != null;
  }

  /** Forgets every incomplete message. */
  public void clear() {
    inFlight.clear();
    bufferedBytes = 0;
  }

  /**
   * Takes one packet.
   *
   * @return the whole message if this packet completes it, else empty
   * @throws ReassemblyException if the packet is rejected; for {@link Reason#MESSAGE_TOO_LARGE}
   *     and {@link Reason#CONFLICT} the message's packets held so far are dropped too
   */
  public Optional<AssembledMessage> accept(Packet packet) {
    Objects.requireNonNull(packet, "packet");
    int id = packet.messageId();
    byte[] payload = Objects.requireNonNull(packet.payloadBytes(), "payload");
    PayloadType type = Objects.requireNonNull(packet.payloadType(), "payloadType");
    if (!packet.isWellFormed()) {
      throw new ReassemblyException(Reason.MALFORMED_PAYLOAD, id, type + " payload of "
          + payload.length + " byte(s) is not a multiple of " + type.elementSize());
    }
    Packet.Offset offset = packet.offset();
    Partial p = inFlight.get(id);
    if (offset == null || (p == null && offset.offset() == 0 && offset.last())) {
      // a message of one packet: nothing to hold, and packets held for its id stay as they are
      if (payload.length > maxMessageSize) {
        throw tooLarge(id, payload.length);
      }
      return Optional.of(new AssembledMessage(id, packet.messageType(), type, payload.clone(),
          1));
    }
    if (p == null) {
      if (inFlight.size() >= maxMessagesInFlight) {
        throw new ReassemblyException(Reason.TOO_MANY_IN_FLIGHT, id, "already "
            + inFlight.size() + " incomplete message(s), the maximum; discard one first");
      }
      p = new Partial(packet.messageType(), type);
      inFlight.put(id, p);
    } else if (p.messageType != packet.messageType() || p.payloadType != type) {
      drop(id);
      throw new ReassemblyException(Reason.CONFLICT, id, "message type " + packet.messageType()
          + " / " + type + " differs from the held packets' " + p.messageType + " / "
          + p.payloadType);
    }
    int at = offset.offset();
    byte[] held = p.parts.get(at);
    if (held != null) {
      if (Arrays.equals(held, payload) && offset.last() == (p.lastOffset == at)) {
        return Optional.empty();
      }
      drop(id);
      throw new ReassemblyException(Reason.CONFLICT, id,
          "a different packet at offset " + at + " than the one held");
    }
    if (offset.last()) {
      if (p.lastOffset >= 0) {
        drop(id);
        throw new ReassemblyException(Reason.CONFLICT, id, "a second last packet, at offset "
            + at + ", after the one at " + p.lastOffset);
      }
      if (!p.parts.isEmpty() && p.parts.lastKey() > at) {
        int beyond = p.parts.lastKey();
        drop(id);
        throw new ReassemblyException(Reason.CONFLICT, id, "last packet at offset " + at
            + " but a packet at offset " + beyond + " is held");
      }
    } else if (p.lastOffset >= 0 && at > p.lastOffset) {
      drop(id);
      throw new ReassemblyException(Reason.CONFLICT, id, "a packet at offset " + at
          + " past the last packet, at " + p.lastOffset);
    }
    long size = (long) p.bytes + payload.length;
    if (size > maxMessageSize) {
      drop(id);
      throw tooLarge(id, size);
    }
    p.parts.put(at, payload.clone());
    p.bytes += payload.length;
    bufferedBytes += payload.length;
    if (offset.last()) {
      p.lastOffset = at;
    }
    if (p.lastOffset < 0 || p.parts.size() != p.lastOffset + 1) {
      return Optional.empty();
    }
    drop(id);
    byte[] whole = new byte[p.bytes];
    int w = 0;
    for (byte[] part : p.parts.values()) {
      System.arraycopy(part, 0, whole, w, part.length);
      w += part.length;
    }
    return Optional.of(new AssembledMessage(id, p.messageType, p.payloadType, whole,
        p.parts.size()));
  }

  private Partial drop(int id) {
    Partial p = inFlight.remove(id);
    if (p != null) {
      bufferedBytes -= p.bytes;
    }
    return p;
  }

  private ReassemblyException tooLarge(int id, long size) {
    return new ReassemblyException(Reason.MESSAGE_TOO_LARGE, id, size
        + " payload byte(s) exceed the maximum message size of " + maxMessageSize);
  }

  @Override
  public String toString() {
    return "Reassembler[maxMessageSize=" + maxMessageSize + ", maxMessagesInFlight="
        + maxMessagesInFlight + ", inFlight=" + inFlight.size() + ", bufferedBytes="
        + bufferedBytes + "]";
  }
}
