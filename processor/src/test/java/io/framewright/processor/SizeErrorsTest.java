package io.framewright.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.framewright.processor.Compilations.IMPORTS;
import static io.framewright.processor.Compilations.PACKAGE;
import static io.framewright.processor.Compilations.column;
import static io.framewright.processor.Compilations.compile;
import static io.framewright.processor.Compilations.compileWithLint;
import static io.framewright.processor.Compilations.source;
import static io.framewright.processor.Compilations.type;

import com.google.testing.compile.Compilation;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Errors about variable sizes, {@code @Count}, {@code @Length} and {@code @Remaining}: FW050 to
 * FW059, with FW011 and FW023 where a size is missing or starts inside a byte. An error about a
 * value ({@code 300} in {@code max = 300}) is expected on that value, one about a whole
 * annotation on its {@code @}.
 */
class SizeErrorsTest {
  private static final String FW050_TAIL = " gives neither a fixed size nor the bits of a size"
      + " field; write ";
  private static final String FW054_TAIL = "; byte lengths apply to String, byte[], arrays, lists"
      + " and nested messages; remove it";

  @Test
  void fw050_countAndLengthWithNeitherValueNorBits() {
    String line5 = "    @Count() int[] values,";
    String line6 = "    @Length() String name) {}";
    JavaFileObject file = source("Vague",
        PACKAGE,
        IMPORTS,
        "@Message",                              // 3
        "record Vague(",                         // 4
        line5,                                   // 5
        line6);                                  // 6
    Compilation c = compile(file);
    // On the annotation: there is no value to point at.
    assertThat(c).hadErrorContaining("[FW050] @Count on 'values'" + FW050_TAIL
        + "@Count(4) or @Count(bits = 8)").inFile(file).onLine(5)
        .atColumn(column(line5, "@Count"));
    assertThat(c).hadErrorContaining("[FW050] @Length on 'name'" + FW050_TAIL
        + "@Length(4) or @Length(bits = 8)").inFile(file).onLine(6)
        .atColumn(column(line6, "@Length"));
    assertThat(c).hadErrorCount(2);
  }

