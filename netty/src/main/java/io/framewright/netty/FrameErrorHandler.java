package io.framewright.netty;

import io.framewright.runtime.DecodeException;
import io.netty.channel.ChannelHandlerContext;

/**
 * What a decoder does with a bad frame: a {@code CorruptFrameException} or
 * {@code TooLongFrameException} from a stream ({@link FrameDecoder}), a
 * {@link BadDatagramException} from a datagram ({@link DatagramDecoder}). By the time it is
 * called the decoder has already skipped the bad bytes; the connection stays open unless the
 * handler closes it.
 */
@FunctionalInterface
public interface FrameErrorHandler {
  /** Called on the channel's event loop, in stream order with the good frames around it. */
  void frameError(ChannelHandlerContext ctx, DecodeException error);

  /**
   * The default: the error goes down the pipeline as {@code exceptionCaught}, the exception
   * itself (not wrapped in Netty's {@code DecoderException}), and the channel stays open.
   */
  static FrameErrorHandler fireExceptionCaught() {
    return ChannelHandlerContext::fireExceptionCaught;
  }

  /** {@code exceptionCaught}, then the connection is closed: for peers that are not forgiven. */
  static FrameErrorHandler fireAndClose() {
    return (ctx, error) -> {
      ctx.fireExceptionCaught(error);
      ctx.close();
    };
  }
}
