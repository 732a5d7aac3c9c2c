package io.framewright.protocol.bitpacked;

import io.framewright.annotations.WireValue;

/**
 * The 4-bit payload type of the header. Wire values 10 to 15 are reserved: no constant has them,
 * so the generated decoder rejects them with a {@code DecodeException} on
 * {@code Packet.payloadType}.
 */
public enum PayloadType {
  /** Custom bytes; the message type says what they mean. */
  @WireValue(0) CUSTOM(1),
  /** One-byte characters. */
  @WireValue(1) CHAR(1),
  /** Signed bytes. */
  @WireValue(2) INT8(1),
  /** Unsigned bytes. */
  @WireValue(3) UINT8(1),
  /** Signed 16-bit integers, big-endian. */
  @WireValue(4) INT16(2),
  /** Unsigned 16-bit integers, big-endian. */
  @WireValue(5) UINT16(2),
  /** Signed 32-bit integers, big-endian. */
  @WireValue(6) INT32(4),
  /** Unsigned 32-bit integers, big-endian. */
  @WireValue(7) UINT32(4),
  /** IEEE 754 binary32, big-endian. */
  @WireValue(8) FLOAT(4),
  /** IEEE 754 binary64, big-endian. */
  @WireValue(9) DOUBLE(8);

  private final int elementSize;

  PayloadType(int elementSize) {
    this.elementSize = elementSize;
  }

  /** Bytes per element: the payload length must be a multiple of it (1 for {@link #CUSTOM}). */
  public int elementSize() {
    return elementSize;
  }
}