  @Test
  void fw051_valueAndBitsBoth() {
    String line5 = "    @Count(value = 2, bits = 8) int[] values,";
    String line6 = "    @Length(value = 8, bits = 16) String name) {}";
    JavaFileObject file = source("Both",
        PACKAGE,
        IMPORTS,
        "@Message",                              // 3
        "record Both(",                          // 4
        line5,                                   // 5
        line6);                                  // 6
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW051] the value and bits of @Count on 'values' give more"
        + " than one size; keep one of them").inFile(file).onLine(5)
        .atColumn(column(line5, "@Count"));
    assertThat(c).hadErrorContaining("[FW051] the value and bits of @Length on 'name' give more"
        + " than one size; keep one of them").inFile(file).onLine(6)
        .atColumn(column(line6, "@Length"));
    assertThat(c).hadErrorCount(2);
  }

  @Test
  void fw051_countAndLengthBoth() {
    String line5 = "    @Count(2) @Length(8) byte[] data,";
    String line6 = "    @Count(bits = 8) @Remaining byte[] rest) {}";
    JavaFileObject file = source("Both",
        PACKAGE,
        IMPORTS,
        "@Message",                              // 3
        "record Both(",                          // 4
        line5,                                   // 5
        line6);                                  // 6
    Compilation c = compile(file);
    // On @Count, the first of the two.
    assertThat(c).hadErrorContaining("[FW051] @Count and @Length on 'data' give more than one"
        + " size; keep one of them").inFile(file).onLine(5).atColumn(column(line5, "@Count"));
    assertThat(c).hadErrorContaining("[FW051] @Count and @Remaining on 'rest' give more than one"
        + " size; keep one of them").inFile(file).onLine(6).atColumn(column(line6, "@Count"));
    assertThat(c).hadErrorCount(2);
  }

  @Test
  void fw051_lengthAndRemainingBoth() {
    String line4 = "record Both(int id, @Length(bits = 8) @Remaining String text) {}";
    JavaFileObject file = source("Both",
        PACKAGE,
        IMPORTS,
        "@Message",                              // 3
        line4);                                  // 4
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW051] @Length and @Remaining on 'text' give more than one"
        + " size; keep one of them").inFile(file).onLine(4)
        .atColumn(column(line4, "@Remaining"));
    assertThat(c).hadErrorCount(1);
  }

  @Test
  void fw052_prefixBitsOutOfRange() {
    String line6 = "    @Count(bits = 40) List<Point> points,";
    String line7 = "    @Length(bits = -3) String name,";
    String line8 = "    @Length(bits = 33) byte[] blob) {}";
    JavaFileObject file = source("Prefixes",
        PACKAGE,
        IMPORTS,
        "import java.util.List;",                // 3
        "@Message",                              // 4
        "record Prefixes(",                      // 5
        line6,                                   // 6
        line7,                                   // 7
        line8,                                   // 8
        "@Message record Point(short x, short y) {}"); // 9
    Compilation c = compile(file);
    String tail = ": a count or length field is 1 to 32 bits wide";
    assertThat(c).hadErrorContaining("[FW052] @Count(bits = 40) on 'points'" + tail)
        .inFile(file).onLine(6).atColumn(column(line6, "40"));
    assertThat(c).hadErrorContaining("[FW052] @Length(bits = -3) on 'name'" + tail)
        .inFile(file).onLine(7).atColumn(column(line7, "-3"));
    assertThat(c).hadErrorContaining("[FW052] @Length(bits = 33) on 'blob'" + tail)
        .inFile(file).onLine(8).atColumn(column(line8, "33"));
    assertThat(c).hadErrorCount(3);
  }

  /**
   * A BitList's length (its codec is a @Using) is checked like any other: a 40-bit length field
   * once went unreported and generated code that did not compile, a missing size field too.
   */
  @Test
  void fw052AndFw049_onTheLengthOfABitList() {
    String line5 = "    @Length(bits = 40) io.framewright.runtime.BitList acks,";
    String line6 = "    @Length(field = \"n\") io.framewright.runtime.BitList more) {}";
    JavaFileObject file = source("Acks",
        PACKAGE,
        IMPORTS,
        "@Message",                              // 3
        "record Acks(",                          // 4
        line5,                                   // 5
        line6);                                  // 6
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW052] @Length(bits = 40) on 'acks': a count or length"
        + " field is 1 to 32 bits wide").inFile(file).onLine(5).atColumn(column(line5, "40"));
    assertThat(c).hadErrorContaining("[FW049]").inFile(file).onLine(6)
        .atColumn(column(line6, "\"n\""));
    assertThat(c).hadErrorCount(2);
  }

  /** A BitList's codec takes every byte it is given: without a size it swallowed what follows. */
  @Test
  void fw045_bitListWithoutASize() {
    String line5 = "    io.framewright.runtime.BitList acks,";
    JavaFileObject file = source("Unsized",
        PACKAGE,
        IMPORTS,
        "@Message",                              // 3
        "record Unsized(",                       // 4
        line5,                                   // 5
        "    int after) {}");                    // 6
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW045] BitList component 'acks' needs a size on the wire;"
        + " add @Length(bits = n) for a byte length before it").inFile(file).onLine(5)
        .atColumn(column(line5, "acks"));
    assertThat(c).hadErrorCount(1);
    assertThat(compile(type("Framed", "@Message record Framed(",
        "    @Length(bits = 8) io.framewright.runtime.BitList acks, int after,",
        "    @Remaining io.framewright.runtime.BitList rest) {}"))).succeeded();
  }

  @Test
  void fw053_prefixTooNarrowForMax() {
    String line5 = "    @Count(bits = 4, max = 20) int[] values,";
    String line6 = "    @Length(bits = 16, max = 70000) String text) {}";
    JavaFileObject file = source("Narrow",
        PACKAGE,
        IMPORTS,
        "@Message",                              // 3
        "record Narrow(",                        // 4
        line5,                                   // 5
        line6);                                  // 6
    Compilation c = compile(file);
    // On the value of max.
    assertThat(c).hadErrorContaining("[FW053] @Count(bits = 4, max = 20) on 'values': a 4-bit"
        + " field holds at most 15; widen bits to 5 or lower max").inFile(file).onLine(5)
        .atColumn(column(line5, "20"));
    assertThat(c).hadErrorContaining("[FW053] @Length(bits = 16, max = 70000) on 'text': a 16-bit"
        + " field holds at most 65535; widen bits to 17 or lower max").inFile(file).onLine(6)
        .atColumn(column(line6, "70000"));
    assertThat(c).hadErrorCount(2);
  }

  /** "an 8-bit field", not "a 8-bit field" (FW053's template has the article fixed as "a"). */
  @Test
  void fw053_eightBitPrefixTakesAn() {
    String line6 = "    @Count(bits = 8, max = 300) List<Point> points) {}";
    JavaFileObject file = source("Crowd",
        PACKAGE,
        IMPORTS,
        "import java.util.List;",                // 3
        "@Message",                              // 4
        "record Crowd(",                         // 5
        line6,                                   // 6
        "@Message record Point(short x, short y) {}"); // 7
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW053] @Count(bits = 8, max = 300) on 'points': an 8-bit"
        + " field holds at most 255; widen bits to 9 or lower max").inFile(file).onLine(6)
        .atColumn(column(line6, "300"));
    assertThat(c).hadErrorCount(1);
  }

  @Test
  void fw054_lengthOnScalarsAndEnums() {
    String line5 = "    @Length(4) int x,";
    String line6 = "    @Length(bits = 8) Kind kind,";
    String line7 = "    @Remaining long rest) {}";
    JavaFileObject file = source("Scalars",
        PACKAGE,
        IMPORTS,
        "@Message",                              // 3
        "record Scalars(",                       // 4
        line5,                                   // 5
        line6,                                   // 6
        line7,                                   // 7
        "enum Kind { @WireValue(1) A }");        // 8
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW054] @Length on 'x', which is an int" + FW054_TAIL)
        .inFile(file).onLine(5).atColumn(column(line5, "@Length"));
    assertThat(c).hadErrorContaining("[FW054] @Length on 'kind', which is an enum Kind"
        + FW054_TAIL).inFile(file).onLine(6).atColumn(column(line6, "@Length"));
    assertThat(c).hadErrorContaining("[FW054] @Remaining on 'rest', which is a long"
        + FW054_TAIL).inFile(file).onLine(7).atColumn(column(line7, "@Remaining"));
    assertThat(c).hadErrorCount(3);
  }

  @Test
  void fw055_remainingNotLast() {
    String line5 = "    @Remaining byte[] data,";
    JavaFileObject file = source("Trailer",
        PACKAGE,
        IMPORTS,
        "@Message",                              // 3
        "record Trailer(",                       // 4
        line5,                                   // 5
        "    int crc) {}");                      // 6
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW055] @Remaining on 'data', which is followed by 'crc';"
        + " only the last component can take the rest of the frame, so move it last or give it"
        + " a @Length").inFile(file).onLine(5).atColumn(column(line5, "@Remaining"));
    assertThat(c).hadErrorCount(1);
  }

  @Test
  void fw055_twoRemainingComponents() {
    String line5 = "    @Remaining String text,";
    JavaFileObject file = source("Trailer",
        PACKAGE,
        IMPORTS,
        "@Message",                              // 3
        "record Trailer(",                       // 4
        line5,                                   // 5
        "    @Remaining byte[] data) {}");       // 6
    Compilation c = compile(file);
    // The last one is fine; only the first is not last.
    assertThat(c).hadErrorContaining("[FW055] @Remaining on 'text', which is followed by 'data'")
        .inFile(file).onLine(5).atColumn(column(line5, "@Remaining"));
    assertThat(c).hadErrorCount(1);
  }

  @Test
  void fw056_stringWithoutSizeBetweenOtherFields() {
    String line6 = "    String name,";
    JavaFileObject file = source("Named",
        PACKAGE,
        IMPORTS,
        "@Message",                              // 3
        "record Named(",                         // 4
        "    int id,",                           // 5
        line6,                                   // 6
        "    int score) {}");                    // 7
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW056] String component 'name' needs a size on the wire;"
        + " add @Length(bits = n) for a length field before it, @Length(n) for a fixed length,"
        + " or @Remaining").inFile(file).onLine(6).atColumn(column(line6, "name"));
    assertThat(c).hadErrorCount(1);
  }

  @Test
  void fw056_andFw057_stringWithBitsButWithoutSize() {
    String line4 = "record Named(@Field(bits = 8) String name) {}";
    JavaFileObject file = source("Named",
        PACKAGE,
        IMPORTS,
        "@Message",                              // 3
        line4);                                  // 4
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW056] String component 'name' needs a size on the wire")
        .inFile(file).onLine(4).atColumn(column(line4, "name"));
    assertThat(c).hadErrorContaining("[FW057] @Field(bits = 8) on 'name': the width of a String"
        + " comes from its size, not bits; remove bits").inFile(file).onLine(4)
        .atColumn(column(line4, "8"));
    assertThat(c).hadErrorCount(2);
  }

  @Test
  void fw057_bitsOnSizedString() {
    String line5 = "    @Length(bits = 16) @Field(bits = 8) String name,";
    String line6 = "    @Field(bits = 32) @Length(12) String label) {}";
    JavaFileObject file = source("Named",
        PACKAGE,
        IMPORTS,
        "@Message",                              // 3
        "record Named(",                         // 4
        line5,                                   // 5
        line6);                                  // 6
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW057] @Field(bits = 8) on 'name': the width of a String"
        + " comes from its size, not bits; remove bits").inFile(file).onLine(5)
        .atColumn(column(line5, "8)"));
    assertThat(c).hadErrorContaining("[FW057] @Field(bits = 32) on 'label': the width of a String"
        + " comes from its size, not bits; remove bits").inFile(file).onLine(6)
        .atColumn(column(line6, "32"));
    assertThat(c).hadErrorCount(2);
  }

  @Test
  void fw058_maxNotPositive() {
    String line6 = "    @Count(bits = 8, max = 0) List<Point> points,";
    String line7 = "    @Length(bits = 8, max = -1) String name,";
    String line8 = "    @Remaining(max = -5) byte[] rest) {}";
    JavaFileObject file = source("Limits",
        PACKAGE,
        IMPORTS,
        "import java.util.List;",                // 3
        "@Message",                              // 4
        "record Limits(",                        // 5
        line6,                                   // 6
        line7,                                   // 7
        line8,                                   // 8
        "@Message record Point(short x, short y) {}"); // 9
    Compilation c = compile(file);
    // On the value of max.
    assertThat(c).hadErrorContaining("[FW058] @Count(max = 0) on 'points': the maximum is at"
        + " least 1").inFile(file).onLine(6).atColumn(column(line6, "0)"));
    assertThat(c).hadErrorContaining("[FW058] @Length(max = -1) on 'name': the maximum is at"
        + " least 1").inFile(file).onLine(7).atColumn(column(line7, "-1"));
    assertThat(c).hadErrorContaining("[FW058] @Remaining(max = -5) on 'rest': the maximum is at"
        + " least 1").inFile(file).onLine(8).atColumn(column(line8, "-5"));
    assertThat(c).hadErrorCount(3);
  }

  @Test
  void fw059_fixedSizeNotPositive() {
    String line5 = "    @Length(0) String name,";
    String line6 = "    @Length(-2) byte[] blob) {}";
    JavaFileObject file = source("Empty",
        PACKAGE,
        IMPORTS,
        "@Message",                              // 3
        "record Empty(",                         // 4
        line5,                                   // 5
        line6);                                  // 6
    Compilation c = compile(file);
    // On the value of @Length.
    assertThat(c).hadErrorContaining("[FW059] @Length(0) on 'name': a fixed size is at least 1")
        .inFile(file).onLine(5).atColumn(column(line5, "0"));
    assertThat(c).hadErrorContaining("[FW059] @Length(-2) on 'blob': a fixed size is at least 1")
        .inFile(file).onLine(6).atColumn(column(line6, "-2"));
    assertThat(c).hadErrorCount(2);
  }

  /**
   * -1 is the annotations' "not given" default, but written out it is a fixed size like -2: it
   * should get FW013 / FW059 on the value, not FW050's "gives neither a fixed size nor ...".
   */
  @Test
  void explicitMinusOneIsAFixedSizeNotAMissingOne() {
    String line5 = "    @Count(-1) int[] values,";
    String line6 = "    @Length(-1) String name) {}";
    JavaFileObject file = source("Minus",
        PACKAGE,
        IMPORTS,
        "@Message",                              // 3
        "record Minus(",                         // 4
        line5,                                   // 5
        line6);                                  // 6
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW013] @Count(-1) on 'values': an array holds at least 1"
        + " element; use @Count(1) or more").inFile(file).onLine(5)
        .atColumn(column(line5, "-1"));
    assertThat(c).hadErrorContaining("[FW059] @Length(-1) on 'name': a fixed size is at least 1")
        .inFile(file).onLine(6).atColumn(column(line6, "-1"));
    assertThat(c).hadErrorCount(2);
  }

  @Test
  void fw011_listWithoutSize() {
    String line6 = "    List<Point> points,";
    String line7 = "    List<Integer> ids) {}";
    JavaFileObject file = source("Lists",
        PACKAGE,
        IMPORTS,
        "import java.util.List;",                // 3
        "@Message",                              // 4
        "record Lists(",                         // 5
        line6,                                   // 6
        line7,                                   // 7
        "@Message record Point(short x, short y) {}"); // 8
    Compilation c = compile(file);
    String tail = " needs a size; add @Count(n) for a fixed count, @Count(bits = n) for a count"
        + " field before it, or @Remaining if it runs to the end of the frame";
    assertThat(c).hadErrorContaining("[FW011] list component 'points'" + tail).inFile(file)
        .onLine(6).atColumn(column(line6, "points"));
    assertThat(c).hadErrorContaining("[FW011] list component 'ids'" + tail).inFile(file)
        .onLine(7).atColumn(column(line7, "ids"));
    assertThat(c).hadErrorCount(2);
  }

  /**
   * A length field may start inside a byte, but the bytes it measures may not. "The fields before
   * it" are the 4-bit field and the 8-bit length field.
   */
  @Test
  void fw023_variableSizeFieldAfterFieldsEndingInsideAByte() {
    String line6 = "    @Length(bits = 8) String s) {}";
    JavaFileObject file = source("Shifted",
        PACKAGE,
        IMPORTS,
        "@Message",                              // 3
        "record Shifted(",                       // 4
        "    @Field(bits = 4) int a,",           // 5
        line6);                                  // 6
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW023] component 's' (String) starts at bit 12, inside a"
        + " byte; nested messages, arrays and variable-size fields start on a byte boundary, so"
        + " make the fields before it add up to a multiple of 8 bits (they add up to 12)")
        .inFile(file).onLine(6).atColumn(column(line6, "s)"));
    assertThat(c).hadErrorCount(1);
  }

  @Test
  void fw023_countedListAndRemainingBytesAfterSubByteFields() {
    String line7 = "    @Count(bits = 8) List<Point> points,";
    String line9 = "    @Remaining byte[] rest) {}";
    JavaFileObject file = source("Shifted",
        PACKAGE,
        IMPORTS,
        "import java.util.List;",                // 3
        "@Message",                              // 4
        "record Shifted(",                       // 5
        "    @Field(bits = 3) int a,",           // 6
        line7,                                   // 7
        "    @Field(bits = 5) int b,",           // 8
        line9,                                   // 9
        "@Message record Point(short x, short y) {}"); // 10
    Compilation c = compile(file);
    String tail = ", inside a byte; nested messages, arrays and variable-size fields start on a"
        + " byte boundary, so make the fields before it add up to a multiple of 8 bits";
    assertThat(c).hadErrorContaining("[FW023] component 'points' (List<Point>) starts at bit 11"
        + tail + " (they add up to 11)").inFile(file).onLine(7)
        .atColumn(column(line7, "points"));
    // Counted from the end of the list, whose size is only known on the wire.
    assertThat(c).hadErrorContaining("[FW023] component 'rest' (byte[]) starts at bit 5" + tail
        + " (they add up to 5)").inFile(file).onLine(9).atColumn(column(line9, "rest"));
    assertThat(c).hadErrorCount(2);
  }

  /**
   * Every kind of size, in messages of their own files, compiles without a single warning under
   * {@code -Xlint:all}: prefixes of 4, 8 and 16 bits, fixed lengths, the rest of the frame, lists
   * of fixed and variable messages, a length field that completes a byte.
   */
  @Test
  void everyKindOfSizeCompilesWithoutWarnings() {
    JavaFileObject point = type("Point", "@Message record Point(short x, short y) {}");
    JavaFileObject player = type("Player",
        "@Message record Player(byte id, @Length(bits = 8) String name) {}");
    JavaFileObject sizes = type("Sizes",
        "import java.util.List;",
        "@Message record Sizes(",
        "    @Count(bits = 8) List<Player> players,",
        "    @Count(bits = 8, max = 4) List<Point> points,",
        "    @Length(bits = 16) List<Player> spectators,",
        "    @Count(2) Player[] captains,",
        "    @Count(bits = 16) @Field(bits = 24) int[] samples,",
        "    @Length(bits = 16) String text,",
        "    @Length(8) String label,",
        "    @Length(bits = 16, max = 1000) byte[] blob,",
        "    @Remaining byte[] rest) {}");
    JavaFileObject packed = type("Packed",
        "@Message record Packed(@Field(bits = 4) int kind, @Length(bits = 4) String name,",
        "    @Count(bits = 8) @Field(order = Endian.LITTLE) short[] values,",
        "    @Remaining String text) {}");
    Compilation c = compileWithLint(point, player, sizes, packed);
    assertThat(c).succeededWithoutWarnings();
    for (String message : new String[] {"Point", "Player", "Sizes", "Packed"}) {
      assertThat(c).generatedSourceFile("test." + message + "Codec");
    }
  }

  /**
   * 32-bit count and length fields, the widest there are, compile without warnings too (the
   * codec must not cast the int size to int: {@code -Xlint:cast} says "redundant cast to int").
   */
  @Test
  void thirtyTwoBitPrefixesCompileWithoutWarnings() {
    JavaFileObject chat = type("Chat",
        "@Message record Chat(@Length(bits = 32) String text, @Count(bits = 32) short[] values,",
        "    @Length(bits = 32, max = 1000) byte[] blob) {}");
    Compilation c = compileWithLint(chat);
    assertThat(c).succeededWithoutWarnings();
    assertThat(c).generatedSourceFile("test.ChatCodec");
  }

  @Test
  void fw049_sizeFieldMissingLaterOrNotAnInteger() {
    String line5 = "    @Length(field = \"lenght\") byte[] a,";
    String line6 = "    @Length(field = \"later\") byte[] b,";
    String line7 = "    @Count(field = \"name\") @Field(bits = 8) int[] c,";
    JavaFileObject file = source("Sized",
        PACKAGE,
        IMPORTS,
        "@Message record Sized(@Field(bits = 16) int length, @Length(bits = 8) String name,", // 3
        "    @Presence(flag = 1) Integer opt, @Flags @Field(bits = 8) int flags,",          // 4
        line5,                                                                            // 5
        line6,                                                                            // 6
        line7,                                                                            // 7
        "    int later) {}");                                                            // 8
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW049] @Length(field = \"lenght\") on 'a': there is no"
        + " component of that name; did you mean 'length'?").inFile(file).onLine(5)
        .atColumn(column(line5, "\"lenght\""));
    assertThat(c).hadErrorContaining("[FW049] @Length(field = \"later\") on 'b': 'later' comes"
        + " after 'b'; the size must be read before what it measures").inFile(file).onLine(6)
        .atColumn(column(line6, "\"later\""));
    assertThat(c).hadErrorContaining("[FW049] @Count(field = \"name\") on 'c': 'name' is a"
        + " String; a size field is an int or long (with @WhenAbsent(0) if it is optional)")
        .inFile(file).onLine(7).atColumn(column(line7, "\"name\""));
  }

  @Test
  void fw072_countOfElementsThatTakeNoBytesWithoutMax() {
    String line5 = "    @Count(bits = 32) java.util.List<Empty> items,";
    JavaFileObject file = type("Holder",
        "@Message record Empty() {}",            // 3
        "@Message record Holder(",               // 4
        line5,                                   // 5
        "    @Count(bits = 8, max = 10) java.util.List<Empty> bounded) {}"); // 6
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW072] the elements of list 'items' (Empty) can take no"
        + " bytes, so a count read from the input would not be bounded by the input's length;"
        + " set @Count(max = ...) to the most a peer may send")
        .inFile(file).onLine(5).atColumn(column(line5, "@Count"));
    assertThat(c).hadErrorCount(1);
  }

  @Test
  void fw073_lengthRemainingOrTerminatorAroundElementsThatTakeNoBytes() {
    String line5 = "    @Length(bits = 8) java.util.List<Empty> a,";
    String line6 = "    @Delimited(terminator = 0) java.util.List<Empty> b,";
    String line7 = "    @Remaining java.util.List<Empty> c) {}";
    JavaFileObject file = type("Holder",
        "@Message record Empty() {}",            // 3
        "@Message record Holder(",               // 4
        line5, line6, line7);
    Compilation c = compile(file);
    String head = "[FW073] the elements of list '%s' (Empty) can take no bytes, so %s can not"
        + " tell where the list ends; count them with @Count(bits = ..., max = ...)";
    assertThat(c).hadErrorContaining(String.format(head, "a", "a byte length"))
        .inFile(file).onLine(5).atColumn(column(line5, "@Length"));
    assertThat(c).hadErrorContaining(String.format(head, "b", "a terminator"))
        .inFile(file).onLine(6).atColumn(column(line6, "@Delimited"));
    assertThat(c).hadErrorContaining(String.format(head, "c", "the end of the input"))
        .inFile(file).onLine(7).atColumn(column(line7, "@Remaining"));
    assertThat(c).hadErrorCount(3);
  }
}
