package io.framewright.cli;

import io.framewright.runtime.Codec;
import io.framewright.runtime.Framewright;
import io.framewright.runtime.frame.Framing;
import io.framewright.runtime.frame.Resync;

/**
 * One prebuilt protocol: its name on the command line and the framing its module exports (the
 * codec of its top-level message, how its frames travel, and for stream protocols where the
 * stream framer resumes after a bad frame).
 *
 * @param name the command-line name
 * @param framing the module's own {@link Framing}
 */
record Protocol(String name, Framing<?> framing) {

  /** The codec of the top-level message type. */
  Codec<?> codec() {
    return framing.codec();
  }

  /** The resynchronisation rule for {@code --stream}, or null when every input is a datagram. */
  Resync resync() {
    return framing.resync();
  }

  /** How frames travel, for {@code framewright protocols}. */
  String description() {
    return framing.description();
  }

  /** The Java package of the protocol's message types. */
  String packageName() {
    return codec().type().getPackageName();
  }

  /**
   * The codec for {@code type}, a message type of this protocol: the top-level codec for the
   * top-level type and its variants, else the type's own codec.
   *
   * @throws IllegalArgumentException if the type has no codec
   */
  Codec<?> codecFor(Class<?> type) {
    return codec().type().isAssignableFrom(type) ? codec() : Framewright.codec(type);
  }

  /** Whether {@code --stream} can cut a byte stream of this protocol into frames. */
  boolean streamable() {
    return framing.isStream();
  }
}
