package io.framewright.examples;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.framewright.examples.framing.AcksCodec;
import io.framewright.examples.framing.BeerFrameCodec;
import io.framewright.examples.framing.Crc32FrameCodec;
import io.framewright.examples.framing.ItemCodec;
import io.framewright.examples.framing.KermitDatagramCodec;
import io.framewright.examples.framing.LineCodec;
import io.framewright.examples.framing.PiesPacketCodec;
import io.framewright.examples.framing.ReservedCodec;
import io.framewright.examples.layouts.AllTypesCodec;
import io.framewright.examples.layouts.Arrays3Codec;
import io.framewright.examples.layouts.InnerCodec;
import io.framewright.examples.layouts.NarrowCodec;
import io.framewright.examples.layouts.PackedCodec;
import io.framewright.examples.layouts.PackedLsbCodec;
import io.framewright.examples.layouts.StraddleCodec;
import io.framewright.examples.layouts.WrapperCodec;
import io.framewright.examples.unions.BeerOpCodec;
import io.framewright.examples.unions.NetMessageCodec;
import io.framewright.examples.unions.PacketCodec;
import io.framewright.examples.unions.RequestBodyCodec;
import io.framewright.examples.unions.ResponseBodyCodec;
import io.framewright.examples.variable.AckHeaderCodec;
import io.framewright.examples.variable.AvaraCommandCodec;
import io.framewright.examples.variable.AvaraDatagramHeadCodec;
import io.framewright.examples.variable.BitHeaderCodec;
import io.framewright.examples.variable.ChatCodec;
import io.framewright.examples.variable.CommandCodec;
import io.framewright.examples.variable.EnvelopeCodec;
import io.framewright.examples.variable.NamedCodec;
import io.framewright.examples.variable.NibblesCodec;
import io.framewright.examples.variable.PlayerCodec;
import io.framewright.examples.variable.PointCodec;
import io.framewright.examples.variable.RosterCodec;
import io.framewright.runtime.Codec;
import io.framewright.runtime.EncodeException;
import io.framewright.runtime.WireReader;
import io.framewright.testing.CodecChecks;
import java.lang.reflect.Array;
import java.lang.reflect.RecordComponent;
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
 * Random valid values of every example message (the Demo's, and those of the tests'
 * {@code framing}, {@code layouts}, {@code unions} and {@code variable} packages) encode, decode
 * back equal, and re-encode to the same bytes. Ranges: {@link ExamplesArbitraries}.
 *
 * <p>Many example records hold arrays and keep the record's reference equality; they go
 * through {@link Deep}, which compares record components, arrays and lists by content.
 */
class ExamplesPropertiesTest {
  private static final int TRIES = 100;

  // ---- the Demo's messages

  @Property(tries = TRIES)
  void vec2(@ForAll("vec2s") Vec2 v) {
    CodecChecks.roundTrip(Vec2Codec.INSTANCE, v);
  }

  @Property(tries = TRIES)
  void entityUpdate(@ForAll("entityUpdates") EntityUpdate v) {
    CodecChecks.roundTrip(EntityUpdateCodec.INSTANCE, v);
  }

  @Property(tries = TRIES)
  void handshake(@ForAll("handshakes") Handshake v) {
    deep(HandshakeCodec.INSTANCE, v);
  }

  @Property(tries = TRIES)
  void gameEvent(@ForAll("gameEvents") GameEvent v) {
    CodecChecks.roundTrip(GameEventCodec.INSTANCE, v);
    roundTripAsVariant(v);
  }

  @Property(tries = TRIES)
  void gameEventEntity(@ForAll("entities") GameEvent.Entity v) {
    CodecChecks.roundTrip(GameEvent_EntityCodec.INSTANCE, v);
  }

  // ---- framing

  @Property(tries = TRIES)
  void acks(@ForAll("ackss") io.framewright.examples.framing.Acks v) {
    CodecChecks.roundTrip(AcksCodec.INSTANCE, v);
  }

