package io.framewright.netty;

import io.framewright.runtime.DecodeException;
import io.framewright.runtime.frame.CorruptFrameException;
import io.framewright.runtime.frame.Framing;
import io.framewright.runtime.frame.Resync;
import io.framewright.runtime.frame.StreamFramer;
import io.framewright.runtime.frame.TooLongFrameException;
import io.netty.buffer.ByteBuf;
import io.netty.channel.ChannelHandlerContext;
import io.netty.handler.codec.ByteToMessageDecoder;
import java.nio.ByteBuffer;
import java.util.List;
import java.util.Objects;
import java.util.function.Consumer;

/**
 * Decodes a TCP byte stream into messages with a protocol's {@link Framing}: its codec, its
 * {@link Resync} rule and its maximum frame length. The framing is the runtime's own: this
 * decoder drives a {@link StreamFramer} over the bytes Netty has received, so frames are cut,
 * bad frames skipped and work bounded exactly as the protocol's framer does on a plain stream.
 *
 * <pre>
 *            +-----------------------------+
 *            |   your handler(s)           |  channelRead(T)   exceptionCaught(error)
 *            +--------------^--------------+
 *                           | T, T, ...  (and each bad frame, in stream order)
 *            +--------------+--------------+
 *            | FrameDecoder&lt;T&gt;             |  StreamFramer.feedInPlace over the cumulation
 *            +--------------^--------------+
 *                           | ByteBuf chunks, cut anywhere
 *            +--------------+--------------+
 *            |       socket (TCP)          |
 *            +-----------------------------+
 *
 *   ChannelPipeline p = ch.pipeline();
 *   p.addLast(new FrameDecoder&lt;&gt;(PiesPacket.framing()));
 *   p.addLast(new FrameEncoder&lt;&gt;(PiesPacketCodec.INSTANCE));
 *   p.addLast(MessageDispatcher.of(PiesPacket.class).on(...).build());
 * </pre>
 *
 * <h2>Decoding in place</h2>
 *
 * The bytes received are kept in a heap cumulation buffer, and each call decodes straight from
 * its array: no copy. A direct buffer from the transport is copied once into the cumulation (a
 * copy bounded by the bytes it brought); a cumulation without an array (a cumulator of the
 * user's own) is fed to the framer with one bounded copy. The reader index moves past exactly
 * the bytes the framer is done with: whole frames, bad frames, and bytes searched past while
 * resynchronising; what is left is at most one frame still arriving. Decoded messages hold no
 * reference to the buffer.
 *
 * <h2>Bad frames</h2>
 *
 * A frame that does not decode is a {@link CorruptFrameException}; one longer than the maximum
 * frame length is the runtime's {@link TooLongFrameException} (not Netty's), and its bytes are
 * discarded without being buffered. Both go to the {@link FrameErrorHandler} (by default
 * {@code exceptionCaught}, the exception itself, not wrapped), in stream order with the good
 * frames: the messages decoded before the bad frame are passed on first. The stream goes on with
 * the next good frame, found with the protocol's resync rule; the connection is closed only if
 * the handler closes it. At most one error is reported per run of bad bytes between two good
 * frames, so a peer sending garbage can not make the server build an exception per byte.
 *
 * <p>When the channel closes with a frame cut short, it is reported as a
 * {@link CorruptFrameException} whose {@link CorruptFrameException#endOfStream()} is true.
 *
 * <h2>Memory across connections</h2>
 *
 * The maximum frame length bounds what one connection holds, not what a server holds: each
 * connection that sends most of a large frame and then waits keeps it. Give the decoders of a
 * server one {@link FrameBudget}: a connection whose unfinished frame would take the bytes held
 * by all of them past it is closed, after a {@link FrameBudgetExceededException} is fired down
 * its pipeline, and counted in {@link FrameBudget#connectionsClosed()}. Without a budget the
 * decoder holds what its connection sends, within the maximum frame length, as before.
 *
 * <pre>
 *   FrameBudget budget = new FrameBudget(64L &lt;&lt; 20);            // one per server
 *   p.addLast(new ReadTimeoutHandler(30));                        // frees what idle peers hold
 *   p.addLast(new FrameDecoder&lt;&gt;(PiesPacket.framing(), budget));
 * </pre>
 *
 * <p>One decoder per channel (as every {@code ByteToMessageDecoder}); not {@code @Sharable}.
 *
 * @param <T> the protocol's top-level message type
 */
public class FrameDecoder<T> extends ByteToMessageDecoder {
  private final StreamFramer<T> framer;
  private final FrameErrorHandler errorHandler;
  /** The server's budget for unfinished frames, or null: no limit but the maximum frame length. */
  private final FrameBudget budget;
  /** What this channel has taken from the budget: the bytes held after the last decode call. */
  private long charged;
  /** Whether the budget refused this channel: it is closing, and its bytes are dropped. */
  private boolean refused;

  // The call in progress: set before each feed so that the sinks below, made once, need no
  // allocation per call.
  private ChannelHandlerContext ctx;
  private List<Object> out;
  private final StreamFramer.FrameSink<T> frames = (value, at, length) -> out.add(value);
  private final Consumer<DecodeException> errors = this::reportInOrder;

  /** A decoder with the framing's own maximum frame length, errors to {@code exceptionCaught}. */
  public FrameDecoder(Framing<T> framing) {
    this(framing, framing.maxFrameLength(), FrameErrorHandler.fireExceptionCaught());
  }

