package io.framewright.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;
import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.framewright.processor.Compilations.IMPORTS;
import static io.framewright.processor.Compilations.PACKAGE;
import static io.framewright.processor.Compilations.assertOneErrorContaining;
import static io.framewright.processor.Compilations.column;
import static io.framewright.processor.Compilations.compile;
import static io.framewright.processor.Compilations.compileToDirectory;
import static io.framewright.processor.Compilations.compileWith;
import static io.framewright.processor.Compilations.describe;
import static io.framewright.processor.Compilations.errorsContaining;
import static io.framewright.processor.Compilations.source;
import static io.framewright.processor.SourceGeneratingProcessor.TRIGGER;

import com.google.testing.compile.Compilation;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.annotation.processing.Processor;
import javax.tools.JavaFileObject;
import javax.tools.StandardLocation;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Processing across rounds and types: unresolved types (FW040), types another processor
 * generates later, and errors in one type not stopping the others.
 *
 * <p>FW099 (internal error) is reported only when the processor itself throws; no source
 * triggers it on purpose, so it has no test here.
 */
class ProcessingErrorsTest {
  private static final String LATE = "package test;\n"
      + "import io.framewright.annotations.Message;\n"
      + "@Message public record Late(int x) {}\n";

  private static Processor lateGenerator(String content) {
    return new SourceGeneratingProcessor("test.Late", content);
  }

  private static List<Processor> processors(boolean generatorFirst, Processor generator) {
    List<Processor> list = new ArrayList<>();
    list.add(new FramewrightProcessor());
    list.add(generatorFirst ? 0 : 1, generator);
    return list;
  }

