package io.framewright.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.framewright.processor.Compilations.compile;

import com.google.testing.compile.Compilation;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Misuses of the value rules ({@code @Range}, {@code @OneOf}, {@code @Const}) and of
 * {@code @Count/@Length(min)}: FW193 to FW199, each one diagnostic with the whole message, on
 * the annotation or the member it is about.
 */
class ValueRuleErrorsTest {
  private static JavaFileObject record(String name, String... lines) {
    return Compilations.record(name, "@Message", lines);
  }

  private static void assertError(Compilation c, JavaFileObject file, String message, int line,
      String lineText, String token) {
    Compilations.assertErrorAt(c, file, message, line, lineText, token);
  }

  private static final String FW193_TAIL = "; a value rule is for an integer the codec reads and"
      + " writes as it is (byte, short, char, int, long, a box, or an array or list of them), so"
      + " remove @";

  @Test
  void fw193_notAnIntegerTheCodecWrites() {
    String line5 = "    @Length(bits = 8) @Range(min = 1) String s,";
    String line6 = "    @Const(1) boolean b,";
    String line7 = "    @Flags @OneOf({1, 2}) byte flags,";
    String line8 = "    @Presence(flag = 1) Integer x,";
    String line9 = "    @Const(0) int sel,";
    String line10 = "    @Select(field = \"sel\") Choice choice,";
    String line11 = "    @Range(max = 4) int words,";
    String line12 = "    @Length(expr = \"words * 4\") byte[] data";
    JavaFileObject file = record("NotRuled", line5, line6, line7, line8, line9, line10, line11,
        line12);
    JavaFileObject union = Compilations.type("Choice",
        "@Message @Union(bits = 8) sealed interface Choice permits A {}",
        "@Tag(0) record A(byte a) implements Choice {}");
    Compilation c = compile(file, union);
    assertError(c, file, "[FW193] @Range on 's', which is a String" + FW193_TAIL + "Range", 5,
        line5, "@Range");
    assertError(c, file, "[FW193] @Const on 'b', which is a boolean" + FW193_TAIL + "Const", 6,
        line6, "@Const");
    assertError(c, file, "[FW193] @OneOf on 'flags', a flags field whose bits the encoder sets"
        + " from which components are present" + FW193_TAIL + "OneOf", 7, line7, "@OneOf");
    assertError(c, file, "[FW193] @Const on 'sel', which selects the variant of 'choice', whose"
        + " tags say which values it takes" + FW193_TAIL + "Const", 9, line9, "@Const");
    assertError(c, file, "[FW193] @Range on 'words', a term of the size expression of 'data',"
        + " which the encoder may set from the size" + FW193_TAIL + "Range", 11, line11,
        "@Range");
    assertThat(c).hadErrorCount(5);
  }

  @Test
  void fw194To197_values() {
    String line5 = "    @Range(min = 5, max = 2) int a,";
    String line6 = "    @Range(min = 300) @Field(bits = 8) int b,";
    String line7 = "    @OneOf({}) int c,";
    String line8 = "    @Const(16) @Field(bits = 4) int d,";
    String line9 = "    @OneOf({1, -1}) @Field(bits = 8) int e,";
    String line10 = "    @OneOf({1, 2, 1}) short f,";
    String line11 = "    @Range(min = 1) @Const(1) int g";
    JavaFileObject file = record("BadValues", line5, line6, line7, line8, line9, line10, line11);
    Compilation c = compile(file);
    assertError(c, file, "[FW194] @Range(min = 5, max = 2) on 'a' allows no value the field"
        + " holds (-2147483648..2147483647); give a min no greater than the max, within the"
        + " field's range", 5, line5, "5");
    assertError(c, file, "[FW194] @Range(min = 300, max = 9223372036854775807) on 'b' allows no"
        + " value the field holds (0..255); give a min no greater than the max, within the"
        + " field's range", 6, line6, "300");
    assertError(c, file, "[FW194] @OneOf({}) on 'c' allows no value the field holds"
        + " (-2147483648..2147483647); give a min no greater than the max, within the field's"
        + " range", 7, line7, "{}");
    assertError(c, file, "[FW195] @Const on 'd': 16 does not fit the field, which holds 0..15;"
        + " use a value in that range, or make the field wider (@Field(bits))", 8, line8, "16");
    assertError(c, file, "[FW195] @OneOf on 'e': -1 does not fit the field, which holds 0..255;"
        + " use a value in that range, or make the field wider (@Field(bits))", 9, line9,
        "{1, -1}");
    assertError(c, file, "[FW196] @OneOf on 'f' lists 1 more than once; remove the repeats, so"
        + " each value is listed once", 10, line10, "{1, 2, 1}");
    assertError(c, file, "[FW197] @Range on 'g', which has @Const too; keep one of them: @Const"
        + " for one value, @OneOf for a list, @Range for bounds", 11, line11, "@Range");
    assertThat(c).hadErrorCount(7);
  }

  @Test
  void fw198And199_sizeMin() {
    String line5 = "    @Count(value = 2, min = 1) int[] a,";
    String line6 = "    int n,";
    String line7 = "    @Length(field = \"n\", min = 2) byte[] b,";
    String line8 = "    @Length(bits = 8, min = 300) byte[] c,";
    String line9 = "    @Count(bits = 8, max = 4, min = -1) short[] d";
    JavaFileObject file = record("BadMins", line5, line6, line7, line8, line9);
    Compilation c = compile(file);
    assertError(c, file, "[FW198] @Count(min = 1) on 'a', whose size is fixed; min bounds a size"
        + " read from the wire (bits, varint or expr), so remove min (a size that another"
        + " component holds takes @Range(min = 1) on that component)", 5, line5, "1");
    assertError(c, file, "[FW198] @Length(min = 2) on 'b', whose size is held by 'n'; min"
        + " bounds a size read from the wire (bits, varint or expr), so remove min (a size that"
        + " another component holds takes @Range(min = 2) on that component)", 7, line7, "2");
    assertError(c, file, "[FW199] @Length(min = 300) on 'c': the size is at most 255; use a min"
        + " from 0 to 255", 8, line8, "300");
    assertError(c, file, "[FW199] @Count(min = -1) on 'd': the size is at most 4; use a min"
        + " from 0 to 4", 9, line9, "-1");
    assertThat(c).hadErrorCount(4);
  }
}
