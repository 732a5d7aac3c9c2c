package io.framewright.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.framewright.processor.Compilations.IMPORTS;
import static io.framewright.processor.Compilations.PACKAGE;
import static io.framewright.processor.Compilations.compile;
import static io.framewright.processor.Compilations.source;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.google.testing.compile.Compilation;
import io.framewright.runtime.DecodeException;
import java.util.HexFormat;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Padding wider than 64 bits: it used to compile into a codec that threw
 * IllegalArgumentException ("width in bytes must be 1..8") on every encode. Bytes written out by
 * hand.
 */
class WidePaddingCodecTest {

  private static byte[] bytes(String hex) {
    return HexFormat.of().parseHex(hex.replace(" ", ""));
  }

  @Test
  void widePadsAreZeroBytesAndMustBeZeroOnDecode() throws Exception {
    JavaFileObject file = source("Gap",
        PACKAGE,
        IMPORTS,
        "@Message record Gap(byte a, @Pad(before = 80) byte b) {}",
        // 4 bits, 70 bits of padding (4 to the byte boundary, 8 bytes, 2), 6 bits.
        "@Message record Odd(@Field(bits = 4) int a, @Pad(before = 70) @Field(bits = 6) int b) {}");
    Compilation c = compile(file);
    assertThat(c).succeeded();
    GeneratedClasses loader = new GeneratedClasses(c);

    byte[] gap = bytes("01 00000000000000000000 02");
    assertThat(loader.codec("Gap").encode(loader.make("Gap", (byte) 1, (byte) 2))).isEqualTo(gap);
    assertThat(GeneratedClasses.describe(loader.codec("Gap").decode(gap)))
        .isEqualTo(GeneratedClasses.describe(loader.make("Gap", (byte) 1, (byte) 2)));

    byte[] odd = bytes("a0 0000000000000000 2b");
    assertThat(loader.codec("Odd").encode(loader.make("Odd", 0xA, 0x2B))).isEqualTo(odd);
    assertThat(GeneratedClasses.describe(loader.codec("Odd").decode(odd)))
        .isEqualTo(GeneratedClasses.describe(loader.make("Odd", 0xA, 0x2B)));

    // A set bit in the reserved bytes, in the head bits, and in the tail bits.
    DecodeException e = assertThrows(DecodeException.class,
        () -> loader.codec("Gap").decode(bytes("01 00000000000010000000 02")));
    assertThat(e.getMessage()).contains("(reserved)");
    assertThrows(DecodeException.class,
        () -> loader.codec("Odd").decode(bytes("a8 0000000000000000 2b")));
    assertThrows(DecodeException.class,
        () -> loader.codec("Odd").decode(bytes("a0 0000000000000000 6b")));
  }
}
