package io.framewright.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.framewright.cli.wireshark.DissectorSpec;
import io.framewright.cli.wireshark.LuaDissector;
import io.framewright.examples.EntityKind;
import io.framewright.examples.EntityUpdate;
import io.framewright.examples.EntityUpdateCodec;
import io.framewright.examples.GameEvent;
import io.framewright.examples.GameEventCodec;
import io.framewright.examples.Handshake;
import io.framewright.examples.HandshakeCodec;
import io.framewright.examples.Vec2;
import io.framewright.cli.samples.BlanksCodec;
import io.framewright.cli.samples.TlvsCodec;
import io.framewright.cli.samples.Custom_LastCodec;
import io.framewright.cli.samples.Custom_MiddleCodec;
import io.framewright.cli.samples.FixedTextCodec;
import io.framewright.cli.samples.LsbRun;
import io.framewright.cli.samples.LsbRunCodec;
import io.framewright.cli.samples.Mixed;
import io.framewright.cli.samples.MixedCodec;
import io.framewright.cli.samples.NamesCodec;
import io.framewright.cli.samples.QuicSampleCodec;
import io.framewright.cli.samples.KeptAndLeftCodec;
import io.framewright.cli.samples.MiniMavCodec;
import io.framewright.cli.samples.ZeroFilledCodec;
import io.framewright.cli.samples.OptionChainCodec;
import io.framewright.cli.samples.PubPacketCodec;
import io.framewright.cli.samples.TaggedPubCodec;
import io.framewright.cli.samples.RakPingCodec;
import io.framewright.cli.samples.SpannedCodec;
import io.framewright.cli.samples.RuledCodec;
import io.framewright.cli.samples.WideTextCodec;
import io.framewright.cli.samples.SwatchCodec;
import io.framewright.cli.samples.WordsDatagramCodec;
import io.framewright.protocol.beer.BeerMessage;
import io.framewright.protocol.bitpacked.Packet;
import io.framewright.protocol.bitpacked.Payload;
import io.framewright.protocol.pies.Item;
import io.framewright.protocol.pies.PiesPacket;
import io.framewright.protocol.pies.StringItem;
import io.framewright.runtime.Codec;
import io.framewright.runtime.layout.MessageLayout;
import io.framewright.testing.pcap.PcapWriter;
import java.net.InetSocketAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The generated Lua dissectors, run by the real tshark on capture files of each protocol's
 * messages: the test vectors written by hand from the formats (see {@link Vectors}) and messages
 * the codecs encode. Every field value tshark shows must equal what the codec decodes from the
 * same bytes, no field may be missing or extra, and no message may be flagged malformed. Stream
 * protocols go over TCP with a message cut across two segments, which the dissector must have
 * TCP reassemble.
 */
class WiresharkDissectorTest {
  private static final int PORT = 7777;
  private static final InetSocketAddress CLIENT = new InetSocketAddress("10.0.0.1", 40000);
  private static final InetSocketAddress SERVER = new InetSocketAddress("10.0.0.2", PORT);

  @TempDir
  Path work;

  @Test
  void leviathan() throws Exception {
    check("leviathan", hex(Vectors.LEVIATHAN_SERVER_ALLOW, Vectors.LEVIATHAN_DISALLOW,
        Vectors.LEVIATHAN_ACK_ONLY, Vectors.LEVIATHAN_SEVERAL,
        Vectors.LEVIATHAN_UNKNOWN_RESPONSE));
  }

  @Test
  void pies() throws Exception {
    List<byte[]> frames = hex(Vectors.PIES_SYNC, Vectors.PIES_LEVEL_DATA, Vectors.PIES_AUTH);
    frames.addAll(encoded("pies", new PiesPacket.Chat(StringItem.of("héllo")),
        new PiesPacket.GameUpdate(List.of(new Item.Str("a"), new Item.Num(-7),
            new Item.Bool(true))),
        PiesPacket.LevelList.of("one", "two"), new PiesPacket.BadPacket()));
    check("pies", frames);
  }

