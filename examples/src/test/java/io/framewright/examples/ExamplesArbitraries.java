package io.framewright.examples;

import io.framewright.examples.framing.Acks;
import io.framewright.examples.framing.BeerFrame;
import io.framewright.examples.framing.Crc32Frame;
import io.framewright.examples.framing.Item;
import io.framewright.examples.framing.KermitDatagram;
import io.framewright.examples.framing.Line;
import io.framewright.examples.framing.PiesPacket;
import io.framewright.examples.framing.Reserved;
import io.framewright.examples.layouts.AllTypes;
import io.framewright.examples.layouts.Arrays3;
import io.framewright.examples.layouts.Color;
import io.framewright.examples.layouts.Inner;
import io.framewright.examples.layouts.Narrow;
import io.framewright.examples.layouts.Packed;
import io.framewright.examples.layouts.PackedLsb;
import io.framewright.examples.layouts.Straddle;
import io.framewright.examples.layouts.Wrapper;
import io.framewright.examples.unions.BeerOp;
import io.framewright.examples.unions.NetMessage;
import io.framewright.examples.unions.Packet;
import io.framewright.examples.unions.Request;
import io.framewright.examples.unions.RequestBody;
import io.framewright.examples.unions.Response;
import io.framewright.examples.unions.ResponseBody;
import io.framewright.examples.unions.UnknownMessage;
import io.framewright.examples.variable.AckHeader;
import io.framewright.examples.variable.AvaraCommand;
import io.framewright.examples.variable.AvaraDatagramHead;
import io.framewright.examples.variable.BitHeader;
import io.framewright.examples.variable.Chat;
import io.framewright.examples.variable.Command;
import io.framewright.examples.variable.Envelope;
import io.framewright.examples.variable.Named;
import io.framewright.examples.variable.Nibbles;
import io.framewright.examples.variable.Player;
import io.framewright.examples.variable.Point;
import io.framewright.examples.variable.Roster;
import io.framewright.runtime.BitList;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.Tuple;

/**
 * Random valid values of the example messages, within what each record's annotations allow
 * (unsigned narrow fields 0..2^bits-1, signed ones -2^(bits-1)..2^(bits-1)-1, counts and lengths
 * within their prefix and {@code max}, delimited values without their terminator, optional parts
 * present exactly when their condition holds, {@code @Flags} components holding only bits no
 * field owns).
 */
final class ExamplesArbitraries {
  private ExamplesArbitraries() {}

  // ---- building blocks

  static Arbitrary<Integer> unsigned(int bits) {
    return Arbitraries.integers().between(0, (1 << bits) - 1);
  }

  static Arbitrary<Integer> signed(int bits) {
    return Arbitraries.integers().between(-(1 << (bits - 1)), (1 << (bits - 1)) - 1);
  }

  static Arbitrary<Long> u32() {
    return Arbitraries.longs().between(0, 0xFFFF_FFFFL);
  }

  static Arbitrary<byte[]> bytes(int min, int max) {
    return Arbitraries.bytes().array(byte[].class).ofMinSize(min).ofMaxSize(max);
  }

  static Arbitrary<byte[]> bytes(int max) {
    return bytes(0, max);
  }

  /** Valid Unicode (no unpaired surrogates) of at most {@code maxCodePoints}; U+0000 if asked. */
  static Arbitrary<String> text(int maxCodePoints, boolean nul) {
    int low = nul ? 0 : 1;
    Arbitrary<Integer> codePoint = Arbitraries.frequencyOf(
        Tuple.of(3, Arbitraries.integers().between(low, 0x7F)),
        Tuple.of(1, Arbitraries.integers().between(low, 0x10FFFF)
            .filter(cp -> cp < 0xD800 || cp > 0xDFFF)));
    return codePoint.list().ofMaxSize(maxCodePoints).map(cps -> {
      StringBuilder s = new StringBuilder();
      cps.forEach(s::appendCodePoint);
      return s.toString();
    });
  }

  /** Text whose UTF-8 fits a {@code u8} length: at most 60 code points, 240 bytes. */
  static Arbitrary<String> text8() {
    return text(60, true);
  }

