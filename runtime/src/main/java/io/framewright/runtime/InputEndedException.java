package io.framewright.runtime;

/**
 * A message runs past the bytes received so far: thrown, instead of a truncation error, only by
 * readers made with {@link WireReader#partial}. It says what the decoder needs before it can get
 * further: at least {@link #neededLength()} bytes from the start of the input, and, when it was
 * looking for a terminator, that terminator ({@link #awaitedTerminator()}), to be searched for
 * from {@link #scanFrom()} on. A stream framer waits for exactly that, so each frame costs work
 * in proportion to its length however its bytes arrive.
 *
 * <p>It is a signal, not a report: it has no stack trace, no hex excerpt and no field path
 * (generated code's path prefixes are no-ops on it), so making one costs a few words. Framers
 * never pass it on.
 */
public final class InputEndedException extends DecodeException {
  private static final long serialVersionUID = 1L;
  private final long neededLength;
  private final long examinedLength;
  private final byte[] awaitedTerminator;
  private final long scanFrom;

  InputEndedException(long neededLength, long examinedLength, byte[] awaitedTerminator,
      long scanFrom) {
    super("", 0, "more input", "the end of the bytes received so far", "", null);
    this.neededLength = neededLength;
    this.examinedLength = examinedLength;
    this.awaitedTerminator = awaitedTerminator;
    this.scanFrom = scanFrom;
  }

  /** The least input length, counted from the start of the input, that decoding needs. */
  public long neededLength() {
    return neededLength;
  }

  /**
   * How far, from the start of the input, decoding looked before it stopped: where the read
   * that ran out began, or the end of the input after a search for a terminator.
   */
  public long examinedLength() {
    return examinedLength;
  }

  /**
   * The terminator decoding was looking for when the input ended, or null: then no new byte can
   * help until it appears at or after {@link #scanFrom()}. Not a copy: do not change it.
   */
  public byte[] awaitedTerminator() {
    return awaitedTerminator;
  }

  /** Where, from the start of the input, a search for {@link #awaitedTerminator()} goes on. */
  public long scanFrom() {
    return scanFrom;
  }

  @Override
  public synchronized Throwable fillInStackTrace() {
    return this; // a signal between a reader and its framer: a stack trace would be pure cost
  }

  @Override
  public DecodeException inField(String name) {
    return this;
  }

  @Override
  public DecodeException inElement(int index) {
    return this;
  }
}
