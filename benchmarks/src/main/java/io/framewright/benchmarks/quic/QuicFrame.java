package io.framewright.benchmarks.quic;

import io.framewright.annotations.Count;
import io.framewright.annotations.Length;
import io.framewright.annotations.Message;
import io.framewright.annotations.Tag;
import io.framewright.annotations.Union;
import io.framewright.annotations.Varint;
import io.framewright.annotations.VarintForm;
import java.util.Arrays;
import java.util.List;

/**
 * The QUIC frames a 1-RTT packet of a download mostly carries (RFC 9000 section 19): the type,
 * a QUIC varint in the fewest bytes (section 12.4), then the type's fields, each a QUIC varint
 * (section 16) of 1, 2, 4 or 8 bytes. An unknown type is an error here, as it is to a QUIC
 * endpoint (section 12.4: FRAME_ENCODING_ERROR).
 */
@Message
@Union(varintForm = VarintForm.QUIC)
public sealed interface QuicFrame
    permits QuicFrame.Ping, QuicFrame.Ack, QuicFrame.Crypto, QuicFrame.MaxData,
        QuicFrame.MaxStreamData, QuicFrame.HandshakeDone {

  /** 19.2 PING. */
  @Tag(0x01)
  record Ping() implements QuicFrame {}

  /** 19.3 ACK without ECN counts. */
  @Tag(0x02)
  record Ack(@Varint(form = VarintForm.QUIC) long largestAcknowledged,
      @Varint(form = VarintForm.QUIC) long ackDelay,
      @Varint(form = VarintForm.QUIC) int ackRangeCount,
      @Varint(form = VarintForm.QUIC) long firstAckRange,
      @Count(field = "ackRangeCount") List<AckRange> ackRanges) implements QuicFrame {}

  /** 19.3.1 an ACK range. */
  @Message
  record AckRange(@Varint(form = VarintForm.QUIC) long gap,
      @Varint(form = VarintForm.QUIC) long ackRangeLength) {}

  /** 19.6 CRYPTO. */
  @Tag(0x06)
  record Crypto(@Varint(form = VarintForm.QUIC) long offset,
      @Length(varintForm = VarintForm.QUIC) byte[] cryptoData) implements QuicFrame {
    // By content, so that the pools' checks compare what was read with what was written.
    @Override
    public boolean equals(Object o) {
      return o instanceof Crypto c && c.offset == offset && Arrays.equals(c.cryptoData, cryptoData);
    }

    @Override
    public int hashCode() {
      return Long.hashCode(offset) * 31 + Arrays.hashCode(cryptoData);
    }

    @Override
    public String toString() {
      return "Crypto[offset=" + offset + ", cryptoData=" + cryptoData.length + " bytes]";
    }
  }

  /** 19.9 MAX_DATA. */
  @Tag(0x10)
  record MaxData(@Varint(form = VarintForm.QUIC) long maximumData) implements QuicFrame {}

  /** 19.10 MAX_STREAM_DATA. */
  @Tag(0x11)
  record MaxStreamData(@Varint(form = VarintForm.QUIC) long streamId,
      @Varint(form = VarintForm.QUIC) long maximumStreamData) implements QuicFrame {}

  /** 19.20 HANDSHAKE_DONE. */
  @Tag(0x1e)
  record HandshakeDone() implements QuicFrame {}
}
