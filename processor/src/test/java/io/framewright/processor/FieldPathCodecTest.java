package io.framewright.processor;

import static com.google.common.truth.Truth.assertThat;
import static io.framewright.processor.Compilations.type;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.framewright.runtime.Codec;
import io.framewright.runtime.DecodeException;
import io.framewright.runtime.EncodeException;
import io.framewright.runtime.layout.RecordLayout;
import io.framewright.runtime.layout.Size;
import io.framewright.runtime.layout.WireField;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Sizes and conditions read through a path into an earlier nested record ({@code @Count(field =
 * "head.count")}): decoded from the nested record, checked (not written) on encode, shown in
 * the layout. Bytes worked out by hand from the declarations.
 */
class FieldPathCodecTest {
  private static final GeneratedClasses G = GeneratedClasses.loadWithoutWarnings(
      type("Head", "@Message record Head(@Field(bits = 8) int count,",
          "    @Field(bits = 16) int length, byte flags) {}"),
      type("Framed", "@Message record Framed(Head head,",
          "    @Count(field = \"head.count\") short[] words,",
          "    @Length(field = \"head.length\") String text,",
          "    @When(field = \"head.flags\", mask = 0x01, equal = 1) Short extra) {}"),
      // A variable-size header (a name before the count), and a path two steps deep.
      type("Named", "@Message record Named(@Length(bits = 8) String name, Head head) {}"),
      type("Deep", "@Message record Deep(Named outer,",
          "    @Count(field = \"outer.head.count\") @Field(bits = 8) int[] values) {}"));

  private static byte[] bytes(String hex) {
    return HexFormat.of().parseHex(hex);
  }

  private Object head(int count, int length, int flags) throws Exception {
    return G.make("Head", count, length, (byte) flags);
  }

  @Test
  void decodesAndEncodesThroughAFixedNestedRecord() throws Exception {
    Codec<Object> codec = G.codec("Framed");
    // head: count 2 (02), length 3 (0003), flags 1 (01); words 0x0102, 0x0304; text "abc";
    // extra 0x0506 (flag bit 0 set)
    String wire = "02" + "0003" + "01" + "0102" + "0304" + "616263" + "0506";
    Object value = G.make("Framed", head(2, 3, 1), new short[] {0x0102, 0x0304}, "abc",
        (short) 0x0506);
    assertThat(GeneratedClasses.hex(codec.encode(value))).isEqualTo(wire);
    assertThat(GeneratedClasses.describe(codec.decode(bytes(wire))))
        .isEqualTo(GeneratedClasses.describe(value));
    // flags 0: no extra
    String without = "01" + "0000" + "00" + "0a0b";
    Object noExtra = G.make("Framed", head(1, 0, 0), new short[] {0x0a0b}, "", null);
    assertThat(GeneratedClasses.hex(codec.encode(noExtra))).isEqualTo(without);
    assertThat(GeneratedClasses.describe(codec.decode(bytes(without))))
        .isEqualTo(GeneratedClasses.describe(noExtra));
  }

  @Test
  void truncationAtEveryLengthIsADecodeException() throws Exception {
    Codec<Object> codec = G.codec("Framed");
    byte[] wire = bytes("02000301010203046162630506");
    for (int n = 0; n < wire.length; n++) {
      byte[] cut = Arrays.copyOf(wire, n);
      assertThrows(DecodeException.class, () -> codec.decode(cut), "length " + n);
    }
  }

  @Test
  void aHeldValueThatDoesNotMatchIsAnEncodeException() throws Exception {
    Codec<Object> codec = G.codec("Framed");
    EncodeException count = assertThrows(EncodeException.class, () -> codec.encode(
        G.make("Framed", head(3, 0, 0), new short[] {1, 2}, "", null)));
    assertThat(count.getMessage()).isEqualTo("Framed.words: 2 element(s) do not match"
        + " head.count = 3, which holds it; set head.count to 2 (a value in a nested record is"
        + " checked, not written, by the encoder)");
    EncodeException length = assertThrows(EncodeException.class, () -> codec.encode(
        G.make("Framed", head(0, 1, 0), new short[0], "ab", null)));
    assertThat(length.getMessage()).isEqualTo("Framed.text: 2 byte(s) do not match"
        + " head.length = 1, which holds it; set head.length to 2 (a value in a nested record"
        + " is checked, not written, by the encoder)");
    // The condition is the record's flag: present although the flag says absent.
    assertThrows(EncodeException.class, () -> codec.encode(
        G.make("Framed", head(0, 0, 0), new short[0], "", (short) 1)));
    EncodeException nullHead = assertThrows(EncodeException.class, () -> codec.encode(
        G.make("Framed", null, new short[0], "", null)));
    assertThat(nullHead.getMessage()).contains("head");
  }

  @Test
  void aCountTooLargeForTheInputIsADecodeException() throws Exception {
    // count 255 words: 510 bytes, of which 2 are there
    assertThrows(DecodeException.class, () -> G.codec("Framed").decode(bytes("ff0000000102")));
  }

  @Test
  void aPathTwoStepsDeepThroughAVariableRecord() throws Exception {
    Codec<Object> codec = G.codec("Deep");
    // outer: name "hi" (02 6869), head count 3 (03), length 0 (0000), flags 0 (00);
    // values 7, 8, 9
    String wire = "026869" + "03" + "0000" + "00" + "070809";
    Object value = G.make("Deep", G.make("Named", "hi", head(3, 0, 0)), new int[] {7, 8, 9});
    assertThat(GeneratedClasses.hex(codec.encode(value))).isEqualTo(wire);
    assertThat(GeneratedClasses.describe(codec.decode(bytes(wire))))
        .isEqualTo(GeneratedClasses.describe(value));
    EncodeException e = assertThrows(EncodeException.class, () -> codec.encode(
        G.make("Deep", G.make("Named", "hi", head(1, 0, 0)), new int[] {7, 8})));
    assertThat(e.getMessage()).startsWith("Deep.values: 2 element(s) do not match"
        + " outer.head.count = 1");
    EncodeException nullHead = assertThrows(EncodeException.class, () -> codec.encode(
        G.make("Deep", G.make("Named", "hi", null), new int[0])));
    assertThat(nullHead.getMessage()).startsWith("Deep.outer.head");
  }

  @Test
  void theLayoutShowsThePath() throws Exception {
    Codec<Object> codec = G.codec("Framed");
    RecordLayout layout = (RecordLayout) codec.description().orElseThrow();
    List<WireField> fields = layout.fields();
    WireField words = fields.stream().filter(f -> f.name().equals("words")).findFirst()
        .orElseThrow();
    assertThat(words.size().extent()).isEqualTo(Size.Extent.HELD);
    assertThat(words.size().field()).isEqualTo("head.count");
    assertThat(codec.layout()).contains("count in head.count");
    assertThat(codec.layout()).contains("byte length in head.length");
    assertThat(codec.layout()).contains("head.flags & 0x1");
  }
}
