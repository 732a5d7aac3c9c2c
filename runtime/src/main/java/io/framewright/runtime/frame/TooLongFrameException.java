package io.framewright.runtime.frame;

import io.framewright.runtime.DecodeException;

/**
 * A frame longer than the framer's maximum frame length. Its bytes are discarded up to the next
 * place a frame can start, as Netty's {@code LengthFieldBasedFrameDecoder} does, so a peer can
 * not make the framer buffer without bound.
 */
public final class TooLongFrameException extends DecodeException {
  private static final long serialVersionUID = 1L;
  private final long streamOffset;

  TooLongFrameException(long streamOffset, int maxFrameLength, long seen) {
    super("", 0, "a frame of at most " + maxFrameLength + " byte(s)",
        seen + " byte(s) and no end yet", "", null);
    this.streamOffset = streamOffset;
  }

  /** Offset in the whole stream of the frame's first byte. */
  public long streamOffset() {
    return streamOffset;
  }
}
