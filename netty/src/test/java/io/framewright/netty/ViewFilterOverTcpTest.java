package io.framewright.netty;

import static io.framewright.netty.Loopback.within;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.framewright.netty.Loopback.Inbox;
import io.framewright.protocol.bitpacked.PacketHeaderView;
import io.framewright.runtime.DecodeException;
import io.framewright.runtime.Hex;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufUtil;
import io.netty.buffer.Unpooled;
import io.netty.buffer.UnpooledByteBufAllocator;
import io.netty.channel.Channel;
import io.netty.channel.ChannelHandler;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.channel.ChannelInitializer;
import io.netty.handler.codec.ByteToMessageDecoder;
import io.netty.handler.codec.LengthFieldBasedFrameDecoder;
import io.netty.util.ResourceLeakDetector;
import java.nio.ByteOrder;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A server that only filters bitpacked packets by their header, over real TCP on 127.0.0.1:
 * Netty's LengthFieldBasedFrameDecoder cuts the stream into packets (ByteBuf frames), a
 * {@link ViewFilter} with one {@link PacketHeaderView} keeps those of message type 2, and the
 * last handler receives the very frames the framer emitted, with exactly the bytes the client
 * sent for them. The frames reach the filter as heap buffers (read in place) or direct ones
 * (copied by the view), in one write or cut anywhere; a packet with a reserved payload type is
 * reported and the packets after it still arrive; every frame is released exactly once.
 */
class ViewFilterOverTcpTest {
  // Packets worked out by hand from shared/formats (bitpacked), most significant bit first:
  // payloadLength 10 | payloadType 4 | flags 2 (offset, turn) | messageId 20 | messageType 6 |
  // reserved 6, then an offset (u16) if flagged, a turn (u16) if flagged, the payload.

  /** length 3, CUSTOM, no flags: 00 c0; id 1, type 2: 00001 | 000010 | 000000 = 00 00 10 80. */
  private static final String KEPT_CUSTOM = "00c0 00001080 aabbcc";
  /** length 2, INT16 (0100): 00 90; id 2, type 3: 00002 | 000011 | 000000 = 00 00 20 c0. */
  private static final String DROPPED_TYPE_3 = "0090 000020c0 0102";
  /** length 6, payload type 12 (reserved): 01 b0; id 1, type 2; a payload of six bytes. */
  private static final String BAD_RESERVED_TYPE = "01b0 00001080 0000 00001080";
  /**
   * length 1, CHAR (0001), flags 11: 0000000001 0001 11 = 00 47; id 5, type 2 = 00 00 50 80;
   * offset 1, last: 0000000000000001 1 -> 00 03; turn 0x1234; payload 'A'.
   */
  private static final String KEPT_WITH_OFFSET_AND_TURN = "0047 00005080 0003 1234 41";
  /** length 0, CUSTOM, no flags: 00 00; id 1, type 2. */
  private static final String KEPT_EMPTY = "0000 00001080";

  private static final String STREAM = KEPT_CUSTOM + DROPPED_TYPE_3 + BAD_RESERVED_TYPE
      + KEPT_WITH_OFFSET_AND_TURN + KEPT_EMPTY;

  private static ResourceLeakDetector.Level leakLevel;

  private final Loopback net = new Loopback();

  @BeforeAll
  static void paranoid() {
    leakLevel = ResourceLeakDetector.getLevel();
    ResourceLeakDetector.setLevel(ResourceLeakDetector.Level.PARANOID);
  }

  @AfterAll
  static void restore() {
    ResourceLeakDetector.setLevel(leakLevel);
  }

  @AfterEach
  void stop() {
    net.close();
  }

  /**
   * One bitpacked packet per frame, sized from its first two bytes (payload length and flags),
   * written here from the format rather than with the protocol's framing.
   */
  static final class PacketFrames extends LengthFieldBasedFrameDecoder {
    PacketFrames(boolean heap) {
      // length field: the 2 header bytes; frame = 2 + value + 4 (the rest of the header)
      super(6 + 4 + 1023, 0, 2, 4, 0);
      if (heap) {
        setCumulator(HeapCumulator.INSTANCE);
      } else {
        setCumulator(ByteToMessageDecoder.MERGE_CUMULATOR);
      }
    }

    @Override
    protected long getUnadjustedFrameLength(ByteBuf buf, int offset, int length,
        ByteOrder order) {
      int first = buf.getUnsignedShort(offset);
      int flags = first & 0b11;
      int optional = ((flags & 0b10) != 0 ? 2 : 0) + ((flags & 0b01) != 0 ? 2 : 0);
      return (first >>> 6) + optional;
    }
  }

  /** Between the framer and the filter: keeps a reference (not retained) to every frame. */
  static final class Frames extends ChannelInboundHandlerAdapter {
    final List<ByteBuf> seen = new CopyOnWriteArrayList<>();
    final boolean heap;

    Frames(boolean heap) {
      this.heap = heap;
    }

