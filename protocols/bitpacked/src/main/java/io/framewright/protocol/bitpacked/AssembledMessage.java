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
    int messageId, int messageType, PayloadType payloadType, byte[] payload, int packets)
    implements TypedPayloadView {










  /** The payload's bytes, as {@link #payload()}. */
  @Override
  public byte[] payloadBytes() {
    return payload;
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
