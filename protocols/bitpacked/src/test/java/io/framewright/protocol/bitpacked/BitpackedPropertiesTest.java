package io.framewright.protocol.bitpacked;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.framewright.runtime.Codec;
import io.framewright.runtime.EncodeException;
import io.framewright.runtime.WireReader;
import io.framewright.testing.CodecChecks;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;
import net.jqwik.api.Tuple.Tuple2;

/**
 * Random valid bitpacked packets (every payload type, with and without offset and turn, payloads
 * of 0..1023 bytes) encode, decode back equal, and re-encode to the same bytes; so do
 * {@link Packet.Offset} on its own and the test's {@link CrcPacket}. Values outside a field's
 * bits are EncodeExceptions naming the field.
 */
class BitpackedPropertiesTest {

  @Property(tries = 200)
  void packetsRoundTrip(@ForAll("packets") Packet packet) {
    CodecChecks.roundTrip(PacketCodec.INSTANCE, packet);
  }

  @Property(tries = 100)
  void offsetsRoundTrip(@ForAll("offsets") Packet.Offset offset) {
    CodecChecks.roundTrip(Packet_OffsetCodec.INSTANCE, offset);
  }

  @Property(tries = 100)
  void crcPacketsRoundTrip(@ForAll("packets") Packet packet) {
    CodecChecks.roundTrip(CRC_PACKET, packet);
  }

  @Property(tries = 100)
  void outOfRangeValuesAreRejected(@ForAll("invalid") Tuple2<Packet, String> bad) {
    EncodeException e = CodecChecks.encodeRejects(PacketCodec.INSTANCE, bad.get1());
    assertTrue(e.getMessage().startsWith(bad.get2()),
        () -> "expected the message to name " + bad.get2() + ": " + e.getMessage());
  }

  @Provide
  Arbitrary<Packet.Offset> offsets() {
    return offset();
  }

  @Provide
  Arbitrary<Packet> packets() {
    return packet(Arbitraries.integers().between(0, (1 << 20) - 1),
        Arbitraries.integers().between(0, 63), offset().injectNull(0.5),
        Arbitraries.integers().between(0, 0xFFFF).injectNull(0.5), payload(0, Packet.MAX_PAYLOAD));
  }

  /** Packets with one field out of range, and the field path the error must start with. */
  @Provide
  Arbitrary<Tuple2<Packet, String>> invalid() {
    Arbitrary<Integer> id = Arbitraries.integers().between(0, (1 << 20) - 1);
    Arbitrary<Integer> type = Arbitraries.integers().between(0, 63);
    Arbitrary<Packet.Offset> offset = offset().injectNull(0.5);
    Arbitrary<Integer> turn = Arbitraries.integers().between(0, 0xFFFF).injectNull(0.5);
    Arbitrary<byte[]> payload = payload(0, 40);
    return Arbitraries.oneOf(
        // the payload length has 10 bits: at most 1023 bytes
        packet(id, type, offset, turn, payload(Packet.MAX_PAYLOAD + 1, 1100))
            .map(p -> Tuple.of(p, "Packet.payload")),
        packet(outside(0, (1 << 20) - 1), type, offset, turn, payload)
            .map(p -> Tuple.of(p, "Packet.messageId")),
        packet(id, outside(0, 63), offset, turn, payload)
            .map(p -> Tuple.of(p, "Packet.messageType")),
        packet(id, type, Combinators.combine(outside(0, 0x7FFF), Arbitraries.of(true, false))
                .as(Packet.Offset::new), turn, payload)
            .map(p -> Tuple.of(p, "Packet.offset.offset")),
        packet(id, type, offset, outside(0, 0xFFFF), payload)
            .map(p -> Tuple.of(p, "Packet.turn")));
  }

  private static Arbitrary<Packet> packet(Arbitrary<Integer> messageId,
      Arbitrary<Integer> messageType, Arbitrary<Packet.Offset> offset, Arbitrary<Integer> turn,
      Arbitrary<byte[]> payload) {
    // payloadLength and flags are derived: the constructor recomputes them
    return Combinators.combine(Arbitraries.of(PayloadType.class), messageId, messageType, offset,
            turn, payload)
        .as((pt, id, type, off, t, data) -> new Packet(0, pt, 0, id, type, off, t,
            whole(pt, data)));
  }

  /** {@code data} cut to whole elements of {@code type}: a typed payload is made of them. */
  static byte[] whole(PayloadType type, byte[] data) {
    return java.util.Arrays.copyOf(data, data.length - data.length % type.elementSize());
  }

  static Arbitrary<Packet.Offset> offset() {
    return Combinators.combine(Arbitraries.integers().between(0, 0x7FFF),
        Arbitraries.of(true, false)).as(Packet.Offset::new);
  }

  /** Payloads of any length in range, mostly short ({@link #whole} cuts typed ones). */
  static Arbitrary<byte[]> payload(int min, int max) {
    Arbitrary<byte[]> any = Arbitraries.bytes().array(byte[].class).ofMinSize(min).ofMaxSize(max);
    if (min > 0) {
      return any;
    }
    return Arbitraries.oneOf(Arbitraries.bytes().array(byte[].class).ofMaxSize(16), any,
        Arbitraries.bytes().array(byte[].class).ofSize(max));
  }

  /** Ints outside {@code min..max}. */
  private static Arbitrary<Integer> outside(int min, int max) {
    return Arbitraries.oneOf(Arbitraries.integers().lessOrEqual(min - 1),
        Arbitraries.integers().greaterOrEqual(max + 1));
  }

  /**
   * {@link CrcPacketCodec} seen as a codec of {@link Packet}s (CrcPacket has Packet's fields but
   * no content equality for its payload), so that CodecChecks can compare decoded values.
   */
  static final Codec<Packet> CRC_PACKET = new Codec<>() {
    @Override
    public Class<Packet> type() {
      return Packet.class;
    }

    @Override
    public int size(Packet p) {
      return CrcPacketCodec.INSTANCE.size(crc(p));
    }

    @Override
    public int encode(Packet p, byte[] buf, int off) {
      return CrcPacketCodec.INSTANCE.encode(crc(p), buf, off);
    }

    @Override
    public Packet decode(byte[] buf, int off, int len) {
      return packet(CrcPacketCodec.INSTANCE.decode(buf, off, len));
    }

    @Override
    public Packet read(WireReader in) {
      return packet(CrcPacketCodec.INSTANCE.read(in));
    }

    private CrcPacket crc(Packet p) {
      return new CrcPacket(p.payloadLength(), p.payloadType(), p.flags(), p.messageId(),
          p.messageType(), p.offset(), p.turn(), p.payloadBytes());
    }

    private Packet packet(CrcPacket c) {
      Packet p = new Packet(c.payloadLength(), c.payloadType(), c.flags(), c.messageId(),
          c.messageType(), c.offset(), c.turn(), c.payload());
      // the decoder reads the payload by the real length; @Flags bits owned by @Presence fields
      // are cleared on decode (documented), so only the length is compared here
      if (p.payloadLength() != c.payloadLength() || c.flags() != 0) {
        throw new AssertionError("CrcPacket decoded with payloadLength " + c.payloadLength()
            + ", flags " + c.flags() + ": " + p);
      }
      return p;
    }
  };
}
