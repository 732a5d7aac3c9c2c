package io.framewright.examples.quic;

import io.framewright.annotations.Count;
import io.framewright.annotations.Length;
import io.framewright.annotations.Message;
import io.framewright.annotations.Remaining;
import io.framewright.annotations.Tag;
import io.framewright.annotations.Union;
import io.framewright.annotations.UnknownTag;
import io.framewright.annotations.Varint;
import io.framewright.annotations.VarintForm;
import java.util.List;

/**
 * One QUIC frame (RFC 9000 section 19): its type, a QUIC varint written in the fewest bytes
 * (section 12.4), then the type's fields, each number a QUIC varint (section 16).
 */
@Message
@Union(varintForm = VarintForm.QUIC)
public sealed interface QuicFrame
    permits QuicFrame.Padding, QuicFrame.Ping, QuicFrame.Ack, QuicFrame.Crypto,
        QuicFrame.MaxData, QuicFrame.HandshakeDone, QuicFrame.Other {

  /** 19.1 PADDING: the type byte alone. */
  @Tag(0x00)
  record Padding() implements QuicFrame {}

  /** 19.2 PING: the type byte alone. */
  @Tag(0x01)
  record Ping() implements QuicFrame {}

  /**
   * 19.3 ACK (without ECN counts): the largest packet number acknowledged, the delay, the
   * number of ranges after the first, the first range, then the ranges.
   */
  @Tag(0x02)
  record Ack(@Varint(form = VarintForm.QUIC) long largestAcknowledged,
      @Varint(form = VarintForm.QUIC) long ackDelay,
      @Varint(form = VarintForm.QUIC) int ackRangeCount,
      @Varint(form = VarintForm.QUIC) long firstAckRange,
      @Count(field = "ackRangeCount") List<AckRange> ackRanges) implements QuicFrame {}

  /** 19.3.1 one ACK range: the gap before it and its length. */
  @Message
  record AckRange(@Varint(form = VarintForm.QUIC) long gap,
      @Varint(form = VarintForm.QUIC) long ackRangeLength) {}

  /** 19.6 CRYPTO: the offset of the data in the stream, its length, the data. */
  @Tag(0x06)
  record Crypto(@Varint(form = VarintForm.QUIC) long offset,
      @Length(varintForm = VarintForm.QUIC) byte[] cryptoData) implements QuicFrame {}

  /** 19.9 MAX_DATA: the most data the peer may send on the connection. */
  @Tag(0x10)
  record MaxData(@Varint(form = VarintForm.QUIC) long maximumData) implements QuicFrame {}

  /** 19.20 HANDSHAKE_DONE: the type byte alone. */
  @Tag(0x1e)
  record HandshakeDone() implements QuicFrame {}

  /** Any other frame type, with the rest of the payload as it is. */
  @UnknownTag
  record Other(long tag, @Remaining byte[] data) implements QuicFrame {}

  /** A packet's payload (section 12.4): frames one after another, to its end. */
  @Message
  record Payload(@Remaining List<QuicFrame> frames) {}
}
