package io.framewright.netty;

import static io.framewright.netty.Loopback.TIMEOUT_SECONDS;
import static io.framewright.netty.Loopback.within;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.framewright.netty.Loopback.Inbox;
import io.framewright.protocol.pies.AuthPacketMeta;
import io.framewright.protocol.pies.Item;
import io.framewright.protocol.pies.PiesPacket;
import io.framewright.protocol.pies.PiesPacketCodec;
import io.framewright.runtime.Hex;
import io.framewright.runtime.frame.CorruptFrameException;
import io.framewright.runtime.frame.Framing;
import io.framewright.runtime.frame.StreamFramer;
import io.framewright.runtime.frame.TooLongFrameException;
import io.netty.buffer.Unpooled;
import io.netty.channel.Channel;
import io.netty.channel.ChannelHandler;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Supplier;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * pies over real TCP sockets on 127.0.0.1: the protocol's exchange, fragmentation down to one
 * byte per flush, garbage between frames, an over-long frame, many clients at once. Raw bytes
 * are written out from the pies format (docs: packet id, items each {@code type value 00}, then
 * {@code ff}).
 */
class PiesOverTcpTest {
  private static final Framing<PiesPacket> PIES = PiesPacket.framing();

  // 01 Auth | 01 string "user3" 00 | ff
  private static final String AUTH_USER3 = "01 01 7573657233 00 ff";
  // 02 Location | 01 "" 00 | 01 "0" 00 | 01 "0" 00 | ff
  private static final String LOCATION_0_0 = "02 01 00 01 30 00 01 30 00 ff";
  // 09 Chat | 01 "hi" 00 | ff
  private static final String CHAT_HI = "09 01 6869 00 ff";

  private final Loopback net = new Loopback();

  @AfterEach
  void stop() {
    net.close();
  }

  /** A server whose connections decode pies, encode pies, then go to {@code last}. */
  private Channel server(Supplier<FrameDecoder<PiesPacket>> decoder, ChannelHandler last) {
    return net.tcpServer(Loopback.pipeline(() -> new ChannelHandler[] {
        decoder.get(), new FrameEncoder<>(PiesPacketCodec.INSTANCE), last}));
  }

  private Channel piesClient(Channel server, ChannelHandler last) {
    return net.tcpClient(server, Loopback.pipeline(() -> new ChannelHandler[] {
        new FrameDecoder<>(PIES), new FrameEncoder<>(PiesPacketCodec.INSTANCE), last}));
  }

  private Channel rawClient(Channel server) {
    return net.tcpClient(server, Loopback.pipeline(() -> new ChannelHandler[0]));
  }

  @Test
  void theProtocolsExchangeArrivesIntact() {
    // The exchange of the pies document: Auth ["user3"]; the server accepts (Auth ["4"]), syncs
    // the players and sends their locations; the client sends its own location.
    Inbox atServer = new Inbox();
    MessageDispatcher<PiesPacket> dispatcher = MessageDispatcher.of(PiesPacket.class)
        .on(PiesPacket.Auth.class, (ctx, auth) -> {
          String name = auth.value().value();
          ctx.write(PiesPacket.Auth.reply(AuthPacketMeta.ACCEPT));
          ctx.write(PiesPacket.Sync.of(name, List.of("user1", "user2")));
          ctx.write(new PiesPacket.Location("user1", "100", "0"));
          ctx.writeAndFlush(new PiesPacket.Location("user2", "200", "0"));
        })
        .otherwise((ctx, packet) -> atServer.messages.add(packet))
        .build();
    Channel server = server(() -> new FrameDecoder<>(PIES), dispatcher);
    Inbox atClient = new Inbox();
    Channel client = piesClient(server, atClient);

    within(client.writeAndFlush(PiesPacket.Auth.request("user3")));
    assertEquals(List.of(
            new PiesPacket.Auth(new io.framewright.protocol.pies.StringItem("4")),
            PiesPacket.Sync.of("user3", List.of("user1", "user2")),
            new PiesPacket.Location("user1", "100", "0"),
            new PiesPacket.Location("user2", "200", "0")),
        atClient.take(4));
    within(client.writeAndFlush(new PiesPacket.Location("", "0", "0")));
    assertEquals(List.of(new PiesPacket.Location("", "0", "0")), atServer.take(1));
    atClient.assertNoMoreErrors();
    atServer.assertNoMoreErrors();
  }

