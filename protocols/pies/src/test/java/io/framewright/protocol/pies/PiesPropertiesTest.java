package io.framewright.protocol.pies;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.framewright.runtime.EncodeException;
import io.framewright.testing.CodecChecks;
import java.util.ArrayList;
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
 * Random valid values of every pies message type (every packet, every item type, the typed
 * items) encode, decode back equal, and re-encode to the same bytes; values the format can not
 * carry are EncodeExceptions naming the field.
 *
 * <p>Valid, per the package docs: text is any Unicode without U+0000 (the data splitter) or
 * unpaired surrogates; numbers any {@code long} but {@link Long#MIN_VALUE}; unknown-item bytes
 * neither {@code 00} nor {@code ff}.
 */
class PiesPropertiesTest {

  @Property(tries = 200)
  void packetsRoundTrip(@ForAll("packets") PiesPacket packet) {
    CodecChecks.roundTrip(PiesPacketCodec.INSTANCE, packet);
    roundTripAsVariant(packet);
  }

  @Property(tries = 200)
  void itemsRoundTrip(@ForAll("items") Item item) {
    CodecChecks.roundTrip(ItemCodec.INSTANCE, item);
    roundTripAsVariant(item);
  }

  @Property(tries = 100)
  void typedItemsRoundTrip(@ForAll("texts") String text, @ForAll("numbers") long number) {
    CodecChecks.roundTrip(StringItemCodec.INSTANCE, new StringItem(text));
    CodecChecks.roundTrip(NumberItemCodec.INSTANCE, new NumberItem(number));
  }

  @Property(tries = 100)
  void unencodableValuesAreRejected(@ForAll("invalid") Tuple2<PiesPacket, String> bad) {
    EncodeException e = CodecChecks.encodeRejects(PiesPacketCodec.INSTANCE, bad.get1());
    assertTrue(e.getMessage().contains(bad.get2()),
        () -> "expected the message to name " + bad.get2() + ": " + e.getMessage());
  }

  @Provide
  Arbitrary<String> texts() {
    return text();
  }

  @Provide
  Arbitrary<Long> numbers() {
    return number();
  }

  @Provide
  Arbitrary<Item> items() {
    return item();
  }

  @Provide
  Arbitrary<PiesPacket> packets() {
    Arbitrary<StringItem> s = text().map(StringItem::new);
    return Arbitraries.oneOf(List.of(
        s.map(PiesPacket.Auth::new),
        Combinators.combine(s, s, s).as(PiesPacket.Location::new),
        Combinators.combine(s, s).as(PiesPacket.Sync::new),
        item().list().ofMaxSize(6).map(PiesPacket.GameUpdate::new),
        s.list().ofMaxSize(6).map(PiesPacket.LevelList::new),
        Combinators.combine(s, number().map(NumberItem::new).list().ofMaxSize(6))
            .as(PiesPacket.LevelData::new),
        s.map(PiesPacket.LevelLoad::new),
        s.map(PiesPacket.Chat::new),
        item().list().ofMaxSize(6).map(PiesPacket.Custom::new),
        Arbitraries.just(new PiesPacket.BadPacket())));
  }

  /** Packets holding one value the format can not carry, and the field the error must name. */
  @Provide
  Arbitrary<Tuple2<PiesPacket, String>> invalid() {
    // text with U+0000, the data splitter, somewhere in it
    Arbitrary<String> withNul = Combinators.combine(text(), text())
        .as((a, b) -> a + '\u0000' + b);
    // raw bytes with 00 (or ff) somewhere in them
    Arbitrary<byte[]> with00 = withByte((byte) 0x00);
    Arbitrary<byte[]> withFf = withByte((byte) 0xFF);
    Arbitrary<List<Item>> items = item().list().ofMaxSize(3);
    return Arbitraries.oneOf(
        withNul.map(t -> Tuple.of(new PiesPacket.Chat(t), "message")),
        Combinators.combine(text(), withNul).as((u, t) ->
            Tuple.of(new PiesPacket.Location(u, "1", t), "y")),
        Combinators.combine(items, withNul, items).as((a, t, b) ->
            Tuple.of(new PiesPacket.GameUpdate(concat(a, new Item.Str(t), b)), "items")),
        Combinators.combine(items, with00, items).as((a, raw, b) ->
            Tuple.of(new PiesPacket.Custom(concat(a, new Item.Unknown(raw), b)), "items")),
        // ff is only the packet's terminator: the packet-level check finds it after the whole
        // variant is written, so the error names the packet type and the byte, not the item
        Combinators.combine(items, withFf, items).as((a, raw, b) ->
            Tuple.of(new PiesPacket.Custom(concat(a, new Item.Unknown(raw), b)),
                "PiesPacket.Custom: the value contains its terminator ff")));
  }

  /**
   * Long.MIN_VALUE has no pies number. Not through {@code encodeRejects}: PiesNumber's
   * {@code size} already rejects it, and the codec, which encodes in one pass, has written the
   * bytes before the number by then; encodeRejects wants nothing written at all in that case.
   */
  @Property(tries = 50)
  void longMinValueIsRejected(@ForAll("texts") String name,
      @ForAll("numbers") long before) {
    EncodeException e = assertThrows(EncodeException.class, () -> PiesPacketCodec.INSTANCE
        .encode(PiesPacket.LevelData.of(name, before, Long.MIN_VALUE)));
    assertEquals("PiesPacket.LevelData.data[1].value", e.fieldPath());
  }

  private static Arbitrary<byte[]> withByte(byte x) {
    return Combinators.combine(rawBytes(), rawBytes()).as((a, b) -> {
      byte[] out = new byte[a.length + 1 + b.length];
      System.arraycopy(a, 0, out, 0, a.length);
      out[a.length] = x;
      System.arraycopy(b, 0, out, a.length + 1, b.length);
      return out;
    });
  }

  private static List<Item> concat(List<Item> a, Item x, List<Item> b) {
    List<Item> all = new ArrayList<>(a);
    all.add(x);
    all.addAll(b);
    return all;
  }

  /** Every item type. */
  static Arbitrary<Item> item() {
    return Arbitraries.oneOf(
        text().map(Item.Str::new),
        number().map(Item.Num::new),
        Arbitraries.of(true, false).map(Item.Bool::new),
        rawBytes().map(Item.Unknown::new));
  }

  /** Any long but Long.MIN_VALUE (whose magnitude has no sign-and-digits form). */
  static Arbitrary<Long> number() {
    return Arbitraries.oneOf(
        Arbitraries.longs().between(-62_500, 62_500),
        Arbitraries.longs().between(Long.MIN_VALUE + 1, Long.MAX_VALUE));
  }

  /** Unknown-item bytes: anything but 00 (data splitter) and ff (packet splitter). */
  static Arbitrary<byte[]> rawBytes() {
    return Arbitraries.integers().between(0x01, 0xFE).map(Integer::byteValue).list()
        .ofMaxSize(20).map(list -> {
          byte[] out = new byte[list.size()];
          for (int i = 0; i < out.length; i++) {
            out[i] = list.get(i);
          }
          return out;
        });
  }

  /** Unicode text without U+0000, mostly ASCII, sometimes any code point. */
  static Arbitrary<String> text() {
    Arbitrary<Integer> codePoint = Arbitraries.frequencyOf(
        Tuple.of(3, Arbitraries.integers().between(0x01, 0x7F)),
        Tuple.of(1, Arbitraries.integers().between(0x01, 0x10FFFF)
            .filter(cp -> cp < 0xD800 || cp > 0xDFFF)));
    return codePoint.list().ofMaxSize(20).map(cps -> {
      StringBuilder s = new StringBuilder();
      cps.forEach(s::appendCodePoint);
      return s.toString();
    });
  }

  /**
   * Each variant record has a codec of its own ({@code PiesPacket_ChatCodec}, ...) that lays it
   * out without its union's tag and terminator; it round-trips too.
   */
  static <T> void roundTripAsVariant(T value) {
    CodecChecks.ownCodec(value).ifPresent(codec -> CodecChecks.roundTrip(codec, value));
  }
}
