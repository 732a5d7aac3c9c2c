package io.framewright.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.framewright.examples.checksum.CountedCheck;
import io.framewright.examples.checksum.CountedCheckCodec;
import io.framewright.examples.checksum.CountedCheckView;
import io.framewright.examples.checksum.ReadingCodec;
import io.framewright.examples.checksum.TaggedFrame;
import io.framewright.examples.checksum.TaggedFrameCodec;
import io.framewright.examples.checksum.TaggedFrameView;
import io.framewright.examples.framing.KermitDatagramCodec;
import io.framewright.examples.framing.KermitDatagramView;
import io.framewright.examples.checksum.ReadingView;
import io.framewright.examples.dns.DnsHeaderCodec;
import io.framewright.examples.dns.Label;
import io.framewright.examples.dns.LabelCodec;
import io.framewright.examples.dns.LabelView;
import io.framewright.examples.framing.NameList;
import io.framewright.examples.framing.NameListCodec;
import io.framewright.examples.framing.NameListView;
import io.framewright.examples.framing.NameList_NameCodec;
import io.framewright.examples.framing.NameList_NameView;
import io.framewright.examples.framing.PiesPacket;
import io.framewright.examples.framing.PiesPacket_LocationCodec;
import io.framewright.examples.framing.PiesPacket_LocationView;
import io.framewright.examples.dns.DnsHeaderView;
import io.framewright.examples.dns.QuestionTailCodec;
import io.framewright.examples.dns.QuestionTailView;
import io.framewright.examples.framing.Acks;
import io.framewright.examples.framing.AcksCodec;
import io.framewright.examples.framing.AcksView;
import io.framewright.examples.framing.BeerFrame;
import io.framewright.examples.framing.BeerFrame_EventCodec;
import io.framewright.examples.framing.BeerFrame_EventView;
import io.framewright.examples.framing.BeerFrame_PingCodec;
import io.framewright.examples.framing.Item;
import io.framewright.examples.framing.Item_NumCodec;
import io.framewright.examples.framing.Item_NumView;
import io.framewright.examples.framing.Item_StrCodec;
import io.framewright.examples.framing.Item_StrView;
import io.framewright.examples.framing.BeerFrame_PingView;
import io.framewright.examples.framing.BeerFrame_PositionCodec;
import io.framewright.examples.framing.BeerFrame_PositionView;
import io.framewright.examples.framing.Crc32FrameCodec;
import io.framewright.examples.framing.Crc32FrameView;
import io.framewright.examples.framing.ReservedCodec;
import io.framewright.examples.framing.ReservedView;
import io.framewright.examples.layouts.AllTypesCodec;
import io.framewright.examples.layouts.AllTypesView;
import io.framewright.examples.layouts.Arrays3Codec;
import io.framewright.examples.layouts.Arrays3View;
import io.framewright.examples.layouts.InnerCodec;
import io.framewright.examples.layouts.InnerView;
import io.framewright.examples.layouts.NarrowCodec;
import io.framewright.examples.layouts.NarrowView;
import io.framewright.examples.layouts.PackedCodec;
import io.framewright.examples.layouts.PackedLsbCodec;
import io.framewright.examples.layouts.PackedLsbView;
import io.framewright.examples.layouts.PackedView;
import io.framewright.examples.layouts.StraddleCodec;
import io.framewright.examples.layouts.StraddleView;
import io.framewright.examples.layouts.WrapperCodec;
import io.framewright.examples.layouts.WrapperView;
import io.framewright.examples.framing.LengthFramed;
import io.framewright.examples.framing.LengthFramedCodec;
import io.framewright.examples.framing.LengthFramedView;
import io.framewright.examples.variable.Player;
import io.framewright.examples.variable.PlayerCodec;
import io.framewright.examples.variable.PlayerView;
import io.framewright.examples.variable.ConvoyCodec;
import io.framewright.examples.variable.ConvoyView;
import io.framewright.examples.variable.Point;
import io.framewright.examples.variable.PointView;
import io.framewright.examples.variable.Squad;
import io.framewright.examples.variable.Convoy;
import io.framewright.examples.variable.SquadCodec;
import io.framewright.examples.variable.SquadView;
import io.framewright.runtime.FixedSizeCodec;
import io.framewright.runtime.BitList;
import io.framewright.runtime.Codec;
import io.framewright.runtime.DecodeException;
import io.framewright.runtime.MessageView;
import io.framewright.testing.Mutations;
import io.framewright.testing.ViewChecks;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;

