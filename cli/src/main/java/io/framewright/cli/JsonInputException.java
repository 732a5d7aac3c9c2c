package io.framewright.cli;

/** JSON that does not describe a message: unknown type or field, a value of the wrong kind. */
final class JsonInputException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  JsonInputException(String message) {
    super(message);
  }

  JsonInputException(String message, Throwable cause) {
    super(message, cause);
  }
}
