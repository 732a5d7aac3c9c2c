package io.framewright.netty;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.framewright.protocol.bitpacked.PacketHeader;
import io.framewright.protocol.bitpacked.PacketHeaderCodec;
import io.framewright.protocol.bitpacked.PacketHeaderView;
import io.framewright.protocol.bitpacked.PayloadType;
import io.framewright.runtime.DecodeException;
import io.framewright.runtime.Hex;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.CompositeByteBuf;
import io.netty.buffer.PooledByteBufAllocator;
import io.netty.buffer.Unpooled;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * A view wrapped over every kind of ByteBuf, each holding the bytes at a non-zero reader index:
 * the getters read the hand-written header, indices and reference counts are untouched, a heap
 * buffer is read in place and the others are copied, and a bad or short frame is rejected as the
 * header's codec rejects the same bytes.
 */
class ByteBufViewsTest {
  /**
   * A bitpacked header worked out by hand from shared/formats (bitpacked), most significant bit
   * first: payload length 1023 = 1111111111, type 4 (INT16) = 0100, flags 11
   * -> 11111111 11010011 = ff d3; message id 0xabcde (20 bits), message type 42 = 101010,
   * 6 reserved zero bits -> 1010 1011 1100 1101 1110 | 101010 | 000000 = ab cd ea 80.
   */
  private static final String HEADER = "ffd3 abcdea80";
  private static final PacketHeader RECORD = new PacketHeader(1023, PayloadType.INT16, 3,
      0xABCDE, 42);
  /** The same header with payload type 12 (1100, reserved): 11111111 11110011 = ff f3. */
  private static final String RESERVED_TYPE = "fff3 abcdea80";
  /** Bytes before the frame in each buffer, so that the reader index is never 0. */
  private static final String BEFORE = "eeeeee";

  /** How the frame is held: every buffer has BEFORE, then the bytes, reader index past BEFORE. */
  enum Kind {
    HEAP(b -> Unpooled.wrappedBuffer(b).skipBytes(3)),
    /** A slice of a bigger array: arrayOffset 3, reader index 0, bytes after its end. */
    HEAP_SLICE(b -> Unpooled.wrappedBuffer(concat(b, Hex.parse("ffffffffffff")))
        .slice(3, b.length - 3)),
    /** A pooled heap buffer: a part of an arena's array shared with other buffers. */
    POOLED_HEAP(b -> PooledByteBufAllocator.DEFAULT.heapBuffer(b.length).writeBytes(b)
        .skipBytes(3)),
    DIRECT(b -> Unpooled.directBuffer(b.length).writeBytes(b).skipBytes(3)),
    /** Two components (a heap one, then a direct one), the frame cut across them. */
    COMPOSITE(b -> {
      CompositeByteBuf c = Unpooled.compositeBuffer();
      int cut = Math.min(b.length, 6);
      c.addComponent(true, Unpooled.wrappedBuffer(b, 0, cut));
      c.addComponent(true, Unpooled.directBuffer(b.length).writeBytes(b, cut, b.length - cut));
      return c.skipBytes(3);
    }),
    READ_ONLY(b -> Unpooled.wrappedBuffer(b).skipBytes(3).asReadOnly());

    final Function<byte[], ByteBuf> holding;

    Kind(Function<byte[], ByteBuf> holding) {
      this.holding = holding;
    }

    ByteBuf hold(String hex) {
      return holding.apply(Hex.parse(BEFORE + hex));
    }
  }

  private static byte[] concat(byte[] a, byte[] b) {
    byte[] ab = new byte[a.length + b.length];
    System.arraycopy(a, 0, ab, 0, a.length);
    System.arraycopy(b, 0, ab, a.length, b.length);
    return ab;
  }

  private static void assertHeader(PacketHeaderView view) {
    assertTrue(view.isWrapped());
    assertEquals(1023, view.payloadLength());
    assertEquals(PayloadType.INT16, view.payloadType());
    assertEquals(3, view.flags());
    assertEquals(0xABCDE, view.messageId());
    assertEquals(42, view.messageType());
    assertEquals(RECORD, view.toRecord());
  }