/**
 * The views of the example messages ({@code @View} on their packages) against their codecs:
 * exact bytes written from the layout by hand, then {@link ViewChecks} (wrap rejects exactly
 * what decode rejects, with the same message; every getter equals the decoded component) on
 * random valid encodings, their mutations, and random bytes.
 */
class ViewsTest {
  /** A codec, a view of its message (reused across inputs, as views are), and its values. */
  record Pair<T extends Record>(Codec<T> codec, MessageView<T> view, Arbitrary<T> values) {
    void check(byte[] input) {
      ViewChecks.agrees(codec, view, input);
    }

    byte[] encode(T value) {
      return codec.encode(value);
    }
  }

  static final List<Pair<?>> PAIRS = List.of(
      new Pair<>(EntityUpdateCodec.INSTANCE, new EntityUpdateView(),
          ExamplesArbitraries.entityUpdate()),
      new Pair<>(Vec2Codec.INSTANCE, new Vec2View(), ExamplesArbitraries.vec2()),
      new Pair<>(HandshakeCodec.INSTANCE, new HandshakeView(), ExamplesArbitraries.handshake()),
      new Pair<>(GameEvent_LeaveCodec.INSTANCE, new GameEvent_LeaveView(),
          ExamplesArbitraries.unsigned(16).map(GameEvent.Leave::new)),
      new Pair<>(AllTypesCodec.INSTANCE, new AllTypesView(), ExamplesArbitraries.allTypes()),
      new Pair<>(Arrays3Codec.INSTANCE, new Arrays3View(), ExamplesArbitraries.arrays3()),
      new Pair<>(InnerCodec.INSTANCE, new InnerView(), ExamplesArbitraries.inner()),
      new Pair<>(NarrowCodec.INSTANCE, new NarrowView(), ExamplesArbitraries.narrow()),
      new Pair<>(PackedCodec.INSTANCE, new PackedView(), ExamplesArbitraries.packed()),
      new Pair<>(PackedLsbCodec.INSTANCE, new PackedLsbView(), ExamplesArbitraries.packedLsb()),
      new Pair<>(StraddleCodec.INSTANCE, new StraddleView(), ExamplesArbitraries.straddle()),
      new Pair<>(WrapperCodec.INSTANCE, new WrapperView(), ExamplesArbitraries.wrapper()),
      new Pair<>(ReservedCodec.INSTANCE, new ReservedView(), ExamplesArbitraries.reserved()),
      new Pair<>(Crc32FrameCodec.INSTANCE, new Crc32FrameView(),
          ExamplesArbitraries.crc32Frame()),
      new Pair<>(BeerFrame_PingCodec.INSTANCE, new BeerFrame_PingView(), null),
      new Pair<>(BeerFrame_PositionCodec.INSTANCE, new BeerFrame_PositionView(), null),
      new Pair<>(ReadingCodec.INSTANCE, new ReadingView(), null),
      new Pair<>(DnsHeaderCodec.INSTANCE, new DnsHeaderView(), null),
      new Pair<>(QuestionTailCodec.INSTANCE, new QuestionTailView(), null),
      // Variable-size messages of the shapes views read: prefixed text, bytes and lists.
      new Pair<>(SquadCodec.INSTANCE, new SquadView(), squads()),
      new Pair<>(ConvoyCodec.INSTANCE, new ConvoyView(), convoys()),
      new Pair<>(PlayerCodec.INSTANCE, new PlayerView(), ExamplesArbitraries.player()),
      new Pair<>(GameEvent_ChatCodec.INSTANCE, new GameEvent_ChatView(),
          net.jqwik.api.Combinators.combine(ExamplesArbitraries.text8(),
              ExamplesArbitraries.text8()).as(GameEvent.Chat::new)),
      new Pair<>(LengthFramedCodec.INSTANCE, new LengthFramedView(),
          ExamplesArbitraries.bytes(40).map(b -> new LengthFramed(b.length, b))),
      new Pair<>(LabelCodec.INSTANCE, new LabelView(),
          ExamplesArbitraries.bytes(63).map(Label::new)),
      // Parts running to the end of the input (@Remaining): text, bytes.
      new Pair<>(Item_StrCodec.INSTANCE, new Item_StrView(),
          ExamplesArbitraries.text8().map(Item.Str::new)),
      // Checksums over variable-size messages: the whole message, an expression's range, a
      // component's range.
      new Pair<>(KermitDatagramCodec.INSTANCE, new KermitDatagramView(),
          ExamplesArbitraries.kermitDatagram()),
      new Pair<>(CountedCheckCodec.INSTANCE, new CountedCheckView(),
          net.jqwik.api.Combinators.combine(Arbitraries.bytes().between((byte) 0, (byte) 40),
              ExamplesArbitraries.bytes(40, 60)).as((n, rest) -> new CountedCheck(n, 0, rest))),
      new Pair<>(TaggedFrameCodec.INSTANCE, new TaggedFrameView(),
          net.jqwik.api.Combinators.combine(Arbitraries.bytes(), ExamplesArbitraries.bytes(9, 9),
              ExamplesArbitraries.bytes(20)).as((v, tag, payload) -> new TaggedFrame(v, tag, 0,
                  payload))),
      // A component read by its own codec (@Using).
      new Pair<>(Item_NumCodec.INSTANCE, new Item_NumView(),
          Arbitraries.longs().between(-1_000_000_000L, 1_000_000_000L).map(Item.Num::new)),
      new Pair<>(BeerFrame_EventCodec.INSTANCE, new BeerFrame_EventView(),
          net.jqwik.api.Combinators.combine(Arbitraries.integers().between(0, 255),
              ExamplesArbitraries.bytes(40)).as(BeerFrame.Event::new)),
      new Pair<>(NameList_NameCodec.INSTANCE, new NameList_NameView(),
          ExamplesArbitraries.text8().map(t -> new NameList.Name(
              t.getBytes(java.nio.charset.StandardCharsets.UTF_8).length, t))),
      // An optional part (@When) read by its own codec (BitList's) in a slice of bytes.
      new Pair<>(AcksCodec.INSTANCE, new AcksView(), acks()),
      // A counted list of variable-size messages.
      new Pair<>(NameListCodec.INSTANCE, new NameListView(),
          ExamplesArbitraries.text8().map(t -> new NameList.Name(
              t.getBytes(java.nio.charset.StandardCharsets.UTF_8).length, t)).list().ofMaxSize(12)
              .map(l -> new NameList(l.size(), l))),
      // A list of unions to the end of the input: items read by the union's view.
      new Pair<>(PiesPacket_LocationCodec.INSTANCE, new PiesPacket_LocationView(),
          ExamplesArbitraries.item().list().ofMaxSize(6).map(PiesPacket.Location::new)),
      // Its constructor rejects a pct over 100: wrap accepts, toRecord reports it as decode.
      // The test packages of real protocols (their own tests check hand-written frames):
      new Pair<>(io.framewright.examples.query.A2sInfoCodec.INSTANCE,
          new io.framewright.examples.query.A2sInfoView(), null),
      new Pair<>(io.framewright.examples.selected.CommandCodec.INSTANCE,
          new io.framewright.examples.selected.CommandView(), null),
      new Pair<>(io.framewright.examples.selected.DrawingCodec.INSTANCE,
          new io.framewright.examples.selected.DrawingView(), null),
      new Pair<>(io.framewright.examples.unions.PacketCodec.INSTANCE,
          new io.framewright.examples.unions.PacketView(), null),
      new Pair<>(io.framewright.examples.unions.RequestCodec.INSTANCE,
          new io.framewright.examples.unions.RequestView(), null),
      new Pair<>(io.framewright.examples.unions.ResponseCodec.INSTANCE,
          new io.framewright.examples.unions.ResponseView(), null),
      new Pair<>(io.framewright.examples.unions.MinecraftFrameCodec.INSTANCE,
          new io.framewright.examples.unions.MinecraftFrameView(), null),
      new Pair<>(io.framewright.examples.variable.MqttPacketCodec.INSTANCE,
          new io.framewright.examples.variable.MqttPacketView(), null),
      new Pair<>(io.framewright.examples.variable.EnvelopeCodec.INSTANCE,
          new io.framewright.examples.variable.EnvelopeView(), ExamplesArbitraries.envelope()),
      new Pair<>(io.framewright.examples.framing.LineCodec.INSTANCE,
          new io.framewright.examples.framing.LineView(), null),
      new Pair<>(io.framewright.examples.ipv4.Ipv4HeaderCodec.INSTANCE,
          new io.framewright.examples.ipv4.Ipv4HeaderView(), null),
      new Pair<>(io.framewright.examples.variable.RosterCodec.INSTANCE,
          new io.framewright.examples.variable.RosterView(), null),
      new Pair<>(io.framewright.examples.dns.DnsMessageCodec.INSTANCE,
          new io.framewright.examples.dns.DnsMessageView(), null),
      new Pair<>(io.framewright.examples.dns.QuestionCodec.INSTANCE,
          new io.framewright.examples.dns.QuestionView(), null),
      new Pair<>(io.framewright.examples.mqtt.MqttPacketCodec.INSTANCE,
          new io.framewright.examples.mqtt.MqttPacketView(), null),
      new Pair<>(io.framewright.examples.variable.AckHeaderCodec.INSTANCE,
          new io.framewright.examples.variable.AckHeaderView(), null),
      new Pair<>(io.framewright.examples.variable.AvaraCommandCodec.INSTANCE,
          new io.framewright.examples.variable.AvaraCommandView(), null),
      new Pair<>(io.framewright.examples.variable.AvaraDatagramHeadCodec.INSTANCE,
          new io.framewright.examples.variable.AvaraDatagramHeadView(), null),
      new Pair<>(io.framewright.examples.variable.BitHeaderCodec.INSTANCE,
          new io.framewright.examples.variable.BitHeaderView(), null),
      new Pair<>(io.framewright.examples.variable.ChatCodec.INSTANCE,
          new io.framewright.examples.variable.ChatView(), null),
      new Pair<>(io.framewright.examples.variable.CommandCodec.INSTANCE,
          new io.framewright.examples.variable.CommandView(), null),
      new Pair<>(io.framewright.examples.variable.NamedCodec.INSTANCE,
          new io.framewright.examples.variable.NamedView(), null),
      new Pair<>(io.framewright.examples.variable.NibblesCodec.INSTANCE,
          new io.framewright.examples.variable.NibblesView(), null),
      new Pair<>(UserConstructorsTest_CheckedCodec.INSTANCE,
          new UserConstructorsTest_CheckedView(), net.jqwik.api.Combinators.combine(
              Arbitraries.integers().between(0, 100), ExamplesArbitraries.text8())
              .as(UserConstructorsTest.Checked::new)));

