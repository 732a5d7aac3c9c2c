package io.framewright.benchmarks.header;

import io.framewright.benchmarks.header.PacketLE.OffsetLE;
import io.framewright.protocol.bitpacked.PayloadType;
import java.nio.ByteBuffer;

/**
 * A hand-written {@link PacketLE} codec over a heap {@link ByteBuffer} whose order is
 * {@link java.nio.ByteOrder#LITTLE_ENDIAN} (the caller sets it once), with absolute gets and puts
 * so no buffer state changes. Same layout and validation as {@link VarHandlePacketLECodec}; the
 * packet is the buffer's whole {@code [0, limit)}.
 */
final class ByteBufferPacketLECodec {
  private static final PayloadType[] TYPES = PayloadType.values();

  private ByteBufferPacketLECodec() {}

  /** Encodes {@code p} at index 0 of {@code buf}; returns the number of bytes written. */
  static int encode(PacketLE p, ByteBuffer buf) {
    byte[] payload = p.payload();
    int payloadLength = payload.length;
    if (payloadLength > VarHandlePacketLECodec.MAX_PAYLOAD) {
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
    OffsetLE offset = p.offset();
    Integer turn = p.turn();
    int flags = 0;
    int size = VarHandlePacketLECodec.FIXED_HEADER + payloadLength;
    int offsetWire = 0;
    if (offset != null) {
      int o = offset.offset();
      if ((o & ~0x7FFF) != 0) {
        throw new IllegalArgumentException("offset out of range: " + o);
      }
      offsetWire = o | (offset.last() ? 0x8000 : 0);
      flags = VarHandlePacketLECodec.OFFSET_FLAG;
      size += 2;
    }
    int turnWire = 0;
    if (turn != null) {
      turnWire = turn;
      if ((turnWire & ~0xFFFF) != 0) {
        throw new IllegalArgumentException("turn out of range: " + turnWire);
      }
      flags |= VarHandlePacketLECodec.TURN_FLAG;
      size += 2;
    }
    if (buf.limit() < size) {
      throw new IllegalArgumentException("buffer too small: need " + size + " byte(s)");
    }
    buf.putShort(0, (short) (payloadLength | type << 10 | flags << 14));
    buf.putInt(2, messageId | messageType << 20);
    int q = VarHandlePacketLECodec.FIXED_HEADER;
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
  static PacketLE decode(ByteBuffer buf) {
    int len = buf.limit();
    if (len < VarHandlePacketLECodec.FIXED_HEADER) {
      throw new IllegalArgumentException("truncated packet header");
    }
    int w0 = buf.getShort(0) & 0xFFFF;
    int payloadLength = w0 & 0x3FF;
    int typeWire = (w0 >>> 10) & 0xF;
    if (typeWire >= TYPES.length) {
      throw new IllegalArgumentException("reserved payloadType " + typeWire);
    }
    int flags = w0 >>> 14;
    int w1 = buf.getInt(2);
    if ((w1 & 0xFC000000) != 0) {
      throw new IllegalArgumentException("reserved bits set: " + Integer.toHexString(w1 >>> 26));
    }
    int size = VarHandlePacketLECodec.FIXED_HEADER
        + ((flags & VarHandlePacketLECodec.OFFSET_FLAG) != 0 ? 2 : 0)
        + ((flags & VarHandlePacketLECodec.TURN_FLAG) != 0 ? 2 : 0) + payloadLength;
    if (size != len) {
      throw new IllegalArgumentException("packet is " + size + " byte(s), frame is " + len);
    }
    int q = VarHandlePacketLECodec.FIXED_HEADER;
    OffsetLE offset = null;
    if ((flags & VarHandlePacketLECodec.OFFSET_FLAG) != 0) {
      int o = buf.getShort(q);
      offset = new OffsetLE(o & 0x7FFF, o < 0);
      q += 2;
    }
    Integer turn = null;
    if ((flags & VarHandlePacketLECodec.TURN_FLAG) != 0) {
      turn = buf.getShort(q) & 0xFFFF;
      q += 2;
    }
    byte[] payload = new byte[payloadLength];
    buf.get(q, payload);
    return new PacketLE(payloadLength, TYPES[typeWire], flags, w1 & 0xFFFFF, w1 >>> 20,
        offset, turn, payload);
  }
}
