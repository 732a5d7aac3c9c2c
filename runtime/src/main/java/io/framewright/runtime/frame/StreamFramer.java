package io.framewright.runtime.frame;

import io.framewright.runtime.Codec;
import io.framewright.runtime.DecodeException;
import io.framewright.runtime.FramewrightException;
import io.framewright.runtime.InputEndedException;
import io.framewright.runtime.WireReader;
import io.framewright.runtime.internal.Delimiters;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.function.Consumer;

/**
 * Cuts a byte stream (TCP) into messages, whatever the chunks it arrives in. The codec itself
 * tells where a frame ends: a frame that runs off the end of the bytes buffered so far waits for
 * more; any other decode error is a corrupt frame, reported, then skipped with the
 * {@link Resync} rule so that the next good frame still decodes. A maximum frame length is
 * mandatory: a longer frame is reported as {@link TooLongFrameException} and discarded.
 *
 * <pre>{@code
 * StreamFramer<BeerFrame> framer = new StreamFramer<>(BeerFrameCodec.INSTANCE, 4096,
 *     Resync.atSignature((byte) 'B', (byte) 'E', (byte) 'E', (byte) 'R'));
 * framer.feed(chunk, 0, n, frame -> handle(frame), error -> log(error));
 * }</pre>
 *
 * <h2>Work and memory</h2>
 *
 * <pre>
 *   stream:  | frame | frame |  bad run (discarded)  | frame | frame ...
 *                             ^ one error reported     ^ run ends with a good frame
 *
 *   a frame waiting for its bytes:
 *   | received ......... |                  ' needed (from a length, a count, a fixed size)
 *   | received .... scanned to ^ ...        ' until the awaited terminator appears
 * </pre>
 *
 * <ul>
 *   <li>Work is linear in the bytes received, however they are cut into chunks: a decode attempt
 *       that runs out of bytes says what it needs (an {@link InputEndedException}: a length, or
 *       a terminator and where its search stopped), and the framer tries again only once the
 *       bytes it needs are there, scanning each new byte for an awaited terminator once. A frame
 *       is attempted a small number of times whatever its size (for BEER, pies and bitpacked at
 *       most four), not once per chunk. A codec that throws its own truncation errors instead of
 *       reading through {@link WireReader} is tried again on every chunk.
 *   <li>An over-long frame is discarded without looking at its bytes again: to the length its
 *       header declares ({@link Resync#skip}), else past the length the decoder said it needs or
 *       the whole window it was given; then the resync rule searches on from there. A frame
 *       waiting for its terminator ends with it when it begins where the decoder's search
 *       stopped (a frame of max + 1 bytes): the next frame is decoded right after it. A decoder
 *       that reads a length past the maximum stops there, so the rest is never decoded. Each byte is
 *       examined by at most one decode attempt that was given it as the start of a frame, and by
 *       the resync search once.
 *   <li>Errors are rate-limited: one error per bad run (the bytes between two good frames): the
 *       first bad frame of the run is reported as it is found, later ones in the same run only
 *       counted ({@link #stats()}). So a peer can not make the framer build an exception per
 *       byte.
 *   <li>Memory is the maximum frame length plus the largest chunk fed: bytes of a frame that
 *       can not be complete within the maximum are not kept.
 * </ul>
 *
 * <p>The codec must know where its messages end: one whose last part runs to the end of its
 * input ({@link Codec#readsToEnd()}, {@code @Remaining} with nothing around it) is refused,
 * since on a stream it would end wherever the bytes received so far happen to end. Not
 * thread-safe: one framer per connection.
 */
public final class StreamFramer<T> {
  /** Receives each good frame with where it lay in the stream. */
  @FunctionalInterface
  public interface FrameSink<T> {
    /** {@code value} decoded from the {@code length} bytes at {@code streamOffset}. */
    void frame(T value, long streamOffset, int length);
  }

  /**
   * What a framer has done so far, for monitoring and for tests that bound its work.
   *
   * @param frames good frames handed on
   * @param badFrames frames that did not decode or were too long, reported or not
   * @param errorsReported errors handed to the error sink (at most one per bad run)
   * @param bytesDiscarded bytes dropped as part of bad frames or while resynchronising
   * @param decodeAttempts times the codec was asked to decode a frame
   * @param bytesAttempted the sum, over decode attempts, of the bytes from the frame's start to
   *     where the attempt stopped: its length, the end of the bytes it was given when they ran
   *     out, or the byte where it found an error
   * @param bytesScanned places the framer looked for an awaited terminator at, and bytes the
   *     resync rule searched for a frame start
   */
  public record Stats(long frames, long badFrames, long errorsReported, long bytesDiscarded,
      long decodeAttempts, long bytesAttempted, long bytesScanned) {}

