package io.framewright.processor;

import static com.google.common.truth.Truth.assertWithMessage;
import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.framewright.processor.Compilations.IMPORTS;
import static io.framewright.processor.Compilations.PACKAGE;
import static io.framewright.processor.Compilations.column;
import static io.framewright.processor.Compilations.compile;
import static io.framewright.processor.Compilations.compileWithLint;
import static io.framewright.processor.Compilations.describe;
import static io.framewright.processor.Compilations.errorsContaining;
import static io.framewright.processor.Compilations.source;
import static io.framewright.processor.Compilations.type;

import com.google.testing.compile.Compilation;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Errors about tagged unions, {@code @Union}, {@code @Tag} and {@code @UnknownTag}: FW005,
 * FW080 to FW089, and the errors of variants. Errors about a variant as a whole are on its
 * declaration, where javac puts a type: on the {@code record} (or {@code class}) keyword.
 */
class UnionErrorsTest {
  private static final String FW082_TAIL = ", is not a record; variants are records with @Tag";
  private static final String FW083_TAIL = ", has no tag; add @Tag(value), or @UnknownTag for"
      + " the variant that keeps unknown tags";
  private static final String FW086_TAIL = "; its first component must hold the tag: declare"
      + " an integer component first, then the layout that follows the tag (long tag,"
      + " @Length(bits = 16) byte[] data), or (long tag, @Remaining byte[] data) to keep every"
      + " byte after it";

  @Test
  void fw005_interfaceWithoutUnion() {
    JavaFileObject file = source("Shapes",
        PACKAGE,
        IMPORTS,
        "@Message interface Shape {}",           // 3
        "@Message sealed interface Sealed permits Sealed.A {", // 4
        "  @Tag(1) record A() implements Sealed {}", // 5
        "}");
    Compilation c = compile(file);
    String tail = ": an interface is a message only as a tagged union; make it a sealed"
        + " interface with @Union(bits = n), or declare a record";
    assertThat(c).hadErrorContaining("[FW005] @Message on interface Shape" + tail).inFile(file)
        .onLine(3).atColumn(1);
    // Sealed, with tagged records, but no @Union: still not a union.
    assertThat(c).hadErrorContaining("[FW005] @Message on interface Sealed" + tail).inFile(file)
        .onLine(4).atColumn(1);
    assertThat(c).hadErrorCount(2);
  }

