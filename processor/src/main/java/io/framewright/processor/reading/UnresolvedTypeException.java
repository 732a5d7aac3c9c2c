package io.framewright.processor.reading;

/**
 * A message refers to a type javac could not resolve yet: perhaps one another processor generates
 * in a later round. The processor defers the message and only reports it if the type is still
 * missing when processing is over.
 */
public final class UnresolvedTypeException extends RuntimeException {
  private static final long serialVersionUID = 1L;
  private final String typeName;

  public UnresolvedTypeException(String typeName) {
    super(typeName, null, false, false);
    this.typeName = typeName;
  }

  public String typeName() {
    return typeName;
  }
}