  /** What the framer does with the bytes at {@code readPos}. */
  private enum Mode {
    /** Decode a frame there (or wait for what its last attempt said it needs). */
    FRAME,
    /** Drop bytes up to {@link #skipTo}, then decode the next frame there. */
    SKIP_THEN_FRAME,
    /** Drop bytes up to {@link #skipTo}, then search with the resync rule. */
    SKIP_THEN_SEARCH,
    /** Search with the resync rule for where the next frame starts. */
    SEARCH,
    /**
     * An over-long frame whose terminator may begin at readPos .. {@link #endLastStart}: if it
     * does, drop the frame with it and decode the next frame after it; else SKIP_THEN_SEARCH.
     */
    SKIP_IF_ENDED
  }

  private final Codec<T> codec;
  private final int maxFrameLength;
  /** The consumer of the feed call in progress that takes frames without their place. */
  private Consumer<? super T> plainFrames;
  private final FrameSink<T> toPlainFrames = (value, at, length) -> plainFrames.accept(value);
  private final Resync resync;
  private byte[] buf = new byte[256];
  /** The reader of every decode attempt, made at the first ({@link WireReader#resetPartial}). */
  private WireReader reader;
  /** While framing in place ({@link #feedInPlace}): the framer's own buffer, set aside. */
  private byte[] own;
  private int readPos;
  private int writePos;
  /** Offset in the stream of buf[0]. */
  private long bufOffset;

  private Mode mode = Mode.FRAME;
  /** In SKIP modes: the stream offset to drop bytes up to. */
  private long skipTo;
  /** In FRAME mode, after an attempt ran out: the stream offset the bytes must reach first. */
  private long needEnd = -1;
  /** ... and the terminator that must appear, searched for from {@link #scanFrom}; or null. */
  private byte[] awaited;
  private long scanFrom;
  /** In SKIP_IF_ENDED: the over-long frame's terminator, and the last offset it may begin at. */
  private byte[] endTerminator;
  private long endLastStart;
  /** Whether the bytes since the last good frame hold a bad frame already reported. */
  private boolean inBadRun;

  private long frames;
  private long badFrames;
  private long errorsReported;
  private long bytesDiscarded;
  private long decodeAttempts;
  private long bytesAttempted;
  private long bytesScanned;

  /**
   * A framer over {@code codec}'s messages of at most {@code maxFrameLength} bytes, skipping
   * bad frames with {@code resync}. Throws {@link IllegalArgumentException} for a codec whose
   * messages run to the end of their input ({@link Codec#readsToEnd()}).
   */
  public StreamFramer(Codec<T> codec, int maxFrameLength, Resync resync) {
    this.codec = Objects.requireNonNull(codec);
    if (maxFrameLength < 1) {
      throw new IllegalArgumentException("maxFrameLength must be at least 1: " + maxFrameLength);
    }
    if (codec.readsToEnd()) {
      throw new IllegalArgumentException(codec.type().getSimpleName()
          + "'s messages run to the end of their input (their last part is @Remaining, @Trailing, or has"
          + " no count, length or terminator), so on a stream a message would end wherever the"
          + " bytes received so far end: give the type a frame (@Delimited on it, or a length"
          + " before the open part), or decode whole datagrams with Datagrams");
    }
    this.maxFrameLength = maxFrameLength;
    this.resync = Objects.requireNonNull(resync);
  }

  /**
   * Adds {@code len} bytes of the stream, and hands every frame they complete to
   * {@code frames}, in order; bad frames go to {@code errors} (as {@link CorruptFrameException}
   * or {@link TooLongFrameException}, one per bad run) and the stream goes on.
   */
  public void feed(byte[] chunk, int off, int len, Consumer<? super T> frames,
      Consumer<? super DecodeException> errors) {
    Objects.requireNonNull(frames);
    // One adapter for the framer's life, not one per call: a server fed one byte at a time
    // should not allocate for it.
    plainFrames = frames;
    try {
      feed(chunk, off, len, toPlainFrames, errors);
    } finally {
      plainFrames = null;
    }
  }

