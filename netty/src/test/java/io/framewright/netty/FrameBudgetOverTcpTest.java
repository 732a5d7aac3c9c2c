package io.framewright.netty;

import static io.framewright.netty.Loopback.TIMEOUT_SECONDS;
import static io.framewright.netty.Loopback.within;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.framewright.netty.Loopback.Inbox;
import io.framewright.protocol.pies.AuthPacketMeta;
import io.framewright.protocol.pies.PiesPacket;
import io.framewright.protocol.pies.PiesPacketCodec;
import io.framewright.protocol.pies.StringItem;
import io.framewright.runtime.Hex;
import io.netty.buffer.Unpooled;
import io.netty.channel.Channel;
import io.netty.channel.ChannelHandler;
import io.netty.handler.timeout.ReadTimeoutException;
import io.netty.handler.timeout.ReadTimeoutHandler;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Issue 27, item 17: hostile connections that each send most of a large frame and then wait
 * must not take a server's heap. A pies server on 127.0.0.1 whose decoders share a 1 MiB
 * {@link FrameBudget}; 50 raw clients each send an unfinished 64,000-byte Chat (within the
 * 64 KiB maximum frame length) and keep the connection open. The first 16 fit
 * (16 x 64,000 = 1,024,000 of 1,048,576 bytes); each later one is closed with a
 * {@link FrameBudgetExceededException}, counted, and well-behaved clients are answered
 * throughout. Once the hostile connections close, the budget is back to zero.
 *
 * <p>The hostile clients connect one after the other, each waited for (until the server holds
 * its bytes, or until it is closed), so which ones fit is deterministic.
 */
class FrameBudgetOverTcpTest {
  private static final int BUDGET = 1 << 20;
  private static final int HOSTILE = 50;
  private static final int HOSTILE_FRAME = 64_000;
  /** 1,048,576 / 64,000: the unfinished frames that fit the budget. */
  private static final int FIT = 16;

  private final Loopback net = new Loopback();

  @AfterEach
  void stop() {
    net.close();
  }

  /**
   * 09 Chat | 01 string, then 63,998 letters "a" and no 00 ff: a frame of 64,000 bytes and more
   * to come (../shared/formats/README.md, "pies": items end with 00, packets with ff).
   */
  private static byte[] unfinishedChat() {
    byte[] frame = new byte[HOSTILE_FRAME];
    Arrays.fill(frame, (byte) 0x61);
    frame[0] = 0x09;
    frame[1] = 0x01;
    return frame;
  }

  /**
   * A pies server as the README's Netty section sets one up: a read timeout, then a decoder with
   * the server's budget. It answers Auth with Auth ["4"] (accepted), as in the pies document's
   * exchange; {@code errors}, last, gets what the decoders fire.
   */
  private Channel server(FrameBudget budget, long readTimeoutMillis, Inbox errors) {
    MessageDispatcher<PiesPacket> answer = MessageDispatcher.of(PiesPacket.class)
        .on(PiesPacket.Auth.class,
            (ctx, auth) -> ctx.writeAndFlush(PiesPacket.Auth.reply(AuthPacketMeta.ACCEPT)))
        .otherwise((ctx, packet) -> { })
        .build();
    return net.tcpServer(Loopback.pipeline(() -> new ChannelHandler[] {
        new ReadTimeoutHandler(readTimeoutMillis, TimeUnit.MILLISECONDS),
        new FrameDecoder<>(PiesPacket.framing(), budget),
        new FrameEncoder<>(PiesPacketCodec.INSTANCE), answer, errors}));
  }

