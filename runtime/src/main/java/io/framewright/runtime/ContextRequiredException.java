package io.framewright.runtime;

/**
 * The codec of a message that reads components of the message enclosing it
 * ({@code @When(field = "_parent.flags")}, {@code @Count(field = "_parent.count")}) was asked to
 * decode or encode one on its own. Those values come from the enclosing message: decode and
 * encode that one, whose generated codec passes them to this message's static
 * {@code readFrom} and {@code writeTo}, which take them as parameters.
 *
 * <pre>
 * Body reads _parent.flags of the message that encloses it, so it is decoded and encoded only
 * as part of that message; use the enclosing message's codec
 * </pre>
 */
public final class ContextRequiredException extends UnsupportedOperationException {
  private static final long serialVersionUID = 1L;

  private final String message;
  private final String context;

  /**
   * @param message the message's name
   * @param context what it reads of the enclosing message, e.g. "_parent.flags"
   */
  public ContextRequiredException(String message, String context) {
    super(message + " reads " + context + " of the message that encloses it, so it is decoded"
        + " and encoded only as part of that message; use the enclosing message's codec");
    this.message = message;
    this.context = context;
  }

  /** The name of the message that needs the values. */
  public String messageName() {
    return message;
  }

  /** What it reads of the enclosing message, e.g. "_parent.flags, _parent.count". */
  public String context() {
    return context;
  }
}