  @Test
  void fw040_unresolvedType() {
    JavaFileObject file = source("Holder",
        PACKAGE,
        IMPORTS,
        "@Message",                              // 3
        "record Holder(int id, Missing missing) {}"); // 4
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW040] message test.Holder refers to type Missing, which"
        + " could not be resolved; check its name and imports").inFile(file).onLine(4);
    assertOneErrorContaining(c, "[FW040]");
    // javac's own error, on the type, is still there.
    assertThat(c).hadErrorContaining("cannot find symbol").inFile(file).onLine(4)
        .atColumn(column("record Holder(int id, Missing missing) {}", "Missing"));
    assertThat(c).hadErrorCount(2);
  }

  @Test
  void fw040_unresolvedArrayElementAndTypeArgument() {
    JavaFileObject file = source("Holders",
        PACKAGE,
        IMPORTS,
        "@Message record A(@Count(2) Gone[] gone) {}",          // 3
        "@Message record B(java.util.List<Absent> absent) {}"); // 4
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW040] message test.A refers to type Gone, which could not"
        + " be resolved").inFile(file).onLine(3);
    assertThat(c).hadErrorContaining("[FW040] message test.B refers to type Absent, which could"
        + " not be resolved").inFile(file).onLine(4);
    assertThat(errorsContaining(c, "[FW")).hasSize(2);
  }

  /**
   * Only Leaf names the missing type, so only Leaf gets FW040. Nest, which contains Leaf, must not
   * get a second FW040 claiming that it "refers to type Missing" itself (an FW022 pointing at Leaf,
   * or nothing, would be right for it).
   */
  @Test
  void fw040_onlyOnTheMessageThatNamesTheMissingType() {
    JavaFileObject file = source("Nest",
        PACKAGE,
        IMPORTS,
        "@Message record Nest(Leaf leaf) {}",    // 3
        "@Message record Leaf(Missing m) {}");   // 4
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW040] message test.Leaf refers to type Missing, which"
        + " could not be resolved").inFile(file).onLine(4);
    assertOneErrorContaining(c, "[FW040]");
  }

  /** The generator forces a second round; the missing type is still reported only once. */
  @Test
  void fw040_reportedOnceAfterSeveralRounds() {
    JavaFileObject file = source("Holder",
        PACKAGE,
        IMPORTS,
        "@Message",                              // 3
        "record Holder(Late late, Missing missing) {}"); // 4
    Compilation c = compileWith(processors(false, lateGenerator(LATE)), file, TRIGGER);
    assertThat(c).hadErrorContaining("[FW040] message test.Holder refers to type Missing")
        .inFile(file).onLine(4);
    assertOneErrorContaining(c, "[FW040]");
    assertWithMessage(describe(c)).that(errorsContaining(c, "[FW")).hasSize(1);
  }

  @ParameterizedTest(name = "generator first: {0}")
  @ValueSource(booleans = {false, true})
  void typeGeneratedByAnotherProcessorIsWaitedFor(boolean generatorFirst) {
    JavaFileObject file = source("Outer",
        PACKAGE,
        IMPORTS,
        "@Message",
        "record Outer(short id, Late late, @Count(2) Late[] more) {}");
    Compilation c = compileWith(processors(generatorFirst, lateGenerator(LATE)), file, TRIGGER);
    assertThat(c).succeededWithoutWarnings();
    assertThat(c).generatedSourceFile("test.LateCodec");
    assertThat(c).generatedSourceFile("test.OuterCodec").contentsAsUtf8String()
        .contains("public static final int FIXED_SIZE = 14;");
    assertThat(c).generatedFile(StandardLocation.CLASS_OUTPUT,
            "META-INF/services/io.framewright.runtime.CodecProvider")
        .contentsAsUtf8String().isEqualTo("test.LateCodec$Provider\ntest.OuterCodec$Provider\n");
  }

  @Test
  void generatedTypeWithoutMessageIsReportedOnceItExists() {
    JavaFileObject file = source("Outer",
        PACKAGE,
        IMPORTS,
        "@Message",                              // 3
        "record Outer(Late late) {}");           // 4
    Compilation c = compileWith(processors(false,
        lateGenerator("package test;\npublic record Late(int x) {}\n")), file, TRIGGER);
    assertThat(c).hadErrorContaining("[FW020] component 'late' has type Late, a record without"
        + " @Message; annotate Late with @Message").inFile(file).onLine(4)
        .atColumn(column("record Outer(Late late) {}", "late"));
    assertThat(c).hadErrorCount(1);
  }

  @Test
  void generatedTypeInAListIsCheckedOnceItExists() {
    JavaFileObject file = source("Outer",
        PACKAGE,
        IMPORTS,
        "@Message",                              // 3
        "record Outer(java.util.List<Late> lates) {}"); // 4
    Compilation c = compileWith(processors(false, lateGenerator(LATE)), file, TRIGGER);
    assertThat(c).hadErrorContaining("[FW011] list component 'lates' needs a size")
        .inFile(file).onLine(4);
    assertThat(c).hadErrorCount(1);
  }

  /**
   * One record with three different errors gets all three in one compilation, and another,
   * valid record compiled with it still gets its codec. compile-testing does not show the
   * generated files of a failed compilation, so this one compiles into a directory.
   */
  @Test
  void threeErrorsInOneRecordAndAValidRecordStillGetsItsCodec(@TempDir Path dir)
      throws Exception {
    String line5 = "    @Field(bits = 70) int a,";
    String line6 = "    Runnable name,";
    String line7 = "    @Count(0) byte[] data) {}";
    JavaFileObject bad = source("Bad",
        PACKAGE,
        IMPORTS,
        "@Message",                              // 3
        "record Bad(",                           // 4
        line5,                                   // 5
        line6,                                   // 6
        line7);                                  // 7
    JavaFileObject good = source("Good",
        PACKAGE,
        IMPORTS,
        "@Message",
        "record Good(@Field(bits = 12) int a, @Field(bits = 4) int b) {}");
    Compilations.DirectoryCompilation c = compileToDirectory(dir, bad, good);

    assertWithMessage("errors").that(c.errorSummaries()).containsExactly(
        "[FW014] 5:" + column(line5, "70"),
        "[FW010] 6:" + column(line6, "name"),
        "[FW013] 7:" + column(line7, "0"));
    for (var error : c.errors()) {
      assertThat(error.getSource().getName()).endsWith("Bad.java");
    }
    assertThat(c.errors().get(0).getMessage(null))
        .isEqualTo("[FW014] @Field(bits = 70) on 'a': a field is 1 to 64 bits wide");
    assertThat(c.errors().get(1).getMessage(null)).startsWith(
        "[FW010] component 'name' has type java.lang.Runnable, which has no wire form");
    assertThat(c.errors().get(2).getMessage(null)).isEqualTo("[FW013] @Count(0) on 'data': an"
        + " array holds at least 1 element; use @Count(1) or more");

    assertWithMessage("GoodCodec.java").that(Files.exists(c.generatedSource("test.GoodCodec")))
        .isTrue();
    assertThat(Files.readString(c.generatedSource("test.GoodCodec")))
        .contains("public final class GoodCodec extends CodecSupport implements FixedSizeCodec<Good>");
    assertWithMessage("BadCodec.java").that(Files.exists(c.generatedSource("test.BadCodec")))
        .isFalse();
    Path index = c.classOutput()
        .resolve("META-INF/services/io.framewright.runtime.CodecProvider");
    assertThat(Files.readString(index)).isEqualTo("test.GoodCodec$Provider\n");
  }

  @Test
  void errorsInOneTypeLeaveTheOthersAlone() {
    JavaFileObject file = source("Mixed",
        PACKAGE,
        IMPORTS,
        "@Message record Bad(@Field(bits = 70) int a) {}", // 3
        "@Message record Good(int a) {}",                  // 4
        "@Message record AlsoGood(Good good) {}");         // 5
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW014]").inFile(file).onLine(3);
    assertThat(c).hadErrorCount(1);
  }
}
