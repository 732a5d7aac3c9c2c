package io.framewright.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.framewright.processor.Compilations.compile;

import com.google.testing.compile.Compilation;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Misuses of constant bytes ({@code @Const(bytes = ...)}): FW220 to FW224, each one diagnostic
 * with the whole message, on the member it is about.
 */
class ConstBytesErrorsTest {
  private static JavaFileObject record(String name, String... lines) {
    return Compilations.record(name, "@Message", lines);
  }

  private static void assertError(Compilation c, JavaFileObject file, String message, int line,
      String lineText, String token) {
    Compilations.assertErrorAt(c, file, message, line, lineText, token);
  }

  @Test
  void fw220To223_typeAndBytes() {
    String line5 = "    @Const(bytes = {1, 2}) int a,";
    String line6 = "    @Const(bytes = {1, 256}) byte[] b,";
    String line7 = "    @Const(bytes = {0xff, -1}) byte[] c,";
    String line8 = "    @Const(value = 7, bytes = {1}) byte[] d,";
    String line9 = "    @Const(bytes = {1}) @Count(1) java.util.List<Byte> e";
    JavaFileObject file = record("BadBytes", line5, line6, line7, line8, line9);
    Compilation c = compile(file);
    assertError(c, file, "[FW220] @Const(bytes = ...) on 'a', which is an int; constant bytes"
        + " are the bytes a byte[] component always holds, so declare 'a' as byte[], or give an"
        + " integer constant as @Const(value)", 5, line5, "{1, 2}");
    assertError(c, file, "[FW221] @Const(bytes = ...) on 'b' lists 256, which is not a byte"
        + " value; give each byte as 0 to 255 (0x00 to 0xff)", 6, line6, "{1, 256}");
    assertError(c, file, "[FW221] @Const(bytes = ...) on 'c' lists -1, which is not a byte"
        + " value; give each byte as 0 to 255 (0x00 to 0xff)", 7, line7, "{0xff, -1}");
    assertError(c, file, "[FW223] @Const(value = 7, bytes = ...) on 'd': value is an integer"
        + " constant (on a byte[], each element's) and bytes the array's own; keep one of them",
        8, line8, "7");
    assertError(c, file, "[FW220] @Const(bytes = ...) on 'e', which is a List<Byte>; constant"
        + " bytes are the bytes a byte[] component always holds, so declare 'e' as byte[], or"
        + " give an integer constant as @Const(value)", 9, line9, "{1}");
    assertThat(c).hadErrorCount(5);
  }

  @Test
  void fw222_noByte() {
    String line5 = "    @Const(bytes = {}) @Length(2) byte[] a";
    JavaFileObject file = record("NoBytes", line5);
    Compilation c = compile(file);
    assertError(c, file, "[FW222] @Const(bytes = {}) on 'a' lists no byte; give the bytes the"
        + " component always holds, at least one", 5, line5, "{}");
    assertThat(c).hadErrorCount(1);
  }

  @Test
  void fw224_anotherSizeConditionOrRule() {
    String line5 = "    @Const(bytes = {1, 2}) @Length(bits = 8) byte[] a,";
    String line6 = "    @Const(bytes = {1, 2}) @Length(3) byte[] b,";
    String line7 = "    @Const(bytes = {1, 2}) @Count(2) byte[] c,";
    String line8 = "    @Const(bytes = {1, 2}) @Range(max = 3) byte[] d,";
    String line9 = "    @Trailing @Const(bytes = {1, 2}) byte[] e";
    JavaFileObject file = record("BadShape", line5, line6, line7, line8, line9);
    Compilation c = compile(file);
    String tail = " too; constant bytes are always on the wire, as many as are listed, and read"
        + " and written as they stand, so remove ";
    assertError(c, file, "[FW224] @Const(bytes = ...) on 'a' (2 byte(s)), which has @Length"
        + tail + "@Length", 5, line5, "{1, 2}");
    assertError(c, file, "[FW224] @Const(bytes = ...) on 'b' (2 byte(s)), which has @Length(3)"
        + tail + "@Length(3)", 6, line6, "{1, 2}");
    assertError(c, file, "[FW224] @Const(bytes = ...) on 'c' (2 byte(s)), which has @Count"
        + tail + "@Count", 7, line7, "{1, 2}");
    assertError(c, file, "[FW224] @Const(bytes = ...) on 'd' (2 byte(s)), which has @Range"
        + tail + "@Range", 8, line8, "{1, 2}");
    assertError(c, file, "[FW224] @Const(bytes = ...) on 'e' (2 byte(s)), which has @Trailing"
        + tail + "@Trailing", 9, line9, "{1, 2}");
    assertThat(c).hadErrorCount(5);
  }
}