  /**
   * Text of at most {@code maxBytes} UTF-8 bytes for a fixed-length field: no U+0000 anywhere,
   * since the zero padding ends the text (the encoder rejects a NUL: "NUL ends the text").
   */
  static Arbitrary<String> fixedText(int maxBytes) {
    return text(maxBytes, false)
        .filter(s -> s.getBytes(StandardCharsets.UTF_8).length <= maxBytes);
  }

  static byte[] toBytes(List<Byte> list) {
    byte[] out = new byte[list.size()];
    for (int i = 0; i < out.length; i++) {
      out[i] = list.get(i);
    }
    return out;
  }

  /** Bytes with 0D and 0A made likely (so CR LF checks are exercised), without CR LF. */
  static Arbitrary<byte[]> bytesWithoutCrLf(int max) {
    return Arbitraries.frequencyOf(Tuple.of(3, Arbitraries.bytes()),
            Tuple.of(1, Arbitraries.of((byte) 0x0D, (byte) 0x0A)))
        .list().ofMaxSize(max).map(ExamplesArbitraries::toBytes)
        .filter(b -> !hasCrLf(b));
  }

  static boolean hasCrLf(byte[] b) {
    for (int i = 0; i + 1 < b.length; i++) {
      if (b[i] == 0x0D && b[i + 1] == 0x0A) {
        return true;
      }
    }
    return false;
  }

  // ---- io.framewright.examples (the Demo's messages)

  static Arbitrary<Vec2> vec2() {
    return Combinators.combine(Arbitraries.shorts(), Arbitraries.shorts()).as(Vec2::new);
  }

  static Arbitrary<EntityUpdate> entityUpdate() {
    return Combinators.combine(Arbitraries.of(EntityKind.class), unsigned(10),
            Arbitraries.of(true, false), unsigned(20), signed(6), Arbitraries.integers(), vec2(),
            unsigned(16))
        .as(EntityUpdate::new);
  }

  static Arbitrary<Handshake> handshake() {
    return Combinators.combine(bytes(4, 4), Arbitraries.chars(),
            unsigned(16).list().ofSize(3), vec2().list().ofSize(2), Arbitraries.doubles(),
            Arbitraries.floats(), Arbitraries.of(true, false), Arbitraries.longs())
        .as((magic, version, ports, spawns, time, rate, compressed, session) -> new Handshake(
            magic, version, ports.stream().mapToInt(Integer::intValue).toArray(),
            spawns.toArray(new Vec2[0]), time, rate, compressed, session));
  }

  /** Flags hold only bits no field owns: 0x01 belongs to {@code name}. */
  static Arbitrary<GameEvent.Entity> entity() {
    return Combinators.combine(unsigned(8).map(f -> f & ~0x01), Arbitraries.of(EntityKind.class),
            unsigned(13), vec2(), text8().injectNull(0.5))
        .as(GameEvent.Entity::new);
  }

  static Arbitrary<GameEvent> gameEvent() {
    return Arbitraries.oneOf(
        Combinators.combine(text8(), text8()).as(GameEvent.Chat::new),
        // the full 64 entities (@Count max) now and then: big lists are slow to generate
        Arbitraries.frequencyOf(Tuple.of(9, entity().list().ofMaxSize(5)),
                Tuple.of(1, entity().list().ofSize(64)))
            .map(GameEvent.Spawn::new),
        unsigned(16).map(GameEvent.Leave::new));
  }

  // ---- framing

  static Arbitrary<Acks> acks() {
    Arbitrary<String> latin1 = Arbitraries.chars().range('\u0000', '\u00FF').list()
        .ofMaxSize(255).map(cs -> {
          StringBuilder s = new StringBuilder();
          cs.forEach(s::append);
          return s.toString();
        });
    return Combinators.combine(Arbitraries.oneOf(Arbitraries.just(0L), u32()),
            bytes(255).map(BitList::ofBytes), latin1)
        .as((first, acks, name) -> new Acks(first, first == 0 ? null : acks, name));
  }

