package io.framewright.processor;

import static com.google.common.truth.Truth.assertThat;
import static io.framewright.processor.Compilations.type;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.framewright.runtime.Codec;
import io.framewright.runtime.DecodeException;
import io.framewright.runtime.EncodeException;
import java.util.HexFormat;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * {@code @Varint}: LEB128 varints as values. Every byte here is written by hand from the
 * protobuf encoding guide (protobuf.dev/programming-guides/encoding: "Base 128 Varints", 150 is
 * 96 01; ZigZag: 0, -1, 1, -2 are 0, 1, 2, 3) and the MQTT 3.1.1 remaining length table
 * (section 2.2.3), never computed by the code under test.
 */
class VarintCodecTest {
  static GeneratedClasses loader;

  static final String[] SOURCES = {
      "@Message record Plain(@Varint int value) {}",
      "@Message record Signed(@Varint(zigzag = true) int value) {}",
      "@Message record Wide(@Varint long value) {}",
      "@Message record SignedWide(@Varint(zigzag = true) long value) {}",
      "@Message record Mqtt(byte header, @Varint(maxBytes = 4) int remaining, short id) {}",
      "@Message record Lenient(@Varint(acceptNonMinimal = true) int value) {}",
      "@Message record Short3(@Varint(maxBytes = 1, zigzag = true) int value) {}",
      "@Message record Held(@Varint int len, byte kind, @Length(field = \"len\") String text) {}",
      "@Message record Counted(@Varint long n, @Count(field = \"n\") short[] items) {}",
      "@Message record Opt(byte kind, @Flags byte flags, @When(field = \"kind\", equal = 1)"
          + " Integer extra, @Presence(flag = 2) @Varint(zigzag = true) Long delta,"
          + " @When(field = \"kind\", equal = 1) @Varint Integer more) {}",
      "@Message record Proto(byte tag, @Length(varint = true) String name,"
          + " @Count(varint = true) short[] ids, @Length(varint = true) byte[] data) {}",
      "@Message record Inner(@Varint int a, byte b) {}",
      "@Message record Outer(@Length(varint = true) Inner inner,"
          + " @Count(varint = true, max = 3) java.util.List<Inner> list) {}",
      "@Message record OptText(byte kind,"
          + " @When(field = \"kind\", equal = 1) @Length(varint = true) String s) {}",
      "@Message record UsingHeld(@Using(Leb.class) int len, @Length(field = \"len\") String s)"
          + " {}",
      "@Message record Absent(byte kind,"
          + " @When(field = \"kind\", equal = 1) @WhenAbsent(0) @Varint int n, byte end) {}",
      "@Message @Checksum(algorithm = java.util.zip.CRC32.class, bits = 32, at = Checksum.At.END)"
          + " record Summed(@Varint int a, byte b) {}",
      "@Message record Items(@Count(varint = true) java.util.List<Inner> items) {}",
      "@Message @Union(bits = 8) sealed interface Choice permits Big, Small {}",
      "@Tag(1) record Big(@Varint long v) implements Choice {}",
      "@Tag(2) record Small(byte v) implements Choice {}",
      "@Message record Chosen(Choice choice, @Varint int after) {}",
      "@Message record OneByte(@Varint(maxBytes = 1) int len, @Length(field = \"len\") byte[] b)"
          + " {}"};

  /** The messages above, with {@code Leb}, a user's varint codec for {@code @Using}. */
  static GeneratedClasses load() {
    return GeneratedClasses.load(type("Plain", SOURCES), Compilations.source("Leb",
        "package test;",
        "/** A varint by hand, as a user's codec: the width follows the value. */",
        "public final class Leb implements io.framewright.runtime.ValueCodec<Integer> {",
        "  public int size(Integer v) { return v < 128 ? 1 : v < 16384 ? 2 : 3; }",
        "  public int write(Integer v, byte[] buf, int p, int limit) {",
        "    int n = v;",
        "    while (n >= 128) { buf[p++] = (byte) (n | 0x80); n >>>= 7; }",
        "    buf[p++] = (byte) n;",
        "    return p;",
        "  }",
        "  public Integer read(io.framewright.runtime.WireReader in) {",
        "    int v = 0;",
        "    for (int shift = 0; ; shift += 7) {",
        "      int b = in.buffer()[in.claim(1, \"\")];",
        "      v |= (b & 0x7f) << shift;",
        "      if (b >= 0) { return v; }",
        "    }",
        "  }",
        "}"));
  }

