package io.framewright.protocol.bitpacked;

import java.util.Arrays;
import java.util.Objects;

/**
 * A whole message put together by {@link Reassembler}: the payloads of its packets in offset
 * order.
 *
 * @param messageId the id the packets share
 * @param messageType the message type the packets share
 * @param payloadType the payload type the packets share
 * @param payload the packets' payloads, concatenated in offset order
 * @param packets how many packets it took
 */
public record AssembledMessage(
    int messageId, int messageType, PayloadType payloadType, byte[] payload, int packets) {

  /** A {@link PayloadType#CHAR} payload, one char per byte. */
  public char[] chars() {
    return TypedPayload.chars(payloadType, payload);
  }

  /** An {@link PayloadType#INT8} payload. */
  public byte[] int8s() {
    return TypedPayload.int8s(payloadType, payload);
  }

  /** A {@link PayloadType#UINT8} payload. */
  public int[] uint8s() {
    return TypedPayload.uint8s(payloadType, payload);
  }

  /** An {@link PayloadType#INT16} payload. */
  public short[] int16s() {
    return TypedPayload.int16s(payloadType, payload);
  }

  /** A {@link PayloadType#UINT16} payload. */
  public int[] uint16s() {
    return TypedPayload.uint16s(payloadType, payload);
  }

  /** An {@link PayloadType#INT32} payload. */
  public int[] int32s() {
    return TypedPayload.int32s(payloadType, payload);
  }

  /** A {@link PayloadType#UINT32} payload. */
  public long[] uint32s() {
    return TypedPayload.uint32s(payloadType, payload);
  }

  /** A {@link PayloadType#FLOAT} payload. */
  public float[] floats() {
    return TypedPayload.floats(payloadType, payload);
  }

  /** A {@link PayloadType#DOUBLE} payload. */
  public double[] doubles() {
    return TypedPayload.doubles(payloadType, payload);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof AssembledMessage m
        && messageId == m.messageId
        && messageType == m.messageType
        && payloadType == m.payloadType
        && packets == m.packets
        && Arrays.equals(payload, m.payload);
  }

  @Override
  public int hashCode() {
    return Objects.hash(messageId, messageType, payloadType, packets) * 31
        + Arrays.hashCode(payload);
  }

  @Override
  public String toString() {
    return "AssembledMessage[messageId=" + messageId + ", messageType=" + messageType
        + ", payloadType=" + payloadType + ", payload=" + TypedPayload.hex(payload)
        + ", packets=" + packets + "]";
  }
}