  static Arbitrary<Convoy> convoys() {
    Arbitrary<Point> point = net.jqwik.api.Combinators.combine(Arbitraries.shorts(),
        Arbitraries.shorts()).as(Point::new);
    return net.jqwik.api.Combinators.combine(Arbitraries.integers(), point,
        point.list().ofMaxSize(16), ExamplesArbitraries.text(8, true)).as(Convoy::new);
  }

  /** Acks with a bitmap exactly when firstAck is not 0, as the codec requires. */
  static Arbitrary<Acks> acks() {
    return net.jqwik.api.Combinators.combine(Arbitraries.oneOf(Arbitraries.just(0L),
            Arbitraries.longs().between(1, 0xFFFF_FFFFL)), ExamplesArbitraries.bytes(12),
        Arbitraries.strings().withCharRange(' ', '\u00ff').ofMaxLength(20))
        .as((first, bits, name) -> new Acks(first, first == 0 ? null : BitList.ofBytes(bits),
            name));
  }

  static Arbitrary<Squad> squads() {
    Arbitrary<Point> point = net.jqwik.api.Combinators.combine(Arbitraries.shorts(),
        Arbitraries.shorts()).as(Point::new);
    Arbitrary<short[]> marks = Arbitraries.shorts().list().ofMaxSize(8).map(l -> {
      short[] out = new short[l.size()];
      for (int i = 0; i < out.length; i++) {
        out[i] = l.get(i);
      }
      return out;
    });
    return net.jqwik.api.Combinators.combine(Arbitraries.integers(),
        point.list().ofMaxSize(64), marks,
        ExamplesArbitraries.text(16, true)).as(Squad::new);
  }

