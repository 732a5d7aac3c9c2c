package io.framewright.benchmarks.netty;

import io.framewright.netty.FrameDecoder;
import io.framewright.protocol.bitpacked.Packet;
import io.framewright.protocol.bitpacked.PacketCodec;
import io.framewright.protocol.bitpacked.PayloadType;
import io.framewright.runtime.Hex;
import io.netty.bootstrap.Bootstrap;
import io.netty.bootstrap.ServerBootstrap;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import io.netty.channel.Channel;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.channel.ChannelInitializer;
import io.netty.channel.ChannelOption;
import io.netty.channel.nio.NioEventLoopGroup;
import io.netty.channel.socket.SocketChannel;
import io.netty.channel.socket.nio.NioServerSocketChannel;
import io.netty.channel.socket.nio.NioSocketChannel;
import java.io.ByteArrayOutputStream;
import java.lang.management.ManagementFactory;
import java.net.InetSocketAddress;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * Issue 15's throughput comparison over loopback TCP, a bounded harness (not JMH: the work is a
 * server's event loop decoding what a socket delivers): bitpacked packets decoded by a
 * Framewright pipeline ({@link FrameDecoder} over {@code Packet.framing()}) and by a hand-written
 * Netty pipeline ({@code LengthFieldBasedFrameDecoder} taught the packet length, then a
 * hand-written field decoder; {@link HandWrittenPacketPipeline}), both producing the same
 * {@link Packet} records.
 *
 * <p>Per round and pipeline: a fresh server (one event loop thread) and client (another); the
 * client writes the same pre-encoded stream ({@link #stream}) as fast as the socket takes it;
 * the server's last handler counts the packets and checks their message ids. Time is from the
 * server's first read to its last packet; allocation is the server event loop thread's own
 * ({@code ThreadMXBean.getCurrentThreadAllocatedBytes}) over the same span, per packet. Rounds
 * alternate which pipeline goes first; the first rounds are warm-up.
 *
 * <pre>
 *   java -cp benchmarks/target/benchmarks.jar io.framewright.benchmarks.netty.NettyThroughput \
 *       [packets per round, default 1,000,000] [measured rounds, default 7] [warm-up rounds, 3]
 * </pre>
 */
public final class NettyThroughput {
  private NettyThroughput() {}

  /** The packets of the stream, repeated: the bitpacked mix of the framing benchmark's sizes. */
  static final List<Packet> MIX = List.of(
      Packet.of(1, 2, PayloadType.CUSTOM, Hex.parse("aabbcc")),
      Packet.of(703710, 63, PayloadType.INT32, Hex.parse("00000001 fffffffe"))
          .withOffset(5, false).withTurn(65300),
      Packet.of(7, 0, PayloadType.UINT8, new byte[0]).withTurn(1),
      Packet.of(8, 1, PayloadType.CHAR, "a chat line of 32 characters....".getBytes(
          java.nio.charset.StandardCharsets.US_ASCII)).withOffset(2, true));

  /** One result: a pipeline's round. */
  record Round(String pipeline, long packets, long nanos, long allocatedBytes) {
    double packetsPerSecond() {
      return packets * 1e9 / nanos;
    }

    double bytesPerPacket() {
      return (double) allocatedBytes / packets;
    }
  }

  /** {@code copies} copies of {@link #MIX}, encoded back to back. */
  static byte[] stream(int copies) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    for (int i = 0; i < copies; i++) {
      for (Packet p : MIX) {
        out.writeBytes(PacketCodec.INSTANCE.encode(p));
      }
    }
    return out.toByteArray();
  }

  /** Counts packets, checks them, and notes time and allocation of its thread. */
  static final class Sink extends ChannelInboundHandlerAdapter {
    private final long expected;
    final CountDownLatch done = new CountDownLatch(1);
    private long count;
    private long idSum;
    long firstNanos;
    long lastNanos;
    long allocatedAtStart;
    long allocatedAtEnd;
    volatile String failure;

    Sink(long expected) {
      this.expected = expected;
    }

    @Override
    public void channelActive(ChannelHandlerContext ctx) {
      allocatedAtStart = allocatedBytes();
      ctx.fireChannelActive();
    }

    @Override
    public void channelRead(ChannelHandlerContext ctx, Object msg) {
      if (count == 0) {
        firstNanos = System.nanoTime();
      }
      Packet p = (Packet) msg;
      idSum += p.messageId();
      if (++count == expected) {
        lastNanos = System.nanoTime();
        allocatedAtEnd = allocatedBytes();
        long perCopy = MIX.stream().mapToLong(Packet::messageId).sum();
        if (idSum != perCopy * (expected / MIX.size())) {
          failure = "message ids do not add up: " + idSum;
        }
        done.countDown();
      }
    }

    @Override
    public void exceptionCaught(ChannelHandlerContext ctx, Throwable cause) {
      failure = String.valueOf(cause);
      done.countDown();
    }
  }

  static long allocatedBytes() {
    return ((com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean())
        .getCurrentThreadAllocatedBytes();
  }

  /** The two pipelines, by name: each adds its decoder to a server channel. */
  static List<String> pipelines() {
    return List.of("Framewright", "hand-written");
  }

  static void addDecoder(String pipeline, Channel ch) {
    if (pipeline.equals("Framewright")) {
      ch.pipeline().addLast(new FrameDecoder<>(Packet.framing()));
    } else {
      ch.pipeline().addLast(new HandWrittenPacketPipeline.FrameSplitter(),
          new HandWrittenPacketPipeline.PacketDecoder());
    }
  }

  /** One round: a server with {@code pipeline}, a client writing {@code copies} of the mix. */
  static Round round(String pipeline, byte[] unit, int unitCopies, int repeats,
      NioEventLoopGroup serverGroup, NioEventLoopGroup clientGroup) throws Exception {
    long packets = (long) unitCopies * MIX.size() * repeats;
    Sink sink = new Sink(packets);
    Channel server = new ServerBootstrap().group(serverGroup)
        .channel(NioServerSocketChannel.class)
        .childHandler(new ChannelInitializer<SocketChannel>() {
          @Override
          protected void initChannel(SocketChannel ch) {
            addDecoder(pipeline, ch);
            ch.pipeline().addLast(sink);
          }
        })
        .bind(new InetSocketAddress("127.0.0.1", 0)).sync().channel();
    ByteBuf chunk = Unpooled.unreleasableBuffer(Unpooled.directBuffer(unit.length)
        .writeBytes(unit));
    Writer writer = new Writer(chunk, repeats);
    Channel client = new Bootstrap().group(clientGroup).channel(NioSocketChannel.class)
        .option(ChannelOption.TCP_NODELAY, true)
        .handler(writer)
        .connect(server.localAddress()).sync().channel();
    client.eventLoop().execute(() -> writer.writeSome(client));
    if (!sink.done.await(120, TimeUnit.SECONDS)) {
      throw new IllegalStateException(pipeline + ": not done within 120 s");
    }
    if (sink.failure != null) {
      throw new IllegalStateException(pipeline + ": " + sink.failure);
    }
    client.close().sync();
    server.close().sync();
    return new Round(pipeline, packets, sink.lastNanos - sink.firstNanos,
        sink.allocatedAtEnd - sink.allocatedAtStart);
  }

  /**
   * Writes the chunk {@code repeats} times, as fast as the socket takes it: while the channel
   * is writable, then again each time it becomes writable (the outbound buffer stays bounded).
   */
  static final class Writer extends ChannelInboundHandlerAdapter {
    private final ByteBuf chunk;
    private int left;

    Writer(ByteBuf chunk, int repeats) {
      this.chunk = chunk;
      this.left = repeats;
    }

    void writeSome(Channel client) {
      while (left > 0 && client.isWritable()) {
        client.write(chunk.duplicate());
        left--;
      }
      client.flush();
    }

    @Override
    public void channelWritabilityChanged(ChannelHandlerContext ctx) {
      if (ctx.channel().isWritable()) {
        writeSome(ctx.channel());
      }
      ctx.fireChannelWritabilityChanged();
    }
  }

  /** Allocation of decoding the stream with the codec alone: the decoded packets' own bytes. */
  static double decodedPacketBytes(byte[] unit, int unitCopies) {
    long before = allocatedBytes();
    long n = 0;
    for (int r = 0; r < unitCopies; r++) {
      io.framewright.runtime.WireReader in = new io.framewright.runtime.WireReader(unit);
      while (in.remaining() > 0) {
        PacketCodec.INSTANCE.read(in);
        n++;
      }
    }
    long after = allocatedBytes();
    return (double) (after - before) / n;
  }

  static double median(List<Double> xs) {
    double[] a = xs.stream().mapToDouble(Double::doubleValue).sorted().toArray();
    return a.length % 2 == 1 ? a[a.length / 2] : (a[a.length / 2 - 1] + a[a.length / 2]) / 2;
  }

  public static void main(String[] args) throws Exception {
    long packetsPerRound = args.length > 0 ? Long.parseLong(args[0]) : 1_000_000;
    int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 7;
    int warmup = args.length > 2 ? Integer.parseInt(args[2]) : 3;
    int unitCopies = 256; // 1,024 packets, ~26 KB per write
    byte[] unit = stream(unitCopies);
    int repeats = (int) Math.max(1, packetsPerRound / (unitCopies * MIX.size()));
    NioEventLoopGroup serverGroup = new NioEventLoopGroup(1);
    NioEventLoopGroup clientGroup = new NioEventLoopGroup(1);
    List<Round> measured = new ArrayList<>();
    try {
      for (int r = 0; r < warmup + rounds; r++) {
        List<String> order = new ArrayList<>(pipelines());
        if (r % 2 == 1) {
          java.util.Collections.reverse(order);
        }
        for (String pipeline : order) {
          Round result = round(pipeline, unit, unitCopies, repeats, serverGroup, clientGroup);
          if (r >= warmup) {
            measured.add(result);
          }
          System.err.printf(Locale.ROOT, "%s round %d: %,.0f packets/s, %.1f B/packet%n",
              pipeline, r + 1 - warmup, result.packetsPerSecond(), result.bytesPerPacket());
        }
      }
    } finally {
      serverGroup.shutdownGracefully(0, 1, TimeUnit.SECONDS).await(5, TimeUnit.SECONDS);
      clientGroup.shutdownGracefully(0, 1, TimeUnit.SECONDS).await(5, TimeUnit.SECONDS);
    }
    // the codec alone, warmed up, for the decoded packets' own allocation
    for (int i = 0; i < 20; i++) {
      decodedPacketBytes(unit, unitCopies);
    }
    double decodedBytes = decodedPacketBytes(unit, unitCopies * 4);
    System.out.println(table(measured, decodedBytes, (long) repeats * unitCopies * MIX.size(),
        unit.length / (double) (unitCopies * MIX.size()), rounds, warmup));
  }

  static String table(List<Round> measured, double decodedBytes, long packets,
      double meanWireBytes, int rounds, int warmup) {
    StringBuilder sb = new StringBuilder();
    sb.append(String.format(Locale.ROOT,
        "%,d packets per round (mean %.1f bytes on the wire), %d measured rounds after %d"
            + " warm-up rounds, pipelines alternating first.%n%n",
        packets, meanWireBytes, rounds, warmup));
    sb.append("| Pipeline | Packets/s, median | Min .. max | Time per packet / hand-written's"
        + " | B per packet, median | Of which the decoded packet |\n");
    sb.append("|---|---:|---:|---:|---:|---:|\n");
    double handMedian = median(perSecond(measured, "hand-written"));
    for (String p : pipelines()) {
      List<Double> rates = perSecond(measured, p);
      List<Double> bytes = new ArrayList<>();
      measured.stream().filter(r -> r.pipeline().equals(p))
          .forEach(r -> bytes.add(r.bytesPerPacket()));
      double med = median(rates);
      sb.append(String.format(Locale.ROOT, "| %s | %,.0f | %,.0f .. %,.0f | %.2f | %.1f | %.1f |%n",
          p, med, rates.stream().mapToDouble(d -> d).min().orElse(0),
          rates.stream().mapToDouble(d -> d).max().orElse(0), handMedian / med, median(bytes),
          decodedBytes));
    }
    return sb.toString();
  }

  private static List<Double> perSecond(List<Round> measured, String pipeline) {
    List<Double> out = new ArrayList<>();
    for (Round r : measured) {
      if (r.pipeline().equals(pipeline)) {
        out.add(r.packetsPerSecond());
      }
    }
    return out;
  }
}
