package io.framewright.examples;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.framewright.examples.variable.Chat;
import io.framewright.examples.variable.ChatCodec;
import io.framewright.examples.variable.Named;
import io.framewright.examples.variable.NamedCodec;
import io.framewright.examples.variable.Nibbles;
import io.framewright.examples.variable.NibblesCodec;
import io.framewright.examples.variable.Player;
import io.framewright.examples.variable.Point;
import io.framewright.examples.variable.Roster;
import io.framewright.examples.variable.RosterCodec;
import io.framewright.runtime.DecodeException;
import io.framewright.runtime.EncodeException;
import io.framewright.runtime.Hex;
import io.framewright.runtime.WireReader;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Counts, lengths and the rest of the input; every expected byte written out by hand. */
class VariableLayoutTest {

  private static final Chat CHAT = new Chat(7, "bob", new byte[] {1, 2, 3},
      List.of(new Point((short) 1, (short) 2), new Point((short) 3, (short) -4)), "hi é");
  // channel 0007 | sender length 03 "bob" | blob length 0003 010203 | 2 points
  // (0001,0002) (0003,fffc) | text to the end: "hi " c3a9
  private static final String CHAT_HEX =
      "0007 03 626f62 0003 010203 02 00010002 0003fffc 686920c3a9";

  @Test
  void chatEncodesAndDecodesExactly() {
    byte[] wire = Hex.parse(CHAT_HEX);
    assertEquals(Hex.compact(wire), Hex.compact(ChatCodec.INSTANCE.encode(CHAT)));
    assertEquals(wire.length, ChatCodec.INSTANCE.size(CHAT));
    Chat back = ChatCodec.INSTANCE.decode(wire);
    assertEquals(CHAT.channel(), back.channel());
    assertEquals("bob", back.sender());
    assertArrayEquals(new byte[] {1, 2, 3}, back.blob());
    assertEquals(CHAT.points(), back.points());
    assertEquals("hi é", back.text());
  }

  @Test
  void emptyValues() {
    Chat empty = new Chat(0, "", new byte[0], List.of(), "");
    assertEquals("0000 00 0000 00".replace(" ", ""),
        Hex.compact(ChatCodec.INSTANCE.encode(empty)));
    assertEquals(6, ChatCodec.MIN_SIZE);
    Chat back = ChatCodec.INSTANCE.decode(Hex.parse("000000000000"));
    assertEquals("", back.sender());
    assertEquals(0, back.blob().length);
    assertEquals(List.of(), back.points());
  }

  @Test
  void listsOfVariableSizeMessages() {
    Roster roster = new Roster(
        List.of(new Player((byte) 1, "a"), new Player((byte) 2, "bc")),
        List.of(new Player((byte) 3, "")),
        new Player[] {new Player((byte) 4, "x"), new Player((byte) 5, "yz")});
    // players: count 02, (01 01 61) (02 02 6263)
    // spectators: byte length 0002, (03 00)
    // captains: exactly two, (04 01 78) (05 02 797a)
    String hex = "02 010161 02026263  0002 0300  040178 0502797a";
    assertEquals(Hex.compact(Hex.parse(hex)), Hex.compact(RosterCodec.INSTANCE.encode(roster)));
    Roster back = RosterCodec.INSTANCE.decode(Hex.parse(hex));
    assertEquals(roster.players(), back.players());
    assertEquals(roster.spectators(), back.spectators());
    assertArrayEquals(roster.captains(), back.captains());
  }

  @Test
  void theRostersViewWalksAllThreeLists() {
    // The roster above; the same with one captain only (the input ends in the second), and
    // with no captains at all.
    String hex = "02 010161 02026263  0002 0300  040178 0502797a";
    List<byte[]> frames = List.of(Hex.parse(hex), Hex.parse("00 0000 0100 0100"));
    assertEquals(2, io.framewright.testing.ViewChecks.agreesAround(RosterCodec.INSTANCE,
        new io.framewright.examples.variable.RosterView(), frames, 97, 3_000));
    assertEquals(0, io.framewright.testing.ViewChecks.agreesAround(RosterCodec.INSTANCE,
        new io.framewright.examples.variable.RosterView(), List.of(
            Hex.parse("02 010161 02026263  0002 0300  040178"),
            Hex.parse("02 010161 02026263  0002 0300")), 98, 0));
    io.framewright.examples.variable.RosterView view =
        new io.framewright.examples.variable.RosterView().wrap(Hex.parse(hex));
    assertEquals(2, view.playersCount());
    assertEquals(1, view.spectatorsCount());
    assertEquals(2, view.captainsCount()); // @Count(2): always two
    assertTrue(view.captains(1).nameEquals("yz"));
    assertEquals((byte) 4, view.captains(0).id());
  }