  // ---------------------------------------------------------------- bytes written by hand

  /**
   * EntityUpdate, from its layout (README): kind PICKUP (wire 5) in 3 bits, health 1000 in 10,
   * alive 1, entityId 0xABCDE in 20, heading -3 in 6 signed, packed most significant bit first:
   * 101 1111101000 1 10101011110011011110 111101 = bf 46 af 37 bd; tick 0x01020304
   * little-endian; position (-2, 300) big-endian; sequence 0xBEEF.
   */
  private static final byte[] ENTITY_UPDATE = {
      (byte) 0xBF, 0x46, (byte) 0xAF, 0x37, (byte) 0xBD,
      0x04, 0x03, 0x02, 0x01,
      (byte) 0xFF, (byte) 0xFE, 0x01, 0x2C,
      (byte) 0xBE, (byte) 0xEF};

  @Test
  void entityUpdateGettersReadTheBytesInPlace() {
    EntityUpdateView view = new EntityUpdateView().wrap(ENTITY_UPDATE);
    assertEquals(EntityKind.PICKUP, view.kind());
    assertEquals(1000, view.health());
    assertTrue(view.alive());
    assertEquals(0xABCDE, view.entityId());
    assertEquals(-3, view.heading());
    assertEquals(0x01020304, view.tick());
    assertEquals(-2, view.position().x());
    assertEquals(300, view.position().y());
    assertEquals(0xBEEF, view.sequence());
    assertEquals(new EntityUpdate(EntityKind.PICKUP, 1000, true, 0xABCDE, -3, 0x01020304,
        new Vec2((short) -2, (short) 300), 0xBEEF), view.toRecord());
    assertEquals(15, view.size());
  }

