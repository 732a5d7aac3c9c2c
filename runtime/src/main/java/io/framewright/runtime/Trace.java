package io.framewright.runtime;

/**
 * Receives where each part of a message lies while it is decoded: for tools that show a frame
 * field by field (the CLI inspector, dissectors). Set it with {@link WireReader#traced(Trace)};
 * without one, decoding pays one null check per nested part and allocates nothing.
 *
 * <p>Offsets are in bytes from the start of the reader's input. Events nest: {@link #enter} and
 * {@link #exit} bracket a nested message, a list element or a union variant, and the paths of the
 * events between are relative to it.
 */
public interface Trace {
  /** Fixed-offset fields, laid out as {@code spans} says, from {@code offset}. */
  void segment(int offset, FieldSpans spans);

  /** A part read whole: {@code length} bytes at {@code offset}, named {@code path}. */
  void item(String path, int offset, int length);

  /** Entering component {@code name} (a nested message) or variant {@code name}. */
  void enter(String name);

  /** Entering element {@code index} of the list or array last entered. */
  void enterElement(int index);

  /** Leaving what the last {@code enter} or {@code enterElement} entered. */
  void exit();
}