  @Test
  void bitpacked() throws Exception {
    List<byte[]> frames = hex(Vectors.BITPACKED);
    frames.addAll(encoded("bitpacked",
        Packet.of(77, 5, new Payload.Floats(new float[] {1.5f, -0.25f})),
        Packet.of(1, 2, new Payload.Chars("hi".toCharArray())),
        Packet.of(0xFFFFF, 63, new Payload.Uint16s(new int[] {0, 65535})),
        Packet.of(3, 0, new Payload.Doubles(new double[] {Math.PI}))));
    check("bitpacked", frames);
  }

  @Test
  void avara() throws Exception {
    check("avara", hex(Vectors.AVARA_PING, Vectors.AVARA_JSON, Vectors.AVARA_ACK_BITMAP));
  }

  /**
   * A command without {@code dataLen} (flags 0), the simplest one the encoder writes: its data
   * is 0 bytes, as decode reads it (an absent size holder is its {@code @WhenAbsent(0)}), not a
   * malformed packet. crc b0e7 (as decode checks it), ack 2 (even: no bitmap); the command:
   * serial 1, sendCount 0, flags 0 (nothing optional follows), command 31.
   */
  @Test
  void avaraCommandWithoutDataLen() throws Exception {
    check("avara", hex("e7b0 0200 0100 00 00 1f"));
  }

  @Test
  void beer() throws Exception {
    List<byte[]> frames = hex(Vectors.BEER_POSITION, Vectors.BEER_EVENT, Vectors.BEER_REMOVED,
        Vectors.BEER_RECT);
    frames.addAll(encoded("beer", new BeerMessage.GameSpeed(30), new BeerMessage.Ping(),
        new BeerMessage.ObjectInformations(9, new byte[] {0x0d, 0x42, 0x0a})));
    check("beer", frames);
  }

  /** A truncated datagram is flagged malformed, not shown as a message of fewer fields. */
  @Test
  void truncatedDatagramIsMalformed() throws Exception {
    Protocol p = Protocols.find("leviathan").orElseThrow();
    byte[] whole = HexFormat.of().parseHex(Vectors.compact(Vectors.LEVIATHAN_DISALLOW));
    byte[] cut = java.util.Arrays.copyOf(whole, whole.length - 3);
    JsonNode json = run(p, List.of(cut));
    TsharkFields shown = TsharkFields.of(json, "leviathan");
    assertEquals(1, shown.messages);
    assertTrue(shown.experts.stream().anyMatch(e -> e.contains("leviathan.malformed")),
        shown.experts.toString());
  }

  /** A union tag no variant has is flagged malformed. */
  @Test
  void unknownTagIsMalformed() throws Exception {
    Protocol p = Protocols.find("beer").orElseThrow();
    TsharkFields shown = TsharkFields.of(run(p, hex("42454552 63000000 0d0a")), "beer");
    assertTrue(shown.experts.stream().anyMatch(e -> e.contains("no variant has tag 99")),
        shown.experts.toString());
  }

  /**
   * The command's own output, on a port it was not told: BEER's magic is enough for its
   * heuristic dissector, and the fields are the codec's.
   */
  @Test
  void commandOutputFindsBeerByItsMagic() throws Exception {
    Cli.Result r = Cli.run("wireshark", "beer");
    assertEquals(0, r.exit(), r.err());
    Protocol p = Protocols.find("beer").orElseThrow();
    List<byte[]> frames = hex(Vectors.BEER_POSITION, Vectors.BEER_RECT);
    Path script = work.resolve("beer-command.lua");
    Files.writeString(script, r.out());
    TsharkFields shown = TsharkFields.of(Tshark.dissect(script, capture("beer", frames, true), work),
        "beer");
    assertEquals(2, shown.messages);
    assertEquals(List.of(), shown.experts);
    assertEquals(List.of("305419896"), shown.values.get("beer.BeerMessage.ObjectPosition.id"));
    assertEquals(List.of("7"), shown.values.get("beer.BeerMessage.ObjectRect.id"));
  }

