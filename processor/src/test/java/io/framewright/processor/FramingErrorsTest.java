package io.framewright.processor;

import static com.google.common.truth.Truth.assertWithMessage;
import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.framewright.processor.Compilations.assertErrorIs;
import static io.framewright.processor.Compilations.IMPORTS;
import static io.framewright.processor.Compilations.PACKAGE;
import static io.framewright.processor.Compilations.column;
import static io.framewright.processor.Compilations.compile;
import static io.framewright.processor.Compilations.describe;
import static io.framewright.processor.Compilations.errorsContaining;
import static io.framewright.processor.Compilations.source;
import static io.framewright.processor.Compilations.type;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import java.util.ArrayList;
import java.util.List;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Errors about framing: {@code @Union} on a record (FW079), {@code @Magic} (FW090),
 * {@code @Delimited} (FW091 to FW093), {@code @Using} (FW094), {@code @Pad} (FW095),
 * {@code @Checksum} (FW096) and {@code @Text} (FW097). An error about a value
 * ({@code 256} in {@code terminator = 256}) is expected on that value; an error about an
 * annotation as a whole on the annotation.
 */
class FramingErrorsTest {
  private static final String FW079_TAIL = "; a union is a sealed interface whose variants are"
      + " records";
  private static final String FW090_TAIL = ": give at least one byte, as ascii = \"...\" or"
      + " value = {...}";
  private static final String FW092_TAIL = "; a terminator ends a String, a byte[], a list of"
      + " messages, or a value with @Using";
  private static final String FW093_TAIL = "; its end is given by one of them, so remove the"
      + " other";
  private static final String FW094_TAIL = " must be a public class with a public no-argument"
      + " constructor that implements io.framewright.runtime.ValueCodec<";
  private static final String FW095_TAIL = ": padding is a positive number of bits";
  private static final String FW096_TAIL = ": a checksum field is 8, 16, 24, 32 or 64 bits wide";
  private static final String FW097_TAIL = ": the JDK has no such charset; use a name such as"
      + " UTF-8, US-ASCII, ISO-8859-1, UTF-16LE or UTF-16BE";

  /**
   * A codec class {@code test.<name>} for values of {@code type}, declared
   * {@code <modifiers> class}, with {@code members} before its three methods.
   */
  private static JavaFileObject codec(String name, String type, String modifiers,
      String... members) {
    List<String> lines = new ArrayList<>(List.of(
        "package test;",
        "import io.framewright.runtime.ValueCodec;",
        "import io.framewright.runtime.WireReader;",
        modifiers + " class " + name + " implements ValueCodec<" + type + "> {"));
    lines.addAll(List.of(members));
    lines.addAll(List.of(
        "  @Override public int size(" + type + " value) { return 0; }",
        "  @Override public int write(" + type + " value, byte[] buf, int p, int limit) {",
        "    return p;",
        "  }",
        "  @Override public " + type + " read(WireReader in) { return null; }",
        "}"));
    return JavaFileObjects.forSourceLines("test." + name, lines);
  }

  // FW079

