package io.framewright.protocol.beer;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.framewright.runtime.EncodeException;
import io.framewright.testing.CodecChecks;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
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
 * Random valid BEER frames of all 15 opcodes encode, decode back equal, and re-encode to the
 * same bytes, through the union codec and each variant's own codec; out-of-range values are
 * EncodeExceptions naming the field.
 *
 * <p>Valid, per the package docs: u32 0..4294967295, u8 0..255, i16 any; the data of the two
 * variable opcodes (Event: event byte and arguments; Object Informations: the id's
 * little-endian bytes and the information) must not contain CR LF (package-info item 2).
 */
class BeerPropertiesTest {

  /** The variant checks below are real: each variant's own codec is found. */
  @org.junit.jupiter.api.Test
  void everyVariantHasItsOwnCodec() {
    for (Class<?> variant : BeerMessage.class.getPermittedSubclasses()) {
      assertTrue(io.framewright.runtime.Framewright.codec(variant).type() == variant,
          variant.getName());
    }
    assertTrue(CodecChecks.ownCodec(new BeerMessage.Ping()).isPresent());
    assertTrue(CodecChecks.ownCodec("not a message").isEmpty());
  }

  @Property(tries = 300)
  void messagesRoundTrip(@ForAll("messages") BeerMessage message) {
    CodecChecks.roundTrip(BeerMessageCodec.INSTANCE, message);
    roundTripAsVariant(message);
  }

  @Property(tries = 100)
  void outOfRangeValuesAreRejected(@ForAll("invalid") Tuple2<BeerMessage, String> bad) {
    EncodeException e = CodecChecks.encodeRejects(BeerMessageCodec.INSTANCE, bad.get1());
    assertTrue(e.getMessage().startsWith(bad.get2()),
        () -> "expected the message to name " + bad.get2() + ": " + e.getMessage());
  }

  @Provide
  Arbitrary<BeerMessage> messages() {
    Arbitrary<Long> u32 = u32();
    Arbitrary<Integer> u8 = u8();
    Arbitrary<Short> i16 = Arbitraries.shorts();
    return Arbitraries.oneOf(List.of(
        Combinators.combine(u32, i16, i16).as(BeerMessage.ObjectPosition::new),
        Combinators.combine(u32, i16, i16, i16, i16).as(BeerMessage.ObjectRect::new),
        Combinators.combine(u32, u32).as(BeerMessage.NewObject::new),
        Combinators.combine(u8, bytes()).as(BeerMessage.Event::new)
            .filter(e -> !hasCrLf(concat(new byte[] {(byte) e.event()}, e.arguments()))),
        u32.map(BeerMessage.GameSpeed::new),
        u32.map(BeerMessage.ObjectRemoved::new),
        u8.map(BeerMessage.NewPlayer::new),
        u8.map(BeerMessage.PlayerCrashed::new),
        Arbitraries.just(new BeerMessage.Leaving()),
        u32.map(BeerMessage.PlayerLeft::new),
        Arbitraries.just(new BeerMessage.Welcome()),
        Arbitraries.just(new BeerMessage.Refused()),
        Arbitraries.just(new BeerMessage.Ready()),
        Arbitraries.just(new BeerMessage.Ping()),
        Combinators.combine(u32, bytes()).as(BeerMessage.ObjectInformations::new)
            .filter(i -> !hasCrLf(concat(le32(i.id()), i.information())))));
  }

  /** Frames with one value the format can not carry, and the path the error must start with. */
  @Provide
  Arbitrary<Tuple2<BeerMessage, String>> invalid() {
    Arbitrary<Long> notU32 = Arbitraries.oneOf(Arbitraries.longs().lessOrEqual(-1),
        Arbitraries.longs().greaterOrEqual(0x1_0000_0000L));
    Arbitrary<Integer> notU8 = Arbitraries.oneOf(Arbitraries.integers().lessOrEqual(-1),
        Arbitraries.integers().greaterOrEqual(0x100));
    Arbitrary<Short> i16 = Arbitraries.shorts();
    Arbitrary<byte[]> withCrLf = Combinators.combine(bytes(), bytes())
        .as((a, b) -> concat(concat(a, new byte[] {0x0D, 0x0A}), b));
    return Arbitraries.oneOf(
        Combinators.combine(notU32, i16, i16).as((id, x, y) ->
            Tuple.of(new BeerMessage.ObjectPosition(id, x, y), "BeerMessage.ObjectPosition.id")),
        Combinators.combine(u32(), notU32).as((id, type) ->
            Tuple.of(new BeerMessage.NewObject(id, type), "BeerMessage.NewObject.type")),
        notU8.map(p -> Tuple.of(new BeerMessage.NewPlayer(p), "BeerMessage.NewPlayer.playerId")),
        Combinators.combine(notU8, bytes()).as((ev, args) ->
            Tuple.of(new BeerMessage.Event(ev, args), "BeerMessage.Event.event")),
        // CR LF inside variable data: the frame would end early
        Combinators.combine(u8(), withCrLf).as((ev, args) ->
            Tuple.of(new BeerMessage.Event(ev, args), "BeerMessage.Event")),
        Combinators.combine(u32(), withCrLf).as((id, info) ->
            Tuple.of(new BeerMessage.ObjectInformations(id, info),
                "BeerMessage.ObjectInformations")));
  }

  private static Arbitrary<Long> u32() {
    return Arbitraries.longs().between(0, 0xFFFF_FFFFL);
  }

  private static Arbitrary<Integer> u8() {
    return Arbitraries.integers().between(0, 0xFF);
  }

  /** Bytes, with 0D and 0A made likely so that frames hold them apart (and CR at the end). */
  private static Arbitrary<byte[]> bytes() {
    return Arbitraries.frequencyOf(Tuple.of(4, Arbitraries.bytes()),
            Tuple.of(1, Arbitraries.of((byte) 0x0D, (byte) 0x0A)))
        .list().ofMaxSize(24).map(list -> {
          byte[] out = new byte[list.size()];
          for (int i = 0; i < out.length; i++) {
            out[i] = list.get(i);
          }
          return out;
        });
  }

  private static boolean hasCrLf(byte[] b) {
    for (int i = 0; i + 1 < b.length; i++) {
      if (b[i] == 0x0D && b[i + 1] == 0x0A) {
        return true;
      }
    }
    return false;
  }

  private static byte[] le32(long v) {
    return ByteBuffer.allocate(4).order(ByteOrder.LITTLE_ENDIAN).putInt((int) v).array();
  }

  private static byte[] concat(byte[] a, byte[] b) {
    byte[] out = new byte[a.length + b.length];
    System.arraycopy(a, 0, out, 0, a.length);
    System.arraycopy(b, 0, out, a.length, b.length);
    return out;
  }

  /** Each variant's own codec ({@code BeerMessage_PingCodec}, ...), without signature or CR LF. */
  static <T> void roundTripAsVariant(T value) {
    CodecChecks.ownCodec(value).ifPresent(codec -> CodecChecks.roundTrip(codec, value));
  }
}