  /**
   * The example messages, each type a protocol of its own over UDP: sub-byte fields (a signed
   * one among them), fixed-count arrays of values and messages, chars, floats, presence flags.
   */
  @Test
  void examples() throws Exception {
    Vec2 a = new Vec2((short) 1, (short) -2);
    Vec2 b = new Vec2(Short.MAX_VALUE, Short.MIN_VALUE);
    check("entityupdate", EntityUpdateCodec.INSTANCE, false, encoded(EntityUpdateCodec.INSTANCE,
        new EntityUpdate(EntityKind.PICKUP, 1023, true, 0xABCDE, -32, -2, a, 65535),
        new EntityUpdate(EntityKind.PLAYER, 0, false, 0, 31, 7, b, 0)));
    check("gameevent", GameEventCodec.INSTANCE, false, encoded(GameEventCodec.INSTANCE,
        new GameEvent.Chat("bob", "héllo"),
        new GameEvent.Spawn(List.of(
            new GameEvent.Entity(0, EntityKind.PICKUP, 8191, a, "box"),
            new GameEvent.Entity(0, EntityKind.PROJECTILE, 5, b, null))),
        new GameEvent.Leave(513)));
    check("handshake", HandshakeCodec.INSTANCE, false, encoded(HandshakeCodec.INSTANCE,
        new Handshake(new byte[] {1, 2, 3, 4}, 'v', new int[] {80, 443, 65535},
            new Vec2[] {a, b}, 2.5, 60.25f, true, -5L)));
  }

  /**
   * Layouts of the test's own messages: a little-endian run filled least significant bit first,
   * a varint tag, varints, terminated parts, a size expression, a condition on an earlier
   * field's value, a trailing field.
   */
  @Test
  void otherLayouts() throws Exception {
    check("lsbrun", LsbRunCodec.INSTANCE, false, encoded(LsbRunCodec.INSTANCE,
        new LsbRun(5, 1000, true, -20, 4095, (short) -300, 0x01020304),
        new LsbRun(0, 1, false, 31, 2048, (short) 7, -1)));
    check("mixed", MixedCodec.INSTANCE, false, encoded(MixedCodec.INSTANCE,
        new Mixed.Counters(300, -70000L, "zé"),
        new Mixed.Counters(0, 0L, ""),
        new Mixed.Lines("a line", new byte[] {1, 0x0d, 2}, "é", 200),
        new Mixed.Sized(2, new byte[] {9, 8, 7}, (short) -5, null),
        new Mixed.Sized(1, new byte[] {6}, null, 77)));
  }

  /**
   * QUIC varints (RFC 9000 section 16), bytes by hand from its appendix A.1: tag 01, big
   * c2197c5eff14e88c (151288809941952652, shown exactly, beyond a double's 53 bits), small 7bbd
   * (15293); tag 16384 in four bytes (80 00 40 00), a length 2 and its bytes, a count 1 in two
   * bytes (40 01, allowed) and its short, n 1 and its byte.
   */
  @Test
  void quicVarints() throws Exception {
    check("qvarints", QuicSampleCodec.INSTANCE, false, hex("01 c2197c5eff14e88c 7bbd",
        "80004000 02 aabb 4001 0102 01 09"));
    TsharkFields shown = unflagged(QuicSampleCodec.INSTANCE, "01 c2197c5eff14e88c 7bbd");
    assertEquals(List.of("151288809941952652"),
        shown.values.get("custom.QuicSample.Numbers.big"), shown.values.toString());
  }

  /**
   * A list that ends at a back-reference: the labels in place, then the pointer with its offset,
   * not malformed. Bytes: first at 0, 01 "a" 00; second at 3, 01 "b" then c0 00 (11, offset
   * 0); after 0007. A pointer to itself (c0 03 at 3, where second starts) is what decode
   * refuses; the dissector shows the offset as it is.
   */
  @Test
  void aBackReferenceShowsItsPointer() throws Exception {
    TsharkFields shown = unflagged(NamesCodec.INSTANCE, "0161 00 0162 c000 0007");
    assertEquals(List.of("0"), shown.values.get("custom.Names.second_pointer"),
        shown.values.toString());
    assertEquals(List.of("7"), shown.values.get("custom.Names.after"), shown.values.toString());
  }

  /**
   * A counted list of messages of no bytes is as long as its count says, not malformed (only a
   * list that runs to a length may not hold an element of no bytes: it would repeat for ever).
   * Bytes: count 02, the two blanks (no bytes), after 07; count 00, after ff.
   */
  @Test
  void countedElementsOfNoBytes() throws Exception {
    check("blanks", BlanksCodec.INSTANCE, false, hex("02 07", "00 ff"));
  }

