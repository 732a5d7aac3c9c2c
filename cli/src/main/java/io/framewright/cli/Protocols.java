package io.framewright.cli;

import io.framewright.protocol.avara.Datagram;
import io.framewright.protocol.beer.BeerStreamDecoder;
import io.framewright.protocol.bitpacked.Packet;
import io.framewright.protocol.leviathan.LeviathanPacket;
import io.framewright.protocol.pies.PiesPacket;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/** The registry of the five prebuilt protocols, by command-line name, with the framing each exports. */
final class Protocols {
  private Protocols() {}

  /** Every protocol, in the order {@code framewright protocols} lists them. */
  static final List<Protocol> ALL = List.of(
      new Protocol("leviathan", LeviathanPacket.framing()),
      new Protocol("pies", PiesPacket.framing()),
      new Protocol("bitpacked", Packet.framing()),
      new Protocol("avara", Datagram.framing()),
      new Protocol("beer", BeerStreamDecoder.framing()));

  static Optional<Protocol> find(String name) {
    return ALL.stream().filter(p -> p.name().equalsIgnoreCase(name)).findFirst();
  }

  static String names() {
    return ALL.stream().map(Protocol::name).collect(Collectors.joining(", "));
  }

  /** The protocol names, for picocli's completion and help. */
  static final class Names implements Iterable<String> {
    @Override
    public java.util.Iterator<String> iterator() {
      return ALL.stream().map(Protocol::name).iterator();
    }
  }
}