  @BeforeAll
  static void compile() {
    loader = load();
  }

  private static byte[] bytes(String hex) {
    return HexFormat.of().parseHex(hex.replace(" ", ""));
  }

  private static DecodeException decodeFails(String type, String hex) throws Exception {
    Codec<Object> codec = loader.codec(type);
    return assertThrows(DecodeException.class, () -> codec.decode(bytes(hex)));
  }

  private static EncodeException encodeFails(String type, Object... args) throws Exception {
    Codec<Object> codec = loader.codec(type);
    Object value = loader.make(type, args);
    return assertThrows(EncodeException.class, () -> codec.encode(value));
  }

  @Test
  void unsignedIntsFromTheProtobufGuide() throws Exception {
    loader.assertWire("Plain", loader.make("Plain", 0), "00");
    loader.assertWire("Plain", loader.make("Plain", 1), "01");
    loader.assertWire("Plain", loader.make("Plain", 127), "7f");
    loader.assertWire("Plain", loader.make("Plain", 128), "80 01");
    loader.assertWire("Plain", loader.make("Plain", 150), "96 01");
    loader.assertWire("Plain", loader.make("Plain", 300), "ac 02");
    // 2^31 - 1: 31 one bits, four groups of 7 and 3 more
    loader.assertWire("Plain", loader.make("Plain", Integer.MAX_VALUE), "ff ff ff ff 07");
  }

  @Test
  void zigZagInts() throws Exception {
    loader.assertWire("Signed", loader.make("Signed", 0), "00");
    loader.assertWire("Signed", loader.make("Signed", -1), "01");
    loader.assertWire("Signed", loader.make("Signed", 1), "02");
    loader.assertWire("Signed", loader.make("Signed", -2), "03");
    loader.assertWire("Signed", loader.make("Signed", 2), "04");
    // 2147483647 -> 4294967294, -2147483648 -> 4294967295 (the guide's table)
    loader.assertWire("Signed", loader.make("Signed", Integer.MAX_VALUE), "fe ff ff ff 0f");
    loader.assertWire("Signed", loader.make("Signed", Integer.MIN_VALUE), "ff ff ff ff 0f");
  }

  @Test
  void longs() throws Exception {
    loader.assertWire("Wide", loader.make("Wide", 300L), "ac 02");
    // 2^63 - 1: nine groups of 7 one bits
    loader.assertWire("Wide", loader.make("Wide", Long.MAX_VALUE),
        "ff ff ff ff ff ff ff ff 7f");
    loader.assertWire("SignedWide", loader.make("SignedWide", -1L), "01");
    loader.assertWire("SignedWide", loader.make("SignedWide", 1L), "02");
    // ZigZag of Long.MIN_VALUE is 64 one bits: nine full groups and a last 1
    loader.assertWire("SignedWide", loader.make("SignedWide", Long.MIN_VALUE),
        "ff ff ff ff ff ff ff ff ff 01");
    loader.assertWire("SignedWide", loader.make("SignedWide", Long.MAX_VALUE),
        "fe ff ff ff ff ff ff ff ff 01");
  }

  @Test
  void mqttRemainingLengthsFromTheSpecification() throws Exception {
    // MQTT 3.1.1, 2.2.3, table 2.4: the first and last value of each length
    String[][] table = {
        {"0", "00"}, {"127", "7f"},
        {"128", "80 01"}, {"16383", "ff 7f"},
        {"16384", "80 80 01"}, {"2097151", "ff ff 7f"},
        {"2097152", "80 80 80 01"}, {"268435455", "ff ff ff 7f"}};
    for (String[] row : table) {
      // header 30 (PUBLISH), the remaining length, packet id 0102 after it
      loader.assertWire("Mqtt", loader.make("Mqtt", (byte) 0x30, Integer.parseInt(row[0]),
          (short) 0x0102), "30 " + row[1] + " 0102");
    }
    EncodeException e = encodeFails("Mqtt", (byte) 0x30, 268435456, (short) 0);
    assertThat(e.getMessage()).isEqualTo(
        "Mqtt.remaining: 268435456 does not fit 28 unsigned bits (0..268435455)");
    DecodeException d = decodeFails("Mqtt", "30 80 80 80 80 01 0102");
    assertThat(d.getMessage()).isEqualTo("Mqtt.remaining at byte 1: expected a varint of at most"
        + " 4 byte(s) but found more\n  30 [80] 80 80 80 01 01 02");
  }

