package io.framewright.protocol.bitpacked;

/** A packet the {@link Reassembler} rejects; {@link #reason()} says why. */
public final class ReassemblyException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  /** Why a packet was rejected. */
  public enum Reason {
    /** The message would exceed the maximum message size; its packets are dropped. */
    MESSAGE_TOO_LARGE,
    /** A new message id arrived with the maximum number of messages already in flight. */
    TOO_MANY_IN_FLIGHT,
    /**
     * The packet contradicts the packets already held for its id (another message or payload
     * type, different bytes at the same offset, a second last packet, an offset past the last
     * one); the message's packets are dropped.
     */
    CONFLICT,
    /** A typed payload whose length is not a multiple of its element size. */
    MALFORMED_PAYLOAD
  }

  private final Reason reason;
  private final int messageId;

  ReassemblyException(Reason reason, int messageId, String detail) {
    super("message " + messageId + ": " + detail);
    this.reason = reason;
    this.messageId = messageId;
  }

  /** Why the packet was rejected. */
  public Reason reason() {
    return reason;
  }

  /** The message id of the rejected packet. */
  public int messageId() {
    return messageId;
  }
}