  @Test
  void aViewAtAnOffsetReadsOnlyItsBytesAndFollowsChangesToThem() {
    byte[] buf = new byte[4 + 15 + 6];
    System.arraycopy(ENTITY_UPDATE, 0, buf, 4, 15);
    buf[19] = (byte) 0xFF; // after the message: a prefix wrap ignores it
    EntityUpdateView view = new EntityUpdateView().wrap(buf, 4);
    assertEquals(0xBEEF, view.sequence());
    Vec2View position = view.position();
    buf[4 + 13] = 0x12; // the bytes change under the view: it reads what they now say
    assertEquals(0x12EF, view.sequence());
    buf[4 + 9] = 0x00;
    assertEquals(0xFE, position.x());
    assertSame(position, view.position()); // one child view, re-pointed, never a new one
  }

  @Test
  void anUnknownEnumValueIsRejectedOnWrapAsDecodeRejectsIt() {
    byte[] bad = ENTITY_UPDATE.clone();
    bad[0] = (byte) (0b010 << 5 | (bad[0] & 0x1F)); // kind 2: no constant has it
    DecodeException decode = assertThrows(DecodeException.class,
        () -> EntityUpdateCodec.INSTANCE.decode(bad));
    EntityUpdateView view = new EntityUpdateView().wrap(ENTITY_UPDATE);
    DecodeException wrap = assertThrows(DecodeException.class, () -> view.wrap(bad));
    assertEquals(decode.getMessage(), wrap.getMessage());
    assertTrue(wrap.getMessage().contains("kind"), wrap.getMessage());
    assertFalse(view.isWrapped());
    IllegalStateException unreadable = assertThrows(IllegalStateException.class, view::health);
    assertEquals("EntityUpdateView.health(): the view is not wrapped (no wrap yet, or the last"
        + " one failed), so it has no bytes to read", unreadable.getMessage());
    assertThrows(IllegalStateException.class, view::position);
  }

  @Test
  void aShortOrLongFrameIsRejectedAsDecodeRejectsIt() {
    for (int len : new int[] {0, 14, 16}) {
      byte[] frame = java.util.Arrays.copyOf(ENTITY_UPDATE, len);
      DecodeException decode = assertThrows(DecodeException.class,
          () -> EntityUpdateCodec.INSTANCE.decode(frame));
      DecodeException wrap = assertThrows(DecodeException.class,
          () -> new EntityUpdateView().wrap(frame));
      assertEquals(decode.getMessage(), wrap.getMessage());
    }
  }