  /**
   * A decoder with another maximum frame length (a server may want less than the protocol
   * allows) and its own handling of bad frames.
   *
   * @throws IllegalStateException if the framing is for datagrams (use {@link DatagramDecoder})
   * @throws IllegalArgumentException if {@code maxFrameLength < 1}, or if the codec's messages
   *     run to the end of their input (they could not be cut from a stream)
   */
  public FrameDecoder(Framing<T> framing, int maxFrameLength, FrameErrorHandler errorHandler) {
    this(framing, maxFrameLength, errorHandler, null);
  }

  /**
   * A decoder with the framing's own maximum frame length, errors to {@code exceptionCaught},
   * whose unfinished frames count against the server-wide {@code budget}.
   */
  public FrameDecoder(Framing<T> framing, FrameBudget budget) {
    this(framing, framing.maxFrameLength(), FrameErrorHandler.fireExceptionCaught(),
        Objects.requireNonNull(budget, "budget"));
  }

  /**
   * A decoder as {@link #FrameDecoder(Framing, int, FrameErrorHandler)}, whose unfinished frames
   * count against the server-wide {@code budget} (null: no budget).
   */
  public FrameDecoder(Framing<T> framing, int maxFrameLength, FrameErrorHandler errorHandler,
      FrameBudget budget) {
    this.framer = framing.framer(maxFrameLength);
    this.errorHandler = Objects.requireNonNull(errorHandler, "errorHandler");
    this.budget = budget;
    setCumulator(HeapCumulator.INSTANCE);
  }

  /** What the framer has done on this channel so far: frames, bad frames, bytes discarded. */
  public StreamFramer.Stats stats() {
    return framer.stats();
  }

  @Override
  protected void decode(ChannelHandlerContext ctx, ByteBuf in, List<Object> out) {
    if (refused) {
      in.skipBytes(in.readableBytes()); // bytes that were on their way when the budget said no
      return;
    }
    bind(ctx, out);
    try {
      int readable = in.readableBytes();
      if (in.hasArray() && framer.buffered() == 0) {
        int consumed = framer.feedInPlace(in.array(), in.arrayOffset() + in.readerIndex(),
            readable, frames, errors);
        in.skipBytes(consumed);
      } else {
        // No array to decode from: the framer copies the bytes (a copy bounded by them) and
        // keeps what it still needs.
        for (ByteBuffer chunk : in.nioBuffers(in.readerIndex(), readable)) {
          framer.feed(chunk, frames, errors);
        }
        in.skipBytes(readable);
      }
      if (budget != null) {
        charge(in);
      }
    } finally {
      unbind();
    }
  }

  /**
   * Brings this channel's share of the budget to what it holds now, the unfinished frame left
   * in the cumulation (or copied by the framer); or, if that does not fit, refuses the channel.
   * A channel that held nothing before and after costs one comparison.
   */
  private void charge(ByteBuf in) {
    long holding = (long) in.readableBytes() + framer.buffered();
    if (holding == charged) {
      return;
    }
    if (holding < charged) {
      budget.giveBack(charged - holding);
      charged = holding;
      return;
    }
    if (budget.tryTake(holding - charged)) {
      charged = holding;
      return;
    }
    refused = true;
    long heldNow = budget.held();
    in.skipBytes(in.readableBytes());
    giveBackAll();
    budget.closed();
    passOnDecoded();
    ctx.fireExceptionCaught(new FrameBudgetExceededException(holding, heldNow, budget.maxBytes()));
    ctx.close();
  }

  /** Returns this channel's whole share of the budget: it holds nothing any more. */
  private void giveBackAll() {
    if (charged != 0) {
      budget.giveBack(charged);
      charged = 0;
    }
  }

  @Override
  protected void decodeLast(ChannelHandlerContext ctx, ByteBuf in, List<Object> out) {
    if (refused) {
      // Closed by the budget, not cut short by the peer: nothing to report.
      in.skipBytes(in.readableBytes());
      return;
    }
    if (in.isReadable()) {
      decode(ctx, in, out);
    }
    bind(ctx, out);
    try {
      if (in.isReadable() && in.hasArray()) {
        framer.finish(in.array(), in.arrayOffset() + in.readerIndex(), in.readableBytes(),
            errors);
      } else {
        framer.finish(errors);
      }
      in.skipBytes(in.readableBytes());
    } finally {
      unbind();
      if (budget != null) {
        giveBackAll(); // the stream has ended: nothing is held
      }
    }
  }

  @Override
  protected void handlerRemoved0(ChannelHandlerContext ctx) {
    // The cumulation has been passed on or released: whatever this channel held is no longer
    // the decoder's (a removal, or the pipeline torn down with the channel).
    if (budget != null) {
      giveBackAll();
    }
  }

  private void bind(ChannelHandlerContext ctx, List<Object> out) {
    this.ctx = ctx;
    this.out = out;
  }

  private void unbind() {
    this.ctx = null;
    this.out = null;
  }

  /** Passes on the frames decoded before the bad one, then reports it. */
  private void reportInOrder(DecodeException error) {
    passOnDecoded();
    errorHandler.frameError(ctx, error);
  }

  /** Passes on the frames decoded so far in this call, ahead of what is fired next. */
  private void passOnDecoded() {
    for (int i = 0; i < out.size(); i++) {
      ctx.fireChannelRead(out.get(i));
    }
    out.clear();
  }
}
