package io.framewright.cli;

import io.framewright.protocol.avara.DatagramCodec;
import io.framewright.protocol.beer.BeerMessageCodec;
import io.framewright.protocol.bitpacked.Packet;
import io.framewright.protocol.bitpacked.PacketCodec;
import io.framewright.protocol.leviathan.LeviathanPacketCodec;
import io.framewright.protocol.pies.PiesPacket;
import io.framewright.protocol.pies.PiesPacketCodec;
import io.framewright.runtime.frame.Resync;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/** The registry of the five prebuilt protocols, by command-line name. */
final class Protocols {
  private Protocols() {}

  /** Every protocol, in the order {@code framewright protocols} lists them. */
  static final List<Protocol> ALL = List.of(
      new Protocol("leviathan", LeviathanPacketCodec.INSTANCE, null,
          "UDP datagram: one packet per input"),
      new Protocol("pies", PiesPacketCodec.INSTANCE,
          // as PiesPacket.framer: a bad packet is skipped up to and including its ff
          Resync.afterTerminator((byte) PiesPacket.PACKET_SPLITTER),
          "TCP stream: packets end with ff; resync after the next ff"),
      new Protocol("bitpacked", PacketCodec.INSTANCE,
          // as Packet.framer: a bad packet is skipped whole, by the length its header declares
          Resync.skipDeclaredLength(Packet::frameLength),
          "one packet per input, or a stream cut by payload length; a bad packet skipped whole"),
      new Protocol("avara", DatagramCodec.INSTANCE, null,
          "UDP datagram: one datagram per input"),
      new Protocol("beer", BeerMessageCodec.INSTANCE,
          // as BeerStreamDecoder: resume at the next "BEER" signature
          Resync.atSignature((byte) 'B', (byte) 'E', (byte) 'E', (byte) 'R'),
          "TCP stream: frames start with BEER and end with CR LF; resync at the next BEER"));

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