  @Property(tries = TRIES)
  void beerFrame(@ForAll("beerFrames") io.framewright.examples.framing.BeerFrame v) {
    deep(BeerFrameCodec.INSTANCE, v);
    roundTripAsVariant(v);
  }

  @Property(tries = TRIES)
  void crc32Frame(@ForAll("crc32Frames") io.framewright.examples.framing.Crc32Frame v) {
    CodecChecks.roundTrip(Crc32FrameCodec.INSTANCE, v);
  }

  @Property(tries = TRIES)
  void item(@ForAll("items") io.framewright.examples.framing.Item v) {
    CodecChecks.roundTrip(ItemCodec.INSTANCE, v);
    roundTripAsVariant(v);
  }

  @Property(tries = TRIES)
  void piesPacket(@ForAll("piesPackets") io.framewright.examples.framing.PiesPacket v) {
    CodecChecks.roundTrip(PiesPacketCodec.INSTANCE, v);
    roundTripAsVariant(v);
  }

  @Property(tries = TRIES)
  void kermitDatagram(
      @ForAll("kermitDatagrams") io.framewright.examples.framing.KermitDatagram v) {
    deep(KermitDatagramCodec.INSTANCE, v);
  }

  @Property(tries = TRIES)
  void line(@ForAll("lines") io.framewright.examples.framing.Line v) {
    deep(LineCodec.INSTANCE, v);
  }

  @Property(tries = TRIES)
  void reserved(@ForAll("reserveds") io.framewright.examples.framing.Reserved v) {
    CodecChecks.roundTrip(ReservedCodec.INSTANCE, v);
  }

  // ---- layouts

  @Property(tries = TRIES)
  void allTypes(@ForAll("allTypess") io.framewright.examples.layouts.AllTypes v) {
    CodecChecks.roundTrip(AllTypesCodec.INSTANCE, v);
  }

  @Property(tries = TRIES)
  void arrays3(@ForAll("arrays3s") io.framewright.examples.layouts.Arrays3 v) {
    deep(Arrays3Codec.INSTANCE, v);
  }

  @Property(tries = TRIES)
  void inner(@ForAll("inners") io.framewright.examples.layouts.Inner v) {
    CodecChecks.roundTrip(InnerCodec.INSTANCE, v);
  }

  @Property(tries = TRIES)
  void narrow(@ForAll("narrows") io.framewright.examples.layouts.Narrow v) {
    CodecChecks.roundTrip(NarrowCodec.INSTANCE, v);
  }

  @Property(tries = TRIES)
  void packed(@ForAll("packeds") io.framewright.examples.layouts.Packed v) {
    CodecChecks.roundTrip(PackedCodec.INSTANCE, v);
  }

  @Property(tries = TRIES)
  void packedLsb(@ForAll("packedLsbs") io.framewright.examples.layouts.PackedLsb v) {
    CodecChecks.roundTrip(PackedLsbCodec.INSTANCE, v);
  }

  @Property(tries = TRIES)
  void straddle(@ForAll("straddles") io.framewright.examples.layouts.Straddle v) {
    CodecChecks.roundTrip(StraddleCodec.INSTANCE, v);
  }

  @Property(tries = TRIES)
  void wrapper(@ForAll("wrappers") io.framewright.examples.layouts.Wrapper v) {
    CodecChecks.roundTrip(WrapperCodec.INSTANCE, v);
  }

  // ---- unions

  @Property(tries = TRIES)
  void beerOp(@ForAll("beerOps") io.framewright.examples.unions.BeerOp v) {
    CodecChecks.roundTrip(BeerOpCodec.INSTANCE, v);
    roundTripAsVariant(v);
  }

  @Property(tries = TRIES)
  void requestBody(@ForAll("requestBodies") io.framewright.examples.unions.RequestBody v) {
    CodecChecks.roundTrip(RequestBodyCodec.INSTANCE, v);
    roundTripAsVariant(v);
  }

