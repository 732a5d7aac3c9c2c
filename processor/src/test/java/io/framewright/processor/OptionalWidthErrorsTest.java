package io.framewright.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.framewright.processor.Compilations.IMPORTS;
import static io.framewright.processor.Compilations.PACKAGE;
import static io.framewright.processor.Compilations.column;
import static io.framewright.processor.Compilations.compile;
import static io.framewright.processor.Compilations.source;

import com.google.testing.compile.Compilation;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Optional parts narrower than a byte (FW028, FW029). An optional component is read and written
 * in whole bytes, and the fields after it start where it ends, so a sub-byte optional value or
 * size field is an error on its width, never a codec that fails at run time (before, the codec
 * threw IllegalArgumentException "width in bytes must be 1..8: 0" on encode and on decode, or
 * wrote a 12-bit length as one byte).
 */
class OptionalWidthErrorsTest {
  private static final String FW028_TAIL = ", since the fields after it start where it ends;"
      + " use @Field(bits = ";

  @Test
  void fw028_subByteOptionalValues() {
    String line6 = "    @Field(bits = 4) @When(field = \"kind\", equal = 1) Integer x,";
    String line8 = "    @Field(bits = 4) @Presence(flag = 0x01) @WhenAbsent(0) int y,";
    String line9 = "    @Field(bits = 12) @Presence(flag = 0x02) Kind k,";
    String line10 = "    @Field(bits = 1) @Presence(flag = 0x04) Boolean b) {}";
    JavaFileObject file = source("Narrow",
        PACKAGE,
        IMPORTS,
        "@Message",                                  // 3
        "record Narrow(",                            // 4
        "    @Field(bits = 8) int kind,",            // 5
        line6,                                       // 6
        "    @Flags @Field(bits = 8) int flags,",    // 7
        line8,                                       // 8
        line9,                                       // 9
        line10,                                      // 10
        "enum Kind { @WireValue(1) A }");            // 11
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW028] @Field(bits = 4) on optional 'x': an optional"
        + " value is whole bytes wide (8, 16, 24, ... up to the 32 bits of int)" + FW028_TAIL
        + "8), or put 'x' with the fields that share its byte into a nested @Message record and"
        + " make that one component optional").inFile(file).onLine(6)
        .atColumn(column(line6, "4"));
    assertThat(c).hadErrorContaining("[FW028] @Field(bits = 4) on optional 'y': an optional"
        + " value is whole bytes wide (8, 16, 24, ... up to the 32 bits of int)" + FW028_TAIL
        + "8)").inFile(file).onLine(8).atColumn(column(line8, "4"));
    assertThat(c).hadErrorContaining("[FW028] @Field(bits = 12) on optional 'k': an optional"
        + " value is whole bytes wide (8, 16, 24, ... up to the 64 bits of enum Kind)"
        + FW028_TAIL + "16)").inFile(file).onLine(9).atColumn(column(line9, "12"));
    assertThat(c).hadErrorContaining("[FW028] @Field(bits = 1) on optional 'b': an optional"
        + " value is whole bytes wide (8, 16, 24, ... up to the 64 bits of boolean)"
        + FW028_TAIL + "8)").inFile(file).onLine(10).atColumn(column(line10, "1)"));
    assertThat(c).hadErrorCount(4);
  }

  /** Alternatives that all give whole-byte widths leave the component's own width unused. */
  @Test
  void fw028_notWhenEveryAlternativeHasItsWidth() {
    JavaFileObject file = source("Alternatives",
        PACKAGE,
        IMPORTS,
        "@Message",
        "record Alternatives(",
        "    @Flags @Field(bits = 8) int flags,",
        "    @Field(bits = 4) @Presence(flag = 0x01, bits = 8)",
        "    @Presence(flag = 0x02, bits = 16) Integer v) {}");
    Compilation c = compile(file);
    assertThat(c).succeeded();
  }

  @Test
  void fw029_subByteSizeFieldOfOptionalComponents() {
    String line6 = "    @Presence(flag = 0x01) @Count(bits = 4) byte[] data,";
    String line8 = "    @When(field = \"kind\", equal = 1) @Length(bits = 12) String s) {}";
    JavaFileObject file = source("Sized",
        PACKAGE,
        IMPORTS,
        "@Message",                                  // 3
        "record Sized(",                             // 4
        "    @Flags @Field(bits = 8) int flags,",    // 5
        line6,                                       // 6
        "    @Field(bits = 8) int kind,",            // 7
        line8);                                      // 8
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW029] @Count(bits = 4) on optional 'data': its count"
        + " field is on the wire only with it, so it is whole bytes wide (8, 16, 24 or 32 bits);"
        + " use @Count(bits = 8)").inFile(file).onLine(6).atColumn(column(line6, "4"));
    assertThat(c).hadErrorContaining("[FW029] @Length(bits = 12) on optional 's': its length"
        + " field is on the wire only with it, so it is whole bytes wide (8, 16, 24 or 32 bits);"
        + " use @Length(bits = 16)").inFile(file).onLine(8).atColumn(column(line8, "12"));
    assertThat(c).hadErrorCount(2);
  }
}
