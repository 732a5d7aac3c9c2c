package io.framewright.runtime.frame;

import io.framewright.runtime.Codec;
import io.framewright.runtime.DecodeException;
import io.framewright.runtime.WireReader;
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
 * <p>Not thread-safe: one framer per connection. Memory is bounded by the maximum frame length
 * plus the largest chunk fed.
 */
public final class StreamFramer<T> {
  private final Codec<T> codec;
  private final int maxFrameLength;
  private final Resync resync;
  private byte[] buf = new byte[256];
  private int readPos;
  private int writePos;
  /** Offset in the stream of buf[0]. */
  private long bufOffset;
  /** After a frame too long: bytes are dropped until the resync rule finds a frame start. */
  private boolean discarding;
  /** After a bad frame whose end lies beyond the bytes buffered: its end, as a stream offset. */
  private long skipTo = -1;

  public StreamFramer(Codec<T> codec, int maxFrameLength, Resync resync) {
    this.codec = Objects.requireNonNull(codec);
    if (maxFrameLength < 1) {
      throw new IllegalArgumentException("maxFrameLength must be at least 1: " + maxFrameLength);
    }
    this.maxFrameLength = maxFrameLength;
    this.resync = Objects.requireNonNull(resync);
  }

  /**
   * Adds {@code len} bytes of the stream, and hands every frame they complete to
   * {@code frames}, in order; bad frames go to {@code errors} (as {@link CorruptFrameException}
   * or {@link TooLongFrameException}) and the stream goes on.
   */
  public void feed(byte[] chunk, int off, int len, Consumer<? super T> frames,
      Consumer<? super DecodeException> errors) {
    Objects.checkFromIndexSize(off, len, chunk.length);
    append(chunk, off, len);
    while (readPos < writePos) {
      if (skipTo >= 0) {
        long end = bufOffset + writePos;
        if (skipTo > end) {
          readPos = writePos; // the bad frame goes on past what has arrived
          break;
        }
        readPos = (int) (skipTo - bufOffset);
        skipTo = -1;
        continue;
      }
      if (discarding) {
        int next = resync.next(buf, readPos, writePos);
        if (next < 0) {
          // Keep only what could be the start of a frame marker still arriving.
          readPos = Math.max(readPos, resync.keepFrom(buf, readPos, writePos));
          break;
        }
        readPos = Math.max(next, readPos);
        discarding = false;
        continue;
      }
      int available = writePos - readPos;
      // A decode attempt never sees more than one maximal frame: a frame without an end
      // can not reach into the frames after it, and each attempt is bounded work.
      int window = Math.min(available, maxFrameLength);
      WireReader in = new WireReader(buf, readPos, window);
      T frame;
      try {
        frame = codec.read(in);
      } catch (DecodeException e) {
        if (e.ranOutAt(window)) {
          if (window == maxFrameLength) {
            errors.accept(new TooLongFrameException(bufOffset + readPos, maxFrameLength,
                available));
            readPos++; // past this frame's start, then look for the next
            discarding = true;
            continue;
          }
          break; // the rest of this frame has not arrived yet
        }
        errors.accept(new CorruptFrameException(e, bufOffset + readPos));
        int end = resync.skip(buf, readPos, writePos);
        if (end > readPos) {
          skipTo = bufOffset + end; // the frame's header says where it ends
          continue;
        }
        readPos++; // past this frame's start, then look for the next
        discarding = true;
        continue;
      }
      int length = in.position();
      readPos += Math.max(length, 1);
      frames.accept(frame);
    }
  }

  /** Convenience: the frames the bytes complete; bad frames are thrown away, counted nowhere. */
  public List<T> feed(byte[] chunk) {
    List<T> out = new ArrayList<>();
    feed(chunk, 0, chunk.length, out::add, e -> { });
    return out;
  }

  /** Bytes held back waiting for the rest of a frame. */
  public int buffered() {
    return writePos - readPos;
  }

  private void append(byte[] chunk, int off, int len) {
    if (readPos > 0) {
      System.arraycopy(buf, readPos, buf, 0, writePos - readPos);
      bufOffset += readPos;
      writePos -= readPos;
      readPos = 0;
    }
    if (buf.length - writePos < len) {
      buf = Arrays.copyOf(buf, Math.max(writePos + len, buf.length * 2));
    }
    System.arraycopy(chunk, off, buf, writePos, len);
    writePos += len;
  }
}
