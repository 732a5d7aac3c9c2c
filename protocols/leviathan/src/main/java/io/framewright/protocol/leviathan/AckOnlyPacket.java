package io.framewright.protocol.leviathan;

import io.framewright.annotations.Count;
import io.framewright.annotations.Field;
import io.framewright.annotations.Tag;
import java.util.Arrays;

/**
 * An ack-only packet (type {@code 0x4C61}, "La"): {@code u8} count, then that many
 * {@code u32} packet ids being acknowledged. Upstream writers send 1 to 3 ids; decoding accepts
 * 0 to 255, as the upstream reader does.
 *
 * @param packetIds the acknowledged packet ids, each an unsigned 32-bit value
 */
@Tag(0x4C61)
public record AckOnlyPacket(@Count(bits = 8) @Field(bits = 32) long[] packetIds)
    implements LeviathanPacket {

  /** An ack-only packet for {@code packetIds} (copied). */
  public static AckOnlyPacket of(long... packetIds) {
    return new AckOnlyPacket(packetIds.clone());
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof AckOnlyPacket other && Arrays.equals(packetIds, other.packetIds);
  }

  @Override
  public int hashCode() {
    return Arrays.hashCode(packetIds);
  }

  @Override
  public String toString() {
    return "AckOnlyPacket[packetIds=" + Arrays.toString(packetIds) + "]";
  }
}
