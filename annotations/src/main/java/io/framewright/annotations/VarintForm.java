package io.framewright.annotations;

/**
 * How a variable-length integer is written: {@code @Varint(form = ...)} on a value,
 * {@code varintForm} on a count, length or union tag ({@code @Count(varintForm = QUIC)}).
 */
public enum VarintForm {
  /**
   * Unsigned LEB128: 7 bits per byte, least significant group first, the high bit set on every
   * byte but the last (protobuf, MQTT, Minecraft). {@code 150} is {@code 96 01}.
   */
  LEB128,

  /**
   * LEB128 of the ZigZag-mapped value (protobuf {@code sint32}): 0, -1, 1, -2 are written as 0,
   * 1, 2, 3, so small negative numbers stay short. For values only: a size or a tag is never
   * negative.
   */
  ZIGZAG,

  /**
   * QUIC (RFC 9000 section 16): the two high bits of the first byte give the length (00, 01,
   * 10, 11: 1, 2, 4 or 8 bytes), the remaining 6, 14, 30 or 62 bits are the number, big-endian.
   * {@code 15293} is {@code 7b bd}. Unsigned, 0 to 2^62 - 1 (a long; an int holds 0 to
   * {@code Integer.MAX_VALUE}).
   */
  QUIC
}
