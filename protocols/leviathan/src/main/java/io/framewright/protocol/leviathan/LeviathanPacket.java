package io.framewright.protocol.leviathan;

import io.framewright.annotations.Message;
import io.framewright.annotations.Union;
import io.framewright.runtime.frame.Framing;

/**
 * One Leviathan UDP datagram: a big-endian {@code u16} packet type ({@code 0x4C6E} "Ln", a
 * {@link NormalPacket}; {@code 0x4C61} "La", an {@link AckOnlyPacket}), then that packet. Any
 * other packet type is a decode error.
 */
@Message
@Union(bits = 16)
public sealed interface LeviathanPacket permits NormalPacket, AckOnlyPacket {
  /** How Leviathan packets travel, for tools and servers: one per UDP datagram. */
  static Framing<LeviathanPacket> framing() {
    return Framing.datagram(LeviathanPacketCodec.INSTANCE, "UDP datagram: one packet per input");
  }
}
