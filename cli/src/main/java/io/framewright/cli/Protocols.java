package io.framewright.cli;

import java.util.List;
import java.util.Optional;

/**
 * The prebuilt protocols: those in the service index of the command line's own class path (each
 * protocol module lists itself there), by command-line name.
 */
final class Protocols {
  private Protocols() {}

  /** The registry of the command line's own class path. */
  static final Registry BUILT_IN = Registry.load(Protocols.class.getClassLoader());

  /** Every protocol, in the order {@code framewright protocols} lists them: by name. */
  static final List<Protocol> ALL = BUILT_IN.protocols();

  static Optional<Protocol> find(String name) {
    return BUILT_IN.protocol(name);
  }

  static String names() {
    return BUILT_IN.protocolNames();
  }

  /** The protocol names, for picocli's completion and help. */
  static final class Names implements Iterable<String> {
    @Override
    public java.util.Iterator<String> iterator() {
      return ALL.stream().map(Protocol::name).iterator();
    }
  }
}
