package io.framewright.runtime.frame;

/**
 * Service interface through which tools (the {@code framewright} command line) find protocols:
 * a name and the protocol's {@link Framing}. A protocol module implements it once and lists the
 * class in {@code META-INF/services/io.framewright.runtime.frame.FramingProvider}, so that a
 * tool given the module's jar finds the protocol there as it finds the prebuilt ones. The
 * message types themselves are found through the codecs' own service index.
 */
public interface FramingProvider {
  /** The protocol's name on command lines: short, lower case, unique among protocols. */
  String name();

  /** How the protocol's messages travel, with the codec of its top-level message. */
  Framing<?> framing();
}
