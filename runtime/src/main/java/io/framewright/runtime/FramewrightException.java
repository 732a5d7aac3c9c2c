package io.framewright.runtime;

/** Base of the typed errors a codec throws; always names the field it is about. */
public abstract class FramewrightException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  private String fieldPath;

  FramewrightException(String fieldPath, Throwable cause) {
    super(null, cause);
    this.fieldPath = fieldPath == null ? "" : fieldPath;
  }

  /**
   * Dotted path of the field at fault, starting with the message type when thrown through a
   * codec's public methods: {@code Header.flags}, {@code Packet.corners[2].x}.
   */
  public String fieldPath() {
    return fieldPath;
  }

  void setFieldPath(String path) {
    this.fieldPath = path;
  }

  @Override
  public final String getMessage() {
    return describe();
  }

  abstract String describe();
}
