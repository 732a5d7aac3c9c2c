package io.framewright.cli;

import io.framewright.runtime.Codec;
import io.framewright.runtime.DecodeException;
import io.framewright.runtime.capture.CaptureException;
import io.framewright.runtime.capture.CaptureReader;
import io.framewright.runtime.capture.CapturedPacket;
import io.framewright.runtime.capture.TcpFlows;
import io.framewright.runtime.capture.TransportSegment;
import io.framewright.runtime.frame.Resync;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashSet;
import java.util.Set;

/**
 * The frames of a capture: each UDP datagram that passes the port filter is one frame; the
 * payloads of each TCP direction that passes it are put back in order ({@link TcpReassembly})
 * and cut into frames by the protocol's stream framing, as {@code --stream} cuts a file. Each
 * frame goes to the sink with its {@link FrameOrigin}.
 */
final class CaptureFrames {
  /** Receives frames, decode errors and what else went wrong, in capture order. */
  interface Sink {
    void frame(Frames.Decoded frame, FrameOrigin origin);

    /** A frame that does not decode; {@code offset} in its datagram or stream, as in Frames. */
    void error(FrameOrigin origin, long offset, DecodeException error, boolean cutShort);

    /** A packet that can not be decoded at all (a datagram the capture cut short). */
    void badPacket(String message);

    /** Something the reader should know that is no bad frame (bytes missing from a stream). */
    void warning(String message);

    /** Packets of the capture that can not be read at all (a link layer not supported). */
    void badCapture(String message);
  }

  /**
   * Which packets are read.
   *
   * @param udpPorts UDP datagrams to or from these ports
   * @param tcpPorts TCP streams to or from these ports
   * @param allUdp every UDP datagram
   * @param allTcp every TCP stream
   */
  record Filter(Set<Integer> udpPorts, Set<Integer> tcpPorts, boolean allUdp, boolean allTcp) {
    boolean takes(TransportSegment s) {
      if (s.udp()) {
        return allUdp || either(udpPorts, s);
      }
      return allTcp || either(tcpPorts, s);
    }

    private static boolean either(Set<Integer> ports, TransportSegment s) {
      return ports.contains(s.src().getPort()) || ports.contains(s.dst().getPort());
    }
  }

  /** The packet whose bytes start at {@code offset} of a stream. */
  private record Start(long offset, FrameOrigin origin) {}

  private final Codec<?> codec;
  private final Resync resync;
  private final int maxFrameLength;
  private final Filter filter;
  private final Sink sink;
  /** The packet being read, for the warning that directions end early. */
  private FrameOrigin current;
  /** The TCP directions followed, bounded in number and bytes held (TcpFlows). */
  private final TcpFlows<Direction> flows = new TcpFlows<>(Direction::new, this::evicted);
  /** The link types not supported that have been reported: once each, not once a packet. */
  private final Set<Integer> unsupported = new HashSet<>();

  CaptureFrames(Codec<?> codec, Resync resync, int maxFrameLength, Filter filter, Sink sink) {
    this.codec = codec;
    this.resync = resync;
    this.maxFrameLength = maxFrameLength;
    this.filter = filter;
    this.sink = sink;
  }

  /**
   * Reads the whole capture; the TCP streams end where it ends.
   *
   * @throws CaptureException if the capture is corrupt or cut short; the streams have ended there
   */
  void read(CaptureReader reader) throws IOException {
    try {
      for (CapturedPacket p = reader.next(); p != null; p = reader.next()) {
        packet(p);
      }
    } finally {
      flows.finish();
    }
  }

  /** The first time a direction ends early for TcpFlows' bounds. */
  private void evicted() {
    sink.warning(current + ": more than " + TcpFlows.MAX_FLOWS + " TCP directions, or more than "
        + TcpFlows.MAX_HELD_TOTAL + " bytes held at once: the least recently seen directions"
        + " end early (a frame across that point is reported incomplete)");
  }

  private void packet(CapturedPacket packet) {
    if (!TransportSegment.supports(packet.linkType())) {
      // Skipped silently, such a capture would give no frames and no reason why.
      if (unsupported.add(packet.linkType())) {
        sink.badCapture("packet " + packet.number() + ": link type " + packet.linkType()
            + " is not supported (its packets are skipped); supported: "
            + TransportSegment.SUPPORTED_LINK_TYPES);
      }
      return;
    }
    TransportSegment s = TransportSegment.of(packet);
    if (s == null || !filter.takes(s)) {
      return;
    }
    FrameOrigin origin = new FrameOrigin(packet.number(), packet.time(), s.udp(), s.src(),
        s.dst());
    if (s.udp()) {
      if (s.cutShort()) {
        sink.badPacket(origin + ": the capture holds only " + s.payload().length
            + " bytes of the datagram (its snapshot length cut it)");
        return;
      }
      Frames.single(codec, s.payload(), new Frames.Sink() {
        @Override
        public void frame(Frames.Decoded frame) {
          sink.frame(frame, origin);
        }

        @Override
        public void error(long offset, DecodeException error, boolean cutShort) {
          sink.error(origin, offset, error, cutShort);
        }
      });
      return;
    }
    current = origin;
    if (s.cutShort()) {
      sink.warning(origin + ": the capture cut this segment short; the stream misses bytes");
    }
    flows.segment(s, packet);
  }

  /** One TCP direction: its framer, and where its bytes came from. */
  private final class Direction implements TcpFlows.Stream, Frames.Sink {
    final InetSocketAddress src;
    final InetSocketAddress dst;
    /** The packets of the bytes the framer may still report frames in: stream offset, origin. */
    final Deque<Start> origins = new ArrayDeque<>();
    Frames.Feed<?> feed;
    long fed;

    Direction(InetSocketAddress src, InetSocketAddress dst) {
      this.src = src;
      this.dst = dst;
      this.feed = newFeed(0);
    }

    private Frames.Feed<?> newFeed(long base) {
      return new Frames.Feed<>(codec, resync, maxFrameLength, base, this);
    }

    @Override
    public void bytes(long offset, byte[] bytes, int from, int length, CapturedPacket packet) {
      origins.addLast(new Start(offset,
          new FrameOrigin(packet.number(), packet.time(), false, src, dst)));
      fed = offset + length;
      feed.feed(bytes, from, length);
      // A frame still to come starts in the bytes the framer holds back, none earlier.
      forget(fed - feed.buffered());
    }

    @Override
    public void gap(long from, long to) {
      sink.warning("tcp " + TransportSegment.text(src) + " -> " + TransportSegment.text(dst)
          + ": " + (to - from) + " bytes at stream offset " + from + " are not in the capture;"
          + " framing starts again after them");
      feed.finish();
      feed = newFeed(to);
    }

    @Override
    public void restart(long offset) {
      feed.finish();
      feed = newFeed(offset);
    }

    @Override
    public void end() {
      feed.finish();
    }

    @Override
    public void frame(Frames.Decoded frame) {
      sink.frame(frame, originAt(frame.offset()));
    }

    @Override
    public void error(long offset, DecodeException error, boolean cutShort) {
      sink.error(originAt(offset), offset, error, cutShort);
    }

    /** Drops the origins of bytes before {@code offset}, keeping the one that holds it. */
    private void forget(long offset) {
      while (origins.size() > 1) {
        Start first = origins.removeFirst();
        if (origins.peekFirst().offset() > offset) {
          origins.addFirst(first);
          return;
        }
      }
    }

    private FrameOrigin originAt(long offset) {
      forget(offset);
      Start first = origins.peekFirst();
      return first == null ? new FrameOrigin(0, null, false, src, dst) : first.origin();
    }
  }
}
