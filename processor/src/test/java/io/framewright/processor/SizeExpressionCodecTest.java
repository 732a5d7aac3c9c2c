package io.framewright.processor;

import static com.google.common.truth.Truth.assertThat;
import static io.framewright.processor.Compilations.type;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.framewright.runtime.Codec;
import io.framewright.runtime.DecodeException;
import io.framewright.runtime.EncodeException;
import io.framewright.runtime.MessageView;
import java.util.HexFormat;
import org.junit.jupiter.api.Test;

/**
 * Size expressions in generated codecs: Netty's {@code length + 2}, a negative coefficient, a
 * count from a signed byte, and hostile sizes. Bytes worked out by hand.
 */
class SizeExpressionCodecTest {
  private static final GeneratedClasses G = GeneratedClasses.loadWithoutWarnings(
      type("Adjusted", "@Message record Adjusted(@Field(bits = 16) int length,",
          "    @Length(expr = \"length + 2\") byte[] body) {}"),
      type("Rest", "@Message record Rest(@Field(bits = 8) int used,",
          "    @Length(expr = \"10 - used\") byte[] free) {}"),
      type("Signed", "@Message record Signed(byte n,",
          "    @Count(expr = \"n + 2\") @Field(bits = 8) int[] values) {}"),
      type("Huge", "@Message record Huge(@Field(bits = 32) long n,",
          "    @Count(expr = \"n * 1000000\") short[] values) {}"),
      type("Named", "@Message record Named(@Field(bits = 8) int words,",
          "    @Length(expr = \"words * 2\") String name, byte after) {}"),
      // IPv4's shape in 3 fixed bytes: words of header, then the payload by the total length.
      type("Datagram", "@Message record Datagram(@Field(bits = 4) int version,",
          "    @Field(bits = 4) int words, @Field(bits = 16) int total,",
          "    @Length(expr = \"words * 4 - 3\") byte[] options,",
          "    @Length(expr = \"total - words * 4\") byte[] payload) {}"),
      // Sizes that come out negative for small n, read by decode and by a view's wrap.
      type("Short", "@Message @View record Short(@Field(bits = 8) int n,",
          "    @Length(expr = \"n - 8\") byte[] body) {}"),
      type("Few", "@Message @View record Few(byte kind, @Field(bits = 8) int n,",
          "    @Count(expr = \"(n - 6) * kind\") short[] marks) {}"));

  private static byte[] bytes(String hex) {
    return HexFormat.of().parseHex(hex);
  }

  @Test
  void lengthAdjustment() throws Exception {
    Codec<Object> codec = G.codec("Adjusted");
    // 3 body bytes: length 1 (0001), whatever the record says
    Object value = G.make("Adjusted", 77, new byte[] {1, 2, 3});
    assertThat(GeneratedClasses.hex(codec.encode(value))).isEqualTo("0001010203");
    assertThat(GeneratedClasses.describe(codec.decode(bytes("0001010203"))))
        .isEqualTo(GeneratedClasses.describe(G.make("Adjusted", 1, new byte[] {1, 2, 3})));
    assertThat(GeneratedClasses.hex(codec.encode(G.make("Adjusted", 0, new byte[2]))))
        .isEqualTo("00000000");
    // One byte would need length = -1.
    EncodeException e = assertThrows(EncodeException.class,
        () -> codec.encode(G.make("Adjusted", 0, new byte[1])));
    assertThat(e.getMessage()).isEqualTo("Adjusted.body: 1 byte(s) can not be written as"
        + " length + 2: it needs length = -1, and length holds the whole numbers 0..65535");
    // ffff: 65537 bytes, far more than the input holds.
    assertThrows(DecodeException.class, () -> codec.decode(bytes("ffff0102")));
  }

  @Test
  void negativeCoefficient() throws Exception {
    Codec<Object> codec = G.codec("Rest");
    // 4 free bytes: used = 6
    assertThat(GeneratedClasses.hex(codec.encode(G.make("Rest", 0, new byte[4]))))
        .isEqualTo("0600000000");
    // used = 11 gives -1 bytes; used = 12, -2.
    for (String hex : new String[] {"0b", "0c00", "ff"}) {
      assertThrows(DecodeException.class, () -> codec.decode(bytes(hex)), hex);
    }
    EncodeException e = assertThrows(EncodeException.class,
        () -> codec.encode(G.make("Rest", 0, new byte[11])));
    assertThat(e.getMessage()).isEqualTo("Rest.free: 11 byte(s) can not be written as"
        + " 10 - used: it needs used = -1, and used holds the whole numbers 0..255");
  }

  @Test
  void countFromASignedByte() throws Exception {
    Codec<Object> codec = G.codec("Signed");
    // 1 value: n = -1 (ff)
    assertThat(GeneratedClasses.hex(codec.encode(G.make("Signed", (byte) 0, new int[] {9}))))
        .isEqualTo("ff09");
    assertThat(GeneratedClasses.describe(codec.decode(bytes("ff09"))))
        .isEqualTo(GeneratedClasses.describe(G.make("Signed", (byte) -1, new int[] {9})));
    // n = -3: a count of -1.
    assertThrows(DecodeException.class, () -> codec.decode(bytes("fd")));
    // n = 127 needs 129 values; 130 values would need n = 128.
    assertThrows(EncodeException.class,
        () -> codec.encode(G.make("Signed", (byte) 0, new int[130])));
    assertThat(codec.encode(G.make("Signed", (byte) 0, new int[129]))[0]).isEqualTo(127);
  }

