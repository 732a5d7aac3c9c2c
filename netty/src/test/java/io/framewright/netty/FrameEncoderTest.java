package io.framewright.netty;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.framewright.protocol.pies.PiesPacket;
import io.framewright.protocol.pies.PiesPacketCodec;
import io.framewright.runtime.EncodeException;
import io.framewright.runtime.Hex;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import io.netty.channel.ChannelFuture;
import io.netty.channel.embedded.EmbeddedChannel;
import io.netty.handler.codec.EncoderException;
import org.junit.jupiter.api.Test;

class FrameEncoderTest {
  private static String hex(ByteBuf buf) {
    byte[] b = new byte[buf.readableBytes()];
    buf.getBytes(buf.readerIndex(), b);
    return Hex.format(b, 0, b.length);
  }

  private static String hex(String spaced) {
    byte[] b = Hex.parse(spaced);
    return Hex.format(b, 0, b.length);
  }

  @Test
  void writesTheMessageIntoABufferOfExactlyItsSize() {
    EmbeddedChannel channel = new EmbeddedChannel(new FrameEncoder<>(PiesPacketCodec.INSTANCE));
    assertTrue(channel.writeOutbound(new PiesPacket.Chat("hi"),
        new PiesPacket.Location("", "0", "0")));
    ByteBuf chat = channel.readOutbound();
    // 09 Chat | 01 "hi" 00 | ff
    assertEquals(hex("09 01 6869 00 ff"), hex(chat));
    assertEquals(6, chat.capacity(), "sized with size(value)");
    assertTrue(chat.hasArray(), "a heap buffer, written in place");
    chat.release();
    ByteBuf location = channel.readOutbound();
    assertEquals(hex("02 01 00 01 30 00 01 30 00 ff"), hex(location));
    location.release();
    assertFalse(channel.finish());
  }

  @Test
  void writesInPlaceAtTheWriterIndexOfABufferItIsGiven() {
    // encode() into a buffer that already holds bytes, at an array offset: only the message's
    // bytes are written, after them
    ByteBuf out = Unpooled.wrappedBuffer(new byte[20], 3, 17).clear().writeBytes(Hex.parse("aabb"));
    FrameEncoder.writeInPlace(PiesPacketCodec.INSTANCE, new PiesPacket.Chat("hi"), 6, out);
    assertEquals(hex("aabb 09 01 6869 00 ff"), hex(out));
    ByteBuf direct = Unpooled.directBuffer(2);
    FrameEncoder.writeInPlace(PiesPacketCodec.INSTANCE, new PiesPacket.Chat("hi"), 6, direct);
    assertEquals(hex("09 01 6869 00 ff"), hex(direct));
    direct.release();
  }

  @Test
  void aMessageOverTheMaximumFailsItsWriteAndTheChannelGoesOn() {
    EmbeddedChannel channel = new EmbeddedChannel(
        new FrameEncoder<>(PiesPacketCodec.INSTANCE, 8));
    ChannelFuture write = channel.writeOneOutbound(new PiesPacket.Chat("too long"));
    channel.flushOutbound();
    assertFalse(write.isSuccess());
    EncoderException wrapped = assertInstanceOf(EncoderException.class, write.cause());
    EncodeException e = assertInstanceOf(EncodeException.class, wrapped.getCause());
    assertTrue(e.getMessage().contains("12"), e.getMessage());
    assertTrue(channel.isOpen());
    assertTrue(channel.writeOutbound(new PiesPacket.Chat("ok")));
    ByteBuf ok = channel.readOutbound();
    assertEquals(hex("09 01 6f6b 00 ff"), hex(ok));
    ok.release();
  }

  @Test
  void otherMessagesPassOnUnchanged() {
    EmbeddedChannel channel = new EmbeddedChannel(new FrameEncoder<>(PiesPacketCodec.INSTANCE));
    ByteBuf raw = Unpooled.wrappedBuffer(Hex.parse("0102"));
    channel.writeOutbound(raw, "text");
    assertSame(raw, channel.readOutbound());
    assertEquals("text", channel.readOutbound());
    raw.release();
  }
}