  /** As {@link #feed(byte[], int, int, Consumer, Consumer)}, with each frame's place in the stream. */
  public void feed(byte[] chunk, int off, int len, FrameSink<? super T> frames,
      Consumer<? super DecodeException> errors) {
    Objects.checkFromIndexSize(off, len, chunk.length);
    Objects.requireNonNull(frames);
    Objects.requireNonNull(errors);
    append(chunk, off, len);
    while (step(frames, errors)) {
      // each step consumes bytes, hands on a frame, or changes mode; it returns false when
      // nothing more can happen until more bytes arrive
    }
  }

  /** Convenience: the frames the bytes complete; bad frames are thrown away, counted nowhere. */
  public List<T> feed(byte[] chunk) {
    List<T> out = new ArrayList<>();
    feed(chunk, 0, chunk.length, out::add, e -> { });
    return out;
  }

  /**
   * Frames the bytes where the caller holds them, without copying them into the framer: for a
   * server whose network layer keeps the bytes received in a buffer of its own (a Netty
   * {@code ByteBuf} cumulation). {@code buf[off .. off + len)} must be every byte of the stream
   * not consumed yet: the bytes this method left unconsumed last time, first, then the new ones.
   * Frames and errors are handed on exactly as by {@link #feed(byte[], int, int, FrameSink,
   * Consumer)}, with the same stream offsets, and the same guarantees: work linear in the bytes
   * received however they are cut (an incomplete frame is not attempted again until the bytes it
   * needs are there, and an awaited terminator is searched for in each byte once), and the bytes
   * left unconsumed are at most a frame still arriving, within the maximum frame length, or the
   * few bytes of a resync marker.
   *
   * <pre>
   *   caller's buffer:  | consumed | unconsumed (presented again) | new bytes |
   *                                ^ off                                      ^ off + len
   *   returns n:        the first n of buf[off .. off + len) are done with; drop them
   * </pre>
   *
   * <p>Returns how many of the bytes, from {@code off}, the framer is done with: the caller drops
   * them and keeps the rest. A decoded message holds no reference to {@code buf}, so the caller
   * may reuse it at once. A framer fed this way must not also be fed with the copying
   * {@code feed} methods while it holds bytes of its own ({@link #buffered()} is then nonzero:
   * an {@link IllegalStateException}); {@link #finish(byte[], int, int, Consumer)} ends the
   * stream.
   */
  public int feedInPlace(byte[] buf, int off, int len, FrameSink<? super T> frames,
      Consumer<? super DecodeException> errors) {
    Objects.checkFromIndexSize(off, len, buf.length);
    Objects.requireNonNull(frames);
    Objects.requireNonNull(errors);
    long start = attach(buf, off, len);
    try {
      while (step(frames, errors)) {
        // as in feed: until nothing more can happen without more bytes
      }
    } finally {
      detach();
    }
    return (int) (bufOffset - start);
  }

  /**
   * Adds the buffer's remaining bytes to the stream (copying them into the framer, as
   * {@link #feed(byte[], int, int, FrameSink, Consumer)} does: the copy is bounded by the
   * bytes remaining), and advances its position to its limit. For direct buffers, which have no
   * array to decode from in place.
   */
  public void feed(ByteBuffer chunk, FrameSink<? super T> frames,
      Consumer<? super DecodeException> errors) {
    Objects.requireNonNull(frames);
    Objects.requireNonNull(errors);
    int len = chunk.remaining();
    if (chunk.hasArray()) {
      append(chunk.array(), chunk.arrayOffset() + chunk.position(), len);
      chunk.position(chunk.limit());
    } else {
      reserve(len);
      chunk.get(buf, writePos, len);
      writePos += len;
    }
    while (step(frames, errors)) {
      // as above
    }
  }

  /**
   * Ends a stream fed with {@link #feedInPlace}: {@code buf[off .. off + len)} are the bytes it
   * left unconsumed (or fewer, never others). As {@link #finish(Consumer)}, a frame still
   * waiting for bytes is reported as a {@link CorruptFrameException} whose
   * {@link CorruptFrameException#endOfStream()} is true; the caller then drops all of them.
   */
  public void finish(byte[] buf, int off, int len, Consumer<? super DecodeException> errors) {
    Objects.checkFromIndexSize(off, len, buf.length);
    Objects.requireNonNull(errors);
    attach(buf, off, len);
    try {
      finish(errors);
    } finally {
      detach();
    }
  }