  @Test
  void fw079_unionOnARecord() {
    String line3 = "@Message @Union(bits = 8) record Point(short x, short y) {}";
    JavaFileObject file = source("Point",
        PACKAGE,
        IMPORTS,
        line3);                                  // 3
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW079] @Union on Point, which is a record" + FW079_TAIL)
        .inFile(file).onLine(3).atColumn(column(line3, "@Union"));
    assertThat(c).hadErrorCount(1);
  }

  @Test
  void fw079_unionOnARecordNestedInAClass() {
    String line4 = "  @Message @Union(bits = 16) record Inner(short x) {}";
    JavaFileObject file = source("Outer",
        PACKAGE,
        IMPORTS,
        "class Outer {",                         // 3
        line4,                                   // 4
        "}");                                    // 5
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW079] @Union on Outer.Inner, which is a record"
        + FW079_TAIL).inFile(file).onLine(4).atColumn(column(line4, "@Union"));
    assertThat(c).hadErrorCount(1);
  }

  @Test
  void fw079_unionOnAClass() {
    String line3 = "@Message @Union(bits = 8) class Box {}";
    JavaFileObject file = source("Box",
        PACKAGE,
        IMPORTS,
        line3);                                  // 3
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW079] @Union on Box, which is not an interface"
        + FW079_TAIL).inFile(file).onLine(3).atColumn(column(line3, "@Union"));
    assertThat(c).hadErrorCount(1);
  }

  // FW090

  @Test
  void fw090_magicWithoutBytes() {
    String line3 = "@Message @Magic record Bare(short x) {}";
    String line4 = "@Message @Magic(value = {}) record NoValues(short x) {}";
    String line5 = "@Message @Magic(ascii = \"\") record NoText(short x) {}";
    JavaFileObject file = source("Bare",
        PACKAGE,
        IMPORTS,
        line3,                                   // 3
        line4,                                   // 4
        line5);                                  // 5
    Compilation c = compile(file);
    // On the annotation: there is no value to point at in @Magic.
    assertThat(c).hadErrorContaining("[FW090] @Magic on Bare" + FW090_TAIL).inFile(file)
        .onLine(3).atColumn(column(line3, "@Magic"));
    assertThat(c).hadErrorContaining("[FW090] @Magic on NoValues" + FW090_TAIL).inFile(file)
        .onLine(4).atColumn(column(line4, "@Magic"));
    assertThat(c).hadErrorContaining("[FW090] @Magic on NoText" + FW090_TAIL).inFile(file)
        .onLine(5).atColumn(column(line5, "@Magic"));
    assertThat(c).hadErrorCount(3);
  }

  @Test
  void fw090_magicWithoutBytesOnAUnion() {
    String line3 = "@Message @Magic @Union(bits = 8) sealed interface Frame permits Frame.Ping {";
    JavaFileObject file = source("Frame",
        PACKAGE,
        IMPORTS,
        line3,                                   // 3
        "  @Tag(1) record Ping() implements Frame {}", // 4
        "}");                                    // 5
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW090] @Magic on Frame" + FW090_TAIL).inFile(file)
        .onLine(3).atColumn(column(line3, "@Magic"));
    assertThat(c).hadErrorCount(1);
  }

  /**
   * Magic bytes are "each 0 to 255" (the annotation's documentation), as terminator bytes are
   * (FW091). Today {@code 0x100} and {@code -1} are silently cut to a byte, 00 and ff, and the
   * codec checks for magic nobody declared.
   */
  @Test
  void fw090_magicByteOutOfRange() {
    String line3 = "@Message @Magic(value = {0x4C, 0x100}) record Big(short x) {}";
    String line4 = "@Message @Magic(value = -1) record Negative(short x) {}";
    JavaFileObject file = source("Big",
        PACKAGE,
        IMPORTS,
        line3,                                   // 3
        line4);                                  // 4
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW090] @Magic on Big: ").inFile(file).onLine(3);
    assertThat(c).hadErrorContaining("[FW090] @Magic on Negative: ").inFile(file).onLine(4);
    assertErrorIs(c, "[FW090] @Magic on Big: byte 256 is not between 0 and 255");
    assertErrorIs(c, "[FW090] @Magic on Negative: byte -1 is not between 0 and 255");
    assertThat(c).hadErrorCount(2);
  }

  /**
   * {@code ascii} is US-ASCII text: a character outside it would be sent as {@code 3f} ('?'),
   * which is not what was written. Today that is what happens, silently.
   */
  @Test
  void fw090_magicTextNotAscii() {
    String line3 = "@Message @Magic(ascii = \"B\u00c9R\") record Beer(short x) {}";
    JavaFileObject file = source("Beer",
        PACKAGE,
        IMPORTS,
        line3);                                  // 3
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW090] @Magic on Beer: ").inFile(file).onLine(3);
    assertErrorIs(c, "[FW090] @Magic on Beer: '\u00c9' in ascii = \"B\u00c9R\" is not US-ASCII;"
        + " give such bytes as value = {...}");
    assertThat(c).hadErrorCount(1);
  }

  /**
   * The magic is given "as text (ascii) or as byte values (value)": with both, one of them is
   * silently dropped (today the bytes), which can only be a mistake.
   */
  @Test
  void fw090_magicAsBothTextAndBytes() {
    String line3 = "@Message @Magic(value = {0x4C, 0x6E}, ascii = \"Ln\") record Both(short x) {}";
    JavaFileObject file = source("Both",
        PACKAGE,
        IMPORTS,
        line3);                                  // 3
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW090] @Magic on Both: ").inFile(file).onLine(3);
    assertErrorIs(c, "[FW090] @Magic on Both: give the bytes once, as ascii = \"...\" or as"
        + " value = {...}, not both");
    assertThat(c).hadErrorCount(1);
  }

  // FW154

  /**
   * Issue 27 item 14: a delimited message holding a part ended by its own terminator (a nested
   * delimited message, a delimited component, one two messages down, or a longer terminator
   * that holds it) could never be encoded: its value always held the terminator, and every
   * encode threw. Refused on the outer terminator; a different one is fine.
   */
  @Test
  void fw154_aPartEndedByTheTerminatorOfTheMessageAroundIt() {
    String line3 = "@Message @Delimited(terminator = 0x00) record Out(In in, byte b) {}";
    String line4 = "@Message @Delimited(terminator = 0x00) record Own(@Delimited(terminator ="
        + " 0x00) String s) {}";
    String line5 = "@Message @Delimited(terminator = 0x0A) record Deep(Mid mid) {}";
    JavaFileObject file = source("Out",
        PACKAGE,
        IMPORTS,
        line3,                                                                        // 3
        line4,                                                                        // 4
        line5,                                                                        // 5
        "@Message record Mid(short n, @Count(bits = 8, max = 4) java.util.List<Line> lines) {}",
        "@Message @Delimited(terminator = 0x00) record In(@Remaining byte[] data) {}",
        "@Message @Delimited(terminator = {0x0D, 0x0A}) record Line(@Remaining byte[] data) {}",
        // Terminators neither of which holds the other: encodes.
        "@Message @Delimited(terminator = 0x0A) record Fine(In in, Line0 line) {}",
        "@Message @Delimited(terminator = {0x0D, 0x00}) record Line0(@Remaining byte[] d) {}");
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW154] @Delimited(terminator = 0x00) on Out: its"
        + " component 'in' is ended by the terminator 0x00, which holds 0x00, so whenever 'in'"
        + " is on the wire the value of Out holds the terminator that ends it, and the codec"
        + " could not decode its own encoding (every encode of it fails); give Out a terminator"
        + " 0x00 does not hold, or 'in' one that does not hold 0x00").inFile(file).onLine(3)
        .atColumn(column(line3, "0x00"));
    assertThat(c).hadErrorContaining("[FW154] @Delimited(terminator = 0x00) on Own: its"
        + " component 's' is ended by the terminator 0x00").inFile(file).onLine(4)
        .atColumn(column(line4, "0x00) record"));
    assertThat(c).hadErrorContaining("[FW154] @Delimited(terminator = 0x0A) on Deep: its"
        + " component 'mid.lines' is ended by the terminator {0x0D, 0x0A}, which holds 0x0A")
        .inFile(file).onLine(5).atColumn(column(line5, "0x0A"));
    assertThat(c).hadErrorCount(3);
  }

  // FW091

  @Test
  void fw091_terminatorOnAType() {
    String line3 = "@Message @Delimited(terminator = {}) record Empty(short x) {}";
    String line4 = "@Message @Delimited(terminator = 256) record Big(short x) {}";
    String line5 = "@Message @Delimited(terminator = {0x0D, -1}) record Negative(short x) {}";
    JavaFileObject file = source("Empty",
        PACKAGE,
        IMPORTS,
        line3,                                   // 3
        line4,                                   // 4
        line5);                                  // 5
    Compilation c = compile(file);
    // On the terminator value (for an array, on its opening brace).
    assertThat(c).hadErrorContaining("[FW091] @Delimited on Empty: a terminator has at least one"
        + " byte").inFile(file).onLine(3).atColumn(column(line3, "{})"));
    assertThat(c).hadErrorContaining("[FW091] @Delimited on Big: terminator byte 256 is not"
        + " between 0 and 255").inFile(file).onLine(4).atColumn(column(line4, "256"));
    assertThat(c).hadErrorContaining("[FW091] @Delimited on Negative: terminator byte -1 is not"
        + " between 0 and 255").inFile(file).onLine(5).atColumn(column(line5, "{0x0D"));
    assertThat(c).hadErrorCount(3);
  }

  @Test
  void fw091_terminatorOnAUnion() {
    String line3 = "@Message @Union(bits = 8) @Delimited(terminator = 0x1FF)";
    JavaFileObject file = source("Frame",
        PACKAGE,
        IMPORTS,
        line3,                                   // 3
        "sealed interface Frame permits Frame.Ping {", // 4
        "  @Tag(1) record Ping() implements Frame {}", // 5
        "}");                                    // 6
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW091] @Delimited on Frame: terminator byte 511 is not"
        + " between 0 and 255").inFile(file).onLine(3).atColumn(column(line3, "0x1FF"));
    assertThat(c).hadErrorCount(1);
  }

  @Test
  void fw091_terminatorOnComponents() {
    String line5 = "    @Delimited(terminator = {}) String a,";
    String line6 = "    @Delimited(terminator = 256) String b,";
    String line7 = "    @Delimited(terminator = -1) byte[] c,";
    String line8 = "    @Delimited(terminator = {0x00, 0x1234}) String d) {}";
    JavaFileObject file = source("Texts",
        PACKAGE,
        IMPORTS,
        "@Message",                              // 3
        "record Texts(",                         // 4
        line5,                                   // 5
        line6,                                   // 6
        line7,                                   // 7
        line8);                                  // 8
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW091] @Delimited on 'a': a terminator has at least one"
        + " byte").inFile(file).onLine(5).atColumn(column(line5, "{}"));
    assertThat(c).hadErrorContaining("[FW091] @Delimited on 'b': terminator byte 256 is not"
        + " between 0 and 255").inFile(file).onLine(6).atColumn(column(line6, "256"));
    assertThat(c).hadErrorContaining("[FW091] @Delimited on 'c': terminator byte -1 is not"
        + " between 0 and 255").inFile(file).onLine(7).atColumn(column(line7, "-1"));
    assertThat(c).hadErrorContaining("[FW091] @Delimited on 'd': terminator byte 4660 is not"
        + " between 0 and 255").inFile(file).onLine(8).atColumn(column(line8, "{0x00"));
    assertThat(c).hadErrorCount(4);
  }

  /** A good terminator with {@code max = 0}: the error is about max, so it is on max. */
  @Test
  void fw091_maxZeroOnAType() {
    String line3 = "@Message @Delimited(terminator = 0x0A, max = 0) record Zero(short x) {}";
    JavaFileObject file = source("Zero",
        PACKAGE,
        IMPORTS,
        line3);                                  // 3
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW091] @Delimited on Zero: max is at least 1")
        .inFile(file).onLine(3).atColumn(column(line3, "0)"));
    assertThat(c).hadErrorCount(1);
  }

  @Test
  void fw091_maxZeroOnAComponent() {
    String line3 = "@Message record Zero(@Delimited(terminator = 0x0A, max = 0) String s) {}";
    JavaFileObject file = source("Zero",
        PACKAGE,
        IMPORTS,
        line3);                                  // 3
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW091] @Delimited on 's': max is at least 1")
        .inFile(file).onLine(3).atColumn(column(line3, "0)"));
    assertThat(c).hadErrorCount(1);
  }

  @Test
  void fw091_maxNegativeOnAComponent() {
    String line3 = "@Message record Minus(@Delimited(terminator = 0x0A, max = -5) byte[] b) {}";
    JavaFileObject file = source("Minus",
        PACKAGE,
        IMPORTS,
        line3);                                  // 3
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW091] @Delimited on 'b': max is at least 1")
        .inFile(file).onLine(3).atColumn(column(line3, "-5"));
    assertThat(c).hadErrorCount(1);
  }

  // FW092

  @Test
  void fw092_delimitedOnValuesWithoutATerminatedForm() {
    String line5 = "    @Delimited(terminator = 0) int a,";
    String line6 = "    @Delimited(terminator = 0) Point p,";
    String line7 = "    @Delimited(terminator = 0) @Count(2) short[] s) {}";
    JavaFileObject file = source("Values",
        PACKAGE,
        IMPORTS,
        "@Message",                              // 3
        "record Values(",                        // 4
        line5,                                   // 5
        line6,                                   // 6
        line7,                                   // 7
        "@Message record Point(short x, short y) {}"); // 8
    Compilation c = compile(file);
    // On @Delimited.
    assertThat(c).hadErrorContaining("[FW092] @Delimited on 'a', which is an int" + FW092_TAIL)
        .inFile(file).onLine(5).atColumn(column(line5, "@Delimited"));
    // One message is not a list of messages.
    assertThat(c).hadErrorContaining("[FW092] @Delimited on 'p', which is a Point" + FW092_TAIL)
        .inFile(file).onLine(6).atColumn(column(line6, "@Delimited"));
    assertThat(c).hadErrorContaining("[FW092] @Delimited on 's', which is a short[]"
        + FW092_TAIL).inFile(file).onLine(7).atColumn(column(line7, "@Delimited"));
    // (and @Count with @Delimited on 's')
    assertThat(c).hadErrorContaining("[FW093] 's' has both @Delimited and @Count" + FW093_TAIL)
        .inFile(file).onLine(7).atColumn(column(line7, "@Delimited"));
    assertThat(c).hadErrorCount(4);
  }

  /** The component is a List of Integer; "List<int>" is not even a Java type. */
  @Test
  void fw092_delimitedOnAListOfIntegers() {
    String line5 = "@Message record Numbers(@Delimited(terminator = 0xFF) List<Integer> n) {}";
    JavaFileObject file = source("Numbers",
        PACKAGE,
        IMPORTS,
        "import java.util.List;",                // 3
        "",                                      // 4
        line5);                                  // 5
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW092] @Delimited on 'n', which is a List<Integer>"
        + FW092_TAIL).inFile(file).onLine(5).atColumn(column(line5, "@Delimited"));
    assertThat(c).hadErrorCount(1);
  }

  // FW093

  @Test
  void fw093_delimitedWithASize() {
    String line6 = "    @Delimited(terminator = 0) @Length(4) String a,";
    String line7 = "    @Delimited(terminator = 0) @Count(bits = 8) List<Point> b,";
    String line8 = "    @Length(bits = 8) @Delimited(terminator = 0xFF) byte[] c,";
    String line9 = "    @Delimited(terminator = 0) @Remaining String d) {}";
    JavaFileObject file = source("Sized",
        PACKAGE,
        IMPORTS,
        "import java.util.List;",                // 3
        "@Message",                              // 4
        "record Sized(",                         // 5
        line6,                                   // 6
        line7,                                   // 7
        line8,                                   // 8
        line9,                                   // 9
        "@Message record Point(short x, short y) {}"); // 10
    Compilation c = compile(file);
    // On @Delimited, wherever it is written.
    assertThat(c).hadErrorContaining("[FW093] 'a' has both @Delimited and @Length" + FW093_TAIL)
        .inFile(file).onLine(6).atColumn(column(line6, "@Delimited"));
    assertThat(c).hadErrorContaining("[FW093] 'b' has both @Delimited and @Count" + FW093_TAIL)
        .inFile(file).onLine(7).atColumn(column(line7, "@Delimited"));
    assertThat(c).hadErrorContaining("[FW093] 'c' has both @Delimited and @Length" + FW093_TAIL)
        .inFile(file).onLine(8).atColumn(column(line8, "@Delimited"));
    assertThat(c).hadErrorContaining("[FW093] 'd' has both @Delimited and @Remaining"
        + FW093_TAIL).inFile(file).onLine(9).atColumn(column(line9, "@Delimited"));
    assertThat(c).hadErrorCount(4);
  }

  @Test
  void fw093_delimitedWithALengthOnAUsingValue() {
    String line3 = "@Message record Custom(";
    String line4 = "    @Using(Digits.class) @Delimited(terminator = 0) @Length(bits = 8) Long n)";
    JavaFileObject file = source("Custom",
        PACKAGE,
        IMPORTS,
        line3,                                   // 3
        line4,                                   // 4
        "{}");                                   // 5
    Compilation c = compile(file, codec("Digits", "Long", "public"));
    assertThat(c).hadErrorContaining("[FW093] 'n' has both @Delimited and @Length" + FW093_TAIL)
        .inFile(file).onLine(4).atColumn(column(line4, "@Delimited"));
    assertThat(c).hadErrorCount(1);
  }

  // FW094

  @Test
  void fw094_codecsThatCanNotBeUsed() {
    String line5 = "    @Using(NotACodec.class) String a,";
    String line6 = "    @Using(IntCodec.class) String b,";
    String line7 = "    @Using(NoDefault.class) String c,";
    String line8 = "    @Using(Hidden.class) String d,";
    String line9 = "    @Using(Partial.class) String e,";
    String line10 = "    @Using(Internal.class) String f) {}";
    JavaFileObject file = source("Custom",
        PACKAGE,
        IMPORTS,
        "@Message",                              // 3
        "record Custom(",                        // 4
        line5,                                   // 5
        line6,                                   // 6
        line7,                                   // 7
        line8,                                   // 8
        line9,                                   // 9
        line10);                                 // 10
    JavaFileObject notACodec = JavaFileObjects.forSourceLines("test.NotACodec",
        "package test;",
        "public class NotACodec {}");
    JavaFileObject intCodec = codec("IntCodec", "Integer", "public");
    JavaFileObject noDefault = codec("NoDefault", "String", "public",
        "  public NoDefault(int unused) {}");
    JavaFileObject hidden = codec("Hidden", "String", "public", "  private Hidden() {}");
    JavaFileObject partial = codec("Partial", "String", "public abstract");
    JavaFileObject internal = codec("Internal", "String", "final");
    Compilation c = compile(file, notACodec, intCodec, noDefault, hidden, partial, internal);
    // On the class named in @Using.
    assertThat(c).hadErrorContaining("[FW094] @Using(NotACodec.class) on 'a': NotACodec"
        + FW094_TAIL + "String>").inFile(file).onLine(5).atColumn(column(line5, ".class"));
    // A codec, but for another type.
    assertThat(c).hadErrorContaining("[FW094] @Using(IntCodec.class) on 'b': IntCodec"
        + FW094_TAIL + "String>").inFile(file).onLine(6).atColumn(column(line6, ".class"));
    // No constructor without arguments.
    assertThat(c).hadErrorContaining("[FW094] @Using(NoDefault.class) on 'c': NoDefault"
        + FW094_TAIL + "String>").inFile(file).onLine(7).atColumn(column(line7, ".class"));
    // One, but private.
    assertThat(c).hadErrorContaining("[FW094] @Using(Hidden.class) on 'd': Hidden"
        + FW094_TAIL + "String>").inFile(file).onLine(8).atColumn(column(line8, ".class"));
    // Abstract: nothing to make.
    assertThat(c).hadErrorContaining("[FW094] @Using(Partial.class) on 'e': Partial"
        + FW094_TAIL + "String>").inFile(file).onLine(9).atColumn(column(line9, ".class"));
    // Not public.
    assertThat(c).hadErrorContaining("[FW094] @Using(Internal.class) on 'f': Internal"
        + FW094_TAIL + "String>").inFile(file).onLine(10).atColumn(column(line10, ".class"));
    assertThat(c).hadErrorCount(6);
  }

  /**
   * A codec for a primitive component implements ValueCodec of its box (it is checked so):
   * the message must name {@code ValueCodec<Long>}, not {@code ValueCodec<long>}, which does
   * not compile, and a List of Integer is {@code List<Integer>}.
   */
  @Test
  void fw094_namesTheTypeTheCodecMustBeFor() {
    String line5 = "    @Using(TextCodec.class) long a,";
    String line6 = "    @Using(TextCodec.class) Integer b,";
    String line7 = "    @Using(TextCodec.class) List<Integer> c) {}";
    JavaFileObject file = source("Custom",
        PACKAGE,
        IMPORTS,
        "import java.util.List;",                // 3
        "@Message record Custom(",               // 4
        line5,                                   // 5
        line6,                                   // 6
        line7);                                  // 7
    Compilation c = compile(file, codec("TextCodec", "String", "public"));
    assertThat(c).hadErrorContaining("[FW094] @Using(TextCodec.class) on 'a': TextCodec"
        + FW094_TAIL + "Long>").inFile(file).onLine(5).atColumn(column(line5, ".class"));
    assertThat(c).hadErrorContaining("[FW094] @Using(TextCodec.class) on 'b': TextCodec"
        + FW094_TAIL + "Integer>").inFile(file).onLine(6).atColumn(column(line6, ".class"));
    assertThat(c).hadErrorContaining("[FW094] @Using(TextCodec.class) on 'c': TextCodec"
        + FW094_TAIL + "List<Integer>>").inFile(file).onLine(7)
        .atColumn(column(line7, ".class"));
    assertThat(c).hadErrorCount(3);
  }

  /**
   * An inner (non-static) class has a public no-argument constructor in the source, but can
   * not be made without an instance of its outer class: FW094, not a generated codec that
   * does not compile ("an enclosing instance that contains Holder.Inner is required").
   */
  @Test
  void fw094_innerClassCodec() {
    String line3 = "@Message record Custom(@Using(Holder.Inner.class) Long n) {}";
    JavaFileObject file = source("Custom",
        PACKAGE,
        IMPORTS,
        line3);                                  // 3
    JavaFileObject holder = JavaFileObjects.forSourceLines("test.Holder",
        "package test;",
        "import io.framewright.runtime.ValueCodec;",
        "import io.framewright.runtime.WireReader;",
        "public class Holder {",
        "  public class Inner implements ValueCodec<Long> {",
        "    public Inner() {}",
        "    @Override public int size(Long value) { return 0; }",
        "    @Override public int write(Long value, byte[] buf, int p, int limit) { return p; }",
        "    @Override public Long read(WireReader in) { return null; }",
        "  }",
        "}");
    Compilation c = compile(file, holder);
    assertThat(c).hadErrorContaining("[FW094] @Using(").inFile(file).onLine(3)
        .atColumn(column(line3, ".class"));
    assertThat(c).hadErrorCount(1);
  }

  /**
   * A raw {@code ValueCodec} reads an Object: it is not a {@code ValueCodec<Long>}, and the
   * generated {@code Long n = CODEC.read(in)} does not compile.
   */
  @Test
  void fw094_rawCodec() {
    String line3 = "@Message record Custom(@Using(Raw.class) Long n) {}";
    JavaFileObject file = source("Custom",
        PACKAGE,
        IMPORTS,
        line3);                                  // 3
    JavaFileObject raw = JavaFileObjects.forSourceLines("test.Raw",
        "package test;",
        "import io.framewright.runtime.ValueCodec;",
        "import io.framewright.runtime.WireReader;",
        "@SuppressWarnings(\"rawtypes\")",
        "public class Raw implements ValueCodec {",
        "  @Override public int size(Object value) { return 0; }",
        "  @Override public int write(Object value, byte[] buf, int p, int limit) { return p; }",
        "  @Override public Object read(WireReader in) { return null; }",
        "}");
    Compilation c = compile(file, raw);
    assertThat(c).hadErrorContaining("[FW094] @Using(Raw.class) on 'n': Raw" + FW094_TAIL
        + "Long>").inFile(file).onLine(3).atColumn(column(line3, ".class"));
    assertThat(c).hadErrorCount(1);
  }

  // FW095

  @Test
  void fw095_negativePadding() {
    String line5 = "    @Pad(before = -1) int a,";
    String line6 = "    @Pad(after = -8) int b,";
    String line7 = "    @Pad(before = -3, after = -4) byte c) {}";
    JavaFileObject file = source("Padded",
        PACKAGE,
        IMPORTS,
        "@Message",                              // 3
        "record Padded(",                        // 4
        line5,                                   // 5
        line6,                                   // 6
        line7);                                  // 7
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW095] @Pad(before = -1) on 'a'" + FW095_TAIL)
        .inFile(file).onLine(5).atColumn(column(line5, "-1"));
    assertThat(c).hadErrorContaining("[FW095] @Pad(after = -8) on 'b'" + FW095_TAIL)
        .inFile(file).onLine(6).atColumn(column(line6, "-8"));
    // Both, each on its value.
    assertThat(c).hadErrorContaining("[FW095] @Pad(before = -3) on 'c'" + FW095_TAIL)
        .inFile(file).onLine(7).atColumn(column(line7, "-3"));
    assertThat(c).hadErrorContaining("[FW095] @Pad(after = -4) on 'c'" + FW095_TAIL)
        .inFile(file).onLine(7).atColumn(column(line7, "-4"));
    assertThat(c).hadErrorCount(4);
  }

  // FW096

  @Test
  void fw096_checksumWidths() {
    String line4 = "@Message @Checksum(algorithm = CRC32.class, bits = 12) record A(short x) {}";
    String line5 = "@Message @Checksum(algorithm = CRC32.class, bits = 40) record B(short x) {}";
    String line6 = "@Message @Checksum(algorithm = CRC32.class, bits = 0) record C(short x) {}";
    String line7 = "@Message @Checksum(algorithm = CRC32.class, bits = 72) record D(short x) {}";
    JavaFileObject file = source("A",
        PACKAGE,
        IMPORTS,
        "import java.util.zip.CRC32;",           // 3
        line4,                                   // 4
        line5,                                   // 5
        line6,                                   // 6
        line7);                                  // 7
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW096] @Checksum(bits = 12) on A" + FW096_TAIL)
        .inFile(file).onLine(4).atColumn(column(line4, "12"));
    // A whole number of bytes, but not a width the field can have.
    assertThat(c).hadErrorContaining("[FW096] @Checksum(bits = 40) on B" + FW096_TAIL)
        .inFile(file).onLine(5).atColumn(column(line5, "40"));
    assertThat(c).hadErrorContaining("[FW096] @Checksum(bits = 0) on C" + FW096_TAIL)
        .inFile(file).onLine(6).atColumn(column(line6, "0)"));
    assertThat(c).hadErrorContaining("[FW096] @Checksum(bits = 72) on D" + FW096_TAIL)
        .inFile(file).onLine(7).atColumn(column(line7, "72"));
    assertThat(c).hadErrorCount(4);
  }

  @Test
  void fw096_checksumWidthOnAUnion() {
    String line3 = "@Message @Union(bits = 8)";
    String line4 = "@Checksum(algorithm = java.util.zip.CRC32C.class, bits = 48)";
    JavaFileObject file = source("Frame",
        PACKAGE,
        IMPORTS,
        line3,                                   // 3
        line4,                                   // 4
        "sealed interface Frame permits Frame.Ping {", // 5
        "  @Tag(1) record Ping() implements Frame {}", // 6
        "}");                                    // 7
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW096] @Checksum(bits = 48) on Frame" + FW096_TAIL)
        .inFile(file).onLine(4).atColumn(column(line4, "48"));
    // and FW078: a union takes no checksum at all
    assertThat(c).hadErrorContaining("[FW078] @Checksum on union Frame");
    assertThat(c).hadErrorCount(2);
  }

  // FW097

  @Test
  void fw097_unknownCharsets() {
    String line5 = "    @Text(charset = \"NOPE\") @Length(bits = 8) String a,";
    String line6 = "    @Text(charset = \"\") @Length(bits = 8) String b,";
    String line7 = "    @Text(charset = \"UTF 8\") @Delimited(terminator = 0) String c) {}";
    JavaFileObject file = source("Texts",
        PACKAGE,
        IMPORTS,
        "@Message",                              // 3
        "record Texts(",                         // 4
        line5,                                   // 5
        line6,                                   // 6
        line7);                                  // 7
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW097] @Text(charset = \"NOPE\") on 'a'" + FW097_TAIL)
        .inFile(file).onLine(5).atColumn(column(line5, "\"NOPE\""));
    // Not even a legal charset name: the same error, not a crash.
    assertThat(c).hadErrorContaining("[FW097] @Text(charset = \"\") on 'b'" + FW097_TAIL)
        .inFile(file).onLine(6).atColumn(column(line6, "\"\""));
    assertThat(c).hadErrorContaining("[FW097] @Text(charset = \"UTF 8\") on 'c'" + FW097_TAIL)
        .inFile(file).onLine(7).atColumn(column(line7, "\"UTF 8\""));
    assertThat(c).hadErrorCount(3);
  }

  // Together

  /** Every framing error of a type is reported in one compilation, each once. */
  @Test
  void allFramingErrorsOfAUnionAtOnce() {
    String line3 = "@Message @Magic(value = {}) @Delimited(terminator = {}) @Union(bits = 8)";
    String line4 = "@Checksum(algorithm = java.util.zip.CRC32.class, bits = 4)";
    JavaFileObject file = source("Frame",
        PACKAGE,
        IMPORTS,
        line3,                                   // 3
        line4,                                   // 4
        "sealed interface Frame permits Frame.Ping {", // 5
        "  @Tag(1) record Ping() implements Frame {}", // 6
        "}");                                    // 7
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW090] @Magic on Frame" + FW090_TAIL).inFile(file)
        .onLine(3).atColumn(column(line3, "@Magic"));
    assertThat(c).hadErrorContaining("[FW091] @Delimited on Frame: a terminator has at least one"
        + " byte").inFile(file).onLine(3)
        .atColumn(column(line3, "terminator = {}") + "terminator = ".length());
    assertThat(c).hadErrorContaining("[FW078] @Checksum on union Frame");
    assertThat(c).hadErrorContaining("[FW096] @Checksum(bits = 4) on Frame" + FW096_TAIL)
        .inFile(file).onLine(4).atColumn(column(line4, "4)"));
    assertThat(c).hadErrorCount(4);
  }

  @Test
  void allFramingErrorsOfAComponentAtOnce() {
    String line3 = "@Message record Bad(@Pad(before = -2) @Text(charset = \"KLINGON\")"
        + " @Delimited(terminator = 300) @Remaining String s) {}";
    JavaFileObject file = source("Bad",
        PACKAGE,
        IMPORTS,
        line3);                                  // 3
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW095] @Pad(before = -2) on 's'" + FW095_TAIL)
        .inFile(file).onLine(3).atColumn(column(line3, "-2"));
    assertThat(c).hadErrorContaining("[FW097] @Text(charset = \"KLINGON\") on 's'" + FW097_TAIL)
        .inFile(file).onLine(3).atColumn(column(line3, "\"KLINGON\""));
    assertThat(c).hadErrorContaining("[FW091] @Delimited on 's': terminator byte 300 is not"
        + " between 0 and 255").inFile(file).onLine(3).atColumn(column(line3, "300"));
    assertThat(c).hadErrorContaining("[FW093] 's' has both @Delimited and @Remaining"
        + FW093_TAIL).inFile(file).onLine(3).atColumn(column(line3, "@Delimited"));
    assertWithMessage("internal errors among:\n%s", describe(c))
        .that(errorsContaining(c, "[FW099]")).isEmpty();
    assertThat(c).hadErrorCount(4);
  }

  /** The framing annotations, each used rightly, give no error and no warning. */
  @Test
  void validFramingCompilesWithoutDiagnostics() {
    JavaFileObject file = type("Good",
        "@Message @Magic(ascii = \"GO\") @Delimited(terminator = {0x0D, 0x0A}, max = 64)",
        "@Checksum(algorithm = java.util.zip.CRC32C.class, bits = 32, at = Checksum.At.END)",
        "record Good(@Pad(before = 8) @Delimited(terminator = 0) String name,",
        "    @Text(charset = \"ISO-8859-1\") @Delimited(terminator = 0, max = 16) String latin,",
        "    @Using(Digits.class) @Length(bits = 8) Long n) {}");
    Compilation c = compile(file, codec("Digits", "Long", "public"));
    assertThat(c).succeeded();
    assertThat(c).hadWarningCount(0);
    assertThat(c).generatedSourceFile("test.GoodCodec");
  }
}
