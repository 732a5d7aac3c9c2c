package io.framewright.runtime.frame;

import io.framewright.runtime.DecodeException;

/**
 * A frame the codec rejected with an exception other than a {@link DecodeException}: a
 * hand-written codec's own check, or a bug. For the stream it is a bad frame like any other.
 */
final class RejectedByCodec extends DecodeException {
  private static final long serialVersionUID = 1L;

  RejectedByCodec(RuntimeException cause) {
    super("", 0, "a frame the codec accepts", String.valueOf(cause), "", cause);
  }
}