  /** Frames over the caller's bytes from here on; returns their stream offset. */
  private long attach(byte[] external, int off, int len) {
    if (writePos != readPos) {
      throw new IllegalStateException("the framer holds " + (writePos - readPos)
          + " byte(s) of its own (fed with feed): it can not also frame in place");
    }
    long start = bufOffset + readPos;
    own = buf;
    buf = external;
    bufOffset = start - off;
    readPos = off;
    writePos = off + len;
    return start;
  }

  /** Back to the framer's own buffer, empty, at the stream offset of the first unconsumed byte. */
  private void detach() {
    if (reader != null) {
      reader.resetPartial(own, 0, 0); // no reference to the caller's bytes is kept
    }
    bufOffset += readPos;
    buf = own;
    own = null;
    readPos = 0;
    writePos = 0;
  }

  /**
   * Ends the stream: a frame still waiting for bytes is reported as a
   * {@link CorruptFrameException} whose {@link CorruptFrameException#endOfStream()} is true,
   * with the truncation's field path, expected and found, and forgotten. The framer is then
   * ready for a new stream.
   */
  public void finish(Consumer<? super DecodeException> errors) {
    if (mode == Mode.FRAME && readPos < writePos) {
      long at = bufOffset + readPos;
      int window = Math.min(writePos - readPos, maxFrameLength);
      DecodeException cause;
      try {
        codec.read(new WireReader(buf, readPos, window));
        cause = DecodeException.truncated(buf, readPos, readPos + window, readPos + window, 0,
            "", 8);
      } catch (DecodeException e) {
        cause = e;
      } catch (RuntimeException e) {
        cause = new RejectedByCodec(e);
      }
      badFrames++;
      bytesDiscarded += writePos - readPos;
      if (!inBadRun) {
        errorsReported++;
        errors.accept(new CorruptFrameException(cause, at, true));
      }
    } else {
      bytesDiscarded += writePos - readPos;
    }
    bufOffset += writePos;
    readPos = 0;
    writePos = 0;
    mode = Mode.FRAME;
    needEnd = -1;
    awaited = null;
    endTerminator = null;
    inBadRun = false;
  }

  /** Bytes held back waiting for the rest of a frame (or for the rest of a resync marker). */
  public int buffered() {
    return writePos - readPos;
  }

  /** Counts of what the framer has done so far. */
  public Stats stats() {
    return new Stats(frames, badFrames, errorsReported, bytesDiscarded, decodeAttempts,
        bytesAttempted, bytesScanned);
  }

  /** One move of the state machine; false when it must wait for more bytes. */
  private boolean step(FrameSink<? super T> frameSink, Consumer<? super DecodeException> errors) {
    switch (mode) {
      case SKIP_THEN_FRAME:
      case SKIP_THEN_SEARCH:
        return skip();
      case SEARCH:
        return search();
      case SKIP_IF_ENDED:
        return skipIfEnded();
      case FRAME:
        return readPos < writePos && frame(frameSink, errors);
      default:
        throw new AssertionError(mode);
    }
  }

  private boolean skip() {
    long end = bufOffset + writePos;
    if (skipTo > end) {
      discard(writePos); // the bad frame goes on past what has arrived
      return false;
    }
    discard((int) (skipTo - bufOffset));
    mode = mode == Mode.SKIP_THEN_FRAME ? Mode.FRAME : Mode.SEARCH;
    return true;
  }

  /**
   * Waits for the few bytes that tell whether the over-long frame's terminator begins at one of
   * the places left (at most its length of them); then drops the frame through it, or goes on
   * to skip what the decoder saw and search.
   */
  private boolean skipIfEnded() {
    long decidedAt = endLastStart + endTerminator.length;
    if (bufOffset + writePos < decidedAt) {
      return false;
    }
    int at = Delimiters.indexOf(buf, readPos, (int) (decidedAt - bufOffset), endTerminator);
    bytesScanned += at < 0 ? endLastStart + 1 - (bufOffset + readPos) : at + 1 - readPos;
    if (at >= 0) {
      discard(at + endTerminator.length);
      mode = Mode.FRAME;
    } else {
      mode = Mode.SKIP_THEN_SEARCH;
    }
    endTerminator = null;
    return true;
  }

