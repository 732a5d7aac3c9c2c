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
 * Component declarations that used to give wrong bytes or code that did not compile: one size
 * field for two components (FW034), padding past the size limit (FW035), and {@code @Field}
 * beside {@code @Using} (FW036).
 */
class ComponentErrorsTest {

  /**
   * The encoder wrote each measured size into 'n', the last one winning: {@code a = [1]},
   * {@code b = [2, 3]} encoded as {@code 02 01 02 03}, which its own decoder rejected.
   */
  @Test
  void fw034_oneSizeFieldForTwoComponents() {
    String line5 = "    @Count(field = \"n\") byte[] b,";
    String line6 = "    @Length(field = \"n\") String c,";
    JavaFileObject file = source("Pair",
        PACKAGE,
        IMPORTS,
        "@Message record Pair(@Field(bits = 8) int n,", // 3
        "    @Count(field = \"n\") byte[] a,",   // 4
        line5,                                   // 5
        line6,                                   // 6
        "    int m, @Length(field = \"m\") byte[] d) {}"); // 7
    Compilation c = compile(file);
    // On the second one's field value, naming the first.
    assertThat(c).hadErrorContaining("[FW034] @Count(field = \"n\") on 'b': 'n' already holds the"
        + " count of 'a', and one field can not hold two sizes that may differ; give 'b' a size"
        + " field of its own (or a prefix, @Count(bits = n))").inFile(file).onLine(5)
        .atColumn(column(line5, "\"n\""));
    assertThat(c).hadErrorContaining("[FW034] @Length(field = \"n\") on 'c': 'n' already holds the"
        + " count of 'a', and one field can not hold two sizes that may differ; give 'c' a size"
        + " field of its own (or a prefix, @Length(bits = n))").inFile(file).onLine(6)
        .atColumn(column(line6, "\"n\""));
    assertThat(c).hadErrorCount(2);
  }

  /**
   * Padding counts toward the 128 MiB limit: {@code Integer.MAX_VALUE} bits generated
   * {@code int w0 = ;}, and two pads of 2^30 bits wrapped the bit offset negative.
   */
  @Test
  void fw035_paddingPastTheSizeLimit() {
    String line3 = "@Message record Huge(@Pad(before = Integer.MAX_VALUE) byte a) {}";
    String line5 = "    @Pad(after = 1 << 30) byte c) {}";
    JavaFileObject file = source("Huge",
        PACKAGE,
        IMPORTS,
        line3,                                   // 3
        "@Message record Twice(@Pad(before = 1 << 29) byte b,", // 4
        line5);                                  // 5
    Compilation c = compile(file);
    // On the value: javac places a field access at its last '.'.
    assertThat(c).hadErrorContaining("[FW035] @Pad(before = 2147483647) on 'a' makes message Huge"
        + " 2147483647 bits long; a message is at most 1073741824 bits (128 MiB), so reduce the"
        + " padding").inFile(file).onLine(3).atColumn(column(line3, ".MAX_VALUE"));
    // 2^29 + 8 + 8 + 2^30 bits; javac places a binary expression at its operator.
    assertThat(c).hadErrorContaining("[FW035] @Pad(after = 1073741824) on 'c' makes message Twice"
        + " 1610612752 bits long; a message is at most 1073741824 bits (128 MiB), so reduce the"
        + " padding").inFile(file).onLine(5).atColumn(column(line5, "<<"));
    assertThat(c).hadErrorCount(2);
  }

  /** The codec writes the whole wire form: bits, signedness and order used to be ignored. */
  @Test
  void fw036_fieldBesideUsing() {
    String line4 = "    @Using(OneByte.class) @Field(bits = 12) int a,";
    String line5 = "    @Field(signed = true, order = Endian.LITTLE) @Using(OneByte.class) int b,";
    String line6 = "    @Field @Using(OneByte.class) int c) {";
    JavaFileObject file = source("Reading",
        PACKAGE,
        IMPORTS,
        "@Message record Reading(",              // 3
        line4,                                   // 4
        line5,                                   // 5
        line6,                                   // 6
        "  public static final class OneByte"    // 7
            + " implements io.framewright.runtime.ValueCodec<Integer> {"
            + " public int size(Integer v) { return 1; }"
            + " public int write(Integer v, byte[] b, int p, int l) { b[p] = (byte) (int) v;"
            + " return p + 1; }"
            + " public Integer read(io.framewright.runtime.WireReader r) {"
            + " return (int) r.buffer()[r.claim(1, \"\")]; } }",
        "}");                                    // 8
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW036] @Field(bits = 12) on 'a', which has"
        + " @Using(OneByte.class): its codec writes the whole wire form, so @Field has no effect;"
        + " remove @Field, or remove @Using").inFile(file).onLine(4)
        .atColumn(column(line4, "12"));
    // All that is given, on the first of them.
    assertThat(c).hadErrorContaining("[FW036] @Field(signed = true, order = LITTLE) on 'b',")
        .inFile(file).onLine(5).atColumn(column(line5, "true"));
    // A bare @Field says nothing the codec ignores.
    assertThat(c).hadErrorCount(2);
  }
}
