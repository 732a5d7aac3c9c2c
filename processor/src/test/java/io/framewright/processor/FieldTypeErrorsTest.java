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

/** Errors about the Java types of components and about {@code @Count}: FW010 to FW013. */
class FieldTypeErrorsTest {
  private static final String FW010_TAIL = ", which has no wire form; use a primitive or its box,"
      + " String, an enum with @WireValue constants, a @Message record, or an array or List of"
      + " numbers, enums or messages";

  @Test
  void fw056_stringWithoutSize() {
    String line4 = "record Named(int id, String name) {}";
    JavaFileObject file = source("Named",
        PACKAGE,
        IMPORTS,
        "@Message",                              // 3
        line4);                                  // 4
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW056] String component 'name' needs a size on the wire;"
        + " add @Length(bits = n) for a length field before it, @Length(n) for a fixed length,"
        + " or @Remaining").inFile(file).onLine(4).atColumn(column(line4, "name"));
    assertThat(c).hadErrorCount(1);
  }

  @Test
  void fw010_genericListBoxedAndInterfaceTypes() {
    JavaFileObject file = source("Bag",
        PACKAGE,
        IMPORTS,
        "import java.util.List;",                // 3
        "@Message",                              // 4
        "record Bag(",                           // 5
        "    List<Integer> items,",              // 6
        "    Integer boxed,",                    // 7
        "    Runnable task,",                    // 8
        "    Object anything) {}");              // 9
    Compilation c = compile(file);
    // A list of boxed numbers and a boxed number are fine; the list only lacks a size.
    assertThat(c).hadErrorContaining("[FW011] list component 'items' needs a size")
        .inFile(file).onLine(6).atColumn(19);
    assertThat(c).hadErrorContaining("[FW010] component 'task' has type java.lang.Runnable"
        + FW010_TAIL).inFile(file).onLine(8).atColumn(14);
    assertThat(c).hadErrorContaining("[FW010] component 'anything' has type java.lang.Object"
        + FW010_TAIL).inFile(file).onLine(9).atColumn(12);
    assertThat(c).hadErrorCount(3);
  }

  @Test
  void fw010_arrayOfArrays() {
    String line5 = "    @Count(2) int[][] grid,";
    String line6 = "    @Count(2) String[] names) {}";
    JavaFileObject file = source("Grid",
        PACKAGE,
        IMPORTS,
        "@Message",                              // 3
        "record Grid(",                          // 4
        line5,                                   // 5
        line6);                                  // 6
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW010] component 'grid' has type int[][]" + FW010_TAIL)
        .inFile(file).onLine(5).atColumn(column(line5, "grid"));
    assertThat(c).hadErrorContaining("[FW010] component 'names' has type String[]"
        + FW010_TAIL).inFile(file).onLine(6).atColumn(column(line6, "names"));
    // No FW011 or FW012 on top: an unsupported type is the one thing to fix.
    assertThat(c).hadErrorCount(2);
  }

  @Test
  void fw011_arrayWithoutCount() {
    String line5 = "    byte[] payload) {}";
    JavaFileObject file = source("Blob",
        PACKAGE,
        IMPORTS,
        "@Message",                              // 3
        "record Blob(",                          // 4
        line5);                                  // 5
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW011] array component 'payload' needs a size; add"
        + " @Count(n) for a fixed count, @Count(bits = n) for a count field before it, or"
        + " @Remaining if it runs to the end of the frame").inFile(file).onLine(5).atColumn(column(line5, "payload"));
    assertThat(c).hadErrorCount(1);
  }

  @Test
  void fw011_arrayOfMessagesWithoutCount() {
    String line5 = "    Point[] corners) {}";
    JavaFileObject file = source("Shape",
        PACKAGE,
        IMPORTS,
        "@Message",                              // 3
        "record Shape(",                         // 4
        line5,                                   // 5
        "@Message record Point(int x, int y) {}"); // 6
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW011] array component 'corners' needs a size; add"
        + " @Count(n) for a fixed count, @Count(bits = n) for a count field before it, or"
        + " @Remaining if it runs to the end of the frame").inFile(file).onLine(5).atColumn(column(line5, "corners"));
    assertThat(c).hadErrorCount(1);
  }

  @Test
  void fw012_countOnScalarEnumAndMessage() {
    JavaFileObject file = source("Odd",
        PACKAGE,
        IMPORTS,
        "@Message",                              // 3
        "record Odd(",                           // 4
        "    @Count(3) int n,",                  // 5
        "    @Count(2) Kind kind,",              // 6
        "    @Field(bits = 4) @Count(2) Point point) {}", // 7
        "enum Kind { @WireValue(1) A }",         // 8
        "@Message record Point(int x, int y) {}"); // 9
    Compilation c = compile(file);
    // On the @Count annotation.
    assertThat(c).hadErrorContaining("[FW012] @Count on 'n', which is an int, not an array or"
        + " list; remove @Count").inFile(file).onLine(5).atColumn(5);
    assertThat(c).hadErrorContaining("[FW012] @Count on 'kind', which is an enum Kind, not an"
        + " array or list; remove @Count").inFile(file).onLine(6).atColumn(5);
    assertThat(c).hadErrorContaining("[FW012] @Count on 'point', which is a Point, not an array or"
        + " list; remove @Count").inFile(file).onLine(7).atColumn(22);
    // point also has bits on a nested message.
    assertThat(c).hadErrorContaining("[FW017] @Field(bits = 4) on 'point'").inFile(file)
        .onLine(7).atColumn(19);
    assertThat(c).hadErrorCount(4);
  }

  @Test
  void fw013_countZeroAndNegative() {
    String line5 = "    @Count(0) int[] none,";
    String line6 = "    @Count(-3) byte[] negative) {}";
    JavaFileObject file = source("Empty",
        PACKAGE,
        IMPORTS,
        "@Message",                              // 3
        "record Empty(",                         // 4
        line5,                                   // 5
        line6);                                  // 6
    Compilation c = compile(file);
    // On the value of @Count.
    assertThat(c).hadErrorContaining("[FW013] @Count(0) on 'none': an array holds at least 1"
        + " element; use @Count(1) or more").inFile(file).onLine(5)
        .atColumn(column(line5, "0"));
    assertThat(c).hadErrorContaining("[FW013] @Count(-3) on 'negative': an array holds at least"
        + " 1 element; use @Count(1) or more").inFile(file).onLine(6)
        .atColumn(column(line6, "-3"));
    assertThat(c).hadErrorCount(2);
  }

  @Test
  void countOnePlusEveryElementTypeIsFine() {
    JavaFileObject file = source("Arrays1",
        PACKAGE,
        IMPORTS,
        "@Message",
        "record Arrays1(",
        "    @Count(1) boolean[] a, @Count(1) byte[] b, @Count(1) short[] c, @Count(1) char[] d,",
        "    @Count(1) int[] e, @Count(1) long[] f, @Count(1) float[] g, @Count(1) double[] h,",
        "    @Count(1) Kind[] k, @Count(1) Point[] p) {}",
        "enum Kind { @WireValue(1) A }",
        "@Message record Point(int x, int y) {}");
    Compilation c = compile(file);
    assertThat(c).succeededWithoutWarnings();
    assertThat(c).generatedSourceFile("test.Arrays1Codec");
  }
}