  @Test
  void everyKindOfPacketArrivesIntactBothWays() {
    List<PiesPacket> all = List.of(
        PiesPacket.Auth.request("ünïcødé name"),
        new PiesPacket.Location("", "149.29000000000002", "-3"),
        PiesPacket.Sync.of("a", List.of()),
        new PiesPacket.GameUpdate(new Item.Str("s"), new Item.Num(-300), new Item.Bool(true),
            new Item.Unknown(new byte[] {1, 2, 3})),
        PiesPacket.LevelList.of("one", "two", ""),
        PiesPacket.LevelData.of("lvl", 0, 255, 500, -300, Long.MAX_VALUE),
        new PiesPacket.LevelLoad("lvl"),
        new PiesPacket.Chat("x".repeat(10_000)),
        new PiesPacket.Custom(),
        new PiesPacket.BadPacket());
    // the server echoes every packet back
    Channel server = server(() -> new FrameDecoder<>(PIES), MessageDispatcher.of(PiesPacket.class)
        .otherwise((ctx, packet) -> ctx.writeAndFlush(packet)).build());
    Inbox atClient = new Inbox();
    Channel client = piesClient(server, atClient);
    for (PiesPacket p : all) {
      client.write(p);
    }
    within(client.writeAndFlush(new PiesPacket.Chat("end")));
    List<Object> expected = new ArrayList<>(all);
    expected.add(new PiesPacket.Chat("end"));
    assertEquals(expected, atClient.take(expected.size()));
    atClient.assertNoMoreErrors();
  }

  @Test
  void aClientWritingOneBytePerFlushIsDecodedWithBoundedWork() throws Exception {
    AtomicReference<FrameDecoder<PiesPacket>> decoder = new AtomicReference<>();
    Inbox atServer = new Inbox();
    Channel server = server(() -> {
      FrameDecoder<PiesPacket> d = new FrameDecoder<>(PIES);
      decoder.set(d);
      return d;
    }, atServer);
    Channel client = rawClient(server);
    byte[] bytes = Hex.parse(AUTH_USER3 + LOCATION_0_0 + CHAT_HI);
    for (byte b : bytes) {
      within(client.writeAndFlush(Unpooled.wrappedBuffer(new byte[] {b})));
    }
    assertEquals(List.of(PiesPacket.Auth.request("user3"), new PiesPacket.Location("", "0", "0"),
        new PiesPacket.Chat("hi")), atServer.take(3));
    atServer.assertNoMoreErrors();
    StreamFramer.Stats stats = decoder.get().stats();
    assertEquals(3, stats.frames());
    // an attempt that runs out says what it needs (here the ff): a few attempts per frame,
    // not one per byte (25 bytes arrived in up to 25 reads)
    assertTrue(stats.decodeAttempts() <= 3 * 4, stats::toString);
  }

  @Test
  void garbageBetweenFramesIsReportedAndTheGoodFramesStillArrive() {
    // Errors go into the same queue as the messages, so that their order is checked too.
    Inbox atServer = new Inbox();
    Channel server = server(() -> new FrameDecoder<>(PIES, PIES.maxFrameLength(),
        (ctx, error) -> atServer.messages.add(error)), atServer);
    Channel client = rawClient(server);
    String stream = AUTH_USER3          // 9 bytes, offsets 0..8
        + "fe 01 02 ff"                 // unknown packet id fe: bad, resync after its ff (9..12)
        + CHAT_HI                       // 13..18
        + "01 02 ff"                    // Auth whose item has type 02, not string 01 (19..21)
        + LOCATION_0_0;                 // 22..31
    within(client.writeAndFlush(Unpooled.wrappedBuffer(Hex.parse(stream))));
    List<Object> seen = atServer.take(5);
    assertEquals(PiesPacket.Auth.request("user3"), seen.get(0));
    assertEquals(9, assertInstanceOf(CorruptFrameException.class, seen.get(1)).streamOffset());
    assertEquals(new PiesPacket.Chat("hi"), seen.get(2));
    CorruptFrameException second = assertInstanceOf(CorruptFrameException.class, seen.get(3));
    assertEquals(19, second.streamOffset());
    assertEquals(new PiesPacket.Location("", "0", "0"), seen.get(4));
    // the same connection goes on
    within(client.writeAndFlush(Unpooled.wrappedBuffer(Hex.parse(CHAT_HI))));
    assertEquals(List.of(new PiesPacket.Chat("hi")), atServer.take(1));
  }

  @Test
  void anOverLongFrameIsReportedThroughExceptionCaughtAndTheServerStaysUp() throws Exception {
    AtomicReference<Channel> serverSide = new AtomicReference<>();
    Inbox atServer = new Inbox() {
      @Override
      public void channelActive(io.netty.channel.ChannelHandlerContext ctx) {
        serverSide.compareAndSet(null, ctx.channel());
      }
    };
    // at most 64 bytes per frame on this server; the default error handler
    Channel server = server(() -> new FrameDecoder<>(PIES, 64,
        FrameErrorHandler.fireExceptionCaught()), atServer);
    Channel client = rawClient(server);
    // a Chat (09) whose string item (01) is 100,000 bytes of 'a' (61), then 00 ff, then a
    // good Chat
    client.write(Unpooled.wrappedBuffer(Hex.parse("09 01")));
    byte[] text = new byte[100_000];
    java.util.Arrays.fill(text, (byte) 0x61);
    for (int p = 0; p < text.length; p += 4096) {
      client.write(Unpooled.wrappedBuffer(text, p, Math.min(4096, text.length - p)));
    }
    within(client.writeAndFlush(Unpooled.wrappedBuffer(Hex.parse("00 ff" + CHAT_HI))));
    TooLongFrameException tooLong = assertInstanceOf(TooLongFrameException.class,
        atServer.error());
    assertEquals(0, tooLong.streamOffset());
    assertEquals(List.of(new PiesPacket.Chat("hi")), atServer.take(1));
    assertTrue(serverSide.get().isActive(), "the connection is kept");
    // a message longer than 64 bytes from an encoding client: reported the same way
    Channel other = piesClient(server, new Inbox());
    within(other.writeAndFlush(new PiesPacket.Chat("y".repeat(100))));
    within(other.writeAndFlush(new PiesPacket.Chat("short")));
    assertInstanceOf(TooLongFrameException.class, atServer.error());
    assertEquals(List.of(new PiesPacket.Chat("short")), atServer.take(1));
    assertTrue(server.isActive());
    atServer.assertNoMoreErrors();
  }