  private boolean search() {
    if (readPos >= writePos) {
      return false;
    }
    int next = resync.next(buf, readPos, writePos);
    if (next >= readPos) {
      bytesScanned += next - readPos;
      discard(next);
      mode = Mode.FRAME;
      return true;
    }
    bytesScanned += writePos - readPos;
    // Keep only what could be the start of a frame marker still arriving: it is searched again
    // with the next chunk (at most the marker's length less one byte, each time).
    discard(Math.max(readPos, Math.min(writePos, resync.keepFrom(buf, readPos, writePos))));
    return false;
  }

  /** Tries the frame at readPos if the bytes it needs are here; false to wait. */
  private boolean frame(FrameSink<? super T> frameSink, Consumer<? super DecodeException> errors) {
    long frameStart = bufOffset + readPos;
    long received = bufOffset + writePos;
    if (needEnd > received) {
      return false;
    }
    if (awaited != null && !awaitedHasArrived(frameStart, received)) {
      return false;
    }
    needEnd = -1;
    int window = Math.min(writePos - readPos, maxFrameLength);
    // One reader for every attempt: a frame costs no allocation but its decoded message.
    WireReader in = reader == null ? (reader = WireReader.partial(buf, readPos, window))
        : reader.resetPartial(buf, readPos, window);
    decodeAttempts++;
    T value;
    try {
      value = codec.read(in);
    } catch (InputEndedException e) {
      bytesAttempted += Math.min(window, e.examinedLength() + 1);
      return ranOut(frameStart, e.neededLength(), e.awaitedTerminator(), e.scanFrom(), window,
          errors);
    } catch (DecodeException e) {
      if (e.ranOutAt(window)) {
        // A codec that made its own truncation error: all it says is "more", no length.
        bytesAttempted += window;
        return ranOut(frameStart, window, null, 0, window, errors);
      }
      bytesAttempted += Math.min(window, e.byteOffset() + 1);
      corrupt(e, frameStart, errors);
      return true;
    } catch (FramewrightException e) {
      // An EncodeException out of a decode is a codec's bug, but still only this frame's.
      bytesAttempted += window;
      corrupt(new RejectedByCodec(e), frameStart, errors);
      return true;
    } catch (RuntimeException e) {
      // User code inside the codec (a hand-written codec, a check of its own) rejected the
      // frame: a bad frame like any other, so the stream goes on past it.
      bytesAttempted += window;
      corrupt(new RejectedByCodec(e), frameStart, errors);
      return true;
    }
    int length = in.position();
    bytesAttempted += length;
    frames++;
    inBadRun = false;
    awaited = null;
    // A message of no bytes would be found again and again at the same place.
    drop(readPos + Math.max(length, 1));
    frameSink.frame(value, frameStart, length);
    return true;
  }

  /**
   * Scans the bytes that arrived since the last look for the awaited terminator; true once it
   * is there. The scan never passes the maximum frame length: if the terminator is not within
   * it the frame is too long, which the next attempt finds out.
   */
  private boolean awaitedHasArrived(long frameStart, long received) {
    long limit = Math.min(received, frameStart + maxFrameLength);
    int from = (int) (Math.max(scanFrom, frameStart) - bufOffset);
    int to = (int) (limit - bufOffset);
    if (from >= to) {
      return limit >= frameStart + maxFrameLength;
    }
    int at = Delimiters.indexOf(buf, from, to, awaited);
    // counted as the places a terminator could start at that were looked at
    bytesScanned += at < 0 ? Math.max(0, to - awaited.length + 1 - from) : at + 1 - from;
    if (at >= 0 || limit >= frameStart + maxFrameLength) {
      awaited = null;
      return true;
    }
    scanFrom = bufOffset + Math.max(from, to - awaited.length + 1);
    return false;
  }

