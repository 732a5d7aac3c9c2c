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
          "    @Count(field = \"outer.head.count\") @Field(bits = 8) int[] values) {}"),
      // Variants selected by a number and by an enum in a nested header.
      type("Body", "@Message @Union(bits = 8) sealed interface Body {",
          "  @Tag(1) record One(byte x) implements Body {}",
          "  @Tag(from = 2, to = 3) record Two(short y) implements Body {}",
          "}"),
      type("Kind", "enum Kind { @WireValue(1) ONE, @WireValue(2) TWO, @WireValue(3) THREE }"),
      type("Typed", "@Message record Typed(THead head,",
          "    @Select(field = \"head.type\") Body byType,",
          "    @Select(field = \"head.kind\") Body byKind) {}"),
      // A length in words of the header's count, as IPv4's IHL counts 32-bit words.
      type("Words", "@Message record Words(Head head,",
          "    @Length(expr = \"head.count * 2 + 1\") byte[] data) {}"),
      type("THead", "@Message record THead(@Field(bits = 8) int type,",
          "    @Field(bits = 8) Kind kind) {}"));

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
    assertThat(count.getMessage()).isEqualTo("Framed.words: count 2 does not match"
        + " head.count = 3, which holds it; set head.count to 2 (a value in a nested record is"
        + " checked, not written, by the encoder)");
    EncodeException length = assertThrows(EncodeException.class, () -> codec.encode(
        G.make("Framed", head(0, 1, 0), new short[0], "ab", null)));
    assertThat(length.getMessage()).isEqualTo("Framed.text: byte length 2 does not match"
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
    assertThat(e.getMessage()).startsWith("Deep.values: count 2 does not match"
        + " outer.head.count = 1");
    EncodeException nullHead = assertThrows(EncodeException.class, () -> codec.encode(
        G.make("Deep", G.make("Named", "hi", null), new int[0])));
    assertThat(nullHead.getMessage()).startsWith("Deep.outer.head");
  }

  @Test
  void variantsSelectedByANumberAndAnEnumInANestedRecord() throws Exception {
    Codec<Object> codec = G.codec("Typed");
    Object one = G.make("Body$One", (byte) 7);
    Object two = G.make("Body$Two", (short) 0x0102);
    // head: type 1, kind THREE (3); byType One x = 7; byKind Two y = 0x0102
    String wire = "01" + "03" + "07" + "0102";
    Object value = G.make("Typed", G.make("THead", 1, G.constant("Kind", "THREE")), one, two);
    assertThat(GeneratedClasses.hex(codec.encode(value))).isEqualTo(wire);
    assertThat(GeneratedClasses.describe(codec.decode(bytes(wire))))
        .isEqualTo(GeneratedClasses.describe(value));
    // type 2 selects Two, from the head's own value (Two has tags 2 and 3)
    Object twoByType = G.make("Typed", G.make("THead", 2, G.constant("Kind", "ONE")), two, one);
    assertThat(GeneratedClasses.hex(codec.encode(twoByType))).isEqualTo("02" + "01" + "0102"
        + "07");
    // a head that names another variant than the record holds
    EncodeException e = assertThrows(EncodeException.class, () -> codec.encode(
        G.make("Typed", G.make("THead", 2, G.constant("Kind", "ONE")), one, one)));
    assertThat(e.getMessage()).isEqualTo("Typed.byType: tag 1 does not match head.type = 2,"
        + " which holds it; set head.type to 1 (a value in a nested record is checked, not"
        + " written, by the encoder)");
    EncodeException byKind = assertThrows(EncodeException.class, () -> codec.encode(
        G.make("Typed", G.make("THead", 1, G.constant("Kind", "TWO")), one, one)));
    assertThat(byKind.getMessage()).startsWith("Typed.byKind: tag 1 does not match head.kind"
        + " = 2");
    // type 9 selects no variant
    assertThrows(DecodeException.class, () -> codec.decode(bytes("0901070102")));
    byte[] whole = bytes(wire);
    for (int n = 0; n < whole.length; n++) {
      byte[] cut = Arrays.copyOf(whole, n);
      assertThrows(DecodeException.class, () -> codec.decode(cut), "length " + n);
    }
    RecordLayout layout = (RecordLayout) codec.description().orElseThrow();
    assertThat(layout.fields().stream().filter(f -> f.name().equals("byKind")).findFirst()
        .orElseThrow().target()).isEqualTo("head.kind");
  }

  @Test
  void aSizeExpressionOverAPath() throws Exception {
    Codec<Object> codec = G.codec("Words");
    // head: count 2 (02), length 0 (0000), flags 0 (00); data: 2 * 2 + 1 = 5 bytes
    String wire = "02" + "0000" + "00" + "0102030405";
    Object value = G.make("Words", head(2, 0, 0), new byte[] {1, 2, 3, 4, 5});
    assertThat(GeneratedClasses.hex(codec.encode(value))).isEqualTo(wire);
    assertThat(GeneratedClasses.describe(codec.decode(bytes(wire))))
        .isEqualTo(GeneratedClasses.describe(value));
    byte[] whole = bytes(wire);
    for (int n = 0; n < whole.length; n++) {
      byte[] cut = Arrays.copyOf(whole, n);
      assertThrows(DecodeException.class, () -> codec.decode(cut), "length " + n);
    }
    // The head's count is not set from the size (its record is written as it is): checked.
    EncodeException e = assertThrows(EncodeException.class,
        () -> codec.encode(G.make("Words", head(2, 0, 0), new byte[4])));
    assertThat(e.getMessage()).isEqualTo("Words.data: 4 byte(s) do not match head.count * 2 + 1"
        + " = 5 (head.count = 2); set those components so that it gives 4");
    assertThat(codec.layout()).contains("byte length head.count * 2 + 1");
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
