package io.framewright.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.framewright.processor.Compilations.IMPORTS;
import static io.framewright.processor.Compilations.PACKAGE;
import static io.framewright.processor.Compilations.column;
import static io.framewright.processor.Compilations.compile;
import static io.framewright.processor.Compilations.source;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.google.testing.compile.Compilation;
import io.framewright.runtime.Codec;
import io.framewright.runtime.DecodeException;
import java.util.HexFormat;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Fixed, zero-padded text in UTF-16 and UTF-32, whose characters hold zero bytes ("\r" is
 * {@code 00 0d} in UTF-16BE): it used to end at the first zero byte, and its codec rejected its
 * own encoding. It ends at the first zero code unit, aligned to the unit from the field's start.
 * Bytes written out by hand.
 */
class FixedWideTextTest {

  private static byte[] bytes(String hex) {
    return HexFormat.of().parseHex(hex.replace(" ", ""));
  }

  private static final JavaFileObject FILE = source("Be",
      PACKAGE,
      IMPORTS,
      "@Message record Be(@Length(8) @Text(charset = \"UTF-16BE\") String s) {}",
      "@Message record Le(@Length(8) @Text(charset = \"UTF-16LE\") String s) {}",
      "@Message record Odd(@Length(7) @Text(charset = \"UTF-16BE\") String s, byte b) {}",
      "@Message record Wide(@Length(8) @Text(charset = \"UTF-32BE\") String s) {}");

  private static void assertBytes(GeneratedClasses loader, String record, String hex,
      Object... args) throws Exception {
    Codec<Object> codec = loader.codec(record);
    Object value = loader.make(record, args);
    assertThat(codec.encode(value)).isEqualTo(bytes(hex));
    assertThat(GeneratedClasses.describe(codec.decode(bytes(hex))))
        .isEqualTo(GeneratedClasses.describe(value));
  }

  @Test
  void textEndsAtTheFirstZeroCodeUnit() throws Exception {
    Compilation c = compile(FILE);
    assertThat(c).succeededWithoutWarnings();
    GeneratedClasses loader = new GeneratedClasses(c);
    assertBytes(loader, "Be", "0061 000d 0062 0000", "a\rb");
    assertBytes(loader, "Be", "0061 000d 0062 0063", "a\rbc");      // fills the field
    assertBytes(loader, "Be", "0100 0000 0000 0000", "\u0100");      // zero low byte
    assertBytes(loader, "Be", "0000 0000 0000 0000", "");
    assertBytes(loader, "Le", "6100 0d00 6200 0000", "a\rb");
    assertBytes(loader, "Odd", "0061 000d 0000 00 07", "a\r", (byte) 7); // a cut unit is padding
    assertBytes(loader, "Wide", "0000000d 00000000", "\r");
  }

  /**
   * A charset of one-byte units (as far as its name tells) that writes a character with a zero
   * byte: fixed text in it can not be zero-padded, FW046 on the charset.
   */
  @Test
  void fw046_fixedTextInACharsetWithZeroBytes() {
    String line3 = "@Message record Wide(@Length(8) @Text(charset = \"X-FRAMEWRIGHT-WIDE\") String s) {}";
    String line4 = "@Message record Ok(@Length(bits = 8) @Text(charset = \"X-FRAMEWRIGHT-WIDE\") String s) {}";
    JavaFileObject file = source("Wide",
        PACKAGE,
        IMPORTS,
        line3,                                   // 3
        line4);                                  // 4
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW046] @Text(charset = \"X-FRAMEWRIGHT-WIDE\") on 's',"
        + " which has a fixed @Length(8): fixed text is zero-padded and ends at its first zero"
        + " byte, but X-FRAMEWRIGHT-WIDE encodes U+0001 with a zero byte; give 's' a byte length"
        + " before it with @Length(bits = 16), or @Delimited, or use UTF-8")
        .inFile(file).onLine(3).atColumn(column(line3, "\"X-FRAMEWRIGHT-WIDE\""));
    assertThat(c).hadErrorCount(1);
  }

  @Test
  void somethingAfterTheZeroCodeUnitIsAnError() throws Exception {
    Codec<Object> codec = new GeneratedClasses(compile(FILE)).codec("Be");
    assertThrows(DecodeException.class, () -> codec.decode(bytes("0061 0000 0062 0000")));
    // The zero unit is aligned: 61 00 | 00 62 holds no zero unit, so it is text ("\u6100b").
    assertThat(GeneratedClasses.describe(codec.decode(bytes("6100 0062 0000 0000"))))
        .isEqualTo("Be(s=String:\u6100b, )");
  }
}