  @Test
  void aViewIsUnreadableBeforeItsFirstWrap() {
    HandshakeView view = new HandshakeView();
    assertFalse(view.isWrapped());
    assertThrows(IllegalStateException.class, view::toRecord);
    assertThrows(IllegalStateException.class, () -> view.ports(0));
  }

  @Test
  void indexedGettersCheckTheIndex() {
    Handshake h = new Handshake(new byte[] {1, 2, 3, 4}, 'v', new int[] {80, 443, 65535},
        new Vec2[] {new Vec2((short) 1, (short) 2), new Vec2((short) 3, (short) 4)}, 1.5, 2.5f,
        true, 42L);
    HandshakeView view = new HandshakeView().wrap(HandshakeCodec.INSTANCE.encode(h));
    assertEquals(3, view.portsCount());
    assertEquals(65535, view.ports(2));
    assertEquals(3, view.spawnPoints(1).x());
    assertThrows(IndexOutOfBoundsException.class, () -> view.ports(3));
    assertThrows(IndexOutOfBoundsException.class, () -> view.spawnPoints(-1));
  }

  /**
   * Squad, from its layout: tick 0x01020304; 2 members (1, -2) and (300, 5); 3 marks 7, -1,
   * 0x1234; name "Zo\u00eb", 4 bytes of UTF-8 (e-diaeresis is C3 AB); all big-endian.
   */
  private static final byte[] SQUAD = {
      0x01, 0x02, 0x03, 0x04,
      0x00, 0x02, 0x00, 0x01, (byte) 0xFF, (byte) 0xFE, 0x01, 0x2C, 0x00, 0x05,
      0x03, 0x00, 0x07, (byte) 0xFF, (byte) 0xFF, 0x12, 0x34,
      0x00, 0x04, 0x5A, 0x6F, (byte) 0xC3, (byte) 0xAB};

  @Test
  void aVariableSizeViewReadsListsAndTextInPlace() {
    SquadView view = new SquadView().wrap(SQUAD);
    assertEquals(0x01020304, view.tick());
    assertEquals(2, view.membersCount());
    assertEquals(1, view.members(0).x());
    assertEquals(-2, view.members(0).y());
    assertEquals(300, view.members(1).x());
    assertEquals(5, view.members(1).y());
    assertSame(view.members(0), view.members(1)); // one child view, re-pointed
    assertEquals(3, view.marksCount());
    assertEquals(7, view.marks(0));
    assertEquals(-1, view.marks(1));
    assertEquals(0x1234, view.marks(2));
    assertEquals("Zo\u00eb", view.name());
    assertEquals(4, view.nameLength());
    byte[] dst = new byte[6];
    assertEquals(4, view.nameBytes(dst, 1));
    org.junit.jupiter.api.Assertions.assertArrayEquals(
        new byte[] {0, 0x5A, 0x6F, (byte) 0xC3, (byte) 0xAB, 0}, dst);
    assertTrue(view.nameEquals("Zo\u00eb"));
    assertFalse(view.nameEquals("Zoe"));
    assertFalse(view.nameEquals("Zo\u00eb!"));
    assertFalse(view.nameEquals(null));
    assertEquals(27, view.size());
    Squad built = view.toRecord(); // a short[] compares by identity: component by component
    assertEquals(0x01020304, built.tick());
    assertEquals("Zo\u00eb", built.name());
    org.junit.jupiter.api.Assertions.assertArrayEquals(new short[] {7, -1, 0x1234},
        view.toRecord().marks());
    assertEquals(List.of(new Point((short) 1, (short) -2), new Point((short) 300, (short) 5)),
        view.toRecord().members());
    IllegalArgumentException past = assertThrows(IllegalArgumentException.class,
        () -> view.members(2));
    assertEquals("members(2): no such element, the message holds 2 (from 0)",
        past.getMessage());
    assertThrows(IllegalArgumentException.class, () -> view.marks(-1));
    assertThrows(IllegalArgumentException.class, () -> view.nameBytes(new byte[3], 0));
  }

