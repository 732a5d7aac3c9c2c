package io.framewright.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.framewright.cli.samples.LengthClash;
import io.framewright.cli.samples.Lines;
import io.framewright.cli.samples.OneBitFlags;
import io.framewright.cli.samples.OptionChain;
import io.framewright.cli.samples.PngLikeChunk;
import io.framewright.cli.samples.PubPacket;
import io.framewright.cli.samples.QuicSample;
import io.framewright.cli.samples.KeptAndLeft;
import io.framewright.cli.samples.RakPing;
import io.framewright.cli.samples.Ruled;
import io.framewright.cli.samples.Sentence;
import io.framewright.cli.samples.SignedBit;
import io.framewright.cli.samples.TaggedPub;
import io.framewright.cli.samples.Tlvs;
import io.framewright.cli.samples.ZeroFilled;
import io.framewright.cli.samples.Swatch;
import io.framewright.cli.samples.VarintLength;
import io.framewright.cli.samples.Words;
import io.framewright.cli.samples.WordsDatagram;
import io.framewright.examples.EntityUpdate;
import io.framewright.examples.GameEvent;
import io.framewright.examples.Handshake;
import io.framewright.runtime.Codec;
import io.framewright.runtime.DecodeException;
import io.framewright.runtime.Framewright;
import io.framewright.runtime.layout.MessageLayout;
import java.lang.reflect.InvocationTargetException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The exported {@code .ksy} of the five protocols and of example messages, compiled by the real
 * Kaitai Struct compiler (0.11, run as a process on this test's class path) into Java, compiled
 * by javac, and run on test vectors: every field the Kaitai parser reads equals what the
 * Framewright codec decodes from the same bytes ({@link KaitaiFields}).
 */
class KaitaiCompilerTest {
  private static final String PACKAGE = "kaitai.generated";

  @TempDir
  static Path dir;

  private static ClassLoader parsers;
  private static final Map<String, KaitaiExport.Result> EXPORTS = new LinkedHashMap<>();

  /** The codecs exported: each protocol's top-level one, then the example messages. */
  private static Map<String, Codec<?>> codecs() {
    Map<String, Codec<?>> codecs = new LinkedHashMap<>();
    for (Protocol p : Protocols.ALL) {
      codecs.put(p.name(), p.codec());
    }
    codecs.put("entity_update", Framewright.codec(EntityUpdate.class));
    codecs.put("game_event", Framewright.codec(GameEvent.class));
    codecs.put("handshake", Framewright.codec(Handshake.class));
    codecs.put("varint_length", Framewright.codec(VarintLength.class));
    codecs.put("one_bit_flags", Framewright.codec(OneBitFlags.class));
    codecs.put("sentence", Framewright.codec(Sentence.class));
    codecs.put("words", Framewright.codec(Words.class));
    codecs.put("swatch", Framewright.codec(Swatch.class));
    codecs.put("lines", Framewright.codec(Lines.class));
    codecs.put("length_clash", Framewright.codec(LengthClash.class));
    codecs.put("signed_bit", Framewright.codec(SignedBit.class));
    codecs.put("quic_sample", Framewright.codec(QuicSample.class));
    codecs.put("ruled", Framewright.codec(Ruled.class));
    codecs.put("kept_and_left", Framewright.codec(KeptAndLeft.class));
    codecs.put("png_like_chunk", Framewright.codec(PngLikeChunk.class));
    codecs.put("rak_ping", Framewright.codec(RakPing.class));
    codecs.put("words_datagram", Framewright.codec(WordsDatagram.class));
    codecs.put("option_chain", Framewright.codec(OptionChain.class));
    codecs.put("pub_packet", Framewright.codec(PubPacket.class));
    codecs.put("tagged_pub", Framewright.codec(TaggedPub.class));
    codecs.put("tlvs", Framewright.codec(Tlvs.class));
    codecs.put("zero_filled", Framewright.codec(ZeroFilled.class));
    return codecs;
  }

  @BeforeAll
  static void compile() throws Exception {
    Path ksy = Files.createDirectories(dir.resolve("ksy"));
    Path src = Files.createDirectories(dir.resolve("src"));
    Path classes = Files.createDirectories(dir.resolve("classes"));
    List<String> command = new ArrayList<>(List.of(
        Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        "-cp", System.getProperty("java.class.path"), "io.kaitai.struct.JavaMain",
        "--ksc-exceptions", "-t", "java", "--java-package", PACKAGE, "-d", src.toString()));
    Map<String, MessageLayout> layouts = new LinkedHashMap<>();
    codecs().forEach((name, codec) -> layouts.put(name, codec.description().orElseThrow()));
    layouts.putAll(KaitaiHandLayouts.ALL);
    for (Map.Entry<String, MessageLayout> e : layouts.entrySet()) {
      KaitaiExport.Result result = KaitaiExport.of(e.getValue());
      EXPORTS.put(e.getKey(), result);
      Path file = ksy.resolve(e.getKey() + ".ksy");
      Files.writeString(file, result.ksy());
      command.add(file.toString());
    }
    Path log = dir.resolve("ksc.log");
    Process ksc = new ProcessBuilder(command).redirectErrorStream(true)
        .redirectOutput(log.toFile()).start();
    assertTrue(ksc.waitFor(120, TimeUnit.SECONDS), "the Kaitai compiler did not finish");
    String output = Files.readString(log);
    assertEquals(0, ksc.exitValue(), output);
    // ksc reports a spec it rejects on its output and still exits 0 for the others.
    assertTrue(!output.contains("error:"), output);

    List<String> sources;
    try (Stream<Path> files = Files.walk(src)) {
      sources = files.filter(f -> f.toString().endsWith(".java")).map(Path::toString).toList();
    }
    assertEquals(layouts.size(), sources.size(), "one parser per .ksy: " + sources);
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    List<String> args = new ArrayList<>(List.of("-proc:none", "-nowarn", "-d",
        classes.toString(), "-cp", System.getProperty("java.class.path")));
    args.addAll(sources);
    assertEquals(0, javac.run(null, null, null, args.toArray(String[]::new)),
        "javac failed on the generated parsers");
    parsers = new URLClassLoader(new URL[] {classes.toUri().toURL()},
        KaitaiCompilerTest.class.getClassLoader());
  }

  @Test
  void varintsReadByTheExportedLeb128Type() throws Exception {
    // 300 is ac 02 (0101100 first, with the continuation bit; then 10); "hi" after its length 2.
    byte[] bytes = HexFormat.of().parseHex("ac02026869");
    Object parsed = parse("Varints", bytes);
    Object length = parsed.getClass().getMethod("length").invoke(parsed);
    assertEquals(300, ((Number) length.getClass().getMethod("value").invoke(length)).intValue());
    assertEquals("hi", parsed.getClass().getMethod("name").invoke(parsed));
  }

  /**
   * QUIC varints read by the exported quic_varint type (a b2 length code, then 6, 14, 30 or 62
   * bits): RFC 9000 appendix A.1's c2197c5eff14e88c is 151288809941952652, 7bbd is 15293; the tag
   * 01 selects Numbers.
   */
  @Test
  void quicVarintsReadByTheExportedType() throws Exception {
    Object parsed = parse("QuicSample", HexFormat.of().parseHex("01c2197c5eff14e88c7bbd"));
    Object body = parsed.getClass().getMethod("body").invoke(parsed);
    Object big = body.getClass().getMethod("big").invoke(body);
    assertEquals(151_288_809_941_952_652L,
        ((Number) big.getClass().getMethod("value").invoke(big)).longValue());
    Object small = body.getClass().getMethod("small").invoke(body);
    assertEquals(15_293L, ((Number) small.getClass().getMethod("value").invoke(small)).longValue());
    assertTrue(EXPORTS.get("quic_sample").ksy().contains("quic_varint:"));
  }

  /**
   * A checksum from a component on: Kaitai reads it as a number, and the field's doc says which
   * bytes it covers. PNG's IEND chunk: length 0, type "IEND", CRC ae426082 (the CRC-32 of
   * "IEND" alone).
   */
  @Test
  void aChecksumFromAComponentIsReadAndItsRangeNamed() throws Exception {
    Object parsed = parse("PngLikeChunk", HexFormat.of().parseHex("0000000049454e44ae426082"));
    assertEquals(0xae426082L,
        ((Number) parsed.getClass().getMethod("checksum").invoke(parsed)).longValue());
    assertTrue(EXPORTS.get("png_like_chunk").ksy().contains(
        "doc: \"Checksum of the message from byte 4: Kaitai reads it as a number and does not"
            + " verify it; an encoder computes it.\""), EXPORTS.get("png_like_chunk").ksy());
  }

  @Test
  void leastSignificantBitFirstIsKaitaisLittleBitEndian() throws Exception {
    // BitOrder.LSB_FIRST: the run reads as one little-endian integer, a in its low bits:
    // a 5 | b 0x1234 << 3 = 0x91a5, written a5 91.
    Object parsed = parse("LsbFirst", HexFormat.of().parseHex("a591"));
    assertEquals(5L, ((Number) parsed.getClass().getMethod("a").invoke(parsed)).longValue());
    assertEquals(0x1234L,
        ((Number) parsed.getClass().getMethod("b").invoke(parsed)).longValue());
  }

  @Test
  void aSubByteTagSelectsItsVariant() throws Exception {
    // Tag 1 (0001) then x = 0xabc: 1a bc. Tag 2 (0010) then y = 7: 27.
    Object wide = parse("Nibble", HexFormat.of().parseHex("1abc"));
    Object body = wide.getClass().getMethod("body").invoke(wide);
    assertEquals("NibbleWide", body.getClass().getSimpleName());
    assertEquals(0xabcL, ((Number) body.getClass().getMethod("x").invoke(body)).longValue());
    Object narrow = parse("Nibble", HexFormat.of().parseHex("27"));
    body = narrow.getClass().getMethod("body").invoke(narrow);
    assertEquals("NibbleNarrow", body.getClass().getSimpleName());
    assertEquals(7L, ((Number) body.getClass().getMethod("y").invoke(body)).longValue());
  }

  @Test
  void sizeExpressionsAndWhenConditions() throws Exception {
    // ihl 6: 6 * 4 - 20 = 4 bytes of options, then extra (ihl is 6).
    Object six = parse("Expressions", HexFormat.of().parseHex("0601020304ff"));
    assertArrayEquals(new byte[] {1, 2, 3, 4},
        (byte[]) six.getClass().getMethod("options").invoke(six));
    assertEquals(255, ((Number) six.getClass().getMethod("extra").invoke(six)).intValue());
    // ihl 5: no options, no extra.
    Object five = parse("Expressions", HexFormat.of().parseHex("05"));
    assertArrayEquals(new byte[0], (byte[]) five.getClass().getMethod("options").invoke(five));
    assertEquals(null, five.getClass().getMethod("extra").invoke(five));
  }

  /**
   * A custom codec's part whose codec declares its size (samples.HexColourCodec: 3 bytes) is
   * exported with that size, so the field after it is read: id 07, colour ff 80 00, after 09.
   */
  @Test
  void aCustomPartOfDeclaredSizeIsSizedAndTheNextFieldRead() throws Exception {
    Object parsed = parse("Swatch", HexFormat.of().parseHex("07ff800009"));
    assertArrayEquals(new byte[] {(byte) 0xff, (byte) 0x80, 0},
        (byte[]) parsed.getClass().getMethod("colour").invoke(parsed));
    assertEquals(9, ((Number) parsed.getClass().getMethod("after").invoke(parsed)).intValue());
  }

  @Test
  void typesNamedAsTheJdkClassesOfTheParserCompile() throws Exception {
    // String holds List, whose x is the one byte 2a. Classes String and List would shadow
    // java.lang.String and java.util.List in the parser ksc writes: the ids get _type.
    Object parsed = parse("StringType", HexFormat.of().parseHex("2a"));
    Object list = parsed.getClass().getMethod("list").invoke(parsed);
    assertEquals("ListType", list.getClass().getSimpleName());
    assertEquals(42L, ((Number) list.getClass().getMethod("x").invoke(list)).longValue());
  }

  /**
   * A terminator kept in the value and one left for the next field (issue 30, item 8) are
   * Kaitai's include: true and consume: false. Bytes: "hi" 68 69 and its LF 0a; the key "k" 6b,
   * its ':' 3a read by colon; after 07.
   */
  @Test
  void keptAndLeftTerminatorsAreIncludeAndConsume() throws Exception {
    Object parsed = parse("KeptAndLeft", HexFormat.of().parseHex("68690a6b3a07"));
    assertArrayEquals(new byte[] {0x68, 0x69, 0x0a},
        (byte[]) parsed.getClass().getMethod("line").invoke(parsed));
    assertEquals("k", parsed.getClass().getMethod("key").invoke(parsed));
    assertEquals(0x3a, ((Number) parsed.getClass().getMethod("colon").invoke(parsed)).intValue());
    assertEquals(7, ((Number) parsed.getClass().getMethod("after").invoke(parsed)).intValue());
    String ksy = EXPORTS.get("kept_and_left").ksy();
    assertTrue(ksy.contains("    include: true\n"), ksy);
    assertTrue(ksy.contains("    consume: false\n"), ksy);
  }

  /**
   * A list its last element ends is Kaitai's repeat: until, the condition on the element just
   * read; Kaitai reads a one-bit "last" as a boolean, which the condition reads as 0 or 1.
   * Bytes: option 01 (type 1) with 1 byte aa, option 82 (last, type 2) with none, then 07.
   */
  @Test
  void repeatUntilIsKaitaisRepeatUntil() throws Exception {
    String ksy = EXPORTS.get("option_chain").ksy();
    assertTrue(ksy.contains("    repeat: until\n"), ksy);
    assertTrue(ksy.contains("    repeat-until: \"(_.last ? 1 : 0) == 1\"\n"), ksy);
    Object parsed = parse("OptionChain", HexFormat.of().parseHex("0101aa820007"));
    List<?> options = (List<?>) parsed.getClass().getMethod("options").invoke(parsed);
    assertEquals(2, options.size());
    Object second = options.get(1);
    assertEquals(2, ((Number) second.getClass().getMethod("type").invoke(second)).intValue());
    assertEquals(7, ((Number) parsed.getClass().getMethod("after").invoke(parsed)).intValue());
  }

  /**
   * A catch-all of declared shape is the switch's {@code _} case: its fields after the tag, its
   * tag component the union's tag, so that the list goes on after it. Bytes: entries, 11
   * bytes; type 0001, length 03, "abc"; type 0a0b, length 02, 0102; after 07.
   */
  @Test
  void aCatchAllOfDeclaredShapeIsTheDefaultCase() throws Exception {
    String ksy = EXPORTS.get("tlvs").ksy();
    assertTrue(ksy.contains("_: tlvs_tlv_other_after_tag"), ksy);
    Object parsed = parse("Tlvs", HexFormat.of().parseHex("0b000103616263" + "0a0b020102" + "07"));
    Object entries = parsed.getClass().getMethod("entries").invoke(parsed);
    List<?> items = (List<?>) entries.getClass().getMethod("items").invoke(entries);
    assertEquals(2, items.size());
    Object other = items.get(1).getClass().getMethod("body").invoke(items.get(1));
    assertEquals(0x0a0b, ((Number) other.getClass().getMethod("type").invoke(other)).intValue());
    assertEquals("0102", HexFormat.of().formatHex(
        (byte[]) other.getClass().getMethod("value").invoke(other)));
    assertEquals(7, ((Number) parsed.getClass().getMethod("after").invoke(parsed)).intValue());
  }

  /**
   * A truncated payload (@Truncated): ksc compiles the export, whose doc of the field says that
   * Framewright zero-fills what Kaitai does not read; the payload sent whole parses. Bytes: len
   * 04, kind 01, Pair's a 0501 (261) and b 0902 (521), little-endian; after 07. Truncated (len
   * 02, b's zeros dropped), Kaitai runs out of the payload's bytes, as the doc says.
   */
  @Test
  void aTruncatedPartIsReadAsFarAsItsBytesGo() throws Exception {
    String ksy = EXPORTS.get("zero_filled").ksy();
    assertTrue(ksy.contains("May be truncated on the wire (@Truncated: trailing zero bytes"
        + " dropped, at least 1 kept); Framewright reads the missing bytes as zeros, Kaitai reads"
        + " the fields only as far as the bytes on the wire go."), ksy);
    Object parsed = parse("ZeroFilled", HexFormat.of().parseHex("040105010902" + "07"));
    Object body = parsed.getClass().getMethod("body").invoke(parsed);
    assertEquals(261, ((Number) body.getClass().getMethod("a").invoke(body)).intValue());
    assertEquals(521, ((Number) body.getClass().getMethod("b").invoke(body)).intValue());
    assertEquals(7, ((Number) parsed.getClass().getMethod("after").invoke(parsed)).intValue());
    assertThrows(Exception.class, () -> parse("ZeroFilled", HexFormat.of().parseHex("0201050107")));
  }

  private static Object parse(String className, byte[] bytes) throws Exception {
    Class<?> parser = parsers.loadClass(PACKAGE + "." + className);
    Class<?> stream = parsers.loadClass("io.kaitai.struct.ByteBufferKaitaiStream");
    Class<?> kaitaiStream = parsers.loadClass("io.kaitai.struct.KaitaiStream");
    return parser.getConstructor(kaitaiStream)
        .newInstance(stream.getConstructor(byte[].class).newInstance((Object) bytes));
  }

  /** A test vector: the exported spec it is parsed with and its bytes. */
  record Vector(String spec, String hex) {
    @Override
    public String toString() {
      return spec + " " + hex;
    }
  }

  static List<Vector> vectors() {
    return List.of(
        new Vector("bitpacked", Vectors.BITPACKED),
        new Vector("leviathan", Vectors.LEVIATHAN_SERVER_ALLOW),
        new Vector("leviathan", Vectors.LEVIATHAN_DISALLOW),
        new Vector("leviathan", Vectors.LEVIATHAN_ACK_ONLY),
        new Vector("leviathan", Vectors.LEVIATHAN_SEVERAL),
        new Vector("leviathan", Vectors.LEVIATHAN_UNKNOWN_RESPONSE),
        new Vector("leviathan", Vectors.LEVIATHAN_UNKNOWN_REQUEST),
        new Vector("pies", Vectors.PIES_SYNC),
        new Vector("pies", Vectors.PIES_LEVEL_DATA),
        new Vector("pies", Vectors.PIES_AUTH),
        new Vector("avara", Vectors.AVARA_PING),
        new Vector("avara", Vectors.AVARA_JSON),
        new Vector("avara", Vectors.AVARA_ACK_BITMAP),
        new Vector("beer", Vectors.BEER_POSITION),
        new Vector("beer", Vectors.BEER_EVENT),
        new Vector("beer", Vectors.BEER_REMOVED),
        new Vector("beer", Vectors.BEER_RECT),
        // kind 5 (101), health 1000, alive, entityId 0x12345, heading -3 (111101): 40 bits
        // 10111111 01000100 01001000 11010001 01111101; tick 0x01020304 little-endian;
        // position (-2, 300); sequence 0xBEEF.
        new Vector("entity_update", "bf4448d17d 04030201 fffe 012c beef"),
        // Chat("bob", "hi").
        new Vector("game_event", "01 03 626f62 02 6869"),
        // Spawn: 2 entities; flags 01, kind 1 id 5 (001 0000000000101), (1, 2), name "ab";
        // flags 00, kind 5 id 8191 (101 1111111111111), (-1, 0), no name.
        new Vector("game_event", "02 02 01 2005 0001 0002 02 6162 00 bfff ffff 0000"),
        // Leave(0x0102).
        new Vector("game_event", "03 0102"),
        // Little-endian: magic 46 57 00 01, version 'A', ports 5000 443 65535, spawn points
        // (1, -1) and (256, 2) (Vec2 is big-endian), serverTime 1.5, tickRate 60.0,
        // compressed, sessionId 0x0102030405060708.
        new Vector("handshake", "46570001 4100 8813 bb01 ffff 0001ffff 01000002"
            + " 000000000000f83f 00007042 01 0807060504030201"),
        // n 130 as a varint (82 01: 0000010 first, with the continuation bit; then 1), then
        // 130 bytes of data: 01 02 and 128 zeros.
        new Vector("varint_length", "8201 0102" + "00".repeat(128)),
        // QUIC varints (RFC 9000 16): tag 01, big 9d7f3e7d (494878333), small 25 (37); tag
        // 16384 (80 00 40 00), length 2 and aa bb, count 1 in two bytes (40 01) and 0102, n 1
        // and 09.
        new Vector("quic_sample", "01 9d7f3e7d 25"),
        new Vector("quic_sample", "80004000 02 aabb 4001 0102 01 09"),
        // flags 1 (the top bit), rest 0x05, then value 0x1234; flags 0: no value.
        new Vector("one_bit_flags", "85 1234"),
        new Vector("one_bit_flags", "05"),
        // Sentence: count 2, then Words' two shorts.
        new Vector("sentence", "02 0001 0002"),
        // PubPacket: type 3 and flags 2 (QoS bits 01): 32; length 08; topic 03 "a/b"; id 000a;
        // payload "hi". Flags 0: 30, length 06, no id. Type 4: 40, length 02, id 000a.
        new Vector("pub_packet", "32 08 03 612f62 000a 6869"),
        new Vector("pub_packet", "30 06 03 612f62 6869"),
        new Vector("pub_packet", "40 02 000a"),
        // TaggedPub: flags 04 (bits 2-1 = 10); tag 03, topic 01 "t", id 0007, payload ff; flags
        // 00: tag 03, topic 01 "t", payload ff.
        new Vector("tagged_pub", "04 03 01 74 0007 ff"),
        new Vector("tagged_pub", "00 03 01 74 ff"),
        // Lines: count 2, then "hi" and its newline, then an empty line.
        new Vector("lines", "02 6869 0a 0a"),
        // LengthClash: data's length 2, data "hi", then the component dataLength 7.
        new Vector("length_clash", "02 6869 07"),
        // SignedBit: sign 1 (-1), rest 0000101 (5): 85; sign 0, rest 127: 7f.
        new Vector("signed_bit", "85"),
        new Vector("signed_bit", "7f"),
        // Ruled: protocol 0000, unit 17 (11), function 3, type 12 and digit 5 (c5), count 2,
        // quantities 1 and 125 (007d), v 10 (0a): every value inside its rule.
        new Vector("ruled", "0000 11 03 c5 02 0001 007d 0a"),
        // RakPing: id 01, time 0x1234, RakNet's offline message magic, GUID 0x0102030405060708.
        new Vector("rak_ping",
            "01 0000000000001234 00ffff00fefefefefdfdfdfd12345678 0102030405060708"),
        // WordsDatagram: version 4 and 2 words (42: 4 fixed bytes and the option 01020304),
        // total length 11 (000b), then the payload's 11 - 2 * 4 = 3 bytes, read through the
        // header.
        new Vector("words_datagram", "42 00 000b 01020304 aabbcc"));
  }

  /**
   * Constant bytes in the middle of a message (samples.RakPing's magic) are Kaitai's contents,
   * which the parser checks as decode does: the magic's last byte 0x79 instead of 0x78, both
   * refuse.
   */
  @Test
  void constantBytesAreKaitaisContents() throws Exception {
    byte[] bytes = HexFormat.of().parseHex(Vectors.compact(
        "01 0000000000001234 00ffff00fefefefefdfdfdfd12345679 0102030405060708"));
    assertThrows(DecodeException.class, () -> Framewright.codec(RakPing.class).decode(bytes));
    InvocationTargetException e = assertThrows(InvocationTargetException.class,
        () -> parse("RakPing", bytes));
    assertEquals("ValidationNotEqualError", e.getCause().getClass().getSimpleName(),
        e.getCause().toString());
    assertEquals(List.of(), EXPORTS.get("rak_ping").omissions());
  }

  /**
   * Value rules are exported as Kaitai's valid, which the parser checks as decode does
   * (samples.Ruled: protocol constant 0, unit 1..247, function one of 3, 4, 16, type constant
   * 12, digit at most 9, count at least 1, each quantity 1..125). The frame of the vectors,
   * 0000 11 03 c5 02 0001 007d 0a, with one value changed: both refuse it, Kaitai with the
   * error of that check. A varint's rule, which valid cannot check on the varint's type, is
   * listed as left out, and the varint is still read.
   */
  @ParameterizedTest
  @CsvSource({
      "0001 11 03 c5 02 0001 007d 0a, ValidationNotEqualError", // protocol 1
      "0000 00 03 c5 02 0001 007d 0a, ValidationLessThanError", // unit 0
      "0000 f8 03 c5 02 0001 007d 0a, ValidationGreaterThanError", // unit 248
      "0000 11 05 c5 02 0001 007d 0a, ValidationNotAnyOfError", // function 5
      "0000 11 03 d5 02 0001 007d 0a, ValidationNotEqualError", // type 13
      "0000 11 03 ca 02 0001 007d 0a, ValidationGreaterThanError", // digit 10
      "0000 11 03 c5 00 0a, ValidationLessThanError", // count 0
      "0000 11 03 c5 02 0000 007d 0a, ValidationLessThanError", // first quantity 0
      "0000 11 03 c5 02 0001 007e 0a, ValidationGreaterThanError"}) // second quantity 126
  void valueRulesAreKaitaisValid(String hex, String error) throws Exception {
    byte[] bytes = HexFormat.of().parseHex(Vectors.compact(hex));
    assertThrows(DecodeException.class, () -> Framewright.codec(Ruled.class).decode(bytes));
    InvocationTargetException e = assertThrows(InvocationTargetException.class,
        () -> parse("Ruled", bytes));
    assertEquals(error, e.getCause().getClass().getSimpleName(), e.getCause().toString());
    assertEquals(List.of("Ruled.v's value rule: at least 10, not checked (Kaitai's valid does"
        + " not apply to the attribute that holds the value)"), EXPORTS.get("ruled").omissions());
  }

  @ParameterizedTest
  @MethodSource("vectors")
  void kaitaiReadsWhatFramewrightDecodes(Vector v) throws Exception {
    byte[] bytes = HexFormat.of().parseHex(Vectors.compact(v.hex()));
    Codec<?> codec = codecs().get(v.spec());
    Object decoded = codec.decode(bytes);
    MessageLayout layout = codec.description().orElseThrow();
    Object parsed = parse(KaitaiFields.className(KaitaiNames.type(layout.name())), bytes);
    KaitaiFields fields = new KaitaiFields(EXPORTS.get(v.spec()).omissions());
    fields.compare(layout.name(), layout, decoded, parsed);
    assertTrue(fields.compared() > 0, "no field compared");
    // Every part must have been read: the parser stops where the frame ends.
    Object io = parsed.getClass().getMethod("_io").invoke(parsed);
    assertEquals(Boolean.TRUE, io.getClass().getMethod("isEof").invoke(io),
        "the Kaitai parser left bytes unread");
  }

  /**
   * Words reads its count from the message that encloses it (_parent.count), which the
   * top-level type of a .ksy has none of: the export says so and leaves the words out.
   */
  @Test
  void aTopLevelTypeThatReadsItsParentSaysWhatItLeavesOut() {
    assertEquals(List.of("Words.words: reads _parent.count of the message that encloses it,"
        + " which the top-level type of a .ksy has none of: not exported (export the enclosing"
        + " message)"), EXPORTS.get("words").omissions());
    // Nested in Sentence, Kaitai's _parent is Sentence: the words are read.
    assertTrue(EXPORTS.get("sentence").ksy().contains("repeat-expr: \"_parent.count\"\n"),
        EXPORTS.get("sentence").ksy());
  }

  /**
   * A union variant reads the flags of the record holding the union: in the record's own switch
   * (a selected union) Kaitai's _parent is that record; in the switch of the union's own type
   * it is the union's type, whose _parent is the record. Both parse (the vectors above).
   */
  @Test
  void aVariantReadsTheRecordHoldingItsUnion() {
    assertTrue(EXPORTS.get("pub_packet").ksy().contains("if: \"not ((_parent.flags & 0x6) == 0)\"\n"),
        EXPORTS.get("pub_packet").ksy());
    assertTrue(EXPORTS.get("tagged_pub").ksy().contains(
        "if: \"not ((_parent._parent.flags & 0x6) == 0)\"\n"), EXPORTS.get("tagged_pub").ksy());
    assertEquals(List.of(), EXPORTS.get("tagged_pub").omissions());
  }

  @Test
  void everyProtocolSaysWhatItLeavesOut() {
    assertTrue(EXPORTS.get("avara").omissions().stream()
        .anyMatch(o -> o.startsWith("Datagram.checksum")), EXPORTS.get("avara").toString());
    assertTrue(EXPORTS.get("avara").ksy().contains("#   - Datagram.checksum"));
    assertTrue(EXPORTS.get("bitpacked").omissions().isEmpty(),
        EXPORTS.get("bitpacked").omissions().toString());
    assertNotNull(parsers);
  }
}
