package io.framewright.cli;

import io.framewright.runtime.Codec;
import io.framewright.runtime.DecodeException;
import io.framewright.runtime.WireReader;
import io.framewright.runtime.frame.CorruptFrameException;
import io.framewright.runtime.frame.Resync;
import io.framewright.runtime.frame.StreamFramer;
import io.framewright.runtime.frame.TooLongFrameException;
import java.io.IOException;
import java.io.InputStream;
import java.util.Arrays;
import java.util.function.Consumer;

/** Decodes an input as one frame, or as a stream of frames, with the trace of each frame. */
final class Frames {
  private Frames() {}

  /**
   * A decoded frame: its value, where it lies in the input, and its bytes
   * ({@code bytes[bytesOffset .. bytesOffset + length)}) for the traced decodes that show it.
   */
  record Decoded(Object value, long offset, int length, byte[] bytes, int bytesOffset) {}

  /** Receives the frames and the errors, in input order. */
  interface Sink {
    void frame(Decoded frame);

    /**
     * A bad frame that starts at {@code offset} ({@code error}'s offsets count from there);
     * {@code cutShort} when the input ends inside it.
     */
    void error(long offset, DecodeException error, boolean cutShort);
  }

  /** The whole input as one frame (a datagram): trailing bytes are an error. */
  static void single(Codec<?> codec, byte[] input, Sink sink) {
    try {
      sink.frame(decode(codec, input, 0, input.length));
    } catch (DecodeException e) {
      sink.error(0, e, false);
    }
  }

  /**
   * The input as a byte stream, read in chunks of {@link InputLimit#CHUNK} bytes and fed to the
   * framework's {@link StreamFramer} as they are read: bad frames are reported and skipped with
   * {@code resync}, and a frame the input ends inside is reported as incomplete. Memory is the
   * maximum frame length and a chunk, whatever the input's length.
   *
   * @throws InputLimit.TooLongException past {@code limit} bytes; the frames before have been
   *     handed on
   */
  static <T> void stream(Codec<T> codec, Resync resync, int maxFrameLength, InputStream in,
      long limit, String input, Sink sink) throws IOException {
    Feed<T> feed = new Feed<>(codec, resync, maxFrameLength, 0, sink);
    byte[] chunk = new byte[InputLimit.CHUNK];
    long total = 0;
    for (int n = in.read(chunk); n >= 0; n = in.read(chunk)) {
      long room = limit - total;
      feed.feed(chunk, 0, (int) Math.min(n, room));
      total += n;
      if (total > limit) {
        throw new InputLimit.TooLongException(input, limit);
      }
    }
    feed.finish();
  }

  /**
   * A stream the caller feeds (a reassembled TCP direction of a capture) to the framework's
   * {@link StreamFramer}: frames and errors go to the sink with their stream offsets counted from
   * {@code base}, each frame with a copy of its bytes.
   */
  static final class Feed<T> {
    private final StreamFramer<T> framer;
    private final StreamFramer.FrameSink<T> frames;
    private final Consumer<DecodeException> errors;

    Feed(Codec<T> codec, Resync resync, int maxFrameLength, long base, Sink sink) {
      Recording<T> recording = new Recording<>(codec);
      this.framer = new StreamFramer<>(recording, maxFrameLength, resync);
      this.frames = (value, at, length) ->
          sink.frame(new Decoded(value, base + at, length, recording.bytes, 0));
      this.errors = error -> sink.error(base + streamOffset(error), error,
          error instanceof CorruptFrameException c && c.endOfStream());
    }

    void feed(byte[] bytes, int off, int len) {
      framer.feed(bytes, off, len, frames, errors);
    }

    /** Bytes held back for a frame not complete yet: a later frame starts no earlier. */
    int buffered() {
      return framer.buffered();
    }

    /** The end of the stream: a frame it ends inside is reported as incomplete. */
    void finish() {
      framer.finish(errors);
    }
  }

  /** One decode of exactly {@code buf[off .. off + len)}. */
  private static Decoded decode(Codec<?> codec, byte[] buf, int off, int len) {
    WireReader in = new WireReader(buf, off, len);
    Object value = codec.read(in);
    try {
      in.expectEnd("");
    } catch (DecodeException e) {
      throw e.inField(codec.type().getSimpleName());
    }
    return new Decoded(value, off, len, buf, off);
  }

  private static long streamOffset(DecodeException e) {
    if (e instanceof CorruptFrameException c) {
      return c.streamOffset();
    } else if (e instanceof TooLongFrameException t) {
      return t.streamOffset();
    }
    return 0;
  }

  /**
   * A codec that keeps a copy of the bytes of the last frame it read (at most the maximum frame
   * length): the framer's buffer has moved on when the frame reaches the sink, and the JSON
   * decodes the frame again from them.
   */
  private static final class Recording<T> implements Codec<T> {
    private final Codec<T> codec;
    byte[] bytes;

    Recording(Codec<T> codec) {
      this.codec = codec;
    }

    @Override
    public T read(WireReader in) {
      T value = codec.read(in);
      bytes = Arrays.copyOfRange(in.buffer(), in.start(), in.start() + in.position());
      return value;
    }

    @Override
    public boolean readsToEnd() {
      return codec.readsToEnd();
    }

    @Override
    public String layout() {
      return codec.layout();
    }

    @Override
    public Class<T> type() {
      return codec.type();
    }

    @Override
    public int size(T value) {
      return codec.size(value);
    }

    @Override
    public int encode(T value, byte[] buf, int off) {
      return codec.encode(value, buf, off);
    }

    @Override
    public T decode(byte[] buf, int off, int len) {
      return codec.decode(buf, off, len);
    }
  }
}