  /**
   * Text of a fixed size that fills it shows exactly its bytes, not the byte after it too.
   * Bytes: "00c" (30 30 63), after 01; " Y" and a NUL of padding (20 59 00), after 02.
   */
  @Test
  void fixedSizeTextEndsWithItsSize() throws Exception {
    check("fixedtext", FixedTextCodec.INSTANCE, false, hex("303063 01", "205900 02"));
  }

  /**
   * UTF-16 text's terminator is looked for on its code units (issue 30, item 8), as the codec
   * looks for it: "a\u0200b" is 61 00 | 00 02 | 62 00 in UTF-16LE, whose 00 00 across two units
   * ends nothing. Bytes: that text, the zero unit 00 00, after 07.
   */
  @Test
  void wideTextEndsOnACodeUnit() throws Exception {
    check("widetext", WideTextCodec.INSTANCE, false, hex("6100 0002 6200 0000 07"));
  }

  /**
   * A terminator kept in the value is shown in its item, one left for the next field is read by
   * it (issue 30, item 8). Bytes: "hi" 68 69 and its LF 0a; the key "k" 6b, its ':' 3a read by
   * colon; after 07. Then an empty line (0a alone) and an empty key (3a at once), after 08.
   */
  @Test
  void keptAndLeftTerminators() throws Exception {
    check("keptandleft", KeptAndLeftCodec.INSTANCE, false, hex("68690a 6b 3a 07", "0a 3a 08"));
  }

  /**
   * A list its last element ends ({@code @RepeatUntil}): the dissector reads options until the
   * one whose last bit is set. Bytes: 01 (type 1) 01 aa, 82 (last, type 2) 00, after 07; then
   * one option only, 85 (last, type 5) 00, after 08.
   */
  @Test
  void optionsUntilTheLast() throws Exception {
    check("optionchain", OptionChainCodec.INSTANCE, false, hex("01 01 aa 82 00 07", "85 00 08"));
  }

  /**
   * A union variant that reads the flags of the message holding the union (_parent.flags): the
   * dissector gives the variant the holder's values, whether the holder selects the variant
   * (PubPacket: 32 08, topic 03 "a/b", id 000a, "hi"; 30 06, no id; 40 02, an ack of 000a) or
   * the union reads its own tag (TaggedPub: flags 04, tag 03, topic 01 "t", id 0007, ff; flags
   * 00, no id).
   */
  @Test
  void aVariantReadsTheFlagsOfItsHolder() throws Exception {
    check("pubpacket", PubPacketCodec.INSTANCE, false, hex("32 08 03 612f62 000a 6869",
        "30 06 03 612f62 6869", "40 02 000a"));
    check("taggedpub", TaggedPubCodec.INSTANCE, false, hex("04 03 01 74 0007 ff",
        "00 03 01 74 ff"));
  }

  /**
   * A checksum fed the selected variant's extra byte (@ChecksumExtra, MAVLink's CRC_EXTRA):
   * the dissector shows the checksum as a field, as it shows every checksum, without verifying
   * it. Bytes: fd, len 01, msgid 00, Beat's status 04, X.25 of 01 00 04 then 50 = 0x6a6b (little
   * -endian 6b 6a); fd, len 02, msgid 1e, Other's value 0x0102 (02 01), X.25 of 02 1e 02 01 then
   * 39 = 0xb23e (3e b2), each worked out bit by bit from the CRC's definition.
   */
  @Test
  void aChecksumWithExtraBytesIsAField() throws Exception {
    check("minimav", MiniMavCodec.INSTANCE, false, hex("fd 01 00 04 6b6a",
        "fd 02 1e 0201 3eb2"));
  }

  /**
   * A truncated payload (@Truncated, MAVLink 2's payload truncation): the bytes on the wire are
   * dissected zero-filled to the variant's size, as decode reads them. Bytes: len 02, kind 01,
   * Pair's a 0501 (261), b dropped (0); after 07. len 03: a 0501, b's first byte 09 (b is 9);
   * after 07. len 01: a's first byte 05 (a is 5), b 0; after 07. len 04, the whole Pair: a
   * 0501, b 0902; after 07. len 01, kind 02: One's x 05; after 07.
   */
  @Test
  void aTruncatedPayloadIsZeroFilled() throws Exception {
    check("zerofilled", ZeroFilledCodec.INSTANCE, false, hex("02 01 0501 07",
        "03 01 0501 09 07", "01 01 05 07", "04 01 0501 0902 07", "01 02 05 07"));
  }

