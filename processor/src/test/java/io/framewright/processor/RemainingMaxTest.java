package io.framewright.processor;

import static com.google.common.truth.Truth.assertThat;
import static io.framewright.processor.Compilations.type;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.framewright.runtime.Codec;
import io.framewright.runtime.DecodeException;
import io.framewright.runtime.EncodeException;
import java.util.HexFormat;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * {@code @Remaining(max = n)} counts elements of a list or array, as {@code @Count(max)} does,
 * and bytes of a {@code byte[]} or {@code String}. Bytes written out by hand.
 */
class RemainingMaxTest {
  private static GeneratedClasses loader;

  @BeforeAll
  static void compile() {
    loader = GeneratedClasses.load(type("Shorts",
        "@Message record Shorts(byte kind, @Remaining(max = 2) java.util.List<Short> items) {}",
        "@Message record Point(byte x, byte y) {}",
        "@Message record Points(@Remaining(max = 2) Point[] points) {}",
        "@Message record Word(@Length(bits = 8) String text) {}",
        "@Message record Words(@Remaining(max = 2) java.util.List<Word> words) {}",
        "@Message record Raw(@Remaining(max = 2) byte[] data) {}",
        "@Message record Text(@Remaining(max = 2) String text) {}"));
  }

  private static byte[] bytes(String hex) {
    return HexFormat.of().parseHex(hex.replace(" ", ""));
  }

  private static DecodeException decodeFails(String type, String hex) throws Exception {
    Codec<Object> codec = loader.codec(type);
    return assertThrows(DecodeException.class, () -> codec.decode(bytes(hex)));
  }

  private static EncodeException encodeFails(String type, Object value) throws Exception {
    Codec<Object> codec = loader.codec(type);
    return assertThrows(EncodeException.class, () -> codec.encode(value));
  }

  @Test
  void aListOfFixedElementsCountsElements() throws Exception {
    // kind 07 | 0001 | 0002: two elements in four bytes (more than 2 bytes) are fine
    loader.assertWire("Shorts", loader.make("Shorts", (byte) 7,
        List.of((short) 1, (short) 2)), "07 0001 0002");
    // kind 07 | 0001 | 0002 | 0003: three elements
    DecodeException e = decodeFails("Shorts", "07 0001 0002 0003");
    assertThat(e.getMessage()).isEqualTo("Shorts.items at byte 1: expected at most 2"
        + " element(s) but found 3 element(s)\n  07 [00] 01 00 02 00 03");
    EncodeException x = encodeFails("Shorts", loader.make("Shorts", (byte) 7,
        List.of((short) 1, (short) 2, (short) 3)));
    assertThat(x.getMessage()).isEqualTo("Shorts.items: 3 element(s) exceed the maximum of 2");
  }

  @Test
  void anArrayOfFixedMessagesCountsElements() throws Exception {
    Object two = loader.make("Points", loader.array("Point", loader.make("Point", (byte) 1,
        (byte) 2), loader.make("Point", (byte) 3, (byte) 4)));
    loader.assertWire("Points", two, "0102 0304");
    DecodeException e = decodeFails("Points", "0102 0304 0506");
    assertThat(e.fieldPath()).isEqualTo("Points.points");
    assertThat(e.expected()).isEqualTo("at most 2 element(s)");
    Object three = loader.make("Points", loader.array("Point", loader.make("Point", (byte) 1,
        (byte) 2), loader.make("Point", (byte) 3, (byte) 4), loader.make("Point", (byte) 5,
        (byte) 6)));
    assertThat(encodeFails("Points", three).getMessage())
        .isEqualTo("Points.points: 3 element(s) exceed the maximum of 2");
  }

  @Test
  void aListOfVariableElementsCountsElements() throws Exception {
    // 02 "ab" | 01 "c": two elements in five bytes
    loader.assertWire("Words", loader.make("Words", List.of(loader.make("Word", "ab"),
        loader.make("Word", "c"))), "02 6162 01 63");
    // 01 "a" | 01 "b" | 01 "c": the third element, at byte 4, is one too many
    DecodeException e = decodeFails("Words", "01 61 01 62 01 63");
    assertThat(e.getMessage()).isEqualTo("Words.words at byte 4: expected at most 2 element(s)"
        + " but found more\n  01 61 01 62 [01] 63");
    EncodeException x = encodeFails("Words", loader.make("Words", List.of(
        loader.make("Word", "a"), loader.make("Word", "b"), loader.make("Word", "c"))));
    assertThat(x.getMessage()).isEqualTo("Words.words: 3 element(s) exceed the maximum of 2");
  }

  @Test
  void bytesAndTextStillCountBytes() throws Exception {
    loader.assertWire("Raw", loader.make("Raw", (Object) new byte[] {1, 2}), "0102");
    DecodeException e = decodeFails("Raw", "010203");
    assertThat(e.fieldPath()).isEqualTo("Raw.data");
    assertThat(e.expected()).contains("2");
    assertThat(encodeFails("Raw", loader.make("Raw", (Object) new byte[] {1, 2, 3}))
        .getMessage()).isEqualTo("Raw.data: 3 byte(s) exceed the maximum of 2");
    loader.assertWire("Text", loader.make("Text", "ab"), "6162");
    e = decodeFails("Text", "616263");
    assertThat(e.fieldPath()).isEqualTo("Text.text");
    assertThat(encodeFails("Text", loader.make("Text", "abc")).getMessage())
        .isEqualTo("Text.text: 3 byte(s) exceed the maximum of 2");
  }
}
