package io.framewright.netty.readme;

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

/**
 * The README's ten-line Netty server, compiled and run by {@code ReadmeServerTest}, which also
 * checks that the README shows exactly the lines between the markers.
 */
public final class ChatServer {
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
    return new ServerBootstrap().group(group).channel(NioServerSocketChannel.class)
        .childHandler(Pipelines.stream(framing, chat))
        .bind("127.0.0.1", port).sync().channel();
    // README:end
  }
}
