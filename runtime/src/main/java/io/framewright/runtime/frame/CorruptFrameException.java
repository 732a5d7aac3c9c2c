package io.framewright.runtime.frame;

import io.framewright.runtime.DecodeException;

/**
 * A frame in a byte stream that does not decode. The framer that reports it has already skipped
 * to the next place a frame can start; the stream goes on.
 */
public final class CorruptFrameException extends DecodeException {
  private static final long serialVersionUID = 1L;
  private final long streamOffset;

  CorruptFrameException(DecodeException cause, long streamOffset) {
    super(cause);
    this.streamOffset = streamOffset;
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