  /** Event data (event byte and arguments) must not contain CR LF. */
  static Arbitrary<BeerFrame> beerFrame() {
    return Arbitraries.oneOf(
        Combinators.combine(u32(), Arbitraries.shorts(), Arbitraries.shorts())
            .as(BeerFrame.Position::new),
        Combinators.combine(unsigned(8), bytesWithoutCrLf(20)).as(BeerFrame.Event::new)
            .filter(e -> !(e.event() == 0x0D && e.args().length > 0 && e.args()[0] == 0x0A)),
        Arbitraries.just(new BeerFrame.Ping()));
  }

  static Arbitrary<Crc32Frame> crc32Frame() {
    return fixedText(9).map(Crc32Frame::new);
  }

  /** Any long but Long.MIN_VALUE (no sign-and-magnitude form); text without 00. */
  static Arbitrary<Item> item() {
    return Arbitraries.oneOf(
        text(20, false).map(Item.Str::new),
        Arbitraries.oneOf(Arbitraries.longs().between(-70_000, 70_000),
                Arbitraries.longs().between(Long.MIN_VALUE + 1, Long.MAX_VALUE))
            .map(Item.Num::new));
  }

  static Arbitrary<PiesPacket> piesPacket() {
    return Arbitraries.oneOf(
        item().map(PiesPacket.Auth::new),
        item().list().ofMaxSize(5).map(PiesPacket.Location::new));
  }

  static Arbitrary<KermitDatagram> kermitDatagram() {
    return bytes(40).map(KermitDatagram::new);
  }

  /** name without 00; payload at most 8 bytes without CR LF. */
  static Arbitrary<Line> line() {
    return Combinators.combine(text(20, false), bytesWithoutCrLf(8)).as(Line::new);
  }

  static Arbitrary<Reserved> reserved() {
    return Combinators.combine(unsigned(20), unsigned(6), Arbitraries.shorts())
        .as(Reserved::new);
  }

  // ---- layouts

  static Arbitrary<AllTypes> allTypes() {
    return Combinators.combine(Arbitraries.of(true, false), Arbitraries.bytes(),
            Arbitraries.shorts(), Arbitraries.chars(), Arbitraries.integers(), Arbitraries.longs(),
            Arbitraries.floats(), Arbitraries.doubles())
        .as(AllTypes::new);
  }

  static Arbitrary<Inner> inner() {
    return Combinators.combine(Arbitraries.of(Color.class), unsigned(12)).as(Inner::new);
  }

  static Arbitrary<Arrays3> arrays3() {
    return Combinators.combine(unsigned(4), unsigned(4), bytes(3, 3),
            unsigned(16).list().ofSize(3), Arbitraries.of(true, false).list().ofSize(2),
            Arbitraries.of(Color.class).list().ofSize(2), inner().list().ofSize(2),
            Arbitraries.longs())
        .as((version, reserved, raw, ports, flags, colors, inners, id) -> new Arrays3(version,
            reserved, raw, ports.stream().mapToInt(Integer::intValue).toArray(),
            new boolean[] {flags.get(0), flags.get(1)}, colors.toArray(new Color[0]),
            inners.toArray(new Inner[0]), new long[] {id}));
  }

  static Arbitrary<Narrow> narrow() {
    return Combinators.combine(
            Combinators.combine(unsigned(5), signed(5), signed(6).map(Integer::byteValue),
                unsigned(7).map(i -> (char) i.intValue()), unsigned(9).map(Integer::shortValue),
                unsigned(8)).as(Tuple::of),
            Combinators.combine(signed(8), unsigned(24), signed(24), u32(),
                Arbitraries.longs().between(-(1L << 39), (1L << 39) - 1),
                Arbitraries.longs().greaterOrEqual(0)).as(Tuple::of))
        .as((a, b) -> new Narrow(a.get1(), a.get2(), a.get3(), a.get4(), a.get5(), a.get6(),
            b.get1(), b.get2(), b.get3(), b.get4(), b.get5(), b.get6()));
  }