  @ParameterizedTest
  @EnumSource(Kind.class)
  void wrapReadsTheFrameWithoutMovingAnyIndexOrReference(Kind kind) {
    ByteBuf buf = kind.hold(HEADER);
    int reader = buf.readerIndex();
    int writer = buf.writerIndex();
    PacketHeaderView view = new PacketHeaderView();
    assertSame(view, ByteBufViews.wrap(view, buf));
    assertHeader(view);
    assertEquals(reader, buf.readerIndex());
    assertEquals(writer, buf.writerIndex());
    assertEquals(1, buf.refCnt());
    assertTrue(buf.release());
  }

  @ParameterizedTest
  @EnumSource(Kind.class)
  void wrapPrefixReadsTheHeaderOfALongerFrame(Kind kind) {
    // the header, then a payload that is not part of it
    ByteBuf buf = kind.hold(HEADER + "0001 fffe");
    PacketHeaderView view = ByteBufViews.wrapPrefix(new PacketHeaderView(), buf);
    assertHeader(view);
    assertEquals(10, buf.readableBytes());
    assertEquals(1, buf.refCnt());
    // the exact wrap takes the same bytes as one message with four too many
    DecodeException trailing = assertThrows(DecodeException.class,
        () -> ByteBufViews.wrap(view, buf));
    assertFalse(view.isWrapped());
    assertEquals(codecError(HEADER + "0001 fffe").getMessage(), trailing.getMessage());
    buf.release();
  }

  @ParameterizedTest
  @EnumSource(Kind.class)
  void aBadFrameIsRejectedAsTheCodecRejectsIt(Kind kind) {
    ByteBuf good = kind.hold(HEADER);
    PacketHeaderView view = ByteBufViews.wrap(new PacketHeaderView(), good);
    good.release();
    ByteBuf buf = kind.hold(RESERVED_TYPE);
    int reader = buf.readerIndex();
    DecodeException wrap = assertThrows(DecodeException.class,
        () -> ByteBufViews.wrapPrefix(view, buf));
    DecodeException decode = codecError(RESERVED_TYPE);
    assertEquals(decode.getMessage(), wrap.getMessage());
    assertEquals(decode.byteOffset(), wrap.byteOffset());
    assertTrue(wrap.getMessage().contains("payloadType"), wrap.getMessage());
    assertFalse(view.isWrapped());
    assertThrows(IllegalStateException.class, view::messageId);
    assertEquals(reader, buf.readerIndex());
    buf.release();
  }

  @ParameterizedTest
  @EnumSource(Kind.class)
  void aShortFrameIsTruncatedEvenWhenTheArrayGoesOn(Kind kind) {
    // 4 readable bytes of the header; for the heap kinds the array holds all six (and more)
    ByteBuf whole = kind.hold(HEADER + "0001");
    ByteBuf buf = whole.slice(whole.readerIndex(), 4);
    PacketHeaderView view = new PacketHeaderView();
    DecodeException prefix = assertThrows(DecodeException.class,
        () -> ByteBufViews.wrapPrefix(view, buf));
    assertEquals(codecError("ffd3 abcd").getMessage(), prefix.getMessage());
    assertThrows(DecodeException.class, () -> ByteBufViews.wrap(view, buf));
    whole.release();
  }

  @Test
  void aHeapBufferIsReadInPlaceAndADirectOneIsCopied() {
    byte[] array = Hex.parse(BEFORE + HEADER);
    ByteBuf heap = Unpooled.wrappedBuffer(array).skipBytes(3);
    ByteBuf direct = Unpooled.directBuffer(9).writeBytes(array).skipBytes(3);
    PacketHeaderView overHeap = ByteBufViews.wrap(new PacketHeaderView(), heap);
    PacketHeaderView overDirect = ByteBufViews.wrap(new PacketHeaderView(), direct);
    // message type 42 -> 21: 101010 -> 010101; ab cd ea 80 -> ab cd e5 40
    array[3 + 4] = (byte) 0xe5;
    array[3 + 5] = 0x40;
    direct.setByte(3 + 4, 0xe5).setByte(3 + 5, 0x40);
    assertEquals(21, overHeap.messageType());   // the buffer's own bytes
    assertEquals(42, overDirect.messageType()); // the copy made on wrap
    direct.release();
  }

  private static DecodeException codecError(String hex) {
    byte[] bytes = Hex.parse(hex);
    return assertThrows(DecodeException.class, () -> PacketHeaderCodec.INSTANCE.decode(bytes));
  }
}
