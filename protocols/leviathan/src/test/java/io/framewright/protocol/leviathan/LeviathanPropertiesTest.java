package io.framewright.protocol.leviathan;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.framewright.runtime.BitList;
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
 * Random valid values of every Leviathan message type (every variant of the nested unions)
 * encode, decode back equal, and re-encode to the same bytes; out-of-range values are
 * EncodeExceptions naming the field. Value ranges: {@link LeviathanArbitraries}.
 */
class LeviathanPropertiesTest {

  @Property(tries = 200)
  void responseBodiesRoundTrip(@ForAll("responseBodies") ResponseBody body) {
    CodecChecks.roundTrip(ResponseBodyCodec.INSTANCE, body);
    roundTripAsVariant(body);
  }

  @Property(tries = 200)
  void requestBodiesRoundTrip(@ForAll("requestBodies") RequestBody body) {
    CodecChecks.roundTrip(RequestBodyCodec.INSTANCE, body);
    roundTripAsVariant(body);
  }

  @Property(tries = 200)
  void networkMessagesRoundTrip(@ForAll("networkMessages") NetworkMessage message) {
    CodecChecks.roundTrip(NetworkMessageCodec.INSTANCE, message);
    roundTripAsVariant(message);
  }

  @Property(tries = 200)
  void packetsRoundTrip(@ForAll("packets") LeviathanPacket packet) {
    CodecChecks.roundTrip(LeviathanPacketCodec.INSTANCE, packet);
    roundTripAsVariant(packet);
  }

  @Property(tries = 100)
  void outOfRangeValuesAreRejected(@ForAll("invalid") Tuple2<LeviathanPacket, String> bad) {
    EncodeException e = CodecChecks.encodeRejects(LeviathanPacketCodec.INSTANCE, bad.get1());
    assertTrue(e.getMessage().contains(bad.get2()),
        () -> "expected the message to name " + bad.get2() + ": " + e.getMessage());
  }

  @Provide
  Arbitrary<ResponseBody> responseBodies() {
    return LeviathanArbitraries.responseBody();
  }

  @Provide
  Arbitrary<RequestBody> requestBodies() {
    return LeviathanArbitraries.requestBody();
  }

  @Provide
  Arbitrary<NetworkMessage> networkMessages() {
    return LeviathanArbitraries.networkMessage();
  }

  @Provide
  Arbitrary<LeviathanPacket> packets() {
    return LeviathanArbitraries.packet();
  }

  /** Packets with one field out of range, and the field the error must name. */
  @Provide
  Arbitrary<Tuple2<LeviathanPacket, String>> invalid() {
    Arbitrary<Long> notU32 = Arbitraries.oneOf(Arbitraries.longs().lessOrEqual(-1),
        Arbitraries.longs().greaterOrEqual(0x1_0000_0000L));
    Arbitrary<Long> u32 = LeviathanArbitraries.u32();
    return Arbitraries.oneOf(
        // messageNumber is u32
        Combinators.combine(u32, notU32, LeviathanArbitraries.knownResponseBody())
            .as((id, n, body) -> Tuple.of(
                NormalPacket.of(id, new Response(n, body)), "messageNumber")),
        // responseTo is u32
        Combinators.combine(u32, u32, notU32).as((id, n, to) -> Tuple.of(
            NormalPacket.of(id, new Response(n, new ResponseBody.Keepalive(to))),
            "responseTo")),
        // packetId is u32
        notU32.map(id -> Tuple.of(new NormalPacket(id, 0, null, List.of()), "packetId")),
        // more than 255 ack bytes do not fit the u8 length
        Combinators.combine(u32.filter(x -> x != 0), Arbitraries.integers().between(256, 400))
            .as((first, n) -> Tuple.of(
                new NormalPacket(1, first, BitList.ofBytes(new byte[n]), List.of()), "acks")),
        // acks given although firstAck is 0
        LeviathanArbitraries.acks().map(acks -> Tuple.of(
            new NormalPacket(1, 0, acks, List.of()), "acks")),
        // more than 255 acknowledged ids do not fit the u8 count
        u32.list().ofMinSize(256).ofMaxSize(300).map(ids -> Tuple.of(
            new AckOnlyPacket(ids.stream().mapToLong(Long::longValue).toArray()), "packetIds")),
        // a packet id over 32 bits
        Combinators.combine(u32.list().ofMaxSize(4), notU32).as((ids, big) -> {
          long[] all = ids.stream().mapToLong(Long::longValue).toArray();
          long[] withBig = java.util.Arrays.copyOf(all, all.length + 1);
          withBig[all.length] = big;
          return Tuple.of(new AckOnlyPacket(withBig), "packetIds");
        }));
  }

  /**
   * Each variant record has a codec of its own ({@code ResponseBody_ConnectCodec}, ...) that lays
   * it out without its union's tag; it round-trips too. {@code Unknown} variants have none.
   */
  static <T> void roundTripAsVariant(T value) {
    CodecChecks.ownCodec(value).ifPresent(codec -> CodecChecks.roundTrip(codec, value));
  }
}
