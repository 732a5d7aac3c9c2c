package io.framewright.benchmarks.header;

import io.framewright.protocol.bitpacked.PayloadType;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * The baseline of generated views, written by hand: a flyweight over the six header bytes of a
 * bitpacked packet in a {@code byte[]}. {@link #wrap} checks the header once as
 * {@link VarHandlePacketCodec} does (room for six bytes, payload type 0..9, reserved bits zero)
 * and throws {@link IllegalArgumentException}; each getter then reads its field in place with a
 * big-endian {@link VarHandle}, allocating nothing.
 */
final class InPlacePacketHeader {
  private static final VarHandle SHORT =
      MethodHandles.byteArrayViewVarHandle(short[].class, ByteOrder.BIG_ENDIAN);
  private static final VarHandle INT =
      MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.BIG_ENDIAN);
  private static final PayloadType[] TYPES = PayloadType.values();

  private byte[] buf;
  private int off;

  InPlacePacketHeader wrap(byte[] buf, int off) {
    if (off < 0 || buf.length - off < VarHandlePacketCodec.FIXED_HEADER) {
      throw new IllegalArgumentException("truncated packet header");
    }
    int w0 = (short) SHORT.get(buf, off) & 0xFFFF;
    if (((w0 >>> 2) & 0xF) >= TYPES.length) {
      throw new IllegalArgumentException("reserved payloadType " + ((w0 >>> 2) & 0xF));
    }
    if (((int) INT.get(buf, off + 2) & 0x3F) != 0) {
      throw new IllegalArgumentException("reserved bits set");
    }
    this.buf = buf;
    this.off = off;
    return this;
  }

  int payloadLength() {
    return ((short) SHORT.get(buf, off) & 0xFFFF) >>> 6;
  }

  PayloadType payloadType() {
    return TYPES[((short) SHORT.get(buf, off) >>> 2) & 0xF];
  }

  int flags() {
    return (short) SHORT.get(buf, off) & 0x3;
  }

  int messageId() {
    return (int) INT.get(buf, off + 2) >>> 12;
  }

  int messageType() {
    return ((int) INT.get(buf, off + 2) >>> 6) & 0x3F;
  }
}
