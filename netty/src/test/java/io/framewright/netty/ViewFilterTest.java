package io.framewright.netty;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.framewright.protocol.bitpacked.PacketHeaderView;
import io.framewright.protocol.leviathan.RequestBodyView;
import io.framewright.protocol.bitpacked.PayloadType;
import io.framewright.runtime.DecodeException;
import io.framewright.runtime.Hex;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufUtil;
import io.netty.buffer.Unpooled;
import io.netty.channel.embedded.EmbeddedChannel;
import io.netty.handler.codec.FixedLengthFrameDecoder;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The filter's handling of each frame, on an EmbeddedChannel: kept frames passed on as the same
 * buffer, dropped and bad ones released, errors to exceptionCaught or to the error handler, the
 * exact and header wraps, and messages that are not frames passed on untouched.
 */
class ViewFilterTest {
  // bitpacked headers, by hand from shared/formats (bitpacked): length 0, CUSTOM, no flags
  // (00 00); id 1 and message type 2 (00 00 10 80), or type 3 (00 00 10 c0)
  private static final String TYPE_2 = "0000 00001080";
  private static final String TYPE_3 = "0000 000010c0";
  /** message type 2, then 6 reserved bits 000001 (not zero): 00 00 10 81. */
  private static final String RESERVED_BITS = "0000 00001081";

  private static ByteBuf frame(String hex) {
    return Unpooled.wrappedBuffer(Hex.parse(hex));
  }

  @Test
  void keptFramesArePassedOnAsTheSameBufferAndDroppedOnesReleased() {
    List<PacketHeaderView> views = new ArrayList<>();
    PacketHeaderView view = new PacketHeaderView();
    EmbeddedChannel ch = new EmbeddedChannel(ViewFilter.frames(view, h -> {
      views.add(h);
      return h.messageType() == 2;
    }));
    ByteBuf kept = frame(TYPE_2);
    ByteBuf dropped = frame(TYPE_3);
    ch.writeInbound(kept, dropped, frame(TYPE_2));
    assertSame(kept, ch.readInbound());
    assertEquals(1, kept.refCnt());
    assertEquals(0, kept.readerIndex());
    assertEquals(0, dropped.refCnt());
    ByteBuf again = ch.readInbound();
    assertArrayEquals(Hex.parse(TYPE_2), ByteBufUtil.getBytes(again));
    assertNull(ch.readInbound());
    assertEquals(List.of(view, view, view), views);
    kept.release();
    again.release();
    ch.checkException();
  }

  @Test
  void aBadFrameIsReleasedAndReportedAndTheNextOneStillFiltered() {
    EmbeddedChannel ch = new EmbeddedChannel(
        ViewFilter.frames(new PacketHeaderView(), h -> true));
    ByteBuf bad = frame(RESERVED_BITS);
    // a whole-frame filter: a header with a payload after it is a bad frame too
    ByteBuf longer = frame(TYPE_2 + "ff");
    // exceptionCaught reaches the end of the pipeline, which EmbeddedChannel rethrows
    DecodeException error = assertThrows(DecodeException.class, () -> ch.writeInbound(bad));
    assertEquals(0, bad.refCnt());
    assertTrue(error.getMessage().contains("PacketHeader.(reserved)"), error.getMessage());
    assertThrows(DecodeException.class, () -> ch.writeInbound(longer));
    assertEquals(0, longer.refCnt());
    ch.writeInbound(frame(TYPE_2));
    ByteBuf good = ch.readInbound();
    assertArrayEquals(Hex.parse(TYPE_2), ByteBufUtil.getBytes(good));
    good.release();
    assertTrue(ch.isActive());
  }

  @Test
  void aHeaderFilterReadsTheStartOfEachFrameAndReportsToItsErrorHandler() {
    List<DecodeException> errors = new ArrayList<>();
    EmbeddedChannel ch = new EmbeddedChannel(ViewFilter.headers(new PacketHeaderView(),
        h -> h.payloadType() == PayloadType.CUSTOM, (ctx, e) -> errors.add(e)));
    // length 3, CUSTOM: 00 c0, then three payload bytes
    ByteBuf packet = frame("00c0 00001080 aabbcc");
    ByteBuf shortFrame = frame("00c0 0000");
    ch.writeInbound(packet, shortFrame);
    assertSame(packet, ch.readInbound());
    assertEquals(0, shortFrame.refCnt());
    assertEquals(1, errors.size());
    packet.release();
    ch.checkException();
  }

  @Test
  void aThrowingPredicateDropsItsFrameAndOtherMessagesPassUntouched() {
    EmbeddedChannel ch = new EmbeddedChannel(ViewFilter.frames(new PacketHeaderView(), h -> {
      throw new IllegalStateException("no");
    }));
    ByteBuf frame = frame(TYPE_2);
    assertEquals("no", assertThrows(IllegalStateException.class, () -> ch.writeInbound(frame))
        .getMessage());
    assertEquals(0, frame.refCnt());
    ch.writeInbound("not a frame");
    assertEquals("not a frame", ch.readInbound());
  }

  @Test
  void afterAFixedLengthFramerEachMessageIsOneFrame() {
    EmbeddedChannel ch = new EmbeddedChannel(
        new FixedLengthFrameDecoder(PacketHeaderView.FIXED_SIZE),
        ViewFilter.frames(new PacketHeaderView(), h -> h.messageType() == 3));
    byte[] three = Hex.parse(TYPE_2 + TYPE_3 + TYPE_2);
    ch.writeInbound(Unpooled.wrappedBuffer(three, 0, 4), Unpooled.wrappedBuffer(three, 4, 14));
    ByteBuf only = ch.readInbound();
    assertArrayEquals(Hex.parse(TYPE_3), ByteBufUtil.getBytes(only));
    only.release();
    assertNull(ch.readInbound());
    assertFalse(ch.finishAndReleaseAll());
  }

  /**
   * A union's view filters as a record's does: Leviathan request bodies (u16 request type, then
   * its fields; from shared/formats), Echo (15) kept, JoinGame (10) dropped on its variant.
   */
  @Test
  void aUnionViewFiltersOnItsVariant() {
    RequestBodyView view = new RequestBodyView();
    EmbeddedChannel ch = new EmbeddedChannel(ViewFilter.frames(view, r -> r.isEcho()));
    ByteBuf echo = frame("000F");
    ByteBuf joinGame = frame("000A 00000002 6869");
    ch.writeInbound(echo, joinGame);
    assertSame(echo, ch.readInbound());
    assertEquals(0, joinGame.refCnt());
    assertNull(ch.readInbound());
    // a string whose length runs past the frame's end is a decode error
    ByteBuf bad = frame("000A 00000009 6869");
    assertThrows(DecodeException.class, () -> ch.writeInbound(bad));
    assertEquals(0, bad.refCnt());
    echo.release();
    ch.checkException();
  }
}
