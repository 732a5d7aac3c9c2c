package io.framewright.protocol.pies;

import static io.framewright.protocol.pies.Wire.assertDecodeError;
import static io.framewright.protocol.pies.Wire.assertWire;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.framewright.runtime.DecodeException;
import io.framewright.runtime.EncodeException;
import io.framewright.runtime.Framewright;
import io.framewright.runtime.Hex;
import io.framewright.runtime.WireReader;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Packets with bytes written out by hand: packet id | items (dataType, bytes, 00) | ff. ASCII:
 * u=75 s=73 e=65 r=72 0=30 1=31 2=32 3=33 4=34 |=7c $=24.
 */
class PiesPacketTest {
  private static final PiesPacketCodec CODEC = PiesPacketCodec.INSTANCE;

  @Test
  void theSourceDocumentsExampleExchange() {
    // C -> S AUTH ["user3"]: 01 | 01 "user3" 00 | ff
    assertWire(CODEC, PiesPacket.Auth.request("user3"), "01 01 7573657233 00 ff");
    // S -> C AUTH ["4"] (ACCEPT): 01 | 01 "4" 00 | ff
    assertWire(CODEC, PiesPacket.Auth.reply(AuthPacketMeta.ACCEPT), "01 01 34 00 ff");
    // S -> C SYNC ["user3", "user1|$|user2"]: 03 | 01 "user3" 00 | 01 "user1|$|user2" 00 | ff
    assertWire(CODEC, PiesPacket.Sync.of("user3", List.of("user1", "user2")),
        "03 01 7573657233 00 01 75736572317c247c7573657232 00 ff");
    // S -> C LOCATION ["user", "100", "0"]: 02 | 01 "user" 00 | 01 "100" 00 | 01 "0" 00 | ff
    assertWire(CODEC, new PiesPacket.Location("user", "100", "0"),
        "02 01 75736572 00 01 313030 00 01 30 00 ff");
    // S -> C LOCATION ["user", "200", "0"]
    assertWire(CODEC, new PiesPacket.Location("user", "200", "0"),
        "02 01 75736572 00 01 323030 00 01 30 00 ff");
    // C -> S LOCATION ["", "0", "0"]: the empty string is just 01 00
    assertWire(CODEC, new PiesPacket.Location("", "0", "0"), "02 01 00 01 30 00 01 30 00 ff");
  }

  @Test
  void auth() {
    PiesPacket.Auth reply = assertInstanceOf(PiesPacket.Auth.class,
        CODEC.decode(Hex.parse("01 01 34 00 ff")));
    assertEquals(Optional.of(AuthPacketMeta.ACCEPT), reply.meta());
    // every code: "0" = 30 .. "3" = 33
    assertWire(CODEC, PiesPacket.Auth.reply(AuthPacketMeta.REJECT_ALREADY_CONNECTED),
        "01 01 30 00 ff");
    assertWire(CODEC, PiesPacket.Auth.reply(AuthPacketMeta.REJECT_NOT_ALLOWED), "01 01 31 00 ff");
    assertWire(CODEC, PiesPacket.Auth.reply(AuthPacketMeta.REJECT_LENGTH), "01 01 32 00 ff");
    assertWire(CODEC, PiesPacket.Auth.reply(AuthPacketMeta.REJECT_ALREADY_AUTHED),
        "01 01 33 00 ff");
    assertEquals(Optional.of(AuthPacketMeta.REJECT_ALREADY_AUTHED),
        PiesPacket.Auth.reply(AuthPacketMeta.REJECT_ALREADY_AUTHED).meta());
    // a username is not a code
    assertEquals(Optional.empty(), PiesPacket.Auth.request("user3").meta());
    assertEquals(Optional.empty(), PiesPacket.Auth.request("04").meta());
  }

  @Test
  void location() {
    // the README's x: "149.29000000000002" = 31 34 39 2e 32 39, eleven 30, 32
    assertWire(CODEC, new PiesPacket.Location("bob", "149.29000000000002", "-3.5"),
        "02 01 626f62 00 01 3134392e3239 3030303030303030303030 32 00 01 2d332e35 00 ff");
    PiesPacket.Location l = assertInstanceOf(PiesPacket.Location.class,
        CODEC.decode(Hex.parse("02 01 00 01 30 00 01 30 00 ff")));
    assertEquals("", l.username().value());
    assertEquals("0", l.x().value());
    assertEquals("0", l.y().value());
  }

