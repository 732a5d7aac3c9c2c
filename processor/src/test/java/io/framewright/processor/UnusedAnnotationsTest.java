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
 * Framewright annotations where no codec reads them, which used to be silently ignored: on a
 * class field or a component of a record that is not a message (FW104), and on a type that is
 * not a message (FW105). Warnings, on the annotation.
 */
class UnusedAnnotationsTest {
  private static final String SUPPRESS = " (@SuppressWarnings(\"framewright:unused\"))";

  @Test
  void fw104_fieldOnAClassField() {
    String line4 = "  @Field(bits = 3) int a;";
    String line5 = "  @Count(4) static int[] table = new int[4];";
    JavaFileObject file = source("Header",
        PACKAGE,
        IMPORTS,
        "class Header {",                        // 3
        line4,                                   // 4
        line5,                                   // 5
        "}");                                    // 6
    Compilation c = compile(file);
    assertThat(c).succeeded();
    assertThat(c).hadWarningContaining("[FW104] @Field on field 'a' of class Header has no"
        + " effect: Framewright reads the components of @Message records, and Header is a class;"
        + " declare it as a record with @Message" + SUPPRESS).inFile(file).onLine(4)
        .atColumn(column(line4, "@Field"));
    assertThat(c).hadWarningContaining("[FW104] @Count on static field 'table' of class Header"
        + " has no effect: a static field is not part of a record's wire form" + SUPPRESS)
        .inFile(file).onLine(5).atColumn(column(line5, "@Count"));
    assertThat(c).hadWarningCount(2);
  }

  /**
   * One warning for the record, on its first annotated component: one @Message fixes all of its
   * components.
   */
  @Test
  void fw104_componentsOfARecordWithoutMessage() {
    String line3 = "record Point(int w, @Field(bits = 4) int x, @Field(bits = 4) int y,";
    JavaFileObject file = source("Point",
        PACKAGE,
        IMPORTS,
        line3,                                   // 3
        "    @Count(2) @Pad(after = 4) byte[] z) {}"); // 4
    Compilation c = compile(file);
    assertThat(c).succeeded();
    assertThat(c).hadWarningContaining("[FW104] @Field on component 'x' of record Point has no"
        + " effect: Point is neither a @Message nor a variant of a @Union, so no codec reads it"
        + " (nor the other Framewright annotations of its components); add @Message to Point"
        + SUPPRESS).inFile(file).onLine(3).atColumn(column(line3, "@Field(bits = 4) int x"));
    assertThat(c).hadWarningCount(1);
  }

  @Test
  void fw104_wireValueOnAFieldThatIsNotAnEnumConstant() {
    String line4 = "  @WireValue(1) static final int ONE = 1;";
    String line6 = "@Message record Code(@WireValue(2) byte value) {}";
    JavaFileObject file = source("Codes",
        PACKAGE,
        IMPORTS,
        "class Codes {",                         // 3
        line4,                                   // 4
        "}",                                     // 5
        line6);                                  // 6
    Compilation c = compile(file);
    assertThat(c).hadWarningContaining("[FW104] @WireValue on field 'ONE' of class Codes has no"
        + " effect: @WireValue gives an enum constant its wire value" + SUPPRESS)
        .inFile(file).onLine(4).atColumn(column(line4, "@WireValue"));
    assertThat(c).hadWarningContaining("[FW104] @WireValue on component 'value' of record Code"
        + " has no effect: @WireValue gives an enum constant its wire value" + SUPPRESS)
        .inFile(file).onLine(6).atColumn(column(line6, "@WireValue"));
    assertThat(c).hadWarningCount(2);
  }

  @Test
  void fw105_typeAnnotationsWithoutMessage() {
    String line3 = "@Magic(ascii = \"AB\") record Frame(byte a) {}";
    String line4 = "@Checksum(algorithm = java.util.zip.CRC32.class, bits = 32) record Sum(byte a) {}";
    String line5 = "@Tag(1) record Loose(byte a) {}";
    String line6 = "@Union(bits = 8) sealed interface Shape permits Shape.Dot {";
    JavaFileObject file = source("Frame",
        PACKAGE,
        IMPORTS,
        line3,                                   // 3
        line4,                                   // 4
        line5,                                   // 5
        line6,                                   // 6
        "  @Tag(1) record Dot(byte x) implements Shape {}", // 7
        "}");                                    // 8
    Compilation c = compile(file);
    assertThat(c).succeeded();
    assertThat(c).hadWarningContaining("[FW105] @Magic on record Frame has no effect: Frame is"
        + " neither a @Message nor a variant of a @Union, so no codec reads it; add @Message to"
        + " Frame, or remove @Magic" + SUPPRESS).inFile(file).onLine(3)
        .atColumn(column(line3, "@Magic"));
    assertThat(c).hadWarningContaining("[FW105] @Checksum on record Sum has no effect: Sum is"
        + " neither a @Message nor a variant of a @Union").inFile(file).onLine(4)
        .atColumn(column(line4, "@Checksum"));
    assertThat(c).hadWarningContaining("[FW105] @Tag on record Loose has no effect: Loose does"
        + " not implement a @Union interface, so it is not a variant; add it to the permits"
        + " clause of a sealed @Union interface it implements" + SUPPRESS).inFile(file)
        .onLine(5).atColumn(column(line5, "@Tag"));
    assertThat(c).hadWarningContaining("[FW105] @Union on interface Shape has no effect: a union"
        + " is a message only with @Message; add @Message to Shape" + SUPPRESS).inFile(file)
        .onLine(6).atColumn(column(line6, "@Union"));
    // Dot is a variant of Shape: its @Tag is not stray, though Shape lacks @Message.
    assertThat(c).hadWarningCount(4);
  }

  /**
   * Components of messages and union variants, enum constants, and a suppression: no warning.
   * Annotations on a message's components also land on its fields and accessors.
   */
  @Test
  void annotationsWhereTheyBelongGiveNoWarning() {
    JavaFileObject file = source("Packet",
        PACKAGE,
        IMPORTS,
        "@Message @Magic(ascii = \"P\") record Packet(@Field(bits = 8) int n,",
        "    @Count(field = \"n\") byte[] data, Kind kind, Shape shape) {}",
        "enum Kind { @WireValue(1) A }",
        "@Message @Union(bits = 8) sealed interface Shape permits Shape.Dot {",
        "  @Tag(1) @Magic(value = 0x2E) record Dot(@Field(bits = 16) int x) implements Shape {}",
        "}",
        "@SuppressWarnings(\"framewright:unused\") class Old { @Field(bits = 3) int a; }");
    // Without -Xlint: the auxiliary classes of one file would be lint warnings of their own.
    Compilation c = compile(file);
    assertThat(c).succeededWithoutWarnings();
  }
}