  @Test
  void negativeIsNotAnUnsignedVarint() throws Exception {
    assertThat(encodeFails("Plain", -1).getMessage())
        .isEqualTo("Plain.value: -1 does not fit 31 unsigned bits (0..2147483647)");
    assertThat(encodeFails("Wide", -1L).getMessage())
        .isEqualTo("Wide.value: -1 does not fit 63 unsigned bits (0..9223372036854775807)");
    // One ZigZag byte holds -64..63
    loader.assertWire("Short3", loader.make("Short3", -64), "7f");
    loader.assertWire("Short3", loader.make("Short3", 63), "7e");
    assertThat(encodeFails("Short3", 64).getMessage())
        .isEqualTo("Short3.value: 64 does not fit 7 signed bits (-64..63)");
  }

  @Test
  void truncatedAtEveryLength() throws Exception {
    String[] whole = {"ff ff ff ff 07", "ac 02"};
    for (String hex : whole) {
      byte[] all = bytes(hex);
      for (int n = 0; n < all.length; n++) {
        byte[] cut = java.util.Arrays.copyOf(all, n);
        DecodeException e = assertThrows(DecodeException.class,
            () -> loader.codec("Plain").decode(cut));
        assertThat(e.fieldPath()).isEqualTo("Plain.value");
      }
    }
    byte[] mqtt = bytes("30 80 80 01 0102");
    for (int n = 0; n < mqtt.length; n++) {
      byte[] cut = java.util.Arrays.copyOf(mqtt, n);
      assertThrows(DecodeException.class, () -> loader.codec("Mqtt").decode(cut));
    }
    assertThat(decodeFails("Plain", "96").getMessage()).isEqualTo("Plain.value at byte 0:"
        + " expected 2 bytes but found end of input after 1 byte\n  [96]");
  }

  @Test
  void tooManyGroupsOrTooLargeANumber() throws Exception {
    assertThat(decodeFails("Plain", "80 80 80 80 80 01").expected())
        .isEqualTo("a varint of at most 5 byte(s)");
    // 2^31 does not fit an unsigned int's 31 bits
    assertThat(decodeFails("Plain", "80 80 80 80 08").expected())
        .isEqualTo("a varint of at most 31 bits");
    // 2^32 does not fit a ZigZag int's 32 bits
    assertThat(decodeFails("Signed", "80 80 80 80 10").expected())
        .isEqualTo("a varint of at most 32 bits");
    // 2^63 does not fit an unsigned long's 63 bits; 2^64 no long at all
    assertThat(decodeFails("Wide", "80 80 80 80 80 80 80 80 80 01").expected())
        .isEqualTo("a varint of at most 63 bits");
    assertThat(decodeFails("SignedWide", "80 80 80 80 80 80 80 80 80 02").expected())
        .isEqualTo("a varint of at most 64 bits");
    assertThat(decodeFails("SignedWide", "80 80 80 80 80 80 80 80 80 80 01").expected())
        .isEqualTo("a varint of at most 10 byte(s)");
  }

  @Test
  void nonMinimalRejectedUnlessAccepted() throws Exception {
    DecodeException e = decodeFails("Plain", "80 00");
    assertThat(e.getMessage()).isEqualTo("Plain.value at byte 0: expected a varint in the fewest"
        + " bytes but found 2 byte(s) for 0\n  [80] 00");
    assertThat(decodeFails("Plain", "81 80 00").found()).isEqualTo("3 byte(s) for 1");
    Codec<Object> lenient = loader.codec("Lenient");
    assertThat(GeneratedClasses.describe(lenient.decode(bytes("80 00"))))
        .isEqualTo(GeneratedClasses.describe(loader.make("Lenient", 0)));
    assertThat(GeneratedClasses.describe(lenient.decode(bytes("81 80 80 80 00"))))
        .isEqualTo(GeneratedClasses.describe(loader.make("Lenient", 1)));
    // Re-encoded minimally
    assertThat(GeneratedClasses.hex(lenient.encode(lenient.decode(bytes("81 80 00")))))
        .isEqualTo("01");
  }

