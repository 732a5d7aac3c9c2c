package io.framewright.kafka;

import io.framewright.examples.GameEvent;
import io.framewright.examples.GameEventCodec;
import io.framewright.protocol.avara.Acknowledgement;
import io.framewright.protocol.avara.CommandPacket;
import io.framewright.protocol.avara.Datagram;
import io.framewright.protocol.avara.DatagramCodec;
import io.framewright.protocol.beer.BeerMessage;
import io.framewright.protocol.beer.BeerMessageCodec;
import io.framewright.protocol.bitpacked.Packet;
import io.framewright.protocol.bitpacked.PacketCodec;
import io.framewright.protocol.bitpacked.PayloadType;
import io.framewright.protocol.leviathan.AckOnlyPacket;
import io.framewright.protocol.leviathan.LeviathanPacket;
import io.framewright.protocol.leviathan.LeviathanPacketCodec;
import io.framewright.protocol.pies.PiesPacket;
import io.framewright.protocol.pies.PiesPacketCodec;
import io.framewright.runtime.Codec;
import java.util.List;
import java.util.function.IntFunction;

/**
 * One message type of each prebuilt protocol and the examples' union, with a way to make the
 * i-th of many different messages, and values that are not a message of the type.
 *
 * @param codec the type's codec (the tests name the type in the clients' properties)
 * @param message the i-th message; several variants where the type is a union
 * @param bad values that do not decode, each with the reason in {@code why}
 */
record Samples<T>(String name, Codec<T> codec, IntFunction<T> message, List<byte[]> bad,
    String why) {

  static List<Samples<?>> all() {
    // Every type's first byte alone is cut short, and an empty value is shorter still: no type
    // here is one byte long or empty.
    return List.of(
        new Samples<BeerMessage>("beer", BeerMessageCodec.INSTANCE, i -> switch (i % 4) {
          case 0 -> new BeerMessage.NewPlayer(i % 256);
          // One letter of arguments: never the CR LF terminator.
          case 1 -> new BeerMessage.Event(i % 256, new byte[] {(byte) ('a' + i % 26)});
          case 2 -> new BeerMessage.ObjectPosition(i, (short) i, (short) -i);
          default -> new BeerMessage.Ping();
        }, List.of(new byte[0], new byte[] {0x42}, new byte[] {
            // "BEER", opcode 99 (no such variant), CR LF.
            0x42, 0x45, 0x45, 0x52, 0x63, 0x00, 0x00, 0x00, 0x0D, 0x0A}),
            "empty; 'B' alone; opcode 99"),
        new Samples<PiesPacket>("pies", PiesPacketCodec.INSTANCE, i -> switch (i % 3) {
          case 0 -> PiesPacket.Auth.request("player" + i);
          case 1 -> PiesPacket.LevelData.of("level" + i, i, 2L * i);
          default -> PiesPacket.LevelList.of("a" + i, "b");
        }, List.of(new byte[0], new byte[] {0x01}), "empty; a packet id without items or ff"),
        new Samples<LeviathanPacket>("leviathan", LeviathanPacketCodec.INSTANCE,
            i -> AckOnlyPacket.of(i, i + 1L, i + 7L),
            List.of(new byte[0], new byte[] {0x4C}), "empty; half the two-byte tag"),
        new Samples<Packet>("bitpacked", PacketCodec.INSTANCE,
            // Four payload bytes: custom bytes, or two u16s.
            i -> Packet.of(i & 0xFFFFF, i % 64, i % 2 == 0 ? PayloadType.CUSTOM
                : PayloadType.UINT16, new byte[] {(byte) i, (byte) (i >> 8), 1, 2}),
            List.of(new byte[0], new byte[] {0x00}), "empty; one byte of the six-byte header"),
        new Samples<Datagram>("avara", DatagramCodec.INSTANCE,
            // No command, or one with a byte of data (the constructor sets the flags).
            i -> Datagram.of(Acknowledgement.upTo((2 * i) % 65536), i % 2 == 0 ? List.of()
                : List.of(new CommandPacket((2 * i) % 65536, i % 4, (byte) (i % 128), null, 0,
                    (short) 0, (byte) 0, null, new byte[] {(byte) i}))),
            List.of(new byte[0], new byte[] {0x00}), "empty; one byte of the two-byte ack"),
        new Samples<GameEvent>("gameevent", GameEventCodec.INSTANCE, i -> i % 2 == 0
            ? new GameEvent.Chat("p" + i % 100, "hello " + i)
            : new GameEvent.Leave(i % 65536),
            List.of(new byte[0], new byte[] {0x01}), "empty; the Chat tag alone"));
  }

  @Override
  public String toString() {
    return name;
  }
}
