package io.framewright.cli.samples;

import io.framewright.annotations.Count;
import io.framewright.annotations.Length;
import io.framewright.annotations.Message;
import io.framewright.annotations.Tag;
import io.framewright.annotations.Union;
import io.framewright.annotations.Varint;
import io.framewright.annotations.VarintForm;

/**
 * QUIC varints (RFC 9000 section 16) for the tools: a union tag, values of an int and a long,
 * a byte length and a count, and a size held by one.
 */
@Message
@Union(varintForm = VarintForm.QUIC)
public sealed interface QuicSample permits QuicSample.Numbers, QuicSample.Sizes {

  /** A long of any QUIC varint, an int of at most two bytes. */
  @Tag(1)
  record Numbers(@Varint(form = VarintForm.QUIC) long big,
      @Varint(form = VarintForm.QUIC, maxBytes = 2) int small) implements QuicSample {}

  /** A length and a count before their parts, a count held by a varint; tag 16384. */
  @Tag(16384)
  record Sizes(@Length(varintForm = VarintForm.QUIC) byte[] data,
      @Count(varintForm = VarintForm.QUIC) short[] items,
      @Varint(form = VarintForm.QUIC) int n, @Count(field = "n") byte[] held)
      implements QuicSample {}
}