    @Override
    public void channelRead(ChannelHandlerContext ctx, Object msg) {
      ByteBuf frame = (ByteBuf) msg;
      if (frame.hasArray() != heap || frame.isDirect() == heap) {
        ctx.fireExceptionCaught(new AssertionError("a frame of the wrong kind: " + frame));
      }
      seen.add(frame);
      ctx.fireChannelRead(frame);
    }
  }

  @ParameterizedTest(name = "heap={0}, chunk={1}")
  @CsvSource({"true, 0", "true, 1", "true, 5", "false, 0", "false, 1", "false, 7"})
  void theFilterPassesOnTheKeptFramesUnchangedAndRecoversAfterABadOne(boolean heap, int chunk) {
    Inbox atServer = new Inbox();
    Frames frames = new Frames(heap);
    Set<PacketHeaderView> views = ConcurrentHashMap.newKeySet();
    Channel server = net.tcpServer(new ChannelInitializer<>() {
      @Override
      protected void initChannel(Channel ch) {
        // unpooled: a frame's reference count is its read buffer's, 0 once all are released
        ch.config().setAllocator(new UnpooledByteBufAllocator(!heap));
        ch.pipeline().addLast(new PacketFrames(heap), frames,
            ViewFilter.headers(new PacketHeaderView(), header -> {
              views.add(header);
              return header.messageType() == 2;
            }, (ctx, error) -> atServer.messages.add(error)),
            atServer);
      }
    });
    Channel client = net.tcpClient(server, Loopback.pipeline(() -> new ChannelHandler[0]));
    byte[] stream = Hex.parse(STREAM);
    int step = chunk == 0 ? stream.length : chunk;
    for (int at = 0; at < stream.length; at += step) {
      within(client.writeAndFlush(Unpooled.wrappedBuffer(stream, at,
          Math.min(step, stream.length - at))));
    }

    List<Object> seen = atServer.take(4);
    ByteBuf first = assertInstanceOf(ByteBuf.class, seen.get(0));
    DecodeException bad = assertInstanceOf(DecodeException.class, seen.get(1));
    ByteBuf second = assertInstanceOf(ByteBuf.class, seen.get(2));
    ByteBuf third = assertInstanceOf(ByteBuf.class, seen.get(3));
    assertArrayEquals(Hex.parse(KEPT_CUSTOM), ByteBufUtil.getBytes(first));
    assertTrue(bad.getMessage().contains("payloadType"), bad.getMessage());
    assertArrayEquals(Hex.parse(KEPT_WITH_OFFSET_AND_TURN), ByteBufUtil.getBytes(second));
    assertArrayEquals(Hex.parse(KEPT_EMPTY), ByteBufUtil.getBytes(third));

    // the framer cut five frames; the kept ones are those very buffers, passed on as they came
    assertEquals(5, frames.seen.size());
    assertSame(frames.seen.get(0), first);
    assertSame(frames.seen.get(3), second);
    assertSame(frames.seen.get(4), third);
    assertEquals(1, views.size(), "one view, reused for every frame");
    atServer.assertNoMoreErrors();
    assertTrue(atServer.messages.isEmpty(), () -> "more than the kept frames: "
        + atServer.messages);

    first.release();
    second.release();
    third.release();
    // the filter released the dropped and the bad frame: every frame's memory is freed
    awaitAllReleased(frames.seen);
  }

  @Test
  void aKeptFrameCanBeWrittenOnAsItIs() {
    // a relay: the server writes each kept frame back to the client, which frames it again
    Inbox atClient = new Inbox();
    Channel server = net.tcpServer(new ChannelInitializer<>() {
      @Override
      protected void initChannel(Channel ch) {
        ch.pipeline().addLast(new PacketFrames(true),
            ViewFilter.headers(new PacketHeaderView(), h -> h.messageType() == 2),
            new ChannelInboundHandlerAdapter() {
              @Override
              public void channelRead(ChannelHandlerContext ctx, Object frame) {
                ctx.writeAndFlush(frame); // released by the transport once written
              }
            });
      }
    });
    Channel client = net.tcpClient(server, Loopback.pipeline(() ->
        new ChannelHandler[] {new PacketFrames(false), atClient}));
    within(client.writeAndFlush(Unpooled.wrappedBuffer(Hex.parse(
        DROPPED_TYPE_3 + KEPT_WITH_OFFSET_AND_TURN + DROPPED_TYPE_3 + KEPT_CUSTOM))));
    List<Object> back = atClient.take(2);
    for (int i = 0; i < 2; i++) {
      ByteBuf frame = (ByteBuf) back.get(i);
      assertArrayEquals(Hex.parse(i == 0 ? KEPT_WITH_OFFSET_AND_TURN : KEPT_CUSTOM),
          ByteBufUtil.getBytes(frame));
      frame.release();
    }
    atClient.assertNoMoreErrors();
  }

  private static void awaitAllReleased(List<ByteBuf> frames) {
    // the framer drops its cumulation after the call that read the last frame: wait for it
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(Loopback.TIMEOUT_SECONDS);
    while (frames.stream().anyMatch(f -> f.refCnt() != 0)) {
      if (System.nanoTime() > deadline) {
        fail("frames still referenced: " + frames.stream().map(ByteBuf::refCnt).toList());
      }
      Thread.onSpinWait();
    }
  }
}