  /**
   * A catch-all of declared shape: its tag component over the tag's bytes, its data, then the
   * next entry. Bytes: entries, 11 bytes; type 0001, length 03, "abc"; type 0a0b, length 02,
   * 0102; after 07. Then an unknown entry alone: 4 bytes, type ffff, length 01, 09; after 08.
   */
  @Test
  void aCatchAllOfDeclaredShapeGoesOn() throws Exception {
    check("tlvs", TlvsCodec.INSTANCE, false, hex("0b 0001 03 616263 0a0b 02 0102 07",
        "04 ffff 01 09 08"));
  }

  /**
   * A custom codec's part with no length before it, then a field: the dissector can not know
   * where the part ends, so it shows the rest as the part's opaque bytes and stops there, without
   * flagging the valid packet. Bytes: kind 07; body: count 02, bytes aa bb (the test codec's
   * format); after 09.
   */
  @Test
  void customPartWithoutLengthIsOpaqueNotMalformed() throws Exception {
    TsharkFields shown = unflagged(Custom_MiddleCodec.INSTANCE, "07 02aabb 09");
    assertEquals(1, shown.messages);
    assertEquals(List.of("7"), shown.values.get("custom.Custom.Middle.kind"));
    assertEquals(List.of("02:aa:bb:09"), shown.values.get("custom.Custom.Middle.body"));
    assertEquals(null, shown.values.get("custom.Custom.Middle.after"), shown.values.toString());
  }

  /**
   * A custom codec's part last in the message takes the rest: the whole packet, not malformed.
   * Bytes: kind 07; body: count 02, bytes aa bb.
   */
  @Test
  void customPartLastTakesTheRest() throws Exception {
    TsharkFields shown = unflagged(Custom_LastCodec.INSTANCE, "07 02aabb");
    assertEquals(List.of("02:aa:bb"), shown.values.get("custom.Custom.Last.body"));
  }

  /**
   * A custom codec's part whose codec declares its size (samples.HexColourCodec: 3 bytes), then
   * a field: the dissector gives the part those bytes and reads the field after it. Bytes: id 07;
   * colour ff 80 00; after 09.
   */
  @Test
  void customPartOfDeclaredSizeIsFollowedByTheNextField() throws Exception {
    TsharkFields shown = unflagged(SwatchCodec.INSTANCE, "07 ff8000 09");
    assertEquals(1, shown.messages);
    assertEquals(List.of("7"), shown.values.get("custom.Swatch.id"));
    assertEquals(List.of("ff:80:00"), shown.values.get("custom.Swatch.colour"));
    assertEquals(List.of("9"), shown.values.get("custom.Swatch.after"), shown.values.toString());
  }

  /**
   * Value rules (samples.Ruled): frames that keep them are shown as decode reads them, each
   * ruled field labelled with its rule. Bytes: protocol 0000, unit 17, function 3, type 12 and
   * digit 5 (c5), count 2, quantities 1 and 125, v 10; then unit 247 (f7), function 16, digit
   * 9 (c9), count 1, quantity 125, v 300 (ac 02: 0101100 with the continuation bit, then 10).
   */
  @Test
  void valueRulesShowTheirValues() throws Exception {
    check("ruled", RuledCodec.INSTANCE, false,
        hex("0000 11 03 c5 02 0001 007d 0a", "0000 f7 10 c9 01 007d ac02"));
    String lua = LuaDissector.generate(RuledCodec.INSTANCE.description().orElseThrow(),
        new DissectorSpec("ruled", "ruled", List.of(PORT), List.of(), false));
    for (String label : List.of("\"protocol (constant 0)\"", "\"unit (1..247)\"",
        "\"function (one of 3, 4, 16)\"", "\"digit (at most 9)\"",
        "\"quantitiesCount (at least 1)\"", "\"v (at least 10)\"")) {
      assertTrue(lua.contains(label), label);
    }
  }

