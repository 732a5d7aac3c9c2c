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
 * Errors about enum components and their {@code @WireValue}s: FW030 to FW033. They are reported
 * on the component that uses the enum (the width it must fit is the component's).
 */
class EnumErrorsTest {

  /**
   * Issue 29: one FW030 names every constant of the enum that lacks a value (it was one error
   * per constant, three here for one mistake).
   */
  @Test
  void fw030_constantsWithoutWireValueAreNamedInOneError() {
    String line4 = "record Event(Kind kind) {}";
    JavaFileObject file = source("Event",
        PACKAGE,
        IMPORTS,
        "@Message",                              // 3
        line4,                                   // 4
        "enum Kind { @WireValue(0) A, B, @WireValue(2) C, D, E }"); // 5
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW030] component 'kind' has enum type Kind, whose"
        + " constants B, D and E have no @WireValue; give every constant of Kind a @WireValue"
        + " (ordinals are never used on the wire)").inFile(file).onLine(4)
        .atColumn(column(line4, "kind"));
    assertThat(c).hadErrorCount(1);
  }

  /**
   * Each component using the enum is an error of its own, on that component (each one's codec
   * would need the values), and each is one error, not one per constant.
   */
  @Test
  void fw030_onceForEachComponentUsingTheEnum() {
    String line5 = "    Kind first,";
    String line6 = "    @Count(2) Kind[] more) {}";
    JavaFileObject file = source("Event",
        PACKAGE,
        IMPORTS,
        "@Message",                              // 3
        "record Event(",                         // 4
        line5,                                   // 5
        line6,                                   // 6
        "enum Kind { A, B }");                   // 7
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW030] component 'first' has enum type Kind, whose"
        + " constants A and B have no @WireValue").inFile(file).onLine(5)
        .atColumn(column(line5, "first"));
    assertThat(c).hadErrorContaining("[FW030] component 'more' has enum type Kind, whose"
        + " constants A and B have no @WireValue").inFile(file).onLine(6)
        .atColumn(column(line6, "more"));
    assertThat(c).hadErrorCount(2);
  }

  @Test
  void fw030_nestedEnumIsNamedWithItsOuterType() {
    String line4 = "record Event(@Count(2) Types.Kind[] kinds) {}";
    JavaFileObject file = source("Event",
        PACKAGE,
        IMPORTS,
        "@Message",                              // 3
        line4,                                   // 4
        "class Types { enum Kind { A } }");      // 5
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW030] component 'kinds' has enum type Types.Kind, whose"
        + " constant A has no @WireValue; give every constant of Types.Kind a @WireValue")
        .inFile(file).onLine(4).atColumn(column(line4, "kinds"));
    assertThat(c).hadErrorCount(1);
  }

  @Test
  void fw031_duplicateWireValues() {
    String line4 = "record Event(@Field(bits = 4) Kind kind) {}";
    JavaFileObject file = source("Event",
        PACKAGE,
        IMPORTS,
        "@Message",                              // 3
        line4,                                   // 4
        "enum Kind { @WireValue(1) A, @WireValue(2) B, @WireValue(1) C }"); // 5
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW031] component 'kind' has enum type Kind, whose"
        + " constants A and C share @WireValue(1); give each constant its own value")
        .inFile(file).onLine(4).atColumn(column(line4, "kind"));
    assertThat(c).hadErrorCount(1);
  }

  @Test
  void fw032_valueTooLargeForExplicitWidth() {
    String line4 = "record Event(@Field(bits = 8) Kind kind) {}";
    JavaFileObject file = source("Event",
        PACKAGE,
        IMPORTS,
        "@Message",                              // 3
        line4,                                   // 4
        "enum Kind { @WireValue(1) SMALL, @WireValue(300) BIG }"); // 5
    Compilation c = compile(file);
    // On the width, which is what has to change.
    assertThat(c).hadErrorContaining("[FW032] component 'kind': @WireValue(300) of Kind.BIG does"
        + " not fit 8 unsigned bits (0..255); widen the field with @Field(bits = 9)")
        .inFile(file).onLine(4).atColumn(column(line4, "8"));
    assertThat(c).hadErrorCount(1);
  }

  @Test
  void fw032_valueTooLargeForTheDefaultWidth() {
    String line4 = "record Event(Kind kind) {}";
    JavaFileObject file = source("Event",
        PACKAGE,
        IMPORTS,
        "@Message",                              // 3
        line4,                                   // 4
        "enum Kind { @WireValue(1) SMALL, @WireValue(256) BIG }"); // 5
    Compilation c = compile(file);
    // No width written: on the component.
    assertThat(c).hadErrorContaining("[FW032] component 'kind': @WireValue(256) of Kind.BIG does"
        + " not fit 8 unsigned bits (0..255); widen the field with @Field(bits = 9)")
        .inFile(file).onLine(4).atColumn(column(line4, "kind"));
    assertThat(c).hadErrorCount(1);
  }

  @Test
  void fw032_negativeValueInUnsignedField() {
    String line4 = "record Event(@Field(bits = 8) Kind kind) {}";
    JavaFileObject file = source("Event",
        PACKAGE,
        IMPORTS,
        "@Message",                              // 3
        line4,                                   // 4
        "enum Kind { @WireValue(-1) NONE, @WireValue(1) ONE }"); // 5
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW032] component 'kind': @WireValue(-1) of Kind.NONE does"
        + " not fit 8 unsigned bits (0..255); declare the field @Field(signed = true)")
        .inFile(file).onLine(4).atColumn(column(line4, "8"));
    assertThat(c).hadErrorCount(1);
  }

  @Test
  void fw032_signedRangeOfNarrowField() {
    String line5 = "    @Field(bits = 4, signed = true) Delta up,";
    String line6 = "    @Count(2) @Field(bits = 8, signed = true) Level[] more) {}";
    JavaFileObject file = source("Move",
        PACKAGE,
        IMPORTS,
        "@Message",                              // 3
        "record Move(",                          // 4
        line5,                                   // 5
        line6,                                   // 6
        "enum Delta { @WireValue(-9) DOWN, @WireValue(0) NONE, @WireValue(8) UP }", // 7
        "enum Level { @WireValue(-129) LOW, @WireValue(127) HIGH }"); // 8
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW032] component 'up': @WireValue(-9) of Delta.DOWN does"
        + " not fit 4 signed bits (-8..7); widen the field with @Field(bits = 5)")
        .inFile(file).onLine(5).atColumn(column(line5, "4"));
    assertThat(c).hadErrorContaining("[FW032] component 'up': @WireValue(8) of Delta.UP does"
        + " not fit 4 signed bits (-8..7); widen the field with @Field(bits = 5)")
        .inFile(file).onLine(5).atColumn(column(line5, "4"));
    assertThat(c).hadErrorContaining("[FW032] component 'more': @WireValue(-129) of Level.LOW"
        + " does not fit 8 signed bits (-128..127); widen the field with @Field(bits = 9)")
        .inFile(file).onLine(6).atColumn(column(line6, "8,"));
    assertThat(c).hadErrorCount(3);
  }

  @Test
  void fw032_reportedForEachComponentOfItsWidth() {
    String line5 = "    @Field(bits = 2) Kind narrow,";
    JavaFileObject file = source("Event",
        PACKAGE,
        IMPORTS,
        "@Message",                              // 3
        "record Event(",                         // 4
        line5,                                   // 5
        "    @Field(bits = 3) Kind wide) {}",    // 6
        "enum Kind { @WireValue(0) A, @WireValue(5) B }"); // 7
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW032] component 'narrow': @WireValue(5) of Kind.B does"
        + " not fit 2 unsigned bits (0..3); widen the field with @Field(bits = 3)")
        .inFile(file).onLine(5).atColumn(column(line5, "2"));
    assertThat(c).hadErrorCount(1);
  }

  @Test
  void fw033_enumWithoutConstants() {
    String line4 = "record Event(int id, Nothing nothing) {}";
    JavaFileObject file = source("Event",
        PACKAGE,
        IMPORTS,
        "@Message",                              // 3
        line4,                                   // 4
        "enum Nothing {}");                      // 5
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW033] component 'nothing' has enum type Nothing, which"
        + " has no constants, so no value can be encoded; add constants with @WireValue")
        .inFile(file).onLine(4).atColumn(column(line4, "nothing"));
    assertThat(c).hadErrorCount(1);
  }

  @Test
  void everyEnumErrorIsReportedTogether() {
    String line4 = "record Event(@Field(bits = 2) Kind kind) {}";
    JavaFileObject file = source("Event",
        PACKAGE,
        IMPORTS,
        "@Message",                              // 3
        line4,                                   // 4
        "enum Kind { @WireValue(0) A, B, @WireValue(0) C, @WireValue(9) D }"); // 5
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW030] component 'kind' has enum type Kind, whose constant"
        + " B has no @WireValue").inFile(file).onLine(4);
    assertThat(c).hadErrorContaining("[FW031] component 'kind' has enum type Kind, whose"
        + " constants A and C share @WireValue(0)").inFile(file).onLine(4);
    assertThat(c).hadErrorContaining("[FW032] component 'kind': @WireValue(9) of Kind.D does not"
        + " fit 2 unsigned bits (0..3); widen the field with @Field(bits = 4)").inFile(file)
        .onLine(4).atColumn(column(line4, "2"));
    assertThat(c).hadErrorCount(3);
  }

  @Test
  void sixtyFourBitEnumFieldTakesAnyWireValue() {
    JavaFileObject file = source("Event",
        PACKAGE,
        IMPORTS,
        "@Message",
        "record Event(@Field(bits = 64) Kind kind, @Field(bits = 40, signed = true) Kind mid) {}",
        "enum Kind {",
        "  @WireValue(Long.MIN_VALUE) LOW, @WireValue(0) ZERO, @WireValue(-1) MINUS_ONE,",
        "  @WireValue(549755813887L) HIGH_40",
        "}");
    Compilation c = compile(file);
    assertThat(c).hadErrorCount(1);
    assertThat(c).hadErrorContaining("[FW032] component 'mid': @WireValue(-9223372036854775808)"
        + " of Kind.LOW does not fit 40 signed bits (-549755813888..549755813887); widen the"
        + " field with @Field(bits = 64)");
  }
}