  @Test
  void aNestedMessageBeforeVaryingPartsIsAChildViewRepointedByWrap() {
    // id 0x01020304, lead (1, -2), one more point (3, 4), name "ab"
    byte[] convoy = {0x01, 0x02, 0x03, 0x04, 0x00, 0x01, (byte) 0xFF, (byte) 0xFE,
        0x01, 0x00, 0x03, 0x00, 0x04, 0x02, 0x61, 0x62};
    ConvoyView view = new ConvoyView().wrap(convoy);
    assertEquals(0x01020304, view.id());
    PointView lead = view.lead();
    assertEquals(1, lead.x());
    assertEquals(-2, lead.y());
    assertEquals(1, view.restCount());
    assertEquals(3, view.rest(0).x());
    assertEquals(4, view.rest(0).y());
    assertTrue(view.nameEquals("ab"));
    assertEquals(16, view.size());
    byte[] other = convoy.clone();
    other[5] = 0x07; // lead.x 7
    assertSame(lead, view.wrap(other).lead()); // the one child, re-pointed
    assertEquals(7, lead.x());
    ViewChecks.agrees(ConvoyCodec.INSTANCE, view, convoy);
  }

  @Test
  void aListOfMessagesIsWalkedByACursorThatAllocatesNothing() {
    SquadView view = new SquadView().wrap(SQUAD);
    SquadView.MembersCursor members = view.members();
    assertSame(members, view.members()); // one cursor, started over by each call
    assertEquals(2, members.remaining());
    assertTrue(members.hasNext());
    PointView first = members.next();
    assertEquals(1, first.x());
    assertEquals(-2, first.y());
    assertEquals(1, members.remaining());
    assertSame(first, members.next()); // the list's one child view, re-pointed
    assertEquals(300, first.x());
    assertEquals(5, first.y());
    assertFalse(members.hasNext());
    assertEquals("members: no element after the last",
        assertThrows(java.util.NoSuchElementException.class, members::next).getMessage());
    StringBuilder seen = new StringBuilder();
    for (PointView p : view.members()) { // for-each: the cursor is its own Iterable
      seen.append(p.x()).append(',').append(p.y()).append(' ');
    }
    assertEquals("1,-2 300,5 ", seen.toString());
    assertThrows(IllegalStateException.class, () -> new SquadView().members());
  }

  @Test
  void aVariableSizeViewRejectsWhatDecodeRejects() {
    byte[] badText = SQUAD.clone();
    badText[26] = 0x28; // C3 28: not UTF-8
    byte[] tooMany = SQUAD.clone();
    tooMany[5] = 65; // 65 members, at most 64
    byte[] trailing = java.util.Arrays.copyOf(SQUAD, 28);
    byte[] cut = java.util.Arrays.copyOf(SQUAD, 25);
    SquadView view = new SquadView();
    for (byte[] bad : List.of(badText, tooMany, trailing, cut)) {
      DecodeException decode = assertThrows(DecodeException.class,
          () -> SquadCodec.INSTANCE.decode(bad));
      view.wrap(SQUAD);
      DecodeException wrap = assertThrows(DecodeException.class, () -> view.wrap(bad));
      assertEquals(decode.getMessage(), wrap.getMessage());
      assertFalse(view.isWrapped());
      assertThrows(IllegalStateException.class, view::name);
      assertThrows(IllegalStateException.class, view::membersCount);
    }
    assertTrue(assertThrows(DecodeException.class, () -> view.wrap(badText)).getMessage()
        .contains("UTF-8"));
    // Bytes after the message: only a prefix wrap ignores them.
    assertEquals(27, view.wrap(trailing, 0).size());
    assertEquals("Zo\u00eb", view.name());
  }

  @Test
  void wrappingAndReadingAVariableSizeViewAllocatesNothing() {
    SquadView view = new SquadView();
    assertAllocatesNothing(() -> read(view));
  }