  @Test
  void trailingBytesAfterTheVarint() throws Exception {
    assertThat(decodeFails("Plain", "01 00").expected()).isEqualTo("end of input");
  }

  @Test
  void aVarintHoldsTheSizeOfALaterPart() throws Exception {
    // The encoder writes the real size (the record says 0), in as many bytes as it needs.
    loader.assertWire("Held", loader.make("Held", 3, (byte) 9, "abc"), "03 09 616263");
    Codec<Object> held = loader.codec("Held");
    byte[] wire = held.encode(loader.make("Held", 0, (byte) 9, "x".repeat(200)));
    // 200 = c8 01: two bytes of varint
    assertThat(GeneratedClasses.hex(wire).substring(0, 6)).isEqualTo("c80109");
    assertThat(wire.length).isEqualTo(3 + 200);
    assertThat(held.size(loader.make("Held", 0, (byte) 9, "x".repeat(200)))).isEqualTo(203);
    assertThat(GeneratedClasses.describe(held.decode(wire)))
        .isEqualTo(GeneratedClasses.describe(loader.make("Held", 200, (byte) 9, "x".repeat(200))));
    loader.assertWire("Counted", loader.make("Counted", 2L, new short[] {1, 2}),
        "02 0001 0002");
    // The varint says 3 elements, two follow
    assertThat(decodeFails("Counted", "03 0001 0002").fieldPath()).isEqualTo("Counted.items");
  }

  @Test
  void optionalVarints() throws Exception {
    // kind 01: extra and more present; flags 02 (set from delta, present: ZigZag -2 = 03)
    loader.assertWire("Opt", loader.make("Opt", (byte) 1, (byte) 0, 5, -2L, 300),
        "01 02 00000005 03 ac02");
    loader.assertWire("Opt", loader.make("Opt", (byte) 0, (byte) 0, null, null, null), "00 00");
    loader.assertWire("Opt", loader.make("Opt", (byte) 0, (byte) 0, null, 1L, null), "00 02 02");
  }

  @Test
  void theLayoutTableShowsTheVarint() throws Exception {
    String table = loader.codec("Mqtt").description().orElseThrow().table();
    assertThat(table).contains("int, unsigned varint, 1 to 4 bytes");
    assertThat(loader.codec("SignedWide").description().orElseThrow().table())
        .contains("long, ZigZag varint, 1 to 10 bytes");
  }

  @Test
  void varintPrefixes() throws Exception {
    // protobuf guide: the string "testing" is 07 74 65 73 74 69 6e 67
    byte[] data = new byte[200];
    data[199] = 0x55;
    Object proto = loader.make("Proto", (byte) 0x12, "testing", new short[] {1, 2}, data);
    loader.assertWire("Proto", proto, "12 07 74657374696e67 02 0001 0002 c801"
        + "00".repeat(199) + "55");
    // 127 bytes take one byte of length, 128 two
    loader.assertWire("Proto", loader.make("Proto", (byte) 0, "a".repeat(127), new short[0],
        new byte[0]), "00 7f" + "61".repeat(127) + "00 00");
    loader.assertWire("Proto", loader.make("Proto", (byte) 0, "a".repeat(128), new short[0],
        new byte[0]), "00 8001" + "61".repeat(128) + "00 00");
    byte[] wire = bytes("12 07 74657374696e67 02 0001 0002 02 aabb");
    for (int n = 0; n < wire.length; n++) {
      byte[] cut = java.util.Arrays.copyOf(wire, n);
      assertThrows(DecodeException.class, () -> loader.codec("Proto").decode(cut));
    }
    // A length longer than the input, and a length written in more bytes than it needs
    assertThat(decodeFails("Proto", "12 0a 74657374696e67 00 00").fieldPath())
        .isEqualTo("Proto.name");
    assertThat(decodeFails("Proto", "12 8700 74657374696e67 00 00").expected())
        .isEqualTo("a varint in the fewest bytes");
  }

