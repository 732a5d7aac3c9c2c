package io.framewright.processor;

import static com.google.common.truth.Truth.assertThat;
import static io.framewright.processor.Compilations.type;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.framewright.runtime.Codec;
import io.framewright.runtime.DecodeException;
import java.util.HexFormat;
import org.junit.jupiter.api.Test;

/**
 * {@code @Checksum} on a component in generated codecs: a little-endian checksum, a range sized
 * by a nibble of a least-significant-bit-first message, and a checksum inside a nested message,
 * whose errors name the path to it. Internet checksums worked out by hand.
 */
class ComponentChecksumCodecTest {
  private static final String SUM = "algorithm = io.framewright.runtime.InternetChecksum.class";

  private static final GeneratedClasses G = GeneratedClasses.loadWithoutWarnings(
      type("Le", "@Message(order = Endian.LITTLE) record Le(short a,",
          "    @Checksum(" + SUM + ") short sum, short b) {}"),
      type("Lsb", "@Message(bitOrder = BitOrder.LSB_FIRST) record Lsb(",
          "    @Field(bits = 4) int words, @Field(bits = 4) int other,",
          "    @Checksum(" + SUM + ", expr = \"words * 2\") @Field(bits = 16) int sum,",
          "    @Remaining byte[] rest) {}"),
      type("Inner", "@Message record Inner(",
          "    @Checksum(" + SUM + ") @Field(bits = 16) int sum, short v) {}"),
      type("Outer", "@Message record Outer(byte x, Inner inner) {}"));

  private static byte[] bytes(String hex) {
    return HexFormat.of().parseHex(hex);
  }

  @Test
  void aLittleEndianChecksum() throws Exception {
    Codec<Object> codec = G.codec("Le");
    // a = 0102 and b = 0304, little-endian: 02 01 [00 00] 04 03; words 0201 + 0000 + 0403 =
    // 0604, complemented f9fb, written little-endian fb f9.
    Object value = G.make("Le", (short) 0x0102, (short) 0, (short) 0x0304);
    assertThat(GeneratedClasses.hex(codec.encode(value))).isEqualTo("0201fbf90403");
    assertThat(GeneratedClasses.describe(codec.decode(bytes("0201fbf90403")))).isEqualTo(
        GeneratedClasses.describe(G.make("Le", (short) 0x0102, (short) 0xf9fb, (short) 0x0304)));
    DecodeException e = assertThrows(DecodeException.class,
        () -> codec.decode(bytes("0201fbf90503")));
    assertThat(e.getMessage()).startsWith("Le.sum at byte 2: expected checksum 0xf8fb but found"
        + " 0xf9fb");
  }

  @Test
  void aRangeSizedByANibbleOfAnLsbFirstMessage() throws Exception {
    Codec<Object> codec = G.codec("Lsb");
    // words 2 in the low nibble, other a in the high one: a2. The range is 4 bytes, a2 [00 00]
    // 5c: words a200 + 005c = a25c, complemented 5da3. The last byte, 77, is not covered.
    Object value = G.make("Lsb", 2, 0xa, 0, new byte[] {0x5c, 0x77});
    assertThat(GeneratedClasses.hex(codec.encode(value))).isEqualTo("a25da35c77");
    assertThat(GeneratedClasses.describe(codec.decode(bytes("a25da35c00")))).isEqualTo(
        GeneratedClasses.describe(G.make("Lsb", 2, 0xa, 0x5da3, new byte[] {0x5c, 0})));
    // words 3: six bytes to check, five given.
    DecodeException e = assertThrows(DecodeException.class,
        () -> codec.decode(bytes("a35da35c77")));
    assertThat(e.fieldPath()).isEqualTo("Lsb.sum");
  }

  @Test
  void aChecksumInANestedMessage() throws Exception {
    Codec<Object> codec = G.codec("Outer");
    // Inner: [00 00] 12 34, complemented edcb.
    Object value = G.make("Outer", (byte) 7, G.make("Inner", 0, (short) 0x1234));
    assertThat(GeneratedClasses.hex(codec.encode(value))).isEqualTo("07edcb1234");
    codec.decode(bytes("07edcb1234"));
    DecodeException e = assertThrows(DecodeException.class,
        () -> codec.decode(bytes("07edcb1235")));
    assertThat(e.fieldPath()).isEqualTo("Outer.inner.sum");
    assertThat(e.getMessage()).startsWith("Outer.inner.sum at byte 1: expected checksum 0xedca"
        + " but found 0xedcb");
  }

  /**
   * A range whose length a component of an earlier fixed-size nested message gives, through a
   * path ({@code "h.len"}, {@code "o.h.len + 4"}), as {@code @Length(expr)} takes one: FW099
   * before (issue 27). The range is the nine bytes of {@code text}, "123456789", so its CRC-32
   * is the catalogued check value cbf43926.
   */
  @Test
  void aRangeSizedThroughAPath() throws Exception {
    String crc = "algorithm = java.util.zip.CRC32.class, from = \"text\"";
    GeneratedClasses g = GeneratedClasses.loadWithoutWarnings(
        type("H", "@Message record H(byte kind, short len) {}"),
        type("Wrap", "@Message record Wrap(short p, H h) {}"),
        type("Direct", "@Message record Direct(H h,",
            "    @Checksum(" + crc + ", expr = \"h.len\") int crc,",
            "    @Count(9) byte[] text) {}"),
        type("Deeper", "@Message record Deeper(byte x, Wrap o,",
            "    @Checksum(" + crc + ", expr = \"o.h.len + 4\") int crc,",
            "    @Count(9) byte[] text) {}"));
    byte[] text = "123456789".getBytes(java.nio.charset.StandardCharsets.US_ASCII);

    // h: kind 01, len 0009; crc; text.
    Object direct = g.make("Direct", g.make("H", (byte) 1, (short) 9), 0, text);
    assertThat(GeneratedClasses.hex(g.codec("Direct").encode(direct)))
        .isEqualTo("010009cbf43926313233343536373839");
    g.assertWire("Direct", g.make("Direct", g.make("H", (byte) 1, (short) 9), 0xcbf43926, text),
        "010009 cbf43926 313233343536373839");
    DecodeException e = assertThrows(DecodeException.class,
        () -> g.codec("Direct").decode(bytes("010009cbf43926313233343536373830")));
    assertThat(e.fieldPath()).isEqualTo("Direct.crc");
    // len 000a: ten bytes from text's first, nine there.
    e = assertThrows(DecodeException.class,
        () -> g.codec("Direct").decode(bytes("01000acbf43926313233343536373839")));
    assertThat(e.fieldPath()).isEqualTo("Direct.crc");

    // x 07; o: p 0102, h: kind 01, len 0005 (its len at byte 4), 5 + 4 = 9 bytes; crc; text.
    Object deeper = g.make("Deeper", (byte) 7,
        g.make("Wrap", (short) 0x0102, g.make("H", (byte) 1, (short) 5)), 0xcbf43926, text);
    g.assertWire("Deeper", deeper, "07 0102 01 0005 cbf43926 313233343536373839");
    e = assertThrows(DecodeException.class,
        () -> g.codec("Deeper").decode(bytes("070102010004cbf43926313233343536373839")));
    assertThat(e.fieldPath()).isEqualTo("Deeper.crc");
  }
}
