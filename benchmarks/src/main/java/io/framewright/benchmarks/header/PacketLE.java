package io.framewright.benchmarks.header;

import io.framewright.annotations.BitOrder;
import io.framewright.annotations.Endian;
import io.framewright.annotations.Field;
import io.framewright.annotations.Flags;
import io.framewright.annotations.Length;
import io.framewright.annotations.Message;
import io.framewright.annotations.Pad;
import io.framewright.annotations.Presence;
import io.framewright.protocol.bitpacked.PayloadType;
import java.util.Arrays;
import java.util.Objects;

/**
 * The bitpacked protocol's {@code Packet} laid out little-endian, least significant bit first:
 * the same fields in the same order, packed from bit 0 of a little-endian 16-bit and 32-bit word
 * (payloadLength in bits 0..9 of the first word, flags in bits 14..15; messageId in bits 0..19 of
 * the second, messageType in 20..25, reserved 26..31).
 */
@Message(order = Endian.LITTLE, bitOrder = BitOrder.LSB_FIRST)
public record PacketLE(
    @Field(bits = 10) int payloadLength,
    @Field(bits = 4) PayloadType payloadType,
    @Flags @Field(bits = 2) int flags,
    @Field(bits = 20) int messageId,
    @Field(bits = 6) @Pad(after = 6) int messageType,
    @Presence(flag = 0b10) OffsetLE offset,
    @Presence(flag = 0b01, bits = 16) Integer turn,
    @Length(field = "payloadLength") byte[] payload) {

  /** 15 bits of offset then the last flag, least significant bit first. */
  @Message(order = Endian.LITTLE, bitOrder = BitOrder.LSB_FIRST)
  public record OffsetLE(@Field(bits = 15) int offset, @Field(bits = 1) boolean last) {}

  /** Normalises the derived components, as {@code Packet} does. */
  public PacketLE {
    if (payload != null) {
      payloadLength = payload.length;
    }
    flags = (offset != null ? 0b10 : 0) | (turn != null ? 0b01 : 0);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof PacketLE p
        && payloadLength == p.payloadLength
        && payloadType == p.payloadType
        && flags == p.flags
        && messageId == p.messageId
        && messageType == p.messageType
        && Objects.equals(offset, p.offset)
        && Objects.equals(turn, p.turn)
        && Arrays.equals(payload, p.payload);
  }

  @Override
  public int hashCode() {
    return Objects.hash(payloadType, messageId, messageType, offset, turn)
        * 31 + Arrays.hashCode(payload);
  }

  @Override
  public String toString() {
    return "PacketLE[" + payloadType + ", id=" + messageId + ", type=" + messageType
        + ", offset=" + offset + ", turn=" + turn + ", payload=" + Arrays.toString(payload) + "]";
  }
}
