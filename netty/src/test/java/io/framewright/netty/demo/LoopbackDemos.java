package io.framewright.netty.demo;

import io.framewright.netty.Addressed;
import io.framewright.netty.DatagramDecoder;
import io.framewright.netty.DatagramEncoder;
import io.framewright.netty.FrameDecoder;
import io.framewright.netty.FrameEncoder;
import io.framewright.netty.MessageDispatcher;
import io.framewright.netty.Pipelines;
import io.framewright.protocol.avara.Acknowledgement;
import io.framewright.protocol.avara.CommandId;
import io.framewright.protocol.avara.CommandPacket;
import io.framewright.protocol.avara.Datagram;
import io.framewright.protocol.beer.BeerMessage;
import io.framewright.protocol.beer.BeerMessageCodec;
import io.framewright.protocol.beer.BeerStreamDecoder;
import io.framewright.protocol.bitpacked.AssembledMessage;
import io.framewright.protocol.bitpacked.Packet;
import io.framewright.protocol.bitpacked.PayloadType;
import io.framewright.protocol.bitpacked.Reassembler;
import io.framewright.protocol.leviathan.AckOnlyPacket;
import io.framewright.protocol.leviathan.LeviathanPacket;
import io.framewright.protocol.leviathan.NormalPacket;
import io.framewright.protocol.leviathan.Request;
import io.framewright.protocol.leviathan.RequestBody;
import io.framewright.protocol.leviathan.Response;
import io.framewright.protocol.leviathan.ResponseBody;
import io.framewright.protocol.pies.AuthPacketMeta;
import io.framewright.protocol.pies.PiesPacket;
import io.framewright.runtime.BitList;
import io.framewright.runtime.frame.Framing;
import io.netty.bootstrap.Bootstrap;
import io.netty.bootstrap.ServerBootstrap;
import io.netty.channel.Channel;
import io.netty.channel.ChannelHandler;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.channel.ChannelInitializer;
import io.netty.channel.EventLoopGroup;
import io.netty.channel.nio.NioEventLoopGroup;
import io.netty.channel.socket.SocketChannel;
import io.netty.channel.socket.nio.NioDatagramChannel;
import io.netty.channel.socket.nio.NioServerSocketChannel;
import io.netty.channel.socket.nio.NioSocketChannel;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A small server and client per protocol over 127.0.0.1, each playing the protocol's own
 * exchange with the decoded messages printed: pies, BEER and bitpacked over TCP; Leviathan,
 * Avara and bitpacked over UDP. Run all with
 * {@code mvn -q -B -pl netty -am -DskipTests test-compile exec:java}.
 */
public final class LoopbackDemos {
  /** The longest one exchange may take. */
  static final long TIMEOUT_SECONDS = 10;

  private final EventLoopGroup group;
  private final List<String> transcript = Collections.synchronizedList(new ArrayList<>());
  private final boolean print;

  LoopbackDemos(EventLoopGroup group, boolean print) {
    this.group = group;
    this.print = print;
  }

  public static void main(String[] args) throws Exception {
    NioEventLoopGroup group = new NioEventLoopGroup(2);
    try {
      new LoopbackDemos(group, true).runAll();
    } finally {
      group.shutdownGracefully(0, 2, TimeUnit.SECONDS).await(5, TimeUnit.SECONDS);
    }
  }

  /** Every exchange, one after the other. */
  void runAll() throws Exception {
    pies();
    beer();
    bitpackedStream();
    leviathan();
    avara();
    bitpackedDatagrams();
  }

  List<String> transcript() {
    return transcript;
  }

  private void say(String protocol, String who, Object message) {
    String line = String.format("%-10s %-7s got %s", protocol, who, message);
    transcript.add(line);
    if (print) {
      System.out.println(line);
    }
  }

  private void header(String what, Channel server) {
    String line = "== " + what + " on " + server.localAddress();
    transcript.add(line);
    if (print) {
      System.out.println(line);
    }
  }

