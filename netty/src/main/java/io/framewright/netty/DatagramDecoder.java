package io.framewright.netty;

import io.framewright.runtime.Codec;
import io.framewright.runtime.DecodeException;
import io.framewright.runtime.frame.Framing;
import io.netty.buffer.ByteBuf;
import io.netty.channel.ChannelHandler.Sharable;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.socket.DatagramPacket;
import io.netty.handler.codec.MessageToMessageDecoder;
import java.util.List;
import java.util.Objects;

/**
 * Decodes each UDP datagram as one message (the whole datagram is the message: truncated and
 * trailing bytes are both errors), keeping the sender with it in an {@link Addressed}.
 *
 * <pre>
 *            +-----------------------------+
 *            |   your handler(s)           |  channelRead(Addressed&lt;T&gt;)  exceptionCaught
 *            +--------------^--------------+
 *                           | Addressed(message, sender)
 *            +--------------+--------------+
 *            | DatagramDecoder&lt;T&gt;          |  codec.decode(array, offset, length)
 *            +--------------^--------------+
 *                           | DatagramPacket
 *            +--------------+--------------+
 *            |       socket (UDP)          |
 *            +-----------------------------+
 * </pre>
 *
 * <p>A datagram is decoded in place from its buffer's array when it has one, else from a copy of
 * its bytes, bounded by the maximum length (checked first). A datagram that does not decode, or
 * that is longer than the maximum, is a {@link BadDatagramException} handed to the
 * {@link FrameErrorHandler} (by default {@code exceptionCaught}); it is dropped and the channel
 * goes on. Stateless: {@code @Sharable}.
 *
 * @param <T> the protocol's top-level message type
 */
@Sharable
public class DatagramDecoder<T> extends MessageToMessageDecoder<DatagramPacket> {
  private final Codec<T> codec;
  private final int maxLength;
  private final FrameErrorHandler errorHandler;

  /** A decoder of the framing's messages, errors to {@code exceptionCaught}. */
  public DatagramDecoder(Framing<T> framing) {
    this(framing.codec(), framing.maxFrameLength(), FrameErrorHandler.fireExceptionCaught());
  }

  /** A decoder of {@code codec}'s messages, one per datagram of at most {@code maxLength}. */
  public DatagramDecoder(Codec<T> codec, int maxLength, FrameErrorHandler errorHandler) {
    super(DatagramPacket.class);
    this.codec = Objects.requireNonNull(codec, "codec");
    if (maxLength < 1) {
      throw new IllegalArgumentException("maxLength must be at least 1: " + maxLength);
    }
    this.maxLength = maxLength;
    this.errorHandler = Objects.requireNonNull(errorHandler, "errorHandler");
  }

  @Override
  protected void decode(ChannelHandlerContext ctx, DatagramPacket packet, List<Object> out) {
    ByteBuf content = packet.content();
    int length = content.readableBytes();
    if (length > maxLength) {
      errorHandler.frameError(ctx, new BadDatagramException(packet.sender(), length, maxLength));
      return;
    }
    T value;
    try {
      if (content.hasArray()) {
        value = codec.decode(content.array(), content.arrayOffset() + content.readerIndex(),
            length);
      } else {
        byte[] copy = new byte[length];
        content.getBytes(content.readerIndex(), copy);
        value = codec.decode(copy, 0, length);
      }
    } catch (DecodeException e) {
      errorHandler.frameError(ctx, new BadDatagramException(e, packet.sender(), length));
      return;
    } catch (RuntimeException e) {
      // A hand-written codec's own check (or a bug): a bad datagram like any other.
      errorHandler.frameError(ctx, new BadDatagramException(
          DecodeException.rejected(new byte[0], 0, 0, 0, "", "a datagram the codec accepts", e),
          packet.sender(), length));
      return;
    }
    content.skipBytes(length);
    out.add(new Addressed<>(value, packet.sender()));
  }
}