  @Test
  void fixedLengthTextIsZeroPaddedAndKeepsTheMessageFixed() {
    assertEquals(12, NamedCodec.FIXED_SIZE);
    assertEquals("616263000000000000000001",
        Hex.compact(NamedCodec.INSTANCE.encode(new Named("abc", 1))));
    assertEquals(new Named("abc", 1), NamedCodec.INSTANCE.decode(Hex.parse(
        "616263000000000000000001")));
    assertEquals(new Named("abcdefgh", -1), NamedCodec.INSTANCE.decode(Hex.parse(
        "6162636465666768ffffffff")));
    EncodeException e = assertThrows(EncodeException.class,
        () -> NamedCodec.INSTANCE.encode(new Named("abcdefghi", 1)));
    assertEquals("Named.name: 9 byte(s) exceed the maximum of 8", e.getMessage());
  }

  @Test
  void countPackedIntoTheSameByteAsAnotherField() {
    // kind 3 | count 2, little-endian shorts 0x0102 and -1, ids count 01 then 7, always 9
    Nibbles n = new Nibbles(3, new short[] {0x0102, -1}, List.of(7), 9);
    String hex = "32 0201 ffff 01 00000007 00000009";
    assertEquals(Hex.compact(Hex.parse(hex)), Hex.compact(NibblesCodec.INSTANCE.encode(n)));
    Nibbles back = NibblesCodec.INSTANCE.decode(Hex.parse(hex));
    assertArrayEquals(n.values(), back.values());
    assertEquals(List.of(7), back.ids());
    assertEquals(9, back.always());
  }

  @Test
  void lengthBeyondTheInputFailsBeforeAllocating() {
    // blob claims 0xffff bytes but 3 remain
    byte[] wire = Hex.parse("0007 03 626f62 ffff 010203");
    DecodeException e = assertThrows(DecodeException.class,
        () -> ChatCodec.INSTANCE.decode(wire));
    assertEquals("Chat.blob", e.fieldPath());
    assertTrue(e.expected().contains("at most 1000"), e.getMessage());

    byte[] short1 = Hex.parse("0007 03 626f62 0005 010203");
    e = assertThrows(DecodeException.class, () -> ChatCodec.INSTANCE.decode(short1));
    assertEquals("Chat.blob", e.fieldPath());
    assertEquals(8, e.byteOffset());
    assertEquals("5 bytes", e.expected());
  }

  @Test
  void countAboveTheMaximumIsRejectedBothWays() {
    byte[] wire = Hex.parse("0000 00 0000 05 0000000000000000000000000000000000000000");
    DecodeException d = assertThrows(DecodeException.class,
        () -> ChatCodec.INSTANCE.decode(wire));
    assertEquals("Chat.points", d.fieldPath());
    assertEquals("at most 4 element(s)", d.expected());
    assertEquals("5 element(s)", d.found());

    Point p = new Point((short) 0, (short) 0);
    EncodeException e = assertThrows(EncodeException.class, () -> ChatCodec.INSTANCE.encode(
        new Chat(0, "", new byte[0], List.of(p, p, p, p, p), "")));
    assertEquals("Chat.points: 5 element(s) exceed the maximum of 4", e.getMessage());

    e = assertThrows(EncodeException.class, () -> ChatCodec.INSTANCE.encode(
        new Chat(0, "x".repeat(256), new byte[0], List.of(), "")));
    assertEquals("Chat.sender: 256 byte(s) exceed the maximum of 255", e.getMessage());
  }

  @Test
  void textMustBeValidBothWays() {
    byte[] badUtf8 = Hex.parse("0000 02 c328 0000 00");
    DecodeException d = assertThrows(DecodeException.class,
        () -> ChatCodec.INSTANCE.decode(badUtf8));
    assertEquals("Chat.sender", d.fieldPath());
    assertEquals(3, d.byteOffset());

    EncodeException e = assertThrows(EncodeException.class, () -> ChatCodec.INSTANCE.encode(
        new Chat(0, "a\uD800b", new byte[0], List.of(), "")));
    assertEquals("Chat.sender", e.fieldPath());
  }

