package io.framewright.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.framewright.processor.Compilations.assertErrorIs;
import static io.framewright.processor.Compilations.IMPORTS;
import static io.framewright.processor.Compilations.PACKAGE;
import static io.framewright.processor.Compilations.column;
import static io.framewright.processor.Compilations.compile;
import static io.framewright.processor.Compilations.source;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/** Errors about the annotated type itself: FW001 to FW004. */
class MessageErrorsTest {

  @Test
  void fw001_classIsNotARecord() {
    JavaFileObject file = source("Ping",
        PACKAGE,
        IMPORTS,
        "@Message",                              // 3
        "public class Ping {",                   // 4
        "  int seq;",                            // 5
        "}");
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW001] @Message is only for records, but Ping is a class;"
        + " declare it as 'record Ping(...)'").inFile(file).onLine(3).atColumn(1);
    assertThat(c).hadErrorCount(1);
  }

  @Test
  void fw001_interfaceEnumAndAnnotationType() {
    JavaFileObject file = source("Shapes",
        PACKAGE,
        IMPORTS,
        "@Message interface Shape {}",           // 3
        "@Message enum Color { RED }",           // 4
        "@Message @interface Marker {}",         // 5
        "class Shapes {}");
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW005] @Message on interface Shape: an interface is a"
        + " message only as a tagged union; make it a sealed interface with @Union(bits = n), or"
        + " declare a record").inFile(file).onLine(3).atColumn(1);
    assertThat(c).hadErrorContaining("[FW001] @Message is only for records, but Color is an"
        + " enum; declare it as 'record Color(...)'").inFile(file).onLine(4).atColumn(1);
    assertThat(c).hadErrorContaining("[FW001] @Message is only for records, but Marker is an"
        + " annotation type; declare it as 'record Marker(...)'").inFile(file).onLine(5)
        .atColumn(1);
    assertThat(c).hadErrorCount(3);
  }

  @Test
  void fw001_nestedClassIsNamedWithItsOuterClass() {
    JavaFileObject file = source("Outer",
        PACKAGE,
        IMPORTS,
        "public class Outer {",                  // 3
        "  @Message static class Inner {}",      // 4
        "}");
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW001] @Message is only for records, but Outer.Inner is"
        + " a class; declare it as 'record Inner(...)'").inFile(file).onLine(4).atColumn(3);
    assertThat(c).hadErrorCount(1);
  }

  /**
   * Issue 29: a Kotlin class reaches the processor as a kapt stub, a Java class carrying
   * {@code kotlin.Metadata}; the fix for Java ('record Ping(...)') is no fix in Kotlin, so the
   * message says what a Kotlin user can do (as docs/reference/build-notes.md does). The
   * annotation type is declared here as kapt's stubs see it, without a Kotlin dependency.
   */
  @Test
  void fw001_kotlinClassIsToldToUseJavaRecords() {
    JavaFileObject metadata = JavaFileObjects.forSourceLines("kotlin.Metadata",
        "package kotlin;",
        "public @interface Metadata {",
        "  int k() default 1;",
        "  int[] mv() default {};",
        "  String[] d1() default {};",
        "  String[] d2() default {};",
        "  int xi() default 0;",
        "}");
    // What kapt writes for 'data class Ping(val seq: Int)' with @Message on it, shortened.
    JavaFileObject file = source("Ping",
        PACKAGE,
        IMPORTS,
        "@kotlin.Metadata(mv = {1, 9, 0}, k = 1, xi = 48, d2 = {\"Lt/Ping;\", \"seq\"})", // 3
        "@Message",                              // 4
        "public final class Ping {",             // 5
        "  private final int seq;",              // 6
        "  public Ping(int seq) { this.seq = seq; }",
        "  public final int getSeq() { return seq; }",
        "}");
    Compilation c = compile(metadata, file);
    assertThat(c).hadErrorContaining("[FW001] @Message is only for records, but Ping is a Kotlin"
        + " class; declare the messages as Java records in a small Java module of their own,"
        + " built with this processor, and use their codecs from Kotlin (a @JvmRecord data class"
        + " does not help: kapt fails on it)").inFile(file).onLine(4).atColumn(1);
    assertThat(c).hadErrorCount(1);
  }

  @Test
  void fw002_genericRecord() {
    JavaFileObject file = source("Pair",
        PACKAGE,
        IMPORTS,
        "@Message",                              // 3
        "record Pair<T>(int a, int b) {}");      // 4
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW002] message Pair declares type parameters; a wire"
        + " layout needs concrete types, so remove them").inFile(file).onLine(3).atColumn(1);
    assertThat(c).hadErrorCount(1);
  }

  @Test
  void fw003_privateNestedRecord() {
    JavaFileObject file = source("Outer",
        PACKAGE,
        IMPORTS,
        "class Outer {",                         // 3
        "  @Message private record Hidden(int x) {}", // 4
        "}");
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW003] message Outer.Hidden is private, so its generated"
        + " codec (in the same package) can not use it; make it package-private or public")
        .inFile(file).onLine(4).atColumn(3);
    assertThat(c).hadErrorCount(1);
  }

  @Test
  void fw003_recordInsidePrivateClass() {
    JavaFileObject file = source("Outer",
        PACKAGE,
        IMPORTS,
        "class Outer {",                         // 3
        "  private static class Secret {",       // 4
        "    @Message record Inner(int x) {}",   // 5
        "  }",
        "}");
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW003] message Outer.Secret.Inner is private, so its"
        + " generated codec (in the same package) can not use it").inFile(file).onLine(5)
        .atColumn(5);
    assertThat(c).hadErrorCount(1);
  }

  /**
   * A local record can not be used by a codec in another class either. javac does not list local
   * classes in {@code RoundEnvironment.getElementsAnnotatedWith}, so the processor has to look
   * for them itself to report FW003; silently generating nothing is the one outcome that is
   * wrong.
   */
  @Test
  void fw003_localRecord() {
    // javac runs processors only for annotations outside method bodies, so the local record is
    // found when the compilation has some other Framewright annotation (here: Holder.Ok).
    JavaFileObject file = source("Holder",
        PACKAGE,
        IMPORTS,
        "class Holder {",                        // 3
        "  void run() {",                        // 4
        "    @Message record Local(int x) {}",   // 5
        "  }",
        "  @Message record Ok(int y) {}",
        "}");
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW003] message Local is a local record, so its generated"
        + " codec (in the same package) can not use it").inFile(file).onLine(5).atColumn(5);
    assertThat(c).hadErrorCount(1);
  }

  @Test
  void fw004_messageOrderInherit() {
    String line3 = "@Message(order = Endian.INHERIT)";
    JavaFileObject file = source("Ping",
        PACKAGE,
        IMPORTS,
        line3,                                   // 3
        "record Ping(int seq) {}");              // 4
    Compilation c = compile(file);
    // On the value: javac places a qualified name at its last dot.
    assertThat(c).hadErrorContaining("[FW004] @Message(order = INHERIT) on Ping: a message has"
        + " nothing to inherit from; use BIG or LITTLE").inFile(file).onLine(3)
        .atColumn(column(line3, ".INHERIT"));
    assertThat(c).hadErrorCount(1);
  }

  @Test
  void fw004_onBareConstant() {
    String line4 = "@Message(order = INHERIT)";
    JavaFileObject file = source("Ping",
        PACKAGE,
        IMPORTS,
        "import static io.framewright.annotations.Endian.INHERIT;", // 3
        line4,                                   // 4
        "record Ping(int seq) {}");              // 5
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW004] @Message(order = INHERIT) on Ping")
        .inFile(file).onLine(4).atColumn(column(line4, "INHERIT)"));
    assertThat(c).hadErrorCount(1);
  }

  @Test
  void everyMessageLevelErrorOfOneTypeIsReported() {
    JavaFileObject file = source("Outer",
        PACKAGE,
        IMPORTS,
        "class Outer {",                         // 3
        "  @Message(order = Endian.INHERIT)",    // 4
        "  private record Box<T>(int x) {}",     // 5
        "}");
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW002] message Outer.Box declares type parameters")
        .inFile(file).onLine(4);
    assertThat(c).hadErrorContaining("[FW003] message Outer.Box is private").inFile(file)
        .onLine(4);
    assertThat(c).hadErrorContaining("[FW004] @Message(order = INHERIT) on Outer.Box")
        .inFile(file).onLine(4);
    assertErrorIs(c, "[FW002] message Outer.Box declares type parameters; a wire layout needs"
        + " concrete types, so remove them");
    assertErrorIs(c, "[FW003] message Outer.Box is private, so its generated codec (in the same"
        + " package) can not use it; make it package-private or public");
    assertErrorIs(c, "[FW004] @Message(order = INHERIT) on Outer.Box: a message has nothing to"
        + " inherit from; use BIG or LITTLE");
    assertThat(c).hadErrorCount(3);
  }

  @Test
  void accessibleNestedRecordsAreFine() {
    JavaFileObject file = source("Outer",
        PACKAGE,
        IMPORTS,
        "public class Outer {",
        "  @Message public record A(int x) {}",
        "  @Message protected record B(int x) {}",
        "  @Message record C(int x) {}",
        "  interface Holder { @Message record D(int x) {} }",
        "  @Message(order = Endian.LITTLE) record E(int x) {}",
        "  @Message(order = Endian.BIG) record F(int x) {}",
        "}");
    Compilation c = compile(file);
    assertThat(c).succeededWithoutWarnings();
    for (String codec : new String[] {"Outer_ACodec", "Outer_BCodec", "Outer_CCodec",
        "Outer_Holder_DCodec", "Outer_ECodec", "Outer_FCodec"}) {
      assertThat(c).generatedSourceFile("test." + codec);
    }
  }
}