  /**
   * {@code read} (a wrap and some getters, returning a sum of what they read) 10000 times
   * allocates nothing: under 10000 bytes in all.
   */
  static void assertAllocatesNothing(java.util.function.LongSupplier read) {
    com.sun.management.ThreadMXBean threads =
        (com.sun.management.ThreadMXBean) java.lang.management.ManagementFactory
            .getThreadMXBean();
    long sum = read.getAsLong(); // loads and links everything first
    long before = threads.getCurrentThreadAllocatedBytes();
    for (int i = 0; i < 10_000; i++) {
      sum += read.getAsLong();
    }
    long allocated = threads.getCurrentThreadAllocatedBytes() - before;
    // One object per wrap would be at least 16 bytes each, 160000 in all; the JIT compiling
    // meanwhile and the counter itself account for a few hundred.
    assertTrue(allocated < 10_000, allocated + " byte(s) allocated by 10000 wraps (sum " + sum
        + ")");
  }

  private static long read(SquadView view) {
    view.wrap(SQUAD);
    long sum = view.tick() + view.nameLength() + (view.nameEquals("Zo\u00eb") ? 1 : 0);
    for (int i = 0; i < view.membersCount(); i++) {
      sum += view.members(i).x() + view.members(i).y();
    }
    for (int i = 0; i < view.marksCount(); i++) {
      sum += view.marks(i);
    }
    return sum;
  }

  /**
   * Acks, from its layout: u32 firstAck, then only when it is not 0 a u8 length and the ack
   * bytes (BitList, bit i of byte i / 8), then a u8 length and the Latin-1 name.
   */
  @Test
  void acksWithAndWithoutTheirBitmap() {
    AcksView view = new AcksView();
    view.wrap(java.util.HexFormat.of().parseHex("00000005" + "02" + "0580" + "02" + "6869"));
    assertEquals(5L, view.firstAck());
    assertTrue(view.hasAcks());
    assertEquals(BitList.withSetBits(2, 0, 2, 15), view.acks());
    assertEquals("hi", view.name());
    view.wrap(java.util.HexFormat.of().parseHex("00000000" + "02" + "6869"));
    assertFalse(view.hasAcks());
    assertThrows(IllegalStateException.class, view::acks);
    assertEquals("hi", view.name());
    // A bitmap past the end: decode's error, and nothing left to read.
    byte[] bad = java.util.HexFormat.of().parseHex("00000001" + "05" + "0580");
    assertEquals(assertThrows(DecodeException.class, () -> AcksCodec.INSTANCE.decode(bad))
        .getMessage(), assertThrows(DecodeException.class, () -> view.wrap(bad)).getMessage());
    assertFalse(view.isWrapped());
  }

  // ---------------------------------------------------------------- generated inputs

  @Provide
  Arbitrary<Object[]> encodings() {
    return Arbitraries.of(PAIRS.stream().filter(p -> p.values() != null).toList())
        .flatMap(ViewsTest::encodingOf);
  }

  private static <T extends Record> Arbitrary<Object[]> encodingOf(Pair<?> pair) {
    @SuppressWarnings("unchecked")
    Pair<T> p = (Pair<T>) pair;
    return p.values().map(v -> new Object[] {p, p.encode(v)});
  }

  /** Valid encodings agree, and so do (mostly invalid) mutations of them. */
  @Property(tries = 400)
  void validEncodingsAndTheirMutations(@ForAll("encodings") Object[] c, @ForAll long seed) {
    Pair<?> pair = (Pair<?>) c[0];
    byte[] bytes = (byte[]) c[1];
    assertNotNull(ViewChecks.agrees(cast(pair).codec(), cast(pair).view(), bytes));
    Mutations.run(List.of(bytes), seed, 20, pair::check);
  }

  /** Random bytes of about the message's size: mostly rejected, by both alike. */
  @Property(tries = 400)
  void anyBytes(@ForAll("pairs") Pair<?> pair, @ForAll long seed) {
    java.util.Random random = new java.util.Random(seed);
    int size = pair.codec() instanceof FixedSizeCodec<?> ? pair.view().size()
        : 2 + random.nextInt(30);
    byte[] input = new byte[Math.max(0, size - 1 + random.nextInt(3))];
    random.nextBytes(input);
    pair.check(input);
  }

  @Provide
  Arbitrary<Pair<?>> pairs() {
    return Arbitraries.of(PAIRS);
  }

  @SuppressWarnings("unchecked")
  private static <T extends Record> Pair<T> cast(Pair<?> p) {
    return (Pair<T>) p;
  }
}
