package io.framewright.benchmarks.framing;

import io.framewright.benchmarks.Defaults;
import io.framewright.protocol.beer.BeerMessageCodec;
import io.framewright.protocol.beer.BeerStreamDecoder;
import io.framewright.protocol.bitpacked.Packet;
import io.framewright.protocol.pies.PiesPacket;
import io.framewright.runtime.frame.Resync;
import io.framewright.runtime.frame.StreamFramer;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;

/**
 * Stream framing (issue 12): one operation feeds a whole 1 MiB stream ({@link FramingStreams})
 * through a new framer, whole, in 1,460-byte chunks (a TCP segment's payload) or 1 byte per call,
 * checks the number of frames that came out and that no error was reported, and blackholes the
 * frames.
 *
 * <ul>
 *   <li>{@link #framer}: the framers the protocol modules ship: a {@link StreamFramer} over
 *       {@code BeerMessageCodec} with {@code Resync.atSignature("BEER")} and the 64 KiB maximum
 *       (what {@link BeerStreamDecoder} wraps, without its list per call),
 *       {@code PiesPacket.framer(64 KiB)}, {@code Packet.framer()};
 *   <li>{@link #handWritten}: the baseline, a straightforward hand-written splitter per protocol
 *       ({@link HandSplitter}) calling the same generated codec's {@code decode} on each frame;
 *   <li>{@link #hostile}: issue 12's resync amplification input into a
 *       {@link BeerStreamDecoder} with its default 64 KiB maximum; no frame comes out, and the
 *       number of errors reported per operation, with the decoder's {@code stats()}, is printed
 *       when the trial ends.
 * </ul>
 *
 * <p>Milliseconds per 1 MiB. The cells of the framer before issue 12's fix that take seconds
 * per operation are run in single-shot mode: see {@code benchmarks/run-framing}.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
public class FramerBenchmark extends Defaults {
  /** Maximum frame length of the BEER and pies framers: BEER's default. */
  static final int MAX_FRAME = BeerStreamDecoder.DEFAULT_MAX_FRAME_BYTES;

  /** A valid 1 MiB stream and how it is fed. */
  @State(Scope.Thread)
  public static class Input {
    @Param({"beerEvents", "beerMix", "pies", "bitpacked"})
    public String stream;

    /** {@code whole}, or the bytes per call. */
    @Param({"whole", "1460", "1"})
    public String feed;

    byte[] bytes;
    int frames;
    int chunk;

    @Setup(Level.Trial)
    public void setUp() {
      FramingStreams.Stream s = FramingStreams.of(stream);
      bytes = s.bytes();
      frames = s.frames().size();
      chunk = chunkOf(feed, bytes.length);
      // Both contenders must give exactly the frames encoded, fed whole and in chunks, before
      // anything is timed (1 byte per call is checked by every operation's frame count).
      for (int c : new int[] {bytes.length, 1460}) {
        check("framer", s.frames(), run(framer(stream), bytes, c));
        check("handWritten", s.frames(), run(handSplitter(stream), bytes, c));
      }
    }
  }

  /** Issue 12's resync amplification input and how it is fed. */
  @State(Scope.Thread)
  public static class HostileInput {
    @Param({"whole", "1460", "1"})
    public String hostileFeed;

    byte[] bytes;
    int chunk;
    /** Errors reported per operation; -1 before the first. */
    long errors = -1;
    /** The decoder's own account of the last operation (its stats(), since issue 12's fix). */
    Object stats;

    @Setup(Level.Trial)
    public void setUp() {
      bytes = FramingStreams.hostile();
      chunk = chunkOf(hostileFeed, bytes.length);
    }

    @TearDown(Level.Trial)
    public void report() {
      System.out.println("hostile hostileFeed=" + hostileFeed + ": " + errors
          + " errors reported per 1 MiB; " + stats);
    }
  }

  @Benchmark
  public int framer(Input in, Blackhole bh) {
    StreamFramer<?> framer = framer(in.stream);
    Sink frames = new Sink(bh);
    Sink errors = new Sink(bh);
    byte[] bytes = in.bytes;
    int chunk = in.chunk;
    for (int off = 0; off < bytes.length; off += chunk) {
      framer.feed(bytes, off, Math.min(chunk, bytes.length - off), frames, errors);
    }
    return verify(in, frames.count, errors.count, framer.buffered());
  }

  @Benchmark
  public int handWritten(Input in, Blackhole bh) {
    HandSplitter<?> splitter = handSplitter(in.stream);
    Sink frames = new Sink(bh);
    byte[] bytes = in.bytes;
    int chunk = in.chunk;
    for (int off = 0; off < bytes.length; off += chunk) {
      splitter.feed(bytes, off, Math.min(chunk, bytes.length - off), frames);
    }
    return verify(in, frames.count, 0, splitter.buffered());
  }

  @Benchmark
  public long hostile(HostileInput in, Blackhole bh) {
    Sink errors = new Sink(bh);
    BeerStreamDecoder decoder = new BeerStreamDecoder(errors);
    int frames = 0;
    byte[] bytes = in.bytes;
    int chunk = in.chunk;
    for (int off = 0; off < bytes.length; off += chunk) {
      frames += decoder.feed(bytes, off, Math.min(chunk, bytes.length - off)).size();
    }
    if (frames != 0 || (in.errors >= 0 && in.errors != errors.count)) {
      throw new IllegalStateException(frames + " frames, " + errors.count + " errors (before: "
          + in.errors + ")");
    }
    in.errors = errors.count;
    in.stats = decoder.stats();
    return errors.count;
  }

  /** The framer each protocol module ships, new (framers keep state). */
  static StreamFramer<?> framer(String stream) {
    return switch (stream) {
      case "beerEvents", "beerMix" -> new StreamFramer<>(BeerMessageCodec.INSTANCE, MAX_FRAME,
          Resync.atSignature((byte) 'B', (byte) 'E', (byte) 'E', (byte) 'R'));
      case "pies" -> PiesPacket.framer(MAX_FRAME);
      case "bitpacked" -> Packet.framer();
      default -> throw new IllegalArgumentException("no framer for " + stream);
    };
  }

  static HandSplitter<?> handSplitter(String stream) {
    return switch (stream) {
      case "beerEvents", "beerMix" -> new BeerSplitter();
      case "pies" -> new PiesSplitter();
      case "bitpacked" -> new BitpackedSplitter();
      default -> throw new IllegalArgumentException("no splitter for " + stream);
    };
  }

  static int chunkOf(String feed, int whole) {
    return feed.equals("whole") ? whole : Integer.parseInt(feed);
  }

  private static int verify(Input in, int frames, long errors, int buffered) {
    if (frames != in.frames || errors != 0 || buffered != 0) {
      throw new IllegalStateException(in.stream + " fed " + in.feed + ": " + frames
          + " frames (expected " + in.frames + "), " + errors + " errors, " + buffered
          + " bytes left");
    }
    return frames;
  }

  private static List<Object> run(Object framing, byte[] bytes, int chunk) {
    List<Object> out = new ArrayList<>();
    Sink errors = new Sink(null);
    for (int off = 0; off < bytes.length; off += chunk) {
      int n = Math.min(chunk, bytes.length - off);
      if (framing instanceof StreamFramer<?> f) {
        f.feed(bytes, off, n, out::add, errors);
      } else {
        ((HandSplitter<?>) framing).feed(bytes, off, n, out::add);
      }
    }
    if (errors.count != 0) {
      throw new IllegalStateException(errors.count + " errors on a valid stream");
    }
    return out;
  }

  private static void check(String who, List<Object> expected, List<Object> actual) {
    if (!FramingStreams.same(expected, actual)) {
      throw new IllegalStateException(who + " gives " + actual.size() + " frames, not the "
          + expected.size() + " encoded, or other ones");
    }
  }

  /** Counts what it is handed and blackholes it. */
  static final class Sink implements Consumer<Object> {
    private final Blackhole bh;
    int count;

    Sink(Blackhole bh) {
      this.bh = bh;
    }

    @Override
    public void accept(Object o) {
      count++;
      if (bh != null) {
        bh.consume(o);
      }
    }
  }
}
