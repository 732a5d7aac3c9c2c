package io.framewright.netty;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.netty.bootstrap.Bootstrap;
import io.netty.bootstrap.ServerBootstrap;
import io.netty.channel.Channel;
import io.netty.channel.ChannelHandler;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.channel.ChannelInitializer;
import io.netty.channel.ChannelOption;
import io.netty.channel.nio.NioEventLoopGroup;
import io.netty.channel.socket.nio.NioDatagramChannel;
import io.netty.channel.socket.nio.NioServerSocketChannel;
import io.netty.channel.socket.nio.NioSocketChannel;
import io.netty.util.concurrent.Future;
import java.net.InetSocketAddress;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;

/**
 * Real sockets on 127.0.0.1, ephemeral ports: servers and clients on one event loop group,
 * started by a test and stopped when it closes this. Every wait is bounded.
 */
final class Loopback implements AutoCloseable {
  /** The longest any single step of a test may wait. */
  static final long TIMEOUT_SECONDS = 20;

  final NioEventLoopGroup group = new NioEventLoopGroup(2);

  /** A TCP server on 127.0.0.1 on a free port; each connection's pipeline from {@code init}. */
  Channel tcpServer(ChannelHandler init) {
    return within(new ServerBootstrap().group(group).channel(NioServerSocketChannel.class)
        .childOption(ChannelOption.TCP_NODELAY, true)
        .childHandler(init)
        .bind(new InetSocketAddress("127.0.0.1", 0))).channel();
  }

  /** A TCP client connected to {@code server}. */
  Channel tcpClient(Channel server, ChannelHandler init) {
    return within(new Bootstrap().group(group).channel(NioSocketChannel.class)
        .option(ChannelOption.TCP_NODELAY, true)
        .handler(init)
        .connect(server.localAddress())).channel();
  }

  /** A UDP channel bound to 127.0.0.1 on a free port. */
  Channel udp(ChannelHandler init) {
    return within(new Bootstrap().group(group).channel(NioDatagramChannel.class)
        .handler(init)
        .bind(new InetSocketAddress("127.0.0.1", 0))).channel();
  }

  /** An initializer that adds {@code handlers} to each new channel's pipeline. */
  static ChannelInitializer<Channel> pipeline(Supplier<ChannelHandler[]> handlers) {
    return new ChannelInitializer<>() {
      @Override
      protected void initChannel(Channel ch) {
        ch.pipeline().addLast(handlers.get());
      }
    };
  }

  static InetSocketAddress address(Channel channel) {
    return (InetSocketAddress) channel.localAddress();
  }

  /** Waits (bounded) for {@code future} and fails the test if it did not succeed. */
  static <F extends Future<?>> F within(F future) {
    try {
      if (!future.await(TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
        fail("not done within " + TIMEOUT_SECONDS + " s");
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new AssertionError(e);
    }
    if (!future.isSuccess()) {
      throw new AssertionError("failed: " + future.cause(), future.cause());
    }
    return future;
  }

  @Override
  public void close() {
    within(group.shutdownGracefully(0, 5, TimeUnit.SECONDS));
  }

  /**
   * The last handler of a pipeline: keeps every message and every exceptionCaught, for the
   * test thread to take with a timeout.
   */
  static class Inbox extends ChannelInboundHandlerAdapter {
    final BlockingQueue<Object> messages = new LinkedBlockingQueue<>();
    final BlockingQueue<Throwable> errors = new LinkedBlockingQueue<>();

    @Override
    public boolean isSharable() {
      return true;
    }

    @Override
    public void channelRead(ChannelHandlerContext ctx, Object msg) {
      messages.add(msg);
    }

    @Override
    public void exceptionCaught(ChannelHandlerContext ctx, Throwable cause) {
      errors.add(cause);
    }

    /** The next {@code n} messages, failing if they do not come within the timeout. */
    List<Object> take(int n) {
      List<Object> out = new ArrayList<>();
      for (int i = 0; i < n; i++) {
        out.add(next(messages, "message " + (i + 1) + " of " + n));
      }
      return out;
    }

    Throwable error() {
      return next(errors, "an error");
    }

    private static <X> X next(BlockingQueue<X> queue, String what) {
      try {
        X x = queue.poll(TIMEOUT_SECONDS, TimeUnit.SECONDS);
        assertNotNull(x, what + " did not come within " + TIMEOUT_SECONDS + " s");
        return x;
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new AssertionError(e);
      }
    }

    /** Asserts nothing more is queued (after a later message proved the earlier ones came). */
    void assertNoMoreErrors() {
      assertTrue(errors.isEmpty(), () -> "unexpected errors: " + errors);
    }
  }
}