  /**
   * The attempt ran out of bytes: wait for what it needs, or, if that lies beyond the maximum,
   * report the frame as too long and discard it.
   */
  private boolean ranOut(long frameStart, long needed, byte[] terminator, long scanAt, int window,
      Consumer<? super DecodeException> errors) {
    // What the decoder asked for, before the guard below: the frame's length as far as it knows.
    long asked = needed;
    // Only a partial reader makes the signal, and it always asks for more than it was given;
    // the guard keeps a wayward codec from making the framer retry without new bytes forever.
    needed = Math.max(needed, window + 1L);
    // Where the header declares the whole length, wait for all of it: one more attempt, not one
    // per optional part or length the decoder would meet on the way. A declared length past the
    // maximum is not taken as the verdict: only the decoder's own need is (it reads the length
    // too), so that the outcome is the same however the bytes are cut.
    int declared = resync.skip(buf, readPos, writePos);
    long declaredLength = declared > readPos ? declared - readPos : -1;
    if (declaredLength > needed && declaredLength <= maxFrameLength) {
      needed = declaredLength;
    }
    if (needed <= maxFrameLength && window < maxFrameLength) {
      needEnd = frameStart + needed;
      awaited = terminator;
      scanFrom = frameStart + scanAt;
      return false;
    }
    if (window < maxFrameLength) {
      // The frame can not fit, but the bytes still to come within the maximum may show it
      // corrupt first, as they would to an attempt given them all at once: wait for the whole
      // window, so that the verdict does not depend on how the bytes arrive.
      needEnd = frameStart + maxFrameLength;
      awaited = null;
      return false;
    }
    badFrames++;
    report(new TooLongFrameException(frameStart, maxFrameLength,
        declaredLength > 0 ? "a frame of " + declaredLength + " byte(s)"
            : needed > window + 1L ? "a frame of at least " + needed + " byte(s)"
            : window + " byte(s) and no end yet"), errors);
    awaited = null;
    if (declared > readPos) {
      skipTo = bufOffset + declared;
      mode = Mode.SKIP_THEN_FRAME;
    } else {
      // What the decoder saw of the frame is all part of it, and so is the length it asked for:
      // search on after them, never in them.
      skipTo = frameStart + Math.max(window, Math.min(asked, Integer.MAX_VALUE));
      mode = Mode.SKIP_THEN_SEARCH;
      if (terminator != null) {
        // Except the terminator the decoder was looking for: it may begin in the last bytes it
        // saw (where its search stopped) or right after them, inside what would be skipped.
        // There it ends this frame, and the next frame starts after it; skipped, a rule that
        // resumes after a terminator would take the next frame's for the end of this one, and
        // lose that frame.
        discard(readPos + (int) scanAt);
        endTerminator = terminator;
        endLastStart = frameStart + window;
        mode = Mode.SKIP_IF_ENDED;
      }
    }
    return true;
  }

  private void corrupt(DecodeException e, long frameStart,
      Consumer<? super DecodeException> errors) {
    badFrames++;
    report(new CorruptFrameException(e, frameStart), errors);
    awaited = null;
    int end = resync.skip(buf, readPos, writePos);
    if (end > readPos) {
      skipTo = bufOffset + end; // the frame's header says where it ends
      mode = Mode.SKIP_THEN_FRAME;
    } else {
      discard(readPos + 1); // past this frame's start, then look for the next
      mode = Mode.SEARCH;
    }
  }

  private void report(DecodeException e, Consumer<? super DecodeException> errors) {
    if (!inBadRun) {
      inBadRun = true;
      errorsReported++;
      errors.accept(e);
    }
  }

  /** Drops the bytes before {@code index}: they belong to no good frame. */
  private void discard(int index) {
    bytesDiscarded += index - readPos;
    drop(index);
  }

  /** Moves past the bytes before {@code index}. */
  private void drop(int index) {
    readPos = index;
    if (readPos == writePos) {
      bufOffset += writePos;
      readPos = 0;
      writePos = 0;
    }
  }

  private void append(byte[] chunk, int off, int len) {
    reserve(len);
    System.arraycopy(chunk, off, buf, writePos, len);
    writePos += len;
  }

  /** Makes room for {@code len} more bytes after {@code writePos}. */
  private void reserve(int len) {
    if (buf.length - writePos < len) {
      int live = writePos - readPos;
      // Move the bytes held to the front only when the end is reached, and grow by doubling.
      // Copying stays linear in the bytes received: what is held after a feed is one frame still
      // arriving, which is moved at most once before it completes (nothing ahead of it can be
      // consumed meanwhile), and growth copies add up to less than the final size.
      byte[] target = buf;
      if (live + (long) len > buf.length) {
        target = new byte[(int) Math.min(Integer.MAX_VALUE - 8,
            Math.max(live + (long) len, 2L * buf.length))];
      }
      System.arraycopy(buf, readPos, target, 0, live);
      buf = target;
      bufOffset += readPos;
      writePos = live;
      readPos = 0;
    }
  }
}
