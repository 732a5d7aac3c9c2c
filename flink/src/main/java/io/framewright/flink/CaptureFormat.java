package io.framewright.flink;

import io.framewright.runtime.Codec;
import io.framewright.runtime.DecodeException;
import io.framewright.runtime.capture.CaptureException;
import io.framewright.runtime.capture.CaptureReader;
import io.framewright.runtime.capture.CapturedPacket;
import io.framewright.runtime.capture.TcpFlows;
import io.framewright.runtime.capture.TransportSegment;
import io.framewright.runtime.frame.Framing;
import io.framewright.runtime.frame.StreamFramer;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.util.Arrays;
import java.util.HashSet;
import java.util.Objects;
import java.util.Set;
import org.apache.flink.api.common.typeinfo.TypeInformation;
import org.apache.flink.configuration.Configuration;
import org.apache.flink.connector.file.src.reader.SimpleStreamFormat;
import org.apache.flink.connector.file.src.reader.StreamFormat;
import org.apache.flink.core.fs.FSDataInputStream;
import org.apache.flink.util.function.SerializableSupplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A file format of Flink's {@code FileSource}: capture files (libpcap in either byte order and
 * timestamp unit, or pcapng; recognised by their first bytes) read into a protocol's messages, as
 * the command line's {@code decode --pcap} reads them. Each UDP datagram is one message; for a
 * protocol framed on a byte stream, each TCP direction is put back in order and cut by the
 * protocol's {@link StreamFramer}.
 *
 * <pre>{@code
 * FileSource<BeerMessage> source = FileSource
 *     .forRecordStreamFormat(CaptureFormat.of(BeerStreamDecoder::framing), new Path(dir))
 *     .build();
 * }</pre>
 *
 * <p>A capture is read by one reader from its start, so a directory of captures is spread over
 * the source's parallel readers file by file; on restore from a checkpoint Flink opens the file
 * again and skips the messages already emitted. A datagram or frame that does not decode is a
 * {@link BadRecordException} naming the packet and the field path (the job fails), or with
 * {@link #skipBadRecords()} is skipped and logged. A file that is no capture, or is corrupt or cut
 * short, fails the job with the byte where it goes wrong (whatever the setting: that is no bad
 * record but a bad file), after the messages before that byte.
 *
 * <p>Bounded whatever the file: packets of at most {@link CaptureReader#MAX_PACKET} bytes, at
 * most {@link TcpFlows#MAX_FLOWS} TCP directions followed at once, holding at most
 * {@link TcpFlows#MAX_HELD_TOTAL} bytes out of order together (past either the least recently
 * seen direction ends), and a frame of the protocol's maximum length.
 *
 * @param <T> the message type
 */
public final class CaptureFormat<T> extends SimpleStreamFormat<T> {
  private static final long serialVersionUID = 1L;

  private static final Logger LOG = LoggerFactory.getLogger(CaptureFormat.class);

  private final SerializableSupplier<Framing<T>> framing;
  private final OnBadRecord onBadRecord;
  private final int[] ports;
  private final Class<T> type;

  private CaptureFormat(SerializableSupplier<Framing<T>> framing, OnBadRecord onBadRecord,
      int[] ports) {
    this.framing = Objects.requireNonNull(framing, "framing");
    this.onBadRecord = onBadRecord;
    this.ports = ports;
    this.type = framing.get().codec().type();
  }

  /**
   * Captures of the protocol of {@code framing} (a protocol's, as
   * {@code BeerStreamDecoder::framing}; a serializable supplier, since the format travels to the
   * task managers): every UDP datagram, and every TCP stream if the protocol is framed on a
   * stream. Bad records fail the job.
   */
  public static <T> CaptureFormat<T> of(SerializableSupplier<Framing<T>> framing) {
    return new CaptureFormat<>(framing, OnBadRecord.FAIL, new int[0]);
  }

  /** The same format, skipping bad records (logged at WARN) instead of failing. */
  public CaptureFormat<T> skipBadRecords() {
    return new CaptureFormat<>(framing, OnBadRecord.SKIP, ports);
  }

  /** The same format, reading only the datagrams and streams to or from one of {@code ports}. */
  public CaptureFormat<T> ports(int... ports) {
    for (int p : ports) {
      if (p < 0 || p > 65535) {
        throw new IllegalArgumentException("not a port: " + p);
      }
    }
    return new CaptureFormat<>(framing, onBadRecord, ports.clone());
  }

  @Override
  public StreamFormat.Reader<T> createReader(Configuration config, FSDataInputStream stream)
      throws IOException {
    return new Reader<>(framing.get(), stream, onBadRecord, ports);
  }

  @Override
  public TypeInformation<T> getProducedType() {
    return FramewrightTypeInfo.of(type);
  }

  private static final class Reader<T> extends MessageReader<T> {
    private final Framing<T> framing;
    private final Codec<T> codec;
    private final FSDataInputStream in;
    private final CaptureReader capture;
    private final Set<Integer> ports = new HashSet<>();
    /** The TCP directions followed, bounded in number and bytes held (TcpFlows). */
    private final TcpFlows<Direction> flows = new TcpFlows<>(Direction::new, () -> LOG.warn(
        "more than {} TCP directions, or more than {} bytes held at once: the least recently"
            + " seen directions end early (a frame across that point is a bad record)",
        TcpFlows.MAX_FLOWS, TcpFlows.MAX_HELD_TOTAL));
    /** Link types not supported, reported once each. */
    private final Set<Integer> unsupported = new HashSet<>();

    Reader(Framing<T> framing, FSDataInputStream in, OnBadRecord onBadRecord, int[] ports)
        throws IOException {
      super(onBadRecord);
      this.framing = framing;
      this.codec = framing.codec();
      this.in = in;
      Arrays.stream(ports).forEach(this.ports::add);
      try {
        this.capture = CaptureReader.open(in);
      } catch (CaptureException e) {
        throw new IOException("bad capture: " + e.getMessage(), e);
      }
    }

    @Override
    boolean fill() throws IOException {
      CapturedPacket packet;
      try {
        packet = capture.next();
      } catch (CaptureException e) {
        // The messages queued before the bad byte are still emitted; then the file fails.
        throw new IOException("bad capture: " + e.getMessage(), e);
      }
      if (packet == null) {
        flows.finish();
        return false;
      }
      packet(packet);
      return true;
    }

    private void packet(CapturedPacket packet) {
      if (!TransportSegment.supports(packet.linkType())) {
        if (unsupported.add(packet.linkType())) {
          LOG.warn("packet {}: link type {} is not supported (its packets are skipped);"
              + " supported: {}", packet.number(), packet.linkType(),
              TransportSegment.SUPPORTED_LINK_TYPES);
        }
        return;
      }
      TransportSegment s = TransportSegment.of(packet);
      if (s == null || !takes(s)) {
        return;
      }
      if (s.udp()) {
        try {
          message(codec.decode(s.payload()));
        } catch (DecodeException e) {
          bad("packet " + packet.number() + " (udp " + TransportSegment.text(s.src()) + " -> "
              + TransportSegment.text(s.dst()) + (s.cutShort() ? ", cut short by the capture"
              : "") + ")", e);
        }
        return;
      }
      flows.segment(s, packet);
    }

    private boolean takes(TransportSegment s) {
      if (!s.udp() && !(framing.isStream() && !codec.readsToEnd())) {
        return false;
      }
      return ports.isEmpty() || ports.contains(s.src().getPort())
          || ports.contains(s.dst().getPort());
    }

    @Override
    public void close() throws IOException {
      super.close();
      in.close();
    }

    /** One TCP direction: its framer. */
    private final class Direction implements TcpFlows.Stream {
      final String name;
      StreamFramer<T> framer = framing.framer();

      Direction(InetSocketAddress src, InetSocketAddress dst) {
        name = "tcp " + TransportSegment.text(src) + " -> " + TransportSegment.text(dst);
      }

      @Override
      public void bytes(long offset, byte[] bytes, int from, int length, CapturedPacket packet) {
        framer.feed(bytes, from, length, Reader.this::message, e -> bad(name + ", the frame at"
            + " stream byte " + streamOffset(e) + " (packet " + packet.number() + " or before)",
            e));
      }

      @Override
      public void gap(long from, long to) {
        LOG.warn("{}: {} bytes at stream offset {} are not in the capture; framing starts again"
            + " after them", name, to - from, from);
        restart(to);
      }

      @Override
      public void restart(long offset) {
        framer.finish(e -> bad(name + ", the frame at stream byte " + streamOffset(e)
            + ", cut off by a gap or a new connection", e));
        framer = framing.framer();
      }

      @Override
      public void end() {
        framer.finish(e -> bad(name + ", the frame at stream byte " + streamOffset(e)
            + ", cut off where the capture ends", e));
      }
    }
  }
}