  @Test
  void sync() {
    // nobody else connected: the second string is empty, 01 00
    assertWire(CODEC, PiesPacket.Sync.of("a", List.of()), "03 01 61 00 01 00 ff");
    PiesPacket.Sync s = assertInstanceOf(PiesPacket.Sync.class,
        CODEC.decode(Hex.parse("03 01 7573657233 00 01 75736572317c247c7573657232 00 ff")));
    assertEquals("user3", s.username().value());
    assertEquals("user1|$|user2", s.otherPlayers().value());
    assertEquals(List.of("user1", "user2"), s.others());
    assertEquals(List.of(), PiesPacket.Sync.of("a", List.of()).others());
    assertEquals(List.of("x"), PiesPacket.Sync.of("a", List.of("x")).others());
    assertThrows(IllegalArgumentException.class,
        () -> PiesPacket.Sync.of("a", List.of("b|$|c")));
    assertThrows(IllegalArgumentException.class, () -> PiesPacket.Sync.of("a", List.of("")));
  }

  @Test
  void levels() {
    // LEVEL LIST 05 | 01 "a" 00 | 01 "bb" 00 | ff
    assertWire(CODEC, PiesPacket.LevelList.of("a", "bb"), "05 01 61 00 01 6262 00 ff");
    // no levels: only the id and the splitter
    assertWire(CODEC, PiesPacket.LevelList.of(), "05 ff");
    // LEVEL DATA 06 | 01 "lvl1" 00 | 500: 02 01 0301 00 | -300: 02 02 0233 00
    //               | 255: 02 01 0206 00 | 0: 02 01 0101 00 | ff
    assertWire(CODEC, PiesPacket.LevelData.of("lvl1", 500, -300, 255, 0),
        "06 01 6c766c31 00 02 01 0301 00 02 02 0233 00 02 01 0206 00 02 01 0101 00 ff");
    // just a name
    assertWire(CODEC, PiesPacket.LevelData.of("x"), "06 01 78 00 ff");
    // 62500 needs three digits: 02 01 01
    assertWire(CODEC, PiesPacket.LevelData.of("x", 62_500), "06 01 78 00 02 01 020101 00 ff");
    // LEVEL LOAD 07 | 01 "lvl1" 00 | ff
    assertWire(CODEC, new PiesPacket.LevelLoad("lvl1"), "07 01 6c766c31 00 ff");
  }

  @Test
  void levelDataOfMoreNumbersThanTheDecodersFirstArrayHolds() {
    // decode gathers the numbers in an array of 8 grown by doubling (LocalLists): 8 numbers
    // fill it, 9 grow it, and a bad ninth number is reported at index 8.
    // LEVEL DATA 06 | 01 "x" 00 | 1..8: 02 01 01nn 00 | ff (source document, numbers in base 250)
    String eight = "06 01 78 00 02 01 0102 00 02 01 0103 00 02 01 0104 00 02 01 0105 00"
        + " 02 01 0106 00 02 01 0107 00 02 01 0108 00 02 01 0109 00";
    assertWire(CODEC, PiesPacket.LevelData.of("x", 1, 2, 3, 4, 5, 6, 7, 8), eight + " ff");
    // a ninth: -250 is 02 02 0201 00
    PiesPacket.LevelData nine = (PiesPacket.LevelData) CODEC.decode(
        Hex.parse(eight + " 02 02 0201 00 ff"));
    assertEquals(PiesPacket.LevelData.of("x", 1, 2, 3, 4, 5, 6, 7, 8, -250), nine);
    assertThrows(UnsupportedOperationException.class, () -> nine.data().add(NumberItem.of(0)));
    // the ninth's digit fb is no digit (01..fa): 4 + 8 * 5 bytes before it, then 02 02 [fb]
    assertDecodeError(CODEC, eight + " 02 02 fb01 00 ff", "PiesPacket.LevelData.data[8].value.digits",
        46);
  }

  @Test
  void chat() {
    assertWire(CODEC, new PiesPacket.Chat("hi"), "09 01 6869 00 ff");
    // UTF-8: é = c3 a9
    assertWire(CODEC, new PiesPacket.Chat("héllo"), "09 01 68c3a96c6c6f 00 ff");
    // U+00FF is c3 bf and U+FFFF is ef bf bf: UTF-8 never has a byte ff
    assertWire(CODEC, new PiesPacket.Chat("\u00ff\uffff"), "09 01 c3bf efbfbf 00 ff");
    assertWire(CODEC, new PiesPacket.Chat(""), "09 01 00 ff");
  }

