package io.framewright.netty;

/**
 * A connection's unfinished frame did not fit its server's {@link FrameBudget}: the
 * {@link FrameDecoder} drops the bytes it held, fires this down the pipeline
 * ({@code exceptionCaught}) and closes the connection. It is not a decode error: the frame may
 * have been good, the server just would not hold it, and the peer's other frames are not read.
 * Counted in {@link FrameBudget#connectionsClosed()}.
 */
public final class FrameBudgetExceededException extends RuntimeException {
  private static final long serialVersionUID = 1L;
  private final long wanted;
  private final long held;
  private final long maxBytes;

  FrameBudgetExceededException(long wanted, long held, long maxBytes) {
    super("an unfinished frame of " + wanted + " byte(s) does not fit the frame budget: "
        + held + " of " + maxBytes + " byte(s) held by the server's connections already;"
        + " the connection is closed");
    this.wanted = wanted;
    this.held = held;
    this.maxBytes = maxBytes;
  }

  /** The bytes the connection would have held. */
  public long wanted() {
    return wanted;
  }

  /** The bytes the server's connections held, this one's included, when it was refused. */
  public long held() {
    return held;
  }

  /** The budget's limit. */
  public long maxBytes() {
    return maxBytes;
  }

  @Override
  public synchronized Throwable fillInStackTrace() {
    return this; // a verdict on a peer, made where every decoder makes it: a trace says nothing
  }
}
