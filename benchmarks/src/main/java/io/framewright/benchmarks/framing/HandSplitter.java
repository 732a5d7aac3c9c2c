package io.framewright.benchmarks.framing;

import io.framewright.runtime.Codec;
import java.util.Arrays;
import java.util.function.Consumer;

/**
 * The baseline a user would write instead of a {@code StreamFramer}: buffer the bytes, find where
 * the waiting frame ends by the protocol's own rule ({@link #frameEnd}), and hand each complete
 * frame to the generated codec's {@link Codec#decode(byte[], int, int)}. A subclass that scans for
 * a terminator remembers where its scan stopped, so every byte is looked at once however the
 * stream is cut. No error handling: the benchmark's streams are valid (a decode error throws).
 */
abstract class HandSplitter<T> {
  private final Codec<T> codec;
  private byte[] buf = new byte[256];
  private int readPos;
  private int writePos;

  HandSplitter(Codec<T> codec) {
    this.codec = codec;
  }

  /**
   * The end (exclusive) of the frame starting at {@code buf[start]}, or -1 if it has not all
   * arrived among {@code buf[start .. to)}. Called again with more bytes after a -1.
   */
  abstract int frameEnd(byte[] buf, int start, int to);

  /** The buffer moved {@code by} bytes to the front: shift any remembered index. */
  void shifted(int by) {}

  final void feed(byte[] chunk, int off, int len, Consumer<? super T> frames) {
    append(chunk, off, len);
    while (readPos < writePos) {
      int end = frameEnd(buf, readPos, writePos);
      if (end < 0) {
        return;
      }
      frames.accept(codec.decode(buf, readPos, end - readPos));
      readPos = end;
    }
  }

  final int buffered() {
    return writePos - readPos;
  }

  private void append(byte[] chunk, int off, int len) {
    if (readPos > 0) {
      System.arraycopy(buf, readPos, buf, 0, writePos - readPos);
      shifted(readPos);
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