  @Test
  void customGameUpdateAndBadPacket() {
    // CUSTOM 98 | 01 "x" 00 | 02 01 0102 00 (1) | 03 02 00 (true) | 03 01 00 (false)
    //           | 99 41 00 (unknown, raw 41) | ff
    assertWire(CODEC, new PiesPacket.Custom(new Item.Str("x"), new Item.Num(1),
            new Item.Bool(true), new Item.Bool(false), new Item.Unknown(new byte[] {0x41})),
        "98 01 78 00 02 01 0102 00 03 02 00 03 01 00 99 41 00 ff");
    // an unknown/error item with no bytes
    assertWire(CODEC, new PiesPacket.Custom(new Item.Unknown(new byte[0])), "98 99 00 ff");
    assertWire(CODEC, new PiesPacket.Custom(), "98 ff");
    // GAME UPDATE 04 | 02 02 020101 00 (-62500) | 01 "" 00 | ff
    assertWire(CODEC, new PiesPacket.GameUpdate(new Item.Num(-62_500), new Item.Str("")),
        "04 02 02 020101 00 01 00 ff");
    assertWire(CODEC, new PiesPacket.GameUpdate(), "04 ff");
    // BAD PACKET 99 | ff
    assertWire(CODEC, new PiesPacket.BadPacket(), "99 ff");
  }

  @Test
  void everyPacketTypeRoundTrips() {
    List<PiesPacket> all = List.of(
        PiesPacket.Auth.request("player one"),
        PiesPacket.Auth.reply(AuthPacketMeta.REJECT_LENGTH),
        new PiesPacket.Location("user", "149.29000000000002", "-0.5"),
        PiesPacket.Sync.of("me", List.of("a", "b", "c")),
        new PiesPacket.GameUpdate(new Item.Bool(true), new Item.Num(Long.MAX_VALUE)),
        PiesPacket.LevelList.of("one", "two", "three"),
        PiesPacket.LevelData.of("big", Long.MAX_VALUE, -Long.MAX_VALUE, 62_499, 62_500, -1),
        new PiesPacket.LevelLoad("two"),
        new PiesPacket.Chat("snowman \u2603 and \ud83d\ude00"),
        new PiesPacket.Custom(new Item.Unknown(new byte[] {1, (byte) 0xfe}), new Item.Str("z")),
        new PiesPacket.BadPacket());
    assertEquals(10, all.stream().map(Object::getClass).distinct().count());
    for (PiesPacket p : all) {
      byte[] wire = CODEC.encode(p);
      assertEquals(p, CODEC.decode(wire));
      assertArrayEquals(wire, CODEC.encode(CODEC.decode(wire)));
      assertEquals(0xff, wire[wire.length - 1] & 0xff);
      for (int i = 0; i < wire.length - 1; i++) {
        assertTrue(wire[i] != (byte) 0xff, "only the last byte is the packet splitter");
      }
    }
    assertEquals(CODEC, Framewright.codec(PiesPacket.class));
  }

  @Test
  void badPacketIdOrDataType() {
    // 08 is no packet id (nor 04's neighbours 00, 0a)
    DecodeException e = assertDecodeError(CODEC, "08 ff", "PiesPacket.(tag)", 0);
    assertEquals("8", e.found());
    assertDecodeError(CODEC, "00 ff", "PiesPacket.(tag)", 0);
    // a number where Location's x string must be: 02 | 01 00 | [02] 01 0101 00 | ...
    e = assertDecodeError(CODEC, "02 01 00 02 01 0101 00 01 30 00 ff",
        "PiesPacket.Location.x.(magic)", 3);
    assertEquals("01", e.expected());
    assertEquals("02", e.found());
    // a string in Level Data's numbers: 06 | 01 61 00 | [01] 62 00 | ff
    assertDecodeError(CODEC, "06 01 61 00 01 62 00 ff", "PiesPacket.LevelData.data[0].(magic)", 4);
    // data type 04 in a Custom packet
    e = assertDecodeError(CODEC, "98 04 00 ff", "PiesPacket.Custom.items[0].(tag)", 1);
    assertEquals("4", e.found());
    // a bad sign in Level Data's second number: 06 01 61 00 | 02 01 0101 00 | 02 [03] ...
    assertDecodeError(CODEC, "06 01 61 00 02 01 0101 00 02 03 0101 00 ff",
        "PiesPacket.LevelData.data[1].value.sign", 10);
    // a bad boolean
    assertDecodeError(CODEC, "98 03 05 00 ff", "PiesPacket.Custom.items[0].Bool.value", 2);
    // text that is not UTF-8 (c3 starts a two-byte sequence that the splitter cuts)
    assertDecodeError(CODEC, "09 01 c3 00 ff", "PiesPacket.Chat.message.value", 2);
  }

