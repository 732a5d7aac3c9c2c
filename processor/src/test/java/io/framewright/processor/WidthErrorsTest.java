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
 * Errors about {@code @Field}: widths, signedness and byte order (FW014 to FW019, FW024). Each
 * error is expected on the annotation value it is about ({@code 70} in {@code bits = 70}), not
 * just on the component.
 */
class WidthErrorsTest {

  @Test
  void fw014_bitsAboveSixtyFourAndNegative() {
    String line5 = "    @Field(bits = 70) int x,";
    String line6 = "    @Field(bits = -1) int y,";
    String line7 = "    @Field(bits = 65) long z) {}";
    JavaFileObject file = source("Wide",
        PACKAGE,
        IMPORTS,
        "@Message",                              // 3
        "record Wide(",                          // 4
        line5,                                   // 5
        line6,                                   // 6
        line7);                                  // 7
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW014] @Field(bits = 70) on 'x': a field is 1 to 64 bits"
        + " wide").inFile(file).onLine(5).atColumn(column(line5, "70"));
    assertThat(c).hadErrorContaining("[FW014] @Field(bits = -1) on 'y': a field is 1 to 64 bits"
        + " wide").inFile(file).onLine(6).atColumn(column(line6, "-1"));
    assertThat(c).hadErrorContaining("[FW014] @Field(bits = 65) on 'z': a field is 1 to 64 bits"
        + " wide").inFile(file).onLine(7).atColumn(column(line7, "65"));
    assertThat(c).hadErrorCount(3);
  }

  @Test
  void fw014_onEnumAndArrayElements() {
    String line5 = "    @Field(bits = 100) Kind kind,";
    String line6 = "    @Count(2) @Field(bits = 72) long[] big) {}";
    JavaFileObject file = source("Wide",
        PACKAGE,
        IMPORTS,
        "@Message",                              // 3
        "record Wide(",                          // 4
        line5,                                   // 5
        line6,                                   // 6
        "enum Kind { @WireValue(1) A }");        // 7
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW014] @Field(bits = 100) on 'kind': a field is 1 to 64"
        + " bits wide").inFile(file).onLine(5).atColumn(column(line5, "100"));
    assertThat(c).hadErrorContaining("[FW014] @Field(bits = 72) on 'big': a field is 1 to 64"
        + " bits wide").inFile(file).onLine(6).atColumn(column(line6, "72"));
    assertThat(c).hadErrorCount(2);
  }

  /** {@code bits = 0} is the annotation's default, "the type's natural width": not an error. */
  @Test
  void bitsZeroMeansNaturalWidth() {
    JavaFileObject file = source("Natural",
        PACKAGE,
        IMPORTS,
        "@Message",
        "record Natural(@Field(bits = 0) int x, @Field(bits = 0, signed = false) short y) {}");
    Compilation c = compile(file);
    assertThat(c).succeededWithoutWarnings();
    assertThat(c).generatedSourceFile("test.NaturalCodec").contentsAsUtf8String()
        .contains("public static final int FIXED_SIZE = 6;");
  }

  @Test
  void fw015_widerThanTheJavaType() {
    String line5 = "    @Field(bits = 40) int a,";
    String line6 = "    @Field(bits = 9) byte b,";
    String line7 = "    @Field(bits = 17) short c,";
    String line8 = "    @Field(bits = 17) char d) {}";
    JavaFileObject file = source("TooWide",
        PACKAGE,
        IMPORTS,
        "@Message",                              // 3
        "record TooWide(",                       // 4
        line5,                                   // 5
        line6,                                   // 6
        line7,                                   // 7
        line8);                                  // 8
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW015] @Field(bits = 40) on 'a': int holds at most 32"
        + " bits; use bits <= 32 or a wider type such as long").inFile(file).onLine(5)
        .atColumn(column(line5, "40"));
    assertThat(c).hadErrorContaining("[FW015] @Field(bits = 9) on 'b': byte holds at most 8 bits;"
        + " use bits <= 8 or a wider type such as int or long").inFile(file).onLine(6)
        .atColumn(column(line6, "9"));
    assertThat(c).hadErrorContaining("[FW015] @Field(bits = 17) on 'c': short holds at most 16"
        + " bits; use bits <= 16 or a wider type such as int or long").inFile(file).onLine(7)
        .atColumn(column(line7, "17"));
    assertThat(c).hadErrorContaining("[FW015] @Field(bits = 17) on 'd': char holds at most 16"
        + " bits; use bits <= 16 or a wider type such as int").inFile(file).onLine(8)
        .atColumn(column(line8, "17"));
    assertThat(c).hadErrorCount(4);
  }

  @Test
  void fw015_onArrayElements() {
    String line3 = "@Message record Ports(@Count(3) @Field(bits = 24) short[] ports) {}";
    JavaFileObject file = source("Ports",
        PACKAGE,
        IMPORTS,
        line3);                                  // 3
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW015] @Field(bits = 24) on 'ports': short holds at most"
        + " 16 bits").inFile(file).onLine(3).atColumn(column(line3, "24"));
    assertThat(c).hadErrorCount(1);
  }

  @Test
  void fw016_floatingPointWidthIsFixed() {
    String line5 = "    @Field(bits = 16) float half,";
    String line6 = "    @Field(bits = 32) double narrow,";
    String line7 = "    @Count(2) @Field(bits = 8) float[] tiny) {}";
    JavaFileObject file = source("Floats",
        PACKAGE,
        IMPORTS,
        "@Message",                              // 3
        "record Floats(",                        // 4
        line5,                                   // 5
        line6,                                   // 6
        line7);                                  // 7
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW016] @Field(bits = 16) on 'half': float is always 32"
        + " bits on the wire; remove bits").inFile(file).onLine(5)
        .atColumn(column(line5, "16"));
    assertThat(c).hadErrorContaining("[FW016] @Field(bits = 32) on 'narrow': double is always 64"
        + " bits on the wire; remove bits").inFile(file).onLine(6)
        .atColumn(column(line6, "32"));
    assertThat(c).hadErrorContaining("[FW016] @Field(bits = 8) on 'tiny': float is always 32"
        + " bits on the wire; remove bits").inFile(file).onLine(7)
        .atColumn(column(line7, "8)"));
    assertThat(c).hadErrorCount(3);
  }

  @Test
  void floatingPointAtItsOwnWidthIsFine() {
    JavaFileObject file = source("Floats",
        PACKAGE,
        IMPORTS,
        "@Message",
        "record Floats(@Field(bits = 32) float f, @Field(bits = 64) double d) {}");
    Compilation c = compile(file);
    assertThat(c).succeededWithoutWarnings();
  }

  @Test
  void fw017_bitsOnNestedMessage() {
    String line5 = "    @Field(bits = 16) Point at,";
    String line6 = "    @Count(2) @Field(bits = 8) Point[] more) {}";
    JavaFileObject file = source("Shape",
        PACKAGE,
        IMPORTS,
        "@Message",                              // 3
        "record Shape(",                         // 4
        line5,                                   // 5
        line6,                                   // 6
        "@Message record Point(short x, short y) {}"); // 7
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW017] @Field(bits = 16) on 'at': the width of nested"
        + " message Point comes from its own layout; remove bits").inFile(file).onLine(5)
        .atColumn(column(line5, "16"));
    assertThat(c).hadErrorContaining("[FW017] @Field(bits = 8) on 'more': the width of nested"
        + " message Point comes from its own layout; remove bits").inFile(file).onLine(6)
        .atColumn(column(line6, "8)"));
    assertThat(c).hadErrorCount(2);
  }

  @Test
  void fw018_signedOnNonIntegers() {
    String line5 = "    @Field(signed = true) boolean flag,";
    String line6 = "    @Field(bits = 7, signed = true) char letter,";
    String line7 = "    @Field(signed = true) float ratio,";
    String line8 = "    @Field(signed = true) double mass,";
    String line9 = "    @Field(signed = true) Point at) {}";
    JavaFileObject file = source("Signs",
        PACKAGE,
        IMPORTS,
        "@Message",                              // 3
        "record Signs(",                         // 4
        line5,                                   // 5
        line6,                                   // 6
        line7,                                   // 7
        line8,                                   // 8
        line9,                                   // 9
        "@Message record Point(short x, short y) {}"); // 10
    Compilation c = compile(file);
    String tail = "; remove signed";
    String applies = "': signedness applies to byte, short, int, long and enum fields, not ";
    assertThat(c).hadErrorContaining("[FW018] @Field(signed = true) on 'flag" + applies
        + "boolean" + tail).inFile(file).onLine(5).atColumn(column(line5, "true"));
    assertThat(c).hadErrorContaining("[FW018] @Field(signed = true) on 'letter" + applies
        + "char" + tail).inFile(file).onLine(6).atColumn(column(line6, "true"));
    assertThat(c).hadErrorContaining("[FW018] @Field(signed = true) on 'ratio" + applies
        + "float" + tail).inFile(file).onLine(7).atColumn(column(line7, "true"));
    assertThat(c).hadErrorContaining("[FW018] @Field(signed = true) on 'mass" + applies
        + "double" + tail).inFile(file).onLine(8).atColumn(column(line8, "true"));
    assertThat(c).hadErrorContaining("[FW018] @Field(signed = true) on 'at" + applies
        + "Point" + tail).inFile(file).onLine(9).atColumn(column(line9, "true"));
    assertThat(c).hadErrorCount(5);
  }

  @Test
  void fw019_orderOnSubByteWidth() {
    String line6 = "    @Field(bits = 12, order = Endian.LITTLE) int b) {}";
    JavaFileObject file = source("Packed",
        PACKAGE,
        IMPORTS,
        "@Message",                              // 3
        "record Packed(",                        // 4
        "    @Field(bits = 4) int a,",           // 5
        line6);                                  // 6
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW019] @Field(order = LITTLE) on 'b': it is 12 bits wide,"
        + " and byte order only applies to whole bytes (sub-byte fields follow the message's"
        + " bitOrder); remove order").inFile(file).onLine(6)
        .atColumn(column(line6, ".LITTLE"));
    assertThat(c).hadErrorCount(1);
  }

  @Test
  void fw019_orderOnWholeBytesStartingInsideAByte() {
    String line6 = "    @Field(order = Endian.LITTLE) short s) {}";
    JavaFileObject file = source("Shifted",
        PACKAGE,
        IMPORTS,
        "@Message",                              // 3
        "record Shifted(",                       // 4
        "    @Field(bits = 4) int a,",           // 5
        line6);                                  // 6
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW019] @Field(order = LITTLE) on 's': it starts at bit 4,"
        + " inside a byte, and byte order only applies to byte-aligned fields; remove order")
        .inFile(file).onLine(6).atColumn(column(line6, ".LITTLE"));
    assertThat(c).hadErrorCount(1);
  }

  @Test
  void fw019_orderOnSingleBytes() {
    String line5 = "    @Field(order = Endian.LITTLE) byte b,";
    String line6 = "    @Field(order = Endian.BIG) boolean flag,";
    String line7 = "    @Field(bits = 8, order = Endian.LITTLE) int small) {}";
    JavaFileObject file = source("Bytes1",
        PACKAGE,
        IMPORTS,
        "@Message(order = Endian.LITTLE)",       // 3
        "record Bytes1(",                        // 4
        line5,                                   // 5
        line6,                                   // 6
        line7);                                  // 7
    Compilation c = compile(file);
    String single = ": it is a single byte, which has no byte order; remove order";
    assertThat(c).hadErrorContaining("[FW019] @Field(order = LITTLE) on 'b'" + single)
        .inFile(file).onLine(5).atColumn(column(line5, ".LITTLE"));
    assertThat(c).hadErrorContaining("[FW019] @Field(order = BIG) on 'flag'" + single)
        .inFile(file).onLine(6).atColumn(column(line6, ".BIG"));
    assertThat(c).hadErrorContaining("[FW019] @Field(order = LITTLE) on 'small'" + single)
        .inFile(file).onLine(7).atColumn(column(line7, ".LITTLE"));
    assertThat(c).hadErrorCount(3);
  }

  @Test
  void fw019_orderOnNestedMessage() {
    String line5 = "    @Field(order = Endian.LITTLE) Point at,";
    String line6 = "    @Count(2) @Field(order = Endian.BIG) Point[] more) {}";
    JavaFileObject file = source("Shape",
        PACKAGE,
        IMPORTS,
        "@Message",                              // 3
        "record Shape(",                         // 4
        line5,                                   // 5
        line6,                                   // 6
        "@Message record Point(short x, short y) {}"); // 7
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW019] @Field(order = LITTLE) on 'at': the byte order of"
        + " nested message Point is set by its own @Message; remove order").inFile(file)
        .onLine(5).atColumn(column(line5, ".LITTLE"));
    assertThat(c).hadErrorContaining("[FW019] @Field(order = BIG) on 'more': the byte order of"
        + " nested message Point is set by its own @Message; remove order").inFile(file)
        .onLine(6).atColumn(column(line6, ".BIG"));
    assertThat(c).hadErrorCount(2);
  }

  @Test
  void orderOnAlignedWholeBytesIsFine() {
    JavaFileObject file = source("Mixed",
        PACKAGE,
        IMPORTS,
        "@Message",
        "record Mixed(",
        "    @Field(bits = 4) int a,",
        "    @Field(bits = 4) int b,",
        "    @Field(bits = 24, order = Endian.LITTLE) int c,",
        "    @Field(order = Endian.INHERIT) short d,",
        "    @Count(2) @Field(order = Endian.LITTLE) long[] e) {}");
    Compilation c = compile(file);
    assertThat(c).succeededWithoutWarnings();
  }

  @Test
  void fw024_arrayOfSubByteOrOddWidthElements() {
    String line5 = "    @Count(4) @Field(bits = 12) int[] samples,";
    String line6 = "    @Count(8) @Field(bits = 1) boolean[] flags) {}";
    JavaFileObject file = source("Samples",
        PACKAGE,
        IMPORTS,
        "@Message",                              // 3
        "record Samples(",                       // 4
        line5,                                   // 5
        line6);                                  // 6
    Compilation c = compile(file);
    String tail = ": array elements are whole bytes (8, 16, 24, ... bits); use a multiple of 8,"
        + " or separate fields for sub-byte values";
    assertThat(c).hadErrorContaining("[FW024] @Field(bits = 12) on array 'samples'" + tail)
        .inFile(file).onLine(5).atColumn(column(line5, "12"));
    assertThat(c).hadErrorContaining("[FW024] @Field(bits = 1) on array 'flags'" + tail)
        .inFile(file).onLine(6).atColumn(column(line6, "1)"));
    assertThat(c).hadErrorCount(2);
  }

  @Test
  void arraysOfWholeByteNarrowElementsAreFine() {
    JavaFileObject file = source("Samples",
        PACKAGE,
        IMPORTS,
        "@Message",
        "record Samples(",
        "    @Count(4) @Field(bits = 24) int[] samples,",
        "    @Count(2) @Field(bits = 8, signed = true) short[] deltas,",
        "    @Count(2) @Field(bits = 40) long[] stamps) {}");
    Compilation c = compile(file);
    assertThat(c).succeededWithoutWarnings();
  }

  @Test
  void everyWidthErrorOfOneComponentSetIsReportedTogether() {
    String line5 = "    @Field(bits = 99) int a,";
    String line6 = "    @Field(bits = 33) int b,";
    String line7 = "    @Field(bits = 16) double c,";
    String line8 = "    @Field(signed = true) boolean d) {}";
    JavaFileObject file = source("Many",
        PACKAGE,
        IMPORTS,
        "@Message",                              // 3
        "record Many(",                          // 4
        line5,                                   // 5
        line6,                                   // 6
        line7,                                   // 7
        line8);                                  // 8
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW014]").inFile(file).onLine(5)
        .atColumn(column(line5, "99"));
    assertThat(c).hadErrorContaining("[FW015]").inFile(file).onLine(6)
        .atColumn(column(line6, "33"));
    assertThat(c).hadErrorContaining("[FW016]").inFile(file).onLine(7)
        .atColumn(column(line7, "16"));
    assertThat(c).hadErrorContaining("[FW018]").inFile(file).onLine(8)
        .atColumn(column(line8, "true"));
    assertThat(c).hadErrorCount(4);
  }
}
