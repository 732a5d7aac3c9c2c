package io.framewright.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.framewright.processor.Compilations.IMPORTS;
import static io.framewright.processor.Compilations.PACKAGE;
import static io.framewright.processor.Compilations.compile;
import static io.framewright.processor.Compilations.column;
import static io.framewright.processor.Compilations.source;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.google.testing.compile.Compilation;
import io.framewright.runtime.Codec;
import io.framewright.runtime.DecodeException;
import java.util.HexFormat;
import java.util.zip.CRC32;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * A checksum at the END after fields that end inside a byte: the encoder wrote it in the last
 * whole bytes, the decoder read it at the bit where the fields end, and every encoding was
 * rejected. The checksum now starts on the next byte boundary, after zero bits that must be zero
 * on decode (and FW100 counts them as undeclared padding). Bytes worked out by hand; the CRC-32
 * values are checked against the JDK's CRC32 over the hand-written bytes.
 */
class EndChecksumAlignmentTest {

  private static byte[] bytes(String hex) {
    return HexFormat.of().parseHex(hex.replace(" ", ""));
  }

  private static long crc32(String hex) {
    CRC32 crc = new CRC32();
    crc.update(bytes(hex));
    return crc.getValue();
  }

  private static final String LINE3 = "@Message @Checksum(algorithm = java.util.zip.CRC32.class,"
      + " bits = 32, at = Checksum.At.END)";

  @Test
  void fixedFieldsEndingInsideAByte() throws Exception {
    JavaFileObject file = source("Ck",
        PACKAGE,
        IMPORTS,
        LINE3,                                   // 3
        "record Ck(@Field(bits = 4) int a, @Field(bits = 12) int b, @Field(bits = 3) int c) {}");
    Compilation c = compile(file);
    // 4 + 12 + 3 = 19 bits, 5 zero bits, then the checksum: 7 bytes.
    assertThat(c).hadWarningContaining("[FW100] message Ck is 51 bits long, so its codec pads it"
        + " with 5 zero bit(s) to 7 byte(s); declare that with @Pad(after = 5) on 'c'")
        .inFile(file).onLine(3).atColumn(column(LINE3, "@Message"));
    GeneratedClasses loader = new GeneratedClasses(c);
    Codec<Object> codec = loader.codec("Ck");
    // a = 1: 0001, b = 2: 0000 0000 0010, c = 3: 011, then 00000.
    assertThat(crc32("10 02 60")).isEqualTo(0x9ce379b8L);
    byte[] wire = bytes("10 02 60 9ce379b8");
    assertThat(codec.encode(loader.make("Ck", 1, 2, 3))).isEqualTo(wire);
    assertThat(GeneratedClasses.describe(codec.decode(wire)))
        .isEqualTo(GeneratedClasses.describe(loader.make("Ck", 1, 2, 3)));
    // A bit set in the padding is an error, though the checksum over the bytes matches.
    assertThat(crc32("10 02 61")).isEqualTo(0xebe4492eL);
    assertThrows(DecodeException.class, () -> codec.decode(bytes("10 02 61 ebe4492e")));
  }

  @Test
  void fieldsAfterAVariablePartEndingInsideAByte() throws Exception {
    JavaFileObject file = source("Vk",
        PACKAGE,
        IMPORTS,
        LINE3,                                   // 3
        "record Vk(@Length(bits = 8) byte[] data, @Field(bits = 4) int a) {}");
    Compilation c = compile(file);
    assertThat(c).succeededWithoutWarnings();
    GeneratedClasses loader = new GeneratedClasses(c);
    Codec<Object> codec = loader.codec("Vk");
    // length 01, data ab, a = 5: 0101 then 0000, then the checksum.
    assertThat(crc32("01 ab 50")).isEqualTo(0xd81b87f3L);
    byte[] wire = bytes("01 ab 50 d81b87f3");
    assertThat(codec.encode(loader.make("Vk", new byte[] {(byte) 0xab}, 5))).isEqualTo(wire);
    Object back = codec.decode(wire);
    assertThat(GeneratedClasses.describe(back))
        .isEqualTo(GeneratedClasses.describe(loader.make("Vk", new byte[] {(byte) 0xab}, 5)));
  }
}