  @Test
  void hostileCountIsRejectedBeforeAnyAllocation() throws Exception {
    Codec<Object> codec = G.codec("Huge");
    // n = 0xffffffff: 4294967295000000 elements, in 0 bytes of input.
    DecodeException e = assertThrows(DecodeException.class,
        () -> codec.decode(bytes("ffffffff")));
    assertThat(e.getMessage()).contains("4294967295000000 element(s)");
    assertThat(GeneratedClasses.hex(codec.encode(G.make("Huge", 0L, new short[0]))))
        .isEqualTo("00000000");
    // 1000000 elements: n = 1
    byte[] wire = codec.encode(G.make("Huge", 0L, new short[1000000]));
    assertThat(GeneratedClasses.hex(java.util.Arrays.copyOf(wire, 4))).isEqualTo("00000001");
    assertThrows(EncodeException.class,
        () -> codec.encode(G.make("Huge", 0L, new short[3])));
  }

  @Test
  void expressionOfTwoComponentsIsChecked() throws Exception {
    Codec<Object> codec = G.codec("Datagram");
    // version 4, words 1 (41), total 6 (0006), 1 option byte (aa), 2 payload bytes (bbcc)
    String hex = "410006aabbcc";
    Object value = G.make("Datagram", 4, 1, 6, new byte[] {(byte) 0xaa},
        new byte[] {(byte) 0xbb, (byte) 0xcc});
    assertThat(GeneratedClasses.hex(codec.encode(value))).isEqualTo(hex);
    assertThat(GeneratedClasses.describe(codec.decode(bytes(hex))))
        .isEqualTo(GeneratedClasses.describe(value));
    for (int n = 0; n < hex.length() / 2; n++) {
      String cut = hex.substring(0, 2 * n);
      assertThrows(DecodeException.class, () -> codec.decode(bytes(cut)), cut);
    }
    // total 3 with one word: the payload would be -1 bytes.
    assertThrows(DecodeException.class, () -> codec.decode(bytes("410003aa")));
    // The record's total disagrees with the payload.
    EncodeException e = assertThrows(EncodeException.class,
        () -> codec.encode(G.make("Datagram", 4, 1, 9, new byte[1], new byte[2])));
    assertThat(e.getMessage()).isEqualTo("Datagram.payload: 2 byte(s) do not match"
        + " total - words * 4 = 5 (total = 9, words = 1); set those components so that it"
        + " gives 2");
    // The check uses the words the encoder writes (2, from 5 option bytes), not the record's 7.
    Object moreOptions = G.make("Datagram", 4, 7, 10, new byte[5], new byte[2]);
    assertThat(GeneratedClasses.hex(codec.encode(moreOptions)))
        .isEqualTo("42000a00000000000000");
  }

  @Test
  void textSizedInTwoByteWords() throws Exception {
    Codec<Object> codec = G.codec("Named");
    // "ab" is 1 word (01), then 6162, then after (7f)
    Object value = G.make("Named", 9, "ab", (byte) 0x7f);
    assertThat(GeneratedClasses.hex(codec.encode(value))).isEqualTo("0161627f");
    assertThat(GeneratedClasses.describe(codec.decode(bytes("0161627f"))))
        .isEqualTo(GeneratedClasses.describe(G.make("Named", 1, "ab", (byte) 0x7f)));
    EncodeException odd = assertThrows(EncodeException.class,
        () -> codec.encode(G.make("Named", 0, "abc", (byte) 0)));
    assertThat(odd.getMessage()).isEqualTo("Named.name: 3 byte(s) can not be written as"
        + " words * 2: it needs words = 3/2, and words holds the whole numbers 0..255");
    // 2 words promised, 3 bytes there.
    assertThrows(DecodeException.class, () -> codec.decode(bytes("02616263")));
  }

  @Test
  void negativeSizeNamesItsExpressionAndValues() throws Exception {
    // n = 4: a body of 4 - 8 = -4 bytes, told at the body's first byte (1).
    String lengthError = "Short.body at byte 1: expected a size of 0 byte(s) or more but found size"
        + " expression 'n - 8' is -4 (n = 4)";
    DecodeException decoded = assertThrows(DecodeException.class,
        () -> G.codec("Short").decode(bytes("04aabb")));
    assertThat(decoded.getMessage()).startsWith(lengthError + "\n");
    DecodeException wrapped = assertThrows(DecodeException.class,
        () -> view("Short").wrap(bytes("04aabb")));
    assertThat(wrapped.getMessage()).startsWith(lengthError + "\n");
    // kind 2, n = 5: (5 - 6) * 2 = -2 marks, told at byte 2, with both values.
    String countError = "Few.marks at byte 2: expected a size of 0 element(s) or more but found"
        + " size expression '(n - 6) * kind' is -2 (n = 5, kind = 2)";
    decoded = assertThrows(DecodeException.class, () -> G.codec("Few").decode(bytes("0205")));
    assertThat(decoded.getMessage()).startsWith(countError + "\n");
    wrapped = assertThrows(DecodeException.class, () -> view("Few").wrap(bytes("0205")));
    assertThat(wrapped.getMessage()).startsWith(countError + "\n");
    // Sizes of 0 and more read as before.
    assertThat(GeneratedClasses.hex(G.codec("Short").encode(G.codec("Short").decode(
        bytes("09ee"))))).isEqualTo("09ee");
    assertThat(GeneratedClasses.hex(G.codec("Few").encode(G.codec("Few").decode(
        bytes("0107ffff"))))).isEqualTo("0107ffff");
  }

  @SuppressWarnings("unchecked")
  private static MessageView<Object> view(String message) throws Exception {
    return (MessageView<Object>) G.loadClass("test." + message + "View").getConstructor()
        .newInstance();
  }
}