  @Test
  void fw080_unionNotSealed() {
    String line3 = "@Message @Union(bits = 8) interface Shape {}";
    JavaFileObject file = source("Shape",
        PACKAGE,
        IMPORTS,
        line3,                                   // 3
        "@Tag(1) record Circle(short r) implements Shape {}"); // 4
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW080] @Union on Shape, which is not sealed; declare it"
        + " 'sealed interface Shape permits ...' so that every variant is known at compile time")
        .inFile(file).onLine(3).atColumn(column(line3, "@Union"));
    assertThat(c).hadErrorCount(1);
  }

  @Test
  void fw081_tagWidths() {
    String line3 = "@Message @Union(bits = 65) sealed interface A permits A.X {"
        + " @Tag(1) record X() implements A {} }";
    String line4 = "@Message @Union(bits = 0) sealed interface B permits B.X {"
        + " @Tag(1) record X() implements B {} }";
    String line5 = "@Message @Union(bits = 72) sealed interface C permits C.X {"
        + " @Tag(1) record X() implements C {} }";
    JavaFileObject file = source("A",
        PACKAGE,
        IMPORTS,
        line3,                                   // 3
        line4,                                   // 4
        line5);                                  // 5
    Compilation c = compile(file);
    String tail = ": a tag is 1 to 64 bits wide; give bits = 1..64, or @Union(varint = true)"
        + " for a varint tag";
    assertThat(c).hadErrorContaining("[FW081] @Union(bits = 65) on A" + tail).inFile(file)
        .onLine(3).atColumn(column(line3, "65"));
    assertThat(c).hadErrorContaining("[FW081] @Union(bits = 0) on B" + tail).inFile(file)
        .onLine(4).atColumn(column(line4, "0)"));
    assertThat(c).hadErrorContaining("[FW081] @Union(bits = 72) on C" + tail).inFile(file)
        .onLine(5).atColumn(column(line5, "72"));
    assertThat(c).hadErrorCount(3);
  }

  @Test
  void fw082_variantNotRecord() {
    String line5 = "@Tag(2) final class Square implements Shape {}";
    String line6 = "@Tag(3) non-sealed interface Polygon extends Shape {}";
    JavaFileObject file = source("Shape",
        PACKAGE,
        IMPORTS,
        "@Message @Union(bits = 8) sealed interface Shape permits Circle, Square, Polygon {}", // 3
        "@Tag(1) record Circle(short r) implements Shape {}", // 4
        line5,                                   // 5
        line6);                                  // 6
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW082] Square, a variant of union Shape" + FW082_TAIL)
        .inFile(file).onLine(5).atColumn(column(line5, "class"));
    assertThat(c).hadErrorContaining("[FW082] Polygon, a variant of union Shape" + FW082_TAIL)
        .inFile(file).onLine(6).atColumn(column(line6, "interface"));
    assertThat(c).hadErrorCount(2);
  }

  @Test
  void fw083_variantWithoutTag() {
    String line5 = "record Square(short side) implements Shape {}";
    String line6 = "@Message record Dot() implements Shape {}";
    JavaFileObject file = source("Shape",
        PACKAGE,
        IMPORTS,
        "@Message @Union(bits = 8) sealed interface Shape permits Circle, Square, Dot {}", // 3
        "@Tag(1) record Circle(short r) implements Shape {}", // 4
        line5,                                   // 5
        line6);                                  // 6
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW083] Square, a variant of union Shape" + FW083_TAIL)
        .inFile(file).onLine(5).atColumn(column(line5, "record"));
    // A variant with its own @Message needs a tag as well.
    assertThat(c).hadErrorContaining("[FW083] Dot, a variant of union Shape" + FW083_TAIL)
        .inFile(file).onLine(6).atColumn(column(line6, "record"));
    assertThat(c).hadErrorCount(2);
  }

  @Test
  void fw084_tagDoesNotFit() {
    String line4 = "  @Tag(256) record Big() implements Small {}";
    String line5 = "  @Tag(-1) record Negative() implements Small {}";
    String line8 = "  @Tag(65536) record Big() implements Medium {}";
    JavaFileObject file = source("Small",
        PACKAGE,
        IMPORTS,
        "@Message @Union(bits = 8) sealed interface Small permits Small.Big, Small.Negative {", // 3
        line4,                                   // 4
        line5,                                   // 5
        "}",                                     // 6
        "@Message @Union(bits = 16) sealed interface Medium permits Medium.Big {", // 7
        line8,                                   // 8
        "}");                                    // 9
    Compilation c = compile(file);
    // On the value of @Tag.
    assertThat(c).hadErrorContaining("[FW084] @Tag(256) on Small.Big does not fit the 8-bit tag"
        + " of union Small (0..255)").inFile(file).onLine(4).atColumn(column(line4, "256"));
    assertThat(c).hadErrorContaining("[FW084] @Tag(-1) on Small.Negative does not fit the 8-bit"
        + " tag of union Small (0..255)").inFile(file).onLine(5).atColumn(column(line5, "-1"));
    assertThat(c).hadErrorContaining("[FW084] @Tag(65536) on Medium.Big does not fit the 16-bit"
        + " tag of union Medium (0..65535)").inFile(file).onLine(8)
        .atColumn(column(line8, "65536"));
    assertThat(c).hadErrorCount(3);
  }

  @Test
  void fw085_duplicateTag() {
    String line6 = "@Tag(0x05) record Square(short side) implements Shape {}";
    JavaFileObject file = source("Shape",
        PACKAGE,
        IMPORTS,
        "@Message @Union(bits = 8) sealed interface Shape permits Circle, Dot, Square {}", // 3
        "@Tag(5) record Circle(short r) implements Shape {}", // 4
        "@Tag(6) record Dot() implements Shape {}", // 5
        line6);                                  // 6
    Compilation c = compile(file);
    // On the later variant's tag, in the order of permits.
    assertThat(c).hadErrorContaining("[FW085] @Tag(5) on Square is already the tag of Circle;"
        + " give each variant of Shape its own tag").inFile(file).onLine(6)
        .atColumn(column(line6, "0x05"));
    assertThat(c).hadErrorCount(1);
  }

  @Test
  void fw086_unknownVariantShape() {
    // No integer first: a String, then the tag; the bytes first, then the tag.
    String line5 = "  @UnknownTag record Raw(String name, long tag) implements A {}";
    String line9 = "  @UnknownTag record Raw(@Remaining byte[] data, long tag) implements B {}";
    String line13 = "  @UnknownTag record Raw() implements C {}";
    JavaFileObject file = source("A",
        PACKAGE,
        IMPORTS,
        "@Message @Union(bits = 8) sealed interface A permits A.Known, A.Raw {", // 3
        "  @Tag(1) record Known() implements A {}", // 4
        line5,                                   // 5
        "}",                                     // 6
        "@Message @Union(bits = 8) sealed interface B permits B.Known, B.Raw {", // 7
        "  @Tag(1) record Known() implements B {}", // 8
        line9,                                   // 9
        "}",                                     // 10
        "@Message @Union(bits = 8) sealed interface C permits C.Known, C.Raw {", // 11
        "  @Tag(1) record Known() implements C {}", // 12
        line13,                                  // 13
        "}");                                    // 14
    Compilation c = compile(file);
    // On @UnknownTag.
    assertThat(c).hadErrorContaining("[FW086] @UnknownTag record A.Raw has components"
        + " (java.lang.String name, long tag)" + FW086_TAIL).inFile(file).onLine(5)
        .atColumn(column(line5, "@UnknownTag"));
    assertThat(c).hadErrorContaining("[FW086] @UnknownTag record B.Raw has components (byte[]"
        + " data @Remaining, long tag)" + FW086_TAIL).inFile(file).onLine(9)
        .atColumn(column(line9, "@UnknownTag"));
    assertThat(c).hadErrorContaining("[FW086] @UnknownTag record C.Raw has components ()"
        + FW086_TAIL).inFile(file).onLine(13).atColumn(column(line13, "@UnknownTag"));
    assertThat(c).hadErrorCount(3);
  }

  /**
   * A 40-bit tag does not fit an int. Accepting it makes the generated decoder cast the tag with
   * {@code (int) tag}, so unknown tags above 2^31 lose their high bits and re-encode as a
   * different tag (FW086 once; FW260 since the tag component may be any integer wide enough).
   */
  @Test
  void fw260_intTagOfAUnionWiderThan32Bits() {
    String line5 = "  @UnknownTag record Raw(int tag, @Remaining byte[] data) implements Wide {}";
    JavaFileObject file = source("Wide",
        PACKAGE,
        IMPORTS,
        "@Message @Union(bits = 40) sealed interface Wide permits Wide.Known, Wide.Raw {", // 3
        "  @Tag(1) record Known() implements Wide {}", // 4
        line5,                                   // 5
        "}");                                    // 6
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW260] 'tag', the tag component of @UnknownTag record"
        + " Wide.Raw, is int, narrower than the 40-bit tag of union Wide; make it a long")
        .inFile(file).onLine(5).atColumn(column(line5, "@UnknownTag"));
    assertThat(c).hadErrorCount(1);
  }

  @Test
  void fw087_twoUnknownVariants() {
    String line6 = "  @UnknownTag record Other(long tag, @Remaining byte[] data) implements A {}";
    JavaFileObject file = source("A",
        PACKAGE,
        IMPORTS,
        "@Message @Union(bits = 8) sealed interface A permits A.Known, A.Raw, A.Other {", // 3
        "  @Tag(1) record Known() implements A {}", // 4
        "  @UnknownTag record Raw(int tag, @Remaining byte[] data) implements A {}", // 5
        line6,                                   // 6
        "}");                                    // 7
    Compilation c = compile(file);
    // On the second one.
    assertThat(c).hadErrorContaining("[FW087] A.Raw and A.Other are both @UnknownTag in union A;"
        + " keep one").inFile(file).onLine(6).atColumn(column(line6, "@UnknownTag"));
    assertThat(c).hadErrorCount(1);
  }

  /**
   * A variant with its own {@code @Message} reports its errors itself; the union says why it
   * gets no codec. That is the union's error, so it belongs on the union: on the variant, next to
   * the variant's own errors, "fix the errors reported on Circle" sends the reader to where they
   * already are, and the union's declaration shows nothing.
   */
  @Test
  void fw088_variantWithOwnMessageAndErrors() {
    String line4 = "@Message @Tag(1) record Circle(@Field(bits = 70) int r) implements Shape {}";
    JavaFileObject file = source("Shape",
        PACKAGE,
        IMPORTS,
        "@Message @Union(bits = 8) sealed interface Shape permits Circle, Square {}", // 3
        line4,                                   // 4
        "@Tag(2) record Square(short side) implements Shape {}"); // 5
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW014] @Field(bits = 70) on 'r': a field is 1 to 64 bits"
        + " wide").inFile(file).onLine(4).atColumn(column(line4, "70"));
    assertThat(c).hadErrorContaining("[FW088] variant Circle of union Shape has layout errors;"
        + " fix the errors reported on Circle").inFile(file).onLine(3);
    assertThat(c).hadErrorCount(2);
  }

  /**
   * A sealed interface needs permitted subtypes (javac: "sealed class must have subclasses"); one
   * without any reaches the processor, which reports FW089, and javac then stops before its own
   * check.
   */
  @Test
  void fw089_unionWithoutVariants() {
    String line3 = "@Message @Union(bits = 8) sealed interface Empty {}";
    JavaFileObject file = source("Empty",
        PACKAGE,
        IMPORTS,
        line3);                                  // 3
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW089] union Empty permits no variants; add records with"
        + " @Tag").inFile(file).onLine(3).atColumn(column(line3, "@Union"));
    assertThat(c).hadErrorCount(1);
  }

  /**
   * A variant without its own {@code @Message} is part of the union: its errors are reported on
   * its components when the union is processed, without an FW088 on top.
   */
  @Test
  void variantWithoutOwnMessage_errorsOnItsComponents() {
    String line4 = "@Tag(1) record Circle(@Field(bits = 70) int r) implements Shape {}";
    String line5 = "@Tag(2) record Label(String text) implements Shape {}";
    JavaFileObject file = source("Shape",
        PACKAGE,
        IMPORTS,
        "@Message @Union(bits = 8) sealed interface Shape permits Circle, Label {}", // 3
        line4,                                   // 4
        line5);                                  // 5
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW014] @Field(bits = 70) on 'r': a field is 1 to 64 bits"
        + " wide").inFile(file).onLine(4).atColumn(column(line4, "70"));
    assertThat(c).hadErrorContaining("[FW056] String component 'text' needs a size on the wire")
        .inFile(file).onLine(5).atColumn(column(line5, "text"));
    assertThat(c).hadErrorCount(2);
  }

  @Test
  void variantWithoutOwnMessage_inAUnionNestedInAMessage() {
    String line3 = "@Message record Drawing(short id, Shape shape) {}";
    String line5 = "@Tag(1) record Circle(@Field(bits = 70) int r) implements Shape {}";
    JavaFileObject file = source("Drawing",
        PACKAGE,
        IMPORTS,
        line3,                                   // 3
        "@Message @Union(bits = 8) sealed interface Shape permits Circle {}", // 4
        line5);                                  // 5
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW022] component 'shape' has type Shape, whose layout has"
        + " errors; fix the errors reported on Shape").inFile(file).onLine(3)
        .atColumn(column(line3, "shape"));
    assertThat(c).hadErrorContaining("[FW014] @Field(bits = 70) on 'r'").inFile(file).onLine(5)
        .atColumn(column(line5, "70"));
    assertThat(c).hadErrorCount(2);
  }

  /** A variant of two unions is checked for each, but its error is one error. */
  @Test
  void variantWithoutOwnMessage_sharedByTwoUnions_reportedOnce() {
    String line5 = "@Tag(1) record Circle(@Field(bits = 70) int r) implements Shape, Figure {}";
    JavaFileObject file = source("Shape",
        PACKAGE,
        IMPORTS,
        "@Message @Union(bits = 8) sealed interface Shape permits Circle {}", // 3
        "@Message @Union(bits = 16) sealed interface Figure permits Circle {}", // 4
        line5);                                  // 5
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW014] @Field(bits = 70) on 'r'").inFile(file).onLine(5)
        .atColumn(column(line5, "70"));
    assertThat(c).hadErrorCount(1);
  }

  /** Shape is a sealed interface with @Union and without @Message, not "a record". */
  @Test
  void fw020_unionWithoutMessageIsNotCalledARecord() {
    String line3 = "@Message record Drawing(short id, Shape shape) {}";
    JavaFileObject file = source("Drawing",
        PACKAGE,
        IMPORTS,
        line3,                                   // 3
        "@Union(bits = 8) sealed interface Shape permits Circle {}", // 4
        "@Tag(1) record Circle(short r) implements Shape {}"); // 5
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW020] component 'shape' has type Shape, ").inFile(file)
        .onLine(3).atColumn(column(line3, "shape"));
    assertWithMessage("an FW020 calling the union a record, among:\n%s", describe(c))
        .that(errorsContaining(c, "Shape, a record without @Message")).isEmpty();
    assertThat(c).hadErrorCount(1);
  }

  /**
   * {@code @Union} on a record is meaningless (a record has no variants); the processor should
   * say so on {@code @Union} rather than quietly generate a union codec without variants for it.
   */
  @Test
  void unionOnARecordIsAnError() {
    String line3 = "@Message @Union(bits = 8) record Point(short x, short y) {}";
    JavaFileObject file = source("Point",
        PACKAGE,
        IMPORTS,
        line3);                                  // 3
    Compilation c = compile(file);
    assertWithMessage("errors on @Union of a record, among:\n%s", describe(c))
        .that(c.errors().stream().filter(d -> d.getLineNumber() == 3
            && d.getColumnNumber() == column(line3, "@Union")).count())
        .isEqualTo(1L);
    assertThat(c).hadErrorCount(1);
  }

  /**
   * A 32-bit tag is unsigned, so 0x80000000 and 0xFFFFFFFF fit it (FW084 agrees); the generated
   * codec must compile with them.
   */
  @Test
  void thirtyTwoBitTagsAboveIntMaxCompile() {
    JavaFileObject file = type("Big",
        "@Message @Union(bits = 32) sealed interface Big permits Big.High, Big.Top {",
        "  @Tag(0x80000000L) record High() implements Big {}",
        "  @Tag(0xFFFFFFFFL) record Top(short s) implements Big {}",
        "}");
    Compilation c = compileWithLint(file);
    assertThat(c).succeededWithoutWarnings();
    assertThat(c).generatedSourceFile("test.BigCodec");
  }

  /**
   * Unions in files of their own compile without a single warning under {@code -Xlint:all}: a
   * union whose variant nests another (little-endian) union, a variant with its own
   * {@code @Message}, an int {@code @UnknownTag}, a list of unions, and 24- and 64-bit tags.
   */
  @Test
  void unionsCompileWithoutWarnings() {
    JavaFileObject net = type("Net",
        "@Message @Union(bits = 8) sealed interface Net permits Req, Resp, Raw {}");
    JavaFileObject req = type("Req",
        "@Tag(0x28) record Req(@Field(bits = 32) long number, Body body) implements Net {}");
    JavaFileObject resp = type("Resp",
        "@Message(order = Endian.LITTLE) @Tag(0x12)",
        "record Resp(int code, @Length(bits = 8) String text) implements Net {}");
    JavaFileObject raw = type("Raw",
        "@UnknownTag record Raw(int tag, @Remaining byte[] data) implements Net {}");
    JavaFileObject body = type("Body",
        "@Message(order = Endian.LITTLE) @Union(bits = 16)",
        "sealed interface Body permits Body.Connect, Body.Echo, Body.Bye {",
        "  @Tag(0) record Connect(int check) implements Body {}",
        "  @Tag(7) record Echo() implements Body {}",
        "  @Tag(0xFFFF) record Bye(@Field(bits = 4) int why, @Field(bits = 4) int how)",
        "      implements Body {}",
        "}");
    JavaFileObject packet = type("Packet",
        "import java.util.List;",
        "@Message record Packet(@Field(bits = 32) long id, Body head,",
        "    @Count(bits = 8) List<Net> messages) {}");
    JavaFileObject wide = type("Wide",
        "@Message @Union(bits = 64) sealed interface Wide permits Wide.Max, Wide.Any {",
        "  @Tag(-1) record Max() implements Wide {}",
        "  @UnknownTag record Any(long tag, @Remaining byte[] data) implements Wide {}",
        "}");
    JavaFileObject mid = type("Mid",
        "@Message @Union(bits = 24, order = Endian.LITTLE) sealed interface Mid permits Mid.One {",
        "  @Tag(0xABCDEF) record One(byte b) implements Mid {}",
        "}");
    Compilation c = compileWithLint(net, req, resp, raw, body, packet, wide, mid);
    assertThat(c).succeededWithoutWarnings();
    for (String codec : new String[] {"NetCodec", "ReqCodec", "RespCodec", "BodyCodec",
        "Body_ConnectCodec", "Body_EchoCodec", "Body_ByeCodec", "PacketCodec", "WideCodec",
        "Wide_MaxCodec", "MidCodec", "Mid_OneCodec"}) {
      assertThat(c).generatedSourceFile("test." + codec);
    }
  }

  /**
   * The raw form reads the unknown variant's tag() and data(); other names (FW086 once) are a
   * declared shape: the tag component, then the layout, here every byte left.
   */
  @Test
  void otherNamesAreADeclaredShape() {
    String line5 = "  @UnknownTag record Raw(int type, @Remaining byte[] data) implements N {}";
    JavaFileObject file = source("N",
        PACKAGE,
        IMPORTS,
        "@Message @Union(bits = 8) sealed interface N permits N.Known, N.Raw {", // 3
        "  @Tag(1) record Known() implements N {}", // 4
        line5,                                   // 5
        "}");
    Compilation c = compile(file);
    assertThat(c).succeededWithoutWarnings();
    assertThat(c).generatedSourceFile("test.N_RawCodec");
  }
}
