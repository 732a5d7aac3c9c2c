package io.framewright.runtime.capture;

import java.util.Map;
import java.util.TreeMap;

/**
 * One direction of a TCP connection put back in order (RFC 793's sequence space, modulo 2^32):
 * retransmitted bytes are dropped, overlapping segments trimmed, segments that arrive early held
 * until the bytes before them come. Bounded: at most {@link #MAX_HELD} bytes are held, and a
 * segment further ahead than that is not waited for; then the missing bytes are declared a gap
 * and the stream goes on after it. Bytes leave as a contiguous stream with offsets counted from
 * the first byte seen (a gap's bytes counted too).
 */
public final class TcpReassembly {
  /** The most bytes held while waiting for earlier ones. */
  public static final int MAX_HELD = 1 << 20;

  /** Receives the stream. */
  public interface Receiver {
    /** {@code bytes}, the stream's next bytes from {@code offset}, carried by {@code packet}. */
    void bytes(long offset, byte[] bytes, int from, int length, CapturedPacket packet);

    /** The bytes {@code [from, to)} of the stream were not captured. */
    void gap(long from, long to);

    /** A new connection between the same ports (another SYN) starts at {@code offset}. */
    void restart(long offset);
  }

  /** A segment held: its bytes and the packet that carried them. */
  private record Held(byte[] bytes, CapturedPacket packet) {}

  private final Receiver receiver;
  /** Held segments by stream offset. */
  private final TreeMap<Long, Held> held = new TreeMap<>();
  private long heldBytes;
  /** The sequence number of the next byte, and its stream offset; -1 before the first. */
  private long nextSeq = -1;
  private long nextOffset;
  /** The sequence number of the last SYN (a retransmitted SYN is no new connection), or -1. */
  private long synSeq = -1;

  public TcpReassembly(Receiver receiver) {
    this.receiver = receiver;
  }

  /** A segment: its sequence number, flags and payload. */
  public void segment(long seq, int flags, byte[] payload, CapturedPacket packet) {
    if ((flags & TransportSegment.TCP_SYN) != 0) {
      long first = (seq + 1) & 0xffffffffL;
      if (nextSeq < 0) {
        nextSeq = first;
      } else if (seq != synSeq) {
        flushHeld();
        nextSeq = first;
        receiver.restart(nextOffset);
      }
      synSeq = seq;
      // The payload of a SYN, if any, starts after the SYN's own sequence number.
      seq = first;
    }
    if (payload.length == 0) {
      return;
    }
    if (nextSeq < 0) {
      nextSeq = seq;
    }
    // Where the segment starts relative to the next byte, as a signed 32-bit distance.
    int ahead = (int) (seq - nextSeq);
    long offset = nextOffset + ahead;
    if (ahead > MAX_HELD) {
      flushHeld();
      gapTo(offset);
    }
    if (offset + payload.length <= nextOffset) {
      return; // a retransmission of bytes already passed on
    }
    if (offset <= nextOffset) {
      deliver(payload, (int) (nextOffset - offset), packet);
      drain();
      return;
    }
    Held before = held.get(offset);
    if (before == null || before.bytes().length < payload.length) {
      heldBytes += payload.length - (before == null ? 0 : before.bytes().length);
      held.put(offset, new Held(payload, packet));
    }
    while (heldBytes > MAX_HELD) {
      gapTo(held.firstKey());
      drain();
    }
  }

  /** The end of the capture: what is held goes on after its gaps. */
  public void finish() {
    flushHeld();
  }

  private void flushHeld() {
    while (!held.isEmpty()) {
      gapTo(Math.max(nextOffset, held.firstKey()));
      drain();
    }
  }

  /** Passes on the held segments that now continue the stream. */
  private void drain() {
    while (!held.isEmpty() && held.firstKey() <= nextOffset) {
      Map.Entry<Long, Held> first = held.pollFirstEntry();
      heldBytes -= first.getValue().bytes().length;
      long skip = nextOffset - first.getKey();
      if (skip < first.getValue().bytes().length) {
        deliver(first.getValue().bytes(), (int) skip, first.getValue().packet());
      }
    }
  }

  private void gapTo(long offset) {
    if (offset > nextOffset) {
      receiver.gap(nextOffset, offset);
      nextSeq = (nextSeq + (offset - nextOffset)) & 0xffffffffL;
      nextOffset = offset;
    }
  }

  private void deliver(byte[] bytes, int from, CapturedPacket packet) {
    int length = bytes.length - from;
    receiver.bytes(nextOffset, bytes, from, length, packet);
    nextOffset += length;
    nextSeq = (nextSeq + length) & 0xffffffffL;
  }

  /** For tests: the bytes held. */
  public long held() {
    return heldBytes;
  }
}