  @Property(tries = TRIES)
  void responseBody(@ForAll("responseBodies") io.framewright.examples.unions.ResponseBody v) {
    CodecChecks.roundTrip(ResponseBodyCodec.INSTANCE, v);
    roundTripAsVariant(v);
  }

  @Property(tries = TRIES)
  void netMessage(@ForAll("netMessages") io.framewright.examples.unions.NetMessage v) {
    deep(NetMessageCodec.INSTANCE, v);
    roundTripAsVariant(v);
  }

  @Property(tries = TRIES)
  void packet(@ForAll("packets") io.framewright.examples.unions.Packet v) {
    deep(PacketCodec.INSTANCE, v);
  }

  // ---- variable

  @Property(tries = TRIES)
  void ackHeader(@ForAll("ackHeaders") io.framewright.examples.variable.AckHeader v) {
    deep(AckHeaderCodec.INSTANCE, v);
  }

  @Property(tries = TRIES)
  void avaraCommand(@ForAll("avaraCommands") io.framewright.examples.variable.AvaraCommand v) {
    deep(AvaraCommandCodec.INSTANCE, v);
  }

  @Property(tries = TRIES)
  void avaraDatagramHead(
      @ForAll("avaraDatagramHeads") io.framewright.examples.variable.AvaraDatagramHead v) {
    CodecChecks.roundTrip(AvaraDatagramHeadCodec.INSTANCE, v);
  }

  @Property(tries = TRIES)
  void bitHeader(@ForAll("bitHeaders") io.framewright.examples.variable.BitHeader v) {
    deep(BitHeaderCodec.INSTANCE, v);
  }

  @Property(tries = TRIES)
  void chat(@ForAll("chats") io.framewright.examples.variable.Chat v) {
    deep(ChatCodec.INSTANCE, v);
  }

  @Property(tries = TRIES)
  void command(@ForAll("commands") io.framewright.examples.variable.Command v) {
    deep(CommandCodec.INSTANCE, v);
  }

  @Property(tries = TRIES)
  void envelope(@ForAll("envelopes") io.framewright.examples.variable.Envelope v) {
    CodecChecks.roundTrip(EnvelopeCodec.INSTANCE, v);
  }

  @Property(tries = TRIES)
  void named(@ForAll("nameds") io.framewright.examples.variable.Named v) {
    CodecChecks.roundTrip(NamedCodec.INSTANCE, v);
  }

  @Property(tries = TRIES)
  void nibbles(@ForAll("nibbless") io.framewright.examples.variable.Nibbles v) {
    deep(NibblesCodec.INSTANCE, v);
  }

  @Property(tries = TRIES)
  void playerAndPoint(@ForAll("players") io.framewright.examples.variable.Player v,
      @ForAll("points") io.framewright.examples.variable.Point p) {
    CodecChecks.roundTrip(PlayerCodec.INSTANCE, v);
    CodecChecks.roundTrip(PointCodec.INSTANCE, p);
  }

  @Property(tries = TRIES)
  void roster(@ForAll("rosters") io.framewright.examples.variable.Roster v) {
    deep(RosterCodec.INSTANCE, v);
  }

  // ---- out of range

  @Property(tries = TRIES)
  void outOfRangeValuesAreRejected(@ForAll("invalid") Tuple2<Object, String> bad) {
    EncodeException e = rejects(bad.get1());
    assertTrue(e.getMessage().startsWith(bad.get2()),
        () -> "expected the message to name " + bad.get2() + ": " + e.getMessage());
  }

  private static EncodeException rejects(Object value) {
    if (value instanceof EntityUpdate u) {
      return CodecChecks.encodeRejects(EntityUpdateCodec.INSTANCE, u);
    }
    if (value instanceof GameEvent g) {
      return CodecChecks.encodeRejects(GameEventCodec.INSTANCE, g);
    }
    return CodecChecks.encodeRejects(NarrowCodec.INSTANCE,
        (io.framewright.examples.layouts.Narrow) value);
  }

