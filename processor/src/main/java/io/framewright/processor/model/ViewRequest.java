package io.framewright.processor.model;

/** Whether a message asks for a view, and where: validation decides whether it gets one. */
public enum ViewRequest {
  /** No {@code @View} on the message or its package. */
  NONE,
  /**
   * {@code @View} on the message's package: the view is generated where it can be, and a
   * message it can not be generated for is left out quietly.
   */
  PACKAGE,
  /** {@code @View} on the message itself: a refusal is an error on it. */
  TYPE;

  /** Whether a view is asked for at all. */
  public boolean wanted() {
    return this != NONE;
  }
}