  /**
   * A value that breaks its rule, which decode refuses, is flagged: an expert info per value
   * naming the field, the rule and the value, the fields still shown. Bytes: protocol 1, unit
   * 0, function 5, type 13 and digit 10 (da), count 0, v 9: every field but the list breaks its
   * rule; then count 2, quantities 0 and 126 (007e), v 10.
   */
  @Test
  void aValueOutsideItsRuleIsFlagged() throws Exception {
    MessageLayout layout = RuledCodec.INSTANCE.description().orElseThrow();
    TsharkFields shown = TsharkFields.of(run("ruled", layout, false,
        hex("0001 00 05 da 00 09", "0000 11 03 c5 02 0000 007e 0a")), "ruled");
    assertEquals(2, shown.messages);
    // A protocol violation, not a malformed packet: every field is where the layout says.
    assertTrue(!shown.experts.contains("\"Malformed Packet\""), shown.experts.toString());
    String experts = shown.experts.toString();
    for (String flagged : List.of("Ruled.protocol: expected 0 but found 1",
        "Ruled.unit: expected 1..247 but found 0", "Ruled.function: expected one of 3, 4, 16"
            + " but found 5", "Ruled.type: expected 12 but found 13",
        "Ruled.digit: expected at most 9 but found 10",
        "Ruled.quantitiesCount: expected at least 1 but found 0",
        "Ruled.v: expected at least 10 but found 9",
        "Ruled.quantities: expected 1..125 but found 0",
        "Ruled.quantities: expected 1..125 but found 126")) {
      assertTrue(experts.contains(flagged), flagged + " in " + experts);
    }
    assertEquals(List.of("1", "0"), shown.values.get("ruled.Ruled.protocol"));
    assertEquals(List.of("9", "10"), shown.values.get("ruled.Ruled.v"));
  }

  /**
   * Constant bytes in the middle of a message (samples.RakPing, RakNet's unconnected ping: id
   * 01, time 0x1234, the 16-byte magic, GUID 0x0102030405060708) are shown as decode reads
   * them; other bytes there (the magic's last 0x79) are a malformed packet naming the component.
   */
  @Test
  void constantBytesAreCheckedInTheMiddle() throws Exception {
    String ping = "01 0000000000001234 00ffff00fefefefefdfdfdfd12345678 0102030405060708";
    check("rak_ping", RakPingCodec.INSTANCE, false, hex(ping));
    // A datagram whose payload length is read through its header, 11 - 2 * 4 bytes, the
    // header's word count set by its own encoder from its options.
    check("words_datagram", WordsDatagramCodec.INSTANCE, false,
        hex("42 00 000b 01020304 aabbcc"));
    MessageLayout layout = RakPingCodec.INSTANCE.description().orElseThrow();
    TsharkFields shown = TsharkFields.of(run("rak_ping", layout, false,
        hex("01 0000000000001234 00ffff00fefefefefdfdfdfd12345679 0102030405060708")),
        "rak_ping");
    assertTrue(shown.experts.toString().contains("RakPing.magic: expected"),
        shown.experts.toString());
  }

  /**
   * A length that covers the parts after it (samples.Spanned, {@code @Covers}): the dissector
   * narrows the message to the span, so the part that runs to its end stops there and the byte
   * after it is read. Bytes: length 0005; unit 07, count 01, data aa, rest bb cc; after 09. Then
   * length 0002: unit 07, count 00, no rest; after 08. A length past the datagram (0009) is
   * flagged malformed, as decode refuses it.
   */
  @Test
  void aLengthThatCoversSeveralParts() throws Exception {
    check("spanned", SpannedCodec.INSTANCE, false, hex("0005 07 01 aa bbcc 09", "0002 07 00 08"));
    MessageLayout layout = SpannedCodec.INSTANCE.description().orElseThrow();
    TsharkFields shown = TsharkFields.of(run("spanned", layout, false,
        hex("0009 07 01 aa bbcc 09")), "spanned");
    assertTrue(shown.experts.stream().anyMatch(e -> e.contains("spanned.malformed")),
        shown.experts.toString());
  }

