package io.framewright.netty;

import io.framewright.runtime.Codec;
import io.framewright.runtime.EncodeException;
import io.framewright.runtime.frame.Framing;
import io.netty.buffer.ByteBuf;
import io.netty.channel.ChannelHandler.Sharable;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.socket.DatagramPacket;
import io.netty.handler.codec.MessageToMessageEncoder;
import java.util.List;
import java.util.Objects;

/**
 * Encodes each {@link Addressed} message as one UDP datagram to its address, sized with
 * {@link Codec#size} and written in place into the buffer's array.
 *
 * <pre>
 *            +-----------------------------+
 *            |   your handler(s)           |  ctx.writeAndFlush(in.reply(answer))
 *            +--------------+--------------+
 *                           | Addressed(message, recipient)
 *            +--------------v--------------+
 *            | DatagramEncoder&lt;T&gt;          |  size(message), then encode into the array
 *            +--------------+--------------+
 *                           | DatagramPacket(content, recipient)
 *            +--------------v--------------+
 *            |       socket (UDP)          |
 *            +-----------------------------+
 * </pre>
 *
 * <p>A message longer than the maximum datagram length fails its write (Netty's
 * {@code EncoderException} around an {@link EncodeException}). Messages that are not an
 * {@code Addressed} of a {@code T} pass on unchanged. Stateless: {@code @Sharable}.
 *
 * @param <T> the protocol's top-level message type
 */
@Sharable
public class DatagramEncoder<T> extends MessageToMessageEncoder<Addressed<?>> {
  private final Codec<T> codec;
  private final int maxLength;

  /** An encoder of the framing's messages, at most its maximum length per datagram. */
  public DatagramEncoder(Framing<T> framing) {
    this(framing.codec(), framing.maxFrameLength());
  }

  /** An encoder of {@code codec}'s messages, at most {@code maxLength} bytes per datagram. */
  public DatagramEncoder(Codec<T> codec, int maxLength) {
    this.codec = Objects.requireNonNull(codec, "codec");
    if (maxLength < 1) {
      throw new IllegalArgumentException("maxLength must be at least 1: " + maxLength);
    }
    this.maxLength = maxLength;
  }

  @Override
  public boolean acceptOutboundMessage(Object msg) {
    return msg instanceof Addressed<?> a && codec.type().isInstance(a.message());
  }

  @Override
  protected void encode(ChannelHandlerContext ctx, Addressed<?> msg, List<Object> out) {
    T value = codec.type().cast(msg.message());
    int size = codec.size(value);
    if (size > maxLength) {
      throw EncodeException.tooLong(codec.type().getSimpleName(), size, maxLength,
          "byte(s) for one datagram");
    }
    ByteBuf buf = ctx.alloc().heapBuffer(size);
    try {
      FrameEncoder.writeInPlace(codec, value, size, buf);
    } catch (RuntimeException e) {
      buf.release();
      throw e;
    }
    out.add(new DatagramPacket(buf, msg.address()));
  }
}
