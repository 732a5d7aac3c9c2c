package io.framewright.protocol.leviathan;

import io.framewright.annotations.Count;
import io.framewright.annotations.Field;
import io.framewright.annotations.Length;
import io.framewright.annotations.Tag;
import io.framewright.annotations.When;
import io.framewright.runtime.BitList;
import java.util.List;
import java.util.SortedSet;

/**
 * A normal packet (type {@code 0x4C6E}, "Ln"): {@code u32 packetId}, {@code u32 firstAck}; only
 * when {@code firstAck != 0}, {@code u8} ack byte count and the ack bytes; then {@code u8}
 * message count and the messages.
 *
 * @param packetId the sender's id of this packet, non-zero (upstream peers start at 1001)
 * @param firstAck the packet id that bit 0 of the ack bytes stands for, or 0 for no acks
 * @param acks the ack bitmap ({@code null} exactly when {@code firstAck} is 0); see
 *     {@link AckField} for the packet ids it acknowledges
 * @param messages the messages, 0 to 255 (upstream writers send 0 or 1)
 */
@Tag(0x4C6E)
public record NormalPacket(
    @Field(bits = 32) long packetId,
    @Field(bits = 32) long firstAck,
    @When(field = "firstAck", notEqual = 0) @Length(bits = 8) BitList acks,
    @Count(bits = 8) List<NetworkMessage> messages)
    implements LeviathanPacket {

  /** A packet with the acks of {@code ackField} (use {@link AckField#NONE} for none). */
  public static NormalPacket of(long packetId, AckField ackField, List<NetworkMessage> messages) {
    return new NormalPacket(packetId, ackField.firstAck(), ackField.acks(), messages);
  }

  /** A packet carrying one message and no acks, as upstream writers send most packets. */
  public static NormalPacket of(long packetId, NetworkMessage message) {
    return new NormalPacket(packetId, 0, null, List.of(message));
  }

  /** The ack field of this packet. */
  public AckField ackField() {
    return new AckField(firstAck, acks);
  }

  /** The packet ids this packet acknowledges, ascending. */
  public SortedSet<Long> acknowledgedPacketIds() {
    return ackField().packetIds();
  }
}
