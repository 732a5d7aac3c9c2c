package io.framewright.netty.arena;

import io.framewright.examples.arena.Packet;
import io.framewright.examples.arena.PacketCodec;
import io.framewright.netty.FrameDecoder;
import io.framewright.netty.FrameEncoder;
import io.framewright.netty.FrameErrorHandler;
import io.framewright.runtime.frame.Framing;
import io.framewright.runtime.frame.Resync;
import io.netty.bootstrap.ServerBootstrap;
import io.netty.channel.Channel;
import io.netty.channel.ChannelInitializer;
import io.netty.channel.EventLoopGroup;
import io.netty.channel.socket.SocketChannel;
import io.netty.channel.socket.nio.NioServerSocketChannel;
import java.lang.System.Logger;
import java.lang.System.Logger.Level;

/** The guide's second chapter's server (docs/guide/a-message-family.md quotes this file). */
public final class ArenaServer {
  private static final Logger LOG = System.getLogger("arena");

  private ArenaServer() {}

  /** Starts the server on 127.0.0.1:{@code port} (0: any free port). */
  public static Channel start(EventLoopGroup group, int port) throws InterruptedException {
    // A packet says where it ends, so the stream is cut by decoding; a bad byte is skipped.
    Framing<Packet> framing = Framing.stream(PacketCodec.INSTANCE, Resync.nextByte(), 1024,
        "arena packets on TCP");
    // A bad frame is one log line, no stack trace: the decoder has skipped it already, and the
    // connection reads on. The error's first line says where and why (the second shows bytes).
    FrameErrorHandler logBadFrame = (ctx, error) -> LOG.log(Level.WARNING, "{0}: {1}",
        ctx.channel().remoteAddress(), error.toString().lines().findFirst().orElse(""));
    ArenaHandler game = new ArenaHandler();
    return new ServerBootstrap().group(group).channel(NioServerSocketChannel.class)
        .childHandler(new ChannelInitializer<SocketChannel>() {
          @Override
          protected void initChannel(SocketChannel ch) {
            ch.pipeline().addLast(
                new FrameDecoder<>(framing, framing.maxFrameLength(), logBadFrame),
                new FrameEncoder<>(PacketCodec.INSTANCE, framing.maxFrameLength()),
                game);
          }
        })
        .bind("127.0.0.1", port).sync().channel();
  }
}
