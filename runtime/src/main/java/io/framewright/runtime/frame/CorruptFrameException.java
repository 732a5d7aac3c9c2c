package io.framewright.runtime.frame;

import io.framewright.runtime.DecodeException;

/**
 * A frame in a byte stream that does not decode. The framer that reports it has already skipped
 * to the next place a frame can start; the stream goes on.
 */
public final class CorruptFrameException extends DecodeException {
  private static final long serialVersionUID = 1L;
  private final long streamOffset;
  private final boolean endOfStream;

  CorruptFrameException(DecodeException cause, long streamOffset) {
    this(cause, streamOffset, false);
  }

  CorruptFrameException(DecodeException cause, long streamOffset, boolean endOfStream) {
    super(cause);
    this.streamOffset = streamOffset;
    this.endOfStream = endOfStream;
  }

  /**
   * Whether the stream ended inside this frame ({@link StreamFramer#finish}): its bytes so far
   * may have been the start of a good frame, cut short.
   */
  public boolean endOfStream() {
    return endOfStream;
  }

  /** Offset in the whole stream of the frame's first byte. */
  public long streamOffset() {
    return streamOffset;
  }

  @Override
  public String toString() {
    return "CorruptFrameException at stream offset " + streamOffset + ": " + getMessage();
  }
}
