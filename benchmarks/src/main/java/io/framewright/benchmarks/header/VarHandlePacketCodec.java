package io.framewright.benchmarks.header;

import io.framewright.protocol.bitpacked.Packet;
import io.framewright.protocol.bitpacked.PayloadType;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.util.Arrays;

/**
 * The baseline: a hand-written {@link Packet} codec over {@code byte[]} with big-endian
 * {@link VarHandle} views. It validates what the generated {@code PacketCodec} validates (payload
 * type 10..15 and non-zero reserved bits on decode, an exact frame length, every field's range on
 * encode) and throws {@link IllegalArgumentException} (or an index exception) instead of the
 * generated codec's {@code DecodeException}/{@code EncodeException}.
 */
final class VarHandlePacketCodec {
  private static final VarHandle SHORT =
      MethodHandles.byteArrayViewVarHandle(short[].class, ByteOrder.BIG_ENDIAN);
  private static final VarHandle INT =
      MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.BIG_ENDIAN);

  /** Payload types by wire value (wire value = declaration order, 0..9). */
  private static final PayloadType[] TYPES = PayloadType.values();

  static final int FIXED_HEADER = 6;
  static final int MAX_PAYLOAD = 1023;

  private VarHandlePacketCodec() {}

  /** Encodes {@code p} at {@code buf[off]}; returns the number of bytes written. */
  static int encode(Packet p, byte[] buf, int off) {
    byte[] payload = p.payloadBytes();
    int payloadLength = payload.length;
    if (payloadLength > MAX_PAYLOAD) {
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
    int size = FIXED_HEADER + payloadLength;
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
    if (off < 0 || buf.length - off < size) {
      throw new IllegalArgumentException("buffer too small: need " + size + " byte(s) at " + off);
    }
    SHORT.set(buf, off, (short) (payloadLength << 6 | type << 2 | flags));
    INT.set(buf, off + 2, messageId << 12 | messageType << 6);
    int q = off + FIXED_HEADER;
    if (offset != null) {
      SHORT.set(buf, q, (short) offsetWire);
      q += 2;
    }
    if (turn != null) {
      SHORT.set(buf, q, (short) turnWire);
      q += 2;
    }
    System.arraycopy(payload, 0, buf, q, payloadLength);
    return size;
  }

  /** Decodes exactly one packet from {@code buf[off..off+len)}. */
  static Packet decode(byte[] buf, int off, int len) {
    if (off < 0 || len < FIXED_HEADER || buf.length - off < len) {
      throw new IllegalArgumentException("truncated packet header");
    }
    int w0 = (short) SHORT.get(buf, off) & 0xFFFF;
    int payloadLength = w0 >>> 6;
    int typeWire = (w0 >>> 2) & 0xF;
    if (typeWire >= TYPES.length) {
      throw new IllegalArgumentException("reserved payloadType " + typeWire);
    }
    int flags = w0 & 0x3;
    int w1 = (int) INT.get(buf, off + 2);
    if ((w1 & 0x3F) != 0) {
      throw new IllegalArgumentException("reserved bits set: " + Integer.toHexString(w1 & 0x3F));
    }
    int size = FIXED_HEADER + ((flags & Packet.OFFSET_FLAG) != 0 ? 2 : 0)
        + ((flags & Packet.TURN_FLAG) != 0 ? 2 : 0) + payloadLength;
    if (size != len) {
      throw new IllegalArgumentException("packet is " + size + " byte(s), frame is " + len);
    }
    int q = off + FIXED_HEADER;
    Packet.Offset offset = null;
    if ((flags & Packet.OFFSET_FLAG) != 0) {
      int o = (short) SHORT.get(buf, q) & 0xFFFF;
      offset = new Packet.Offset(o >>> 1, (o & 1) != 0);
      q += 2;
    }
    Integer turn = null;
    if ((flags & Packet.TURN_FLAG) != 0) {
      turn = (short) SHORT.get(buf, q) & 0xFFFF;
      q += 2;
    }
    byte[] payload = Arrays.copyOfRange(buf, q, q + payloadLength);
    return new Packet(payloadLength, TYPES[typeWire], flags, w1 >>> 12, (w1 >>> 6) & 0x3F,
        offset, turn, payload);
  }
}
