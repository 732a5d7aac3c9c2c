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
}