  @Test
  void truncatedPackets() {
    // nothing at all
    assertDecodeError(CODEC, "", "PiesPacket.(tag)", 0);
    // no packet splitter: the path names the packet, the offset is the end of the input
    DecodeException e = assertThrows(DecodeException.class,
        () -> CODEC.decode(Hex.parse("01 01 34 00")));
    assertTrue(e.fieldPath().startsWith("PiesPacket.Auth"), e.getMessage());
    assertTrue(e.fieldPath().contains("terminator"), e.getMessage());
    assertEquals(4, e.byteOffset());
    // the last item lacks its data splitter: 09 01 68 69 ff
    e = assertThrows(DecodeException.class, () -> CODEC.decode(Hex.parse("09 01 6869 ff")));
    assertTrue(e.fieldPath().startsWith("PiesPacket.Chat.message"), e.getMessage());
    assertTrue(e.fieldPath().contains("terminator"), e.getMessage());
    assertEquals(4, e.byteOffset());
    // Location with two items: y is missing at byte 6
    e = assertThrows(DecodeException.class, () -> CODEC.decode(Hex.parse("02 01 00 01 30 00 ff")));
    assertTrue(e.fieldPath().startsWith("PiesPacket.Location.y"), e.getMessage());
    assertEquals(6, e.byteOffset());
    // Level Data's number without digits: 06 01 61 00 02 01 [00]
    assertDecodeError(CODEC, "06 01 61 00 02 01 00 ff",
        "PiesPacket.LevelData.data[0].value.digits", 6);
  }

  /**
   * Decode reads Location in locals, looking at the packet's last byte for its ff first (nothing
   * in a Location can be ff: string items are 01, UTF-8 text and 00); its errors must still be
   * those of a read through a reader, which finds the first ff. Packet layout as in the source
   * document's LOCATION example: 02 | 01 text 00 (three times) | ff.
   */
  @Test
  void locationDecodeGivesTheReadersErrors() {
    // an ff inside username's text: the packet ends there, before username's 00 (byte 3)
    readerError("02 01 31 ff 32 00 01 30 00 01 30 00 ff",
        "PiesPacket.Location.username.(terminator)", 3);
    // y's text is not UTF-8: c3 needs a continuation byte, 28 is not one (byte 7)
    readerError("02 01 00 01 30 00 01 c3 28 00 ff", "PiesPacket.Location.y.value", 7);
    // a number item's 02 where username's string item 01 belongs (byte 1)
    DecodeException e = readerError("02 02 00 01 30 00 01 30 00 ff",
        "PiesPacket.Location.username.(magic)", 1);
    assertEquals("01", e.expected());
    assertEquals("02", e.found());
    // a fourth item before the ff: left over at byte 9
    readerError("02 01 00 01 30 00 01 30 00 01 00 ff", "PiesPacket.Location", 9);
    // a byte after the packet's ff (byte 10), where a read stops: the next packet's
    assertDecodeError(CODEC, "02 01 00 01 30 00 01 30 00 ff 00", "PiesPacket", 10);
    WireReader in = new WireReader(Hex.parse("02 01 00 01 30 00 01 30 00 ff 00"));
    assertEquals(new PiesPacket.Location("", "0", "0"), CODEC.read(in));
    assertEquals(10, in.index());
    // no ff at all: the input ends at byte 9
    readerError("02 01 00 01 30 00 01 30 00", "PiesPacket.Location.(terminator)", 9);
  }

  /**
   * Decode of {@code hex} fails at {@code path} and {@code offset}, with the message of a read
   * through a {@link WireReader}.
   */
  private static DecodeException readerError(String hex, String path, long offset) {
    DecodeException e = assertDecodeError(CODEC, hex, path, offset);
    DecodeException read = assertThrows(DecodeException.class,
        () -> CODEC.read(new WireReader(Hex.parse(hex))));
    assertEquals(read.getMessage(), e.getMessage());
    return e;
  }

