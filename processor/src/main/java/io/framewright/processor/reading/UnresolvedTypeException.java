package io.framewright.processor.reading;

/**
 * A message refers to a type javac could not resolve yet: perhaps one another processor generates
 * in a later round. The processor defers the message and only reports it if the type is still
 * missing when processing is over.
 */
public final class UnresolvedTypeException extends RuntimeException {
  private static final long serialVersionUID = 1L;
  private final String typeName;
  private final String referrer;

  /** {@code referrer}: the message whose component names the type. */
  public UnresolvedTypeException(String typeName, String referrer) {
    super(typeName, null, false, false);
    this.typeName = typeName;
    this.referrer = referrer;
  }

  public String typeName() {
    return typeName;
  }

  /** Qualified name of the message that names the type itself. */
  public String referrer() {
    return referrer;
  }
}
