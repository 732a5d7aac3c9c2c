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
 * <p>One decoder per channel (as every {@code ByteToMessageDecoder}); not {@code @Sharable}.
 *
 * @param <T> the protocol's top-level message type
 */
public class FrameDecoder<T> extends ByteToMessageDecoder {
  private final StreamFramer<T> framer;
  private final FrameErrorHandler errorHandler;

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
    this.framer = framing.framer(maxFrameLength);
    this.errorHandler = Objects.requireNonNull(errorHandler, "errorHandler");
    setCumulator(HeapCumulator.INSTANCE);
  }

  /** What the framer has done on this channel so far: frames, bad frames, bytes discarded. */
  public StreamFramer.Stats stats() {
    return framer.stats();
  }

  @Override
  protected void decode(ChannelHandlerContext ctx, ByteBuf in, List<Object> out) {
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
    } finally {
      unbind();
    }
  }

  @Override
  protected void decodeLast(ChannelHandlerContext ctx, ByteBuf in, List<Object> out) {
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
    for (int i = 0; i < out.size(); i++) {
      ctx.fireChannelRead(out.get(i));
    }
    out.clear();
    errorHandler.frameError(ctx, error);
  }
}
