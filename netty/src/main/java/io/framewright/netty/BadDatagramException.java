package io.framewright.netty;

import io.framewright.runtime.DecodeException;
import java.net.InetSocketAddress;

/**
 * A datagram that does not decode, or is longer than the decoder's maximum: the datagram is
 * dropped, the channel goes on. Carries the sender, and (for one that did not decode) the
 * codec's error as its cause, with the same field path, expected and found.
 */
public final class BadDatagramException extends DecodeException {
  private static final long serialVersionUID = 1L;
  private final transient InetSocketAddress sender;
  private final int length;

  BadDatagramException(DecodeException cause, InetSocketAddress sender, int length) {
    super(cause);
    this.sender = sender;
    this.length = length;
  }

  BadDatagramException(InetSocketAddress sender, int length, int maxLength) {
    super("", 0, "a datagram of at most " + maxLength + " byte(s)", length + " byte(s)", "",
        null);
    this.sender = sender;
    this.length = length;
  }

  /** Who sent the datagram. */
  public InetSocketAddress sender() {
    return sender;
  }

  /** The datagram's payload length in bytes. */
  public int length() {
    return length;
  }

  /** Whether the datagram was refused for its length alone, without decoding it. */
  public boolean tooLong() {
    return !(getCause() instanceof DecodeException);
  }

  @Override
  public String toString() {
    return "BadDatagramException from " + sender + " (" + length + " byte(s)): " + getMessage();
  }
}