  @Test
  void varintPrefixedMessagesAndOptionalParts() throws Exception {
    Object inner = loader.make("Inner", 300, (byte) 7);
    Object small = loader.make("Inner", 1, (byte) 2);
    // inner: 3 bytes (ac 02 07); list: 2 elements
    loader.assertWire("Outer", loader.make("Outer", inner, java.util.List.of(small, inner)),
        "03 ac0207 02 0102 ac0207");
    assertThat(decodeFails("Outer", "02 0102 04 0102 0102 0102 0102").expected())
        .isEqualTo("at most 3 element(s)");
    Codec<Object> outer = loader.codec("Outer");
    Object four = loader.make("Outer", inner, java.util.List.of(small, small, small, small));
    assertThat(assertThrows(EncodeException.class, () -> outer.encode(four)).getMessage())
        .isEqualTo("Outer.list: 4 element(s) exceed the maximum of 3");
    // The varint says 3 bytes; the inner message takes 2 of them
    assertThat(decodeFails("Outer", "03 0102 ff 00").fieldPath()).isEqualTo("Outer.inner");
    loader.assertWire("OptText", loader.make("OptText", (byte) 1, "hi"), "01 02 6869");
    loader.assertWire("OptText", loader.make("OptText", (byte) 0, null), "00");
  }

  @Test
  void theTableShowsAVarintPrefix() throws Exception {
    String table = loader.codec("Proto").description().orElseThrow().table();
    assertThat(table).contains("text, UTF-8; byte length in the varint before");
    assertThat(table).contains("short[]; count in the varint before");
  }

  /**
   * Issue 14 said a {@code @Length(field)} naming a variable-width {@code @Using} component
   * wrote wrong bytes: the holder's width must follow the size written into it, not the value
   * the record holds.
   */
  @Test
  void aUsingHolderOfVariableWidthTakesTheRealSize() throws Exception {
    Codec<Object> codec = loader.codec("UsingHeld");
    // The record holds 0 (one byte); the real size, 200, takes two: c8 01
    Object value = loader.make("UsingHeld", 0, "x".repeat(200));
    byte[] wire = codec.encode(value);
    assertThat(GeneratedClasses.hex(wire)).isEqualTo("c801" + "78".repeat(200));
    assertThat(codec.size(value)).isEqualTo(202);
    byte[] buf = new byte[300];
    assertThat(codec.encode(value, buf, 0)).isEqualTo(202);
    // And the other way: the record holds 300 (two bytes), the real size 3 takes one
    Object small = loader.make("UsingHeld", 300, "abc");
    assertThat(GeneratedClasses.hex(codec.encode(small))).isEqualTo("03616263");
    assertThat(codec.size(small)).isEqualTo(4);
  }

  @Test
  void varintsWithOtherFeatures() throws Exception {
    // @When with @WhenAbsent(0): present as 80 01 (128), absent when kind is 0
    loader.assertWire("Absent", loader.make("Absent", (byte) 1, 128, (byte) 9), "01 8001 09");
    loader.assertWire("Absent", loader.make("Absent", (byte) 0, 0, (byte) 9), "00 09");
    assertThat(decodeFails("Absent", "01 00 09").expected())
        .isEqualTo("a value other than 0, which stands for absent");
    // CRC-32 of ac 02 07 (IEEE, as java.util.zip.CRC32): computed by the JDK, not the codec
    java.util.zip.CRC32 crc = new java.util.zip.CRC32();
    crc.update(bytes("ac0207"));
    loader.assertWire("Summed", loader.make("Summed", 300, (byte) 7),
        "ac0207" + String.format("%08x", crc.getValue()));
    Object items = loader.make("Items", java.util.List.of(loader.make("Inner", 128, (byte) 1),
        loader.make("Inner", 0, (byte) 2)));
    loader.assertWire("Items", items, "02 800101 0002");
    // A union variant with a varint, then a varint after the union
    loader.assertWire("Chosen", loader.make("Chosen", loader.make("Big", 300L), 1),
        "01 ac02 01");
    loader.assertWire("Chosen", loader.make("Chosen", loader.make("Small", (byte) 5), 128),
        "02 05 8001");
  }

  @Test
  void aVarintHolderLimitsWhatItHolds() throws Exception {
    loader.assertWire("OneByte", loader.make("OneByte", 2, new byte[] {1, 2}), "02 0102");
    EncodeException e = encodeFails("OneByte", 0, new byte[128]);
    assertThat(e.getMessage()).isEqualTo("OneByte.b: 128 byte(s) exceed the maximum of 127");
  }
}
