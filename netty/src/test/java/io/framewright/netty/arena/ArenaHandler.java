package io.framewright.netty.arena;

import io.framewright.examples.arena.Event;
import io.framewright.examples.arena.Packet;
import io.netty.channel.ChannelHandler;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.SimpleChannelInboundHandler;

/** The game: each Join is welcomed, each Chat echoed to its sender; the rest is ignored here. */
@ChannelHandler.Sharable
public final class ArenaHandler extends SimpleChannelInboundHandler<Packet> {
  @Override
  protected void channelRead0(ChannelHandlerContext ctx, Packet packet) {
    if (packet.event() instanceof Event.Join join) {
      Event welcome = new Event.Chat("server", "welcome " + join.name());
      ctx.writeAndFlush(new Packet(1, true, packet.sequence(), welcome));
    } else if (packet.event() instanceof Event.Chat) {
      ctx.writeAndFlush(packet);
    }
  }
}