  static Arbitrary<Packed> packed() {
    return Combinators.combine(unsigned(3), unsigned(10), Arbitraries.of(true, false),
            unsigned(20), unsigned(6), Arbitraries.integers(), Arbitraries.integers())
        .as(Packed::new);
  }

  static Arbitrary<PackedLsb> packedLsb() {
    return Combinators.combine(unsigned(3), unsigned(10), Arbitraries.of(true, false),
            unsigned(20), signed(6), Arbitraries.integers(), Arbitraries.integers())
        .as(PackedLsb::new);
  }

  static Arbitrary<Straddle> straddle() {
    return Combinators.combine(unsigned(3), Arbitraries.longs().greaterOrEqual(0), unsigned(6))
        .as(Straddle::new);
  }

  static Arbitrary<Wrapper> wrapper() {
    return Combinators.combine(Arbitraries.bytes(), inner(), inner()).as(Wrapper::new);
  }

  // ---- unions

  static Arbitrary<BeerOp> beerOp() {
    return Arbitraries.oneOf(
        Combinators.combine(u32(), Arbitraries.shorts(), Arbitraries.shorts())
            .as(BeerOp.Position::new),
        Arbitraries.just(new BeerOp.Ping()));
  }

  static Arbitrary<RequestBody> requestBody() {
    return Arbitraries.oneOf(Arbitraries.integers().map(RequestBody.Connect::new),
        Arbitraries.just(new RequestBody.Echo()));
  }

  static Arbitrary<ResponseBody> responseBody() {
    return Arbitraries.oneOf(
        Combinators.combine(u32(), Arbitraries.integers()).as(ResponseBody.Connect::new),
        u32().map(ResponseBody.Keepalive::new),
        Combinators.combine(u32(), unsigned(8), text(30, true))
            .as(ResponseBody.ServerAllow::new));
  }

  /** A message that may stand anywhere in a list (not the unknown kind, which runs to the end). */
  static Arbitrary<NetMessage> knownNetMessage() {
    return Arbitraries.oneOf(
        Combinators.combine(u32(), responseBody()).as(Response::new),
        Combinators.combine(u32(), requestBody()).as(Request::new));
  }

  /** Any u8 kind but 0x12 and 0x28, and the bytes after it. */
  static Arbitrary<NetMessage> unknownMessage() {
    return Combinators.combine(unsigned(8).filter(k -> k != 0x12 && k != 0x28), bytes(20))
        .as(UnknownMessage::new);
  }

  static Arbitrary<NetMessage> netMessage() {
    return Arbitraries.oneOf(knownNetMessage(), unknownMessage());
  }

  /** Up to 255 messages; an unknown one only last. */
  static Arbitrary<Packet> packet() {
    Arbitrary<List<NetMessage>> messages = Combinators.combine(
            knownNetMessage().list().ofMaxSize(5), netMessage().injectNull(0.5))
        .as((known, last) -> {
          List<NetMessage> all = new ArrayList<>(known);
          if (last != null) {
            all.add(last);
          }
          return all;
        });
    return Combinators.combine(u32(), Arbitraries.frequencyOf(Tuple.of(10, messages),
            Tuple.of(1, knownNetMessage().list().ofSize(255))))
        .as(Packet::new);
  }

  // ---- variable

  static Arbitrary<AckHeader> ackHeader() {
    return Combinators.combine(Arbitraries.oneOf(Arbitraries.just(0L), u32()), bytes(255),
            unsigned(8))
        .as((first, acks, n) -> new AckHeader(first, first == 0 ? null : acks, n));
  }

  /** flags 0 (every bit is owned), dataLen the data's length (the encoder writes it). */
  static Arbitrary<AvaraCommand> avaraCommand() {
    Arbitrary<byte[]> data = Arbitraries.oneOf(bytes(8), bytes(254, 300));
    Arbitrary<Integer> p3 = Arbitraries.oneOf(Arbitraries.integers().between(-2, 0x1_0001),
        Arbitraries.integers());
    return Combinators.combine(
            Combinators.combine(unsigned(16), unsigned(8), Arbitraries.bytes(),
                Arbitraries.shorts().injectNull(0.5)).as(Tuple::of),
            p3, Arbitraries.shorts(), Arbitraries.bytes(),
            Arbitraries.bytes().injectNull(0.5), data)
        .as((head, q3, p2, p1, sender, d) -> new AvaraCommand(head.get1(), head.get2(), 0,
            head.get3(), head.get4(), q3, p2, d.length, p1, sender, d));
  }

