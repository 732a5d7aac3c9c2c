package io.framewright.runtime.capture;

import java.net.InetSocketAddress;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.BiFunction;

/**
 * The TCP directions of a capture being followed: one {@link TcpReassembly} per direction
 * (source and destination address and port), its bytes passed in order to a {@link Stream} of
 * the reader's own (the CLI's framer with the packets' origins, a Flink format's framer). A
 * direction ends at FIN or RST once nothing is held, or where the capture ends ({@link #finish}).
 *
 * <p>Bounded whatever the capture: at most {@link #MAX_FLOWS} directions at once, and at most
 * {@link #MAX_HELD_TOTAL} bytes held by all of them while waiting for earlier bytes; past either
 * the least recently seen direction ends early (its stream told so once through {@code evicted}),
 * so a hostile capture of many half-open directions holds no more than that.
 *
 * @param <S> the reader's stream of one direction
 */
public final class TcpFlows<S extends TcpFlows.Stream> {
  /**
   * The most TCP directions followed at once, each with a framer of up to its protocol's maximum
   * frame length: past it the least recently seen one ends early.
   */
  public static final int MAX_FLOWS = 256;

  /** The most bytes all directions hold while waiting for earlier ones, together. */
  public static final long MAX_HELD_TOTAL = 16L << 20;

  /** One direction's bytes in order, as {@link TcpReassembly} gives them, and its end. */
  public interface Stream extends TcpReassembly.Receiver {
    /** The direction ends: its reassembly has passed on what it held; finish the framing. */
    void end();
  }

  private record Flow(InetSocketAddress src, InetSocketAddress dst) {}

  private final class Direction {
    final S stream;
    final TcpReassembly reassembly;

    Direction(S stream) {
      this.stream = stream;
      this.reassembly = new TcpReassembly(stream);
    }

    void end() {
      reassembly.finish();
      stream.end();
    }
  }

  private final BiFunction<InetSocketAddress, InetSocketAddress, S> streams;
  private final Runnable evicted;
  /** The directions followed, least recently seen first. */
  private final Map<Flow, Direction> flows = new LinkedHashMap<>(16, 0.75f, true);
  private long heldTotal;
  private boolean evictedOnce;

  /**
   * Directions whose streams {@code streams} makes from source and destination;
   * {@code evicted} is called the first time a direction ends early for the bounds (to warn).
   */
  public TcpFlows(BiFunction<InetSocketAddress, InetSocketAddress, S> streams,
      Runnable evicted) {
    this.streams = streams;
    this.evicted = evicted;
  }

  /** Passes TCP segment {@code s} of {@code packet} to its direction. */
  public void segment(TransportSegment s, CapturedPacket packet) {
    Flow flow = new Flow(s.src(), s.dst());
    Direction d = flows.get(flow);
    if (d == null) {
      if (flows.size() >= MAX_FLOWS) {
        evictEldest();
      }
      d = new Direction(streams.apply(s.src(), s.dst()));
      flows.put(flow, d);
    }
    long heldBefore = d.reassembly.held();
    d.reassembly.segment(s.seq(), s.flags(), s.payload(), packet);
    heldTotal += d.reassembly.held() - heldBefore;
    if ((s.flags() & (TransportSegment.TCP_FIN | TransportSegment.TCP_RST)) != 0
        && d.reassembly.held() == 0) {
      flows.remove(flow);
      d.end();
    }
    while (heldTotal > MAX_HELD_TOTAL) {
      evictEldest();
    }
  }

  /** Ends every direction: the capture has ended. */
  public void finish() {
    try {
      for (Direction d : flows.values()) {
        d.end();
      }
    } finally {
      flows.clear();
      heldTotal = 0;
    }
  }

  /** Ends the least recently seen direction early, passing on what it holds after its gaps. */
  private void evictEldest() {
    Map.Entry<Flow, Direction> eldest = flows.entrySet().iterator().next();
    flows.remove(eldest.getKey());
    if (!evictedOnce) {
      evictedOnce = true;
      evicted.run();
    }
    heldTotal -= eldest.getValue().reassembly.held();
    eldest.getValue().end();
  }
}