  @Test
  void hostileConnectionsPastTheBudgetAreClosedAndTheServerKeepsAnswering() {
    FrameBudget budget = new FrameBudget(BUDGET);
    Inbox errors = new Inbox();
    // a timeout far longer than the test: here the budget alone keeps the server answering
    Channel server = server(budget, TimeUnit.SECONDS.toMillis(60), errors);

    assertAnswered(server);
    List<Channel> held = new ArrayList<>();
    int refused = 0;
    byte[] frame = unfinishedChat();
    for (int i = 0; i < HOSTILE; i++) {
      Channel hostile = net.tcpClient(server, Loopback.pipeline(() -> new ChannelHandler[0]));
      hostile.writeAndFlush(Unpooled.wrappedBuffer(frame)); // may fail: the server may reset
      long expected = (long) (held.size() + 1) * HOSTILE_FRAME;
      awaitTrue(() -> budget.held() == expected || !hostile.isActive(),
          "hostile connection " + i + ": held " + expected + " or closed; " + budget);
      if (hostile.isActive() && budget.held() == expected) {
        held.add(hostile);
      } else {
        refused++;
      }
      if (i % 10 == 0) {
        assertAnswered(server); // well-behaved clients are answered all along
      }
    }
    assertEquals(FIT, held.size(), budget::toString);
    assertEquals(HOSTILE - FIT, refused);
    assertEquals(HOSTILE - FIT, budget.connectionsClosed());
    assertEquals((long) FIT * HOSTILE_FRAME, budget.held());
    awaitTrue(() -> errors.errors.size() == HOSTILE - FIT, "the budget errors fired");
    for (Throwable e : errors.errors) {
      FrameBudgetExceededException over = assertInstanceOf(FrameBudgetExceededException.class, e);
      assertEquals(BUDGET, over.maxBytes());
      assertTrue(over.held() + over.wanted() > BUDGET, over::getMessage);
    }
    for (Channel h : held) {
      assertTrue(h.isActive(), "a connection within the budget stays open");
    }
    assertAnswered(server);

    for (Channel h : held) {
      within(h.close());
    }
    awaitTrue(() -> budget.held() == 0, "the budget back to zero; " + budget);
    assertAnswered(server);
    assertEquals(0, budget.held());
  }

  @Test
  void anIdleTimeoutFreesWhatASilentPeerHolds() {
    // The budget bounds what silent peers hold together; the read timeout ends each of them.
    FrameBudget budget = new FrameBudget(BUDGET);
    Inbox errors = new Inbox();
    Channel server = server(budget, 200, errors);
    Channel hostile = net.tcpClient(server, Loopback.pipeline(() -> new ChannelHandler[0]));
    within(hostile.writeAndFlush(Unpooled.wrappedBuffer(unfinishedChat())));
    awaitTrue(() -> budget.held() == HOSTILE_FRAME || !hostile.isActive(), "held; " + budget);
    // 200 ms with nothing read: the server closes the connection and gives its bytes back
    assertTrue(hostile.closeFuture().awaitUninterruptibly(TIMEOUT_SECONDS, TimeUnit.SECONDS),
        "closed by the read timeout");
    awaitTrue(() -> budget.held() == 0, "the budget back to zero; " + budget);
    assertEquals(0, budget.connectionsClosed(), "closed by the timeout, not the budget");
    assertInstanceOf(ReadTimeoutException.class, errors.error());
  }

  /** A well-behaved client sends Auth ["user3"] and gets Auth ["4"] back. */
  private void assertAnswered(Channel server) {
    Inbox inbox = new Inbox();
    Channel client = net.tcpClient(server, Loopback.pipeline(() -> new ChannelHandler[] {
        new FrameDecoder<>(PiesPacket.framing()), inbox}));
    // 01 Auth | 01 string "user3" 00 | ff
    within(client.writeAndFlush(Unpooled.wrappedBuffer(Hex.parse("01 01 7573657233 00 ff"))));
    assertEquals(List.of(new PiesPacket.Auth(new StringItem("4"))), inbox.take(1));
    within(client.close());
  }

  /** Polls {@code condition} until it holds, failing after the loopback timeout. */
  private static void awaitTrue(BooleanSupplier condition, String what) {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(TIMEOUT_SECONDS);
    while (!condition.getAsBoolean()) {
      if (System.nanoTime() > deadline) {
        fail(what + ": not within " + TIMEOUT_SECONDS + " s");
      }
      try {
        Thread.sleep(1);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new AssertionError(e);
      }
    }
  }
}
