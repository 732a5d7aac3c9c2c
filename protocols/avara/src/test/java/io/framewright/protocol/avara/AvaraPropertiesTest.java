package io.framewright.protocol.avara;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.framewright.runtime.EncodeException;
import io.framewright.testing.CodecChecks;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;
import net.jqwik.api.Tuple.Tuple2;

/**
 * Random valid Avara datagrams and command packets encode, decode back equal, and re-encode to
 * the same bytes (crc included); out-of-range values are EncodeExceptions naming the field.
 *
 * <p>Valid, per the records' docs: serial 0..65535, send count 0..255, flags 0 (computed),
 * any command id, p3/p2/p1 any value (0 is absent), distribution and sender any value or null,
 * data 0..984 bytes; a datagram's bitmap present exactly when its ack is odd.
 */
class AvaraPropertiesTest {

  @Property(tries = 200)
  void commandPacketsRoundTrip(@ForAll("commandPackets") CommandPacket packet) {
    CodecChecks.roundTrip(CommandPacketCodec.INSTANCE, packet);
  }

  @Property(tries = 200)
  void datagramsRoundTrip(@ForAll("datagrams") Datagram datagram) {
    CodecChecks.roundTrip(DatagramCodec.INSTANCE, datagram);
  }

  @Property(tries = 100)
  void outOfRangeValuesAreRejected(@ForAll("invalid") Tuple2<Datagram, String> bad) {
    EncodeException e = CodecChecks.encodeRejects(DatagramCodec.INSTANCE, bad.get1());
    assertTrue(e.getMessage().startsWith(bad.get2()),
        () -> "expected the message to name " + bad.get2() + ": " + e.getMessage());
  }

  @Provide
  Arbitrary<CommandPacket> commandPackets() {
    return commandPacket(Arbitraries.integers().between(0, 0xFFFF),
        Arbitraries.integers().between(0, 0xFF), data(0, CommandPacket.MAX_DATA_LENGTH));
  }

  @Provide
  Arbitrary<Datagram> datagrams() {
    return datagram(commandPackets().list().ofMaxSize(4));
  }

  /** Datagrams with one value out of range, and the field path the error must start with. */
  @Provide
  Arbitrary<Tuple2<Datagram, String>> invalid() {
    Arbitrary<Integer> serial = Arbitraries.integers().between(0, 0xFFFF);
    Arbitrary<Integer> count = Arbitraries.integers().between(0, 0xFF);
    Arbitrary<byte[]> data = data(0, 20);
    Arbitrary<Short> ack = Arbitraries.shorts();
    return Arbitraries.oneOf(
        bad(commandPacket(outside(0, 0xFFFF), count, data), "serialNumber"),
        bad(commandPacket(serial, outside(0, 0xFF), data), "sendCount"),
        // more than PACKETDATABUFFERSIZE (984) data bytes
        bad(commandPacket(serial, count, data(CommandPacket.MAX_DATA_LENGTH + 1, 1100)), "data"),
        // a bitmap with an even ack, none with an odd one
        Combinators.combine(ack.map(a -> (short) (a & ~1)), Arbitraries.integers())
            .as((a, bitmap) -> Tuple.of(new Datagram(a, bitmap, List.of()),
                "Datagram.ackBitmap")),
        ack.map(a -> Tuple.of(new Datagram((short) (a | 1), null, List.of()),
            "Datagram.ackBitmap")));
  }

  /** A datagram whose second command packet is {@code packet}. */
  private Arbitrary<Tuple2<Datagram, String>> bad(Arbitrary<CommandPacket> packet, String field) {
    return Combinators.combine(commandPackets(), packet, commandPackets().list().ofMaxSize(2))
        .as((first, p, rest) -> {
          List<CommandPacket> all = new java.util.ArrayList<>(List.of(first, p));
          all.addAll(rest);
          return Tuple.of(new Datagram((short) 0, null, all), "Datagram.commands[1]." + field);
        });
  }

  private static Arbitrary<Datagram> datagram(Arbitrary<List<CommandPacket>> commands) {
    return Combinators.combine(Arbitraries.shorts(), Arbitraries.integers(), commands)
        .as((ack, bitmap, cmds) -> new Datagram(ack, (ack & 1) != 0 ? bitmap : null, cmds));
  }

  private static Arbitrary<CommandPacket> commandPacket(Arbitrary<Integer> serial,
      Arbitrary<Integer> sendCount, Arbitrary<byte[]> data) {
    // p3 is u16 for 1..0xFFFF and i32 otherwise: mix small and any values to reach both widths
    Arbitrary<Integer> p3 = Arbitraries.oneOf(Arbitraries.integers().between(-2, 0x1_0001),
        Arbitraries.integers());
    Arbitrary<Short> p2 = Arbitraries.oneOf(Arbitraries.just((short) 0), Arbitraries.shorts());
    Arbitrary<Byte> p1 = Arbitraries.oneOf(Arbitraries.just((byte) 0), Arbitraries.bytes());
    return Combinators.combine(serial, sendCount, Arbitraries.bytes(),
            Arbitraries.shorts().injectNull(0.5), p3, p2, p1,
            Combinators.combine(Arbitraries.bytes().injectNull(0.5), data).as(Tuple::of))
        .as((s, n, command, distribution, q3, q2, q1, senderAndData) -> new CommandPacket(s, n,
            command, distribution, q3, q2, q1, senderAndData.get1(), senderAndData.get2()));
  }

  /** Data of min..max bytes, mostly short, with the u8/i16 length boundary (255/256) covered. */
  private static Arbitrary<byte[]> data(int min, int max) {
    Arbitrary<byte[]> any = Arbitraries.bytes().array(byte[].class).ofMinSize(min).ofMaxSize(max);
    if (min > 0) {
      return any;
    }
    return Arbitraries.oneOf(Arbitraries.bytes().array(byte[].class).ofMaxSize(8), any,
        Arbitraries.bytes().array(byte[].class).ofMinSize(254).ofMaxSize(257));
  }

  private static Arbitrary<Integer> outside(int min, int max) {
    return Arbitraries.oneOf(Arbitraries.integers().lessOrEqual(min - 1),
        Arbitraries.integers().greaterOrEqual(max + 1));
  }
}
