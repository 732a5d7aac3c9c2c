package io.framewright.netty;

import io.framewright.runtime.frame.Framing;
import io.netty.channel.Channel;
import io.netty.channel.ChannelHandler;
import io.netty.channel.ChannelHandlerAdapter;
import io.netty.channel.ChannelInitializer;
import java.util.Objects;

/**
 * Channel initializers for the common pipelines: a protocol's decoder and encoder, then the
 * user's handlers (which must be {@code @Sharable}, as a {@link MessageDispatcher} is: the same
 * instances go into every channel).
 *
 * <pre>
 *   stream:    FrameDecoder&lt;T&gt;    -&gt; FrameEncoder&lt;T&gt;    -&gt; handlers...
 *   datagram:  DatagramDecoder&lt;T&gt; -&gt; DatagramEncoder&lt;T&gt; -&gt; handlers...
 * </pre>
 */
public final class Pipelines {
  private Pipelines() {}

  /**
   * For each TCP connection (a server's {@code childHandler}, or a client's {@code handler}):
   * a {@link FrameDecoder} and a {@link FrameEncoder} with the framing's maximum frame length,
   * then {@code handlers}. A bad frame goes to {@code exceptionCaught}.
   */
  public static <T> ChannelInitializer<Channel> stream(Framing<T> framing,
      ChannelHandler... handlers) {
    return stream(framing, FrameErrorHandler.fireExceptionCaught(), handlers);
  }

  /**
   * As {@link #stream(Framing, ChannelHandler...)}, with each bad frame given to
   * {@code onBadFrame} (to log it in one line, say, where {@code exceptionCaught} would end in
   * Netty's warning with a stack trace). The one handler serves every connection, so the
   * connections' event loops may call it at the same time.
   */
  public static <T> ChannelInitializer<Channel> stream(Framing<T> framing,
      FrameErrorHandler onBadFrame, ChannelHandler... handlers) {
    Objects.requireNonNull(framing, "framing");
    Objects.requireNonNull(onBadFrame, "onBadFrame");
    framing.framer(); // fails now, not per connection, for a datagram framing
    ChannelHandler[] shared = sharable(handlers);
    return new ChannelInitializer<>() {
      @Override
      protected void initChannel(Channel ch) {
        ch.pipeline().addLast(new FrameDecoder<>(framing, framing.maxFrameLength(), onBadFrame),
            new FrameEncoder<>(framing.codec(), framing.maxFrameLength()));
        ch.pipeline().addLast(shared);
      }
    };
  }

  /**
   * For a UDP channel: a {@link DatagramDecoder} and a {@link DatagramEncoder} with the
   * framing's maximum length, then {@code handlers}. A bad datagram goes to
   * {@code exceptionCaught}.
   */
  public static <T> ChannelInitializer<Channel> datagram(Framing<T> framing,
      ChannelHandler... handlers) {
    return datagram(framing, FrameErrorHandler.fireExceptionCaught(), handlers);
  }

  /**
   * As {@link #datagram(Framing, ChannelHandler...)}, with each bad or over-long datagram given
   * to {@code onBadDatagram} (a {@link BadDatagramException}, with its sender).
   */
  public static <T> ChannelInitializer<Channel> datagram(Framing<T> framing,
      FrameErrorHandler onBadDatagram, ChannelHandler... handlers) {
    Objects.requireNonNull(framing, "framing");
    ChannelHandler[] shared = sharable(handlers);
    DatagramDecoder<T> decoder = new DatagramDecoder<>(framing.codec(), framing.maxFrameLength(),
        onBadDatagram);
    DatagramEncoder<T> encoder = new DatagramEncoder<>(framing);
    return new ChannelInitializer<>() {
      @Override
      protected void initChannel(Channel ch) {
        ch.pipeline().addLast(decoder, encoder);
        ch.pipeline().addLast(shared);
      }
    };
  }

  private static ChannelHandler[] sharable(ChannelHandler... handlers) {
    for (ChannelHandler h : handlers) {
      Objects.requireNonNull(h, "handler");
      boolean sharable = h instanceof ChannelHandlerAdapter a ? a.isSharable()
          : h.getClass().isAnnotationPresent(ChannelHandler.Sharable.class);
      if (!sharable) {
        throw new IllegalArgumentException(h.getClass().getName()
            + " is not @Sharable: it can not go into every channel; add it in an initializer"
            + " of your own");
      }
    }
    return handlers.clone();
  }
}
