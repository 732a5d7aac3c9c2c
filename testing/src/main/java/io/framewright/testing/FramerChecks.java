package io.framewright.testing;

import io.framewright.runtime.DecodeException;
import io.framewright.runtime.Hex;
import io.framewright.runtime.frame.CorruptFrameException;
import io.framewright.runtime.frame.StreamFramer;
import io.framewright.runtime.frame.TooLongFrameException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.Random;
import java.util.function.Supplier;

/**
 * Stream framing must not depend on how the bytes arrive: the same stream fed whole, one byte at
 * a time and in random chunks gives the same frames and the same errors, and errors are only
 * the typed framing errors. Checks throw {@link AssertionError}.
 */
public final class FramerChecks {
  private FramerChecks() {}

  /** A stream decoder under test: bytes in, frames and errors out through the sinks. */
  @FunctionalInterface
  public interface Feeder<T> {
    void feed(byte[] chunk, int off, int len, List<? super T> frames,
        List<? super DecodeException> errors);

    /**
     * The stream ends: report a frame it ended in ({@code StreamFramer.finish}). A framer waits
     * for the bytes a frame needs before it tries again, so a bad frame cut short by the end of
     * the stream may only show as bad here. By default nothing.
     */
    default void finish(List<? super DecodeException> errors) {}
  }

  /** A feeder over {@code framer}, finished with {@link StreamFramer#finish}. */
  public static <T> Feeder<T> feeder(StreamFramer<T> framer) {
    return new Feeder<>() {
      @Override
      public void feed(byte[] chunk, int off, int len, List<? super T> frames,
          List<? super DecodeException> errors) {
        framer.feed(chunk, off, len, frames::add, errors::add);
      }

      @Override
      public void finish(List<? super DecodeException> errors) {
        framer.finish(errors::add);
      }
    };
  }

  /** What a whole stream gave: its frames, and its errors as "Type@streamOffset". */
  public record Outcome<T>(List<T> frames, List<String> errors) {}

  /**
   * Feeds {@code stream} to fresh decoders from {@code framer} whole, byte by byte, and in
   * {@code randomRuns} random fragmentations from {@code random}, then ends it
   * ({@link Feeder#finish}); asserts that all give the same frames and errors, and that every
   * error is a {@link CorruptFrameException} or {@link TooLongFrameException}. Returns the
   * outcome.
   */
  public static <T> Outcome<T> sameUnderAnyFragmentation(Supplier<Feeder<T>> framer,
      byte[] stream, Random random, int randomRuns) {
    Outcome<T> whole = run(framer.get(), stream, new int[] {stream.length});
    check(whole, run(framer.get(), stream, ones(stream.length)), stream, "one byte at a time");
    for (int r = 0; r < randomRuns; r++) {
      int[] sizes = randomSizes(stream.length, random);
      check(whole, run(framer.get(), stream, sizes), stream, "chunks " + Arrays.toString(sizes));
    }
    return whole;
  }

  /** {@code times} copies of {@code unit} one after another: a stream of one frame repeated. */
  public static byte[] repeat(byte[] unit, int times) {
    byte[] out = new byte[Math.multiplyExact(unit.length, times)];
    for (int i = 0; i < times; i++) {
      System.arraycopy(unit, 0, out, i * unit.length, unit.length);
    }
    return out;
  }

  private static <T> Outcome<T> run(Feeder<T> feeder, byte[] stream, int[] sizes) {
    List<T> frames = new ArrayList<>();
    List<DecodeException> errors = new ArrayList<>();
    int p = 0;
    for (int n : sizes) {
      try {
        feeder.feed(stream, p, n, frames, errors);
      } catch (RuntimeException | StackOverflowError e) {
        throw new AssertionError("the framer threw " + e + " on " + Hex.compact(stream), e);
      }
      p += n;
    }
    try {
      feeder.finish(errors);
    } catch (RuntimeException | StackOverflowError e) {
      throw new AssertionError("the framer threw " + e + " at the end of " + Hex.compact(stream),
          e);
    }
    List<String> described = new ArrayList<>();
    for (DecodeException e : errors) {
      if (e instanceof CorruptFrameException c) {
        described.add("corrupt@" + c.streamOffset());
      } else if (e instanceof TooLongFrameException t) {
        described.add("too long@" + t.streamOffset());
      } else {
        throw new AssertionError("an untyped framing error: " + e);
      }
    }
    return new Outcome<>(frames, described);
  }

  private static <T> void check(Outcome<T> whole, Outcome<T> other, byte[] stream, String how) {
    if (!Objects.equals(whole, other)) {
      throw new AssertionError("fed " + how + ", " + Hex.compact(stream) + " gave " + other
          + " but fed whole " + whole);
    }
  }

  private static int[] ones(int n) {
    int[] sizes = new int[n];
    Arrays.fill(sizes, 1);
    return sizes;
  }

  private static int[] randomSizes(int total, Random random) {
    List<Integer> sizes = new ArrayList<>();
    for (int left = total; left > 0; ) {
      int n = Math.min(left, 1 + random.nextInt(Math.max(1, Math.min(64, total))));
      sizes.add(n);
      left -= n;
    }
    return sizes.stream().mapToInt(Integer::intValue).toArray();
  }
}
