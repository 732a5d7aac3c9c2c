package io.framewright.cli;

import io.framewright.runtime.Codec;
import io.framewright.runtime.DecodeException;
import io.framewright.runtime.WireReader;
import io.framewright.runtime.frame.CorruptFrameException;
import io.framewright.runtime.frame.Resync;
import io.framewright.runtime.frame.StreamFramer;
import io.framewright.runtime.frame.TooLongFrameException;
import java.util.Arrays;

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
   * The input as a byte stream, cut by the framework's {@link StreamFramer}: bad frames are
   * reported and skipped with {@code resync}, and what is left at the end is an incomplete frame.
   */
  static <T> void stream(Codec<T> codec, Resync resync, int maxFrameLength, byte[] input,
      Sink sink) {
    Recording<T> recording = new Recording<>(codec);
    StreamFramer<T> framer = new StreamFramer<>(recording, maxFrameLength, resync);
    // Fed in one chunk, the framer's buffer indexes are the input's offsets.
    framer.feed(input, 0, input.length,
        value -> sink.frame(new Decoded(value, recording.start, recording.bytes.length,
            recording.bytes, 0)),
        error -> sink.error(streamOffset(error), error, false));
    int rest = framer.buffered();
    if (rest > 0) {
      int at = input.length - rest;
      try {
        sink.frame(decode(codec, input, at, rest));
      } catch (DecodeException e) {
        sink.error(at, e, true);
      }
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
   * length), which the framer's buffer does not keep for the sink, and where it lay.
   */
  private static final class Recording<T> implements Codec<T> {
    private final Codec<T> codec;
    byte[] bytes;
    int start;

    Recording(Codec<T> codec) {
      this.codec = codec;
    }

    @Override
    public T read(WireReader in) {
      T value = codec.read(in);
      start = in.start();
      bytes = Arrays.copyOfRange(in.buffer(), in.start(), in.start() + in.position());
      return value;
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
