package io.framewright.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.framewright.examples.checksum.ReadingCodec;
import io.framewright.examples.checksum.ReadingView;
import io.framewright.examples.dns.DnsHeaderCodec;
import io.framewright.examples.dns.DnsHeaderView;
import io.framewright.examples.dns.QuestionTailCodec;
import io.framewright.examples.dns.QuestionTailView;
import io.framewright.examples.framing.BeerFrame_PingCodec;
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
      new Pair<>(QuestionTailCodec.INSTANCE, new QuestionTailView(), null));

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
    int size = pair.view().size();
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