  /** What tshark shows of one datagram through the dissector "custom" of codec, unflagged. */
  private TsharkFields unflagged(Codec<?> codec, String datagram) throws Exception {
    MessageLayout layout = codec.description().orElseThrow();
    TsharkFields shown = TsharkFields.of(run("custom", layout, false, hex(datagram)), "custom");
    assertEquals(List.of(), shown.experts, "tshark flagged a message");
    return shown;
  }

  private void check(String protocol, List<byte[]> frames) throws Exception {
    Protocol p = Protocols.find(protocol).orElseThrow();
    boolean tcp = p.streamable() && !p.name().equals("bitpacked");
    check(protocol, p.codec(), tcp, frames);
  }

  private void check(String protocol, Codec<?> codec, boolean tcp, List<byte[]> frames)
      throws Exception {
    MessageLayout layout = codec.description().orElseThrow();
    DecodedFields expected = new DecodedFields(protocol);
    for (byte[] frame : frames) {
      expected.message(layout, codec.decode(frame));
    }
    TsharkFields shown = TsharkFields.of(run(protocol, layout, tcp, frames), protocol);
    shown.assertShows(expected, frames.size());
  }

  /** The dissector of {@code p}, run by tshark on a capture of {@code frames}. */
  private JsonNode run(Protocol p, List<byte[]> frames) throws Exception {
    boolean tcp = p.streamable() && !p.name().equals("bitpacked");
    return run(p.name(), p.codec().description().orElseThrow(), tcp, frames);
  }

  /** The dissector {@code name} of {@code layout}, run by tshark on a capture of frames. */
  private JsonNode run(String name, MessageLayout layout, boolean tcp, List<byte[]> frames)
      throws Exception {
    Path script = work.resolve(name + ".lua");
    Files.writeString(script, LuaDissector.generate(layout, new DissectorSpec(name, name,
        tcp ? List.of() : List.of(PORT), tcp ? List.of(PORT) : List.of(), tcp)));
    return Tshark.dissect(script, capture(name, frames, tcp), work);
  }

  /**
   * A capture of {@code frames} from a client to the server's port: by UDP one datagram each; by
   * TCP the first two messages in one segment, the last cut across two segments (which TCP
   * reassembly must join) and the others one segment each.
   */
  private Path capture(String name, List<byte[]> frames, boolean tcp) throws Exception {
    Path pcap = work.resolve(name + (tcp ? "-tcp" : "-udp") + ".pcap");
    List<byte[]> segments = new ArrayList<>();
    if (tcp) {
      for (int i = 0; i < frames.size(); i++) {
        byte[] f = frames.get(i);
        if (i == 1) {
          byte[] first = segments.remove(0);
          byte[] both = java.util.Arrays.copyOf(first, first.length + f.length);
          System.arraycopy(f, 0, both, first.length, f.length);
          segments.add(both);
        } else if (i == frames.size() - 1 && f.length > 1) {
          segments.add(java.util.Arrays.copyOf(f, f.length / 2));
          segments.add(java.util.Arrays.copyOfRange(f, f.length / 2, f.length));
        } else {
          segments.add(f);
        }
      }
    } else {
      segments.addAll(frames);
    }
    try (PcapWriter w = PcapWriter.open(pcap)) {
      long seq = 1;
      long micros = 1_700_000_000_000_000L;
      for (byte[] segment : segments) {
        if (tcp) {
          w.tcp(micros++, CLIENT, SERVER, seq, segment);
          seq += segment.length;
        } else {
          w.udp(micros++, CLIENT, SERVER, segment);
        }
      }
    }
    return pcap;
  }

  private static List<byte[]> hex(String... vectors) {
    List<byte[]> out = new ArrayList<>();
    for (String v : vectors) {
      out.add(HexFormat.of().parseHex(Vectors.compact(v)));
    }
    return out;
  }

  private static List<byte[]> encoded(String protocol, Object... messages) {
    return encoded(Protocols.find(protocol).orElseThrow().codec(), messages);
  }

  @SuppressWarnings({"unchecked", "rawtypes"})
  private static List<byte[]> encoded(Codec codec, Object... messages) {
    List<byte[]> out = new ArrayList<>();
    for (Object m : messages) {
      out.add(codec.encode(m));
    }
    return out;
  }
}
