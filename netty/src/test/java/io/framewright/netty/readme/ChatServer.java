package io.framewright.netty.readme;

import io.framewright.netty.FrameErrorHandler;
import io.framewright.netty.MessageDispatcher;
import io.framewright.netty.Pipelines;
import io.framewright.netty.readme.ChatMessage.Bye;
import io.framewright.netty.readme.ChatMessage.Heard;
import io.framewright.netty.readme.ChatMessage.Hello;
import io.framewright.netty.readme.ChatMessage.Say;
import io.framewright.runtime.frame.Framing;
import io.framewright.runtime.frame.Resync;
import io.netty.bootstrap.ServerBootstrap;
import io.netty.channel.Channel;
import io.netty.channel.EventLoopGroup;
import io.netty.channel.socket.nio.NioServerSocketChannel;
import java.lang.System.Logger;
import java.lang.System.Logger.Level;

/**
 * The README's Netty server, compiled and run by {@code ReadmeServerTest}, which also checks that
 * the README and docs/guide/framing-and-netty.md show exactly the lines between the markers.
 */
public final class ChatServer {
  /** Where bad frames are logged, one record each (the JDK's logging unless configured). */
  public static final Logger LOG = System.getLogger("chat");

  private ChatServer() {}

  /** Starts the server on 127.0.0.1:{@code port} (0: any free port). */
  public static Channel start(EventLoopGroup group, int port) throws InterruptedException {
    // README:begin
    Framing<ChatMessage> framing = Framing.stream(ChatMessageCodec.INSTANCE, Resync.nextByte(),
        4096, "chat messages on TCP");
    MessageDispatcher<ChatMessage> chat = MessageDispatcher.of(ChatMessage.class)
        .on(Hello.class, (ctx, hi) -> ctx.writeAndFlush(new Heard("server", "hi " + hi.name())))
        .on(Say.class, (ctx, say) -> ctx.writeAndFlush(new Heard("echo", say.text())))
        .on(Bye.class, (ctx, bye) -> ctx.close())
        .otherwise((ctx, heard) -> { })                 // Heard: only servers send it
        .build();
    // A bad frame is one log line, no stack trace: the decoder has skipped it already, and the
    // connection reads on. The error's first line says where and why (the second shows bytes).
    FrameErrorHandler logBadFrame = (ctx, error) -> LOG.log(Level.WARNING, "{0}: {1}",
        ctx.channel().remoteAddress(), error.toString().lines().findFirst().orElse(""));
    return new ServerBootstrap().group(group).channel(NioServerSocketChannel.class)
        .childHandler(Pipelines.stream(framing, logBadFrame, chat)) // decoder, encoder, chat
        .bind("127.0.0.1", port).sync().channel();
    // README:end
  }
}