  static Arbitrary<AvaraDatagramHead> avaraDatagramHead() {
    return Combinators.combine(Arbitraries.shorts(), Arbitraries.integers(), Arbitraries.bytes())
        .as((ack, bitmap, rest) -> new AvaraDatagramHead(ack, (ack & 1) != 0 ? bitmap : null,
            rest));
  }

  /** payloadLength is written from the payload (at most 1023 bytes). */
  static Arbitrary<BitHeader> bitHeader() {
    return Combinators.combine(unsigned(4), unsigned(2),
            Arbitraries.oneOf(bytes(16), bytes(1023), bytes(1023, 1023)))
        .as((type, flags, payload) -> new BitHeader(payload.length, type, flags, payload));
  }

  static Arbitrary<Point> point() {
    return Combinators.combine(Arbitraries.shorts(), Arbitraries.shorts()).as(Point::new);
  }

  static Arbitrary<Chat> chat() {
    return Combinators.combine(unsigned(16), text8(), Arbitraries.oneOf(bytes(16), bytes(1000)),
            point().list().ofMaxSize(4), text(40, true))
        .as(Chat::new);
  }

  /**
   * {@code @Flags} holds only 0x08, the one bit no field owns; p3 is null or any int (u16 when
   * it fits), data null or at most 255 bytes.
   */
  static Arbitrary<Command> command() {
    Arbitrary<Integer> p3 = Arbitraries.oneOf(Arbitraries.integers().between(-2, 0x1_0001),
        Arbitraries.integers());
    return Combinators.combine(
            Combinators.combine(unsigned(16), Arbitraries.of(0, 0x08), Arbitraries.bytes(),
                Arbitraries.shorts().injectNull(0.5)).as(Tuple::of),
            p3.injectNull(0.3), Arbitraries.shorts(), Arbitraries.bytes().injectNull(0.5),
            Arbitraries.bytes().injectNull(0.5), bytes(255).injectNull(0.3))
        .as((head, q3, p2, p1, sender, data) -> new Command(head.get1(), head.get2(),
            head.get3(), head.get4(), q3, p2, p1, sender, data));
  }

  static Arbitrary<Player> player() {
    return Combinators.combine(Arbitraries.bytes(), text8()).as(Player::new);
  }

  /** The player, byte-length prefixed in 8 bits, takes at most 255 bytes. */
  static Arbitrary<Envelope> envelope() {
    return Combinators.combine(player(), Arbitraries.bytes()).as(Envelope::new);
  }

  static Arbitrary<Named> named() {
    return Combinators.combine(fixedText(8), Arbitraries.integers()).as(Named::new);
  }

  /** A 4-bit count: at most 15 values. */
  static Arbitrary<Nibbles> nibbles() {
    return Combinators.combine(unsigned(4), Arbitraries.shorts().list().ofMaxSize(15),
            Arbitraries.integers().list().ofMaxSize(20), Arbitraries.integers())
        .as((kind, values, ids, always) -> {
          short[] v = new short[values.size()];
          for (int i = 0; i < v.length; i++) {
            v[i] = values.get(i);
          }
          return new Nibbles(kind, v, ids, always);
        });
  }

  /** Spectators within a 16-bit byte length: at most 200 players of at most 242 bytes. */
  static Arbitrary<Roster> roster() {
    return Combinators.combine(player().list().ofMaxSize(6),
            Arbitraries.oneOf(player().list().ofMaxSize(6), player().list().ofMaxSize(200)),
            player().list().ofSize(2))
        .as((players, spectators, captains) -> new Roster(players, spectators,
            captains.toArray(new Player[0])));
  }
}
