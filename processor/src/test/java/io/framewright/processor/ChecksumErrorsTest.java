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
 * Errors about {@code @Checksum} beyond its width (FW096): a placeholder that does not fit the
 * field (FW037) and an algorithm class the generated codec can not make (FW038). Each is
 * expected on the annotation value at fault.
 */
class ChecksumErrorsTest {

  // FW037

  @Test
  void fw037_placeholderWiderThanTheField() {
    String line4 = "@Checksum(algorithm = CRC32.class, bits = 8, includeField = true,"
        + " placeholder = 0x1234)";
    String line6 = "@Checksum(algorithm = CRC32.class, bits = 16, placeholder = -1)";
    String line8 = "@Checksum(algorithm = CRC32.class, bits = 24, placeholder = 0xFFFFFF)";
    String line10 = "@Checksum(algorithm = CRC32.class, bits = 64, placeholder = -1)";
    JavaFileObject file = source("A",
        PACKAGE,
        IMPORTS,
        "import java.util.zip.CRC32;",           // 3
        line4,                                   // 4
        "@Message record A(short x) {}",         // 5
        line6,                                   // 6
        "@Message record B(short x) {}",         // 7
        line8,                                   // 8
        "@Message record C(short x) {}",         // 9
        line10,                                  // 10
        "@Message record D(short x) {}");        // 11
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW037] @Checksum(placeholder = 0x1234 (4660)) on A does"
        + " not fit the 8-bit checksum field; use a placeholder from 0 to 0xFF (255)")
        .inFile(file).onLine(4).atColumn(column(line4, "0x1234"));
    assertThat(c).hadErrorContaining("[FW037] @Checksum(placeholder = -1) on B does not fit the"
        + " 16-bit checksum field; use a placeholder from 0 to 0xFFFF (65535)")
        .inFile(file).onLine(6).atColumn(column(line6, "-1"));
    // The largest 24-bit value fits, and any value fits 64 bits.
    assertThat(c).hadErrorCount(2);
  }

  // FW038

  private static final String FW038_TAIL = "; give a public, non-abstract class implementing"
      + " java.util.zip.Checksum, with a public no-argument constructor, not nested in a private"
      + " class";

  @Test
  void fw038_algorithmsTheCodecCanNotMake() {
    String line3 = "@Message @Checksum(algorithm = java.util.zip.Checksum.class, bits = 32)";
    String line5 = "@Message @Checksum(algorithm = Algorithms.Partial.class, bits = 32)";
    String line7 = "@Message @Checksum(algorithm = Algorithms.Seeded.class, bits = 32)";
    String line10 = "  @Message @Checksum(algorithm = Hidden.class, bits = 32)";
    String line14 = "@Message @Checksum(algorithm = Algorithms.Inner.class, bits = 32)";
    String line16 = "@Message @Checksum(algorithm = Algorithms.Shy.class, bits = 32)";
    JavaFileObject file = source("A",
        PACKAGE,
        IMPORTS,
        line3,                                   // 3
        "record A(short x) {}",                  // 4
        line5,                                   // 5
        "record B(short x) {}",                  // 6
        line7,                                   // 7
        "record C(short x) {}",                  // 8
        "class Holder {",                        // 9
        line10,                                  // 10
        "  record D(short x) {}",                // 11
        "  private static class Hidden extends java.util.zip.CRC32 {}", // 12
        "}",                                     // 13
        line14,                                  // 14
        "record E(short x) {}",                  // 15
        line16,                                  // 16
        "record F(short x) {}",                  // 17
        "@Message @Checksum(algorithm = Algorithms.Local.class, bits = 32) record G(short x) {}",
        "class Algorithms {",                    // 19
        "  public abstract static class Partial extends java.util.zip.CRC32 {}",
        "  public static class Seeded extends java.util.zip.CRC32 { public Seeded(int s) {} }",
        "  public class Inner extends java.util.zip.CRC32 { public Inner() {} }",
        "  public static class Shy extends java.util.zip.CRC32 { private Shy() {} }",
        // Package-private, in the message's package: the codec can make it, as it always could.
        "  static class Local extends java.util.zip.CRC32 { Local() {} }",
        "}");
    Compilation c = compile(file);
    // On the value: javac places a class literal at its ".class".
    assertThat(c).hadErrorContaining("[FW038] @Checksum(algorithm = Checksum.class) on A: it is"
        + " an interface, and the generated codec makes an instance of it with 'new Checksum()'"
        + FW038_TAIL).inFile(file).onLine(3).atColumn(column(line3, ".class"));
    assertThat(c).hadErrorContaining("[FW038] @Checksum(algorithm = Algorithms.Partial.class) on"
        + " B: it is abstract, and the generated codec makes an instance of it with"
        + " 'new Algorithms.Partial()'" + FW038_TAIL)
        .inFile(file).onLine(5).atColumn(column(line5, ".class"));
    assertThat(c).hadErrorContaining("[FW038] @Checksum(algorithm = Algorithms.Seeded.class) on"
        + " C: it has no public no-argument constructor,")
        .inFile(file).onLine(7).atColumn(column(line7, ".class"));
    // Private: javac lets D name it (they share a top-level class), but the codec can not.
    assertThat(c).hadErrorContaining("[FW038] @Checksum(algorithm = Holder.Hidden.class) on"
        + " Holder.D: it is private,").inFile(file).onLine(10).atColumn(column(line10, ".class"));
    assertThat(c).hadErrorContaining("[FW038] @Checksum(algorithm = Algorithms.Inner.class) on"
        + " E: it is an inner class (not static), made only with an instance of its enclosing"
        + " class,").inFile(file).onLine(14).atColumn(column(line14, ".class"));
    assertThat(c).hadErrorContaining("[FW038] @Checksum(algorithm = Algorithms.Shy.class) on"
        + " F: it has no public no-argument constructor,")
        .inFile(file).onLine(16).atColumn(column(line16, ".class"));
    assertThat(c).hadErrorCount(6);
  }

  // FW041

  /**
   * An algorithm javac can not access from the message: javac reports that itself, and makes the
   * annotation value an error the processor must not choke on (it used to fail with FW099).
   */
  @Test
  void fw041_algorithmNotAccessibleFromTheMessage() {
    String line3 = "@Message @Checksum(algorithm = other.Sum.class, bits = 32)";
    JavaFileObject file = source("A",
        PACKAGE,
        IMPORTS,
        line3,                                   // 3
        "record A(short x) {}");                 // 4
    JavaFileObject sum = source("other.Sum",
        "package other;",
        "class Sum extends java.util.zip.CRC32 {}");
    Compilation c = compile(file, sum);
    assertThat(c).hadErrorContaining("[FW041] @Checksum(algorithm = ...) on A names a class that"
        + " can not be accessed from here (javac reports why); the generated codec in package test"
        + " makes an instance of it, so make that class public, and every class it is nested in")
        .inFile(file).onLine(3).atColumn(column(line3, ".class"));
    assertThat(c).hadErrorContaining("other.Sum is not public in other");
    assertThat(c).hadErrorCount(2);
  }
}
