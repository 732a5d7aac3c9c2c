package io.framewright.runtime.frame;

import io.framewright.runtime.DecodeException;

/**
 * A frame longer than the framer's maximum frame length. Its bytes are discarded, as Netty's
 * {@code LengthFieldBasedFrameDecoder} discards them: to the end its header declares when the
 * decoder could tell, else as far as the decoder looked; the framer then searches for the next
 * frame start after them, so a peer can not make it buffer without bound or look at the same
 * bytes again.
 */
public final class TooLongFrameException extends DecodeException {
  private static final long serialVersionUID = 1L;
  private final long streamOffset;

  TooLongFrameException(long streamOffset, int maxFrameLength, String found) {
    super("", 0, "a frame of at most " + maxFrameLength + " byte(s)", found, "", null);
    this.streamOffset = streamOffset;
  }

  /** Offset in the whole stream of the frame's first byte. */
  public long streamOffset() {
    return streamOffset;
  }
}
