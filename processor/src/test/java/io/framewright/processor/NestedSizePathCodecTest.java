package io.framewright.processor;

import static com.google.common.truth.Truth.assertThat;
import static io.framewright.processor.Compilations.type;

import io.framewright.runtime.EncodeException;
import io.framewright.runtime.Hex;
import org.junit.jupiter.api.Test;

/**
 * A path to a size the nested record's own encoder writes (issue 30, item 4: an IPv4 datagram
 * reusing its header, whose IHL the header's encoder sets from its options): decode reads the
 * value on the wire, encode measures the part the value sizes, as the nested encoder does, and
 * not the record's value, which that encoder does not write. Bytes worked out by hand from the
 * declarations. (A view reads no path into a nested message of variable size: FW181 says so.)
 */
class NestedSizePathCodecTest {
  private static final GeneratedClasses G = GeneratedClasses.loadWithoutWarnings(
      // As IPv4's: version and IHL (32-bit words, the 4 fixed bytes included) in one byte, a
      // byte, the total length, options of ihl * 4 - 4 bytes, which set ihl on encode.
      type("Hdr", "@Message record Hdr(@Field(bits = 4) int version,",
          "    @Field(bits = 4) int ihl, byte tos, @Field(bits = 16) int totalLength,",
          "    @Length(expr = \"ihl * 4 - 4\") byte[] options) {}"),
      type("Datagram", "@Message record Datagram(Hdr header,",
          "    @Length(expr = \"header.totalLength - header.ihl * 4\") byte[] payload) {}"),
      // A count the nested encoder writes from its own part's size, which counts another.
      type("Sized", "@Message record Sized(@Field(bits = 8) int n,",
          "    @Count(field = \"n\") byte[] b) {}"),
      type("Twice", "@Message record Twice(Sized sized,",
          "    @Count(field = \"sized.n\") short[] words) {}"));

  /** What the codec of {@code type} encodes {@code value} to, in hex. */
  private static String encoded(String type, Object value) throws Exception {
    return Hex.compact(G.codec(type).encode(value));
  }

  private Object hdr(int ihl, int totalLength, String options) throws Exception {
    return G.make("Hdr", 4, ihl, (byte) 0, totalLength, Hex.parse(options));
  }

  /**
   * Version 4 and IHL 2 (42: 8 header bytes, 4 fixed and 4 of options 01020304), tos 00, total
   * length 000b (11: the 8 header bytes and 3 of payload), payload aabbcc.
   */
  @Test
  void anIpv4LikeDatagramReusesItsHeader() throws Exception {
    String wire = "42 00 000b 01020304 aabbcc";
    G.assertWire("Datagram", G.make("Datagram", hdr(2, 11, "01020304"),
        Hex.parse("aabbcc")), wire);
    // The record's IHL is not what the header's encoder writes (it sets 2 from the options),
    // so the datagram's encoder does not read it either: the same bytes.
    assertThat(encoded("Datagram", G.make("Datagram", hdr(7, 11, "01020304"),
        Hex.parse("aabbcc")))).isEqualTo(Hex.compact(Hex.parse(wire)));
    // No options: IHL 1, total length 6.
    G.assertWire("Datagram", G.make("Datagram", hdr(1, 6, ""), Hex.parse("ccdd")),
        "41 00 0006 ccdd");
  }

  @Test
  void aTotalLengthThatIsNotTheSizeIsRefused() throws Exception {
    // 12 - 2 * 4 = 4, but the payload is 3 bytes
    EncodeException e = G.encodeFails("Datagram", G.make("Datagram",
        hdr(2, 12, "01020304"), Hex.parse("aabbcc")));
    assertThat(e.fieldPath()).isEqualTo("Datagram.payload");
    assertThat(e.getMessage()).contains("header.ihl = 2");
    // a payload the total length gives beyond the input: a decode error
    assertThat(G.decodeFails("Datagram", "42 00 000c 01020304 aabbcc").fieldPath())
        .isEqualTo("Datagram.payload");
  }

  /** n 02, b 0102, then two words 0003 0004, which n counts too. */
  @Test
  void aCountTheNestedEncoderWrites() throws Exception {
    String wire = "02 0102 0003 0004";
    Object words = new short[] {3, 4};
    G.assertWire("Twice", G.make("Twice", G.make("Sized", 2, Hex.parse("0102")),
        words), wire);
    assertThat(encoded("Twice", G.make("Twice", G.make("Sized", 5, Hex.parse("0102")),
        words))).isEqualTo(Hex.compact(Hex.parse(wire)));
    EncodeException e = G.encodeFails("Twice", G.make("Twice",
        G.make("Sized", 2, Hex.parse("0102")), new short[] {3}));
    assertThat(e.fieldPath()).isEqualTo("Twice.words");
    assertThat(G.encodeFails("Twice", G.make("Twice", G.make("Sized", 2, null), words))
        .fieldPath()).isEqualTo("Twice.sized.b");
  }
}