  /** Values with one field out of range, and the field path the error must start with. */
  @Provide
  Arbitrary<Tuple2<Object, String>> invalid() {
    Arbitrary<Integer> over10Bits = Arbitraries.integers().greaterOrEqual(1024);
    return Arbitraries.oneOf(
        Combinators.combine(ExamplesArbitraries.entityUpdate(), over10Bits)
            .as((u, health) -> Tuple.of(new EntityUpdate(u.kind(), health, u.alive(),
                u.entityId(), u.heading(), u.tick(), u.position(), u.sequence()),
                "EntityUpdate.health")),
        Combinators.combine(ExamplesArbitraries.entityUpdate(),
                Arbitraries.oneOf(Arbitraries.integers().lessOrEqual(-33),
                    Arbitraries.integers().greaterOrEqual(32)))
            .as((u, heading) -> Tuple.of(new EntityUpdate(u.kind(), u.health(), u.alive(),
                u.entityId(), heading, u.tick(), u.position(), u.sequence()),
                "EntityUpdate.heading")),
        // a sender of more than 255 UTF-8 bytes does not fit its u8 length
        Combinators.combine(Arbitraries.strings().withCharRange('a', 'z').ofMinLength(256)
                .ofMaxLength(300), ExamplesArbitraries.text8())
            .as((sender, text) -> Tuple.of(new GameEvent.Chat(sender, text),
                "GameEvent.Chat.sender")),
        // more than 64 entities (@Count max)
        ExamplesArbitraries.entity().list().ofMinSize(65).ofMaxSize(70)
            .map(es -> Tuple.of(new GameEvent.Spawn(es), "GameEvent.Spawn.entities")),
        Combinators.combine(ExamplesArbitraries.narrow(), Arbitraries.longs().lessOrEqual(-1))
            .as((n, u63) -> Tuple.of(new io.framewright.examples.layouts.Narrow(n.u5(), n.s5(),
                n.s6(), n.ascii(), n.u9(), n.u8(), n.s8(), n.u24le(), n.s24(), n.u32(), n.s40(),
                u63), "Narrow.u63")));
  }

  // ---- providers

  @Provide Arbitrary<Vec2> vec2s() {
    return ExamplesArbitraries.vec2();
  }

  @Provide Arbitrary<EntityUpdate> entityUpdates() {
    return ExamplesArbitraries.entityUpdate();
  }

  @Provide Arbitrary<Handshake> handshakes() {
    return ExamplesArbitraries.handshake();
  }

  @Provide Arbitrary<GameEvent> gameEvents() {
    return ExamplesArbitraries.gameEvent();
  }

  @Provide Arbitrary<GameEvent.Entity> entities() {
    return ExamplesArbitraries.entity();
  }

  @Provide Arbitrary<io.framewright.examples.framing.Acks> ackss() {
    return ExamplesArbitraries.acks();
  }

  @Provide Arbitrary<io.framewright.examples.framing.BeerFrame> beerFrames() {
    return ExamplesArbitraries.beerFrame();
  }

  @Provide Arbitrary<io.framewright.examples.framing.Crc32Frame> crc32Frames() {
    return ExamplesArbitraries.crc32Frame();
  }

  @Provide Arbitrary<io.framewright.examples.framing.Item> items() {
    return ExamplesArbitraries.item();
  }

  @Provide Arbitrary<io.framewright.examples.framing.PiesPacket> piesPackets() {
    return ExamplesArbitraries.piesPacket();
  }

  @Provide Arbitrary<io.framewright.examples.framing.KermitDatagram> kermitDatagrams() {
    return ExamplesArbitraries.kermitDatagram();
  }

  @Provide Arbitrary<io.framewright.examples.framing.Line> lines() {
    return ExamplesArbitraries.line();
  }