  @Test
  void errorsInsideListElementsNameTheElement() {
    // second player's name claims 9 bytes
    byte[] wire = Hex.parse("02 010161 0209 0000 00 00 0000");
    DecodeException d = assertThrows(DecodeException.class,
        () -> RosterCodec.INSTANCE.decode(wire));
    assertEquals("Roster.players[1].name", d.fieldPath());

    EncodeException e = assertThrows(EncodeException.class, () -> RosterCodec.INSTANCE.encode(
        new Roster(List.of(new Player((byte) 1, null)), List.of(), new Player[2])));
    assertEquals("Roster.players[0].name", e.fieldPath());

    e = assertThrows(EncodeException.class, () -> RosterCodec.INSTANCE.encode(
        new Roster(List.of(), List.of(), new Player[1])));
    assertEquals("Roster.captains", e.fieldPath());

    e = assertThrows(EncodeException.class, () -> NibblesCodec.INSTANCE.encode(
        new Nibbles(0, new short[0], java.util.Arrays.asList(1, null), 0)));
    assertEquals("Nibbles.ids[1]", e.fieldPath());
    e = assertThrows(EncodeException.class, () -> NibblesCodec.INSTANCE.encode(
        new Nibbles(0, new short[16], List.of(), 0)));
    assertEquals("Nibbles.values", e.fieldPath());
    e = assertThrows(EncodeException.class, () -> NibblesCodec.INSTANCE.encode(
        new Nibbles(0, new short[0], List.of(), null)));
    assertEquals("Nibbles.always", e.fieldPath());
  }

  @Test
  void nestedMessageBehindALengthPrefix() {
    // length 04 | player 01, name length 02, "ab" | after 09
    Wire.assertWire(io.framewright.examples.variable.EnvelopeCodec.INSTANCE,
        new io.framewright.examples.variable.Envelope(new Player((byte) 1, "ab"), (byte) 9),
        "04 01 02 6162 09");
    DecodeException d = assertThrows(DecodeException.class,
        () -> io.framewright.examples.variable.EnvelopeCodec.INSTANCE.decode(
            Hex.parse("05 01 02 6162 00 09")));
    assertEquals("Envelope.inner", d.fieldPath());
  }

  @Test
  void theEnvelopesViewReadsThePlayerInItsSlice() {
    // The frames above: the player fills its 4 bytes; one byte too many in the slice (decode's
    // error, on Envelope.inner); the slice shorter than the player's own length.
    List<byte[]> frames = List.of(Hex.parse("04 01 02 6162 09"), Hex.parse("02 07 00 ff"));
    assertEquals(2, io.framewright.testing.ViewChecks.agreesAround(
        io.framewright.examples.variable.EnvelopeCodec.INSTANCE,
        new io.framewright.examples.variable.EnvelopeView(), frames, 91, 2_000));
    assertEquals(0, io.framewright.testing.ViewChecks.agreesAround(
        io.framewright.examples.variable.EnvelopeCodec.INSTANCE,
        new io.framewright.examples.variable.EnvelopeView(), List.of(
            Hex.parse("05 01 02 6162 00 09"), Hex.parse("03 01 02 6162 09")), 92, 0));
    io.framewright.examples.variable.EnvelopeView view =
        new io.framewright.examples.variable.EnvelopeView().wrap(frames.get(0));
    assertEquals((byte) 1, view.inner().id());
    assertTrue(view.inner().nameEquals("ab"));
    assertEquals((byte) 9, view.after());
    assertEquals(new Player((byte) 1, "ab"), view.inner().toRecord());
  }

  @Test
  void bufferTooSmallIsAnEncodeError() {
    byte[] buf = new byte[10];
    EncodeException e = assertThrows(EncodeException.class,
        () -> ChatCodec.INSTANCE.encode(CHAT, buf, 0));
    assertTrue(e.getMessage().contains("left in the buffer"), e.getMessage());
  }

  @Test
  void readerDecodesBackToBackVariableMessages() {
    byte[] one = ChatCodec.INSTANCE.encode(new Chat(1, "a", new byte[0], List.of(), ""));
    // without @Remaining text the messages would be self-delimiting; here the last one takes
    // the rest, so read a roster pair instead
    Roster r = new Roster(List.of(), List.of(), new Player[] {new Player((byte) 1, "a"),
        new Player((byte) 2, "")});
    byte[] wire = RosterCodec.INSTANCE.encode(r);
    byte[] two = new byte[wire.length * 2];
    System.arraycopy(wire, 0, two, 0, wire.length);
    System.arraycopy(wire, 0, two, wire.length, wire.length);
    WireReader in = new WireReader(two);
    RosterCodec.INSTANCE.read(in);
    assertEquals(wire.length, in.position());
    RosterCodec.INSTANCE.read(in);
    assertEquals(0, in.remaining());
    assertEquals(ChatCodec.MIN_SIZE + 1, one.length);
  }
}
