package io.framewright.benchmarks.netty;

import io.framewright.protocol.bitpacked.Packet;
import io.framewright.protocol.bitpacked.PayloadType;
import io.netty.buffer.ByteBuf;
import io.netty.channel.ChannelHandler.Sharable;
import io.netty.channel.ChannelHandlerContext;
import io.netty.handler.codec.CorruptedFrameException;
import io.netty.handler.codec.LengthFieldBasedFrameDecoder;
import io.netty.handler.codec.MessageToMessageDecoder;
import java.nio.ByteOrder;
import java.util.List;

/**
 * The contender a Netty programmer would write by hand for bitpacked packets: Netty's
 * {@link LengthFieldBasedFrameDecoder}, taught where a packet ends (the 10-bit payload length
 * and the two presence flags of its first two bytes), then a decoder of each frame's fields
 * straight from the {@code ByteBuf} into the same {@link Packet} records.
 */
final class HandWrittenPacketPipeline {
  private HandWrittenPacketPipeline() {}

  private static final PayloadType[] TYPES = PayloadType.values();

  /** Cuts the stream into packets: total length from the header's first two bytes. */
  static final class FrameSplitter extends LengthFieldBasedFrameDecoder {
    FrameSplitter() {
      // the "length field" is bytes 0..1; the frame length the override gives counts from its end
      super(Packet.MAX_PACKET, 0, 2, 0, 0);
    }

    @Override
    protected long getUnadjustedFrameLength(ByteBuf buf, int offset, int length, ByteOrder order) {
      int b0 = buf.getUnsignedByte(offset);
      int b1 = buf.getUnsignedByte(offset + 1);
      int payloadLength = b0 << 2 | b1 >>> 6;
      int flags = b1 & 0b11;
      // 6-byte fixed header, less the 2 bytes of the "length field"
      return 4 + ((flags & 0b10) != 0 ? 2 : 0) + ((flags & 0b01) != 0 ? 2 : 0) + payloadLength;
    }
  }

  /** Decodes one whole packet frame. */
  @Sharable
  static final class PacketDecoder extends MessageToMessageDecoder<ByteBuf> {
    @Override
    protected void decode(ChannelHandlerContext ctx, ByteBuf in, List<Object> out) {
      out.add(decode(in));
    }

    static Packet decode(ByteBuf in) {
      int b0 = in.readUnsignedByte();
      int b1 = in.readUnsignedByte();
      int payloadLength = b0 << 2 | b1 >>> 6;
      int type = b1 >>> 2 & 0xF;
      int flags = b1 & 0b11;
      long w = in.readUnsignedInt();
      int messageId = (int) (w >>> 12);
      int messageType = (int) (w >>> 6) & 0x3F;
      if (type >= TYPES.length || (w & 0x3F) != 0) {
        throw new CorruptedFrameException("bad payload type or reserved bits");
      }
      Packet.Offset offset = null;
      if ((flags & 0b10) != 0) {
        int v = in.readUnsignedShort();
        offset = new Packet.Offset(v >>> 1, (v & 1) != 0);
      }
      Integer turn = (flags & 0b01) != 0 ? in.readUnsignedShort() : null;
      byte[] payload = new byte[payloadLength];
      in.readBytes(payload);
      if (in.isReadable()) {
        throw new CorruptedFrameException("trailing bytes");
      }
      return new Packet(payloadLength, TYPES[type], flags, messageId, messageType, offset, turn,
          payload);
    }
  }
}
