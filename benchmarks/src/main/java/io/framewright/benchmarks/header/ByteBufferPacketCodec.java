package io.framewright.benchmarks.header;

import io.framewright.protocol.bitpacked.Packet;
import io.framewright.protocol.bitpacked.PayloadType;
import java.nio.ByteBuffer;

/**
 * A hand-written {@link Packet} codec over a heap {@link ByteBuffer} (big-endian, the default
 * order), with absolute gets and puts so no buffer state changes. Same validation as
 * {@link VarHandlePacketCodec}; the packet is the buffer's whole {@code [0, limit)}.
 */
final class ByteBufferPacketCodec {
  private static final PayloadType[] TYPES = PayloadType.values();

  private ByteBufferPacketCodec() {}

  /** Encodes {@code p} at index 0 of {@code buf}; returns the number of bytes written. */
  static int encode(Packet p, ByteBuffer buf) {
    byte[] payload = p.payloadBytes();
    int payloadLength = payload.length;
    if (payloadLength > VarHandlePacketCodec.MAX_PAYLOAD) {
      throw new IllegalArgumentException("payload longer than 1023 bytes: " + payloadLength);
    }
    int type = p.payloadType().ordinal();
    int messageId = p.messageId();
    if ((messageId & ~0xFFFFF) != 0) {
      throw new IllegalArgumentException("messageId out of range: " + messageId);
    }
    int messageType = p.messageType();
    if ((messageType & ~0x3F) != 0) {
      throw new IllegalArgumentException("messageType out of range: " + messageType);
    }
    Packet.Offset offset = p.offset();
    Integer turn = p.turn();
    int flags = 0;
    int size = VarHandlePacketCodec.FIXED_HEADER + payloadLength;
    int offsetWire = 0;
    if (offset != null) {
      int o = offset.offset();
      if ((o & ~0x7FFF) != 0) {
        throw new IllegalArgumentException("offset out of range: " + o);
      }
      offsetWire = o << 1 | (offset.last() ? 1 : 0);
      flags = Packet.OFFSET_FLAG;
      size += 2;
    }
    int turnWire = 0;
    if (turn != null) {
      turnWire = turn;
      if ((turnWire & ~0xFFFF) != 0) {
        throw new IllegalArgumentException("turn out of range: " + turnWire);
      }
      flags |= Packet.TURN_FLAG;
      size += 2;
    }
    if (buf.limit() < size) {
      throw new IllegalArgumentException("buffer too small: need " + size + " byte(s)");
    }
    buf.putShort(0, (short) (payloadLength << 6 | type << 2 | flags));
    buf.putInt(2, messageId << 12 | messageType << 6);
    int q = VarHandlePacketCodec.FIXED_HEADER;
    if (offset != null) {
      buf.putShort(q, (short) offsetWire);
      q += 2;
    }
    if (turn != null) {
      buf.putShort(q, (short) turnWire);
      q += 2;
    }
    buf.put(q, payload);
    return size;
  }

  /** Decodes exactly one packet from {@code buf[0, limit)}. */
  static Packet decode(ByteBuffer buf) {
    int len = buf.limit();
    if (len < VarHandlePacketCodec.FIXED_HEADER) {
      throw new IllegalArgumentException("truncated packet header");
    }
    int w0 = buf.getShort(0) & 0xFFFF;
    int payloadLength = w0 >>> 6;
    int typeWire = (w0 >>> 2) & 0xF;
    if (typeWire >= TYPES.length) {
      throw new IllegalArgumentException("reserved payloadType " + typeWire);
    }
    int flags = w0 & 0x3;
    int w1 = buf.getInt(2);
    if ((w1 & 0x3F) != 0) {
      throw new IllegalArgumentException("reserved bits set: " + Integer.toHexString(w1 & 0x3F));
    }
    int size = VarHandlePacketCodec.FIXED_HEADER
        + ((flags & Packet.OFFSET_FLAG) != 0 ? 2 : 0)
        + ((flags & Packet.TURN_FLAG) != 0 ? 2 : 0) + payloadLength;
    if (size != len) {
      throw new IllegalArgumentException("packet is " + size + " byte(s), frame is " + len);
    }
    int q = VarHandlePacketCodec.FIXED_HEADER;
    Packet.Offset offset = null;
    if ((flags & Packet.OFFSET_FLAG) != 0) {
      int o = buf.getShort(q) & 0xFFFF;
      offset = new Packet.Offset(o >>> 1, (o & 1) != 0);
      q += 2;
    }
    Integer turn = null;
    if ((flags & Packet.TURN_FLAG) != 0) {
      turn = buf.getShort(q) & 0xFFFF;
      q += 2;
    }
    byte[] payload = new byte[payloadLength];
    buf.get(q, payload);
    return new Packet(payloadLength, TYPES[typeWire], flags, w1 >>> 12, (w1 >>> 6) & 0x3F,
        offset, turn, payload);
  }
}
