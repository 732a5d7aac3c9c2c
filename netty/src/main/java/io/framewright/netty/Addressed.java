package io.framewright.netty;

import java.net.InetSocketAddress;
import java.util.Objects;

/**
 * A message with the address at the other end of its datagram: the sender, for one that
 * {@link DatagramDecoder} received; the recipient, for one to send through
 * {@link DatagramEncoder}. A server answers with {@code ctx.write(in.reply(answer))}.
 *
 * @param message the decoded (or to be encoded) message
 * @param address the sender of a message received, the recipient of one sent
 */
public record Addressed<T>(T message, InetSocketAddress address) {
  public Addressed {
    Objects.requireNonNull(message, "message");
    Objects.requireNonNull(address, "address");
  }

  /** {@code answer}, addressed to the sender of this message. */
  public <R> Addressed<R> reply(R answer) {
    return new Addressed<>(answer, address);
  }
}
