package io.framewright.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.framewright.processor.Compilations.assertErrorIs;
import static io.framewright.processor.Compilations.IMPORTS;
import static io.framewright.processor.Compilations.PACKAGE;
import static io.framewright.processor.Compilations.column;
import static io.framewright.processor.Compilations.compile;
import static io.framewright.processor.Compilations.errorsContaining;
import static io.framewright.processor.Compilations.source;

import com.google.common.truth.Truth;
import com.google.testing.compile.Compilation;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/** Errors about nested messages, arrays and message size: FW020 to FW023, FW025, FW048. */
class NestedErrorsTest {

  @Test
  void fw020_nestedRecordWithoutMessage() {
    String line4 = "record Line(Point from, @Count(2) Point[] more) {}";
    JavaFileObject file = source("Line",
        PACKAGE,
        IMPORTS,
        "@Message",                              // 3
        line4,                                   // 4
        "record Point(int x, int y) {}");        // 5
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW020] component 'from' has type Point, a record without"
        + " @Message; annotate Point with @Message").inFile(file).onLine(4)
        .atColumn(column(line4, "from"));
    assertThat(c).hadErrorContaining("[FW020] component 'more' has type Point, a record without"
        + " @Message; annotate Point with @Message").inFile(file).onLine(4)
        .atColumn(column(line4, "more"));
    assertThat(c).hadErrorCount(2);
  }

  @Test
  void fw020_nestedRecordIsNamedWithItsOuterType() {
    String line4 = "record Line(Geo.Point from) {}";
    JavaFileObject file = source("Line",
        PACKAGE,
        IMPORTS,
        "@Message",                              // 3
        line4,                                   // 4
        "class Geo { record Point(int x, int y) {} }"); // 5
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW020] component 'from' has type Geo.Point, a record"
        + " without @Message; annotate Geo.Point with @Message").inFile(file).onLine(4)
        .atColumn(column(line4, "from"));
    assertThat(c).hadErrorCount(1);
  }

  @Test
  void fw021_messageContainsItself() {
    String line4 = "record Node(int value, Node next) {}";
    JavaFileObject file = source("Node",
        PACKAGE,
        IMPORTS,
        "@Message",                              // 3
        line4);                                  // 4
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW021] component 'next' makes message Node contain itself"
        + " (Node.next -> Node), which has no finite fixed layout; break the cycle")
        .inFile(file).onLine(4).atColumn(column(line4, "next"));
    assertThat(c).hadErrorCount(1);
  }

  @Test
  void fw021_messageContainsAnArrayOfItself() {
    String line4 = "record Tree(int value, @Count(2) Tree[] children) {}";
    JavaFileObject file = source("Tree",
        PACKAGE,
        IMPORTS,
        "@Message",                              // 3
        line4);                                  // 4
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW021] component 'children' makes message Tree contain"
        + " itself (Tree.children -> Tree)").inFile(file).onLine(4)
        .atColumn(column(line4, "children"));
    assertThat(c).hadErrorCount(1);
  }

  /**
   * A contains B contains A: each message contains itself through the other, and each should say
   * so with FW021 on the component that starts the cycle. Reporting only FW022 ("whose layout has
   * errors; fix the errors reported on B") on both sends the user from A to B and back without
   * ever naming the cycle.
   */
  @Test
  void fw021_twoMessagesContainEachOther() {
    String line3 = "@Message record A(int x, B b) {}";
    String line4 = "@Message record B(int y, A a) {}";
    JavaFileObject file = source("A",
        PACKAGE,
        IMPORTS,
        line3,                                   // 3
        line4);                                  // 4
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW021] component 'b' makes message A contain itself")
        .inFile(file).onLine(3).atColumn(column(line3, "b)"));
    assertThat(c).hadErrorContaining("[FW021] component 'a' makes message B contain itself")
        .inFile(file).onLine(4).atColumn(column(line4, "a)"));
    assertErrorIs(c, "[FW021] component 'b' makes message A contain itself (A.b -> B.a -> A),"
        + " which has no finite fixed layout; break the cycle");
    assertErrorIs(c, "[FW021] component 'a' makes message B contain itself (B.a -> A.b -> B),"
        + " which has no finite fixed layout; break the cycle");
    assertThat(c).hadErrorCount(2);
  }

  @Test
  void fw022_nestedMessageWithItsOwnErrors() {
    String line3 = "@Message record Outer(int id, Inner inner) {}";
    String line4 = "@Message record Inner(@Field(bits = 70) int x) {}";
    JavaFileObject file = source("Outer",
        PACKAGE,
        IMPORTS,
        line3,                                   // 3
        line4);                                  // 4
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW022] component 'inner' has type Inner, whose layout has"
        + " errors; fix the errors reported on Inner").inFile(file).onLine(3)
        .atColumn(column(line3, "inner"));
    // The error itself is reported once, on Inner, not again through Outer.
    assertThat(c).hadErrorContaining("[FW014] @Field(bits = 70) on 'x'").inFile(file).onLine(4)
        .atColumn(column(line4, "70"));
    assertThat(c).hadErrorCount(2);
  }

  @Test
  void fw022_throughArraysAndSeveralLevels() {
    String line3 = "@Message record Top(@Count(2) Middle[] middles) {}";
    String line4 = "@Message record Middle(Bottom bottom) {}";
    String line5 = "@Message record Bottom(Runnable s) {}";
    JavaFileObject file = source("Top",
        PACKAGE,
        IMPORTS,
        line3,                                   // 3
        line4,                                   // 4
        line5);                                  // 5
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW022] component 'middles' has type Middle, whose layout"
        + " has errors; fix the errors reported on Middle").inFile(file).onLine(3)
        .atColumn(column(line3, "middles"));
    assertThat(c).hadErrorContaining("[FW022] component 'bottom' has type Bottom, whose layout"
        + " has errors; fix the errors reported on Bottom").inFile(file).onLine(4)
        .atColumn(column(line4, "bottom"));
    assertThat(c).hadErrorContaining("[FW010] component 's' has type java.lang.Runnable")
        .inFile(file).onLine(5).atColumn(column(line5, "s)"));
    assertThat(c).hadErrorCount(3);
  }

  @Test
  void fw023_nestedMessageNotByteAligned() {
    String line6 = "    Point at) {}";
    JavaFileObject file = source("Marker",
        PACKAGE,
        IMPORTS,
        "@Message",                              // 3
        "record Marker(",                        // 4
        "    @Field(bits = 4) int kind,",        // 5
        line6,                                   // 6
        "@Message record Point(short x, short y) {}"); // 7
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW023] component 'at' (Point) starts at bit 4, inside a"
        + " byte; nested messages, arrays and variable-size fields start on a byte boundary, so make the fields before"
        + " it add up to a multiple of 8 bits (they add up to 4)").inFile(file).onLine(6)
        .atColumn(column(line6, "at"));
    assertThat(c).hadErrorCount(1);
  }

  @Test
  void fw023_arrayNotByteAligned() {
    String line7 = "    @Count(2) byte[] data) {}";
    JavaFileObject file = source("Frame",
        PACKAGE,
        IMPORTS,
        "@Message",                              // 3
        "record Frame(",                         // 4
        "    @Field(bits = 3) int version,",     // 5
        "    @Field(bits = 8) int length,",      // 6
        line7);                                  // 7
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW023] component 'data' (byte[]) starts at bit 11, inside"
        + " a byte; nested messages, arrays and variable-size fields start on a byte boundary, so make the fields"
        + " before it add up to a multiple of 8 bits (they add up to 11)").inFile(file)
        .onLine(7).atColumn(column(line7, "data"));
    assertThat(c).hadErrorCount(1);
  }

  @Test
  void alignedAfterPackedFieldsIsFine() {
    JavaFileObject file = source("Frame",
        PACKAGE,
        IMPORTS,
        "@Message",
        "record Frame(",
        "    @Field(bits = 3) int version,",
        "    @Field(bits = 5) int flags,",
        "    Point at,",
        "    @Field(bits = 1) boolean more,",
        "    @Field(bits = 7) int count,",
        "    @Count(2) byte[] data) {}",
        "@Message(bitOrder = BitOrder.LSB_FIRST) record Point(@Field(bits = 12) int x,",
        "    @Field(bits = 12) int y, @Field(bits = 1) @Pad(after = 7) boolean z) {}");
    Compilation c = compile(file);
    assertThat(c).succeededWithoutWarnings();
    // Point is 25 bits, padded to 4 bytes.
    assertThat(c).generatedSourceFile("test.PointCodec").contentsAsUtf8String()
        .contains("public static final int FIXED_SIZE = 4;");
    assertThat(c).generatedSourceFile("test.FrameCodec").contentsAsUtf8String()
        .contains("public static final int FIXED_SIZE = 8;");
  }

  @Test
  void fw025_messageTooLarge() {
    String line5 = "    @Count(20000000) long[] samples,";
    JavaFileObject file = source("Huge",
        PACKAGE,
        IMPORTS,
        "@Message",                              // 3
        "record Huge(",                          // 4
        line5,                                   // 5
        "    int tail) {}");                     // 6
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW025] component 'samples' makes message Huge 1280000000"
        + " bits long; a message is at most 1073741824 bits (128 MiB), so reduce the @Count or"
        + " @Length")
        .inFile(file).onLine(5).atColumn(column(line5, "samples"));
    assertThat(c).hadErrorCount(1);
  }

  /** A fixed @Length array is laid out as that many bytes, so it counts toward the limit too. */
  @Test
  void fw025_aFixedLengthArray() {
    String line4 = "record Blob(@Length(200000000) byte[] data, int tail) {}";
    JavaFileObject file = source("Blob",
        PACKAGE,
        IMPORTS,
        "@Message",                              // 3
        line4);                                  // 4
    Compilation c = compile(file);
    // 200,000,000 bytes are 1,600,000,000 bits
    assertThat(c).hadErrorContaining("[FW025] component 'data' makes message Blob 1600000000"
        + " bits long; a message is at most 1073741824 bits (128 MiB), so reduce the @Count or"
        + " @Length")
        .inFile(file).onLine(4).atColumn(column(line4, "data"));
    assertThat(c).hadErrorCount(1);
  }

  @Test
  void fw025_throughNestedArraysWhoseSizeOverflowsAnInt() {
    String line3 = "@Message record Outer(int id, @Count(100000) Inner[] inners) {}";
    JavaFileObject file = source("Outer",
        PACKAGE,
        IMPORTS,
        line3,                                   // 3
        "@Message record Inner(@Count(100000) byte[] data) {}"); // 4
    Compilation c = compile(file);
    // Inner is 800,000 bits, fine; 100,000 of them is 80,000,000,000 bits (more than an int).
    assertThat(c).hadErrorContaining("[FW025] component 'inners' makes message Outer"
        + " 80000000032 bits long").inFile(file).onLine(3).atColumn(column(line3, "inners"));
    assertThat(c).hadErrorCount(1);
  }

  @Test
  void fw025_limitIsInclusive() {
    JavaFileObject file = source("Max",
        PACKAGE,
        IMPORTS,
        "@Message record Max(@Count(134217728) byte[] data) {}",    // 3: exactly 2^30 bits
        "@Message record Over(@Count(134217727) byte[] data, short s) {}"); // 4: 2^30 + 8
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW025] component 's' makes message Over 1073741832 bits"
        + " long").inFile(file).onLine(4);
    assertThat(c).hadErrorCount(1);
  }

  /**
   * A chain of records, each holding the next: reading it recursed once a level, and a chain of
   * 700 overflowed javac's stack (issue 27). Each record that nests the others more than 64 deep
   * gets FW048 on the component that starts the chain; the 64 deep one and those inside it get
   * codecs. (130 records keep the test quick and the errors under javac's 100.)
   */
  @Test
  void fw048_nestingTooDeep() {
    int n = 130;
    String[] lines = new String[n + 3];
    lines[0] = PACKAGE;
    lines[1] = IMPORTS;
    for (int i = 0; i < n; i++) {
      lines[i + 2] = "@Message record R" + i + "(byte b, R" + (i + 1) + " r) {}"; // R0: line 3
    }
    lines[n + 2] = "@Message record R" + n + "(int x) {}";
    JavaFileObject file = source("R0", lines);
    Compilation c = compile(file);
    assertErrorIs(c, "[FW048] component 'r' of test.R0 nests messages more than 64 deep (down to"
        + " test.R65); a message nests others at most 64 deep, so reduce the nesting, or read a"
        + " nested part with a @Using codec");
    assertThat(c).hadErrorContaining("[FW048] component 'r' of test.R0 ").inFile(file).onLine(3)
        .atColumn(column(lines[2], "r)"));
    // R0 to R65 nest R130 more than 64 deep; R66 nests it exactly 64 deep.
    assertThat(c).hadErrorCount(n - 64);
    assertThat(c).hadErrorContaining("[FW048] component 'r' of test.R65 nests messages more than"
        + " 64 deep (down to test.R130)");
    Truth.assertThat(errorsContaining(c, "of test.R66 ")).isEmpty();
  }
}
