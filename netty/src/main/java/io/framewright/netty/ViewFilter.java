package io.framewright.netty;

import io.framewright.runtime.DecodeException;
import io.framewright.runtime.MessageView;
import io.netty.buffer.ByteBuf;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import java.util.Objects;
import java.util.function.Predicate;

/**
 * Keeps or drops whole frames by what a zero-copy view reads in them, without decoding a record:
 * for a server that only routes or filters packets. Each {@link ByteBuf} frame is wrapped in one
 * view, reused for every frame of the channel ({@link ByteBufViews}: in place over a heap
 * buffer), and shown to a predicate; a kept frame is passed on as it came, the same buffer with
 * the same bytes and indices (no copy), a dropped one is released here.
 *
 * <pre>
 *            +-----------------------------+
 *            |   your handler(s)           |  channelRead(ByteBuf): the kept frames, unchanged
 *            +--------------^--------------+  (release them, or write them on)
 *                           | ByteBuf frame, ByteBuf frame, ...
 *            +--------------+--------------+
 *            | ViewFilter&lt;V&gt;               |  wrap one reused V over each frame, keep.test(V)
 *            +--------------^--------------+  dropped frames released; bad ones to the
 *                           |                 FrameErrorHandler, then the next frame
 *                           | ByteBuf frame (exactly one per message)
 *            +--------------+--------------+
 *            | a framer that emits ByteBuf |  LengthFieldBasedFrameDecoder,
 *            |  frames                     |  FixedLengthFrameDecoder(view.size()), ...
 *            +--------------^--------------+
 *                           | ByteBuf chunks, cut anywhere
 *            +--------------+--------------+
 *            |       socket (TCP)          |
 *            +-----------------------------+
 *
 *   // in an initializer: one new filter, with its own view, per channel
 *   ch.pipeline().addLast(new PacketFrames(),    // a LengthFieldBasedFrameDecoder: one packet each
 *       ViewFilter.headers(new PacketHeaderView(), h -&gt; h.messageType() == CHAT),
 *       new Forwarder());
 * </pre>
 *
 * <p>Two ways to wrap a frame: {@link #frames} when each frame is exactly one fixed-size message
 * (more or fewer bytes are a bad frame), {@link #headers} when the view's message is the start of
 * each frame (a fixed header of a variable-size packet, the payload following it).
 *
 * <p>The predicate runs on the channel's event loop with the view wrapped; it must not keep the
 * view, which is rewrapped over the next frame (and reads a buffer that may be released once the
 * frame is dropped or passed on). A frame whose wrap fails (a {@link DecodeException}, as the
 * view's codec would throw for those bytes) is released and reported to the
 * {@link FrameErrorHandler} (by default {@code exceptionCaught}); the channel stays open and the
 * next frame is filtered as usual, since the framer before this handler has already cut it. A
 * predicate that throws drops its frame (released) and the exception goes to
 * {@code exceptionCaught}; a {@code DecodeException} from the predicate ({@code toRecord()} of
 * bytes the record's constructor rejects) makes its frame a bad frame. Messages that are not a {@code ByteBuf} are passed on untouched.
 *
 * <p>One filter per channel (its view is state); not {@code @Sharable}: add it in an initializer
 * of your own, with a new view for each channel.
 *
 * @param <V> the generated view
 */
public final class ViewFilter<V extends MessageView<?>> extends ChannelInboundHandlerAdapter {
  private final V view;
  private final boolean wholeFrame;
  private final Predicate<? super V> keep;
  private final FrameErrorHandler errors;

  private ViewFilter(V view, boolean wholeFrame, Predicate<? super V> keep,
      FrameErrorHandler errors) {
    this.view = Objects.requireNonNull(view, "view");
    this.wholeFrame = wholeFrame;
    this.keep = Objects.requireNonNull(keep, "keep");
    this.errors = Objects.requireNonNull(errors, "errors");
  }

  /**
   * Each frame is exactly one message of the view's type; a frame of another length is a bad
   * frame. Bad frames go to {@code exceptionCaught}.
   */
  public static <V extends MessageView<?>> ViewFilter<V> frames(V view,
      Predicate<? super V> keep) {
    return frames(view, keep, FrameErrorHandler.fireExceptionCaught());
  }

  /** {@link #frames(MessageView, Predicate)}, bad frames to {@code errors}. */
  public static <V extends MessageView<?>> ViewFilter<V> frames(V view,
      Predicate<? super V> keep, FrameErrorHandler errors) {
    return new ViewFilter<>(view, true, keep, errors);
  }

  /**
   * Each frame starts with a message of the view's type, and may go on after it; a frame shorter
   * than the view's size is a bad frame. Bad frames go to {@code exceptionCaught}.
   */
  public static <V extends MessageView<?>> ViewFilter<V> headers(V view,
      Predicate<? super V> keep) {
    return headers(view, keep, FrameErrorHandler.fireExceptionCaught());
  }

  /** {@link #headers(MessageView, Predicate)}, bad frames to {@code errors}. */
  public static <V extends MessageView<?>> ViewFilter<V> headers(V view,
      Predicate<? super V> keep, FrameErrorHandler errors) {
    return new ViewFilter<>(view, false, keep, errors);
  }

  @Override
  public void channelRead(ChannelHandlerContext ctx, Object msg) {
    if (!(msg instanceof ByteBuf frame)) {
      ctx.fireChannelRead(msg);
      return;
    }
    boolean kept;
    try {
      if (wholeFrame) {
        ByteBufViews.wrap(view, frame);
      } else {
        ByteBufViews.wrapPrefix(view, frame);
      }
      kept = keep.test(view);
    } catch (DecodeException bad) {
      frame.release();
      errors.frameError(ctx, bad);
      return;
    } catch (RuntimeException | Error e) {
      frame.release();
      throw e;
    }
    if (kept) {
      ctx.fireChannelRead(frame);
    } else {
      frame.release();
    }
  }
}