  @Test
  void aPacketOfOneByteOverTheMaximumLosesNoGoodPacketAfterIt() {
    // Issue 27: with at most 1,024 bytes per frame, a packet of 1,025 bytes took the good Chat
    // after it along (the Chat's ff was taken for the end of the bad packet).
    Inbox atServer = new Inbox();
    Channel server = server(() -> new FrameDecoder<>(PIES, 1024,
        (ctx, error) -> atServer.messages.add(error)), atServer);
    Channel client = rawClient(server);
    // 09 Chat | 01 string, 1,021 x 'a' (61) | 00 | ff: 2 + 1,021 + 2 = 1,025 bytes
    byte[] text = new byte[1_021];
    java.util.Arrays.fill(text, (byte) 0x61);
    client.write(Unpooled.wrappedBuffer(Hex.parse("09 01")));
    client.write(Unpooled.wrappedBuffer(text));
    within(client.writeAndFlush(Unpooled.wrappedBuffer(Hex.parse("00 ff" + CHAT_HI
        + AUTH_USER3))));
    List<Object> seen = atServer.take(3);
    assertEquals(0, assertInstanceOf(TooLongFrameException.class, seen.get(0)).streamOffset());
    assertEquals(new PiesPacket.Chat("hi"), seen.get(1));
    assertEquals(PiesPacket.Auth.request("user3"), seen.get(2));
  }

  @Test
  void manyClientsAtOnceLoseNothing() throws Exception {
    int clients = 64;
    int perClient = 1_000;
    CountDownLatch all = new CountDownLatch(clients * perClient);
    Map<String, AtomicInteger> next = new ConcurrentHashMap<>();
    AtomicInteger outOfOrder = new AtomicInteger();
    Inbox atServer = new Inbox();
    MessageDispatcher<PiesPacket> counter = MessageDispatcher.of(PiesPacket.class)
        .on(PiesPacket.Location.class, (ctx, location) -> {
          int seq = Integer.parseInt(location.x().value());
          int expected = next.computeIfAbsent(location.username().value(),
              k -> new AtomicInteger()).getAndIncrement();
          if (seq != expected) {
            outOfOrder.incrementAndGet();
          }
          all.countDown();
        })
        .otherwise((ctx, packet) -> atServer.messages.add(packet))
        .build();
    Channel server = server(() -> new FrameDecoder<>(PIES), counter);
    long start = System.nanoTime();
    List<Channel> channels = new ArrayList<>();
    for (int c = 0; c < clients; c++) {
      channels.add(piesClient(server, new Inbox()));
    }
    for (int c = 0; c < clients; c++) {
      Channel ch = channels.get(c);
      String name = "client" + c;
      ch.eventLoop().execute(() -> {
        for (int i = 0; i < perClient; i++) {
          ch.write(new PiesPacket.Location(name, Integer.toString(i), "0"));
          if (i % 100 == 99) {
            ch.flush();
          }
        }
        ch.flush();
      });
    }
    assertTrue(all.await(TIMEOUT_SECONDS, TimeUnit.SECONDS),
        () -> all.getCount() + " of " + clients * perClient + " messages missing");
    long millis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
    assertEquals(0, outOfOrder.get());
    assertEquals(clients, next.size());
    next.values().forEach(n -> assertEquals(perClient, n.get()));
    atServer.assertNoMoreErrors();
    System.out.println("pies over TCP: " + clients + " clients x " + perClient
        + " messages in " + millis + " ms");
  }

  @Test
  void theClientsEncoderWritesThePiesBytes() {
    // what the encoding client sends is the document's bytes: checked against a raw server
    Inbox atServer = new Inbox();
    Channel server = net.tcpServer(Loopback.pipeline(() -> new ChannelHandler[] {atServer}));
    Channel client = piesClient(server, new Inbox());
    within(client.writeAndFlush(PiesPacket.Auth.request("user3")));
    byte[] expected = Hex.parse(AUTH_USER3);
    java.io.ByteArrayOutputStream got = new java.io.ByteArrayOutputStream();
    while (got.size() < expected.length) {
      io.netty.buffer.ByteBuf b = (io.netty.buffer.ByteBuf) atServer.take(1).get(0);
      byte[] chunk = new byte[b.readableBytes()];
      b.readBytes(chunk);
      b.release();
      got.writeBytes(chunk);
    }
    assertEquals(Hex.format(expected, 0, expected.length),
        Hex.format(got.toByteArray(), 0, got.size()));
  }
}
