package io.framewright.netty;

import java.util.concurrent.atomic.AtomicLong;

/**
 * A server-wide limit on the bytes its {@link FrameDecoder}s hold in frames still arriving. The
 * maximum frame length bounds one connection; it does not bound a server: each connection that
 * sends most of a large frame and then nothing keeps those bytes (and the cumulation buffer
 * around them) for as long as it stays open, so enough of them exhaust the heap. Make one budget
 * per server and give it to the decoder of every channel; a connection whose unfinished frame
 * would take the bytes held past the budget is closed, with a
 * {@link FrameBudgetExceededException} fired down its pipeline first, and counted here
 * ({@link #connectionsClosed()}).
 *
 * <pre>
 *   FrameBudget budget = new FrameBudget(64L &lt;&lt; 20);          // once, for the server
 *   ... childHandler(new ChannelInitializer&lt;SocketChannel&gt;() {
 *     protected void initChannel(SocketChannel ch) {
 *       ch.pipeline().addLast(
 *           new ReadTimeoutHandler(30),                          // the slow ones go too
 *           new FrameDecoder&lt;&gt;(PiesPacket.framing(), budget),
 *           ...);
 *     }
 *   })
 *
 *   held():  conn 1 | conn 2 ....... | conn 3 ... |                   | &lt;= maxBytes
 *            each connection's unfinished frame: the cumulation's readable bytes
 * </pre>
 *
 * <p>What a connection is charged is what its decoder really holds between reads: the readable
 * bytes of its cumulation buffer (and any its framer copied), taken from the budget when a read
 * leaves more of them than before and given back when a frame completes, when the connection
 * closes or when the decoder is removed. A connection whose reads end at frame boundaries holds
 * nothing and is charged nothing, and one that is charged costs an atomic update per read, not
 * per frame or byte. Pair the budget with an idle timeout ({@code ReadTimeoutHandler} or
 * {@code IdleStateHandler}): the budget keeps the total bounded, the timeout frees what slow or
 * silent peers hold within it.
 *
 * <p>Thread-safe: the decoders of all the server's event loops share it.
 */
public final class FrameBudget {
  private final long maxBytes;
  private final AtomicLong held = new AtomicLong();
  private final AtomicLong connectionsClosed = new AtomicLong();

  /**
   * A budget of {@code maxBytes} held across every decoder given it.
   *
   * @throws IllegalArgumentException if {@code maxBytes < 1}
   */
  public FrameBudget(long maxBytes) {
    if (maxBytes < 1) {
      throw new IllegalArgumentException("maxBytes must be at least 1: " + maxBytes);
    }
    this.maxBytes = maxBytes;
  }

  /** The most bytes the decoders may hold in unfinished frames, all together. */
  public long maxBytes() {
    return maxBytes;
  }

  /** The bytes the decoders hold in unfinished frames now. */
  public long held() {
    return held.get();
  }

  /** Connections closed so far because their unfinished frame did not fit the budget. */
  public long connectionsClosed() {
    return connectionsClosed.get();
  }

  /** Takes {@code bytes} more from the budget if they fit; false (nothing taken) if not. */
  boolean tryTake(long bytes) {
    for (long now = held.get(); ; now = held.get()) {
      if (bytes > maxBytes - now) {
        return false;
      }
      if (held.compareAndSet(now, now + bytes)) {
        return true;
      }
    }
  }

  /** Gives back {@code bytes} taken before. */
  void giveBack(long bytes) {
    held.addAndGet(-bytes);
  }

  /** Counts a connection closed for the budget. */
  void closed() {
    connectionsClosed.incrementAndGet();
  }

  @Override
  public String toString() {
    return "FrameBudget[" + held() + " of " + maxBytes + " byte(s) held, "
        + connectionsClosed() + " connection(s) closed]";
  }
}
