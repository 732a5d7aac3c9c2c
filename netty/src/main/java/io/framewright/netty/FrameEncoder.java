package io.framewright.netty;

import io.framewright.runtime.Codec;
import io.framewright.runtime.EncodeException;
import io.netty.buffer.ByteBuf;
import io.netty.channel.ChannelHandlerContext;
import io.netty.handler.codec.MessageToByteEncoder;
import java.util.Objects;

/**
 * Encodes messages onto a byte stream with their codec: the buffer is sized with
 * {@link Codec#size} (computed once per message) and the codec writes straight into its array.
 *
 * <pre>
 *            +-----------------------------+
 *            |   your handler(s)           |  ctx.writeAndFlush(message)
 *            +--------------+--------------+
 *                           | T
 *            +--------------v--------------+
 *            | FrameEncoder&lt;T&gt;             |  size(message), then encode into the array
 *            +--------------+--------------+
 *                           | ByteBuf of exactly size(message) bytes
 *            +--------------v--------------+
 *            |       socket (TCP)          |
 *            +-----------------------------+
 * </pre>
 *
 * <p>A message larger than the maximum frame length fails its write with Netty's
 * {@code EncoderException} around an {@link EncodeException}, as does a value its codec refuses;
 * nothing is written for it and the channel stays open. Messages that are not a {@code T} pass
 * on unchanged. The codec's {@code size} must be exact (generated codecs' is): it is what the
 * buffer is given.
 *
 * <p>One encoder per channel (it remembers the size of the message being written between
 * sizing the buffer and filling it); not {@code @Sharable}.
 *
 * @param <T> the message type (for a union, its sealed interface)
 */
public class FrameEncoder<T> extends MessageToByteEncoder<T> {
  private final Codec<T> codec;
  private final int maxFrameLength;
  private T sized;
  private int sizedBytes;

  /** An encoder of {@code codec}'s messages, of any size. */
  public FrameEncoder(Codec<T> codec) {
    this(codec, Integer.MAX_VALUE);
  }

  /** An encoder that refuses messages longer than {@code maxFrameLength} bytes. */
  public FrameEncoder(Codec<T> codec, int maxFrameLength) {
    super(Objects.requireNonNull(codec, "codec").type(), false);
    if (maxFrameLength < 1) {
      throw new IllegalArgumentException("maxFrameLength must be at least 1: " + maxFrameLength);
    }
    this.codec = codec;
    this.maxFrameLength = maxFrameLength;
  }

  @Override
  protected ByteBuf allocateBuffer(ChannelHandlerContext ctx, T msg, boolean preferDirect) {
    int size = sizeOf(msg);
    sized = msg;
    sizedBytes = size;
    return preferDirect ? ctx.alloc().ioBuffer(size) : ctx.alloc().heapBuffer(size);
  }

  @Override
  protected void encode(ChannelHandlerContext ctx, T msg, ByteBuf out) {
    int size;
    if (msg == sized) {
      size = sizedBytes;
      sized = null;
    } else {
      size = sizeOf(msg);
    }
    writeInPlace(codec, msg, size, out);
  }

  private int sizeOf(T msg) {
    int size = codec.size(msg);
    if (size > maxFrameLength) {
      throw EncodeException.tooLong(codec.type().getSimpleName(), size, maxFrameLength,
          "byte(s) for one frame");
    }
    return size;
  }

  /**
   * Writes {@code msg}, of {@code size} bytes, at the buffer's writer index: into its array when
   * it has one, else through a copy of exactly {@code size} bytes.
   */
  static <T> void writeInPlace(Codec<T> codec, T msg, int size, ByteBuf out) {
    out.ensureWritable(size);
    int at = out.writerIndex();
    if (out.hasArray()) {
      int written = codec.encode(msg, out.array(), out.arrayOffset() + at);
      if (written != size) {
        throw new IllegalStateException(codec.getClass().getName() + " wrote " + written
            + " byte(s) of a message its size() says takes " + size);
      }
      out.writerIndex(at + size);
    } else {
      byte[] bytes = new byte[size];
      codec.encode(msg, bytes, 0);
      out.writeBytes(bytes);
    }
  }
}