  private static void await(CountDownLatch done, String what) throws InterruptedException {
    if (!done.await(TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
      throw new IllegalStateException(what + ": the exchange did not finish within "
          + TIMEOUT_SECONDS + " s");
    }
  }

  private Channel tcpServer(ChannelHandler init) throws InterruptedException {
    return new ServerBootstrap().group(group).channel(NioServerSocketChannel.class)
        .childHandler(init).bind(new InetSocketAddress("127.0.0.1", 0)).sync().channel();
  }

  private Channel tcpClient(Channel server, ChannelHandler init) throws InterruptedException {
    return new Bootstrap().group(group).channel(NioSocketChannel.class).handler(init)
        .connect(server.localAddress()).sync().channel();
  }

  private Channel udp(ChannelHandler init) throws InterruptedException {
    return new Bootstrap().group(group).channel(NioDatagramChannel.class).handler(init)
        .bind(new InetSocketAddress("127.0.0.1", 0)).sync().channel();
  }

  private static void close(Channel... channels) throws InterruptedException {
    for (Channel c : channels) {
      c.close().await(TIMEOUT_SECONDS, TimeUnit.SECONDS);
    }
  }

  /** pies: Auth, the server's accept, Sync and the players' Locations, the client's Location. */
  void pies() throws Exception {
    CountDownLatch done = new CountDownLatch(1);
    Channel server = tcpServer(Pipelines.stream(PiesPacket.framing(),
        MessageDispatcher.of(PiesPacket.class)
            .on(PiesPacket.Auth.class, (ctx, auth) -> {
              say("pies", "server", auth);
              String name = auth.value().value();
              ctx.write(PiesPacket.Auth.reply(AuthPacketMeta.ACCEPT));
              ctx.write(PiesPacket.Sync.of(name, List.of("user1", "user2")));
              ctx.write(new PiesPacket.Location("user1", "100", "0"));
              ctx.writeAndFlush(new PiesPacket.Location("user2", "200", "0"));
            })
            .on(PiesPacket.Location.class, (ctx, location) -> {
              say("pies", "server", location);
              done.countDown();
            })
            .otherwise((ctx, packet) -> say("pies", "server", packet))
            .build()));
    header("pies over TCP", server);
    AtomicInteger locations = new AtomicInteger();
    Channel client = tcpClient(server, Pipelines.stream(PiesPacket.framing(),
        MessageDispatcher.of(PiesPacket.class)
            .on(PiesPacket.Location.class, (ctx, location) -> {
              say("pies", "client", location);
              if (locations.incrementAndGet() == 2) {
                ctx.writeAndFlush(new PiesPacket.Location("", "0", "0"));
              }
            })
            .otherwise((ctx, packet) -> say("pies", "client", packet))
            .build()));
    client.writeAndFlush(PiesPacket.Auth.request("user3"));
    await(done, "pies");
    close(client, server);
  }

  /** BEER: Welcome, New Player and an Object Position from the server, Ping both ways. */
  void beer() throws Exception {
    CountDownLatch done = new CountDownLatch(1);
    MessageDispatcher<BeerMessage> atServer = MessageDispatcher.of(BeerMessage.class)
        .on(BeerMessage.Ping.class, (ctx, ping) -> {
          say("BEER", "server", ping);
          done.countDown();
        })
        .otherwise((ctx, m) -> say("BEER", "server", m))
        .build();
    ChannelHandler greeter = new ChannelInboundHandlerAdapter() { // one connection: one use
      @Override
      public void channelActive(ChannelHandlerContext ctx) {
        ctx.write(new BeerMessage.Welcome());
        ctx.write(new BeerMessage.NewPlayer(1));
        ctx.write(new BeerMessage.ObjectPosition(305419896L, (short) 100, (short) -100));
        ctx.writeAndFlush(new BeerMessage.Ping());
        ctx.fireChannelActive();
      }
    };
    Channel server = tcpServer(new ChannelInitializer<SocketChannel>() {
      @Override
      protected void initChannel(SocketChannel ch) {
        ch.pipeline().addLast(new FrameDecoder<>(BeerStreamDecoder.framing()),
            new FrameEncoder<>(BeerMessageCodec.INSTANCE), greeter, atServer);
      }
    });
    header("BEER over TCP", server);
    Channel client = tcpClient(server, Pipelines.stream(BeerStreamDecoder.framing(),
        MessageDispatcher.of(BeerMessage.class)
            .on(BeerMessage.Ping.class, (ctx, ping) -> {
              say("BEER", "client", ping);
              ctx.writeAndFlush(new BeerMessage.Ping());
            })
            .otherwise((ctx, m) -> say("BEER", "client", m))
            .build()));
    await(done, "BEER");
    close(client, server);
  }

  /** bitpacked on a stream: a message in two packets, reassembled, answered with a turn. */
  void bitpackedStream() throws Exception {
    CountDownLatch done = new CountDownLatch(1);
    Reassembler reassembler = new Reassembler(4096, 16);
    Channel server = tcpServer(Pipelines.stream(Packet.framing(),
        MessageDispatcher.of(Packet.class).on(Packet.class, (ctx, packet) -> {
          say("bitpacked", "server", packet);
          Optional<AssembledMessage> whole = reassembler.accept(packet);
          if (whole.isPresent()) {
            say("bitpacked", "server", whole.get());
            ctx.writeAndFlush(Packet.of(packet.messageId(), packet.messageType(),
                PayloadType.CHAR, "ok".getBytes(StandardCharsets.US_ASCII)).withTurn(1));
          }
        }).build()));
    header("bitpacked over TCP", server);
    Channel client = tcpClient(server, Pipelines.stream(Packet.framing(),
        MessageDispatcher.of(Packet.class).on(Packet.class, (ctx, packet) -> {
          say("bitpacked", "client", packet);
          done.countDown();
        }).build()));
    client.write(Packet.of(42, 3, PayloadType.CHAR, "hello, ".getBytes(StandardCharsets.US_ASCII))
        .withOffset(0, false));
    client.writeAndFlush(Packet.of(42, 3, PayloadType.CHAR,
        "world".getBytes(StandardCharsets.US_ASCII)).withOffset(1, true));
    await(done, "bitpacked over TCP");
    close(client, server);
  }

  /** Leviathan: a Connect request answered by its response with acks, then the client's ack. */
  void leviathan() throws Exception {
    CountDownLatch done = new CountDownLatch(1);
    Framing<LeviathanPacket> framing = LeviathanPacket.framing();
    Channel server = udp(Pipelines.datagram(framing, MessageDispatcher.of(LeviathanPacket.class)
        .on(NormalPacket.class, (ctx, packet, sender) -> {
          say("Leviathan", "server", packet);
          Request request = (Request) packet.messages().get(0);
          int check = ((RequestBody.Connect) request.body()).checkValue();
          ctx.writeAndFlush(new Addressed<>(new NormalPacket(1002, packet.packetId(),
              BitList.withSetBits(1, 0), List.of(new Response(2,
                  new ResponseBody.Connect(request.messageNumber(), check)))), sender));
        })
        .on(AckOnlyPacket.class, (ctx, acks) -> {
          say("Leviathan", "server", acks);
          done.countDown();
        })
        .build()));
    header("Leviathan over UDP", server);
    Channel client = udp(Pipelines.datagram(framing, MessageDispatcher.of(LeviathanPacket.class)
        .on(NormalPacket.class, (ctx, packet, sender) -> {
          say("Leviathan", "client", packet);
          ctx.writeAndFlush(new Addressed<>(AckOnlyPacket.of(packet.packetId()), sender));
        })
        .otherwise((ctx, other) -> say("Leviathan", "client", other))
        .build()));
    client.writeAndFlush(new Addressed<>(NormalPacket.of(1,
        new Request(1, new RequestBody.Connect(42))), (InetSocketAddress) server.localAddress()));
    await(done, "Leviathan");
    close(client, server);
  }

  /** Avara: two commands, acknowledged with a command back, which is acknowledged in turn. */
  void avara() throws Exception {
    CountDownLatch done = new CountDownLatch(1);
    Framing<Datagram> framing = Datagram.framing();
    Channel server = udp(Pipelines.datagram(framing, MessageDispatcher.of(Datagram.class)
        .on(Datagram.class, (ctx, datagram, sender) -> {
          say("Avara", "server", describe(datagram));
          if (datagram.commands().isEmpty()) {
            done.countDown();
            return;
          }
          int last = datagram.commands().get(datagram.commands().size() - 1).serialNumber();
          ctx.writeAndFlush(new Addressed<>(Datagram.of(Acknowledgement.upTo(last),
              List.of(new CommandPacket(2, 0, CommandId.kpPing, CommandPacket.KD_EVERYONE, 0,
                  (short) 0, (byte) 0, (byte) 0, new byte[0]))), sender));
        }).build()));
    header("Avara over UDP", server);
    Channel client = udp(Pipelines.datagram(framing, MessageDispatcher.of(Datagram.class)
        .on(Datagram.class, (ctx, datagram, sender) -> {
          say("Avara", "client", describe(datagram));
          int last = datagram.commands().get(datagram.commands().size() - 1).serialNumber();
          ctx.writeAndFlush(new Addressed<>(Datagram.of(Acknowledgement.upTo(last), List.of()),
              sender));
        }).build()));
    client.writeAndFlush(new Addressed<>(Datagram.of(Acknowledgement.NOTHING_RECEIVED, List.of(
        new CommandPacket(2, 0, CommandId.kpLogin, CommandPacket.KD_SERVER_ONLY, 0, (short) 0,
            (byte) 0, (byte) 1, "player one".getBytes(StandardCharsets.UTF_8)),
        new CommandPacket(4, 0, CommandId.kpPing, CommandPacket.KD_SERVER_ONLY, 0, (short) 0,
            (byte) 0, (byte) 1, new byte[0]))),
        (InetSocketAddress) server.localAddress()));
    await(done, "Avara");
    close(client, server);
  }

  private static String describe(Datagram d) {
    StringBuilder sb = new StringBuilder("Datagram ack " + d.acknowledgement());
    for (CommandPacket c : d.commands()) {
      sb.append(" | serial ").append(c.serialNumber()).append(' ')
          .append(CommandId.name(c.command()));
      if (c.data().length > 0) {
        sb.append(" \"").append(new String(c.data(), StandardCharsets.UTF_8)).append('"');
      }
    }
    return sb.toString();
  }

  /** bitpacked datagrams: typed payloads, each echoed with a turn. */
  void bitpackedDatagrams() throws Exception {
    List<Packet> packets = List.of(
        Packet.of(1, 2, PayloadType.INT32, new byte[] {0, 0, 0, 1, -1, -1, -1, -2}),
        Packet.of(2, 2, PayloadType.DOUBLE, new byte[] {0x40, 0x09, 0x21, (byte) 0xfb, 0x54,
            0x44, 0x2d, 0x18}),
        Packet.of(3, 2, PayloadType.CUSTOM, new byte[] {(byte) 0xaa, (byte) 0xbb}));
    CountDownLatch done = new CountDownLatch(packets.size());
    Framing<Packet> framing = Packet.framing();
    Channel server = udp(Pipelines.datagram(framing, MessageDispatcher.of(Packet.class)
        .on(Packet.class, (ctx, packet, sender) -> {
          say("bitpacked", "server", packet);
          ctx.writeAndFlush(new Addressed<>(packet.withTurn(7), sender));
        }).build()));
    header("bitpacked over UDP", server);
    Channel client = udp(Pipelines.datagram(framing, MessageDispatcher.of(Packet.class)
        .on(Packet.class, (ctx, packet) -> {
          say("bitpacked", "client", packet);
          done.countDown();
        }).build()));
    for (Packet p : packets) {
      client.writeAndFlush(new Addressed<>(p, (InetSocketAddress) server.localAddress()));
    }
    await(done, "bitpacked over UDP");
    close(client, server);
  }
}
