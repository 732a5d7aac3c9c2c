package io.framewright.netty;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.framewright.protocol.leviathan.AckOnlyPacket;
import io.framewright.protocol.leviathan.LeviathanPacket;
import io.framewright.protocol.leviathan.NormalPacket;
import io.framewright.protocol.pies.PiesPacket;
import io.netty.channel.embedded.EmbeddedChannel;
import java.net.InetSocketAddress;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class MessageDispatcherTest {
  /** A small union with a sealed interface between it and two of its variants. */
  sealed interface Shape permits Circle, Polygon {}

  record Circle(int r) implements Shape {}

  sealed interface Polygon extends Shape permits Square, Triangle {}

  record Square(int side) implements Polygon {}

  record Triangle(int a) implements Polygon {}

  @Test
  void eachVariantGoesToItsCallbackAndTheMostSpecificWins() {
    List<String> seen = new ArrayList<>();
    EmbeddedChannel channel = new EmbeddedChannel(MessageDispatcher.of(Shape.class)
        .on(Circle.class, (ctx, c) -> seen.add("circle " + c.r()))
        .on(Polygon.class, (ctx, p) -> seen.add("polygon " + p))
        .on(Square.class, (ctx, s) -> seen.add("square " + s.side()))
        .build());
    channel.writeInbound(new Circle(1), new Triangle(3), new Square(2), new Circle(4));
    assertEquals(List.of("circle 1", "polygon Triangle[a=3]", "square 2", "circle 4"), seen);
  }

  @Test
  void aMissingVariantFailsWhenTheDispatcherIsBuilt() {
    IllegalStateException e = assertThrows(IllegalStateException.class,
        () -> MessageDispatcher.of(PiesPacket.class)
            .on(PiesPacket.Auth.class, (ctx, a) -> { })
            .on(PiesPacket.Chat.class, (ctx, c) -> { })
            .build());
    assertTrue(e.getMessage().startsWith("no callback for Location, Sync, GameUpdate, LevelList,"
        + " LevelData, LevelLoad, Custom, BadPacket"), e.getMessage());
    IllegalStateException open = assertThrows(IllegalStateException.class,
        () -> MessageDispatcher.of(Object.class).on(String.class, (ctx, s) -> { }).build());
    assertTrue(open.getMessage().contains("not sealed"), open.getMessage());
  }

  @Test
  void otherwiseTakesTheRestAndRegistrationsAreChecked() {
    List<Object> rest = new ArrayList<>();
    EmbeddedChannel channel = new EmbeddedChannel(MessageDispatcher.of(Shape.class)
        .on(Circle.class, (ctx, c) -> { })
        .otherwise((ctx, s) -> rest.add(s))
        .build());
    channel.writeInbound(new Circle(1), new Square(2));
    assertEquals(List.of(new Square(2)), rest);
    assertThrows(IllegalArgumentException.class, () -> MessageDispatcher.of(Shape.class)
        .on(Circle.class, (ctx, c) -> { }).on(Circle.class, (ctx, c) -> { }));
  }

  @Test
  void messagesOfOtherTypesGoOnDownThePipeline() {
    EmbeddedChannel channel = new EmbeddedChannel(MessageDispatcher.of(Shape.class)
        .otherwise((ctx, s) -> { }).build());
    channel.writeInbound("not a shape", new Circle(1));
    assertEquals("not a shape", channel.readInbound());
    assertNull(channel.readInbound());
  }

  @Test
  void datagramsGiveTheirSenderToThreeArgumentCallbacks() {
    InetSocketAddress from = new InetSocketAddress("127.0.0.1", 4242);
    List<String> seen = new ArrayList<>();
    EmbeddedChannel channel = new EmbeddedChannel(MessageDispatcher.of(LeviathanPacket.class)
        .on(AckOnlyPacket.class, (ctx, p, sender) -> seen.add("ack from " + sender))
        .on(NormalPacket.class, (ctx, p) -> seen.add("normal " + p.packetId()))
        .build());
    channel.writeInbound(new Addressed<>(AckOnlyPacket.of(1), from),
        new Addressed<>(new NormalPacket(5, 0, null, List.of()), from));
    assertEquals(List.of("ack from " + from, "normal 5"), seen);
  }

  @Test
  void aCallbackThatThrowsIsReportedThroughExceptionCaught() {
    EmbeddedChannel channel = new EmbeddedChannel(MessageDispatcher.of(Shape.class)
        .otherwise((ctx, s) -> {
          throw new IllegalArgumentException("bad shape " + s);
        }).build());
    // EmbeddedChannel rethrows what reached the end of the pipeline as exceptionCaught
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> channel.writeInbound(new Circle(1)));
    assertEquals("bad shape Circle[r=1]", e.getMessage());
    assertTrue(channel.isOpen());
  }
}