  @Test
  void extraBytes() {
    // Bad Packet has no items: 99 [01] 00 ff
    DecodeException e = assertDecodeError(CODEC, "99 01 00 ff", "PiesPacket.BadPacket.(terminator)", 1);
    assertEquals("ff", e.expected());
    // Chat has one item; a second item is left over: 09 01 00 [01] 00 ff
    assertDecodeError(CODEC, "09 01 00 01 00 ff", "PiesPacket.Chat", 3);
    // a stray 00 after the item
    assertDecodeError(CODEC, "09 01 00 00 ff", "PiesPacket.Chat", 3);
    // a boolean item with two bytes
    assertDecodeError(CODEC, "98 03 0101 00 ff", "PiesPacket.Custom.items[0].Bool", 3);
    // decode takes exactly one packet: the start of another is left over
    assertDecodeError(CODEC, "09 01 00 ff 09", "PiesPacket", 4);
  }

  @Test
  void valuesThatCanNotBeSentAreEncodeErrors() {
    // U+0000 is the byte 00, the data splitter
    EncodeException e = assertThrows(EncodeException.class,
        () -> CODEC.encode(new PiesPacket.Chat("a\0b")));
    assertEquals("PiesPacket.Chat.message", e.fieldPath());
    e = assertThrows(EncodeException.class,
        () -> CODEC.encode(new PiesPacket.Location("", "1\u00000", "0")));
    assertEquals("PiesPacket.Location.x", e.fieldPath());
    e = assertThrows(EncodeException.class,
        () -> CODEC.encode(PiesPacket.LevelList.of("ok", "\0")));
    assertEquals("PiesPacket.LevelList.levels[1]", e.fieldPath());
    // raw bytes 00 or ff in an unknown item: the data splitter, the packet splitter
    e = assertThrows(EncodeException.class, () -> CODEC.encode(
        new PiesPacket.Custom(new Item.Unknown(new byte[] {0x41, 0x00}))));
    assertEquals("PiesPacket.Custom.items[0].Unknown", e.fieldPath());
    e = assertThrows(EncodeException.class, () -> CODEC.encode(
        new PiesPacket.Custom(new Item.Unknown(new byte[] {0x41, (byte) 0xff}))));
    assertEquals("PiesPacket.Custom", e.fieldPath());
    // text UTF-8 can not encode
    e = assertThrows(EncodeException.class, () -> CODEC.encode(new PiesPacket.Chat("\ud800")));
    assertEquals("PiesPacket.Chat.message.value", e.fieldPath());
    // numbers: Long.MIN_VALUE has no magnitude in a long
    e = assertThrows(EncodeException.class,
        () -> CODEC.encode(PiesPacket.LevelData.of("x", Long.MIN_VALUE)));
    assertEquals("PiesPacket.LevelData.data[0].value", e.fieldPath());
    // null
    e = assertThrows(EncodeException.class,
        () -> CODEC.encode(new PiesPacket.Auth((StringItem) null)));
    assertEquals("PiesPacket.Auth.value", e.fieldPath());
  }

  @Test
  void randomBytesAreOnlyEverDecodeExceptions() {
    Random random = new Random(5);
    byte[] alphabet = {0x00, 0x01, 0x02, 0x03, 0x05, 0x06, 0x07, 0x09, 0x30, (byte) 0x98,
        (byte) 0x99, (byte) 0xc3, (byte) 0xfa, (byte) 0xfb, (byte) 0xff};
    for (int round = 0; round < 20_000; round++) {
      byte[] input = new byte[random.nextInt(12)];
      for (int i = 0; i < input.length; i++) {
        input[i] = alphabet[random.nextInt(alphabet.length)];
      }
      try {
        PiesPacket p = CODEC.decode(input);
        // whatever decodes encodes to a packet that decodes to the same value
        assertEquals(p, CODEC.decode(CODEC.encode(p)));
      } catch (DecodeException expected) {
        // fine: bad input is a DecodeException and nothing else
      }
    }
  }

  @Test
  void everyPacketSaysWhereItEnds() {
    // Its FF terminator ends it, so a stream framer can take the codec.
    assertFalse(PiesPacketCodec.INSTANCE.readsToEnd());
  }
}
