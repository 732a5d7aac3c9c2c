package io.framewright.protocol.beer;

import io.framewright.runtime.DecodeException;
import io.framewright.runtime.frame.Framing;
import io.framewright.runtime.frame.Resync;
import io.framewright.runtime.frame.StreamFramer;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.Consumer;

/**
 * Splits a BEER byte stream (TCP) into frames: Framewright's {@link StreamFramer} over
 * {@link BeerMessageCodec}, resynchronising on the next {@code "BEER"} signature after a frame
 * that does not decode.
 *
 * <p>Feed it bytes as they arrive; it returns the frames they complete and keeps any unfinished
 * frame for the next call, up to {@code maxFrameBytes}. A bad frame (wrong signature, unknown
 * opcode, no CR LF where a fixed-size frame ends, bad data, too long) is passed to the error
 * handler (one error per run of bad frames: see {@link StreamFramer}), and decoding resumes at
 * the next signature after the bytes the bad frame was seen to span. Work is linear in the
 * bytes fed, however they are cut: a frame is decoded at most four times. Not thread-safe.
 */
public final class BeerStreamDecoder {
  /** Default bound on one buffered frame: 64 KiB. */
  public static final int DEFAULT_MAX_FRAME_BYTES = 64 * 1024;

  private final Consumer<? super DecodeException> onError;
  private final StreamFramer<BeerMessage> framer;

  /** A decoder that reports bad frames to {@code onError} and buffers frames up to 64 KiB. */
  public BeerStreamDecoder(Consumer<? super DecodeException> onError) {
    this(onError, DEFAULT_MAX_FRAME_BYTES);
  }

  /** A decoder that reports bad frames to {@code onError} and buffers at most {@code maxFrameBytes}. */
  public BeerStreamDecoder(Consumer<? super DecodeException> onError, int maxFrameBytes) {
    if (maxFrameBytes < BeerMessageCodec.MIN_SIZE) {
      throw new IllegalArgumentException("maxFrameBytes below " + BeerMessageCodec.MIN_SIZE);
    }
    this.onError = Objects.requireNonNull(onError, "onError");
    this.framer = framing().framer(maxFrameBytes);
  }

  /**
   * How BEER frames travel, for tools and servers: a TCP stream of frames that start with
   * {@code "BEER"} and end with CR LF, resynchronised at the next signature; at most
   * {@link #DEFAULT_MAX_FRAME_BYTES} per frame.
   */
  public static Framing<BeerMessage> framing() {
    return Framing.stream(BeerMessageCodec.INSTANCE,
        Resync.atSignature((byte) 'B', (byte) 'E', (byte) 'E', (byte) 'R'),
        DEFAULT_MAX_FRAME_BYTES,
        "TCP stream: frames start with BEER and end with CR LF; resync at the next BEER");
  }

  /** Appends {@code bytes} to the stream and returns the frames now complete, in order. */
  public List<BeerMessage> feed(byte[] bytes) {
    return feed(bytes, 0, bytes.length);
  }

  /** Appends {@code bytes[off .. off + len)} and returns the frames now complete, in order. */
  public List<BeerMessage> feed(byte[] bytes, int off, int len) {
    List<BeerMessage> out = new ArrayList<>();
    framer.feed(bytes, off, len, out::add, onError);
    return out;
  }

  /**
   * Ends the stream: a frame it ended in goes to the error handler (a
   * {@code CorruptFrameException} whose {@code endOfStream()} is true), and the decoder is ready
   * for a new stream.
   */
  public void finish() {
    framer.finish(onError);
  }

  /** What the decoder has done so far: frames, bad frames, errors reported, work. */
  public StreamFramer.Stats stats() {
    return framer.stats();
  }

  /** Bytes held for a frame not yet complete. */
  public int buffered() {
    return framer.buffered();
  }
}
