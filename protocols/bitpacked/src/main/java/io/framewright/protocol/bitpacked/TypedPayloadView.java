package io.framewright.protocol.bitpacked;

/**
 * A payload read as the array its type says: each accessor decodes the big-endian elements, and
 * throws {@code IllegalStateException} when the payload is of another type or its length is not a
 * whole number of elements. Shared by {@link Packet} and {@link AssembledMessage}.
 */
public interface TypedPayloadView {
  PayloadType payloadType();

  /** The payload's bytes. */
  byte[] payloadBytes();

  /** A {@link PayloadType#CHAR} payload, one char per byte (0..255). */
  default char[] chars() {
    return TypedPayload.chars(payloadType(), payloadBytes());
  }

  /** An {@link PayloadType#INT8} payload. */
  default byte[] int8s() {
    return TypedPayload.int8s(payloadType(), payloadBytes());
  }

  /** A {@link PayloadType#UINT8} payload. */
  default int[] uint8s() {
    return TypedPayload.uint8s(payloadType(), payloadBytes());
  }

  /** An {@link PayloadType#INT16} payload. */
  default short[] int16s() {
    return TypedPayload.int16s(payloadType(), payloadBytes());
  }

  /** A {@link PayloadType#UINT16} payload. */
  default int[] uint16s() {
    return TypedPayload.uint16s(payloadType(), payloadBytes());
  }

  /** An {@link PayloadType#INT32} payload. */
  default int[] int32s() {
    return TypedPayload.int32s(payloadType(), payloadBytes());
  }

  /** A {@link PayloadType#UINT32} payload. */
  default long[] uint32s() {
    return TypedPayload.uint32s(payloadType(), payloadBytes());
  }

  /** A {@link PayloadType#FLOAT} payload. */
  default float[] floats() {
    return TypedPayload.floats(payloadType(), payloadBytes());
  }

  /** A {@link PayloadType#DOUBLE} payload. */
  default double[] doubles() {
    return TypedPayload.doubles(payloadType(), payloadBytes());
  }
}