  @Provide Arbitrary<io.framewright.examples.framing.Reserved> reserveds() {
    return ExamplesArbitraries.reserved();
  }

  @Provide Arbitrary<io.framewright.examples.layouts.AllTypes> allTypess() {
    return ExamplesArbitraries.allTypes();
  }

  @Provide Arbitrary<io.framewright.examples.layouts.Arrays3> arrays3s() {
    return ExamplesArbitraries.arrays3();
  }

  @Provide Arbitrary<io.framewright.examples.layouts.Inner> inners() {
    return ExamplesArbitraries.inner();
  }

  @Provide Arbitrary<io.framewright.examples.layouts.Narrow> narrows() {
    return ExamplesArbitraries.narrow();
  }

  @Provide Arbitrary<io.framewright.examples.layouts.Packed> packeds() {
    return ExamplesArbitraries.packed();
  }

  @Provide Arbitrary<io.framewright.examples.layouts.PackedLsb> packedLsbs() {
    return ExamplesArbitraries.packedLsb();
  }

  @Provide Arbitrary<io.framewright.examples.layouts.Straddle> straddles() {
    return ExamplesArbitraries.straddle();
  }

  @Provide Arbitrary<io.framewright.examples.layouts.Wrapper> wrappers() {
    return ExamplesArbitraries.wrapper();
  }

  @Provide Arbitrary<io.framewright.examples.unions.BeerOp> beerOps() {
    return ExamplesArbitraries.beerOp();
  }

  @Provide Arbitrary<io.framewright.examples.unions.RequestBody> requestBodies() {
    return ExamplesArbitraries.requestBody();
  }

  @Provide Arbitrary<io.framewright.examples.unions.ResponseBody> responseBodies() {
    return ExamplesArbitraries.responseBody();
  }

  @Provide Arbitrary<io.framewright.examples.unions.NetMessage> netMessages() {
    return ExamplesArbitraries.netMessage();
  }

  @Provide Arbitrary<io.framewright.examples.unions.Packet> packets() {
    return ExamplesArbitraries.packet();
  }

  @Provide Arbitrary<io.framewright.examples.variable.AckHeader> ackHeaders() {
    return ExamplesArbitraries.ackHeader();
  }

  @Provide Arbitrary<io.framewright.examples.variable.AvaraCommand> avaraCommands() {
    return ExamplesArbitraries.avaraCommand();
  }

  @Provide Arbitrary<io.framewright.examples.variable.AvaraDatagramHead> avaraDatagramHeads() {
    return ExamplesArbitraries.avaraDatagramHead();
  }

  @Provide Arbitrary<io.framewright.examples.variable.BitHeader> bitHeaders() {
    return ExamplesArbitraries.bitHeader();
  }

  @Provide Arbitrary<io.framewright.examples.variable.Chat> chats() {
    return ExamplesArbitraries.chat();
  }

  @Provide Arbitrary<io.framewright.examples.variable.Command> commands() {
    return ExamplesArbitraries.command();
  }

  @Provide Arbitrary<io.framewright.examples.variable.Envelope> envelopes() {
    return ExamplesArbitraries.envelope();
  }

  @Provide Arbitrary<io.framewright.examples.variable.Named> nameds() {
    return ExamplesArbitraries.named();
  }

  @Provide Arbitrary<io.framewright.examples.variable.Nibbles> nibbless() {
    return ExamplesArbitraries.nibbles();
  }

  @Provide Arbitrary<io.framewright.examples.variable.Player> players() {
    return ExamplesArbitraries.player();
  }

  @Provide Arbitrary<io.framewright.examples.variable.Point> points() {
    return ExamplesArbitraries.point();
  }

  @Provide Arbitrary<io.framewright.examples.variable.Roster> rosters() {
    return ExamplesArbitraries.roster();
  }

  // ---- helpers

  /** CodecChecks.roundTrip, comparing by content (records, arrays, lists) instead of equals. */
  static <T> void deep(Codec<T> codec, T value) {
    CodecChecks.roundTrip(new DeepCodec<>(codec), new Deep<>(value));
  }

