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

/** Warnings for legal layouts that are probably wrong, and their suppression. */
class WarningsTest {

  @Test
  void fw100_undeclaredPadding() {
    JavaFileObject file = source("Flags13",
        PACKAGE,
        IMPORTS,
        "@Message",                                        // 3
        "record Flags13(@Field(bits = 13) int value) {}");  // 4
    Compilation c = compile(file);
    assertThat(c).succeeded();
    assertThat(c).hadWarningContaining("[FW100] message Flags13 is 13 bits long, so its codec"
        + " pads it with 3 zero bit(s) to 2 byte(s); declare that with @Pad(after = 3) on 'value',"
        + " or @SuppressWarnings(\"framewright:padding\")").inFile(file).onLine(3).atColumn(1);
    assertThat(c).hadWarningCount(1);
  }

  @Test
  void fw100_declaredPaddingOrSuppressedIsQuiet() {
    JavaFileObject file = source("Quiet",
        PACKAGE,
        IMPORTS,
        "@Message record Declared(@Field(bits = 13) @Pad(after = 3) int value) {}",
        "@Message @SuppressWarnings(\"framewright:padding\")",
        "record ByName(@Field(bits = 13) int value) {}",
        "@Message @SuppressWarnings(\"FW100\") record ById(@Field(bits = 13) int value) {}",
        "@Message @SuppressWarnings(\"framewright\") record All(@Field(bits = 13) int value) {}",
        "class Quiet {}");
    Compilation c = compile(file);
    assertThat(c).succeededWithoutWarnings();
  }

  @Test
  void fw101_boxedComponentAlwaysOnTheWire() {
    String line4 = "record Boxed(Integer count, @SuppressWarnings(\"framewright:boxed\") Short s) {}";
    JavaFileObject file = source("Boxed",
        PACKAGE,
        IMPORTS,
        "@Message",                                        // 3
        line4);                                            // 4
    Compilation c = compile(file);
    assertThat(c).hadWarningContaining("[FW101] component 'count' is an Integer but always on the"
        + " wire, so null can not be encoded; use int, or make it optional with @Presence or"
        + " @When (@SuppressWarnings(\"framewright:boxed\"))").inFile(file).onLine(4)
        .atColumn(column(line4, "count"));
    assertThat(c).hadWarningCount(1);
  }

  @Test
  void fw102_listTerminatorCanStartAnElement() {
    String line5 = "    @Delimited(terminator = 0x01) List<Item> items,";
    JavaFileObject file = source("Bag",
        PACKAGE,
        IMPORTS,
        "import java.util.List;",                          // 3
        "@Message record Bag(",                            // 4
        line5,                                             // 5
        "    @Delimited(terminator = 0xFF) List<Item> safe,",
        "    @Delimited(terminator = 0x00) List<Raw> raw) {}",
        "@Message @Union(bits = 8) sealed interface Item permits One, Two {}",
        "@Tag(1) record One(byte b) implements Item {}",
        "@Tag(2) record Two(short s) implements Item {}",
        "@Message record Raw(int anything) {}");
    Compilation c = compile(file);
    assertThat(c).hadWarningContaining("[FW102] the terminator 0x01 of list 'items' can also be"
        + " the first byte of an element (Item can begin with 0x01)").inFile(file).onLine(5)
        .atColumn(column(line5, "0x01"));
    assertThat(c).hadWarningContaining("[FW102] the terminator 0x00 of list 'raw' can also be"
        + " the first byte of an element (Raw can begin with any byte)");
    assertThat(c).hadWarningCount(2);
  }

  /**
   * Issue 27 item 15: the codec encodes what an accessor returns and decodes through the
   * canonical constructor, so one that changes the value changed it on every round trip,
   * unannounced. Told on the accessor; not for the implicit one, nor for one that only returns
   * the field (as written, or an array's clone), which javac's trees tell apart.
   */
  @Test
  void fw103_accessorDeclaredByTheRecord() {
    String line5 = "  public short x() { return (short) (x + 1); }";
    String line11 = "  public short c() { return 0; }";
    JavaFileObject file = source("Point",
        PACKAGE,
        IMPORTS,
        "@Message record Point(short x, short y, short z, short w, short v) {",  // 3
        "  public Point {}",
        line5,                                                                // 5
        "  public short y() { return y; }",
        "  public short z() { return this.z; }",
        "  public short w() { return (w); }",
        "}",
        "@Message @Union(bits = 8) sealed interface Shape permits Circle {}",
        "@Tag(1) record Circle(short c) implements Shape {" + line11.substring(1) + "}",  // 11
        "@Message record Blob(@Length(bits = 8) byte[] data, @Count(2) short[] pair) {",
        "  public byte[] data() { return data.clone(); }",
        "  public short[] pair() { return this.pair.clone(); }",
        "}");
    Compilation c = compile(file);
    assertThat(c).succeeded();
    assertThat(c).hadWarningContaining("[FW103] record Point declares accessor x(), and its codec"
        + " encodes what x() returns but decodes through the canonical constructor, so a value"
        + " x() changes does not survive a round trip; remove x() (the implicit one returns the"
        + " field), or if it normalises on purpose and keeps what it returned as it is, put"
        + " @SuppressWarnings(\"framewright:accessor\") on it").inFile(file).onLine(5)
        .atColumn(column(line5, "x()"));
    assertThat(c).hadWarningContaining("[FW103] record Circle declares accessor c()")
        .inFile(file).onLine(11);
    assertThat(c).hadWarningCount(2);
  }

  @Test
  void fw103_suppressed() {
    JavaFileObject file = source("Quiet",
        PACKAGE,
        IMPORTS,
        "@Message record ByName(short x) {",
        "  @SuppressWarnings(\"framewright:accessor\")",
        "  public short x() { return (short) Math.max(x, 0); }",
        "}",
        "@Message @SuppressWarnings(\"FW103\") record ById(short x) {",
        "  public short x() { return (short) Math.max(x, 0); }",
        "}",
        "@Message @SuppressWarnings(\"framewright\") record All(short x) {",
        "  public short x() { return (short) Math.max(x, 0); }",
        "}",
        "class Quiet {}");
    assertThat(compile(file)).succeededWithoutWarnings();
  }
}