  /**
   * A variant record's own codec ({@code GameEvent_ChatCodec}, ...), which lays it out without
   * its union's tag, round-trips too; {@code @UnknownTag} variants have none.
   */
  static <T> void roundTripAsVariant(T value) {
    CodecChecks.ownCodec(value).ifPresent(codec -> deep(codec, value));
  }

  /** A value compared, hashed and printed by content. */
  record Deep<T>(T value) {
    @Override
    public boolean equals(Object o) {
      return o instanceof Deep<?> d && deepEquals(value, d.value);
    }

    @Override
    public int hashCode() {
      return 0;
    }

    @Override
    public String toString() {
      return describe(value);
    }

    static boolean deepEquals(Object a, Object b) {
      if (a == b) {
        return true;
      }
      if (a == null || b == null) {
        return false;
      }
      // any List implementation: decoders build their own
      if (a instanceof List<?> la && b instanceof List<?> lb) {
        if (la.size() != lb.size()) {
          return false;
        }
        for (int i = 0; i < la.size(); i++) {
          if (!deepEquals(la.get(i), lb.get(i))) {
            return false;
          }
        }
        return true;
      }
      if (a.getClass() != b.getClass()) {
        return false;
      }
      if (a.getClass().isArray()) {
        int n = Array.getLength(a);
        if (n != Array.getLength(b)) {
          return false;
        }
        for (int i = 0; i < n; i++) {
          if (!deepEquals(Array.get(a, i), Array.get(b, i))) {
            return false;
          }
        }
        return true;
      }
      if (a.getClass().isRecord()) {
        for (RecordComponent c : a.getClass().getRecordComponents()) {
          if (!deepEquals(component(c, a), component(c, b))) {
            return false;
          }
        }
        return true;
      }
      return a.equals(b);
    }

    static String describe(Object a) {
      if (a == null) {
        return "null";
      }
      if (a.getClass().isArray()) {
        StringBuilder s = new StringBuilder("[");
        for (int i = 0; i < Array.getLength(a); i++) {
          s.append(i == 0 ? "" : ", ").append(describe(Array.get(a, i)));
        }
        return s.append(']').toString();
      }
      if (a instanceof List<?> l) {
        return describe(l.toArray());
      }
      if (a.getClass().isRecord()) {
        StringBuilder s = new StringBuilder(a.getClass().getSimpleName()).append('[');
        RecordComponent[] cs = a.getClass().getRecordComponents();
        for (int i = 0; i < cs.length; i++) {
          s.append(i == 0 ? "" : ", ").append(cs[i].getName()).append('=')
              .append(describe(component(cs[i], a)));
        }
        return s.append(']').toString();
      }
      return String.valueOf(a);
    }

    private static Object component(RecordComponent c, Object record) {
      try {
        c.getAccessor().setAccessible(true);
        return c.getAccessor().invoke(record);
      } catch (ReflectiveOperationException e) {
        throw new AssertionError(e);
      }
    }
  }

  /** {@code codec} over {@link Deep} values. */
  record DeepCodec<T>(Codec<T> codec) implements Codec<Deep<T>> {
    @SuppressWarnings("unchecked")
    @Override
    public Class<Deep<T>> type() {
      return (Class<Deep<T>>) (Class<?>) Deep.class;
    }

    @Override
    public int size(Deep<T> value) {
      return codec.size(value.value());
    }

    @Override
    public int encode(Deep<T> value, byte[] buf, int off) {
      return codec.encode(value.value(), buf, off);
    }

    @Override
    public Deep<T> decode(byte[] buf, int off, int len) {
      return new Deep<>(codec.decode(buf, off, len));
    }

    @Override
    public Deep<T> read(WireReader in) {
      return new Deep<>(codec.read(in));
    }

    @Override
    public String toString() {
      return codec.getClass().getSimpleName();
    }
  }
}
